import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, Code, refreshTokenAnswer, refreshTokenBody } from '@vessel/contract';
import { ApiError, success } from '../../platform/envelope.js';
import type { ModuleContext, ModuleManifest } from '../../platform/module.js';
import { answers } from '../../platform/openapi.js';

/** Calls shared by both sides (spec §7 "Common"). */
function commonRoutes(app: FastifyInstance, { tokens, settings }: ModuleContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(API.refreshToken, {
    config: { auth: 'public' },
    schema: { tags: ['common'], summary: 'Exchange a refresh token for a new access token', body: refreshTokenBody, response: answers(refreshTokenAnswer) },
    handler: async (request) => {
      const lifetimes = {
        admin: { access: await settings.number('admin_token_ttl'), refresh: await settings.number('admin_refresh_token_ttl') },
        user: { access: await settings.number('user_token_ttl'), refresh: await settings.number('user_refresh_token_ttl') },
      };
      const result = await tokens.refresh(request.body.refresh_token, (side) => lifetimes[side]);
      if (!result.ok) {
        request.log.info({ reason: result.reason }, 'refresh refused');
        throw new ApiError('auth.refreshFailed', { code: Code.unauthorized });
      }
      return success(request, {
        type: result.side === 'admin' ? ('admin-refresh' as const) : ('user-refresh' as const),
        token: result.token,
        ...(result.refreshToken ? { refreshToken: result.refreshToken } : {}),
      });
    },
  });
}

export const manifest: ModuleManifest = { name: 'common', version: '1.0.0', core: true, title: { 'zh-cn': '公共接口', en: 'Common' }, routes: commonRoutes };
