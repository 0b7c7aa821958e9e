import { z } from 'zod';
import type { IsoDate } from './iso-date.js';
import type { ShipStatus } from './ship-dictionaries.js';

/**
 * The morning dashboard (DOMAIN.md §5): `GET /admin/dashboard/overview?fleet_group_id=&ship_type=&ship_id=&as_of=`
 * (right dashboard/index; every number within the caller's data scope, narrowed to the ships the filters
 * match). Each tile is a count and the filtered list it stands for, so a click opens exactly the records
 * counted.
 */
export type TileLevel = 'ok' | 'info' | 'warn' | 'critical';

export interface TileLink {
  /** The web page, e.g. '/admin/cert/certificate'. */
  path: string;
  /**
   * The list's URL query as the web's table state reads it: `search.{field}` = `{operator}:{value}`
   * (RANGE and IN values comma separated), plus `order`, e.g.
   * `{ 'search.status': 'IN:expired', 'search.expiry_date': 'RANGE:2026-05-01,2026-05-31' }`.
   */
  query: Record<string, string>;
  /**
   * For a page that is not a resource list (its URL takes plain parameters): the parameter through which
   * it takes several ships, comma separated (`ship_ids`, SHIP_IDS_PARAM). The dashboard's fleet-group and
   * ship-type filters narrow such a link through it, as they narrow a list's `search.ship_id` to `IN`.
   */
  shipsParam?: string;
}

/** The plain parameter through which a page that is not a resource list takes several ships. */
export const SHIP_IDS_PARAM = 'ship_ids';
/**
 * At most this many ships in a `ship_ids` parameter: a fleet group's ships, while the URL stays far within
 * what a server takes in a request line (300 × 37 characters).
 */
export const SHIP_IDS_MAX = 300;
const SHIP_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ships of a `ship_ids` value, or undefined when it is not one (empty, too many, not ids). */
export function shipIdsOf(value: string | null | undefined): string[] | undefined {
  if (!value || value.length > SHIP_IDS_MAX * 37) return undefined;
  const ids = value.split(',');
  return ids.length <= SHIP_IDS_MAX && ids.every((id) => SHIP_ID.test(id)) ? ids : undefined;
}

/** A page's `ship_ids` parameter: ship ids, comma separated, one to SHIP_IDS_MAX. */
export const shipIdsSchema = z
  .string()
  .max(SHIP_IDS_MAX * 37, { error: 'validate.invalid', abort: true })
  .refine((value) => shipIdsOf(value) !== undefined, { error: 'validate.invalid' });

export interface DashboardTile {
  /** Stable id of the tile; its label is the web's `dashboard.tiles.{key}`. */
  key: string;
  count: number;
  /** 'critical' for must-be-zero tiles with a count, 'ok' at zero. */
  level: TileLevel;
  link: TileLink;
}

export interface DashboardOverview {
  as_of: IsoDate;
  ship_id: string | null;
  /** The header filters as the server took them (null: all). */
  fleet_group_id: string | null;
  ship_type: string | null;
  /** Row 1: red flags (must be zero). */
  red_flags: DashboardTile[];
  /** Row 2: due soon. */
  due_soon: DashboardTile[];
  /** Row 3: my to-dos (overdue, today, this week, open). */
  my_todos: DashboardTile[];
  /** Row 3's charts (NCR ageing, PSC deficiencies per inspection, Pareto...), in the areas' order. */
  charts: DashboardChart[];
  /** The fleet: the filters' choices and the ships' list. Absent while the fleet module does not run. */
  fleet?: DashboardFleet;
}

/**
 * The fleet on the dashboard (DOMAIN.md §5, "Fleet map/list"): what the fleet-group and ship-type filters
 * offer (the groups and types of the ships the caller sees, whatever is chosen), and each ship the
 * filters match with its status, next port and superintendents.
 */
export interface DashboardFleet {
  fleet_groups: Array<{ id: string; name: string }>;
  /** Ship type codes with their names in the caller's language. */
  ship_types: Array<{ code: string; name: string }>;
  /** The ships matching the filters, by name; null when the caller may not read the ship list. */
  ships: DashboardShip[] | null;
}

export interface DashboardShip {
  id: string;
  name_en: string;
  name_zh: string;
  ship_type: string;
  /** The type's name in the caller's language (the code when the dictionary no longer holds it). */
  ship_type_name: string;
  status: ShipStatus;
  fleet_group_id: string | null;
  fleet_group_name: string;
  /** A port's name or UN/LOCODE ('' when not recorded). */
  next_port: string;
  next_port_eta: IsoDate | null;
  /** The superintendents' names ('' when none is named). */
  tech_superintendent: string;
  marine_superintendent: string;
}

/**
 * A chart of row 3 (DOMAIN.md §5): data only; the web draws it with ECharts. Its title is the web's
 * `dashboard.charts.{key}`; categories and series names arrive in the caller's language.
 */
export interface DashboardChart {
  /** `{area}.{chart}`, e.g. `ncr.ageing`. */
  key: string;
  /**
   * `stacked_bar`: series stacked per category; `bar`: series side by side (a percentage per ship), with
   * `target` drawn as a line across; `line`: one line per series; `pareto`: bars sorted high to low plus
   * the cumulative % line; `heatmap`: a matrix of states (drills per ship × drill type), `categories`
   * along and `rows` down, each cell one of `states` (`series` then empty).
   */
  kind: 'stacked_bar' | 'bar' | 'line' | 'pareto' | 'heatmap';
  categories: string[];
  series: Array<{ key: string; name: string; data: number[]; level?: TileLevel }>;
  /** The list behind the chart (a click opens it). */
  link?: TileLink;
  /** A `bar` chart's target (PMS compliance: 98), drawn as a line; values are then percentages. */
  target?: number;
  /** A `heatmap`'s rows (ships), down the side; `categories` run along the top (drill types). */
  rows?: string[];
  /**
   * A `heatmap`'s states in the legend's order, each in its level's colour (no level: a neutral grey, e.g.
   * a drill never done yet). Names arrive in the caller's language.
   */
  states?: Array<{ key: string; name: string; level?: TileLevel }>;
  /** A `heatmap`'s cells: `x` indexes `categories`, `y` indexes `rows`, `state` is a key of `states`; a cell may open its own list. */
  cells?: HeatmapCell[];
}

/** One cell of a `heatmap` chart: a row × category in one state, with what it says and the list behind it. */
export interface HeatmapCell {
  x: number;
  y: number;
  state: string;
  /** A short note shown on hover, e.g. the next due date. */
  note?: string;
  link?: TileLink;
}

/** Query of GET /admin/dashboard/overview. */
export interface DashboardQuery {
  /** A fleet group (department id): only its ships. */
  fleet_group_id?: string;
  /** A ship type (dictionary `ship_type` code): only ships of that type. */
  ship_type?: string;
  ship_id?: string;
  /** The date to judge by (default today). */
  as_of?: IsoDate;
}

/** A tile's link query for one filter: `{ 'search.field': 'operator:value' }`. */
export function tileFilter(field: string, operator: string, value: string): Record<string, string> {
  return { [`search.${field}`]: `${operator}:${value}` };
}
