import { boolean, date, integer, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import type { VisitAnswer } from '@vessel/contract';
import { describedColumns } from '../../db/columns.js';

/**
 * Typed views of the tables the kit makes from the descriptions (contract resources/supervision.ts), for
 * the area's own reads and writes (summaries, alerts, tiles, demo). The descriptions' migrations create
 * them; these only name the columns the area touches, with the same SQL types.
 */
export const inspection = pgTable('supervision_inspection', {
  ...describedColumns(),
  inspection_no: varchar('inspection_no', { length: 40 }),
  ship_id: uuid('ship_id').notNull(),
  dept_id: uuid('dept_id'),
  kind: varchar('kind', { length: 20 }).notNull(),
  authority_or_company: varchar('authority_or_company', { length: 200 }),
  mou: varchar('mou', { length: 20 }),
  programme: varchar('programme', { length: 20 }),
  port: varchar('port', { length: 100 }),
  inspected_on: date('inspected_on', { mode: 'string' }).notNull(),
  inspector: varchar('inspector', { length: 100 }),
  inspection_type: varchar('inspection_type', { length: 20 }),
  report_no: varchar('report_no', { length: 60 }),
  result: varchar('result', { length: 20 }),
  deficiency_count: integer('deficiency_count').notNull().default(0),
  ism_related_count: integer('ism_related_count').notNull().default(0),
  detained: boolean('detained').notNull().default(false),
  detention_from: date('detention_from', { mode: 'string' }),
  released_on: date('released_on', { mode: 'string' }),
  detention_days: integer('detention_days'),
  operator_comment_due_at: date('operator_comment_due_at', { mode: 'string' }),
  status: varchar('status', { length: 20 }).notNull().default('open'),
  ncr_id: uuid('ncr_id'),
  files: jsonb('files').$type<string[]>(),
  remark: varchar('remark', { length: 2000 }),
});
export type InspectionRow = typeof inspection.$inferSelect;

export const inspectionItem = pgTable('supervision_inspection_item', {
  ...describedColumns(),
  inspection_id: uuid('inspection_id').notNull(),
  ship_id: uuid('ship_id'),
  dept_id: uuid('dept_id'),
  code: varchar('code', { length: 30 }),
  deficiency_group: varchar('deficiency_group', { length: 2 }),
  description: varchar('description', { length: 2000 }).notNull(),
  convention_ref: varchar('convention_ref', { length: 100 }),
  action_code: varchar('action_code', { length: 4 }),
  element: varchar('element', { length: 10 }),
  is_negative: boolean('is_negative').notNull().default(false),
  is_detainable: boolean('is_detainable').notNull().default(false),
  is_ism_related: boolean('is_ism_related').notNull().default(false),
  rectify_by: date('rectify_by', { mode: 'string' }),
  rectified_at: date('rectified_at', { mode: 'string' }),
  evidence: jsonb('evidence').$type<string[]>(),
  ncr_id: uuid('ncr_id'),
  status: varchar('status', { length: 20 }).notNull().default('open'),
});
export type InspectionItemRow = typeof inspectionItem.$inferSelect;

export const visit = pgTable('supervision_visit', {
  ...describedColumns(),
  visit_no: varchar('visit_no', { length: 40 }),
  ship_id: uuid('ship_id').notNull(),
  dept_id: uuid('dept_id'),
  type: varchar('type', { length: 20 }).notNull(),
  inspector_admin_id: uuid('inspector_admin_id'),
  planned_date: date('planned_date', { mode: 'string' }).notNull(),
  port: varchar('port', { length: 100 }),
  visited_from: date('visited_from', { mode: 'string' }),
  visited_to: date('visited_to', { mode: 'string' }),
  checklist_template_id: uuid('checklist_template_id'),
  overall_rating: integer('overall_rating'),
  report: varchar('report', { length: 10000 }),
  status: varchar('status', { length: 20 }).notNull().default('planned'),
  files: jsonb('files').$type<string[]>(),
  answers: jsonb('answers').$type<VisitAnswer[]>().notNull().default([]),
});
export type VisitRow = typeof visit.$inferSelect;

export const visitFinding = pgTable('supervision_visit_finding', {
  ...describedColumns(),
  visit_id: uuid('visit_id').notNull(),
  ship_id: uuid('ship_id'),
  dept_id: uuid('dept_id'),
  description: varchar('description', { length: 2000 }).notNull(),
  clause_ref: varchar('clause_ref', { length: 60 }),
  grade: varchar('grade', { length: 20 }).notNull(),
  ncr_id: uuid('ncr_id'),
});
export type VisitFindingRow = typeof visitFinding.$inferSelect;
