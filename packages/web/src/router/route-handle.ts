import type { UIMatch } from 'react-router';

/** What every route declares: its name (also what the server may redirect to) and its title. */
export interface RouteHandle {
  name: string;
  /** A page-title key ('pageTitle.…') or a literal title. */
  title?: string;
  /** The page opens as an admin tab (spec §4). Pages of the menu are tabs anyway. */
  addtab?: boolean;
  /** As a tab, the page keeps its state while another tab is shown. */
  keepalive?: boolean;
  /** A menu icon name for its tab. */
  icon?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return !!value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string';
}

/** The handle of the deepest matched route that has one. */
export function deepestHandle(matches: readonly UIMatch[]): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
