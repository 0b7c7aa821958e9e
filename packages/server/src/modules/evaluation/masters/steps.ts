import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { MASTER_REVIEW_FOLLOW_UPS, MASTER_REVIEW_STEP_FROM, type MasterReviewItem } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { authorities } from '../../../platform/authorities.js';
import type { AdminAccess } from '../../../platform/authorization.js';
import { DOCUMENT_CHANGES } from '../../../platform/document-changes.js';
import { ApiError, fieldError } from '../../../platform/envelope.js';
import { NCR_PIPELINE } from '../../../platform/ncr-pipeline.js';
import type { Row } from '../../../platform/resource/define.js';
import { defineStep, type StepDefinition } from '../../../platform/resource/steps.js';
import { service } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import { masterReview, type MasterReviewRow } from './tables.js';

const resource = 'evaluation.MasterReview';
const id = z.string().uuid({ error: 'validate.invalid' });
const from = (states: readonly string[]) => ({ field: 'status', states, refusal: 'record.stepNotAllowed' as const });
const invalid = { error: 'evaluation.masterReview.responseInvalid' } as const;

export const masterReviewStepBodies = {
  submit: z.strictObject({ id }),
  respond: z.strictObject({
    id,
    items: z
      .array(
        z.strictObject({
          id: z.guid(invalid),
          response: z.string(invalid).trim().min(1, invalid).max(4000, invalid),
          accepted: z.boolean(invalid),
          follow_up: z.enum(MASTER_REVIEW_FOLLOW_UPS, invalid).nullable().optional(),
        }),
        invalid,
      )
      .max(100, invalid),
  }),
  close: z.strictObject({ id }),
};

async function update(tx: Db, reviewId: string, columns: Partial<typeof masterReview.$inferInsert>): Promise<Row> {
  const [after] = await tx.update(masterReview).set({ ...columns, updated_at: new Date() }).where(eq(masterReview.id, reviewId)).returning();
  return after as unknown as Row;
}

const answer = ({ rows }: { rows: Row[] }) => ({ data: { row: rows[0] }, message: 'evaluation.masterReview.updated' as const, params: { review: String(rows[0]!.review_no ?? '') } });

/**
 * Who submits: the master of that ship (a leader of the ship's department, as approvals' `ship_master`
 * finds him, or the master named on the review), or someone ashore holding the step's right (a
 * superintendent keying in a review sent by mail). Another ship's crew may not, whatever their rights.
 */
async function submitter(tx: Db, review: MasterReviewRow, access: AdminAccess): Promise<'master' | 'office' | null> {
  if (review.master_id === access.admin.id) return 'master';
  if (review.dept_id && (await authorities.shipMasters(tx, review.dept_id)).includes(access.admin.id)) return 'master';
  if (access.isSuper) return 'office';
  const ownDept = access.admin.department_id;
  const onBoard = ownDept ? (await service(SHIP_DIRECTORY).inService(tx, { deptIds: [ownDept] })).length > 0 : false;
  return onBoard ? null : 'office';
}

/** The follow-up of an accepted item, raised within the step's transaction and linked to the item. */
export async function raiseFollowUp(tx: Db, review: MasterReviewRow, item: MasterReviewItem, access: AdminAccess): Promise<MasterReviewItem> {
  const title = `${review.review_no ?? ''} ISM ${item.section}`.trim().slice(0, 200);
  const text = [item.comment, item.suggestion].filter(Boolean).join('\n');
  if (item.follow_up === 'dcr' && !item.dcr_id) {
    const raised = await service(DOCUMENT_CHANGES).raise(tx, {
      source: 'master_review',
      sourceId: review.id,
      documentId: null,
      shipId: review.ship_id,
      title,
      reason: text,
      proposedChange: item.response ?? '',
      requestedBy: review.master_id ?? access.admin.id,
    });
    return { ...item, dcr_id: raised.id };
  }
  if (item.follow_up === 'ncr' && !item.ncr_id) {
    const raised = await service(NCR_PIPELINE).raise(tx, {
      sourceType: 'master_review',
      sourceId: review.id,
      sourceItemId: item.id,
      shipId: review.ship_id,
      deptId: review.dept_id ?? access.admin.department_id!,
      grade: 'observation',
      clauseRef: `ISM ${item.section}`,
      title,
      description: `${text}\n\n${item.response ?? ''}`.trim(),
      raisedBy: access,
    });
    return { ...item, ncr_id: raised.id };
  }
  return item;
}

/**
 * The review's course (DOMAIN.md §4.11): the master submits a draft with at least one item; the office
 * answers every item (accepted or not; an accepted one names its follow-up, a DCR or an NCR raised at
 * once and linked to the item); close waits for every accepted item's follow-up to be raised.
 */
export function masterReviewSteps(): StepDefinition[] {
  return [
    defineStep({
      resource,
      name: 'submit',
      input: masterReviewStepBodies.submit,
      mode: 'all',
      from: from(MASTER_REVIEW_STEP_FROM.submit),
      async run({ rows, tx, access }) {
        const review = rows[0] as unknown as MasterReviewRow;
        const by = await submitter(tx, review, access);
        if (!by) throw new ApiError('evaluation.masterReview.notMaster');
        if (!(review.items ?? []).length) throw fieldError('items', 'evaluation.masterReview.noItems');
        // The master who submits signs the review; the office keying one in leaves the master as named.
        const master = review.master_id ?? (by === 'master' ? access.admin.id : null);
        return [await update(tx, review.id, { status: 'submitted', submitted_at: new Date(), master_id: master })];
      },
      answer,
    }),
    defineStep({
      resource,
      name: 'respond',
      input: masterReviewStepBodies.respond,
      mode: 'all',
      from: from(MASTER_REVIEW_STEP_FROM.respond),
      async run({ rows, tx, access, input }) {
        const review = rows[0] as unknown as MasterReviewRow;
        const answers = new Map(input.items.map((item) => [item.id, item]));
        const items: MasterReviewItem[] = [];
        for (const item of review.items ?? []) {
          const given = answers.get(item.id);
          if (!given) {
            items.push(item);
            continue;
          }
          if (given.accepted && !given.follow_up) throw fieldError('items', 'evaluation.masterReview.responseInvalid');
          if (!given.accepted && given.follow_up && given.follow_up !== 'none') throw fieldError('items', 'evaluation.masterReview.followUpNeedsAccepted');
          const answered = { ...item, response: given.response, accepted: given.accepted, follow_up: given.accepted ? given.follow_up! : null };
          items.push(await raiseFollowUp(tx, review, answered, access));
        }
        const unanswered = items.filter((item) => !item.response || item.accepted === null).length;
        if (unanswered > 0) throw new ApiError('evaluation.masterReview.unanswered', { params: { count: unanswered } });
        return [await update(tx, review.id, { items, status: 'responded', responded_at: new Date() })];
      },
      answer,
    }),
    defineStep({
      resource,
      name: 'close',
      input: masterReviewStepBodies.close,
      mode: 'all',
      from: from(MASTER_REVIEW_STEP_FROM.close),
      async run({ rows, tx }) {
        const review = rows[0] as unknown as MasterReviewRow;
        const missing = (review.items ?? []).filter(
          (item) => item.accepted && ((item.follow_up === 'dcr' && !item.dcr_id) || (item.follow_up === 'ncr' && !item.ncr_id)),
        ).length;
        if (missing > 0) throw new ApiError('evaluation.masterReview.followUpMissing', { params: { count: missing } });
        return [await update(tx, review.id, { status: 'closed', closed_at: new Date() })];
      },
      answer,
    }),
  ];
}
