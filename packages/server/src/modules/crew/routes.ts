import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { addMonths, daysBetween, idQuery, seafarerResource, timelineQuery, trackingQuery, type SeafarerDetailAnswer } from '@vessel/contract';
import type { Row } from '../../platform/resource/define.js';
import { ApiError, fieldError, success } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { answers } from '../../platform/openapi.js';
import { scopeCondition } from '../../platform/resource/register.js';
import { service } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';
import { seafarerBinding } from './resources.js';
import { seafarer } from './tables.js';
import { timeline } from './timeline.js';
import { tracking } from './tracking.js';

const READ = ['crew/assignment/index', 'crew/assignment'];

/** The crew tracking page's two reads: every seafarer's standing, and one ship's crew over time. */
export function crewRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const today = () => context.alerts.today();

  api.get('/admin/crew.Assignment/tracking', {
    config: { auth: 'admin', right: READ },
    schema: { tags: ['crew'], summary: 'Crew tracking: every seafarer with status, ship, rank, days on board, contract end, relief planned', querystring: trackingQuery, response: answers(z.unknown()) },
    handler: async (request) => {
      const scope = scopeCondition(seafarerBinding, request.access!);
      return success(request, await tracking(context.db, request.query, scope, await today()));
    },
  });

  api.get('/admin/crew.Seafarer/detail', {
    config: { auth: 'admin', right: ['crew/seafarer/index', 'crew/seafarer/edit'] },
    schema: { tags: ['crew'], summary: 'A seafarer as the list presents them, with their standing (the tracking row)', querystring: idQuery, response: answers(z.unknown()) },
    handler: async (request) => {
      const scope = scopeCondition(seafarerBinding, request.access!);
      const [row] = await context.db.select().from(seafarer).where(and(eq(seafarer.id, request.query.id), scope));
      if (!row) throw new ApiError('record.notFound', { status: 404 });
      const columns = ['id', ...seafarerResource.fields.filter((f) => !f.writeOnly).map((f) => f.name), 'updated_at'];
      const picked = Object.fromEntries(columns.map((name) => [name, (row as Record<string, unknown>)[name] ?? null])) as Row;
      const [presented] = await seafarerBinding.present!([picked], context.db);
      const standing = await tracking(context.db, { page: 1, limit: 1 }, scope, await today(), row.id);
      const answer: SeafarerDetailAnswer = { seafarer: presented as SeafarerDetailAnswer['seafarer'], standing: standing.list[0] ?? null };
      return success(request, answer);
    },
  });

  api.get('/admin/crew.Assignment/timeline', {
    config: { auth: 'admin', right: READ },
    schema: { tags: ['crew'], summary: 'One ship: ranks × time with periods, gaps and overlaps against safe manning', querystring: timelineQuery, response: answers(z.unknown()) },
    handler: async (request) => {
      const { ship_id, from, to } = request.query;
      if (to < from || daysBetween(from, to) > daysBetween(from, addMonths(from, 24))) throw fieldError('to', 'crew.timelineRange');
      const target = await service(SHIP_DIRECTORY).visibleTo(context.db, ship_id, request.access!);
      if (!target) throw new ApiError('record.notFound', { status: 404 });
      return success(request, await timeline(context.db, target, from, to, await today()));
    },
  });
}
