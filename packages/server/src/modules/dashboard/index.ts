import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isoDateSchema } from '@vessel/contract';
import { success } from '../../platform/envelope.js';
import type { ModuleContext, ModuleManifest } from '../../platform/module.js';
import { answers } from '../../platform/openapi.js';
import { MENUS } from './menus.js';
import { type ShipFieldAt } from './narrow.js';
import { dashboardOverview } from './overview.js';

/** A ship type's code as the ship table holds it (varchar(30)); the dictionary's characters. */
const SHIP_TYPE_MAX = 30;

export const dashboardQuery = z.strictObject({
  fleet_group_id: z.string().uuid({ error: 'dashboard.fleetGroupInvalid' }).optional(),
  // The length first: a long value is refused before any pattern reads it.
  ship_type: z
    .string()
    .max(SHIP_TYPE_MAX, { error: 'dashboard.shipTypeTooLong', abort: true })
    .regex(/^[A-Za-z0-9_.-]+$/, { error: 'dashboard.shipTypeInvalid' })
    .optional(),
  ship_id: z.string().uuid({ error: 'validate.invalid' }).optional(),
  as_of: isoDateSchema.optional(),
});

/** The `ship_id` field of the resource whose list page is `path` (`/admin/cert/certificate`), if any. */
function shipFieldAt(context: ModuleContext): ShipFieldAt {
  return (path) => {
    const at = path.replace(/^\/admin\//, '');
    for (const binding of context.resources.values()) if (binding.def.path === at) return binding.def.fields.find((field) => field.name === 'ship_id');
    return undefined;
  };
}

function dashboardRoutes(app: FastifyInstance, context: ModuleContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/admin/dashboard/overview', {
    config: { auth: 'admin', right: 'dashboard/index' },
    schema: { tags: ['dashboard'], summary: 'The morning dashboard: red flags, due soon, my to-dos, charts and the fleet (within data scope, narrowed by fleet group, ship type and ship)', querystring: dashboardQuery, response: answers(z.unknown()) },
    handler: async (request) => {
      const storedFor = await context.alerts.today();
      const today = request.query.as_of ?? storedFor;
      // Every enabled module's tiles, in the order the modules run (certificates, crew, to-dos).
      const areas = context.registry.manifests().map((manifest) => manifest.name);
      const { query } = request;
      return success(
        request,
        await dashboardOverview(context.db, request.access!, {
          areas,
          today,
          storedFor,
          shipId: query.ship_id ?? null,
          fleetGroupId: query.fleet_group_id ?? null,
          shipType: query.ship_type ?? null,
          lang: request.lang,
          shipFieldAt: shipFieldAt(context),
        }),
      );
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
