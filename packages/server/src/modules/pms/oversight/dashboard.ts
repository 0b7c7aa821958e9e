import { and, eq, gte, inArray, lt, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  addDays,
  DEFECT_PRIORITIES,
  monthBounds,
  compliancePct,
  PMS_COMPLIANCE_TARGET,
  PMS_DONE_STATUSES,
  tileFilter,
  WORK_ORDER_OPEN_STATUSES,
  type ComplianceFigure,
  type DashboardChart,
  type DashboardTile,
  type Lang,
  type TileLevel,
  type WorkOrderStatus,
} from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import type { AdminAccess } from '../../../platform/authorization.js';
import { tileLevel, type DashboardCharts, type DashboardTiles } from '../../../platform/dashboard.js';
import { optionalService } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import { counter as counterView } from '../equipment/tables.js';
import { defect as defectView, workOrder as workOrderView } from '../work/tables.js';

const WORK_ORDERS = '/admin/pms/workOrder';
const COUNTERS = '/admin/pms/counter';
const DEFECTS = '/admin/pms/defect';
const OPEN = [...WORK_ORDER_OPEN_STATUSES];
const OPEN_DEFECT: Array<'open' | 'in_repair' | 'deferred'> = ['open', 'in_repair', 'deferred'];

/** A count's scope: the caller's departments (undefined: everything). */
function within(column: PgColumn, access: AdminAccess): SQL | undefined {
  if (access.visibility.kind === 'all') return undefined;
  return access.visibility.departmentIds.length ? inArray(column, access.visibility.departmentIds) : sql`false`;
}

async function count(db: Db, table: typeof workOrderView | typeof counterView | typeof defectView, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(row?.n ?? 0);
}

function tile(key: string, n: number, level: TileLevel, path: string, query: Record<string, string>): DashboardTile {
  return { key, count: n, level: tileLevel(n, level), link: { path, query } };
}

/**
 * The maintenance tiles (DOMAIN.md §5): overdue work on critical equipment (row 1, must be zero), other
 * overdue work, work due within 7 and 30 days, postponements waiting for their approval, counters not read
 * for 30 days (STALE_COUNTER_DAYS) and P1 defects past their target. Every count is a work-order, counter or defect list filter,
 * so each number opens exactly the records it counts. Overdue is the day after `overdue_after` (the
 * window's end, else the due date), the one rule of the due-status calculator, calendar or hours alike:
 * a running-hour order carries the date its hours are forecast for.
 */
export const pmsDashboardTiles: DashboardTiles = {
  async tiles(db, { access, today, shipId }) {
    const ship = shipId ? tileFilter('ship_id', 'eq', shipId) : {};
    const orders = and(within(workOrderView.dept_id, access), shipId ? eq(workOrderView.ship_id, shipId) : undefined, inArray(workOrderView.status, OPEN));
    const yesterday = addDays(today, -1);
    const open = tileFilter('status', 'IN', OPEN.join(','));
    const overdue = lt(workOrderView.overdue_after, today);
    const overdueCritical = await count(db, workOrderView, and(orders, overdue, eq(workOrderView.is_critical, true)));
    const overdueOther = await count(db, workOrderView, and(orders, overdue, eq(workOrderView.is_critical, false)));
    // Due soon: not yet overdue and due by the day (an order already in its window is due now, so counted).
    const dueWithin = (days: number) => count(db, workOrderView, and(orders, gte(workOrderView.overdue_after, today), lte(workOrderView.due_date, addDays(today, days))));
    const due7 = await dueWithin(7);
    const due30 = await dueWithin(30);
    const pending = await count(db, workOrderView, and(within(workOrderView.dept_id, access), shipId ? eq(workOrderView.ship_id, shipId) : undefined, eq(workOrderView.status, 'postponement_requested')));
    // The equipment part's stored flag (recomputed daily and on every reading), which its list filters by.
    const stale = await count(db, counterView, and(within(counterView.dept_id, access), shipId ? eq(counterView.ship_id, shipId) : undefined, eq(counterView.is_stale, true)));
    const defectsLate = await count(
      db,
      defectView,
      and(within(defectView.dept_id, access), shipId ? eq(defectView.ship_id, shipId) : undefined, eq(defectView.priority, 'P1'), inArray(defectView.status, OPEN_DEFECT), lte(defectView.target_date, yesterday)),
    );
    const dueQuery = (days: number) => ({ ...ship, ...open, ...tileFilter('overdue_after', 'RANGE', `${today},`), ...tileFilter('due_date', 'RANGE', `,${addDays(today, days)}`), order: 'due_date,asc' });
    return {
      red_flags: [
        tile('pms.overdueCritical', overdueCritical, 'critical', WORK_ORDERS, { ...ship, ...open, ...tileFilter('is_critical', 'eq', '1'), ...tileFilter('overdue_after', 'RANGE', `,${yesterday}`), order: 'due_date,asc' }),
      ],
      due_soon: [
        tile('pms.overdue', overdueOther, 'warn', WORK_ORDERS, { ...ship, ...open, ...tileFilter('is_critical', 'eq', '0'), ...tileFilter('overdue_after', 'RANGE', `,${yesterday}`), order: 'due_date,asc' }),
        tile('pms.due7', due7, 'warn', WORK_ORDERS, dueQuery(7)),
        tile('pms.due30', due30, 'info', WORK_ORDERS, dueQuery(30)),
        tile('pms.postponementsPending', pending, 'warn', WORK_ORDERS, { ...ship, ...tileFilter('status', 'eq', 'postponement_requested'), order: 'due_date,asc' }),
        tile('pms.countersStale', stale, 'warn', COUNTERS, { ...ship, ...tileFilter('is_stale', 'eq', '1'), order: 'read_at,asc' }),
        tile('pms.defectsP1Overdue', defectsLate, 'critical', DEFECTS, {
          ...ship,
          ...tileFilter('priority', 'eq', 'P1'),
          ...tileFilter('status', 'IN', OPEN_DEFECT.join(',')),
          ...tileFilter('target_date', 'RANGE', `,${yesterday}`),
          order: 'target_date,asc',
        }),
      ],
    };
  },
};

const WORDS: Record<Lang, { compliance: string; critical: string; other: string; days: string }> = {
  'zh-cn': { compliance: '保养完成率 %', critical: '关键设备', other: '非关键设备', days: '天' },
  en: { compliance: 'PMS compliance %', critical: 'Critical', other: 'Non-critical', days: 'd' },
};

/** Open defects' age buckets (days since reported), as the NCR ageing counts. */
const AGE_BUCKETS = [
  { key: '0-30', max: 30 },
  { key: '31-60', max: 60 },
  { key: '61-90', max: 90 },
  { key: '>90', max: Number.POSITIVE_INFINITY },
] as const;

/**
 * The compliance of one month per ship (contract `pmsCompliance`), counted by the database: the planned
 * orders whose original due date falls in the month, each judged as the contract's `complianceOutcome`
 * judges it, spelt in SQL. A postponed order is judged by its original due date alone (its stored window
 * moved with the postponement). At a thousand ships a month holds some 74,000 orders: read into the
 * process and judged there, they took 0.7 s of every dashboard (issue 20, docs/performance.md); counted
 * here, a row per ship comes back. compliance-sql.test.ts holds this to the pure rule over every case.
 */
export async function complianceOfMonth(db: Db, month: string, today: string, where: SQL | undefined): Promise<Map<string, ComplianceFigure>> {
  const { from, until } = monthBounds(month);
  const order = workOrderView;
  const planned = sql`coalesce(${order.original_due_date}, ${order.due_date})`;
  // The last on-time day: the window's end when it is later than the planned day (greatest() passes over a null).
  const end = sql`greatest(${planned}, case when ${order.postpone_count} > 0 then null else ${order.window_end} end)`;
  const done = sql`(${inArray(order.status, PMS_DONE_STATUSES as WorkOrderStatus[])} and ${order.done_date} is not null)`;
  const onTime = sql`${done} and ${order.done_date} <= ${end}`;
  // Settled: done, or not done and its window closed (not pending).
  const settled = sql`${done} or ${today}::date > ${end}`;
  const rows = await db
    .select({ ship_id: order.ship_id, due: sql<number>`count(*) filter (where ${settled})::int`, on_time: sql<number>`count(*) filter (where ${onTime})::int` })
    .from(order)
    .where(and(where, eq(order.kind, 'planned'), ne(order.status, 'cancelled'), sql`${planned} between ${from} and ${until}`))
    .groupBy(order.ship_id);
  const figures = new Map<string, ComplianceFigure>();
  for (const row of rows) if (row.due > 0) figures.set(row.ship_id, { due: row.due, on_time: row.on_time, pct: compliancePct(row.on_time, row.due) });
  return figures;
}

/**
 * Row 3 (DOMAIN.md §5, chart 1): PMS compliance per ship this month against the 98% target; overdue work
 * per ship, critical stacked on non-critical; open defects by priority and age.
 */
export const pmsDashboardCharts: DashboardCharts = {
  async charts(db, { access, today, shipId, lang }) {
    const words = WORDS[lang] ?? WORDS.en;
    const scope = and(within(workOrderView.dept_id, access), shipId ? eq(workOrderView.ship_id, shipId) : undefined);
    const shipQuery = shipId ? tileFilter('ship_id', 'eq', shipId) : {};
    const month = today.slice(0, 7);
    const figures = await complianceOfMonth(db, month, today, scope);

    const overdueRows = await db
      .select({ ship_id: workOrderView.ship_id, critical: workOrderView.is_critical, n: sql<number>`count(*)::int` })
      .from(workOrderView)
      .where(and(scope, inArray(workOrderView.status, OPEN), lt(workOrderView.overdue_after, today)))
      .groupBy(workOrderView.ship_id, workOrderView.is_critical);

    const shipIds = [...new Set([...figures.keys(), ...overdueRows.map((row) => row.ship_id)])];
    const ships = (await optionalService(SHIP_DIRECTORY)?.byIds(db, shipIds)) ?? new Map();
    const nameOf = (id: string) => {
      const ship = ships.get(id);
      return ship ? (lang === 'zh-cn' && ship.name_zh ? ship.name_zh : ship.name_en) : id;
    };
    const byName = (a: string, b: string) => nameOf(a).localeCompare(nameOf(b));

    const measured = [...figures.entries()].filter(([, figure]) => figure.pct !== null).sort(([a], [b]) => byName(a, b));
    const { from, until } = monthBounds(month);
    const compliance: DashboardChart = {
      key: 'pms.compliance',
      kind: 'bar',
      target: PMS_COMPLIANCE_TARGET,
      categories: measured.map(([id]) => nameOf(id)),
      series: [{ key: 'pct', name: words.compliance, data: measured.map(([, figure]) => figure.pct!) }],
      link: { path: WORK_ORDERS, query: { ...shipQuery, ...tileFilter('kind', 'eq', 'planned'), ...tileFilter('due_date', 'RANGE', `${from},${until}`), order: 'due_date,asc' } },
    };

    const overdueShips = [...new Set(overdueRows.map((row) => row.ship_id))].sort(byName);
    // By ship and criticality in one pass: a thousand ships' rows searched per ship took 30 ms a dashboard.
    const overdueCounts = new Map(overdueRows.map((row) => [`${row.ship_id}|${row.critical}`, Number(row.n)]));
    const overdueOf = (critical: boolean) => overdueShips.map((id) => overdueCounts.get(`${id}|${critical}`) ?? 0);
    const overdue: DashboardChart = {
      key: 'pms.overdueByShip',
      kind: 'stacked_bar',
      categories: overdueShips.map(nameOf),
      series: [
        { key: 'critical', name: words.critical, data: overdueOf(true), level: 'critical' },
        { key: 'other', name: words.other, data: overdueOf(false), level: 'warn' },
      ],
      link: { path: WORK_ORDERS, query: { ...shipQuery, ...tileFilter('status', 'IN', OPEN.join(',')), ...tileFilter('overdue_after', 'RANGE', `,${addDays(today, -1)}`), order: 'due_date,asc' } },
    };

    const defects = await db
      .select({ priority: defectView.priority, reported_at: defectView.reported_at })
      .from(defectView)
      .where(and(within(defectView.dept_id, access), shipId ? eq(defectView.ship_id, shipId) : undefined, notInArray(defectView.status, ['closed'])));
    const data = Object.fromEntries(DEFECT_PRIORITIES.map((priority) => [priority, AGE_BUCKETS.map(() => 0)])) as Record<string, number[]>;
    for (const row of defects) {
      const age = Math.floor((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${row.reported_at}T00:00:00Z`)) / 86_400_000);
      const bucket = AGE_BUCKETS.findIndex((entry) => age <= entry.max);
      if (data[row.priority]) data[row.priority]![bucket]! += 1;
    }
    const levels: Record<string, TileLevel> = { P1: 'critical', P2: 'warn', P3: 'info', P4: 'ok' };
    const defectAgeing: DashboardChart = {
      key: 'pms.defects',
      kind: 'stacked_bar',
      categories: AGE_BUCKETS.map((bucket) => `${bucket.key} ${words.days}`),
      series: DEFECT_PRIORITIES.map((priority) => ({ key: priority, name: priority, data: data[priority]!, level: levels[priority] })),
      link: { path: DEFECTS, query: { ...shipQuery, ...tileFilter('status', 'IN', OPEN_DEFECT.join(',')), order: 'reported_at,asc' } },
    };
    return [compliance, overdue, defectAgeing];
  },
};
