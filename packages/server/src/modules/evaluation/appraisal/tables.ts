import { boolean, date, numeric, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { AppraisalState } from '@vessel/contract';
import { describedColumns } from '../../../db/columns.js';

/** Typed view of the table the kit makes from the description (contract resources/evaluation-appraisal.ts). */
export const crewAppraisal = pgTable('crew_appraisal', {
  ...describedColumns(),
  label: varchar('label', { length: 200 }),
  assignment_id: uuid('assignment_id').notNull(),
  seafarer_id: uuid('seafarer_id'),
  ship_id: uuid('ship_id'),
  rank_id: uuid('rank_id'),
  dept_id: uuid('dept_id'),
  occasion: varchar('occasion', { length: 20 }).notNull(),
  period_from: date('period_from', { mode: 'string' }).notNull(),
  period_to: date('period_to', { mode: 'string' }).notNull(),
  appraiser_id: uuid('appraiser_id'),
  score_competence: smallint('score_competence'),
  score_safety: smallint('score_safety'),
  score_teamwork: smallint('score_teamwork'),
  score_conduct: smallint('score_conduct'),
  score_english: smallint('score_english'),
  score_leadership: smallint('score_leadership'),
  overall: numeric('overall', { precision: 3, scale: 1 }),
  recommend_rehire: varchar('recommend_rehire', { length: 12 }),
  rehire_reason: varchar('rehire_reason', { length: 1000 }),
  recommend_promotion: boolean('recommend_promotion'),
  status: varchar('status', { length: 20 }).notNull().default('draft').$type<AppraisalState>(),
  submitted_at: timestamp('submitted_at', { withTimezone: true }),
  countersigned_by: uuid('countersigned_by'),
  countersigned_at: timestamp('countersigned_at', { withTimezone: true }),
  reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
});
export type AppraisalRow = typeof crewAppraisal.$inferSelect;
