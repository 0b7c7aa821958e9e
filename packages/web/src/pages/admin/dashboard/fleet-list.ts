/**
 * The dashboard's header filters and fleet list (DOMAIN.md §5) as the page draws them. Pure.
 */
import { daysBetween, type DashboardQuery, type IsoDate } from '@vessel/contract';

export interface OverviewFilters {
  fleetGroupId: string | null;
  shipType: string | null;
  shipId: string | null;
  asOf: string | null;
}

/** The query of GET /admin/dashboard/overview for the chosen filters: only what is chosen. */
export function overviewQuery(filters: OverviewFilters): DashboardQuery & Record<string, string> {
  return {
    ...(filters.fleetGroupId ? { fleet_group_id: filters.fleetGroupId } : {}),
    ...(filters.shipType ? { ship_type: filters.shipType } : {}),
    ...(filters.shipId ? { ship_id: filters.shipId } : {}),
    ...(filters.asOf ? { as_of: filters.asOf } : {}),
  };
}

/** How far off a ship's ETA is from the day the dashboard is judged on: null when she has none. */
export function etaDays(asOf: IsoDate, eta: IsoDate | null): number | null {
  return eta ? daysBetween(asOf, eta) : null;
}

/** The words beside an ETA: today, in N days, or N days ago (arrived, or late and not yet updated). */
export function etaWords(days: number | null): { key: string; count: number } | null {
  if (days === null) return null;
  if (days === 0) return { key: 'dashboard.fleet.etaToday', count: 0 };
  return days > 0 ? { key: 'dashboard.fleet.etaIn', count: days } : { key: 'dashboard.fleet.etaAgo', count: -days };
}
