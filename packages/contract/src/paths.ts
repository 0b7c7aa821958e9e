/** API paths fixed by spec §7 and CONTRACT.md, used by both the client and the server. */
export const API = {
  adminLogin: '/account/login_admin/',
  adminIndex: '/admin/index/index',
  adminLogout: '/admin/index/logout',
  /** The registered resources the caller may list, with their declarations (schemas/resource-definitions.ts). */
  resourceDefinitions: '/admin/resource/definitions',
  refreshToken: '/api/common/refreshToken',
  health: '/health',
  clientConfig: '/client-config.js',
} as const;

/** Browser routes fixed by spec §2. */
export const ROUTES = {
  root: '/',
  adminLogin: '/admin/login',
  userLogin: '/user/login',
  notFound: '/404',
  noPermission: '/401',
  admin: '/admin',
  adminBackend: '/admin/backend',
  adminLoading: '/admin/loading',
  user: '/user',
  userLoading: '/user/loading',
} as const;

/** Route names the server may redirect to (spec §2: "a redirect code carrying a route name"). */
export const ROUTE_NAMES = { adminLogin: 'adminLogin', userLogin: 'userLogin' } as const;

/**
 * The area of a location (spec §2): a path starting with /admin, or a hash starting with #/admin,
 * is the admin area; anything else is the member area.
 */
export function areaOf(pathname: string, hash = ''): 'admin' | 'user' {
  // '/admin' must end there or go on with '/' or a query ('#/admin?redirect=...' in a hash route);
  // '/administrator' is not the admin area.
  return /^\/admin([/?]|$)/.test(pathname) || /^#\/admin([/?]|$)/.test(hash) ? 'admin' : 'user';
}
