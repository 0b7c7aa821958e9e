import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { addDays, pmsCompliance, type DashboardChart, type DashboardOverview } from '@vessel/contract';
import { fillPms } from '../../../bench/pms-fill.js';
import { listedByLink } from '../../../test/cert-fixtures.js';
import { superToken } from '../../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.js';
import { counter } from '../equipment/tables.js';
import { defect, sparePart, workOrder } from '../work/tables.js';
import { defectOverdueSource, spareLowSource, staleCounterSource, workOrderSource, workOrderStage } from './alert-source.js';

let t: TestApp;
let token: string;
let today: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = await superToken(t);
  today = await t.app.moduleContext.alerts.today();
}, 60_000);

afterAll(() => t?.close());

describe('a work order alert stage', () => {
  const order = { due_date: '2026-03-10', overdue_after: '2026-03-13' };
  it('is the smallest lead reached, 0d from the due date to the window end, overdue the day after', () => {
    expect(workOrderStage(order, '2026-02-07', [30, 7])).toBeNull();
    expect(workOrderStage(order, '2026-02-08', [30, 7])).toBe('30d');
    expect(workOrderStage(order, '2026-03-02', [30, 7])).toBe('30d');
    expect(workOrderStage(order, '2026-03-03', [30, 7])).toBe('7d');
    expect(workOrderStage(order, '2026-03-10', [30, 7])).toBe('0d');
    expect(workOrderStage(order, '2026-03-13', [30, 7])).toBe('0d');
    expect(workOrderStage(order, '2026-03-14', [30, 7])).toBe('overdue');
    // Without a window the day after the due date.
    expect(workOrderStage({ due_date: '2026-03-10', overdue_after: null }, '2026-03-11', [30, 7])).toBe('overdue');
  });
});

describe('the maintenance oversight over a filled fleet', () => {
  let shipIds: string[] = [];

  beforeAll(async () => {
    // In two slices, as the bench fills a million.
    await fillPms(t.database.db, { ships: 3, orders: 3_000, jobsPerShip: 4, today, from: 0, count: 1_500 });
    await fillPms(t.database.db, { ships: 3, orders: 3_000, jobsPerShip: 4, today, from: 1_500, count: 1_500 });
    expect(Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(workOrder))[0]!.n)).toBe(3_000);
    shipIds = ((await t.database.db.execute(sql`select id from ship where name_en like 'BENCH %'`)).rows as Array<{ id: string }>).map((row) => row.id);
  }, 120_000);

  const overview = async (shipId?: string): Promise<DashboardOverview> => {
    const { json } = await call(t, { url: `/admin/dashboard/overview${shipId ? `?ship_id=${shipId}` : ''}`, token, lang: 'en' });
    expect(json.code).toBe(1);
    return json.data as DashboardOverview;
  };

  it('opens from every maintenance tile a list as long as its number, for the fleet and each ship', async () => {
    expect(shipIds).toHaveLength(3);
    const mismatches: string[] = [];
    let counted = 0;
    for (const shipId of [undefined, ...shipIds]) {
      const answer = await overview(shipId);
      for (const tile of [...answer.red_flags, ...answer.due_soon].filter((item) => item.key.startsWith('pms.'))) {
        counted += 1;
        const listed = await listedByLink(t, token, tile.link);
        if (listed !== tile.count) mismatches.push(`${shipId ?? 'fleet'} ${tile.key}: tile ${tile.count}, list ${listed}`);
      }
    }
    expect(counted).toBe(4 * 7);
    expect(mismatches).toEqual([]);
    const fleet = await overview();
    const count = (key: string) => [...fleet.red_flags, ...fleet.due_soon].find((tile) => tile.key === key)?.count;
    // The fill leaves open orders due in the last ten days: overdue ones, critical (a fifth) and not.
    expect(count('pms.overdueCritical')).toBeGreaterThan(0);
    expect(count('pms.overdue')).toBeGreaterThan(0);
    expect(count('pms.due30')!).toBeGreaterThanOrEqual(count('pms.due7')!);
  });

  it("charts this month's compliance per ship exactly as the contract's rule computes it from the rows", async () => {
    const answer = await overview();
    const chart = answer.charts.find((item) => item.key === 'pms.compliance') as DashboardChart;
    expect(chart.kind).toBe('bar');
    expect(chart.target).toBe(98);
    const rows = await t.database.db.select().from(workOrder).where(inArray(workOrder.ship_id, shipIds));
    const names = new Map(((await t.database.db.execute(sql`select id, name_en from ship where name_en like 'BENCH %'`)).rows as Array<{ id: string; name_en: string }>).map((row) => [row.id, row.name_en]));
    const expected = pmsCompliance(
      rows.map((row) => ({ ...row, planned_due_date: row.original_due_date ?? row.due_date, window_end: row.postpone_count > 0 ? null : row.window_end })),
      today.slice(0, 7),
      today,
    );
    expect([...expected.values()].filter((figure) => figure.pct !== null)).toHaveLength(3);
    expect(chart.categories).toHaveLength(3);
    const charted = Object.fromEntries(chart.categories.map((name, index) => [name, chart.series[0]!.data[index]]));
    for (const [id, figure] of expected) if (figure.pct !== null) expect(charted[names.get(id)!], names.get(id)).toBe(figure.pct);
    const overdue = answer.charts.find((item) => item.key === 'pms.overdueByShip')!;
    expect(overdue.series.map((series) => series.key)).toEqual(['critical', 'other']);
    expect(overdue.categories.length).toBe(3);
  });

  it('raises a critical alert for overdue critical work, a warning for other overdue work, information ahead', async () => {
    const conditions = await workOrderSource.collect(t.database.db, { today, leadDays: [] });
    const open = await t.database.db.select().from(workOrder).where(inArray(workOrder.status, ['planned', 'due', 'in_progress', 'postponement_requested', 'postponed']));
    const overdueCritical = open.filter((row) => row.is_critical && (row.overdue_after ?? row.due_date) < today).length;
    expect(overdueCritical).toBeGreaterThan(0);
    expect(conditions.filter((condition) => condition.level === 'critical')).toHaveLength(overdueCritical);
    expect(conditions.filter((condition) => condition.stage === 'overdue' && condition.level === 'warn').length).toBe(open.filter((row) => !row.is_critical && (row.overdue_after ?? row.due_date) < today).length);
    // Nothing beyond the 30 days ahead.
    expect(conditions.every((condition) => condition.due_date! <= addDays(today, 30))).toBe(true);
    // The ids the alert job judges in batches name every order that holds a condition, and, judged by id,
    // give the same conditions; with a rule of 7 days only, no order due later.
    for (const leadDays of [[], [7]]) {
      const candidates = await workOrderSource.candidates!(t.database.db, { today, leadDays });
      const all = await workOrderSource.collect(t.database.db, { today, leadDays });
      expect(all.length).toBeGreaterThan(0);
      expect(all.filter((condition) => !candidates.includes(condition.biz_id))).toEqual([]);
      expect(await workOrderSource.collect(t.database.db, { today, leadDays, ids: candidates })).toEqual(all);
    }
    const nearOnly = await workOrderSource.candidates!(t.database.db, { today, leadDays: [7] });
    expect(open.filter((row) => nearOnly.includes(row.id)).every((row) => row.due_date <= addDays(today, 7))).toBe(true);
  });

  it('alerts a critical spare below its minimum, a stale counter and a P1 defect past its target, and nothing else', async () => {
    const [first] = shipIds;
    const [component] = (await t.database.db.execute(sql`select id, dept_id from pms_component where ship_id = ${first}`)).rows as Array<{ id: string; dept_id: string }>;
    const [low] = await t.database.db.insert(sparePart).values({ ship_id: first!, dept_id: component!.dept_id, component_id: component!.id, part_no: 'SG-SEAL', name: 'Seal kit', rob: 1, min_stock: 2, is_critical: true }).returning();
    await t.database.db.insert(sparePart).values({ ship_id: first!, dept_id: component!.dept_id, part_no: 'AT-MIN', name: 'At its minimum', rob: 2, min_stock: 2, is_critical: true });
    await t.database.db.insert(sparePart).values({ ship_id: first!, dept_id: component!.dept_id, part_no: 'NOT-CRIT', name: 'Not critical', rob: 0, min_stock: 2, is_critical: false });
    const spares = await spareLowSource.collect(t.database.db, { today, leadDays: [] });
    expect(spares.map((condition) => condition.biz_id)).toEqual([low!.id]);
    expect(spares[0]!.stage).toBe('gap-1');

    const [late] = await t.database.db.insert(defect).values({ ship_id: first!, dept_id: component!.dept_id, reported_at: addDays(today, -20), description: 'Steering gear pump leaking', priority: 'P1', target_date: addDays(today, -1), status: 'open' }).returning();
    await t.database.db.insert(defect).values({ ship_id: first!, dept_id: component!.dept_id, reported_at: addDays(today, -20), description: 'Due today', priority: 'P1', target_date: today, status: 'open' });
    await t.database.db.insert(defect).values({ ship_id: first!, dept_id: component!.dept_id, reported_at: addDays(today, -20), description: 'P2 late', priority: 'P2', target_date: addDays(today, -5), status: 'open' });
    await t.database.db.insert(defect).values({ ship_id: first!, dept_id: component!.dept_id, reported_at: addDays(today, -20), description: 'Closed', priority: 'P1', target_date: addDays(today, -5), status: 'closed' });
    const defects = await defectOverdueSource.collect(t.database.db, { today, leadDays: [] });
    expect(defects.map((condition) => condition.biz_id)).toEqual([late!.id]);

    const [stale] = await t.database.db.insert(counter).values({ component_id: component!.id, ship_id: first!, dept_id: component!.dept_id, unit: 'hours', current_value: 1000, read_at: addDays(today, -31), is_stale: true }).returning();
    const counters = await staleCounterSource.collect(t.database.db, { today, leadDays: [] });
    expect(counters.map((condition) => condition.biz_id)).toEqual([stale!.id]);
    await t.database.db.update(counter).set({ is_stale: false, read_at: today }).where(eq(counter.id, stale!.id));
    expect(await staleCounterSource.collect(t.database.db, { today, leadDays: [] })).toEqual([]);
  });
});
