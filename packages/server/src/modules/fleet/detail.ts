import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { alertResource, idQuery, titleText, type ShipDetailAnswer } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { ApiError, success } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { answers } from '../../platform/openapi.js';
import { orderBy } from '../../platform/resource/list-filter.js';
import { scopeCondition } from '../../platform/resource/register.js';
import { alert } from '../../platform/alert/tables.js';
import { service } from '../../platform/services.js';
import { SHIP_CERTIFICATES } from '../cert/api.js';
import { CREW_SHIPS } from '../crew/api.js';
import { todo } from '../../platform/todo/tables.js';
import { shipBinding } from './resources.js';
import { ship, shipNameHistory, shipStatusLog } from './tables.js';

/** `GET /admin/fleet.Ship/detail?id=`: the ship page in one answer. */
export function shipDetailRoute(app: FastifyInstance, context: ModuleContext): void {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().get('/admin/fleet.Ship/detail', {
    config: { auth: 'admin', right: ['fleet/ship/index', 'fleet/ship/edit'] },
    schema: { tags: ['fleet'], summary: 'A ship with its status history, certificates, crew on board, manning and open items', querystring: idQuery, response: answers(z.unknown()) },
    handler: async (request) => {
      const [row] = await db
        .select()
        .from(ship)
        .where(and(eq(ship.id, request.query.id), scopeCondition(shipBinding, request.access!)));
      if (!row) throw new ApiError('record.notFound', { status: 404 });
      const today = await context.alerts.today();
      const [presented] = await shipBinding.present!([row as never], db);
      const [statusLog, names, certificates, crew, todos, alerts] = await Promise.all([
        db.select().from(shipStatusLog).where(eq(shipStatusLog.ship_id, row.id)).orderBy(desc(shipStatusLog.changed_on), desc(shipStatusLog.created_at)),
        db.select().from(shipNameHistory).where(eq(shipNameHistory.ship_id, row.id)).orderBy(desc(shipNameHistory.until)),
        service(SHIP_CERTIFICATES).ofShip(db, row.id),
        service(CREW_SHIPS).ofShip(db, row.id, today),
        db
          .select()
          .from(todo)
          .where(and(eq(todo.ship_id, row.id), inArray(todo.status, ['open', 'in_progress'])))
          .orderBy(asc(todo.due_date))
          .limit(50),
        db
          .select()
          .from(alert)
          .where(and(eq(alert.ship_id, row.id), isNull(alert.closed_at)))
          // The alert list's own order (critical first, then the nearest due date), not a second one.
          .orderBy(...orderBy(alertResource, alert, undefined))
          .limit(50),
      ]);
      const rankIds = [...new Set([...Object.keys(row.safe_manning ?? {}), ...crew.onBoard.map((c) => c.rank_id)])];
      const ranks = await service(CREW_SHIPS).ranks(db, rankIds);
      const answer: ShipDetailAnswer = {
        ship: presented as ShipDetailAnswer['ship'],
        status_log: statusLog.map((l) => ({ id: l.id, from_status: l.from_status, to_status: l.to_status, changed_on: l.changed_on, reason: l.reason, username: l.username, created_at: l.created_at.toISOString() })),
        name_history: names.map((n) => ({ id: n.id, name_en: n.name_en, name_zh: n.name_zh, until: n.until })),
        certificates,
        crew_on_board: crew.onBoard,
        crew_joining: crew.joining,
        manning: ranks.map((r) => ({
          position_id: r.id,
          abbr: r.abbr,
          name_en: r.name_en,
          name_zh: r.name_zh,
          required: row.safe_manning?.[r.id] ?? 0,
          onboard: crew.onBoard.filter((c) => c.rank_id === r.id).length,
        })),
        open_items: {
          todos: todos.map((t) => ({ id: t.id, title: t.title_key ? titleText(request.lang, t.title_key, t.params) : t.title, due_date: t.due_date, priority: t.priority, status: t.status })),
          alerts: alerts.map((a) => ({ id: a.id, biz_type: a.biz_type, title: titleText(request.lang, a.title_key, a.params), level: a.level, due_date: a.due_date, stage: a.stage })),
        },
      };
      return success(request, answer);
    },
  });
}
