import { and, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addDays, addMonths, BEFORE_DEPARTURE_ACTION_CODE, tileFilter, translate, type DashboardChart, type Lang } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../../platform/authorization.js';
import { tileLevel, type DashboardCharts, type DashboardTiles } from '../../platform/dashboard.js';
import { optionalService } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';
import { inspection, inspectionItem, visit } from './tables.js';

const INSPECTIONS = '/admin/supervision/inspection';
const ITEMS = '/admin/supervision/inspectionItem';
const VISITS = '/admin/supervision/visit';

/** A count's scope: the caller's departments (null: everything). */
function within(column: PgColumn, access: AdminAccess): SQL | undefined {
  if (access.visibility.kind === 'all') return undefined;
  return access.visibility.departmentIds.length ? inArray(column, access.visibility.departmentIds) : sql`false`;
}

async function count(db: Db, table: typeof inspection | typeof inspectionItem | typeof visit, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/**
 * The supervision tiles (DOMAIN.md §5): detentions in the last 12 months and detentions not yet released
 * (red flags, target zero), deficiencies still open with action code 17, to be rectified before the ship
 * sails, and superintendents' visits still planned after their day. Judged by dates for the day asked (`as_of`), so another day counts what stood then.
 */
export const supervisionDashboardTiles: DashboardTiles = {
  async tiles(db, { access, today, shipId }) {
    const ship = shipId ? tileFilter('ship_id', 'eq', shipId) : {};
    const scope = and(within(inspection.dept_id, access), shipId ? eq(inspection.ship_id, shipId) : undefined);
    const yearAgo = addMonths(today, -12);
    const detained = and(scope, eq(inspection.detained, true), lte(inspection.detention_from, today));
    const detentions12m = await count(db, inspection, and(detained, gt(inspection.detention_from, yearAgo)));
    const open = await count(db, inspection, and(detained, sql`(${inspection.released_on} is null or ${inspection.released_on} > ${today})`));
    const itemScope = and(within(inspectionItem.dept_id, access), shipId ? eq(inspectionItem.ship_id, shipId) : undefined);
    const beforeDeparture = await count(db, inspectionItem, and(itemScope, eq(inspectionItem.action_code, BEFORE_DEPARTURE_ACTION_CODE), eq(inspectionItem.status, 'open')));
    const detainedQuery = tileFilter('detained', 'eq', '1');
    // A superintendent's visit still planned after its day: the ship waits for it (each ship twice a year).
    const yesterday = addDays(today, -1);
    const visitScope = and(within(visit.dept_id, access), shipId ? eq(visit.ship_id, shipId) : undefined);
    const visitsOverdue = await count(db, visit, and(visitScope, eq(visit.status, 'planned'), lte(visit.planned_date, yesterday)));
    return {
      red_flags: [
        {
          key: 'supervision.detentions12m',
          count: detentions12m,
          level: tileLevel(detentions12m, 'critical'),
          link: { path: INSPECTIONS, query: { ...ship, ...detainedQuery, ...tileFilter('detention_from', 'RANGE', `${addDays(yearAgo, 1)},${today}`), order: 'inspected_on,desc' } },
        },
        {
          key: 'supervision.detentionsOpen',
          count: open,
          level: tileLevel(open, 'critical'),
          link: { path: INSPECTIONS, query: { ...ship, ...detainedQuery, ...tileFilter('released_on', 'NULL', ''), order: 'inspected_on,desc' } },
        },
      ],
      due_soon: [
        {
          key: 'supervision.beforeDepartureOpen',
          count: beforeDeparture,
          level: tileLevel(beforeDeparture, 'warn'),
          link: { path: ITEMS, query: { ...ship, ...tileFilter('action_code', 'eq', BEFORE_DEPARTURE_ACTION_CODE), ...tileFilter('status', 'eq', 'open'), order: 'rectify_by,asc' } },
        },
        {
          key: 'supervision.visitsOverdue',
          count: visitsOverdue,
          level: tileLevel(visitsOverdue, 'warn'),
          link: { path: VISITS, query: { ...ship, ...tileFilter('status', 'eq', 'planned'), ...tileFilter('planned_date', 'RANGE', `,${yesterday}`), order: 'planned_date,asc' } },
        },
      ],
    };
  },
};

/** The twelve months ending with `today`'s, oldest first: `YYYY-MM`. */
export function monthsEnding(today: string): string[] {
  const first = `${today.slice(0, 7)}-01`;
  return Array.from({ length: 12 }, (_, index) => addMonths(first, index - 11).slice(0, 7));
}

/** Deficiencies per PSC inspection in each month (0 in a month without an inspection), two decimals. */
async function perInspection(db: Db, months: string[], where: SQL | undefined): Promise<number[]> {
  const from = `${months[0]}-01`;
  const until = addDays(addMonths(`${months[months.length - 1]}-01`, 1), -1);
  const rows = await db
    .select({
      month: sql<string>`to_char(${inspection.inspected_on}, 'YYYY-MM')`,
      inspections: sql<number>`count(*)::int`,
      deficiencies: sql<number>`coalesce(sum(${inspection.deficiency_count}), 0)::int`,
    })
    .from(inspection)
    .where(and(where, eq(inspection.kind, 'psc'), sql`${inspection.inspected_on} between ${from} and ${until}`))
    .groupBy(sql`1`);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => {
    const row = byMonth.get(month);
    return row && Number(row.inspections) > 0 ? Math.round((Number(row.deficiencies) / Number(row.inspections)) * 100) / 100 : 0;
  });
}

/**
 * PSC deficiencies per inspection (DOMAIN.md §5 row 3, chart 2): a line per month over the last twelve,
 * for the fleet the caller sees and, when the dashboard is narrowed to a ship, for that ship beside it.
 */
export const supervisionDashboardCharts: DashboardCharts = {
  async charts(db, { access, today, shipId, lang }) {
    const months = monthsEnding(today);
    const fleetScope = within(inspection.dept_id, access);
    const series: DashboardChart['series'] = [{ key: 'fleet', name: translate(lang as Lang, 'supervision.chartFleet'), data: await perInspection(db, months, fleetScope) }];
    if (shipId) {
      const ship = (await optionalService(SHIP_DIRECTORY)?.byIds(db, [shipId]))?.get(shipId);
      const name = ship ? (lang === 'zh-cn' && ship.name_zh ? ship.name_zh : ship.name_en) : shipId;
      series.push({ key: 'ship', name, data: await perInspection(db, months, and(fleetScope, eq(inspection.ship_id, shipId))) });
    }
    return [
      {
        key: 'supervision.deficiencies',
        kind: 'line',
        categories: months,
        series,
        link: { path: INSPECTIONS, query: { ...(shipId ? tileFilter('ship_id', 'eq', shipId) : {}), ...tileFilter('kind', 'eq', 'psc'), ...tileFilter('inspected_on', 'RANGE', `${months[0]}-01,${today}`), order: 'inspected_on,desc' } },
      },
    ];
  },
};
