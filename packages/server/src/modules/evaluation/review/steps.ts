import { eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { isoDateSchema, MANAGEMENT_REVIEW_STEP_FROM, REVIEW_DECISION_KINDS } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { companyToday } from '../../../platform/company-today.js';
import { ApiError, fieldError } from '../../../platform/envelope.js';
import type { ModuleContext } from '../../../platform/module.js';
import { NCR_PIPELINE } from '../../../platform/ncr-pipeline.js';
import type { Row } from '../../../platform/resource/define.js';
import { defineStep, type StepDefinition } from '../../../platform/resource/steps.js';
import { service } from '../../../platform/services.js';
import { todo } from '../../../platform/todo/tables.js';
import { admin, department } from '../../../platform/identity/tables.js';
import type { AdminAccess } from '../../../platform/authorization.js';
import { REVIEW_DUE_SOURCE } from './alert-source.js';
import { decisionStates } from './decisions.js';
import { gatherInputs } from './inputs.js';
import { managementReview, managementReviewDecision, type ManagementReviewRow } from './tables.js';

const resource = 'evaluation.Review';
const id = z.string().uuid({ error: 'validate.invalid' });
const from = (states: readonly string[]) => ({ field: 'status', states, refusal: 'record.stepNotAllowed' as const });
const invalid = { error: 'evaluation.review.decisionInvalid' } as const;

export const reviewStepBodies = {
  collect: z.strictObject({ id }),
  hold: z.strictObject({ id }),
  approveMinutes: z.strictObject({ id }),
  close: z.strictObject({ id }),
  decide: z.strictObject({
    id,
    text: z.string(invalid).trim().min(1, invalid).max(2000, invalid),
    owner_id: z.guid(invalid),
    due_date: isoDateSchema,
    kind: z.enum(REVIEW_DECISION_KINDS, invalid),
  }),
};

async function update(tx: Db, reviewId: string, columns: Partial<typeof managementReview.$inferInsert>): Promise<Row> {
  const [after] = await tx.update(managementReview).set({ ...columns, updated_at: new Date() }).where(eq(managementReview.id, reviewId)).returning();
  return after as unknown as Row;
}

const answer = ({ rows }: { rows: Row[] }) => ({ data: { row: rows[0] }, message: 'evaluation.review.updated' as const, params: { review: String(rows[0]!.review_no ?? '') } });

/**
 * The review's course (DOMAIN.md §4.11): collect gathers the inputs (again and again until held, each
 * time replacing them); hold freezes them, on a meeting day not ahead of today with the chair among the
 * attendees; the minutes are approved once written; decisions (to-dos for their owners or NCRs) are
 * recorded once held; close waits for every decision's to-do or NCR to be closed.
 */
export function reviewSteps(context: ModuleContext): StepDefinition[] {
  return [
    defineStep({
      resource,
      name: 'collect',
      input: reviewStepBodies.collect,
      mode: 'all',
      from: from(MANAGEMENT_REVIEW_STEP_FROM.collect),
      async run({ rows, tx }) {
        const review = rows[0] as unknown as ManagementReviewRow;
        const inputs = await gatherInputs(context, tx, { from: review.period_from, to: review.period_to });
        return [await update(tx, review.id, { inputs, inputs_collected_at: new Date(), status: 'inputs_collected' })];
      },
      answer,
    }),
    defineStep({
      resource,
      name: 'hold',
      input: reviewStepBodies.hold,
      mode: 'all',
      from: from(MANAGEMENT_REVIEW_STEP_FROM.hold),
      async run({ rows, tx, request }) {
        const review = rows[0] as unknown as ManagementReviewRow;
        if (!review.meeting_date) throw fieldError('meeting_date', 'evaluation.review.meetingRequired');
        if (review.meeting_date > (await companyToday(request))) throw fieldError('meeting_date', 'evaluation.review.meetingInFuture');
        if (!(review.attendee_ids ?? []).includes(review.chair_id)) throw fieldError('attendee_ids', 'evaluation.review.chairNotAttending');
        return [await update(tx, review.id, { status: 'held' })];
      },
      answer,
      // Held: the "review due" alert and its to-do end.
      committed: async (rows) => context.alerts.reconcile(REVIEW_DUE_SOURCE, rows.map((row) => row.id)),
    }),
    defineStep({
      resource,
      name: 'approveMinutes',
      input: reviewStepBodies.approveMinutes,
      mode: 'all',
      from: from(MANAGEMENT_REVIEW_STEP_FROM.approveMinutes),
      async run({ rows, tx }) {
        const review = rows[0] as unknown as ManagementReviewRow;
        if (!review.minutes?.trim()) throw fieldError('minutes', 'evaluation.review.minutesRequired');
        return [await update(tx, review.id, { status: 'minutes_approved' })];
      },
      answer,
    }),
    defineStep({
      resource,
      name: 'decide',
      input: reviewStepBodies.decide,
      mode: 'all',
      from: from(MANAGEMENT_REVIEW_STEP_FROM.decide),
      async run({ rows, input, tx, access }) {
        const review = rows[0] as unknown as ManagementReviewRow;
        await recordDecision(tx, review, input, access);
        return [await update(tx, review.id, {})];
      },
      answer,
    }),
    defineStep({
      resource,
      name: 'close',
      input: reviewStepBodies.close,
      mode: 'all',
      from: from(MANAGEMENT_REVIEW_STEP_FROM.close),
      async run({ rows, tx }) {
        const review = rows[0] as unknown as ManagementReviewRow;
        const decisions = await tx.select().from(managementReviewDecision).where(eq(managementReviewDecision.review_id, review.id));
        const open = (await decisionStates(tx, decisions)).filter((decision) => !decision.closed).length;
        if (open > 0) throw new ApiError('evaluation.review.decisionsOpen', { params: { count: open } });
        return [await update(tx, review.id, { status: 'actions_closed' })];
      },
      answer,
    }),
  ];
}

export interface DecisionInput {
  text: string;
  owner_id: string;
  due_date: string;
  kind: 'todo' | 'ncr';
}

/**
 * One decision and what it makes: a to-do for its owner, or an NCR of the office (source: management
 * review) in the owner's department. Used by the step and by the demo.
 */
export async function recordDecision(tx: Db, review: ManagementReviewRow, input: DecisionInput, access: AdminAccess): Promise<void> {
  const [owner] = await tx.select({ id: admin.id, department_id: admin.department_id }).from(admin).where(eq(admin.id, input.owner_id));
  if (!owner) throw fieldError('owner_id', 'evaluation.review.decisionInvalid');
  const [decision] = await tx
    .insert(managementReviewDecision)
    .values({ review_id: review.id, text: input.text, owner_id: owner.id, due_date: input.due_date, kind: input.kind, created_by: access.admin.id })
    .returning();
  const reviewNo = review.review_no ?? '';
  if (input.kind === 'todo') {
    const [made] = await tx
      .insert(todo)
      .values({
        title: `${reviewNo}: ${input.text}`.slice(0, 200),
        title_key: 'todo.reviewDecision',
        params: { review: reviewNo, text: input.text.slice(0, 150) },
        description: input.text,
        biz_type: 'management_review',
        biz_id: review.id,
        assignee_admin_id: owner.id,
        dept_id: owner.department_id,
        due_date: input.due_date,
        created_by: access.admin.id,
      })
      .returning({ id: todo.id });
    await tx.update(managementReviewDecision).set({ todo_id: made!.id }).where(eq(managementReviewDecision.id, decision!.id));
    return;
  }
  // An office NCR belongs to a department: the owner's, else the company's (an owner such as the super administrator has none).
  const [company] = owner.department_id ? [] : await tx.select({ id: department.id }).from(department).where(isNull(department.pid)).limit(1);
  const deptId = owner.department_id ?? company?.id;
  if (!deptId) throw fieldError('owner_id', 'evaluation.review.decisionInvalid');
  const ncr = await service(NCR_PIPELINE).raise(tx, {
    sourceType: 'mgmt_review',
    sourceId: review.id,
    sourceItemId: decision!.id,
    shipId: null,
    deptId,
    grade: 'minor',
    clauseRef: '12',
    title: input.text.slice(0, 200),
    description: input.text,
    targetDate: input.due_date,
    raisedBy: access,
  });
  await tx.update(managementReviewDecision).set({ ncr_id: ncr.id }).where(eq(managementReviewDecision.id, decision!.id));
}
