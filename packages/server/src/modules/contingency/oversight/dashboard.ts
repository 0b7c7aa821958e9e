import { eq, sql } from 'drizzle-orm';
import {
  addDays,
  CONTINGENCY_CHART_WORDS,
  PARTICIPATION_THRESHOLD,
  SHIP_IDS_PARAM,
  tileFilter,
  type DashboardChart,
  type DashboardTile,
  type HeatmapCell,
  type TileLevel,
} from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { tileLevel, type DashboardCharts, type DashboardSection, type DashboardTiles } from '../../../platform/dashboard.js';
import { drillParticipation } from '../drills/participation.js';
import { drillSchedule, type DrillScheduleRow } from '../drills/schedule.js';
import { drill, drillType } from '../drills/tables.js';
import { awaitingReview } from './drill-reads.js';
import { shipLabel, shipsInScope } from './ships.js';

export const SCHEDULE_PAGE = '/admin/contingency/schedule';
export const DRILLS_PAGE = '/admin/contingency/drill';
/** Days ahead the due-soon tile looks (the dashboard's row 2). */
export const DUE_SOON_DAYS = 30;

/** The schedule lines counted as overdue on the dashboard: past due, or never held at all. */
const LATE = ['overdue', 'never_done'] as const;

function tile(key: string, count: number, level: TileLevel, path: string, query: Record<string, string>): DashboardTile {
  // The schedule page takes several ships (`ship_ids`): the dashboard's fleet-group and ship-type filters narrow its links through that.
  return { key, count, level: tileLevel(count, level), link: { path, query, ...(path === SCHEDULE_PAGE ? { shipsParam: SHIP_IDS_PARAM } : {}) } };
}

/** Whether a schedule line is due within `days` of `today` without being late yet. */
export function dueWithin(row: DrillScheduleRow, today: string, days: number): boolean {
  return (row.status === 'ok' || row.status === 'due_soon') && !!row.next_due_date && row.next_due_date <= addDays(today, days);
}

/**
 * The contingency tiles of the drills (DOMAIN.md §5): drills overdue or never held per ship × drill type
 * (row 1, must be zero), drills due within 30 days and records awaiting the office's review (row 2). The
 * schedule is computed for the ships the caller's data scope holds; each tile's link is the filter of the
 * list that shows the same lines. The plans part's tiles (ERT gaps, plans due for review) are added by
 * the part's provider beside these.
 */
export async function drillTiles(db: Db, input: { access: Parameters<typeof shipsInScope>[1]; today: string; shipId: string | null }): Promise<Partial<Record<DashboardSection, DashboardTile[]>>> {
  const ships = await shipsInScope(db, input.access, input.shipId);
  const shipIds = ships.map((ship) => ship.id);
  const schedule = shipIds.length ? await drillSchedule(db, input.today, shipIds) : [];
  const shipQuery = input.shipId ? tileFilter('ship_id', 'eq', input.shipId) : {};
  const shipParam: Record<string, string> = input.shipId ? { ship_id: input.shipId } : {};
  const late = schedule.filter((row) => (LATE as readonly string[]).includes(row.status)).length;
  const soon = schedule.filter((row) => dueWithin(row, input.today, DUE_SOON_DAYS)).length;
  const waiting = await awaitingReviewCount(db, shipIds);
  return {
    // The schedule page is not a resource list: its URL takes plain filters (drillScheduleQuery).
    red_flags: [tile('contingency.drillsOverdue', late, 'critical', SCHEDULE_PAGE, { ...shipParam, status: LATE.join(',') })],
    due_soon: [
      tile('contingency.drillsDue30', soon, 'warn', SCHEDULE_PAGE, { ...shipParam, due_to: addDays(input.today, DUE_SOON_DAYS) }),
      tile('contingency.awaitingReview', waiting, 'info', DRILLS_PAGE, { ...shipQuery, ...tileFilter('status', 'eq', 'done'), order: 'conducted_at,asc' }),
    ],
  };
}

/**
 * The drill charts of row 3: the heat-map ship × drill type coloured by the schedule's status (a cell
 * opens that ship's drills of that type), and the crew participation share per ship against 75 %.
 */
export const contingencyDashboardCharts: DashboardCharts = {
  async charts(db, { access, today, shipId, lang }) {
    const words = CONTINGENCY_CHART_WORDS[lang] ?? CONTINGENCY_CHART_WORDS.en;
    const ships = await shipsInScope(db, access, shipId);
    if (ships.length === 0) return [];
    const shipIds = ships.map((ship) => ship.id);
    const schedule = await drillSchedule(db, today, shipIds);
    const types = await db.select({ id: drillType.id, en: drillType.name_en, zh: drillType.name_zh }).from(drillType).where(eq(drillType.active, true)).orderBy(drillType.weigh, drillType.code);
    const used = types.filter((type) => schedule.some((row) => row.drill_type_id === type.id));
    const column = new Map(used.map((type, index) => [type.id, index]));
    const row = new Map(ships.map((ship, index) => [ship.id, index]));
    const cells: HeatmapCell[] = schedule.map((line) => ({
      x: column.get(line.drill_type_id)!,
      y: row.get(line.ship_id)!,
      state: line.status,
      ...(line.next_due_date ? { note: `${words.nextDue} ${line.next_due_date}` } : {}),
      link: { path: DRILLS_PAGE, query: { ...tileFilter('ship_id', 'eq', line.ship_id), ...tileFilter('drill_type_id', 'eq', line.drill_type_id), order: 'conducted_at,desc' } },
    }));
    const heatmap: DashboardChart = {
      key: 'contingency.drillStatus',
      kind: 'heatmap',
      categories: used.map((type) => (lang === 'zh-cn' && type.zh ? type.zh : type.en)),
      rows: ships.map((ship) => shipLabel(ship, lang, ship.id)),
      states: [
        { key: 'ok', name: words.ok, level: 'ok' },
        { key: 'due_soon', name: words.due_soon, level: 'warn' },
        { key: 'overdue', name: words.overdue, level: 'critical' },
        { key: 'never_done', name: words.never_done },
      ],
      series: [],
      cells,
      link: { path: SCHEDULE_PAGE, query: shipId ? { ship_id: shipId } : {}, shipsParam: SHIP_IDS_PARAM },
    };
    const shares = await drillParticipation(db, today, shipIds);
    // In the heat-map's order of ships, so the two charts read side by side.
    const measured = shares.filter((share) => share.on_board > 0).sort((a, b) => row.get(a.ship_id)! - row.get(b.ship_id)!);
    const byShip = new Map(ships.map((ship) => [ship.id, ship]));
    const participation: DashboardChart = {
      key: 'contingency.participation',
      kind: 'bar',
      target: PARTICIPATION_THRESHOLD,
      categories: measured.map((share) => shipLabel(byShip.get(share.ship_id), lang, share.ship_id)),
      series: [{ key: 'share', name: words.share, data: measured.map((share) => share.share) }],
      link: { path: DRILLS_PAGE, query: { ...(shipId ? tileFilter('ship_id', 'eq', shipId) : {}), ...tileFilter('conducted_at', 'RANGE', `${addDays(today, -30)},${today}`), order: 'conducted_at,desc' } },
    };
    return [heatmap, participation];
  },
};

/** Drill records of these ships done and waiting for the office's review, however long. */
async function awaitingReviewCount(db: Db, shipIds: readonly string[]): Promise<number> {
  if (shipIds.length === 0) return 0;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(drill).where(awaitingReview(null, shipIds));
  return Number(row?.n ?? 0);
}

/** The contingency tiles: the drills' (above) and the plans part's, joined section by section. */
export function contingencyDashboardTiles(plans: DashboardTiles | null): DashboardTiles {
  return {
    async tiles(db, input) {
      const own = await drillTiles(db, input);
      const theirs = plans ? await plans.tiles(db, input) : {};
      const sections: DashboardSection[] = ['red_flags', 'due_soon', 'my_todos'];
      return Object.fromEntries(sections.map((section) => [section, [...(theirs[section] ?? []), ...(own[section] ?? [])]]).filter(([, tiles]) => (tiles as DashboardTile[]).length));
    },
  };
}
