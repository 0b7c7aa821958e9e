import { and, eq, inArray } from 'drizzle-orm';
import { ncrActionStepBodies, ncrStepBodies, type NcrStatus } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { APPROVALS } from '../../platform/approvals.js';
import { DICTIONARIES } from '../../platform/dictionaries.js';
import type { AdminAccess } from '../../platform/authorization.js';
import { companyToday } from '../../platform/company-today.js';
import { ApiError, fieldError } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import type { Row } from '../../platform/resource/define.js';
import { assertRouteReferences } from '../../platform/resource/references.js';
import { defineStep, type StepDefinition } from '../../platform/resource/steps.js';
import { optionalService, service } from '../../platform/services.js';
import { reconcileActions } from './alert-source.js';
import { acceptanceDates, notifySource, recordEvent } from './lifecycle.js';
import { ncrAction, ncrReport, type NcrActionRow, type NcrReportRow } from './tables.js';

/** The approval flows of the lifecycle (seeded by the approval area, edited in its settings). */
export const NCR_FLOWS = { ca: 'ncr_ca', caMajor: 'ncr_ca_major', verifyMajor: 'ncr_verify_major', extension: 'ncr_extension' } as const;

/** States whose due date an extension may move. */
const EXTENDABLE: readonly NcrStatus[] = ['accepted', 'ca_proposed', 'ca_in_progress'];

const stateKey = (state: string) => `ncr.report.status_options.${state}`;
const actionStateKey = (state: string) => `ncr.action.status_options.${state}`;

/** The report as it is now, as a row of the step's answer. */
async function reload(tx: Db, id: string): Promise<Row> {
  const [row] = await tx.select().from(ncrReport).where(eq(ncrReport.id, id));
  return row as unknown as Row;
}

/**
 * Moves a report to `to`, with the columns that go with it, a line of its history, and the source told.
 * Every change of a report's state goes through here (steps and approval outcomes alike).
 */
export async function moveReport(
  tx: Db,
  report: NcrReportRow,
  to: NcrStatus,
  event: { action: string; actor: AdminAccess | null; comment?: string },
  columns: Partial<typeof ncrReport.$inferInsert> = {},
): Promise<NcrReportRow> {
  const [after] = await tx
    .update(ncrReport)
    .set({ ...columns, status: to, updated_at: new Date(), ...(event.actor ? { updated_by: event.actor.admin.id } : {}) })
    .where(eq(ncrReport.id, report.id))
    .returning();
  await recordEvent(tx, { ncrId: report.id, action: event.action, from: report.status, to, actor: event.actor, comment: event.comment ?? '' });
  if (after!.status !== report.status) {
    await notifySource(tx, after!);
    await reconcileActions(tx, report.id);
  }
  return after!;
}

function approvalTitle(report: NcrReportRow, what: string): string {
  return `${report.ncr_no} ${what}`.slice(0, 200);
}

/** The report's steps (DOMAIN.md §4.9 lifecycle), each with its right `ncr/report/{step}`, run by the kit. */
export function ncrReportSteps(context: ModuleContext): StepDefinition[] {
  const resource = 'ncr.Report';
  const from = (states: readonly NcrStatus[], step: string) => ({ field: 'status', states, refusal: 'record.stepNotAllowed' as const, stateKey, stepKey: `ncr.report.step.${step}` });
  const answer = ({ rows }: { rows: Row[] }) => ({ data: { row: rows[0] }, message: 'ncr.stepDone' as const, params: { ncr: String(rows[0]!.ncr_no) } });

  const submit = defineStep({
    resource,
    name: 'submit',
    input: ncrStepBodies.submit,
    mode: 'all',
    from: from(['draft'], 'submit'),
    async run({ rows, tx, access }) {
      const report = rows[0] as unknown as NcrReportRow;
      await moveReport(tx, report, 'raised', { action: 'submit', actor: access }, { raised_by: access.admin.id, raised_at: new Date() });
      return [await reload(tx, report.id)];
    },
    answer,
  });

  const masterReview = defineStep({
    resource,
    name: 'masterReview',
    input: ncrStepBodies.masterReview,
    mode: 'all',
    from: from(['raised'], 'masterReview'),
    async run({ rows, input, tx, access }) {
      const report = rows[0] as unknown as NcrReportRow;
      if (!report.ship_id) throw fieldError('id', 'ncr.notShipReport');
      await moveReport(tx, report, 'submitted_to_office', { action: 'masterReview', actor: access, comment: input.comment ?? '' }, { reviewed_by_master: access.admin.id, reviewed_at: new Date() });
      return [await reload(tx, report.id)];
    },
    answer,
  });

  const accept = defineStep({
    resource,
    name: 'accept',
    input: ncrStepBodies.accept,
    mode: 'all',
    from: from(['raised', 'submitted_to_office'], 'accept'),
    async run({ rows, input, tx, access, request }) {
      const report = rows[0] as unknown as NcrReportRow;
      const deptId = input.dept_id ?? report.dept_id;
      if (deptId !== report.dept_id) {
        // The department handed the report must be one the acceptor may name, as on the form.
        await assertRouteReferences(resource, { values: { dept_id: deptId }, existing: report as unknown as Row, access, resources: context.resources, tx });
      }
      const grade = input.grade ?? report.grade;
      const today = await companyToday(request);
      const dates = await acceptanceDates(context, tx, grade, today, report.target_date);
      await tx.update(ncrAction).set({ dept_id: deptId }).where(eq(ncrAction.ncr_id, report.id));
      await moveReport(tx, report, 'accepted', { action: 'accept', actor: access, comment: input.comment ?? '' }, { dept_id: deptId, grade, accepted_by: access.admin.id, accepted_at: new Date(), ...dates });
      return [await reload(tx, report.id)];
    },
    answer,
  });

  const reject = defineStep({
    resource,
    name: 'reject',
    input: ncrStepBodies.reject,
    mode: 'all',
    from: from(['raised', 'submitted_to_office'], 'reject'),
    async run({ rows, input, tx, access }) {
      const report = rows[0] as unknown as NcrReportRow;
      await moveReport(tx, report, 'rejected', { action: 'reject', actor: access, comment: input.reason }, { reject_reason: input.reason });
      return [await reload(tx, report.id)];
    },
    answer,
  });

  /** Root cause and the planned actions go for approval: dept leader → DPA (a major NC: + the GM). */
  const proposeCa = defineStep({
    resource,
    name: 'proposeCa',
    input: ncrStepBodies.proposeCa,
    mode: 'all',
    from: from(['accepted'], 'proposeCa'),
    async run({ rows, input, tx, access }) {
      const report = rows[0] as unknown as NcrReportRow;
      const dictionaries = optionalService(DICTIONARIES);
      if (dictionaries && !(await dictionaries.has(tx, 'root_cause_category', input.cause_category))) {
        throw fieldError('cause_category', 'validate.dictItem', { value: input.cause_category, type: 'root_cause_category' });
      }
      const actions = await tx.select({ kind: ncrAction.kind }).from(ncrAction).where(eq(ncrAction.ncr_id, report.id));
      if (!actions.some((action) => action.kind === 'corrective')) throw fieldError('id', 'ncr.needsCorrectiveAction');
      const moved = await moveReport(
        tx,
        report,
        'ca_proposed',
        { action: 'proposeCa', actor: access, comment: input.comment ?? '' },
        { root_cause_method: input.root_cause_method, root_cause: input.root_cause, cause_category: input.cause_category, ...(input.risk_level ? { risk_level: input.risk_level } : {}) },
      );
      await service(APPROVALS).start(tx, {
        bizType: report.grade === 'major' ? NCR_FLOWS.caMajor : NCR_FLOWS.ca,
        bizId: report.id,
        title: approvalTitle(moved, 'corrective action'),
        shipId: report.ship_id,
        deptId: report.dept_id,
        startedBy: access,
        ...(input.comment ? { comment: input.comment } : {}),
        dueDate: report.ca_proposal_due,
      });
      return [await reload(tx, report.id)];
    },
    answer: ({ rows }) => ({ data: { row: rows[0] }, message: 'ncr.caSubmitted' }),
  });

  /**
   * Closure: every action done with its evidence. A minor NC or an observation closes on the verifier's
   * word; a major NC only through the DPA's verification flow (it closes when that is approved).
   */
  const verify = defineStep({
    resource,
    name: 'verify',
    input: ncrStepBodies.verify,
    mode: 'all',
    from: from(['pending_verification'], 'verify'),
    async run({ rows, input, tx, access, request }) {
      const report = rows[0] as unknown as NcrReportRow;
      const actions = await tx.select().from(ncrAction).where(eq(ncrAction.ncr_id, report.id));
      const unfinished = actions.filter((action) => !['done', 'verified'].includes(action.status) || action.evidence.length === 0);
      if (actions.length === 0 || unfinished.length) throw fieldError('id', 'ncr.actionsNotDone', { count: Math.max(unfinished.length, 1) });
      if (input.effectiveness_result === 'not_effective') {
        // ISM 9.2: an action that did not prevent recurrence does not close the report. The department
        // analyses the cause again and proposes new actions, by a new proposal date; the verifier says why.
        if (!input.comment?.trim()) throw fieldError('comment', 'ncr.notEffectiveReason');
        const dates = await acceptanceDates(context, tx, report.grade, await companyToday(request), null);
        await moveReport(tx, report, 'accepted', { action: 'notEffective', actor: access, comment: input.comment }, { effectiveness_result: 'not_effective', ca_proposal_due: dates.ca_proposal_due });
        return { rows: [await reload(tx, report.id)], value: 'notEffective' };
      }
      if (report.grade === 'major') {
        await recordEvent(tx, { ncrId: report.id, action: 'verificationRequested', from: report.status, to: report.status, actor: access, comment: input.comment ?? '' });
        await service(APPROVALS).start(tx, {
          bizType: NCR_FLOWS.verifyMajor,
          bizId: report.id,
          title: approvalTitle(report, 'verification'),
          shipId: report.ship_id,
          deptId: report.dept_id,
          startedBy: access,
          ...(input.comment ? { comment: input.comment } : {}),
        });
        return { rows: [await reload(tx, report.id)], value: 'sent' };
      }
      await closeReport(tx, report, access, input.effectiveness_result, input.comment ?? '');
      return [await reload(tx, report.id)];
    },
    answer: ({ rows, value }) =>
      value === 'sent' ? { data: { row: rows[0] }, message: 'ncr.verificationSent' } : value === 'notEffective' ? { data: { row: rows[0] }, message: 'ncr.sentBackNotEffective' } : answer({ rows }),
  });

  const reopen = defineStep({
    resource,
    name: 'reopen',
    input: ncrStepBodies.reopen,
    mode: 'all',
    from: from(['closed'], 'reopen'),
    async run({ rows, input, tx, access }) {
      const report = rows[0] as unknown as NcrReportRow;
      await moveReport(
        tx,
        report,
        'ca_in_progress',
        { action: 'reopen', actor: access, comment: input.reason },
        { reopen_count: report.reopen_count + 1, reopen_reason: input.reason, closed_at: null, closed_by: null, effectiveness_result: 'not_effective' },
      );
      return [await reload(tx, report.id)];
    },
    answer,
  });

  const requestExtension = defineStep({
    resource,
    name: 'requestExtension',
    input: ncrStepBodies.requestExtension,
    mode: 'all',
    from: from(EXTENDABLE, 'requestExtension'),
    async run({ rows, input, tx, access, request }) {
      const report = rows[0] as unknown as NcrReportRow;
      const due = report.extended_to ?? report.target_date;
      if (!due) throw fieldError('id', 'ncr.noTargetDate');
      if (report.requested_extension_to) throw fieldError('id', 'ncr.extensionPending');
      if (input.extended_to < (await companyToday(request))) throw fieldError('extended_to', 'ncr.extensionPast');
      if (input.extended_to <= due) throw fieldError('extended_to', 'ncr.extensionNotLater', { date: due });
      await tx.update(ncrReport).set({ requested_extension_to: input.extended_to, extension_reason: input.reason, updated_at: new Date(), updated_by: access.admin.id }).where(eq(ncrReport.id, report.id));
      await recordEvent(tx, { ncrId: report.id, action: 'requestExtension', from: report.status, to: report.status, actor: access, comment: `${input.extended_to}: ${input.reason}` });
      await service(APPROVALS).start(tx, {
        bizType: NCR_FLOWS.extension,
        bizId: report.id,
        title: approvalTitle(report, `extension to ${input.extended_to}`),
        shipId: report.ship_id,
        deptId: report.dept_id,
        startedBy: access,
        comment: input.reason,
      });
      return [await reload(tx, report.id)];
    },
    answer: ({ rows }) => ({ data: { row: rows[0] }, message: 'ncr.extensionSent' }),
  });

  const cancel = defineStep({
    resource,
    name: 'cancel',
    input: ncrStepBodies.cancel,
    mode: 'all',
    from: from(['draft', 'raised', 'submitted_to_office', 'accepted'], 'cancel'),
    async run({ rows, input, tx, access }) {
      const report = rows[0] as unknown as NcrReportRow;
      await moveReport(tx, report, 'cancelled', { action: 'cancel', actor: access, comment: input.reason }, { reject_reason: input.reason });
      return [await reload(tx, report.id)];
    },
    answer,
  });

  return [submit, masterReview, accept, reject, proposeCa, verify, reopen, requestExtension, cancel];
}

/** Closes a report whose actions are all done: each done action is verified with it. */
export async function closeReport(tx: Db, report: NcrReportRow, actor: AdminAccess, result: 'effective' | 'not_effective', comment: string): Promise<NcrReportRow> {
  const now = new Date();
  await tx
    .update(ncrAction)
    .set({ status: 'verified', verified_by: actor.admin.id, verified_at: now, verify_comment: comment.slice(0, 1000), updated_at: now })
    .where(and(eq(ncrAction.ncr_id, report.id), eq(ncrAction.status, 'done')));
  return moveReport(tx, report, 'closed', { action: 'close', actor, comment }, { closed_by: actor.admin.id, closed_at: now, effectiveness_result: result, requested_extension_to: null });
}

async function reportOfAction(tx: Db, action: NcrActionRow): Promise<NcrReportRow> {
  const [report] = await tx.select().from(ncrReport).where(eq(ncrReport.id, action.ncr_id)).for('update');
  if (!report) throw new ApiError('record.notFound');
  return report;
}

/** The corrective action's steps (`ncr/action/{step}`): carried out only while the report's CA is in progress. */
export function ncrActionSteps(): StepDefinition[] {
  const resource = 'ncr.Action';
  const from = (states: readonly string[], step: string) => ({ field: 'status', states, refusal: 'record.stepNotAllowed' as const, stateKey: actionStateKey, stepKey: `ncr.action.step.${step}` });
  const answer = ({ rows }: { rows: Row[] }) => ({ data: { row: rows[0] } });
  const inProgress = async (tx: Db, action: NcrActionRow) => {
    const report = await reportOfAction(tx, action);
    if (report.status !== 'ca_in_progress' && report.status !== 'pending_verification') throw fieldError('id', 'ncr.reportNotInProgress');
    return report;
  };
  const update = async (tx: Db, id: string, columns: Partial<typeof ncrAction.$inferInsert>) =>
    (await tx.update(ncrAction).set({ ...columns, updated_at: new Date() }).where(eq(ncrAction.id, id)).returning()) as unknown as Row[];

  const start = defineStep({
    resource,
    name: 'start',
    input: ncrActionStepBodies.start,
    mode: 'all',
    from: from(['open', 'rejected'], 'start'),
    async run({ rows, tx, access }) {
      const action = rows[0] as unknown as NcrActionRow;
      const report = await inProgress(tx, action);
      if (report.status !== 'ca_in_progress') throw fieldError('id', 'ncr.reportNotInProgress');
      return update(tx, action.id, { status: 'in_progress', updated_by: access.admin.id });
    },
    answer,
  });

  /** Done with evidence; the last action done sends the report to verification. */
  const complete = defineStep({
    resource,
    name: 'complete',
    input: ncrActionStepBodies.complete,
    mode: 'all',
    from: from(['open', 'in_progress', 'rejected'], 'complete'),
    async run({ rows, input, tx, access }) {
      const action = rows[0] as unknown as NcrActionRow;
      const report = await inProgress(tx, action);
      if (report.status !== 'ca_in_progress') throw fieldError('id', 'ncr.reportNotInProgress');
      const after = await update(tx, action.id, { status: 'done', evidence: input.evidence, completion_note: input.note ?? '', done_at: new Date(), updated_by: access.admin.id });
      const open = await tx
        .select({ id: ncrAction.id })
        .from(ncrAction)
        .where(and(eq(ncrAction.ncr_id, report.id), inArray(ncrAction.status, ['open', 'in_progress', 'rejected'])));
      if (open.length === 0) await moveReport(tx, report, 'pending_verification', { action: 'actionsDone', actor: access });
      else await reconcileActions(tx, report.id);
      return after;
    },
    answer,
  });

  const verify = defineStep({
    resource,
    name: 'verify',
    input: ncrActionStepBodies.verify,
    mode: 'all',
    from: from(['done'], 'verify'),
    async run({ rows, input, tx, access }) {
      const action = rows[0] as unknown as NcrActionRow;
      await inProgress(tx, action);
      return update(tx, action.id, { status: 'verified', verified_by: access.admin.id, verified_at: new Date(), verify_comment: input.comment ?? '' });
    },
    answer,
  });

  /** The evidence does not show the action done: back to work, and the report with it. */
  const reject = defineStep({
    resource,
    name: 'reject',
    input: ncrActionStepBodies.reject,
    mode: 'all',
    from: from(['done', 'verified'], 'reject'),
    async run({ rows, input, tx, access }) {
      const action = rows[0] as unknown as NcrActionRow;
      const report = await inProgress(tx, action);
      const after = await update(tx, action.id, { status: 'rejected', verified_by: access.admin.id, verified_at: new Date(), verify_comment: input.comment });
      if (report.status === 'pending_verification') await moveReport(tx, report, 'ca_in_progress', { action: 'actionRejected', actor: access, comment: input.comment });
      return after;
    },
    answer,
  });

  return [start, complete, verify, reject];
}

/**
 * What the approval outcomes do to a report, inside the settling act's transaction: the corrective action
 * approved starts the work (returned or rejected: back to the department); the DPA's verification closes a
 * major NC (rejected: back to work); an approved extension moves the due date and counts.
 */
export function listenToApprovals(): void {
  const approvals = service(APPROVALS);
  const locked = async (tx: Db, id: string) => (await tx.select().from(ncrReport).where(eq(ncrReport.id, id)).for('update'))[0];
  const onCa = async (tx: Db, instance: { biz_id: string }, outcome: string, actor: AdminAccess) => {
    const report = await locked(tx, instance.biz_id);
    if (!report || report.status !== 'ca_proposed') return;
    if (outcome === 'approved') await moveReport(tx, report, 'ca_in_progress', { action: 'caApproved', actor });
    else await moveReport(tx, report, 'accepted', { action: `ca${outcome[0]!.toUpperCase()}${outcome.slice(1)}`, actor });
  };
  approvals.onSettled(NCR_FLOWS.ca, onCa);
  approvals.onSettled(NCR_FLOWS.caMajor, onCa);
  approvals.onSettled(NCR_FLOWS.verifyMajor, async (tx, instance, outcome, actor) => {
    const report = await locked(tx, instance.biz_id);
    if (!report || report.status !== 'pending_verification') return;
    if (outcome === 'approved') await closeReport(tx, report, actor, 'effective', '');
    else if (outcome === 'rejected') await moveReport(tx, report, 'ca_in_progress', { action: 'verificationRejected', actor });
    else await recordEvent(tx, { ncrId: report.id, action: `verification${outcome[0]!.toUpperCase()}${outcome.slice(1)}`, from: report.status, to: report.status, actor });
  });
  approvals.onSettled(NCR_FLOWS.extension, async (tx, instance, outcome, actor) => {
    const report = await locked(tx, instance.biz_id);
    if (!report?.requested_extension_to) return;
    const granted = outcome === 'approved';
    await tx
      .update(ncrReport)
      .set({
        requested_extension_to: null,
        ...(granted ? { extended_to: report.requested_extension_to, extension_count: report.extension_count + 1 } : {}),
        updated_at: new Date(),
      })
      .where(eq(ncrReport.id, report.id));
    await recordEvent(tx, { ncrId: report.id, action: granted ? 'extensionApproved' : 'extensionDeclined', from: report.status, to: report.status, actor, comment: report.requested_extension_to });
  });
}
