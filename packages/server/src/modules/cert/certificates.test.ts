import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { addDays, addMonths, addYears } from '@vessel/contract';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { buildAdmin, buildGroup, superToken, tokenOf } from '../../test/factories.js';
import { alert } from '../../platform/alert/tables.js';
import { todo } from '../../platform/todo/tables.js';
import { buildCertificate, buildShip, IMOS, listedByLink, typeId } from '../../test/cert-fixtures.js';
import { certificate, certificateSurvey } from './tables.js';
import { CERTIFICATE_TYPE_SEED } from './type-seed.js';

let t: TestApp;
let token: string;
let today: string;
let shipA: { id: string; dept_id: string };
let shipB: { id: string; dept_id: string };

const surveysOf = (id: string) =>
  t.database.db.select().from(certificateSurvey).where(eq(certificateSurvey.certificate_id, id)).orderBy(asc(certificateSurvey.window_start), asc(certificateSurvey.kind));
const certRow = async (id: string) => (await t.database.db.select().from(certificate).where(eq(certificate.id, id)))[0]!;
const alertsOf = (bizId: string) => t.database.db.select().from(alert).where(eq(alert.biz_id, bizId)).orderBy(asc(alert.created_at));
const todosOf = (bizId: string) => t.database.db.select().from(todo).where(eq(todo.biz_id, bizId));

beforeAll(async () => {
  t = await buildTestApp();
  token = await superToken(t);
  today = await t.app.moduleContext.alerts.today();
  shipA = (await buildShip(t, token, 'Ocean Harmony', IMOS[0]!)) as { id: string; dept_id: string };
  shipB = (await buildShip(t, token, 'Pacific Dawn', IMOS[1]!)) as { id: string; dept_id: string };
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('certificate types', () => {
  it('are seeded from DOMAIN §6.4 with their schemes, and the crew documents', async () => {
    const { json } = await call(t, { url: '/admin/cert.CertificateType/index?limit=100&search[0][field]=holder&search[0][operator]=eq&search[0][val]=ship', token });
    const byCode = new Map(json.data.list.map((row: any) => [row.code, row]));
    expect(byCode.get('SMC')).toMatchObject({ survey_scheme: 'intermediate_only', validity_months: 60, alert_days: ['90', '60', '30', '7'] });
    expect(byCode.get('LL')).toMatchObject({ survey_scheme: 'annual' });
    expect(byCode.get('ITC')).toMatchObject({ validity_months: null, survey_scheme: 'none' });
    const crew = await call(t, { url: '/admin/cert.CertificateType/index?limit=100&search[0][field]=holder&search[0][operator]=eq&search[0][val]=seafarer', token });
    const codes = crew.json.data.list.map((row: any) => row.code);
    for (const code of ['PASSPORT', 'SEAMANS_BOOK', 'SEAFARER_PASSPORT', 'COC_II_1', 'COC_III_6', 'GMDSS_GOC', 'BST', 'PSCRB', 'AFF', 'MFA', 'TANKER_OIL_CHEM_BASIC', 'FLAG_ENDORSEMENT', 'MEDICAL', 'YELLOW_FEVER', 'US_VISA']) {
      expect(codes).toContain(code);
    }
  });

  it('refuse a duplicate code and a type in use changing holder', async () => {
    const dup = await call(t, { url: '/admin/cert.CertificateType/add', token, lang: 'en', body: { code: 'smc', name_en: 'x', name_zh: '某', holder: 'ship', category: 'statutory', survey_scheme: 'none', status: 'enable' } });
    expect(dup.json).toMatchObject({ code: 0, data: { errors: { code: 'A certificate type with this code already exists' } } });
  });

  it('are ordered by hand, the heaviest first, as seeded until someone moves one (sortable)', async () => {
    const firstCodes = async () => (await call(t, { url: '/admin/cert.CertificateType/index?limit=3', token })).json.data.list.map((row: { code: string }) => row.code);
    const [first, second, third] = CERTIFICATE_TYPE_SEED;
    expect(await firstCodes()).toEqual([first!.code, second!.code, third!.code]);
    const moved = await call(t, { url: '/admin/cert.CertificateType/sortable', token, body: { id: await typeId(t, second!.code), targetId: await typeId(t, first!.code) } });
    expect(moved.json.code).toBe(1);
    expect(await firstCodes()).toEqual([second!.code, first!.code, third!.code]);
    // Back as seeded, for the tests that follow.
    await call(t, { url: '/admin/cert.CertificateType/sortable', token, body: { id: await typeId(t, first!.code), targetId: await typeId(t, second!.code) } });
  });
});

describe('certificates and their survey windows', () => {
  it('generate the windows of the scheme on save, and move open ones when the expiry changes', async () => {
    const expiry = addDays(today, 1000);
    const cert = await buildCertificate(t, token, { ship_id: shipA.id, cert_type_id: await typeId(t, 'LL'), cert_no: 'LL-1', issue_date: addMonths(expiry, -60), expiry_date: expiry });
    expect(cert).toMatchObject({ holder_type: 'ship', dept_id: shipA.dept_id, cert_type_id_label: expect.stringContaining('Load Line') });
    const windows = await surveysOf(cert.id);
    expect(windows.map((w) => `${w.kind}#${w.anniversary_no}`)).toEqual(['annual#1', 'annual#2', 'annual#3', 'annual#4', 'renewal#0']);
    expect(windows[3]).toMatchObject({ anniversary_date: addYears(expiry, -1), window_start: addMonths(addYears(expiry, -1), -3), window_end: addMonths(addYears(expiry, -1), 3) });
    // The list answers the window to do next: the earliest not done, however long ago it closed.
    const listed = await call(t, { url: '/admin/cert.Certificate/index?quickSearch=LL-1', token });
    expect(listed.json.data.list.find((row: { id: string }) => row.id === cert.id)?.next_window).toMatchObject({ id: windows[0]!.id, kind: 'annual' });

    const later = addDays(expiry, 31);
    const edited = await call(t, { url: '/admin/cert.Certificate/edit', token, body: { id: cert.id, cert_type_id: cert.cert_type_id, term: 'full', expiry_date: later } });
    expect(edited.json.code).toBe(1);
    const moved = await surveysOf(cert.id);
    expect(moved.map((w) => w.id).sort()).toEqual(windows.map((w) => w.id).sort());
    expect(moved.find((w) => w.kind === 'renewal')).toMatchObject({ window_end: later });
  });

  it('refuses a type of another holder, a missing ship, an expiry before issue and an extension past 3 months', async () => {
    const base = { ship_id: shipA.id, cert_type_id: await typeId(t, 'LL'), cert_no: 'X' };
    const wrongType = await call(t, { url: '/admin/cert.Certificate/add', token, lang: 'en', body: { ...base, holder_type: 'ship', term: 'full', cert_type_id: await typeId(t, 'PASSPORT') } });
    expect(wrongType.json.data.errors).toEqual({ cert_type_id: expect.stringContaining('another kind of holder') });
    const noShip = await call(t, { url: '/admin/cert.Certificate/add', token, lang: 'en', body: { ...base, holder_type: 'ship', term: 'full', ship_id: null } });
    expect(noShip.json.data.errors).toEqual({ ship_id: 'Choose the ship' });
    const backwards = await call(t, { url: '/admin/cert.Certificate/add', token, lang: 'zh-cn', body: { ...base, holder_type: 'ship', term: 'full', issue_date: today, expiry_date: addDays(today, -1) } });
    expect(backwards.json.data.errors).toEqual({ expiry_date: '有效期至不能早于签发日期' });
    const extension = await call(t, { url: '/admin/cert.Certificate/add', token, lang: 'en', body: { ...base, holder_type: 'ship', term: 'full', expiry_date: today, extension_until: addDays(addMonths(today, 3), 1) } });
    expect(extension.json.data.errors).toEqual({ extension_until: 'An extension can be at most 3 months beyond the expiry date' });
    const count = await t.database.db.select().from(certificate).where(eq(certificate.cert_no, 'X'));
    expect(count).toHaveLength(0);
  });

  it('records a survey only inside its window; an intermediate credits the annual of its anniversary', async () => {
    // Expiry 3 years ahead: the 2nd anniversary is today, so annual #2 and the intermediate are open; annual #1 closed a year ago.
    const expiry = addYears(today, 3);
    const cert = await buildCertificate(t, token, { ship_id: shipA.id, cert_type_id: await typeId(t, 'CLASS'), cert_no: 'CL-1', issue_date: addYears(expiry, -5), expiry_date: expiry });
    expect((await certRow(cert.id)).status).toBe('endorsement_overdue');
    const windows = await surveysOf(cert.id);
    const annual1 = windows.find((w) => w.kind === 'annual' && w.anniversary_no === 1)!;
    const annual2 = windows.find((w) => w.kind === 'annual' && w.anniversary_no === 2)!;
    const intermediate = windows.find((w) => w.kind === 'intermediate')!;

    const late = await call(t, { url: '/admin/cert.Certificate/recordSurvey', token, lang: 'en', body: { id: cert.id, survey_id: annual1.id, done_date: addDays(annual1.window_end, 1) } });
    expect(late.json).toMatchObject({ code: 0, msg: `The survey date must fall within the window, ${annual1.window_start} to ${annual1.window_end}` });
    const early = await call(t, { url: '/admin/cert.Certificate/recordSurvey', token, lang: 'en', body: { id: cert.id, survey_id: annual1.id, done_date: addDays(annual1.window_start, -1) } });
    expect(early.json.data.errors).toHaveProperty('done_date');
    const future = await call(t, { url: '/admin/cert.Certificate/recordSurvey', token, lang: 'en', body: { id: cert.id, survey_id: annual2.id, done_date: addDays(today, 1) } });
    expect(future.json.data.errors).toEqual({ done_date: 'The date cannot be in the future' });
    expect((await surveysOf(cert.id)).every((w) => w.done_date === null)).toBe(true);

    const onTime = await call(t, { url: '/admin/cert.Certificate/recordSurvey', token, lang: 'en', body: { id: cert.id, survey_id: annual1.id, done_date: annual1.window_end, place: 'Singapore', surveyor: 'J. Tan' } });
    expect(onTime.json).toMatchObject({ code: 1, data: { certificate: { status: 'endorsement_due', last_endorsement_date: annual1.window_end } } });
    const again = await call(t, { url: '/admin/cert.Certificate/recordSurvey', token, lang: 'en', body: { id: cert.id, survey_id: annual1.id, done_date: annual1.window_end } });
    expect(again.json.data.errors).toEqual({ survey_id: `This window was already endorsed on ${annual1.window_end}` });

    const inter = await call(t, { url: '/admin/cert.Certificate/recordSurvey', token, body: { id: cert.id, survey_id: intermediate.id, done_date: today } });
    expect(inter.json.data.credited).toEqual([annual2.id]);
    const after = await surveysOf(cert.id);
    expect(after.find((w) => w.id === annual2.id)).toMatchObject({ done_date: today, result: 'credited', state: 'done' });
    expect((await certRow(cert.id)).status).toBe('valid');
  });
});

describe('renewal, alerts and to-dos', () => {
  it('raises the alert and the to-do on save; renewing supersedes the old one and closes both', async () => {
    const expiry = addDays(today, 20);
    const cert = await buildCertificate(t, token, { ship_id: shipB.id, cert_type_id: await typeId(t, 'LIFERAFT'), cert_no: 'LR-1', issue_date: addMonths(expiry, -12), expiry_date: expiry });
    expect((await certRow(cert.id)).status).toBe('expiring');
    const [raised] = await alertsOf(cert.id);
    expect(raised).toMatchObject({ biz_type: 'certificate', stage: '30d', level: 'warn', ship_id: shipB.id, dept_id: shipB.dept_id, due_date: expiry, closed_at: null });
    const [task] = await todosOf(cert.id);
    expect(task).toMatchObject({ auto: true, status: 'open', biz_type: 'cert_renew', priority: 'high', due_date: expiry, title_key: 'todo.certRenew' });
    expect(task!.title).toContain('Pacific Dawn');

    // The to-do cannot be ticked off: the renewal closes it.
    const tick = await call(t, { url: '/admin/todo.Todo/edit', token, lang: 'en', body: { id: task!.id, title: task!.title, priority: task!.priority, status: 'done' } });
    expect(tick.json.data.errors).toEqual({ status: expect.stringContaining('closes by itself') });

    const renewed = await call(t, { url: '/admin/cert.Certificate/renew', token, body: { id: cert.id, cert_no: 'LR-2', issue_date: today } });
    expect(renewed.json).toMatchObject({ code: 1, data: { superseded_id: cert.id, row: { expiry_date: addMonths(today, 12), status: 'valid', cert_no: 'LR-2' } } });
    expect(await certRow(cert.id)).toMatchObject({ status: 'superseded', superseded_by_id: renewed.json.data.row.id });
    expect((await alertsOf(cert.id))[0]!.closed_at).not.toBeNull();
    expect((await todosOf(cert.id))[0]).toMatchObject({ status: 'done', done_at: expect.any(Date) });

    const editOld = await call(t, { url: '/admin/cert.Certificate/edit', token, lang: 'en', body: { id: cert.id, cert_type_id: cert.cert_type_id, term: 'full', cert_no: 'changed' } });
    expect(editOld.json.data.errors).toEqual({ status: expect.stringContaining('replaced by a newer one') });
    const renewAgain = await call(t, { url: '/admin/cert.Certificate/renew', token, lang: 'en', body: { id: cert.id, cert_no: 'LR-3', issue_date: today } });
    expect(renewAgain.json.code).toBe(0);
  });

  it('computes the renewed expiry by the renewal rule when only the survey date is given', async () => {
    const expiry = addDays(today, 60);
    const cert = await buildCertificate(t, token, { ship_id: shipB.id, cert_type_id: await typeId(t, 'IAPP'), cert_no: 'AP-1', issue_date: addMonths(expiry, -60), expiry_date: expiry });
    const renewed = await call(t, { url: '/admin/cert.Certificate/renew', token, body: { id: cert.id, cert_no: 'AP-2', issue_date: today, survey_completed_date: today } });
    expect(renewed.json.data.row.expiry_date).toBe(addMonths(expiry, 60));
    const renewalWindow = (await surveysOf(cert.id)).find((w) => w.kind === 'renewal');
    expect(renewalWindow).toMatchObject({ done_date: today, state: 'done' });
  });

  it('never raises the same stage twice, however often the job runs; a later stage replaces the earlier', async () => {
    const expiry = addDays(today, 55);
    const cert = await buildCertificate(t, token, { ship_id: shipA.id, cert_type_id: await typeId(t, 'FFE'), cert_no: 'FF-1', issue_date: addMonths(expiry, -12), expiry_date: expiry });
    const engine = t.app.moduleContext.alerts;
    const first = await engine.run(today);
    const second = await engine.run(today);
    expect(first.ran && second.ran).toBe(true);
    expect(second.raised).toBe(0);
    expect((await alertsOf(cert.id)).map((a) => a.stage)).toEqual(['60d']);
    await Promise.all([engine.run(today), engine.run(today)]);
    expect(await alertsOf(cert.id)).toHaveLength(1);

    // 30 days on, the 30-day stage: a new alert, the 60-day one closed, still one open to-do (urgent once it expired).
    await engine.run(addDays(today, 30));
    const stages = await alertsOf(cert.id);
    expect(stages.map((a) => [a.stage, a.closed_at === null])).toEqual([
      ['60d', false],
      ['30d', true],
    ]);
    await engine.run(addDays(today, 56));
    const open = (await alertsOf(cert.id)).filter((a) => a.closed_at === null);
    expect(open.map((a) => [a.stage, a.level])).toEqual([['expired', 'critical']]);
    const tasks = await todosOf(cert.id);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ status: 'open', priority: 'urgent' });
    await engine.run(today);
  });

  it('acknowledging closes the alert but not the to-do; endorsing the window closes the to-do', async () => {
    const expiry = addDays(today, 913);
    const cert = await buildCertificate(t, token, { ship_id: shipA.id, cert_type_id: await typeId(t, 'SMC'), cert_no: 'SMC-1', issue_date: addMonths(expiry, -60), expiry_date: expiry });
    const intermediate = (await surveysOf(cert.id)).find((w) => w.kind === 'intermediate')!;
    const [raised] = await alertsOf(intermediate.id);
    expect(raised).toMatchObject({ biz_type: 'certificate_survey', stage: 'window_open', title_key: 'alert.survey.open' });

    const listed = await call(t, { url: `/admin/alert.Alert/index?search[0][field]=biz_id&search[0][operator]=eq&search[0][val]=${intermediate.id}`, token });
    expect(listed.json.data.list[0]).toMatchObject({ id: raised!.id, certificate_id: cert.id, ship_id_label: 'Ocean Harmony' });
    const ack = await call(t, { url: '/admin/alert.Alert/ack', token, body: { ids: [raised!.id] } });
    expect(ack.json).toMatchObject({ code: 1, data: { count: 1 } });
    const [acked] = await alertsOf(intermediate.id);
    expect(acked).toMatchObject({ ack_by: expect.any(String), ack_at: expect.any(Date), closed_at: expect.any(Date) });
    expect((await todosOf(intermediate.id))[0]!.status).toBe('open');
    await t.app.moduleContext.alerts.run(today);
    expect(await alertsOf(intermediate.id)).toHaveLength(1);

    await call(t, { url: '/admin/cert.Certificate/recordSurvey', token, body: { id: cert.id, survey_id: intermediate.id, done_date: today } });
    expect((await todosOf(intermediate.id))[0]).toMatchObject({ status: 'done' });
  });
});

describe('data scope', () => {
  it("shows a ship-department administrator only that ship's certificates and refuses the other ship", async () => {
    const lr = await typeId(t, 'EPIRB');
    const mine = await buildCertificate(t, token, { ship_id: shipA.id, cert_type_id: lr, cert_no: 'EP-A', expiry_date: addDays(today, 300) });
    const theirs = await buildCertificate(t, token, { ship_id: shipB.id, cert_type_id: lr, cert_no: 'EP-B', expiry_date: addDays(today, 20) });
    const group = await buildGroup(t, token, { name: 'Ship officers', data_scope: 'dept', rights: ['cert/certificate', 'cert/certificate/index', 'cert/certificate/add', 'cert/certificate/edit', 'dashboard/index'] });
    await buildAdmin(t, token, { username: 'mastera', group_arr: [group.id], department_id: shipA.dept_id });
    const master = await tokenOf(t, 'mastera');

    const list = await call(t, { url: '/admin/cert.Certificate/index?limit=100&search[0][field]=cert_no&search[0][operator]=LIKE&search[0][val]=EP-', token: master });
    expect(list.json.data.list.map((row: any) => row.cert_no)).toEqual(['EP-A']);
    const read = await call(t, { url: `/admin/cert.Certificate/edit?id=${theirs.id}`, token: master });
    expect(read.status).toBe(404);
    const add = await call(t, { url: '/admin/cert.Certificate/add', token: master, lang: 'en', body: { holder_type: 'ship', term: 'full', ship_id: shipB.id, cert_type_id: lr, cert_no: 'EP-C' } });
    expect(add.json.data.errors).toEqual({ ship_id: expect.stringContaining('outside your data scope') });
    const own = await call(t, { url: `/admin/cert.Certificate/edit?id=${mine.id}`, token: master });
    expect(own.json.data.row.cert_no).toBe('EP-A');

    const dashboard = await call(t, { url: '/admin/dashboard/overview', token: master });
    const all = await call(t, { url: '/admin/dashboard/overview', token });
    const count = (body: any, key: string) => [...body.data.red_flags, ...body.data.due_soon].find((tile: any) => tile.key === key).count;
    expect(count(all.json, 'cert.expiring30')).toBeGreaterThan(count(dashboard.json, 'cert.expiring30'));
  });
});

describe('dashboard', () => {
  it('gives each tile its count and the filtered list link that finds exactly those records', async () => {
    const { json } = await call(t, { url: `/admin/dashboard/overview?ship_id=${shipA.id}`, token });
    expect(json.code).toBe(1);
    const tiles = [...json.data.red_flags, ...json.data.due_soon, ...json.data.my_todos];
    expect(tiles.map((tile: any) => tile.key)).toEqual(
      expect.arrayContaining(['cert.expired', 'cert.endorsementOverdue', 'cert.expiring30', 'cert.expiring60', 'cert.expiring90', 'cert.windowsOpen', 'todo.overdue', 'todo.today', 'todo.thisWeek', 'todo.open']),
    );
    for (const key of ['cert.expiring90', 'cert.endorsementOverdue', 'cert.windowsOpen']) {
      const tile = tiles.find((entry: any) => entry.key === key);
      expect(await listedByLink(t, token, tile.link), key).toBe(tile.count);
    }
    const bad = await call(t, { url: '/admin/dashboard/overview?as_of=yesterday', token });
    expect(bad.json.code).toBe(0);
  });
});

describe('seafarer documents', () => {
  it('are certificates of holder_type seafarer, answered with their type’s document kind', async () => {
    const { json } = await call(t, { url: '/admin/crew.SeafarerDocument/index', token });
    expect(json.code).toBe(1);
    const company = await buildCertificate(t, token, { holder_type: 'company', cert_type_id: await typeId(t, 'DOC'), cert_no: 'DOC-9', expiry_date: addDays(today, 500) });
    expect(company.ship_id).toBeNull();
    const docs = await call(t, { url: `/admin/crew.SeafarerDocument/edit?id=${company.id}`, token });
    expect(docs.status).toBe(404);
    const rows = await t.database.db.select().from(certificate).where(and(eq(certificate.id, company.id), eq(certificate.holder_type, 'company')));
    expect(rows).toHaveLength(1);
  });
});
