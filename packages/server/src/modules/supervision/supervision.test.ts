import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, addMonths } from '@vessel/contract';
import { alert, alertRule } from '../../platform/alert/tables.js';
import { buildShip } from '../../test/crew-factories.js';
import { buildAdmin, buildGroup, superToken, tokenOf } from '../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { setSettings } from '../../test/members.js';
import { startSmtp, smtpSettings, type TestSmtp } from '../../test/smtp.js';
import { followNcrClosure } from './ncr.js';
import { CHECKLISTS } from '../../platform/checklists.js';
import { service } from '../../platform/services.js';

const INSPECTIONS = '/admin/supervision.Inspection/';
const ITEMS = '/admin/supervision.InspectionItem/';

let t: TestApp;
let smtp: TestSmtp;
let token: string;
let today: string;

async function must(url: string, body: Record<string, unknown>) {
  const { json } = await call(t, { url, token, body, lang: 'en' });
  if (json?.code !== 1) throw new Error(`${url} refused: ${JSON.stringify(json)}`);
  return json.data.row as Record<string, any>;
}

/** The field errors of a refused write, in English. */
async function refusal(url: string, body: Record<string, unknown>) {
  const { json } = await call(t, { url, token, body, lang: 'en' });
  expect(json.code).toBe(0);
  return (json.data?.errors ?? json.msg) as Record<string, string> | string;
}

/** A Paris MoU inspection at Rotterdam, as the ship reports it. */
const psc = (shipId: string, values: Record<string, unknown> = {}) => ({
  ship_id: shipId,
  kind: 'psc',
  authority_or_company: 'Netherlands Inspectorate (ILT)',
  mou: 'paris',
  port: 'Rotterdam',
  inspected_on: addDays(today, -3),
  inspection_type: 'more_detailed',
  report_no: 'PAR-001',
  ...values,
});

const deficiency = (inspectionId: string, values: Record<string, unknown> = {}) => ({
  inspection_id: inspectionId,
  code: '07113',
  description: 'Fire doors/openings in fire-resisting divisions: engine room fire door self-closing device inoperative',
  convention_ref: 'SOLAS II-2/9',
  action_code: '17',
  ...values,
});

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

describe('external inspections', () => {
  it('is an optional module whose menus read in both languages', async () => {
    const { json } = await call(t, { url: '/admin/module/index', token });
    expect((json.data.list as Array<Record<string, unknown>>).find((item) => item.uid === 'supervision')).toMatchObject({ state: 'installed', optional: true });
    const menu = async (lang: 'en' | 'zh-cn') => {
      const index = await call(t, { url: '/admin/index/index', token, lang });
      const directory = (index.json.data.menus as Array<{ name: string; title: string; children: Array<{ title: string }> }>).find((node) => node.name === 'supervision');
      return [directory?.title, directory?.children.map((child) => child.title)];
    };
    expect(await menu('zh-cn')).toEqual(['监督检查', ['外部检查', '检查缺陷', '岸基/机务海务检查', '岸基检查发现']]);
    expect(await menu('en')).toEqual(['Supervision', ['External inspections', 'Inspection deficiencies', 'Superintendent visits', 'Visit findings']]);
  });

  it("numbers an inspection, takes the ship's department and refuses a day in the future", async () => {
    const ship = await buildShip(t, token, { name_en: 'RULE STAR' });
    const row = await must(`${INSPECTIONS}add`, psc(ship.id));
    expect(row).toMatchObject({ dept_id: ship.dept_id, result: 'no_deficiency', deficiency_count: 0, status: 'open', detained: false, operator_comment_due_at: null });
    expect(row.inspection_no).toMatch(/\S/);
    expect(await refusal(`${INSPECTIONS}add`, psc(ship.id, { inspected_on: addDays(today, 1) }))).toEqual({ inspected_on: 'The date cannot be in the future' });
    const vetting = await must(`${INSPECTIONS}add`, psc(ship.id, { kind: 'vetting', programme: 'SIRE2', mou: null }));
    expect(vetting.operator_comment_due_at).toBe(addDays(today, -3 + 14));
  });

  it('sets each deficiency\'s rectify-by day from its action code and its group from its PSC code', async () => {
    const ship = await buildShip(t, token, { name_en: 'RECTIFY STAR' });
    const head = await must(`${INSPECTIONS}add`, psc(ship.id));
    const day = head.inspected_on as string;
    const before = await must(`${ITEMS}add`, deficiency(head.id, { action_code: '17' }));
    expect(before).toMatchObject({ rectify_by: day, deficiency_group: '07', ship_id: ship.id, dept_id: ship.dept_id, status: 'open' });
    expect((await must(`${ITEMS}add`, deficiency(head.id, { code: '11101', action_code: '16' }))).rectify_by).toBe(addDays(day, 14));
    expect((await must(`${ITEMS}add`, deficiency(head.id, { code: '15150', action_code: '18', is_ism_related: true }))).rectify_by).toBe(addMonths(day, 3));
    // Action 15 (next port): the day is the voyage's, typed by hand.
    expect((await must(`${ITEMS}add`, deficiency(head.id, { code: '10111', action_code: '15', rectify_by: addDays(day, 9) }))).rectify_by).toBe(addDays(day, 9));
    // The action code's day wins over a typed one.
    expect((await must(`${ITEMS}edit`, { ...deficiency(head.id, { action_code: '16', rectify_by: addDays(day, 40) }), id: before.id })).rectify_by).toBe(addDays(day, 14));

    expect(await readInspection(head.id)).toMatchObject({ deficiency_count: 4, ism_related_count: 1, result: 'deficiencies' });

    expect(await refusal(`${ITEMS}add`, deficiency(head.id, { action_code: '31' }))).toEqual({ action_code: '"31" is not an enabled item of the dictionary psc_action_code' });
    expect(await refusal(`${ITEMS}add`, deficiency(head.id, { rectified_at: addDays(day, -1) }))).toEqual({ rectified_at: 'A deficiency cannot be rectified before the inspection' });
    expect(await refusal(`${ITEMS}add`, deficiency(head.id, { rectified_at: addDays(today, 1) }))).toEqual({ rectified_at: 'The date cannot be in the future' });
    const rectified = await must(`${ITEMS}add`, deficiency(head.id, { code: '07105', rectified_at: day }));
    expect(rectified.status).toBe('rectified');
    expect((await readInspection(head.id)).status).toBe('rectifying');
    // Closing waits for every deficiency.
    expect(await refusal(`${INSPECTIONS}edit`, { ...psc(ship.id), id: head.id, status: 'closed' })).toEqual({ status: 'The inspection has 4 open item(s): rectify them before closing it' });
  });

  it('detains the ship on action code 30 and keeps the detention dates in order', async () => {
    const ship = await buildShip(t, token, { name_en: 'DETAIN STAR' });
    const head = await must(`${INSPECTIONS}add`, psc(ship.id));
    await must(`${ITEMS}add`, deficiency(head.id, { action_code: '30' }));
    const detained = await readInspection(head.id);
    expect(detained).toMatchObject({ detained: true, detention_from: head.inspected_on, result: 'detained' });
    const item = (await t.database.db.execute(`select is_detainable from supervision_inspection_item where inspection_id = '${head.id}'` as never)) as unknown as { rows: Array<{ is_detainable: boolean }> };
    expect(item.rows[0]!.is_detainable).toBe(true);

    const base = { ...psc(ship.id), id: head.id };
    expect(await refusal(`${INSPECTIONS}edit`, { ...base, detained: false })).toEqual({ detained: 'A deficiency has action code 30 (detention): the inspection stays detained' });
    expect(await refusal(`${INSPECTIONS}edit`, { ...base, detained: true, detention_from: null })).toEqual({ detention_from: 'A detained ship needs the day its detention began' });
    expect(await refusal(`${INSPECTIONS}edit`, { ...base, detained: true, detention_from: addDays(head.inspected_on, -1) })).toEqual({ detention_from: 'A detention cannot begin before the inspection' });
    expect(await refusal(`${INSPECTIONS}edit`, { ...base, detained: true, detention_from: head.inspected_on, released_on: addDays(head.inspected_on, -1) })).toEqual({
      released_on: 'A detention cannot be released before it began',
    });
    expect(await refusal(`${INSPECTIONS}edit`, { ...base, detained: true, detention_from: head.inspected_on, released_on: addDays(today, 1) })).toEqual({ released_on: 'The date cannot be in the future' });
    expect(await refusal(`${INSPECTIONS}edit`, { ...base, detained: true, detention_from: head.inspected_on, status: 'closed' })).toHaveProperty('status');
    const other = await must(`${INSPECTIONS}add`, psc(ship.id));
    expect(await refusal(`${INSPECTIONS}edit`, { ...psc(ship.id), id: other.id, released_on: today })).toEqual({ released_on: 'Only a detained ship can be released' });

    const released = await must(`${INSPECTIONS}edit`, { ...base, detained: true, detention_from: head.inspected_on, released_on: addDays(head.inspected_on, 2) });
    expect(released).toMatchObject({ detention_days: 2, result: 'detained' });
  });
});

/** One inspection row as stored. */
async function readInspection(id: string): Promise<Record<string, any>> {
  const { json } = await call(t, { url: `${INSPECTIONS}edit?id=${id}`, token });
  return json.data.row;
}

describe('the detention alert', () => {
  it('reaches the DPA, the general manager and the superintendent exactly once, and closes on release', async () => {
    const group = await buildGroup(t, token, { name: 'Detention watch', rights: ['dashboard/index'] });
    const tech = await buildAdmin(t, token, { username: 'det_tech', group_arr: [group.id], email: 'tech@example.com' } as never);
    await buildAdmin(t, token, { username: 'det_dpa', group_arr: [group.id], email: 'dpa@example.com', is_dpa: true } as never);
    await buildAdmin(t, token, { username: 'det_gm', group_arr: [group.id], email: 'gm@example.com', weight_type: 4 } as never);
    await buildAdmin(t, token, { username: 'det_clerk', group_arr: [group.id], email: 'clerk@example.com' } as never);
    // Taken into management today: no drill is due yet, so the detention is the ship's only alert.
    const ship = await buildShip(t, token, { name_en: 'HELD STAR', tech_superintendent_id: tech.id, management_start: today });
    const engine = t.app.moduleContext.alerts;
    await setSettings(t, smtpSettings(smtp));
    const [rule] = await t.database.db.select().from(alertRule).where(eq(alertRule.biz_type, 'inspection_detention'));
    expect(rule).toMatchObject({ recipients: expect.arrayContaining(['dpa', 'general_managers', 'ship_superintendents']), channels: ['in_app', 'email'] });

    const body = psc(ship.id, { detained: true, detention_from: addDays(today, -3) });
    const head = await must(`${INSPECTIONS}add`, body);
    const open = () => t.database.db.select().from(alert).where(and(eq(alert.biz_type, 'inspection_detention'), eq(alert.biz_id, head.id)));
    // Raised by the write itself, not waiting for the daily run.
    expect(await open()).toHaveLength(1);
    await must(`${INSPECTIONS}edit`, { ...body, id: head.id, remark: 'Saved again with the master’s report' });
    const before = smtp.mails.length;
    await engine.run(today);
    await engine.run(today);
    const alerts = await open();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ level: 'critical', stage: 'detained', closed_at: null, ship_id: ship.id });
    const mails = smtp.mails.slice(before).filter((mail) => mail.text.includes('HELD STAR'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(expect.arrayContaining(['dpa@example.com', 'gm@example.com', 'tech@example.com']));
    expect(mails[0]!.to).not.toContain('clerk@example.com');

    await must(`${INSPECTIONS}edit`, { ...body, id: head.id, released_on: addDays(today, -1) });
    const [closed] = await open();
    expect(closed!.closed_at).toBeInstanceOf(Date);
    await engine.run(today);
    expect((await open()).filter((row) => row.closed_at === null)).toHaveLength(0);
  });
});

describe('NCRs from deficiencies', () => {
  it('raises one NCR per item, never twice, and shows its number on the item', async () => {
    const ship = await buildShip(t, token, { name_en: 'NCR STAR' });
    const head = await must(`${INSPECTIONS}add`, psc(ship.id));
    const items = [
      await must(`${ITEMS}add`, deficiency(head.id, { action_code: '17' })),
      await must(`${ITEMS}add`, deficiency(head.id, { code: '11101', action_code: '16' })),
      await must(`${ITEMS}add`, deficiency(head.id, { code: '15150', action_code: '18', is_ism_related: true })),
    ];
    const first = await call(t, { url: `${ITEMS}raiseNcr`, token, lang: 'en', body: { ids: items.map((item) => item.id) } });
    expect(first.json.code).toBe(1);
    const again = await call(t, { url: `${ITEMS}raiseNcr`, token, lang: 'en', body: { ids: [items[0]!.id] } });
    expect(again.json.code).toBe(0);
    expect(JSON.stringify(again.json)).toMatch(/An NCR has been raised from it already/);

    const { json } = await call(t, { url: `${ITEMS}index?search[0][field]=inspection_id&search[0][operator]=eq&search[0][val]=${head.id}`, token });
    const listed = json.data.list as Array<Record<string, any>>;
    expect(listed).toHaveLength(3);
    expect(new Set(listed.map((item) => item.ncr_id)).size).toBe(3);
    for (const item of listed) expect(item.ncr_no).toMatch(/\S/);
    const ncrs = await t.database.db.execute(`select grade, clause_ref, source_type from ncr_report where source_id = '${head.id}' order by clause_ref` as never);
    expect((ncrs as unknown as { rows: unknown[] }).rows).toEqual([
      { grade: 'minor', clause_ref: '07113', source_type: 'psc' },
      { grade: 'minor', clause_ref: '11101', source_type: 'psc' },
      { grade: 'minor', clause_ref: '15150', source_type: 'psc' },
    ]);
  });

  it('raises them on save when the setting says so, one per item or one per inspection', async () => {
    const ship = await buildShip(t, token, { name_en: 'AUTO STAR' });
    await setSettings(t, { supervision_ncr_auto: 'per_item' });
    const head = await must(`${INSPECTIONS}add`, psc(ship.id));
    const item = await must(`${ITEMS}add`, deficiency(head.id, { action_code: '30' }));
    const [stored] = (await t.database.db.execute(`select ncr_id from supervision_inspection_item where id = '${item.id}'` as never) as unknown as { rows: Array<{ ncr_id: string | null }> }).rows;
    expect(stored!.ncr_id).toBeTruthy();
    const [ncr] = (await t.database.db.execute(`select grade from ncr_report where id = '${stored!.ncr_id}'` as never) as unknown as { rows: Array<{ grade: string }> }).rows;
    expect(ncr!.grade).toBe('major');

    await setSettings(t, { supervision_ncr_auto: 'per_inspection' });
    const second = await must(`${INSPECTIONS}add`, psc(ship.id));
    await must(`${ITEMS}add`, deficiency(second.id));
    await must(`${ITEMS}add`, deficiency(second.id, { code: '11101' }));
    const linked = (await t.database.db.execute(`select ncr_id from supervision_inspection_item where inspection_id = '${second.id}'` as never) as unknown as { rows: Array<{ ncr_id: string }> }).rows;
    expect(linked).toHaveLength(2);
    expect(new Set(linked.map((row) => row.ncr_id)).size).toBe(1);
    expect((await readInspection(second.id)).ncr_id).toBe(linked[0]!.ncr_id);
    await setSettings(t, { supervision_ncr_auto: 'off' });
  });
});

describe('superintendent visits', () => {
  it('numbers a visit and keeps its boarding dates in order and not ahead of today', async () => {
    const ship = await buildShip(t, token, { name_en: 'VISIT STAR' });
    const VISITS = '/admin/supervision.Visit/';
    const planned = { ship_id: ship.id, type: 'technical', planned_date: addDays(today, 10), port: 'Zhoushan' };
    const row = await must(`${VISITS}add`, planned);
    expect(row).toMatchObject({ dept_id: ship.dept_id, status: 'planned' });
    expect(row.visit_no).toMatch(/\S/);
    expect(await refusal(`${VISITS}edit`, { ...planned, id: row.id, status: 'visited' })).toEqual({ visited_from: 'Give the day the superintendent boarded first' });
    expect(await refusal(`${VISITS}edit`, { ...planned, id: row.id, visited_from: addDays(today, 1) })).toEqual({ visited_from: 'The date cannot be in the future' });
    expect(await refusal(`${VISITS}edit`, { ...planned, id: row.id, visited_from: addDays(today, -2), visited_to: addDays(today, -3) })).toEqual({ visited_to: 'The visit cannot end before it began' });
    expect(await refusal(`${VISITS}edit`, { ...planned, id: row.id, overall_rating: 6 })).toHaveProperty('overall_rating');
    const visited = await must(`${VISITS}edit`, { ...planned, id: row.id, visited_from: addDays(today, -2), visited_to: addDays(today, -1), status: 'visited', overall_rating: 4 });
    expect(visited).toMatchObject({ status: 'visited', overall_rating: 4 });

    const finding = await must('/admin/supervision.VisitFinding/add', { visit_id: row.id, description: 'Emergency generator maintenance overdue', clause_ref: 'ISM 10.1', grade: 'major' });
    expect(finding).toMatchObject({ ship_id: ship.id, dept_id: ship.dept_id });
    const raised = await call(t, { url: '/admin/supervision.VisitFinding/raiseNcr', token, lang: 'en', body: { ids: [finding.id] } });
    expect(raised.json.code).toBe(1);
    const [ncr] = (await t.database.db.execute(`select grade, source_type, clause_ref from ncr_report where source_item_id = '${finding.id}'` as never) as unknown as { rows: unknown[] }).rows;
    expect(ncr).toEqual({ grade: 'major', source_type: 'superintendent', clause_ref: 'ISM 10.1' });
  });
});

describe("a visit's checklist", () => {
  it('takes answers of its template\'s items that fit their type, merged item by item, until the visit is reviewed', async () => {
    const ship = await buildShip(t, token, { name_en: 'CHECK STAR' });
    const VISITS = '/admin/supervision.Visit/';
    const [template] = await service(CHECKLISTS).active(t.database.db, 'superintendent');
    expect(template, 'the seeded superintendent visit template').toBeDefined();
    const items = template!.sections.flatMap((section) => section.items);
    const yesNo = items.find((item) => item.answer_type === 'yes_no_na')!;
    const other = items.find((item) => item.id !== yesNo.id)!;
    const planned = { ship_id: ship.id, type: 'safety', planned_date: addDays(today, -5), visited_from: addDays(today, -5), status: 'visited' };
    const row = await must(`${VISITS}add`, planned);
    const answer = (answers: unknown[]) => call(t, { url: `${VISITS}answer`, token, lang: 'en', body: { id: row.id, answers } });

    expect((await answer([{ item_id: yesNo.id, answer: 'no' }])).json.msg).toBe('Choose the checklist template of the visit first');
    await must(`${VISITS}edit`, { ...planned, id: row.id, checklist_template_id: template!.id });
    expect(await refusal(`${VISITS}edit`, { ...planned, id: row.id, checklist_template_id: ship.id })).toEqual({ checklist_template_id: 'The record does not exist or is outside your data scope' });

    // The visit form lists the templates for someone who may plan visits, without the settings' rights.
    const planners = await buildGroup(t, token, { name: 'Visit planners', rights: ['supervision/visit', 'supervision/visit/index', 'supervision/visit/add'] });
    await buildAdmin(t, token, { username: 'visit_planner', group_arr: [planners.id] });
    const picked = await call(t, { url: '/admin/setting.ChecklistTemplate/index?select=true&search[0][field]=standard&search[0][operator]=eq&search[0][val]=superintendent', token: await tokenOf(t, 'visit_planner') });
    expect(picked.json.code).toBe(1);
    expect((picked.json.data.list as Array<{ id: string }>).map((item) => item.id)).toContain(template!.id);

    expect((await answer([{ item_id: 'no-such-item', answer: 'yes' }])).json.msg).toBe('The checklist has no item no-such-item');
    expect((await answer([{ item_id: yesNo.id, answer: 'maybe' }])).json.msg).toBe(`Answer "maybe" does not fit item ${yesNo.ref || yesNo.id}`);
    const saved = await answer([{ item_id: yesNo.id, answer: 'no', comment: 'Not tested this month' }]);
    expect(saved.json).toMatchObject({ code: 1, msg: '1 answers saved' });
    await answer([{ item_id: other.id, answer: other.answer_type === 'graded' ? '4' : other.answer_type === 'number' ? '12' : other.answer_type === 'text' ? 'Seen' : 'yes' }]);
    const stored = (await call(t, { url: `${VISITS}edit?id=${row.id}`, token })).json.data.row.answers as Array<Record<string, unknown>>;
    expect(stored.map((entry) => entry.item_id).sort()).toEqual([yesNo.id, other.id].sort());
    expect(stored.find((entry) => entry.item_id === yesNo.id)).toMatchObject({ answer: 'no', comment: 'Not tested this month' });

    // The page reads the visit whole: its template, the answers, its findings with their NCRs.
    const finding = await must('/admin/supervision.VisitFinding/add', { visit_id: row.id, description: yesNo.question_en, clause_ref: yesNo.ref, grade: 'minor' });
    await call(t, { url: '/admin/supervision.VisitFinding/raiseNcr', token, lang: 'en', body: { ids: [finding.id] } });
    const detail = (await call(t, { url: `${VISITS}detail?id=${row.id}`, token })).json.data;
    expect(detail.checklist).toMatchObject({ id: template!.id, code: template!.code });
    expect(detail.visit.answers).toHaveLength(2);
    expect(detail.visit.ship_id_label).toBe('CHECK STAR');
    expect(detail.findings).toEqual([expect.objectContaining({ id: finding.id, ncr_no: expect.any(String), ncr_status: expect.any(String) })]);
    const stranger = await buildGroup(t, token, { name: 'No visits', rights: ['dashboard/index'] });
    await buildAdmin(t, token, { username: 'no_visits', group_arr: [stranger.id] });
    expect((await call(t, { url: `${VISITS}detail?id=${row.id}`, token: await tokenOf(t, 'no_visits') })).json.code).toBe(403);

    await must(`${VISITS}edit`, { ...planned, id: row.id, checklist_template_id: template!.id, status: 'reviewed' });
    expect((await answer([{ item_id: yesNo.id, answer: 'yes' }])).json.code).toBe(0);
  });
});

describe('NCR closure', () => {
  it('closes the deficiencies of a closed NCR, rectified that day, and reopens them with it', async () => {
    const ship = await buildShip(t, token, { name_en: 'CLOSE STAR' });
    const head = await must(`${INSPECTIONS}add`, psc(ship.id));
    const item = await must(`${ITEMS}add`, deficiency(head.id, { action_code: '16' }));
    expect((await call(t, { url: `${ITEMS}raiseNcr`, token, lang: 'en', body: { ids: [item.id] } })).json.code).toBe(1);
    const [stored] = (await t.database.db.execute(`select ncr_id from supervision_inspection_item where id = '${item.id}'` as never) as unknown as { rows: Array<{ ncr_id: string }> }).rows;

    // The NCR area tells its sources through the pipeline's onChange: its handler is what is checked here.
    const handlers: Array<(tx: never, ncr: never) => Promise<void>> = [];
    followNcrClosure({ raise: () => Promise.reject(new Error('unused')), ofSource: () => Promise.resolve([]), onChange: (source, handler) => source === 'psc' && handlers.push(handler as never) });
    expect(handlers).toHaveLength(1);
    const ncr = { id: stored!.ncr_id, ncr_no: 'NCR-X', grade: 'minor', source_item_id: item.id, source_id: head.id };
    await t.database.db.transaction((tx) => handlers[0]!(tx as never, { ...ncr, status: 'closed', closed_at: `${today}T08:00:00.000Z` } as never));
    const closed = (await call(t, { url: `${ITEMS}edit?id=${item.id}`, token })).json.data.row;
    expect(closed).toMatchObject({ status: 'closed', rectified_at: today });
    expect((await readInspection(head.id)).status).toBe('rectifying');

    await t.database.db.transaction((tx) => handlers[0]!(tx as never, { ...ncr, status: 'verification', closed_at: null } as never));
    expect((await call(t, { url: `${ITEMS}edit?id=${item.id}`, token })).json.data.row.status).toBe('rectified');
  });
});

describe('deleting', () => {
  it('deletes an inspection only after its deficiencies, each into the recycle bin, and counts a restored one again', async () => {
    const ship = await buildShip(t, token, { name_en: 'BIN STAR' });
    const head = await must(`${INSPECTIONS}add`, psc(ship.id));
    const item = await must(`${ITEMS}add`, deficiency(head.id, { action_code: '16' }));
    const refused = await call(t, { method: 'DELETE', url: `${INSPECTIONS}del?ids[]=${head.id}`, token, lang: 'en' });
    expect(refused.json).toMatchObject({ code: 0, msg: 'The inspection still has deficiencies (1): delete them first' });

    expect((await call(t, { method: 'DELETE', url: `${ITEMS}del?ids[]=${item.id}`, token, lang: 'en' })).json.code).toBe(1);
    expect(await readInspection(head.id)).toMatchObject({ deficiency_count: 0, result: 'no_deficiency' });
    const bin = await call(t, { url: `/admin/security.DataRecycleLog/index?search[0][field]=record_id&search[0][operator]=eq&search[0][val]=${item.id}`, token });
    const line = (bin.json.data.list as Array<{ id: string }>)[0]!;
    expect((await call(t, { url: '/admin/security.DataRecycleLog/restore', token, lang: 'en', body: { ids: [line.id] } })).json).toMatchObject({ code: 1, data: { done: 1 } });
    expect(await readInspection(head.id)).toMatchObject({ deficiency_count: 1, result: 'deficiencies' });

    const visit = await must('/admin/supervision.Visit/add', { ship_id: ship.id, type: 'marine', planned_date: addDays(today, 5) });
    await must('/admin/supervision.VisitFinding/add', { visit_id: visit.id, description: 'Bridge log not signed', grade: 'observation' });
    expect((await call(t, { method: 'DELETE', url: `/admin/supervision.Visit/del?ids[]=${visit.id}`, token, lang: 'en' })).json).toMatchObject({ code: 0, msg: 'The visit still has findings (1): delete them first' });
  });
});
