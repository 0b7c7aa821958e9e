import type { DashboardFleet, Lang } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../../platform/authorization.js';
import { serviceToken } from '../../platform/services.js';

/**
 * What the fleet area offers other areas beside the platform's ship directory: its service tokens and
 * their types, and nothing else, so that a consumer depends on this leaf file only (never on the fleet's
 * tables). Provided by provideFleetServices (services.ts).
 */

/** The dashboard's header filters on ships: a fleet group (the ship's parent department), a ship type. */
export interface FleetFilter {
  fleetGroupId?: string | null;
  shipType?: string | null;
  /** One ship (the fleet list only: the areas narrow to a ship themselves). */
  shipId?: string | null;
}

/** The ships a filter matches among those the caller sees, and the departments they stand for. */
export interface MatchedShips {
  shipIds: string[];
  /** Each matched ship's own node of the department tree and the departments below it. */
  departmentIds: string[];
}

/**
 * The morning dashboard's fleet (DOMAIN.md §5): which ships its header filters match, so that the
 * dashboard narrows every area's scope to them, and the fleet list with its filters' choices.
 */
export interface FleetDashboard {
  /** The ships the caller's data scope holds (as the ship list shows them) that match the filter. */
  matching(db: Db, access: AdminAccess, filter: FleetFilter): Promise<MatchedShips>;
  /**
   * The fleet groups and ship types of the ships the caller sees (the filters' choices), and the ships
   * the filter matches with their status, next port and superintendents, named in `lang`; the ships only
   * for a caller who may read the ship list.
   */
  overview(db: Db, access: AdminAccess, filter: FleetFilter, lang: Lang): Promise<DashboardFleet>;
}

export const FLEET_DASHBOARD = serviceToken<FleetDashboard>('fleet.dashboard');
