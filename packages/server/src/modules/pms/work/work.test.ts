import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, PMS_LOOKAHEAD_DEFAULT } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { buildShip } from '../../../test/crew-factories.js';
import { buildAdmin, buildGroup, superToken, tokenOf } from '../../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.js';
import { APPROVALS } from '../../../platform/approvals.js';
import { service } from '../../../platform/services.js';
import { recomputeJobs } from '../equipment/jobs.js';
import { component, counter, job } from '../equipment/tables.js';
import { dailyWorkPass, generateWorkOrders } from './generate.js';
import { defect, sparePart, workOrder } from './tables.js';

const ORDERS = '/admin/pms.WorkOrder/';
const SPARES = '/admin/pms.SparePart/';
const DEFECTS = '/admin/pms.Defect/';
const INSTANCES = '/admin/approval.Instance/';

let t: TestApp;
let db: Db;
let root: string;
let today: string;
let ship: { id: string; dept_id: string };
const tokens: Record<string, string> = {};
let seq = 0;

const post = async (url: string, body: Record<string, unknown>, token = root, lang: 'en' | 'zh-cn' = 'en') => (await call(t, { url, body, token, lang })).json;
async function must(url: string, body: Record<string, unknown>, token = root) {
  const json = await post(url, body, token);
  expect(json.code, JSON.stringify(json)).toBe(1);
  return json.data.row as Record<string, any>;
}
const order = async (id: string) => (await db.select().from(workOrder).where(eq(workOrder.id, id)))[0]!;
const spare = async (id: string) => (await db.select().from(sparePart).where(eq(sparePart.id, id)))[0]!;

/** A component of the ship (critical or not), with a running-hour counter at `hours` read yesterday when asked. */
async function buildComponent(values: { critical?: boolean; hours?: number } = {}) {
  const [part] = await db
    .insert(component)
    .values({ ship_id: ship.id, dept_id: ship.dept_id, code: `601.${++seq}`, name_en: `Main engine unit ${seq}`, is_critical: values.critical ?? false })
    .returning();
  let meter: typeof counter.$inferSelect | null = null;
  if (values.hours !== undefined) {
    [meter] = await db
      .insert(counter)
      .values({ component_id: part!.id, ship_id: ship.id, dept_id: ship.dept_id, unit: 'hours', current_value: values.hours, read_at: addDays(today, -1), avg_per_day: '20', is_stale: false })
      .returning();
  }
  return { part: part!, meter };
}

/** A calendar job of the component next due on `due`, its due state stored as the equipment part computes it. */
async function buildJob(componentId: string, due: string, values: Partial<typeof job.$inferInsert> = {}) {
  const [row] = await db
    .insert(job)
    .values({ component_id: componentId, ship_id: ship.id, dept_id: ship.dept_id, code: `J${++seq}`, title_en: 'Fuel valve overhaul', title_zh: '燃油阀拆检', job_type: 'overhaul', interval_kind: 'calendar', interval_days: 90, next_due_date: due, ...values })
    .returning();
  await db.transaction(async (tx) => recomputeJobs(tx as unknown as Db, { jobIds: [row!.id] }, today));
  return row!;
}

const generate = (jobIds?: string[]) => db.transaction(async (tx) => generateWorkOrders(tx as unknown as Db, today, PMS_LOOKAHEAD_DEFAULT, jobIds ? { jobIds } : {}));
const ordersOfJob = async (jobId: string) => db.select().from(workOrder).where(eq(workOrder.job_id, jobId));

beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db as Db;
  root = await superToken(t);
  today = await t.app.moduleContext.alerts.today();
  ship = (await buildShip(t, root, { name_en: 'PMS WORK STAR' })) as { id: string; dept_id: string };
  const roles: Record<string, string[]> = {
    engineer: ['pms/workOrder/index', 'pms/workOrder/add', 'pms/workOrder/edit', 'pms/workOrder/start', 'pms/workOrder/complete', 'pms/workOrder/verify', 'pms/workOrder/requestPostpone', 'pms/sparePart/index', 'approval/instance/index', 'approval/instance/approve', 'approval/instance/reject'],
    office: ['pms/workOrder/index', 'pms/workOrder/verify', 'approval/instance/index', 'approval/instance/approve', 'approval/instance/reject'],
    reader: ['pms/workOrder/index', 'pms/defect/index'],
  };
  const groups: Record<string, string> = {};
  for (const [name, rights] of Object.entries(roles)) groups[name] = (await buildGroup(t, root, { name: `PMS ${name}`, rights })).id;
  // The chief engineer's account leads the ship's node; the superintendent is the ship's technical one; the DPA.
  const people: Array<[string, string, Record<string, unknown>]> = [
    ['chief', 'engineer', { department_id: ship.dept_id, is_leader: true }],
    ['second', 'engineer', { department_id: ship.dept_id }],
    ['supt', 'office', { weight_type: 2 }],
    ['dpa', 'office', { weight_type: 3, is_dpa: true }],
    ['reader', 'reader', {}],
  ];
  for (const [username, role, values] of people) {
    const made = await buildAdmin(t, root, { username: `pms_${username}`, group_arr: [groups[role]!], ...values } as { username: string; group_arr: string[] });
    tokens[username] = await tokenOf(t, `pms_${username}`);
    if (username === 'supt') await db.execute(sql`update ship set tech_superintendent_id = ${made.id} where id = ${ship.id}`);
  }
});
afterAll(() => t.close());

describe('work orders: completion with spares and running hours (DOMAIN.md §4.6)', () => {
  it('numbers a hand-made order, lowers the spares used in the same transaction, and refuses a stock below zero or hours below the counter, changing nothing', async () => {
    const { part, meter } = await buildComponent({ hours: 1000 });
    const gasket = await must(`${SPARES}add`, { ship_id: ship.id, component_id: part.id, part_no: 'G-100', name: 'Cover gasket', rob: 5, min_stock: 2, is_critical: true });
    const ring = await must(`${SPARES}add`, { ship_id: ship.id, component_id: part.id, part_no: 'R-200', name: 'O-ring', rob: 1, min_stock: 0 });
    const row = await must(`${ORDERS}add`, { ship_id: ship.id, component_id: part.id, kind: 'breakdown', title: 'Leaking cover', due_date: today }, tokens.second);
    expect(row.wo_no).toMatch(/^WO-.+-\d{4}-\d{4}$/);
    expect(row).toMatchObject({ status: 'due', overdue_after: today, dept_id: ship.dept_id, postpone_count: 0 });

    const base = { id: row.id, done_date: today, work_description: 'Cover gasket renewed' };
    // Two O-rings wanted, one on board: refused with the figures, and the gasket's stock untouched too.
    const short = await post(`${ORDERS}complete`, { ...base, spares: [{ spare_part_id: gasket.id, qty: 2 }, { spare_part_id: ring.id, qty: 2 }] }, tokens.second);
    expect(short).toMatchObject({ code: 0, msg: 'Not enough R-200 O-ring on board: 1 left, 2 used' });
    const shortZh = await post(`${ORDERS}complete`, { ...base, spares: [{ spare_part_id: ring.id, qty: 2 }] }, tokens.second, 'zh-cn');
    expect(shortZh.msg).toBe('备件 R-200 O-ring 船存不足：剩余 1，使用 2');
    expect((await spare(gasket.id)).rob).toBe(5);
    expect((await spare(ring.id)).rob).toBe(1);

    // The counter reads 1000: 999 goes backwards.
    expect(await post(`${ORDERS}complete`, { ...base, done_hours: 999 }, tokens.second)).toMatchObject({ code: 0, data: { errors: { done_hours: expect.stringContaining('lower than the counter') } } });
    expect((await order(row.id)).status).toBe('due');

    // Exactly the stock on board: allowed, down to zero; 1000 → 1010 a reading of the counter.
    const done = await must(`${ORDERS}complete`, { ...base, done_hours: 1010, man_hours: 3.5, findings: 'Cover face pitted', spares: [{ spare_part_id: gasket.id, qty: 2 }, { spare_part_id: ring.id, qty: 1 }] }, tokens.second);
    expect(done).toMatchObject({ status: 'done', done_date: today, done_hours: 1010 });
    expect((await order(row.id)).spares_used).toEqual([
      { spare_part_id: gasket.id, qty: 2, part_no: 'G-100', name: 'Cover gasket' },
      { spare_part_id: ring.id, qty: 1, part_no: 'R-200', name: 'O-ring' },
    ]);
    expect((await spare(gasket.id)).rob).toBe(3);
    expect((await spare(ring.id)).rob).toBe(0);
    expect((await db.select().from(counter).where(eq(counter.id, meter!.id)))[0]!.current_value).toBe(1010);
    // Done: no second completion, no form edit, no delete.
    expect((await post(`${ORDERS}complete`, base, tokens.second)).code).toBe(0);
    expect((await post(`${ORDERS}edit`, { id: row.id, title: 'Changed' }, tokens.second)).code).toBe(0);
  });

  it('refuses a spare of another ship, a done date after today, and moving the due date by the form', async () => {
    const other = (await buildShip(t, root, { name_en: 'PMS OTHER STAR' })) as { id: string };
    const { part } = await buildComponent();
    const foreign = await must(`${SPARES}add`, { ship_id: other.id, part_no: 'X-1', name: 'Foreign part', rob: 10 });
    const row = await must(`${ORDERS}add`, { ship_id: ship.id, component_id: part.id, kind: 'unplanned', title: 'Check', due_date: addDays(today, 5) });
    expect(row.status).toBe('planned');
    expect((await post(`${ORDERS}complete`, { id: row.id, done_date: today, work_description: 'x', spares: [{ spare_part_id: foreign.id, qty: 1 }] })).msg).toBe('Spare part X-1 is not kept on this ship');
    expect((await post(`${ORDERS}complete`, { id: row.id, done_date: addDays(today, 1), work_description: 'x' })).data.errors.done_date).toBeDefined();
    const moved = await post(`${ORDERS}edit`, { id: row.id, ship_id: ship.id, component_id: part.id, kind: 'unplanned', title: 'Check', due_date: addDays(today, 60) });
    expect(moved.data?.errors?.due_date, JSON.stringify(moved)).toBe('The due date moves only through an approved postponement');
    expect((await spare(foreign.id)).rob).toBe(10);
  });

  it('a job that needs verification moves only when someone other than who did the work verifies it; then its next order is generated', async () => {
    const { part } = await buildComponent({ critical: true });
    const plan = await buildJob(part.id, addDays(today, 3), { requires_verification: true, interval_days: 30, schedule_basis: 'from_last_done' });
    expect(await generate([plan.id])).toBe(1);
    const [first] = await ordersOfJob(plan.id);
    expect(first).toMatchObject({ kind: 'planned', status: 'planned', due_date: addDays(today, 3), is_critical: true, requires_verification: true });

    // The form never waives the verification the job asks for.
    const waived = await post(`${ORDERS}edit`, { id: first!.id, ship_id: ship.id, component_id: part.id, kind: 'planned', title: first!.title, due_date: first!.due_date, requires_verification: false }, tokens.second);
    expect(waived.data.errors.requires_verification).toBeDefined();
    expect((await order(first!.id)).requires_verification).toBe(true);
    await must(`${ORDERS}complete`, { id: first!.id, done_date: today, work_description: 'Overhauled' }, tokens.second);
    expect((await order(first!.id)).status).toBe('done');
    expect((await db.select().from(job).where(eq(job.id, plan.id)))[0]!.last_done_date).toBeNull();
    expect(await ordersOfJob(plan.id)).toHaveLength(1);

    expect(await post(`${ORDERS}verify`, { id: first!.id }, tokens.second)).toMatchObject({ code: 0, msg: 'Work is verified by someone other than who completed it' });
    expect((await call(t, { url: `${ORDERS}verify`, body: { id: first!.id }, token: tokens.reader })).status).toBe(403);
    await must(`${ORDERS}verify`, { id: first!.id }, tokens.supt);
    expect(await order(first!.id)).toMatchObject({ status: 'verified', verified_by: expect.any(String) });
    const moved = (await db.select().from(job).where(eq(job.id, plan.id)))[0]!;
    expect(moved).toMatchObject({ last_done_date: today, next_due_date: addDays(today, 30) });
    // Next due today + 30 is inside the 30-day look-ahead (its last day): the next order is there.
    const orders = await ordersOfJob(plan.id);
    expect(orders.map((row) => [row.status, row.due_date])).toEqual(expect.arrayContaining([['verified', addDays(today, 3)], ['planned', addDays(today, 30)]]));
    // A verified order is not verified twice; an order that needs none refuses the step.
    expect((await post(`${ORDERS}verify`, { id: first!.id }, tokens.supt)).code).toBe(0);
    const plain = await must(`${ORDERS}add`, { ship_id: ship.id, component_id: part.id, kind: 'unplanned', title: 'Clean', due_date: today });
    await must(`${ORDERS}complete`, { id: plain.id, done_date: today, work_description: 'Cleaned' });
    expect((await post(`${ORDERS}verify`, { id: plain.id }, tokens.supt)).msg).toBe('This work order needs no verification');
  });
});

describe('generation ahead of due (look-ahead setting)', () => {
  it('makes an order for a job due on the look-ahead\'s last day, none for the day after, and never a second open one', async () => {
    const { part } = await buildComponent();
    const inside = await buildJob(part.id, addDays(today, PMS_LOOKAHEAD_DEFAULT));
    const outside = await buildJob(part.id, addDays(today, PMS_LOOKAHEAD_DEFAULT + 1));
    const inactive = await buildJob(part.id, today, { active: false });
    expect(await generate([inside.id, outside.id, inactive.id])).toBe(1);
    expect(await ordersOfJob(inside.id)).toHaveLength(1);
    expect(await ordersOfJob(outside.id)).toHaveLength(0);
    expect(await ordersOfJob(inactive.id)).toHaveLength(0);
    expect(await generate([inside.id, outside.id])).toBe(0);
    expect(await ordersOfJob(inside.id)).toHaveLength(1);

    // The database holds it too: a second open order of the job is refused.
    const [made] = await ordersOfJob(inside.id);
    await expect(db.insert(workOrder).values({ ship_id: ship.id, component_id: part.id, job_id: inside.id, kind: 'planned', title: 'dup', due_date: today, status: 'planned' })).rejects.toThrow();
    // Cancelled, the job has no open order: the next run makes a new one.
    await must(`${ORDERS}cancel`, { id: made!.id, reason: 'Superseded by the dry-dock work list' });
    expect(await generate([inside.id])).toBe(1);
    expect((await ordersOfJob(inside.id)).map((row) => row.status).sort()).toEqual(['cancelled', 'planned']);
  });

  it('a job added through the form within the look-ahead gets its first order at once, in the same transaction; one due beyond it waits', async () => {
    const { part } = await buildComponent();
    const soon = await must('/admin/pms.Job/add', { component_id: part.id, code: `NEW-${++seq}`, title_en: 'Monthly check', job_type: 'inspection', interval_kind: 'calendar', interval_days: 90, last_done_date: addDays(today, -80) });
    expect((await ordersOfJob(soon.id)).map((row) => [row.kind, row.status, row.due_date])).toEqual([['planned', 'planned', addDays(today, 10)]]);
    const later = await must('/admin/pms.Job/add', { component_id: part.id, code: `NEW-${++seq}`, title_en: 'Quarterly check', job_type: 'inspection', interval_kind: 'calendar', interval_days: 90, last_done_date: addDays(today, -10) });
    expect(await ordersOfJob(later.id)).toEqual([]);
  });

  it('a reading that brings a running-hour job within its warning hours makes its order in the reading\'s own transaction', async () => {
    const { part, meter } = await buildComponent({ hours: 1000 });
    await db.update(counter).set({ read_at: addDays(today, -10), avg_per_day: null }).where(eq(counter.id, meter!.id));
    const plan = await buildJob(part.id, today, { interval_kind: 'running_hours', interval_days: null, interval_hours: 4000, next_due_date: null, next_due_hours: 1650, counter_id: meter!.id });
    expect(await ordersOfJob(plan.id)).toHaveLength(0);
    // 650 h to run (more than the 500 h warning): nothing yet.
    expect(await generate([plan.id])).toBe(0);
    const read = await post('/admin/pms.Counter/read', { id: meter!.id, value: 1200, read_at: today });
    expect(read.code, JSON.stringify(read)).toBe(1);
    const [made] = await ordersOfJob(plan.id);
    expect(made).toMatchObject({ kind: 'planned', status: 'due', due_hours: 1650 });
  });

  it('a job overdue already is generated as due, with its window', async () => {
    const { part } = await buildComponent();
    const late = await buildJob(part.id, addDays(today, -2), { window_before_days: 5, window_after_days: 5 });
    expect(await generate([late.id])).toBe(1);
    expect((await ordersOfJob(late.id))[0]).toMatchObject({ status: 'due', due_date: addDays(today, -2), window_start: addDays(today, -7), window_end: addDays(today, 3), overdue_after: addDays(today, 3) });
  });


  it('the daily pass opens an order on its window\'s first day (not the day before) and generates what came within the look-ahead', async () => {
    const { part } = await buildComponent();
    const plan = await buildJob(part.id, addDays(today, 6), { window_before_days: 5, window_after_days: 5 });
    expect(await generate([plan.id])).toBe(1);
    const [made] = await ordersOfJob(plan.id);
    expect(made).toMatchObject({ status: 'planned', window_start: addDays(today, 1) });
    const pass = (day: string) => db.transaction(async (tx) => dailyWorkPass(t.app.moduleContext.settings, tx as unknown as Db, day));
    await pass(today);
    expect((await order(made!.id)).status).toBe('planned');
    await pass(addDays(today, 1));
    expect((await order(made!.id)).status).toBe('due');
  });
});

describe('postponement through the approval flow', () => {
  const instanceOf = async (bizId: string) =>
    ((await db.execute(sql`select id, biz_type, current_step, status from approval_instance where biz_id = ${bizId} order by created_at desc limit 1`)).rows as Array<{ id: string; biz_type: string; current_step: number; status: string }>)[0]!;
  const act = (action: 'approve' | 'reject', instanceId: string, token: string) => post(`${INSTANCES}${action}`, { id: instanceId, comment: 'Spares arrive at the next port' }, token);

  async function plannedOrder(critical: boolean) {
    const { part } = await buildComponent({ critical });
    const plan = await buildJob(part.id, addDays(today, 10));
    await generate([plan.id]);
    return { plan, row: (await ordersOfJob(plan.id))[0]! };
  }

  it('an ordinary job: the chief engineer, then the ship\'s technical superintendent; each refused on the other\'s step; the due date moves with the count kept', async () => {
    const { plan, row } = await plannedOrder(false);
    const to = addDays(today, 40);
    expect(await post(`${ORDERS}requestPostpone`, { id: row.id, postpone_to: addDays(today, 10), reason: 'x' }, tokens.second)).toMatchObject({ code: 0, data: { errors: { postpone_to: `The new due date must be after the present one (${addDays(today, 10)})` } } });
    expect((await post(`${ORDERS}requestPostpone`, { id: row.id, postpone_to: addDays(today, -1), reason: 'x' }, tokens.second)).code).toBe(0);
    expect((await call(t, { url: `${ORDERS}requestPostpone`, body: { id: row.id, postpone_to: to, reason: 'x' }, token: tokens.reader })).status).toBe(403);
    await must(`${ORDERS}requestPostpone`, { id: row.id, postpone_to: to, reason: 'Main engine needed for the passage; spares on order' }, tokens.second);
    expect(await order(row.id)).toMatchObject({ status: 'postponement_requested', due_date: addDays(today, 10), postpone_to: to });
    // Under approval it can be neither completed nor cancelled.
    expect((await post(`${ORDERS}cancel`, { id: row.id, reason: 'x' })).code).toBe(0);

    const instance = await instanceOf(row.id);
    expect(instance).toMatchObject({ biz_type: 'pms_postpone', current_step: 1 });
    expect((await act('approve', instance.id, tokens.dpa)).code).toBe(0);
    expect((await act('approve', instance.id, tokens.supt)).code).toBe(0);
    expect((await act('approve', instance.id, tokens.chief)).code).toBe(1);
    expect((await act('approve', instance.id, tokens.chief)).code).toBe(0);
    expect((await order(row.id)).status).toBe('postponement_requested');
    expect((await act('approve', instance.id, tokens.supt)).code).toBe(1);
    expect(await order(row.id)).toMatchObject({ status: 'postponed', due_date: to, original_due_date: addDays(today, 10), postpone_count: 1, overdue_after: to, window_end: null });
    expect((await db.select().from(job).where(eq(job.id, plan.id)))[0]!.next_due_date).toBe(to);

    // A second postponement: the count goes on, the first due date stays.
    const further = addDays(today, 60);
    await must(`${ORDERS}requestPostpone`, { id: row.id, postpone_to: further, reason: 'Yard slot moved' }, tokens.chief);
    const again = await instanceOf(row.id);
    await act('approve', again.id, tokens.chief);
    await act('approve', again.id, tokens.supt);
    expect(await order(row.id)).toMatchObject({ status: 'postponed', due_date: further, original_due_date: addDays(today, 10), postpone_count: 2 });
  });

  it('critical equipment needs the DPA after the superintendent; a rejection puts the order back as it was', async () => {
    const { row } = await plannedOrder(true);
    const to = addDays(today, 30);
    await must(`${ORDERS}requestPostpone`, { id: row.id, postpone_to: to, reason: 'Awaiting maker service engineer' }, tokens.chief);
    const instance = await instanceOf(row.id);
    expect(instance.biz_type).toBe('pms_postpone_critical');
    expect((await act('approve', instance.id, tokens.chief)).code).toBe(1);
    expect((await act('approve', instance.id, tokens.supt)).code).toBe(1);
    expect((await order(row.id)).status).toBe('postponement_requested');
    expect((await act('approve', instance.id, tokens.supt)).code).toBe(0);
    expect((await act('approve', instance.id, tokens.dpa)).code).toBe(1);
    expect(await order(row.id)).toMatchObject({ status: 'postponed', due_date: to, postpone_count: 1 });

    const { row: other } = await plannedOrder(true);
    await must(`${ORDERS}start`, { id: other.id }, tokens.second);
    await must(`${ORDERS}requestPostpone`, { id: other.id, postpone_to: to, reason: 'Awaiting spares' }, tokens.chief);
    const second = await instanceOf(other.id);
    await act('approve', second.id, tokens.chief);
    expect((await act('reject', second.id, tokens.supt)).code).toBe(1);
    expect(await order(other.id)).toMatchObject({ status: 'in_progress', due_date: addDays(today, 10), postpone_to: null, postpone_count: 0, original_due_date: null });
  });
});

describe('the ship_superintendent approver kind', () => {
  it('is the ship\'s technical superintendent while enabled; without one, the leaders of the ship\'s node up the tree', async () => {
    const bare = (await buildShip(t, root, { name_en: 'PMS BARE STAR' })) as { id: string; dept_id: string };
    const group = await buildGroup(t, root, { name: 'PMS bare master', rights: ['pms/workOrder/index'] });
    const master = await buildAdmin(t, root, { username: 'pms_bare_master', group_arr: [group.id], department_id: bare.dept_id, is_leader: true } as { username: string; group_arr: string[] });
    const instance = (shipId: string) => ({ id: 'x', biz_type: 'pms_postpone', biz_id: 'x', steps: [{ order: 1, title_en: 's', title_zh: 's', approver_kind: 'ship_superintendent' as const, value: null, can_reject: true, can_return: true }], current_step: 1, status: 'pending' as const, transferred_to: null, ship_id: shipId, dept_id: null, started_by: 'x', title: 'x' });
    const approvers = (shipId: string) => service(APPROVALS).approvers(db, instance(shipId));
    const [supt] = (await db.execute(sql`select tech_superintendent_id as id from ship where id = ${ship.id}`)).rows as Array<{ id: string }>;
    expect(await approvers(ship.id)).toEqual([supt!.id]);
    expect(await approvers(bare.id)).toEqual([master.id]);
    // A superintendent whose account is disabled answers for nothing: the ship's own leaders do.
    await db.execute(sql`update ship set tech_superintendent_id = ${supt!.id} where id = ${bare.id}`);
    expect(await approvers(bare.id)).toEqual([supt!.id]);
    await db.execute(sql`update admin set status = 'disable' where id = ${supt!.id}`);
    expect(await approvers(bare.id)).toEqual([master.id]);
    await db.execute(sql`update admin set status = 'enable' where id = ${supt!.id}`);
  });
});

describe('defects', () => {
  it('makes one defect-repair order and one NCR, each once; the repair done closes the defect', async () => {
    const { part } = await buildComponent({ critical: true });
    const found = await must(`${DEFECTS}add`, {
      ship_id: ship.id,
      component_id: part.id,
      reported_at: today,
      description: 'No. 2 generator governor hunting at light load',
      priority: 'P2',
      operational_impact: 'Generator 2 not available for parallel running',
      target_date: addDays(today, 14),
    });
    expect(found).toMatchObject({ status: 'open', reported_by: expect.any(String), dept_id: ship.dept_id });
    expect((await post(`${DEFECTS}add`, { ship_id: ship.id, reported_at: today, description: 'x', priority: 'P4', class_notified: true })).data.errors.class_notified_date).toBe('Give the day the class society was notified');

    const made = await post(`${DEFECTS}createWorkOrder`, { id: found.id });
    expect(made).toMatchObject({ code: 1, data: { row: { status: 'in_repair' } } });
    const [repair] = await db.select().from(workOrder).where(eq(workOrder.id, made.data.row.linked_work_order_id));
    expect(repair).toMatchObject({ kind: 'defect_repair', due_date: addDays(today, 14), is_critical: true, component_id: part.id });
    expect((await post(`${DEFECTS}createWorkOrder`, { id: found.id })).msg).toBe(`The defect has its repair work order already (${repair!.wo_no})`);

    const ncr = await post(`${DEFECTS}raiseNcr`, { id: found.id, grade: 'minor' });
    expect(ncr.code, JSON.stringify(ncr)).toBe(1);
    expect(ncr.msg).toMatch(/^NCR .+ raised$/);
    const [report] = (await db.execute(sql`select source_type, source_id, grade, ship_id from ncr_report where id = ${ncr.data.row.linked_ncr_id}`)).rows;
    expect(report).toMatchObject({ source_type: 'equipment_defect', source_id: found.id, grade: 'minor', ship_id: ship.id });
    expect((await post(`${DEFECTS}raiseNcr`, { id: found.id })).msg).toMatch(/^An NCR has been raised from it already \(NCR-/);

    await must(`${ORDERS}complete`, { id: repair!.id, done_date: today, work_description: 'Governor actuator replaced' });
    expect((await db.select().from(defect).where(eq(defect.id, found.id)))[0]!.status).toBe('closed');
  });
});
