import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isoDateSchema } from '@vessel/contract';
import { success } from '../../platform/envelope.js';
import type { ModuleContext, ModuleManifest } from '../../platform/module.js';
import { answers } from '../../platform/openapi.js';
import { MENUS } from './menus.js';
import { dashboardOverview } from './overview.js';

export const dashboardQuery = z.strictObject({
  ship_id: z.string().uuid({ error: 'validate.invalid' }).optional(),
  as_of: isoDateSchema.optional(),
});

function dashboardRoutes(app: FastifyInstance, context: ModuleContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/admin/dashboard/overview', {
    config: { auth: 'admin', right: 'dashboard/index' },
    schema: { tags: ['dashboard'], summary: 'The morning dashboard: red flags, due soon, my to-dos (within data scope)', querystring: dashboardQuery, response: answers(z.unknown()) },
    handler: async (request) => {
      const storedFor = await context.alerts.today();
      const today = request.query.as_of ?? storedFor;
      // Every enabled module's tiles, in the order the modules run (certificates, crew, to-dos).
      const areas = context.registry.manifests().map((manifest) => manifest.name);
      return success(request, await dashboardOverview(context.db, request.access!, { areas, today, storedFor, shipId: request.query.ship_id ?? null, lang: request.lang }));
    },
  });
}

/** The morning dashboard (`GET /admin/dashboard/overview`): the tiles every enabled area provides. */
export const manifest: ModuleManifest = {
  name: 'dashboard',
  version: '1.0.0',
  core: true,
  title: { 'zh-cn': '控制台', en: 'Dashboard' },
  menus: MENUS,
  routes: dashboardRoutes,
};
