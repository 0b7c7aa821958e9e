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
import { nextWindows } from '../cert/next-window.js';
import { certType, certificate } from '../cert/tables.js';
import { crewAssignment, employmentContract, position, seafarer } from '../crew/tables.js';
import { todo } from '../../platform/todo/tables.js';
import { shipBinding } from './resources.js';
import { ship, shipNameHistory, shipStatusLog } from './tables.js';

/** Crew on board and joining one ship, with their ranks and contract ends. */
async function crewOf(db: Db, shipId: string, today: string) {
  const rows = await db
    .select({
      assignment_id: crewAssignment.id,
      status: crewAssignment.status,
      seafarer_id: seafarer.id,
      seafarer_no: seafarer.seafarer_no,
      name_en: seafarer.name_en,
      name_zh: seafarer.name_zh,
      nationality: seafarer.nationality,
      rank_id: position.id,
      rank_label: position.name_en,
      rank_label_zh: position.name_zh,
      rank_abbr: position.abbr,
      weigh: position.weigh,
      planned_join_date: crewAssignment.planned_join_date,
      sign_on_date: crewAssignment.sign_on_date,
      planned_sign_off_date: crewAssignment.planned_sign_off_date,
      contract_end: employmentContract.planned_end_date,
      relieved_by: crewAssignment.relieved_by_assignment_id,
    })
    .from(crewAssignment)
    .innerJoin(seafarer, eq(seafarer.id, crewAssignment.seafarer_id))
    .innerJoin(position, eq(position.id, crewAssignment.rank_id))
    .leftJoin(employmentContract, eq(employmentContract.id, crewAssignment.contract_id))
    .where(and(eq(crewAssignment.ship_id, shipId), inArray(crewAssignment.status, ['onboard', 'nominated', 'approved', 'pre_joining'])))
    .orderBy(desc(position.weigh), asc(crewAssignment.planned_join_date));
  const days = (from: string) => Math.round((Date.parse(today) - Date.parse(from)) / 86_400_000) + 1;
  return {
    onBoard: rows
      .filter((r) => r.status === 'onboard')
      .map((r) => ({
        assignment_id: r.assignment_id,
        seafarer_id: r.seafarer_id,
        seafarer_no: r.seafarer_no,
        name_en: r.name_en,
        name_zh: r.name_zh,
        nationality: r.nationality,
        rank_id: r.rank_id,
        rank_label: r.rank_label,
        rank_label_zh: r.rank_label_zh,
        rank_abbr: r.rank_abbr,
        sign_on_date: r.sign_on_date!,
        days_on_board: days(r.sign_on_date!),
        planned_sign_off_date: r.planned_sign_off_date,
        contract_end: r.contract_end ?? r.planned_sign_off_date,
        relief_planned: !!r.relieved_by,
      })),
    joining: rows
      .filter((r) => r.status !== 'onboard')
      .map((r) => ({ assignment_id: r.assignment_id, seafarer_id: r.seafarer_id, name_en: r.name_en, name_zh: r.name_zh, rank_label: r.rank_label, rank_label_zh: r.rank_label_zh, status: r.status, planned_join_date: r.planned_join_date })),
  };
}

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
        db
          .select({
            id: certificate.id,
            cert_type_id: certificate.cert_type_id,
            cert_type_code: certType.code,
            cert_type_name_en: certType.name_en,
            cert_type_name_zh: certType.name_zh,
            cert_no: certificate.cert_no,
            issue_date: certificate.issue_date,
            expiry_date: certificate.expiry_date,
            status: certificate.status,
          })
          .from(certificate)
          .innerJoin(certType, eq(certType.id, certificate.cert_type_id))
          .where(and(eq(certificate.ship_id, row.id), eq(certificate.holder_type, 'ship')))
          .orderBy(asc(certType.sort), asc(certificate.expiry_date)),
        crewOf(db, row.id, today),
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
      const windows = await nextWindows(db, certificates.map((c) => c.id));
      const rankIds = [...new Set([...Object.keys(row.safe_manning ?? {}), ...crew.onBoard.map((c) => c.rank_id)])];
      const ranks = rankIds.length ? await db.select().from(position).where(inArray(position.id, rankIds)).orderBy(desc(position.weigh)) : [];
      const answer: ShipDetailAnswer = {
        ship: presented as ShipDetailAnswer['ship'],
        status_log: statusLog.map((l) => ({ id: l.id, from_status: l.from_status, to_status: l.to_status, changed_on: l.changed_on, reason: l.reason, username: l.username, created_at: l.created_at.toISOString() })),
        name_history: names.map((n) => ({ id: n.id, name_en: n.name_en, name_zh: n.name_zh, until: n.until })),
        certificates: certificates.map((c) => ({ ...c, next_window: windows.get(c.id) ?? null })),
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
