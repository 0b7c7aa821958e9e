import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ASSIGNMENT_STEPS,
  addDays,
  assignmentResource,
  assignmentStepBody,
  daysOnBoard,
  resourceRight,
  stepAllowed,
  stepTarget,
  translate,
  type AssignmentStatus,
  type AssignmentStep,
  type AssignmentStepBody,
  type DocumentShortfall,
  type MessageKey,
  type StepRefusal,
} from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { ApiError, success } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { answers } from '../../platform/openapi.js';
import { assertRouteReferences } from '../../platform/resource/references.js';
import { scopeCondition } from '../../platform/resource/register.js';
import { ship } from '../fleet/tables.js';
import { assertOffLeave, assertSendable, findOverlap, lockSeafarer, overlapError, shipRank, shipTakingCrew } from './assignment-rules.js';
import { describeShortfalls, documentShortfalls } from './document-check.js';
import { assignmentBinding } from './resources.js';
import { reconcileCrewAlerts } from './alert-sources.js';
import { refreshSeafarer } from './seafarer-standing.js';
import { crewAssignment, employmentContract, seaService, seafarer, type AssignmentRow } from './tables.js';

/** A refusal of one row, carried out of its transaction. */
class Refused extends Error {
  constructor(
    readonly reason: string,
    readonly documents?: DocumentShortfall[],
  ) {
    super(reason);
  }
}

/** Leave earned (MLC: at least 2.5 days a month of service): the day after which the seafarer is available again. */
function availableAfterLeave(signOn: string, signOff: string): string {
  return addDays(signOff, Math.ceil((daysOnBoard(signOn, signOff) / 30) * 2.5));
}

export interface StepOutcome {
  done: number;
  refused: StepRefusal[];
}

/**
 * Moves each assignment one step, each in its own transaction under the seafarer's row lock, so that one
 * refusal (documents missing, an overlap, the wrong status) leaves the others to go ahead.
 */
export async function runStep(db: Db, request: FastifyRequest, step: AssignmentStep, body: AssignmentStepBody, context: Pick<ModuleContext, 'alerts'>): Promise<StepOutcome> {
  const lang = request.lang;
  const access = request.access!;
  const today = await context.alerts.today();
  const outcome: StepOutcome = { done: 0, refused: [] };
  const visible = scopeCondition(assignmentBinding, access);
  for (const id of [...new Set(body.ids)]) {
    try {
      await db.transaction(async (tx) => {
        const [found] = await tx.select({ seafarer_id: crewAssignment.seafarer_id }).from(crewAssignment).where(and(eq(crewAssignment.id, id), visible));
        if (!found) throw new Refused(translate(lang, 'record.notFound'));
        const person = await lockSeafarer(tx, found.seafarer_id);
        // Read again under the lock: a concurrent step may have moved it.
        const [assignment] = await tx.select().from(crewAssignment).where(eq(crewAssignment.id, id));
        if (!assignment || !person) throw new Refused(translate(lang, 'record.notFound'));
        const status = assignment.status as AssignmentStatus;
        if (!stepAllowed(step, status)) {
          throw new Refused(
            translate(lang, 'crew.stepNotAllowed', {
              status: translate(lang, `crew.assignmentStatus.${status}` as MessageKey),
              step: translate(lang, `crew.step.${step}` as MessageKey),
            }),
          );
        }
        // Nominating books the seafarer onto the ship (their record moves into its department): the
        // seafarer, ship and contract it names must be ones the caller may reference, by the kit's rule.
        if (step === 'nominate') await assertRouteReferences(assignmentResource.name, { values: assignment, existing: null, access, resources: request.server.moduleContext.resources, tx });
        await apply(tx, step, assignment, person, body, { lang, today, adminId: access.admin.id });
        await refreshSeafarer(tx, assignment.seafarer_id, today);
      });
      outcome.done++;
      await reconcileCrewAlerts(context.alerts, db, [id], today);
    } catch (error) {
      if (error instanceof Refused) outcome.refused.push({ id, reason: error.reason, ...(error.documents ? { documents: error.documents } : {}) });
      else if (error instanceof ApiError) outcome.refused.push({ id, reason: messageOf(error, lang) });
      else throw error;
    }
  }
  return outcome;
}

function messageOf(error: ApiError, lang: FastifyRequest['lang']): string {
  return translate(lang, error.key, error.params);
}

async function apply(
  tx: Db,
  step: AssignmentStep,
  assignment: AssignmentRow,
  person: typeof seafarer.$inferSelect,
  body: AssignmentStepBody,
  env: { lang: FastifyRequest['lang']; today: string; adminId: string },
): Promise<void> {
  const { lang, today } = env;
  const to = stepTarget(step);
  const set: Partial<typeof crewAssignment.$inferInsert> = { status: to, updated_at: new Date(), updated_by: env.adminId, row_version: assignment.row_version + 1 };
  if (body.remark) set.remark = body.remark;

  if (step === 'nominate' || step === 'approve') {
    const rank = await shipRank(tx, assignment.rank_id);
    const target = await shipTakingCrew(tx, assignment.ship_id, lang);
    assertSendable(person, rank, assignment.planned_join_date, lang);
    const overlap = await findOverlap(tx, { seafarerId: assignment.seafarer_id, start: assignment.planned_join_date, end: assignment.planned_sign_off_date, excludeId: assignment.id, today });
    if (overlap) throw overlapError('seafarer_id', overlap, lang);
    assertOffLeave(person, assignment.planned_join_date);
    const shortfalls = await documentShortfalls(tx, { seafarerId: assignment.seafarer_id, rankId: assignment.rank_id, shipType: target.ship_type, until: assignment.planned_sign_off_date });
    if (shortfalls.length) throw new Refused(describeShortfalls(lang, lang === 'en' ? rank.name_en : rank.name_zh, shortfalls), shortfalls);
    if (step === 'approve') set.approved_by = env.adminId;
  }

  if (step === 'signOn') {
    const date = body.date ?? today;
    if (date > today) throw new Refused(translate(lang, 'crew.dateInFuture'));
    const overlap = await findOverlap(tx, { seafarerId: assignment.seafarer_id, start: date, end: assignment.planned_sign_off_date > date ? assignment.planned_sign_off_date : addDays(date, 1), excludeId: assignment.id, today });
    if (overlap) throw overlapError('seafarer_id', overlap, lang);
    set.sign_on_date = date;
    set.sign_on_port = body.port ?? assignment.planned_join_port;
    if (assignment.contract_id) {
      await tx.update(employmentContract).set({ status: 'active', updated_at: new Date() }).where(and(eq(employmentContract.id, assignment.contract_id), eq(employmentContract.status, 'signed')));
    }
  }

  if (step === 'signOff') {
    const date = body.date ?? today;
    const signOn = assignment.sign_on_date!;
    if (date > today) throw new Refused(translate(lang, 'crew.dateInFuture'));
    if (date < signOn) throw new Refused(translate(lang, 'crew.dateBeforeSignOn', { date: signOn }));
    const reason = body.reason ?? 'end_of_contract';
    set.sign_off_date = date;
    set.sign_off_port = body.port ?? '';
    set.sign_off_reason = reason;
    if (assignment.contract_id) {
      await tx
        .update(employmentContract)
        .set({ status: reason === 'dismissal' ? 'terminated' : 'completed', end_date: date, updated_at: new Date() })
        .where(and(eq(employmentContract.id, assignment.contract_id), eq(employmentContract.status, 'active')));
    }
    await writeSeaService(tx, assignment, signOn, date);
    const leaveUntil = availableAfterLeave(signOn, date);
    if (!person.availability_date || person.availability_date < leaveUntil) {
      await tx.update(seafarer).set({ availability_date: leaveUntil }).where(eq(seafarer.id, person.id));
    }
  }

  if (step === 'cancel') {
    // A cancelled relief no longer relieves anyone.
    if (assignment.relieves_assignment_id) {
      await tx.update(crewAssignment).set({ relieved_by_assignment_id: null }).where(and(eq(crewAssignment.id, assignment.relieves_assignment_id), eq(crewAssignment.relieved_by_assignment_id, assignment.id)));
    }
  }

  await tx.update(crewAssignment).set(set).where(eq(crewAssignment.id, assignment.id));
}

/** The internal sea-service line of a finished period (DOMAIN.md §4.4), with the ship's particulars of the day. */
async function writeSeaService(tx: Db, assignment: AssignmentRow, signOn: string, signOff: string): Promise<void> {
  const [where] = await tx.select().from(ship).where(eq(ship.id, assignment.ship_id));
  if (!where) return;
  await tx
    .insert(seaService)
    .values({
      seafarer_id: assignment.seafarer_id,
      is_internal: true,
      assignment_id: assignment.id,
      ship_id: where.id,
      ship_name: where.name_en,
      imo_no: where.imo_no,
      ship_type: where.ship_type,
      flag: where.flag,
      gt: where.gt,
      rank_id: assignment.rank_id,
      company: where.doc_company || where.operator,
      sign_on: signOn,
      sign_off: signOff,
      days: daysOnBoard(signOn, signOff),
    })
    .onConflictDoNothing();
}

export function assignmentStepRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const step of ASSIGNMENT_STEPS) {
    api.post(`/admin/crew.Assignment/${step}`, {
      config: { auth: 'admin', right: resourceRight(assignmentResource, step) },
      schema: {
        tags: ['crew'],
        summary: `Assignments: ${step} (each row apart; refusals answered per row)`,
        body: assignmentStepBody,
        response: answers(z.unknown()),
      },
      handler: async (request) => {
        const outcome = await runStep(context.db, request, step, request.body, context);
        context.resourceHooks.changed(assignmentResource.name);
        if (outcome.refused.length) {
          const reasons = outcome.refused.map((r) => r.reason).join(request.lang === 'en' ? ' | ' : '｜');
          throw new ApiError('crew.stepRefused', { params: { count: outcome.done, reasons }, data: outcome });
        }
        return success(request, outcome, 'crew.stepDone', { count: outcome.done });
      },
    });
  }
}
