import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { asc, eq, not, sql } from 'drizzle-orm';
import { addDays, addMonths } from '@vessel/contract';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { buildAdmin, buildGroup, superToken, tokenOf } from '../../test/factories.js';
import { buildCertificate, buildShip, IMOS, setCertificate, typeId } from '../../test/cert-fixtures.js';
import { setSettings } from '../../test/members.js';
import { startSmtp, smtpSettings, type TestSmtp } from '../../test/smtp.js';
import { todo } from '../../platform/todo/tables.js';
import { among } from '../../platform/alert/engine.js';
import { AlertScheduler } from '../../platform/alert/scheduler.js';
import { alert, alertRule } from '../../platform/alert/tables.js';

let t: TestApp;
let smtp: TestSmtp;
let token: string;
let today: string;

/** An administrator with the extra columns these tests need (email, leader). */
const adminWith = (values: { username: string; group_arr: string[] } & Record<string, unknown>) => buildAdmin(t, token, values);

const alertsOf = (bizId: string) => t.database.db.select().from(alert).where(eq(alert.biz_id, bizId)).orderBy(asc(alert.created_at));

beforeAll(async () => {
  t = await buildTestApp();
  smtp = await startSmtp();
  token = await superToken(t);
  today = await t.app.moduleContext.alerts.today();
}, 60_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('alert mail', () => {
  it("goes to the ship's superintendent and the department's leaders through a real SMTP server, once per stage", async () => {
    const group = await buildGroup(t, token, { name: 'Superintendents', rights: ['dashboard/index'] });
    const superintendent = await adminWith({ username: 'techsup', group_arr: [group.id], email: 'tech@example.com' });
    // Taken into management today: its drills are not due yet, so the only mail is the certificate's.
    const ship = await buildShip(t, token, 'Eastern Star', IMOS[2]!, { tech_superintendent_id: superintendent.id, management_start: today });
    await adminWith({ username: 'masterx', group_arr: [group.id], department_id: ship.dept_id, is_leader: true, email: 'master@example.com' });
    await adminWith({ username: 'bosun', group_arr: [group.id], department_id: ship.dept_id, email: 'bosun@example.com' });

    const engine = t.app.moduleContext.alerts;
    const expiry = addDays(today, 20);
    const cert = await buildCertificate(t, token, { ship_id: ship.id, cert_type_id: await typeId(t, 'LIFERAFT'), cert_no: 'LR-77', issue_date: addMonths(expiry, -12), expiry_date: expiry });

    // Without mail settings nothing is sent and nothing is marked sent.
    expect((await engine.run(today)).mailed).toBe(0);
    expect((await alertsOf(cert.id))[0]!.sent_at).toBeNull();

    await setSettings(t, smtpSettings(smtp));
    const first = await engine.run(today);
    expect(first.mailed).toBe(1);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to.sort()).toEqual(['master@example.com', 'tech@example.com']);
    expect(smtp.mails[0]!.text).toMatch(/Subject: /);
    const [raised] = await alertsOf(cert.id);
    expect(raised!.sent_at).toBeInstanceOf(Date);

    // The same stage is never mailed again.
    expect((await engine.run(today)).mailed).toBe(0);
    expect(smtp.mails).toHaveLength(1);

    // The next stage (7 days left) is news.
    const later = await engine.run(addDays(today, 14));
    expect(later.mailed).toBe(1);
    expect(smtp.mails).toHaveLength(2);
    await engine.run(today);
    expect(smtp.mails).toHaveLength(2);
  });

  it('is not marked sent when the SMTP server refuses it, and goes out on the next run', async () => {
    const engine = t.app.moduleContext.alerts;
    const ship = await buildShip(t, token, 'Northern Light', IMOS[3]!, { management_start: today });
    await adminWith({ username: 'mastery', group_arr: [(await buildGroup(t, token, { name: 'Masters', rights: ['dashboard/index'] })).id], department_id: ship.dept_id, is_leader: true, email: 'y@example.com' });
    const cert = await buildCertificate(t, token, { ship_id: ship.id, cert_type_id: await typeId(t, 'EPIRB'), cert_no: 'EP-77', expiry_date: addDays(today, 10) });
    await setSettings(t, smtpSettings(smtp, { smtp_pass: 'wrong' }));
    const before = smtp.mails.length;
    expect((await engine.run(today)).mailed).toBe(0);
    expect((await alertsOf(cert.id))[0]!.sent_at).toBeNull();
    await setSettings(t, smtpSettings(smtp));
    expect((await engine.run(today)).mailed).toBe(1);
    expect(smtp.mails.length).toBe(before + 1);
  });
});

describe('the alert job', () => {
  it('runs alone: a second process (PostgreSQL) or a second call (embedded) never raises twice', async () => {
    const engine = t.app.moduleContext.alerts;
    const url = t.config.databaseUrl;
    if (url && url.startsWith('postgres')) {
      // Another process holds the job's lock: this round is skipped, and the on-demand call says so.
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      await other.query('select pg_advisory_lock(740212)');
      try {
        expect((await engine.run(today)).ran).toBe(false);
        const busy = await call(t, { url: '/admin/alert.Alert/run', token, body: {}, lang: 'en' });
        expect(busy.json).toMatchObject({ code: 0, msg: expect.stringContaining('another process') });
      } finally {
        await other.query('select pg_advisory_unlock(740212)');
        await other.end();
      }
    }
    const [a, b] = await Promise.all([engine.run(today), engine.run(today)]);
    expect(a.ran && b.ran).toBe(true);
    expect(b.raised).toBe(0);
    const ran = await call(t, { url: '/admin/alert.Alert/run', token, body: {}, lang: 'en' });
    expect(ran.json).toMatchObject({ code: 1, data: { ran: true, raised: 0 } });
  });

  it('is scheduled inside the server and stops with it', async () => {
    const ship = await buildShip(t, token, 'Southern Cross', IMOS[0]!);
    const cert = await buildCertificate(t, token, { ship_id: ship.id, cert_type_id: await typeId(t, 'FFE'), cert_no: 'FF-88', expiry_date: addDays(today, 200) });
    // Move the certificate into its 60-day stage behind the engine's back (as time would).
    await setCertificate(t, cert.id, { expiry_date: addDays(today, 50) });
    const scheduler = new AlertScheduler(t.app.moduleContext.alerts, t.app.moduleContext.settings, t.app.log, 5);
    scheduler.start();
    for (let i = 0; i < 100 && (await alertsOf(cert.id)).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    scheduler.stop();
    expect((await alertsOf(cert.id)).map((a) => a.stage)).toEqual(['60d']);
  });

  it('needs its rights: running and acknowledging', async () => {
    const group = await buildGroup(t, token, { name: 'Readers', rights: ['alert/alert', 'alert/alert/index'] });
    await adminWith({ username: 'reader', group_arr: [group.id] });
    const reader = await tokenOf(t, 'reader');
    expect((await call(t, { url: '/admin/alert.Alert/run', token: reader, body: {} })).status).toBe(403);
    expect((await call(t, { url: '/admin/alert.Alert/ack', token: reader, body: { ids: [crypto.randomUUID()] } })).status).toBe(403);
    expect((await call(t, { url: '/admin/alert.Alert/index', token: reader })).json.code).toBe(1);
  });

  it('raises nothing for a rule whose status is disable, and again once it is enable; refuses any other status', async () => {
    const [rule] = await t.database.db.select().from(alertRule).where(eq(alertRule.biz_type, 'certificate'));
    const setStatus = (status: string) => call(t, { url: '/admin/alert.AlertRule/edit', token, body: { id: rule!.id, recipients: rule!.recipients, channels: rule!.channels, status }, lang: 'en' });
    expect((await setStatus('off')).json).toMatchObject({ code: 0, data: { errors: { status: expect.any(String) } } });
    expect((await setStatus('disable')).json.code).toBe(1);
    try {
      const ship = await buildShip(t, token, 'Western Gale', IMOS[1]!);
      const cert = await buildCertificate(t, token, { ship_id: ship.id, cert_type_id: await typeId(t, 'FFE'), cert_no: 'FF-99', expiry_date: addDays(today, 20) });
      await t.app.moduleContext.alerts.run(today);
      expect(await alertsOf(cert.id)).toEqual([]);
      expect((await setStatus('enable')).json.code).toBe(1);
      await t.app.moduleContext.alerts.run(today);
      expect(await alertsOf(cert.id)).toHaveLength(1);
    } finally {
      await setStatus('enable');
    }
  });
});

describe('alert list order', () => {
  it('lists critical before warn before info (the level’s rank, not its spelling), the nearest due date first within a level', async () => {
    const shipId = crypto.randomUUID();
    const rows: Array<[string, 'info' | 'warn' | 'critical', string | null]> = [
      ['a', 'info', addDays(today, 3)],
      ['b', 'warn', addDays(today, 40)],
      ['c', 'critical', addDays(today, 10)],
      ['d', 'warn', addDays(today, 5)],
      ['e', 'critical', addDays(today, -2)],
      ['f', 'info', addDays(today, -9)],
      ['g', 'warn', null],
    ];
    await t.database.db.insert(alert).values(rows.map(([stage, level, due]) => ({ biz_type: 'certificate', biz_id: crypto.randomUUID(), ship_id: shipId, level, due_date: due, stage, title_key: 'cert.alert.expiring' })));
    const listed = async (order = '') => {
      const { json } = await call(t, { url: `/admin/alert.Alert/index?search[0][field]=ship_id&search[0][operator]=eq&search[0][val]=${shipId}${order}`, token });
      expect(json.code).toBe(1);
      return json.data.list.map((row: { stage: string }) => row.stage).join('');
    };
    expect(await listed()).toBe('ecdbgfa');
    // Turned round by the user: info first, the due dates still nearest first within a level.
    expect(await listed('&order=level,asc')).toBe('fadbgec');
  });
});

describe('alert list filters', () => {
  it('find every gap by the stage filter’s one word (gap-{fingerprint} is a family), and the quick search finds the names an alert shows, not stage codes', async () => {
    const shipId = crypto.randomUUID();
    const rows: Array<[string, Record<string, unknown>]> = [
      ['gap-1a2b3c4d', { ship: { en: 'Polar Dawn', 'zh-cn': '极地黎明' } }],
      ['gap-00ff', { ship: { en: 'Polar Dawn', 'zh-cn': '极地黎明' } }],
      ['gapx', {}],
      ['30d', { cert: { en: 'Load Line', 'zh-cn': '载重线证书' } }],
      ['expired', {}],
    ];
    await t.database.db.insert(alert).values(rows.map(([stage, params]) => ({ biz_type: 'safe_manning', biz_id: crypto.randomUUID(), ship_id: shipId, level: 'warn' as const, stage, params, title_key: 'cert.alert.expiring' })));
    const stages = async (query: string) => {
      const { json } = await call(t, { url: `/admin/alert.Alert/index?search[0][field]=ship_id&search[0][operator]=eq&search[0][val]=${shipId}&${query}`, token });
      expect(json.code).toBe(1);
      return (json.data.list as Array<{ stage: string }>).map((row) => row.stage).sort();
    };
    expect(await stages('search[1][field]=stage&search[1][operator]=eq&search[1][val]=gap')).toEqual(['gap-00ff', 'gap-1a2b3c4d']);
    expect(await stages('search[1][field]=stage&search[1][operator]=IN&search[1][val]=gap,expired')).toEqual(['expired', 'gap-00ff', 'gap-1a2b3c4d']);
    // Other options stay exact: '30d' is not '30d-…', and a stored code still finds itself (links).
    expect(await stages('search[1][field]=stage&search[1][operator]=eq&search[1][val]=30d')).toEqual(['30d']);
    expect(await stages('search[1][field]=stage&search[1][operator]=eq&search[1][val]=gap-00ff')).toEqual(['gap-00ff']);
    expect(await stages(`quickSearch=${encodeURIComponent('极地')}`)).toEqual(['gap-00ff', 'gap-1a2b3c4d']);
    expect(await stages('quickSearch=load%20line')).toEqual(['30d']);
    expect(await stages('quickSearch=30d')).toEqual([]);
  });
});

describe('to-dos', () => {
  it('manual ones are anyone’s to open and close; the views are list filters, overdue first', async () => {
    const group = await buildGroup(t, token, { name: 'Office', data_scope: 'self', rights: ['todo/todo', 'todo/todo/index', 'todo/todo/add', 'todo/todo/edit'] });
    const clerk = await adminWith({ username: 'clerk', group_arr: [group.id] });
    const mine = await tokenOf(t, 'clerk');
    const add = (title: string, due: string | null) => call(t, { url: '/admin/todo.Todo/add', token: mine, body: { title, due_date: due, priority: 'normal', status: 'open', assignee_admin_id: clerk.id } });
    await add('Order charts', addDays(today, 5));
    await add('Send crew list', addDays(today, -2));
    await add('Read circular', null);
    const list = await call(t, { url: `/admin/todo.Todo/index?search[0][field]=assignee_admin_id&search[0][operator]=eq&search[0][val]=${clerk.id}&search[1][field]=status&search[1][operator]=IN&search[1][val]=open,in_progress`, token: mine });
    expect(list.json.data.list.map((row: any) => [row.title, row.overdue, row.auto])).toEqual([
      ['Send crew list', true, false],
      ['Order charts', false, false],
      ['Read circular', false, false],
    ]);
    const done = await call(t, { url: '/admin/todo.Todo/edit', token: mine, body: { id: list.json.data.list[0].id, title: 'Send crew list', priority: 'normal', status: 'done' } });
    expect(done.json.data.row).toMatchObject({ status: 'done', done_at: expect.any(String) });
    // Someone else's to-do is outside a 'self' scope.
    const others = await t.database.db.select().from(todo).where(eq(todo.auto, true));
    expect(others.length).toBeGreaterThan(0);
    expect((await call(t, { url: `/admin/todo.Todo/edit?id=${others[0]!.id}`, token: mine })).status).toBe(404);
  });
});

describe('the alert job at a fleet’s scale', () => {
  it('names more records than a statement takes parameters (65,535) as one array parameter', async () => {
    // A million work orders give one source some 137,000 conditions: closing "what no longer holds"
    // listed them all as parameters, and the whole job failed.
    const ids = Array.from({ length: 70_000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const outside = '00000000-0000-4000-9000-000000000001';
    const { db } = t.app.moduleContext;
    const counted = async (condition: ReturnType<typeof among>) =>
      ((await db.execute(sql`select count(*)::int as n from (values (${ids[69_999]}::uuid), (${ids[0]}::uuid), (${outside}::uuid)) as v(id) where ${condition}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    expect(await counted(among(sql`v.id`, ids))).toBe(2);
    expect(await counted(not(among(sql`v.id`, ids)))).toBe(1);
  });
});
