import type { IsoDate } from './iso-date.js';

/**
 * The morning dashboard (DOMAIN.md §5): `GET /admin/dashboard/overview?ship_id=&as_of=` (right
 * dashboard/index; every number within the caller's data scope). Each tile is a count and the filtered
 * list it stands for, so a click opens exactly the records counted.
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
}

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
  /** Row 1: red flags (must be zero). */
  red_flags: DashboardTile[];
  /** Row 2: due soon. */
  due_soon: DashboardTile[];
  /** Row 3: my to-dos (overdue, today, this week, open). */
  my_todos: DashboardTile[];
  /** Row 3's charts (NCR ageing, PSC deficiencies per inspection, Pareto...), in the areas' order. */
  charts: DashboardChart[];
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
  ship_id?: string;
  /** The date to judge by (default today). */
  as_of?: IsoDate;
}

/** A tile's link query for one filter: `{ 'search.field': 'operator:value' }`. */
export function tileFilter(field: string, operator: string, value: string): Record<string, string> {
  return { [`search.${field}`]: `${operator}:${value}` };
}
