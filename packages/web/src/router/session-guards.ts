/**
 * Route guards as pure decisions, so that they are tested without a router; the loaders in routes.ts
 * read the stores and apply them.
 */
import { ROUTES } from '@vessel/contract';
import { loadingPath, queryFromSearch } from './loading-target';

export interface AdminSession {
  token: string;
  /** GET /admin/index/index answered during this page load. */
  indexLoaded: boolean;
}

/**
 * Entering the admin shell needs an admin token (else the login page), and the session's menus and
 * rights: without them this page load goes through the loading route first and then comes back.
 */
export function adminShellRedirect(session: AdminSession, pathname: string, search: string): string | null {
  if (!session.token) return ROUTES.adminLogin;
  if (!session.indexLoaded) return loadingPath('admin', { path: pathname, query: queryFromSearch(search) });
  return null;
}

/** The login page with a session already open goes to the admin shell. */
export function adminLoginRedirect(session: Pick<AdminSession, 'token'>): string | null {
  return session.token ? ROUTES.admin : null;
}

export interface MemberSession {
  /** Both id and token are set (spec §4). */
  loggedIn: boolean;
  /** GET /api/user/index answered during this page load. */
  indexLoaded: boolean;
}

/**
 * Entering the member shell needs a member session (else the member login), and the member centre's
 * menu: without it this page load goes through the member loading route first and then comes back.
 * `/user` itself goes to the loading route (spec §2), which opens the first page of the menu.
 */
export function memberShellRedirect(session: MemberSession, pathname: string, search: string): string | null {
  if (!session.loggedIn) return ROUTES.userLogin;
  if (/^\/user\/?$/i.test(pathname)) return ROUTES.userLoading;
  if (!session.indexLoaded) return loadingPath('user', { path: pathname, query: queryFromSearch(search) });
  return null;
}

/** The member login page with a member session open goes to the member centre. */
export function memberLoginRedirect(session: Pick<MemberSession, 'loggedIn'>): string | null {
  return session.loggedIn ? ROUTES.userLoading : null;
}

/**
 * A member centre page opened by URL needs its page in the member's menu (the member's group holds its
 * rule), else the no-permission page; before the menu is in, the shell's loader decides.
 */
export function memberPageRedirect(session: { indexLoaded: boolean; pages: readonly string[] }, right: string): string | null {
  if (!session.indexLoaded) return null;
  return session.pages.includes(right) ? null : ROUTES.noPermission;
}
