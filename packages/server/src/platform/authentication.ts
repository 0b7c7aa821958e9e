import fp from 'fastify-plugin';
import { Code } from '@vessel/contract';
import { admin, type AdminRow } from './identity/tables.js';
import { member, type MemberRow } from './identity/member-tables.js';
import { ApiError } from './envelope.js';
import type { TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: an administrator, a member, or anyone (signed). Every route says. */
    auth?: 'admin' | 'user' | 'public';
  }
  interface FastifyRequest {
    /** The administrator of an `auth: 'admin'` route, with the token family of this session. */
    admin: { row: AdminRow; familyId: string } | null;
    /** The member of an `auth: 'user'` route, with the token family of this session. */
    member: { row: MemberRow; familyId: string } | null;
  }
}

/** `Authorization: Token {token}` (spec §7). */
export function adminTokenOf(authorization: string | undefined): string | null {
  const match = /^Token\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

const notLoggedIn = () => new ApiError('auth.notLoggedIn', { code: Code.unauthorized });

/**
 * Resolves the caller of every route that asks for one, before the body is validated: a caller
 * without a valid session learns that first (401, or 409 when only the access token has expired).
 */
export const authenticationPlugin = fp<{ tokens: TokenService }>(async (app, { tokens }) => {
  app.decorateRequest('admin', null);
  app.decorateRequest('member', null);

  /** The same rules for both sides: no token 401, expired 409, revoked or unknown 401, disabled 401. */
  async function resolve<T extends { status: string }>(side: 'admin' | 'user', token: string | null, table: typeof admin | typeof member) {
    if (!token) throw notLoggedIn();
    const check = await tokens.checkAccess(side, token, table);
    if (!check.ok) {
      if (check.reason === 'expired') throw new ApiError('auth.tokenExpired', { code: Code.tokenExpired });
      throw new ApiError('auth.tokenInvalid', { code: Code.unauthorized });
    }
    const subject = check.subject as unknown as T;
    if (subject.status !== 'enable') throw new ApiError('auth.tokenInvalid', { code: Code.unauthorized });
    return { row: subject, familyId: check.familyId };
  }

  app.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (auth === 'admin') request.admin = await resolve<AdminRow>('admin', adminTokenOf(request.headers.authorization), admin);
    else if (auth === 'user') request.member = await resolve<MemberRow>('user', memberTokenOf(request.headers['ba-user-token']), member);
  });
});

/** `ba-user-token: {token}` (spec §7). */
export function memberTokenOf(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value : null;
}
