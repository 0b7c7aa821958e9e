import { SHIP_IDS_MAX, type DashboardChart, type FieldDef, type TileLink } from '@vessel/contract';
import type { AdminAccess } from '../../platform/authorization.js';

/**
 * The dashboard's fleet-group and ship-type filters, applied once for every area: each area already
 * counts within `access.visibility` (and an optional ship), so the dashboard hands every area a scope
 * narrowed to the departments of the ships the filters match, and narrows each tile's link to those ships
 * so that a number still opens the list of what it counts.
 */

/** No administrator's id: the narrowed scope's `self`, so that the caller's own records elsewhere stay out. */
export const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * The caller's access with its data scope narrowed to `departmentIds` (the matched ships' departments):
 * never wider than it was (a scoped administrator keeps only what they saw already), and without the
 * caller's own records outside those departments. Rights are unchanged.
 */
export function narrowedAccess(access: AdminAccess, departmentIds: readonly string[]): AdminAccess {
  const seen = access.visibility.kind === 'all' ? null : new Set(access.visibility.departmentIds);
  const within = [...new Set(departmentIds)].filter((id) => !seen || seen.has(id));
  return { ...access, visibility: { kind: 'scoped', departmentIds: within, self: NOBODY } };
}

/** The `ship_id` field of the list a link opens, when that list can filter by several ships. */
export type ShipFieldAt = (path: string) => FieldDef | undefined;

const SHIP_FILTER = 'search.ship_id';

/**
 * A link narrowed to the matched ships: a list of the resource kit (its query speaks `search.*`) whose
 * `ship_id` takes `IN` gets `ship_id IN (the ships)`, or keeps its own ship when that one is among them
 * (else none: the tile counts nothing). A page with plain parameters that takes several ships through one
 * (`link.shipsParam`) is narrowed through that one the same way. Other links (pages with one ship at most,
 * lists without a ship, links that name their records by id) are left as they are.
 */
export function narrowedLink(link: TileLink, shipIds: readonly string[], shipFieldAt: ShipFieldAt): TileLink {
  if (link.shipsParam) return narrowedPage(link, link.shipsParam, shipIds);
  if (!Object.keys(link.query).some((name) => name.startsWith('search.'))) return link;
  // A link that names its records one by one (`search.id`) already lists exactly what its tile counted.
  if (link.query['search.id'] !== undefined) return link;
  const field = shipFieldAt(link.path);
  if (!field?.search?.includes('IN')) return link;
  const matched = new Set(shipIds);
  const current = link.query[SHIP_FILTER];
  let ships: string[];
  if (current === undefined) ships = [...matched];
  else {
    const [operator, ...rest] = current.split(':');
    if (operator !== 'eq' && operator !== 'IN') return link;
    const named = rest.join(':').split(',').filter(Boolean);
    ships = named.filter((id) => matched.has(id));
    if (ships.length === named.length) return link;
  }
  // An empty IN would be no filter at all: a list of nothing names no ship.
  return { ...link, query: { ...link.query, [SHIP_FILTER]: `IN:${ships.length ? ships.join(',') : NOBODY}` } };
}

/**
 * A page's link narrowed through its ships parameter (`ship_ids=a,b`): the matched ships, or those of its
 * own that are matched; a link to one ship (`ship_id`) kept when that ship is matched, else given no ship.
 * Past SHIP_IDS_MAX ships the parameter would not be taken, and the link is left as it is.
 */
function narrowedPage(link: TileLink, param: string, shipIds: readonly string[]): TileLink {
  const matched = new Set(shipIds);
  const own = link.query.ship_id;
  if (own !== undefined) return matched.has(own) ? link : { ...link, query: { ...link.query, [param]: NOBODY } };
  const named = link.query[param]?.split(',').filter(Boolean);
  const ships = named ? named.filter((id) => matched.has(id)) : [...matched];
  if (named && ships.length === named.length) return link;
  if (ships.length > SHIP_IDS_MAX) return link;
  return { ...link, query: { ...link.query, [param]: ships.length ? ships.join(',') : NOBODY } };
}

/** A chart's link and its cells' links narrowed the same way. */
export function narrowedChart(chart: DashboardChart, shipIds: readonly string[], shipFieldAt: ShipFieldAt): DashboardChart {
  return {
    ...chart,
    ...(chart.link ? { link: narrowedLink(chart.link, shipIds, shipFieldAt) } : {}),
    ...(chart.cells ? { cells: chart.cells.map((cell) => (cell.link ? { ...cell, link: narrowedLink(cell.link, shipIds, shipFieldAt) } : cell)) } : {}),
  };
}
