import { date, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { ManagementReviewState, ReviewDecisionKind } from '@vessel/contract';
import { describedColumns } from '../../../db/columns.js';
import type { ReviewInputSection } from '../../../platform/review-inputs.js';

/**
 * Typed views of the tables the kit makes from the descriptions (contract resources/evaluation-review.ts),
 * for the steps' and the demo's own reads and writes; the descriptions' migrations create them.
 */
export const managementReview = pgTable('management_review', {
  ...describedColumns(),
  review_no: varchar('review_no', { length: 40 }),
  period_from: date('period_from', { mode: 'string' }).notNull(),
  period_to: date('period_to', { mode: 'string' }).notNull(),
  meeting_date: date('meeting_date', { mode: 'string' }),
  chair_id: uuid('chair_id').notNull(),
  representative_id: uuid('representative_id'),
  attendee_ids: jsonb('attendee_ids').$type<string[]>(),
  agenda: text('agenda'),
  status: varchar('status', { length: 20 }).notNull().default('planned').$type<ManagementReviewState>(),
  inputs: jsonb('inputs').$type<ReviewInputSection[] | null>(),
  inputs_collected_at: timestamp('inputs_collected_at', { withTimezone: true }),
  minutes: text('minutes'),
  next_review_date: date('next_review_date', { mode: 'string' }),
});
export type ManagementReviewRow = typeof managementReview.$inferSelect;

export const managementReviewDecision = pgTable('management_review_decision', {
  ...describedColumns(),
  review_id: uuid('review_id').notNull(),
  text: text('text').notNull(),
  owner_id: uuid('owner_id').notNull(),
  due_date: date('due_date', { mode: 'string' }).notNull(),
  kind: varchar('kind', { length: 10 }).notNull().$type<ReviewDecisionKind>(),
  todo_id: uuid('todo_id'),
  ncr_id: uuid('ncr_id'),
});
export type ManagementReviewDecisionRow = typeof managementReviewDecision.$inferSelect;
