import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { buildAssignment, clearRequirements, buildSeafarer, buildShip, days, positionId, step } from '../../test/crew-factories.js';

/**
 * Crew tracking on one ship that asks for one chief officer and one AB: the AB on board is relieved by a
 * second AB who joins five days before he leaves (an overlap), nobody is there as chief officer (a gap),
 * and the second engineer's contract ends in 20 days with no relief.
 */
describe('crew tracking and timeline', () => {
  let t: TestApp;
  let root: string;
  let today: string;
  let shipId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    today = await t.app.moduleContext.alerts.today();
    // Scope and tracking, not documents: no rank requirement in the way.
    await clearRequirements(t);
    const [co, ab] = [await positionId(t, 'C/O'), await positionId(t, 'AB')];
    const created = await buildShip(t, root, { name_en: 'MING YANG', name_zh: '明扬', safe_manning: { [co]: 1, [ab]: 1 } });
    shipId = created.id;
    const first = await buildSeafarer(t, root, { name_en: 'ZHAO GANG', name_zh: '赵刚', rank: 'AB' });
    const second = await buildSeafarer(t, root, { name_en: 'SUN HAO', name_zh: '孙浩', rank: 'AB' });
    const engineer = await buildSeafarer(t, root, { name_en: 'HU BIN', name_zh: '胡斌', rank: '2/E' });
    await buildSeafarer(t, root, { name_en: 'MA LIN', rank: 'OS' });
    ids.first = (await buildAssignment(t, root, { seafarer_id: first.id, ship_id: shipId, rank: 'AB', join: days(today, -30), off: days(today, 10) })).id;
    ids.engineer = (await buildAssignment(t, root, { seafarer_id: engineer.id, ship_id: shipId, rank: '2/E', join: days(today, -150), off: days(today, 20) })).id;
    for (const name of ['nominate', 'approve']) await step(t, root, name, [ids.first, ids.engineer]);
    await step(t, root, 'signOn', [ids.first], { date: days(today, -30) });
    await step(t, root, 'signOn', [ids.engineer], { date: days(today, -150) });
    ids.second = (await buildAssignment(t, root, { seafarer_id: second.id, ship_id: shipId, rank: 'AB', join: days(today, 5), off: days(today, 185), relieves_assignment_id: ids.first })).id;
    await step(t, root, 'nominate', [ids.second]);
  });
  afterAll(() => t.close());

  it('lists every seafarer with status, ship, rank, days on board, contract end and relief planned', async () => {
    const { json } = await call(t, { url: '/admin/crew.Assignment/tracking?limit=50', token: root });
    expect(json.code).toBe(1);
    const byName = Object.fromEntries(json.data.list.map((row: { name_en: string }) => [row.name_en, row]));
    expect(byName['ZHAO GANG']).toMatchObject({ status: 'onboard', ship_label: 'MING YANG', rank_abbr: 'AB', sign_on_date: days(today, -30), days_on_board: 31, contract_end: days(today, 10), relief_planned: true, relief_seafarer_name: 'SUN HAO' });
    expect(byName['HU BIN']).toMatchObject({ status: 'onboard', days_on_board: 151, days_to_contract_end: 20, relief_planned: false });
    expect(byName['SUN HAO']).toMatchObject({ status: 'nominated', assignment_status: 'nominated', planned_join_date: days(today, 5) });
    expect(byName['MA LIN']).toMatchObject({ status: 'available', ship_id: null, rank_abbr: 'OS' });
    expect(json.data.total).toBe(4);
    expect(json.data.counts).toEqual({ onboard: 2, nominated: 1, available: 1 });
  });

  it("answers one seafarer's page head: the seafarer as listed and their tracking row", async () => {
    const [first] = (await call(t, { url: '/admin/crew.Seafarer/index?quickSearch=ZHAO', token: root })).json.data.list;
    const { json } = await call(t, { url: `/admin/crew.Seafarer/detail?id=${first.id}`, token: root });
    expect(json.data.seafarer).toMatchObject({ name_en: 'ZHAO GANG', status: 'onboard', current_ship_id_label: 'MING YANG', rank_id_label: 'Able Seaman' });
    expect(json.data.standing).toMatchObject({ seafarer_id: first.id, relief_planned: true, days_on_board: 31 });
  });

  it('filters by ship, status, rank and contracts ending without relief', async () => {
    const get = async (query: string) => (await call(t, { url: `/admin/crew.Assignment/tracking?${query}`, token: root })).json.data.list.map((r: { name_en: string }) => r.name_en).sort();
    expect(await get(`ship_id=${shipId}`)).toEqual(['HU BIN', 'SUN HAO', 'ZHAO GANG']);
    expect(await get('status=onboard')).toEqual(['HU BIN', 'ZHAO GANG']);
    expect(await get(`rank_id=${await positionId(t, 'AB')}`)).toEqual(['SUN HAO', 'ZHAO GANG']);
    expect(await get('relief_due_days=30')).toEqual(['HU BIN']);
    expect(await get('quickSearch=赵')).toEqual(['ZHAO GANG']);
    const bad = await call(t, { url: '/admin/crew.Assignment/tracking?status=sleeping', token: root, lang: 'en' });
    expect(bad.json.code).toBe(0);
  });

  it('draws the ship by rank with the handover overlap and the chief officer gap', async () => {
    const { json } = await call(t, { url: `/admin/crew.Assignment/timeline?ship_id=${shipId}&from=${days(today, -40)}&to=${days(today, 60)}`, token: root });
    expect(json.code).toBe(1);
    const rows = Object.fromEntries(json.data.rows.map((row: { abbr: string }) => [row.abbr, row]));
    expect(rows['C/O']).toMatchObject({ required: 1, periods: [], overlaps: [] });
    // Nobody is recorded as chief officer before: the gap starts today, not at the start of the range.
    expect(rows['C/O'].gaps).toEqual([{ from: today, to: days(today, 60), count: 0, required: 1, assignment_ids: [] }]);
    expect(rows.AB.overlaps).toEqual([{ from: days(today, 5), to: days(today, 10), count: 2, required: 1, assignment_ids: [ids.first, ids.second].sort() }]);
    // Before the first AB on record nothing is known: no gap there.
    expect(rows.AB.gaps).toEqual([]);
    expect(rows['2/E']).toMatchObject({ required: 0, gaps: [] });
    expect(json.data.months.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses a range longer than 24 months or backwards', async () => {
    const { json } = await call(t, { url: `/admin/crew.Assignment/timeline?ship_id=${shipId}&from=${today}&to=${days(today, -1)}`, token: root, lang: 'en' });
    expect(json.data.errors.to).toBe('Choose a range of at most 24 months, ending after it starts');
  });

  it('raises the crew alerts: contract ending without relief, and the safe-manning gap', async () => {
    await t.app.moduleContext.alerts.run(today);
    const { json } = await call(t, { url: `/admin/fleet.Ship/detail?id=${shipId}`, token: root, lang: 'en' });
    const titles = json.data.open_items.alerts.map((a: { title: string }) => a.title);
    expect(titles).toContain(`HU BIN (Second Engineer, MING YANG): contract ends ${days(today, 20)}, no relief planned`);
    expect(titles).toContain('MING YANG is below safe manning: C/O 0/1');
    expect(titles.some((title: string) => title.startsWith('ZHAO GANG'))).toBe(false);
    expect(json.data.manning).toEqual(expect.arrayContaining([expect.objectContaining({ abbr: 'AB', required: 1, onboard: 1 })]));
    expect(json.data.crew_on_board.map((c: { name_en: string }) => c.name_en).sort()).toEqual(['HU BIN', 'ZHAO GANG']);
    // Planning the relief closes the alert and its to-do at once.
    const relief = await buildSeafarer(t, root, { name_en: 'QIN FENG', rank: '2/E' });
    await buildAssignment(t, root, { seafarer_id: relief.id, ship_id: shipId, rank: '2/E', join: days(today, 15), off: days(today, 200), relieves_assignment_id: ids.engineer });
    const after = await call(t, { url: `/admin/fleet.Ship/detail?id=${shipId}`, token: root, lang: 'en' });
    expect(after.json.data.open_items.alerts.map((a: { title: string }) => a.title).some((title: string) => title.startsWith('HU BIN'))).toBe(false);
  });
});
