import { API } from '@vessel/contract';

export const ADMIN_TOKEN_HEADER = 'authorization';
export const USER_TOKEN_HEADER = 'ba-user-token';

export interface HeldTokens {
  admin: string;
  user: string;
}

/** The path of a request URL, without origin, query, hash or trailing slash. */
export function requestPath(url: string): string {
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  return withoutOrigin.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
}

export function isAdminLoginPath(url: string): boolean {
  return requestPath(url) === requestPath(API.adminLogin);
}

/**
 * Token headers of spec §7: the admin token as `Authorization: Token …`, the member token as
 * `ba-user-token`; on the admin login path only `ba-user-token`, so that a stale admin token can never
 * get in the way of logging in again.
 */
export function tokenHeaders(url: string, tokens: HeldTokens): Record<string, string> {
  const headers: Record<string, string> = {};
  if (tokens.admin && !isAdminLoginPath(url)) headers[ADMIN_TOKEN_HEADER] = `Token ${tokens.admin}`;
  if (tokens.user) headers[USER_TOKEN_HEADER] = tokens.user;
  return headers;
}
