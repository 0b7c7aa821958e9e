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
  /**
   * A route that draws many pages (the catch-all resource page) names and titles each by its params:
   * what this answers replaces `name` and `title` for the matched location.
   */
  byParams?(params: Readonly<Record<string, string | undefined>>): Pick<RouteHandle, 'name' | 'title'>;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return !!value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string';
}

/** Resolved handles by route handle and params, so that one location keeps one handle object (hooks compare it). */
const resolved = new WeakMap<RouteHandle, Map<string, RouteHandle>>();

function resolveHandle(handle: RouteHandle, params: UIMatch['params']): RouteHandle {
  if (!handle.byParams) return handle;
  const key = JSON.stringify(params);
  let byKey = resolved.get(handle);
  if (!byKey) resolved.set(handle, (byKey = new Map()));
  let out = byKey.get(key);
  if (!out) byKey.set(key, (out = { ...handle, ...handle.byParams(params) }));
  return out;
}

/** The handle of the deepest matched route that has one, named and titled for its params. */
export function deepestHandle(matches: readonly UIMatch[]): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    if (match && isRouteHandle(match.handle)) return resolveHandle(match.handle, match.params);
  }
  return undefined;
}
