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
