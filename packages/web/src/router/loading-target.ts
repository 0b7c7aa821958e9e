/**
 * The `to` parameter of the loading routes (spec §2): an unmatched path under /admin or /user is sent
 * to its area's loading route carrying `{"path": ..., "query": {...}}` as URL-encoded JSON, and the
 * loading route goes there once the session's data is in.
 */
import { ROUTES, areaOf } from '@vessel/contract';
import type { Area } from '../area';
import { isAppPath } from './route-names';

export type Query = Record<string, string | string[]>;

export interface LoadingTarget {
  path: string;
  query: Query;
}

const LOADING_ROUTE: Record<Area, string> = { admin: ROUTES.adminLoading, user: ROUTES.userLoading };

export function queryFromSearch(search: string): Query {
  const query: Query = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const held = query[key];
    query[key] = held === undefined ? value : Array.isArray(held) ? [...held, value] : [held, value];
  }
  return query;
}

export function searchFromQuery(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function encodeLoadingTarget(target: LoadingTarget): string {
  return encodeURIComponent(JSON.stringify(target));
}

/** The loading route of an area, carrying where to go afterwards. */
export function loadingPath(area: Area, target?: LoadingTarget): string {
  return target ? `${LOADING_ROUTE[area]}/${encodeLoadingTarget(target)}` : LOADING_ROUTE[area];
}

/**
 * The `to` segment of a loading route's pathname, still URL-encoded. Read from the pathname rather
 * than the router's params: the router turns every encoded '/' of a param into '/', which would
 * corrupt a target whose own path carries one (an embedded page's URL).
 */
export function loadingParamFromPathname(pathname: string, area: Area): string | undefined {
  const prefix = `${LOADING_ROUTE[area]}/`;
  if (!pathname.toLowerCase().startsWith(prefix.toLowerCase())) return undefined;
  return pathname.slice(prefix.length).replace(/\/+$/, '') || undefined;
}

function isLoadingPath(path: string): boolean {
  return Object.values(LOADING_ROUTE).some((base) => path === base || path.startsWith(`${base}/`));
}

function isQuery(value: unknown): value is Query {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(
    (item) => typeof item === 'string' || (Array.isArray(item) && item.every((part) => typeof part === 'string')),
  );
}

/**
 * Reads a `to` parameter (already decoded by the router, or still URL-encoded). Only a path of the
 * same area inside this app is accepted, never the loading route itself: anything else is null.
 */
export function decodeLoadingTarget(param: string | undefined, area: Area): LoadingTarget | null {
  if (!param) return null;
  let parsed: unknown;
  for (const text of [param, safeDecode(param)]) {
    if (text === null) continue;
    try {
      parsed = JSON.parse(text);
      break;
    } catch {
      parsed = undefined;
    }
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { path, query } = parsed as { path?: unknown; query?: unknown };
  if (typeof path !== 'string' || !isAppPath(path) || areaOf(path) !== area || isLoadingPath(path)) return null;
  return { path, query: isQuery(query) ? query : {} };
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export function targetHref(target: LoadingTarget): string {
  return `${target.path}${searchFromQuery(target.query)}`;
}

/**
 * Where an unmatched path goes (spec §2): under /admin or /user, to that area's loading route with the
 * original path and query; anywhere else, to the not-found page. Once the area's index is loaded the
 * loading route has nothing left to learn (every page is a route of the table), so the path is not a
 * page: it goes to the not-found page at once. That is also what ends the loading route's round trip
 * for an unknown target, without the loading pages reading the route table that loads them.
 */
export function unmatchedRedirect(pathname: string, search: string, indexLoaded: (area: Area) => boolean = () => false): string {
  const target = { path: pathname, query: queryFromSearch(search) };
  const area: Area | null = /^\/admin(\/|$)/i.test(pathname) ? 'admin' : /^\/user(\/|$)/i.test(pathname) ? 'user' : null;
  if (!area || indexLoaded(area)) return ROUTES.notFound;
  return loadingPath(area, target);
}
