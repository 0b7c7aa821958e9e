import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { buildAssignment, clearRequirements, buildDocument, buildSeafarer, buildShip, days, positionId, requireDocument, step } from '../../test/crew-factories.js';
import { crewAssignment, crewContract, seaService, seafarer } from './tables.js';

/**
 * The crew workflow: a chief officer is planned, nominated, approved, signed on and off. Approval is
 * refused while a mandatory document is missing or runs out before planned sign-off + its margin; two
 * periods of one seafarer never overlap, even when asked for at the same moment.
 */
describe('crew assignments', () => {
  let t: TestApp;
  let root: string;
  let today: string;
  let shipA: Record<string, any>;
  let shipB: Record<string, any>;
  let officer: Record<string, any>;
  let assignment: Record<string, any>;

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    today = await t.app.moduleContext.alerts.today();
    shipA = await buildShip(t, root, { name_en: 'OCEAN HARMONY', name_zh: '海和' });
    shipB = await buildShip(t, root, { name_en: 'JIN HAI 8', name_zh: '金海8', ship_type: 'chemical_tanker', flag: 'LR' });
    // The matrix of this test only, not the installation's STCW minimum.
    await clearRequirements(t);
    await requireDocument(t, root, 'C/O', 'COC_II_2_CO');
    await requireDocument(t, root, 'C/O', 'MEDICAL', { min_validity_days: 30 });
    await requireDocument(t, root, 'C/O', 'TANKER_OIL_CHEM_BASIC', { ship_type: 'chemical_tanker' });
    officer = await buildSeafarer(t, root, { name_en: 'ZHANG WEI', name_zh: '张伟', rank: 'C/O' });
    await buildDocument(t, root, officer.id, 'COC_II_2_CO', days(today, 1500));
  });
  afterAll(() => t.close());

  it('plans an assignment; the seafarer stays available until nominated', async () => {
    assignment = await buildAssignment(t, root, { seafarer_id: officer.id, ship_id: shipA.id, rank: 'C/O', join: days(today, -2), off: days(today, 180), planned_join_port: 'Qingdao' });
    expect(assignment).toMatchObject({ status: 'planned', seafarer_id_label: 'ZHANG WEI', ship_id_label: 'OCEAN HARMONY', rank_id_label: 'Chief Officer' });
    expect(assignment.label).toContain('ZHANG WEI 张伟 · C/O · OCEAN HARMONY');
    const [person] = await t.database.db.select().from(seafarer).where(eq(seafarer.id, officer.id));
    expect(person?.status).toBe('available');
  });

  it('refuses the nomination with the list of what is missing', async () => {
    const en = await step(t, root, 'nominate', [assignment.id]);
    expect(en.code).toBe(0);
    expect(en.data.done).toBe(0);
    expect(en.data.refused[0].reason).toBe('Documents for Chief Officer are missing or expire too soon: Medical Fitness Certificate: missing');
    expect(en.data.refused[0].documents).toMatchObject([{ cert_type_code: 'MEDICAL', kind: 'missing', expiry_date: null, needed_until: days(today, 210) }]);
    const zh = await step(t, root, 'nominate', [assignment.id], {}, 'zh-cn');
    expect(zh.data.refused[0].reason).toBe('大副所需证件缺失或有效期不足：健康证明：缺失');
  });

  it('refuses it too when the document expires before planned sign-off + the margin', async () => {
    await buildDocument(t, root, officer.id, 'MEDICAL', days(today, 200));
    const json = await step(t, root, 'nominate', [assignment.id]);
    expect(json.data.refused[0].reason).toBe(
      `Documents for Chief Officer are missing or expire too soon: Medical Fitness Certificate: expires ${days(today, 200)}, must be valid until ${days(today, 210)}`,
    );
    const [row] = await t.database.db.select().from(crewAssignment).where(eq(crewAssignment.id, assignment.id));
    expect(row?.status).toBe('planned');
  });

  it('nominates and approves once the documents cover the period; the seafarer follows the ship', async () => {
    await buildDocument(t, root, officer.id, 'MEDICAL', days(today, 400));
    expect(await step(t, root, 'nominate', [assignment.id])).toMatchObject({ code: 1, data: { done: 1, refused: [] } });
    const [person] = await t.database.db.select().from(seafarer).where(eq(seafarer.id, officer.id));
    expect(person).toMatchObject({ status: 'nominated', dept_id: shipA.dept_id, current_ship_id: shipA.id });
    expect(await step(t, root, 'approve', [assignment.id])).toMatchObject({ code: 1, data: { done: 1 } });
  });

  it('refuses steps out of order, saying where the assignment stands', async () => {
    const json = await step(t, root, 'signOff', [assignment.id]);
    expect(json.data.refused[0].reason).toBe('The assignment is approved: it cannot be signed off');
    const again = await step(t, root, 'nominate', [assignment.id]);
    expect(again.data.refused[0].reason).toBe('The assignment is approved: it cannot be nominated');
    const zh = await step(t, root, 'approve', [assignment.id], {}, 'zh-cn');
    expect(zh.data.refused[0].reason).toBe('该派遣当前为“已批准”，不能批准');
  });

  it('refuses a second period that overlaps, on any ship', async () => {
    const { json } = await call(t, {
      url: '/admin/crew.Assignment/add',
      token: root,
      lang: 'en',
      body: { seafarer_id: officer.id, ship_id: shipB.id, rank_id: await positionId(t, 'C/O'), planned_join_date: days(today, 100), planned_sign_off_date: days(today, 300) },
    });
    expect(json.code).toBe(0);
    expect(json.data.errors.planned_join_date).toBe(`Overlaps another period of the same seafarer (approved): OCEAN HARMONY, ${days(today, -2)} to ${days(today, 180)}`);
  });

  it('allows only one of two overlapping periods asked for at the same moment', async () => {
    const rating = await buildSeafarer(t, root, { name_en: 'LI QIANG', name_zh: '李强', rank: 'AB' });
    const ab = await positionId(t, 'AB');
    const body = (shipId: string) => ({ seafarer_id: rating.id, ship_id: shipId, rank_id: ab, planned_join_date: days(today, 10), planned_sign_off_date: days(today, 200) });
    const answers = await Promise.all([
      call(t, { url: '/admin/crew.Assignment/add', token: root, lang: 'en', body: body(shipA.id) }),
      call(t, { url: '/admin/crew.Assignment/add', token: root, lang: 'en', body: body(shipB.id) }),
    ]);
    expect(answers.map((a) => a.json.code).sort()).toEqual([0, 1]);
    const rows = await t.database.db.select().from(crewAssignment).where(eq(crewAssignment.seafarer_id, rating.id));
    expect(rows).toHaveLength(1);
  });

  it('signs on (not in the future) and activates the contract', async () => {
    const contract = await call(t, {
      url: '/admin/crew.Contract/add',
      token: root,
      lang: 'en',
      body: { contract_no: 'SEA-2026-001', seafarer_id: officer.id, ship_id: shipA.id, rank_id: await positionId(t, 'C/O'), start_date: days(today, -2), duration_months: 6, status: 'signed', currency: 'USD', basic_wage: '9800.00' },
    });
    expect(contract.json.data.row).toMatchObject({ planned_end_date: expect.any(String), status: 'signed' });
    await call(t, { url: '/admin/crew.Assignment/edit', token: root, lang: 'en', body: { id: assignment.id, seafarer_id: officer.id, ship_id: shipA.id, rank_id: assignment.rank_id, planned_join_date: assignment.planned_join_date, planned_sign_off_date: assignment.planned_sign_off_date, contract_id: contract.json.data.row.id } });
    const future = await step(t, root, 'signOn', [assignment.id], { date: days(today, 1) });
    expect(future.data.refused[0].reason).toBe('The date cannot be later than today');
    expect(await step(t, root, 'signOn', [assignment.id], { date: days(today, -1), port: 'Qingdao' })).toMatchObject({ code: 1 });
    const [row] = await t.database.db.select().from(crewAssignment).where(eq(crewAssignment.id, assignment.id));
    expect(row).toMatchObject({ status: 'onboard', sign_on_date: days(today, -1), sign_on_port: 'Qingdao' });
    const [sea] = await t.database.db.select().from(crewContract).where(eq(crewContract.id, contract.json.data.row.id));
    expect(sea?.status).toBe('active');
    const [person] = await t.database.db.select().from(seafarer).where(eq(seafarer.id, officer.id));
    expect(person?.status).toBe('onboard');
  });

  it('will not change who goes where once on board, nor delete it', async () => {
    const { json } = await call(t, { url: '/admin/crew.Assignment/edit', token: root, lang: 'en', body: { id: assignment.id, seafarer_id: officer.id, ship_id: shipB.id, rank_id: assignment.rank_id, planned_join_date: assignment.planned_join_date, planned_sign_off_date: assignment.planned_sign_off_date } });
    expect(json.data.errors.seafarer_id).toBe('Only a planned or nominated assignment can be changed here; use the workflow steps');
    const del = await call(t, { method: 'DELETE', url: `/admin/crew.Assignment/del?ids[]=${assignment.id}`, token: root, lang: 'en' });
    expect(del.json.msg).toBe('Only a planned or cancelled assignment can be deleted');
  });

  it('signs off: not before sign-on; writes sea service, completes the contract, sends the seafarer on leave', async () => {
    const early = await step(t, root, 'signOff', [assignment.id], { date: days(today, -5) });
    expect(early.data.refused[0].reason).toBe(`Sign-off cannot be before sign-on (${days(today, -1)})`);
    expect(await step(t, root, 'signOff', [assignment.id], { date: today, port: 'Singapore', reason: 'medical' })).toMatchObject({ code: 1 });
    const [service] = await t.database.db.select().from(seaService).where(eq(seaService.assignment_id, assignment.id));
    expect(service).toMatchObject({ is_internal: true, ship_name: 'OCEAN HARMONY', sign_on: days(today, -1), sign_off: today, days: 2 });
    const [person] = await t.database.db.select().from(seafarer).where(eq(seafarer.id, officer.id));
    expect(person).toMatchObject({ status: 'on_leave', availability_date: days(today, 1) });
    const internal = await call(t, { url: '/admin/crew.SeaService/edit', token: root, lang: 'en', body: { id: service!.id, seafarer_id: officer.id, ship_name: 'X', rank_id: assignment.rank_id, sign_on: today } });
    expect(internal.json.data.errors.ship_name).toBe('Sea service from crew tracking cannot be changed here; change the assignment');
  });

  it('checks the tanker endorsement only on the ship type that needs it', async () => {
    const next = await buildAssignment(t, root, { seafarer_id: officer.id, ship_id: shipB.id, rank: 'C/O', join: days(today, 30), off: days(today, 200) });
    const json = await step(t, root, 'nominate', [next.id]);
    expect(json.data.refused[0].documents.map((d: { cert_type_code: string }) => d.cert_type_code)).toEqual(['TANKER_OIL_CHEM_BASIC']);
    expect(await step(t, root, 'cancel', [next.id])).toMatchObject({ code: 1 });
    const del = await call(t, { method: 'DELETE', url: `/admin/crew.Assignment/del?ids[]=${next.id}`, token: root, lang: 'en' });
    expect(del.json.code).toBe(1);
  });
});
