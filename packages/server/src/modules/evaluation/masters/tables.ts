import { date, integer, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { MasterReviewItem, MasterReviewState } from '@vessel/contract';
import { describedColumns } from '../../../db/columns.js';

/** Typed view of the table the kit makes from the description (contract resources/evaluation-masters.ts). */
export const masterReview = pgTable('master_review', {
  ...describedColumns(),
  review_no: varchar('review_no', { length: 60 }),
  ship_id: uuid('ship_id').notNull(),
  dept_id: uuid('dept_id'),
  year: integer('year').notNull(),
  master_id: uuid('master_id'),
  due_date: date('due_date', { mode: 'string' }),
  status: varchar('status', { length: 20 }).notNull().default('draft').$type<MasterReviewState>(),
  items: jsonb('items').$type<MasterReviewItem[] | null>(),
  submitted_at: timestamp('submitted_at', { withTimezone: true }),
  responded_at: timestamp('responded_at', { withTimezone: true }),
  closed_at: timestamp('closed_at', { withTimezone: true }),
});
export type MasterReviewRow = typeof masterReview.$inferSelect;
