import { ROUTES } from '@vessel/contract';

import type { LoginNamespace } from './login-words';

export type LightLogin = 'admin' | 'user';

/** The namespaces of words each light page reads (main.tsx loads them beside the page's chunk). */
export const LIGHT_NAMESPACES: Record<LightLogin, readonly LoginNamespace[]> = { admin: ['common'], user: ['frontend', 'common'] };

/**
 * Whether a page load opens on a login page the light way (no antd, no router: issue 21), and which.
 * The same cases the router's guards would end on the login page: `/` and `/admin/login` without an
 * administrator's session, `/user/login` without a member; the registration tab needs the app's forms,
 * so it loads the app.
 */
export function lightLoginOf(
  location: { pathname: string; search: string },
  session: { adminToken: string; memberLoggedIn: boolean },
): { page: LightLogin; path: string } | null {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  if ((path === '/' || path === ROUTES.adminLogin) && !session.adminToken) return { page: 'admin', path: ROUTES.adminLogin };
  if (path === ROUTES.userLogin && !session.memberLoggedIn && new URLSearchParams(location.search).get('tab') !== 'register') {
    return { page: 'user', path: ROUTES.userLogin };
  }
  return null;
}
