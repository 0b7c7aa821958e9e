import type { DashboardOverview, Lang } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../../platform/authorization.js';
import { dashboardCharts, dashboardTiles, type DashboardSection } from '../../platform/dashboard.js';
import { optionalService } from '../../platform/services.js';
import { FLEET_DASHBOARD, type MatchedShips } from '../fleet/api.js';
import { narrowedAccess, narrowedChart, narrowedLink, type ShipFieldAt } from './narrow.js';

export interface OverviewInput {
  areas: readonly string[];
  today: string;
  shipId: string | null;
  /** The header's fleet group and ship type (null: all). */
  fleetGroupId?: string | null;
  shipType?: string | null;
  storedFor?: string;
  lang: Lang;
  /** The `ship_id` field of the list a link opens (the registry's resources), to narrow links to the matched ships. */
  shipFieldAt?: ShipFieldAt;
}

/**
 * The morning dashboard (DOMAIN.md §5): red flags, what falls due, my to-dos, the charts and the fleet.
 * Each area computes its own tiles from its own records (platform/dashboard.ts), within the caller's data
 * scope and each with the link of the list it counts; the dashboard lays them out. `today` may be another
 * day than `storedFor` (as_of).
 *
 * A fleet group or ship type narrows every area at once: the fleet says which ships the caller sees that
 * match (FLEET_DASHBOARD), and every area gets a scope of those ships' departments only. Nothing matched
 * (or no fleet running) is an empty scope: zeros, never everything. My to-dos and approvals are the
 * caller's own and stay as they are.
 */
export async function dashboardOverview(db: Db, access: AdminAccess, input: OverviewInput): Promise<DashboardOverview> {
  const fleet = optionalService(FLEET_DASHBOARD);
  const fleetGroupId = input.fleetGroupId ?? null;
  const shipType = input.shipType ?? null;
  const matched: MatchedShips | null =
    fleetGroupId || shipType ? ((await fleet?.matching(db, access, { fleetGroupId, shipType })) ?? { shipIds: [], departmentIds: [] }) : null;
  const scope = matched ? narrowedAccess(access, matched.departmentIds) : access;
  const common = { access: scope, today: input.today, shipId: input.shipId, ...(input.storedFor !== undefined ? { storedFor: input.storedFor } : {}) };

  const sections: Record<DashboardSection, DashboardOverview['red_flags']> = { red_flags: [], due_soon: [], my_todos: [] };
  // Areas in the order given (the modules' order); one that provides no tiles contributes nothing.
  for (const area of input.areas) {
    const source = optionalService(dashboardTiles(area));
    if (!source) continue;
    const tiles = await source.tiles(db, common);
    for (const section of Object.keys(sections) as DashboardSection[]) sections[section].push(...(tiles[section] ?? []));
  }
  let charts: DashboardOverview['charts'] = [];
  for (const area of input.areas) {
    const source = optionalService(dashboardCharts(area));
    if (!source) continue;
    charts.push(...(await source.charts(db, { ...common, lang: input.lang })));
  }
  if (matched && input.shipFieldAt) {
    const { shipIds } = matched;
    const at = input.shipFieldAt;
    for (const section of ['red_flags', 'due_soon'] as const) sections[section] = sections[section].map((tile) => ({ ...tile, link: narrowedLink(tile.link, shipIds, at) }));
    charts = charts.map((chart) => narrowedChart(chart, shipIds, at));
  }
  const answer: DashboardOverview = { as_of: input.today, ship_id: input.shipId, fleet_group_id: fleetGroupId, ship_type: shipType, ...sections, charts };
  // The fleet list and the filters' choices: only while the fleet runs (its service withdrawn, they go).
  if (fleet) answer.fleet = await fleet.overview(db, access, { fleetGroupId, shipType, shipId: input.shipId }, input.lang);
  return answer;
}
