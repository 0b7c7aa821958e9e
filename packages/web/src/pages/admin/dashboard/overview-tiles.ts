/**
 * The morning dashboard's tiles (DOMAIN.md §5) as the page draws them: each number's link (the filtered
 * list it counts, in the URL form the resource kit's table state reads), its tone, its label key. Pure.
 */
import type { DashboardTile, TileLevel, TileLink } from '@vessel/contract';

/** The rows of GET /admin/dashboard/overview. */
export type TileRow = 'red_flags' | 'due_soon' | 'my_todos';

/** The page and query a tile's number opens: `/admin/cert/certificate?search.status=IN%3Aexpired`. */
export function tileHref(link: TileLink): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(link.query)) query.set(key, value);
  const text = query.toString();
  const path = link.path.startsWith('/') ? link.path : `/${link.path}`;
  return text ? `${path}?${text}` : path;
}

/** How a number is drawn: red, amber, blue, green (a must-be-zero tile at zero) or plain (nothing due). */
export type TileTone = 'critical' | 'warning' | 'info' | 'ok' | 'quiet';

const LEVEL_TONE: Readonly<Record<TileLevel, TileTone>> = { critical: 'critical', warn: 'warning', info: 'info', ok: 'quiet' };

/**
 * A red flag must be zero: any other count is red, whatever level came with it, and zero is green.
 * Elsewhere the server's level decides; a zero is plain (nothing due is no news).
 */
export function tileTone(tile: Pick<DashboardTile, 'count' | 'level'>, row: TileRow): TileTone {
  if (row === 'red_flags') return tile.count > 0 ? 'critical' : 'ok';
  if (tile.count === 0) return 'quiet';
  return LEVEL_TONE[tile.level] ?? 'info';
}

/** The tile's label in the backend namespace (`dashboard.tiles.cert.expired`). */
export function tileLabelKey(key: string): string {
  return `dashboard.tiles.${key}`;
}

/** The same tile's hint (what it counts), shown as the number's tooltip. */
export function tileHintKey(key: string): string {
  return `dashboard.tileHints.${key.replace(/\d+$/, '')}`;
}

/** Tiles of the due-soon row that are one measure over 30/60/90 days ('cert.expiring30'…) share a card. */
export function groupTiles(tiles: readonly DashboardTile[]): Array<{ key: string; tiles: DashboardTile[] }> {
  const groups: Array<{ key: string; tiles: DashboardTile[] }> = [];
  for (const tile of tiles) {
    const base = tile.key.replace(/\d+$/, '');
    const held = base !== tile.key ? groups.find((group) => group.key === base) : undefined;
    if (held) held.tiles.push(tile);
    else groups.push({ key: base !== tile.key ? base : tile.key, tiles: [tile] });
  }
  return groups;
}

/** The horizon of a grouped tile ('cert.expiring30' → 30), or null for a plain one. */
export function tileHorizon(key: string): number | null {
  const match = /(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}
