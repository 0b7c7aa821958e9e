import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import {
  ASSIGNMENT_STEPS,
  addDays,
  assignmentResource,
  assignmentStepBody,
  daysOnBoard,
  stepSources,
  stepTarget,
  type AssignmentStep,
  type AssignmentStepBody,
} from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { ApiError, fieldError } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import type { Row } from '../../platform/resource/define.js';
import { assertRouteReferences } from '../../platform/resource/references.js';
import { defineStep, type StepDefinition } from '../../platform/resource/steps.js';
import { SEAFARER_FLAGS } from '../../platform/seafarer-flags.js';
import { optionalService } from '../../platform/services.js';
import { assertOffLeave, assertSendable, findOverlap, lockSeafarer, overlapError, shipById, shipRank, shipTakingCrew } from './assignment-rules.js';
import { describeShortfalls, documentShortfalls } from './document-check.js';
import { reconcileCrewAlerts } from './alert-sources.js';
import { refreshSeafarer } from './seafarer-standing.js';
import { crewAssignment, crewContract, seaService, seafarer, type AssignmentRow } from './tables.js';

/** Leave earned (MLC: at least 2.5 days a month of service): the day after which the seafarer is available again. */
function availableAfterLeave(signOn: string, signOff: string): string {
  return addDays(signOff, Math.ceil((daysOnBoard(signOn, signOff) / 30) * 2.5));
}

/** Locks the seafarers of the named assignments, before the assignments: the order every writer of both takes. */
async function lockSeafarersOf(tx: Db, ids: readonly string[]): Promise<void> {
  const rows = await tx.select({ seafarer_id: crewAssignment.seafarer_id }).from(crewAssignment).where(inArray(crewAssignment.id, [...ids]));
  for (const seafarerId of [...new Set(rows.map((row) => row.seafarer_id))].sort()) await lockSeafarer(tx, seafarerId);
}

/**
 * The crew state machine's steps (`POST /admin/crew.Assignment/{step}`), run by the kit row by row: each
 * assignment in its own transaction under its seafarer's row lock, so that one refusal (documents
 * missing, an overlap, the wrong status) leaves the others to go ahead and is answered with its reason
 * (and the documents lacking).
 */
export function assignmentSteps(context: ModuleContext): StepDefinition[] {
  return ASSIGNMENT_STEPS.map((step) =>
    defineStep({
      resource: assignmentResource.name,
      name: step,
      input: assignmentStepBody,
      mode: 'each',
      from: { field: 'status', states: stepSources(step), refusal: 'crew.stepNotAllowed', stateKey: (status) => `crew.assignmentStatus.${status}`, stepKey: `crew.step.${step}` },
      lockFirst: lockSeafarersOf,
      async run({ rows, input, tx, request, access }) {
        const assignment = rows[0] as unknown as AssignmentRow;
        const person = await lockSeafarer(tx, assignment.seafarer_id);
        if (!person) throw new ApiError('record.notFound');
        const today = await context.alerts.today();
        // Nominating books the seafarer onto the ship (their record moves into its department): the
        // seafarer, ship and contract it names must be ones the caller may reference, by the kit's rule.
        if (step === 'nominate') await assertRouteReferences(assignmentResource.name, { values: assignment, existing: null, access, resources: context.resources, tx });
        await apply(tx, step, assignment, person, input, { lang: request.lang, today, adminId: access.admin.id });
        await refreshSeafarer(tx, assignment.seafarer_id, today);
        return (await tx.select().from(crewAssignment).where(eq(crewAssignment.id, assignment.id))) as Row[];
      },
      // The alerts of the assignment, its ship's manning and its seafarer's documents, once the step is committed.
      committed: async (rows) => reconcileCrewAlerts(context.alerts, context.db, rows.map((row) => row.id), await context.alerts.today()),
      messages: { done: 'crew.stepDone', refused: 'crew.stepRefused' },
    }),
  );
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
    // What other areas say about the seafarer (an appraisal recommending no rehire), when they are installed.
    const flag = (await optionalService(SEAFARER_FLAGS)?.flags(tx, [person.id]))?.get(person.id);
    if (flag) throw fieldError('seafarer_id', 'crew.seafarerFlagged', { flag: flag.label[lang], since: flag.since });
    const shortfalls = await documentShortfalls(tx, { seafarerId: assignment.seafarer_id, rankId: assignment.rank_id, shipType: target.ship_type, until: assignment.planned_sign_off_date });
    if (shortfalls.length) {
      const reason = describeShortfalls(lang, lang === 'en' ? rank.name_en : rank.name_zh, shortfalls);
      throw new ApiError('record.refused', { params: { reason }, data: { documents: shortfalls } });
    }
    if (step === 'approve') set.approved_by = env.adminId;
  }

  if (step === 'signOn') {
    const date = body.date ?? today;
    if (date > today) throw new ApiError('crew.dateInFuture');
    const overlap = await findOverlap(tx, { seafarerId: assignment.seafarer_id, start: date, end: assignment.planned_sign_off_date > date ? assignment.planned_sign_off_date : addDays(date, 1), excludeId: assignment.id, today });
    if (overlap) throw overlapError('seafarer_id', overlap, lang);
    set.sign_on_date = date;
    set.sign_on_port = body.port ?? assignment.planned_join_port;
    if (assignment.contract_id) {
      await tx.update(crewContract).set({ status: 'active', updated_at: new Date() }).where(and(eq(crewContract.id, assignment.contract_id), eq(crewContract.status, 'signed')));
    }
  }

  if (step === 'signOff') {
    const date = body.date ?? today;
    const signOn = assignment.sign_on_date!;
    if (date > today) throw new ApiError('crew.dateInFuture');
    if (date < signOn) throw new ApiError('crew.dateBeforeSignOn', { params: { date: signOn } });
    const reason = body.reason ?? 'end_of_contract';
    set.sign_off_date = date;
    set.sign_off_port = body.port ?? '';
    set.sign_off_reason = reason;
    if (assignment.contract_id) {
      await tx
        .update(crewContract)
        .set({ status: reason === 'dismissal' ? 'terminated' : 'completed', end_date: date, updated_at: new Date() })
        .where(and(eq(crewContract.id, assignment.contract_id), eq(crewContract.status, 'active')));
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
  const where = await shipById(tx, assignment.ship_id);
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
