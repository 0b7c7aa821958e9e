import type { DashboardChart, DashboardTile, Lang, TileLevel } from '@vessel/contract';
import type { Db } from '../db/client.js';
import type { AdminAccess } from './authorization.js';
import { serviceToken, type ServiceToken } from './services.js';

/** What the morning dashboard asks every area for: the caller, the day, the ship it is narrowed to. */
export interface DashboardTileInput {
  access: AdminAccess;
  /** The day the tiles are for (`as_of`, else the company's today). */
  today: string;
  /** The day the stored statuses were computed for; another day than `today` means "judge by the dates". */
  storedFor?: string;
  shipId: string | null;
}

export type DashboardSection = 'red_flags' | 'due_soon' | 'my_todos';

/**
 * An area's tiles on the morning dashboard (DOMAIN.md §5), by section, each with its count within the
 * caller's data scope and the link of the list it counts. The area owns the records it counts, so it
 * computes its tiles; the dashboard only lays them out.
 */
export interface DashboardTiles {
  tiles(db: Db, input: DashboardTileInput): Promise<Partial<Record<DashboardSection, DashboardTile[]>>>;
}

/** The token under which `area` contributes its dashboard tiles. */
export function dashboardTiles(area: string): ServiceToken<DashboardTiles> {
  return serviceToken<DashboardTiles>(`dashboard.tiles.${area}`);
}

/**
 * An area's charts on the morning dashboard (row 3: NCR ageing, PSC deficiencies per inspection...), within
 * the caller's data scope, with categories and series named in `lang`.
 */
export interface DashboardCharts {
  charts(db: Db, input: DashboardTileInput & { lang: Lang }): Promise<DashboardChart[]>;
}

/** The token under which `area` contributes its dashboard charts. */
export function dashboardCharts(area: string): ServiceToken<DashboardCharts> {
  return serviceToken<DashboardCharts>(`dashboard.charts.${area}`);
}

/** A tile's level: 'ok' at zero, else the level the tile has when it counts something. */
export function tileLevel(count: number, whenSome: TileLevel): TileLevel {
  return count === 0 ? 'ok' : whenSome;
}
