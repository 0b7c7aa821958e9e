import { ROUTES, ROUTE_NAMES } from '@vessel/contract';
import type { Area } from '../area';

/**
 * Route name → path, for the routes the server may name in a redirect (spec §2) and those the app
 * names itself. A route's name is also the key of its page title.
 */
export const ROUTE_PATHS = {
  [ROUTE_NAMES.adminLogin]: ROUTES.adminLogin,
  [ROUTE_NAMES.userLogin]: ROUTES.userLogin,
  home: ROUTES.root,
  admin: ROUTES.admin,
  adminBackend: ROUTES.adminBackend,
  dashboard: '/admin/dashboard',
  adminMainLoading: ROUTES.adminLoading,
  user: ROUTES.user,
  userMainLoading: ROUTES.userLoading,
  notFound: ROUTES.notFound,
  noPower: ROUTES.noPermission,
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

export function routePathOfName(name: string): string | null {
  return Object.prototype.hasOwnProperty.call(ROUTE_PATHS, name) ? ROUTE_PATHS[name as RouteName] : null;
}

/** The login route of an area: where a lost session ends up. */
export function loginPathOf(area: Area): string {
  return area === 'admin' ? ROUTE_PATHS.adminLogin : ROUTE_PATHS.userLogin;
}

/** Only paths inside this app: never another origin (`//host`, `https:`) from a server answer. */
export function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Where a redirect answer (code 302) points: `routePath` first, else the path of `routeName`. */
export function redirectTarget(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const { routePath, routeName } = data as { routePath?: unknown; routeName?: unknown };
  if (typeof routePath === 'string' && isAppPath(routePath)) return routePath;
  if (typeof routeName === 'string') return routePathOfName(routeName);
  return null;
}
