import fp from 'fastify-plugin';
import { Code } from '@vessel/contract';
import { admin, type AdminRow } from '../modules/auth/tables.js';
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
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.auth !== 'admin') return;
    const token = adminTokenOf(request.headers.authorization);
    if (!token) throw notLoggedIn();
    const check = await tokens.checkAccess('admin', token, admin);
    if (!check.ok) {
      if (check.reason === 'expired') throw new ApiError('auth.tokenExpired', { code: Code.tokenExpired });
      throw new ApiError('auth.tokenInvalid', { code: Code.unauthorized });
    }
    if (check.subject.status !== 'enable') throw new ApiError('auth.tokenInvalid', { code: Code.unauthorized });
    request.admin = { row: check.subject, familyId: check.familyId };
  });
});
