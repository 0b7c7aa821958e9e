import { and, eq } from 'drizzle-orm';
import { columnsOf } from './columns.js';
import {
  AUDIT_EXTENSION_MONTHS,
  AUDIT_PLAN_OPEN_STATES,
  AUDIT_PLAN_VIEWS,
  addMonths,
  auditIdBody,
  daysBetween,
  postponeBody,
  raiseFindingBody,
  reasonBody,
  saveAnswersBody,
  submitReportBody,
  type AuditPlanView,
} from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../../platform/authorization.js';
import { APPROVALS, type ApprovalInstance, type ApprovalOutcome } from '../../platform/approvals.js';
import { CHECKLISTS, type ChecklistItem } from '../../platform/checklists.js';
import { companyToday } from '../../platform/company-today.js';
import { fieldError } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import type { Row } from '../../platform/resource/define.js';
import { defineStep, type StepAnswer, type StepDefinition } from '../../platform/resource/steps.js';
import { service } from '../../platform/services.js';
import { INTERNAL_AUDIT_SOURCE } from './alert-sources.js';
import { openFindings, raiseFindingNcr, type FindingRow } from './findings.js';
import { auditFinding, auditPlan, auditProgramme, type PlanRow, auditAnswer } from './tables.js';

const plan = columnsOf(auditPlan);
const programmeCol = columnsOf(auditProgramme);

/** The approval flows' business types (seeded by the settings area: weight 2 → DPA → GM; DPA; DPA). */
export const PROGRAMME_APPROVAL = 'audit_programme';
export const REPORT_APPROVAL = 'audit_report';
export const POSTPONE_APPROVAL = 'audit_postpone';

async function updatePlan(tx: Db, id: string, values: Record<string, unknown>): Promise<Row> {
  const [row] = (await tx
    .update(auditPlan)
    .set({ ...values, updated_at: new Date() } as never)
    .where(eq(plan.id, id))
    .returning()) as Row[];
  return row!;
}

/** The internal audit of a unit moved: its due-date alert follows (an audit done resets the 12 months). */
async function reconcileDue(context: ModuleContext, tx: Db, row: Row): Promise<void> {
  if (row.category !== 'internal' || row.standard === 'self_inspection') return;
  await context.alerts.reconcile(INTERNAL_AUDIT_SOURCE, [row.dept_id as string], tx, await context.alerts.today());
}

/** Whether an answer fits its item's type: yes/no/N/A, a grade 1–5, a number, or words. Empty clears it. */
function fits(item: ChecklistItem, answer: string): boolean {
  if (answer === '') return true;
  switch (item.answer_type) {
    case 'yes_no_na':
      return ['yes', 'no', 'na'].includes(answer);
    case 'graded':
      return /^[1-5]$/.test(answer);
    case 'number':
      return answer.length <= 30 && Number.isFinite(Number(answer));
    case 'text':
      return true;
  }
}

/** The items of a plan's checklists, by template and item id. */
async function checklistItems(db: Db, row: PlanRow): Promise<Map<string, ChecklistItem>> {
  const templates = await service(CHECKLISTS).byIds(db, row.checklist_template_ids ?? []);
  const items = new Map<string, ChecklistItem>();
  for (const [templateId, template] of templates) for (const section of template.sections) for (const item of section.items) items.set(`${templateId}/${item.id}`, item);
  return items;
}

/**
 * The audit steps of one view of the plans (their rights are `{view path}/{step}`): from plan to
 * notification, the audit under way (answers, findings), the report and its approval, the follow-up of the
 * findings and the close; postponement (beyond the 12-month due date only with the DPA's approval, never
 * beyond 3 months after it) and cancellation.
 */
function planSteps(view: AuditPlanView, context: ModuleContext): StepDefinition[] {
  const resource = view.name;
  const fromStates = (states: readonly string[]) => ({ field: 'status', states });
  const today = (request: Parameters<typeof companyToday>[0]) => companyToday(request);

  const notify = defineStep({
    resource,
    name: 'notify',
    input: auditIdBody,
    mode: 'all',
    from: fromStates(['planned', 'postponed']),
    run: async ({ rows, tx }) => [await updatePlan(tx, rows[0]!.id, { status: 'notified' })],
  });

  const start = defineStep({
    resource,
    name: 'start',
    input: auditIdBody,
    mode: 'all',
    from: fromStates(['planned', 'notified', 'postponed']),
    async run({ rows, tx, request }) {
      const row = rows[0] as PlanRow;
      const updated = await updatePlan(tx, row.id, { status: 'in_progress', conducted_from: row.conducted_from ?? (await today(request)) });
      // The programme's first audit under way puts the approved programme in execution.
      if (row.programme_id) {
        await tx
          .update(auditProgramme)
          .set({ status: 'in_execution', updated_at: new Date() } as never)
          .where(and(eq(programmeCol.id, row.programme_id), eq(programmeCol.status, 'approved')));
      }
      return [updated];
    },
  });

  const saveAnswers = defineStep({
    resource,
    name: 'saveAnswers',
    input: saveAnswersBody,
    mode: 'all',
    from: { ...fromStates(['in_progress']), refusal: 'audit.notInProgress' },
    async run({ rows, tx, input, access }) {
      const row = rows[0] as PlanRow;
      const items = await checklistItems(tx, row);
      for (const [index, answer] of input.answers.entries()) {
        const item = items.get(`${answer.template_id}/${answer.item_id}`);
        if (!item) throw fieldError(`answers.${index}.item_id`, 'audit.noChecklist');
        if (!fits(item, answer.answer)) throw fieldError(`answers.${index}.answer`, 'audit.answerInvalid', { answer: answer.answer, item: item.ref || item.id });
      }
      const now = new Date();
      for (const answer of input.answers) {
        const values = { answer: answer.answer, comment: answer.comment ?? '', evidence: answer.evidence ?? [], answered_by: access.admin.id, updated_at: now };
        await tx
          .insert(auditAnswer)
          .values({ plan_id: row.id, template_id: answer.template_id, item_id: answer.item_id, ...values })
          .onConflictDoUpdate({ target: [auditAnswer.plan_id, auditAnswer.template_id, auditAnswer.item_id], set: values });
      }
      return { rows: [row], value: { count: input.answers.length } };
    },
    answer: ({ value }) => ({ data: value, message: 'audit.answersSaved', params: { count: (value as { count: number }).count } }),
  });

  const raiseFinding = defineStep({
    resource,
    name: 'raiseFinding',
    input: raiseFindingBody,
    mode: 'all',
    from: { ...fromStates(['in_progress', 'report_draft', 'report_issued', 'follow_up']), refusal: 'audit.findingPlanState' },
    async run({ rows, tx, input, access }) {
      const row = rows[0] as PlanRow;
      let clause = input.clause_ref ?? null;
      if (input.item_id || input.template_id) {
        const item = (await checklistItems(tx, row)).get(`${input.template_id}/${input.item_id}`);
        if (!item) throw fieldError('item_id', 'audit.noChecklist');
        // The checklist item's reference (`ISM 10.3`) names the clause when none is given.
        clause ??= item.ref.replace(/^ISM\s*/i, '').slice(0, 30) || null;
      }
      const [created] = (await tx
        .insert(auditFinding)
        .values({
          plan_id: row.id,
          grade: input.grade,
          clause_ref: clause,
          description: input.description,
          objective_evidence: input.objective_evidence ?? null,
          due_date: input.due_date ?? null,
          template_id: input.template_id ?? null,
          checklist_item_id: input.item_id ?? null,
          category: row.category,
          ship_id: row.ship_id,
          dept_id: row.dept_id,
          status: 'open',
          created_by: access.admin.id,
        } as never)
        .returning()) as FindingRow[];
      const finding = await raiseFindingNcr(tx, created!.id, access);
      return { rows: [row], value: finding };
    },
    answer: ({ value }) => {
      const finding = value as FindingRow;
      return finding.ncr_no ? { data: finding, message: 'audit.findingNcrRaised', params: { ncr: finding.ncr_no } } : { data: finding, message: 'audit.findingRaised' };
    },
  });

  const submitReport = defineStep({
    resource,
    name: 'submitReport',
    input: submitReportBody,
    mode: 'all',
    from: fromStates(['in_progress', 'report_draft']),
    async run({ rows, tx, input, access, request }) {
      const row = rows[0] as PlanRow;
      const summary = input.report_summary ?? row.report_summary ?? '';
      if (!summary.trim()) throw fieldError('report_summary', 'audit.reportNeedsSummary');
      const day = await today(request);
      // The days the audit was conducted, as the report states them (an audit recorded afterwards names its own).
      const conductedTo = input.conducted_to ?? row.conducted_to ?? day;
      const conductedFrom = input.conducted_from ?? row.conducted_from ?? conductedTo;
      if (conductedTo > day) throw fieldError('conducted_to', 'validate.invalidValue');
      if (conductedTo < conductedFrom) throw fieldError('conducted_to', 'audit.plannedToBeforeFrom');
      const updated = await updatePlan(tx, row.id, { status: 'report_draft', report_summary: summary, conducted_from: conductedFrom, conducted_to: conductedTo });
      await service(APPROVALS).start(tx, { bizType: REPORT_APPROVAL, bizId: row.id, title: `${row.audit_no}`, shipId: row.ship_id, deptId: row.dept_id, startedBy: access });
      await reconcileDue(context, tx, updated);
      return { rows: [updated], value: updated };
    },
    answer: ({ value }) => ({ data: value, message: 'audit.reportSubmitted' }),
  });

  const followUp = defineStep({
    resource,
    name: 'followUp',
    input: auditIdBody,
    mode: 'all',
    from: fromStates(['report_issued']),
    run: async ({ rows, tx }) => [await updatePlan(tx, rows[0]!.id, { status: 'follow_up' })],
  });

  const close = defineStep({
    resource,
    name: 'close',
    input: auditIdBody,
    mode: 'all',
    from: fromStates(['report_issued', 'follow_up']),
    async run({ rows, tx }) {
      const row = rows[0] as PlanRow;
      const open = await openFindings(tx, row.id, row.category);
      if (open.length) throw fieldError('id', 'audit.openFindings', { count: open.length });
      // Noted findings (observations, opportunities) close with their audit.
      await tx
        .update(auditFinding)
        .set({ status: 'closed', updated_at: new Date() } as never)
        .where(and(eq(columnsOf(auditFinding).plan_id, row.id), eq(columnsOf(auditFinding).status, 'open')));
      return [await updatePlan(tx, row.id, { status: 'closed' })];
    },
  });

  const postpone = defineStep({
    resource,
    name: 'postpone',
    input: postponeBody,
    mode: 'all',
    from: fromStates(AUDIT_PLAN_OPEN_STATES),
    async run({ rows, tx, input, access }) {
      const row = rows[0] as PlanRow;
      if (input.postponed_to <= row.planned_from) throw fieldError('postponed_to', 'audit.postponeNotLater', { date: row.planned_from });
      const pending = await service(APPROVALS).current(tx, POSTPONE_APPROVAL, row.id);
      if (pending?.status === 'pending') throw fieldError('postponed_to', 'audit.postponePending');
      const due = row.category === 'internal' && row.standard !== 'self_inspection' ? row.due_by : null;
      if (due) {
        const limit = addMonths(due, AUDIT_EXTENSION_MONTHS);
        if (input.postponed_to > limit) throw fieldError('postponed_to', 'audit.postponeBeyondLimit', { limit, due });
        if (input.postponed_to > due) {
          // Beyond the 12 months: the DPA decides (onSettled moves the plan when approved).
          const updated = await updatePlan(tx, row.id, { postponed_to: input.postponed_to, postpone_reason: input.reason });
          await service(APPROVALS).start(tx, { bizType: POSTPONE_APPROVAL, bizId: row.id, title: `${row.audit_no} → ${input.postponed_to}`, shipId: row.ship_id, deptId: row.dept_id, startedBy: access, comment: input.reason });
          return { rows: [updated], value: { row: updated, awaiting: true, due } };
        }
      }
      const updated = await updatePlan(tx, row.id, { ...shifted(row, input.postponed_to), postpone_reason: input.reason });
      return { rows: [updated], value: { row: updated, awaiting: false } };
    },
    answer: ({ value }): StepAnswer => {
      const outcome = value as { row: Row; awaiting: boolean; due?: string };
      if (outcome.awaiting) return { data: outcome.row, message: 'audit.postponeAwaitsDpa', params: { due: outcome.due! } };
      return { data: outcome.row, message: 'audit.postponed', params: { date: String(outcome.row.planned_from) } };
    },
  });

  const cancel = defineStep({
    resource,
    name: 'cancel',
    input: reasonBody,
    mode: 'all',
    from: fromStates([...AUDIT_PLAN_OPEN_STATES, 'in_progress']),
    async run({ rows, tx, input }) {
      const row = rows[0] as PlanRow;
      const remark = input.reason ? [row.remark, input.reason].filter(Boolean).join('\n') : row.remark;
      return [await updatePlan(tx, row.id, { status: 'cancelled', remark })];
    },
  });

  const all = { notify, start, saveAnswers, raiseFinding, submitReport, followUp, close, postpone, cancel } as Record<string, StepDefinition>;
  const names = view.reports ? ['submitReport', 'followUp', 'close'] : Object.keys(all);
  return names.map((name) => all[name]!);
}

/** The plan moved to start on `to`, its length kept, marked postponed. */
function shifted(row: PlanRow, to: string): Record<string, unknown> {
  const length = daysBetween(row.planned_from, row.planned_to);
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + length);
  return { status: 'postponed', postponed_to: to, planned_from: to, planned_to: end.toISOString().slice(0, 10) };
}

/** The programme's submission for approval (weight 2 → DPA → GM). */
function programmeSteps(): StepDefinition[] {
  const submit = defineStep({
    resource: 'audit.Programme',
    name: 'submit',
    input: auditIdBody,
    mode: 'all',
    from: { field: 'status', states: ['draft'] },
    async run({ rows, tx, access }) {
      const row = rows[0]!;
      const [updated] = (await tx
        .update(auditProgramme)
        .set({ status: 'submitted', updated_at: new Date() } as never)
        .where(eq(programmeCol.id, row.id))
        .returning()) as Row[];
      await service(APPROVALS).start(tx, { bizType: PROGRAMME_APPROVAL, bizId: row.id, title: `${row.year} ${row.title}`, shipId: null, deptId: null, startedBy: access });
      return { rows: [updated!], value: updated };
    },
    answer: ({ value }) => ({ data: value, message: 'audit.programmeSubmitted' }),
  });
  return [submit];
}

export function auditSteps(context: ModuleContext): StepDefinition[] {
  return [...programmeSteps(), ...AUDIT_PLAN_VIEWS.flatMap((view) => planSteps(view, context))];
}

/**
 * What the approval flows' ends do to the audit records, inside the act that settled them: a programme
 * approved (or back to draft), a report issued (or back to its draft), a postponement beyond the due date
 * carried out (or dropped).
 */
export function listenToApprovals(context: ModuleContext): void {
  const approvals = service(APPROVALS);
  const companyDay = () => context.alerts.today();
  approvals.onSettled(PROGRAMME_APPROVAL, async (tx: Db, instance: ApprovalInstance, outcome: ApprovalOutcome) => {
    const values = outcome === 'approved' ? { status: 'approved', approved_at: await companyDay() } : { status: 'draft' };
    await tx
      .update(auditProgramme)
      .set({ ...values, updated_at: new Date() } as never)
      .where(and(eq(programmeCol.id, instance.biz_id), eq(programmeCol.status, 'submitted')));
  });
  approvals.onSettled(REPORT_APPROVAL, async (tx: Db, instance: ApprovalInstance, outcome: ApprovalOutcome) => {
    if (outcome !== 'approved') return;
    await tx
      .update(auditPlan)
      .set({ status: 'report_issued', report_issued_at: await companyDay(), updated_at: new Date() } as never)
      .where(and(eq(plan.id, instance.biz_id), eq(plan.status, 'report_draft')));
  });
  approvals.onSettled(POSTPONE_APPROVAL, async (tx: Db, instance: ApprovalInstance, outcome: ApprovalOutcome, _actor: AdminAccess) => {
    const [row] = (await tx.select().from(auditPlan).where(eq(plan.id, instance.biz_id))) as PlanRow[];
    if (!row || !AUDIT_PLAN_OPEN_STATES.includes(row.status as never) || !row.postponed_to) return;
    const values = outcome === 'approved' ? shifted(row, row.postponed_to) : { postponed_to: row.status === 'postponed' ? row.planned_from : null };
    await tx
      .update(auditPlan)
      .set({ ...values, updated_at: new Date() } as never)
      .where(eq(plan.id, row.id));
  });
}
