import { boolean, date, integer, jsonb, numeric, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { SpareUsed, WorkOrderKind, WorkOrderStatus, DefectStatus } from '@vessel/contract';
import { describedColumns } from '../../../db/columns.js';

/**
 * Typed views of the tables the kit makes from the descriptions (contract resources/pms-work.ts), for the
 * part's own reads and writes (steps, generation, approval outcomes, demo). The descriptions' migrations
 * create them; these name the columns with the same SQL types.
 */
export const sparePart = pgTable('pms_spare_part', {
  ...describedColumns(),
  ship_id: uuid('ship_id').notNull(),
  dept_id: uuid('dept_id'),
  component_id: uuid('component_id'),
  part_no: varchar('part_no', { length: 60 }).notNull(),
  name: varchar('name', { length: 200 }).notNull(),
  maker_ref: varchar('maker_ref', { length: 100 }),
  rob: integer('rob').notNull().default(0),
  min_stock: integer('min_stock').notNull().default(0),
  is_critical: boolean('is_critical').notNull().default(false),
  location: varchar('location', { length: 100 }),
});
export type SparePartRow = typeof sparePart.$inferSelect;

export const workOrder = pgTable('pms_work_order', {
  ...describedColumns(),
  wo_no: varchar('wo_no', { length: 40 }),
  ship_id: uuid('ship_id').notNull(),
  dept_id: uuid('dept_id'),
  component_id: uuid('component_id').notNull(),
  job_id: uuid('job_id'),
  kind: varchar('kind', { length: 16 }).notNull().$type<WorkOrderKind>(),
  title: varchar('title', { length: 200 }).notNull(),
  due_date: date('due_date', { mode: 'string' }).notNull(),
  due_hours: integer('due_hours'),
  window_start: date('window_start', { mode: 'string' }),
  window_end: date('window_end', { mode: 'string' }),
  overdue_after: date('overdue_after', { mode: 'string' }),
  status: varchar('status', { length: 24 }).notNull().default('planned').$type<WorkOrderStatus>(),
  is_critical: boolean('is_critical').notNull().default(false),
  requires_verification: boolean('requires_verification').notNull().default(false),
  assigned_rank_id: uuid('assigned_rank_id'),
  service_supplier_id: uuid('service_supplier_id'),
  done_date: date('done_date', { mode: 'string' }),
  done_hours: integer('done_hours'),
  work_description: varchar('work_description', { length: 4000 }),
  findings: varchar('findings', { length: 4000 }),
  man_hours: numeric('man_hours', { precision: 8, scale: 1 }),
  spares_used: jsonb('spares_used').$type<SpareUsed[]>().notNull().default([]),
  done_by: uuid('done_by'),
  verified_by: uuid('verified_by'),
  verified_at: timestamp('verified_at', { withTimezone: true }),
  postpone_to: date('postpone_to', { mode: 'string' }),
  postpone_reason: varchar('postpone_reason', { length: 1000 }),
  postpone_count: integer('postpone_count').notNull().default(0),
  original_due_date: date('original_due_date', { mode: 'string' }),
  state_before_postpone: varchar('state_before_postpone', { length: 24 }),
  cancel_reason: varchar('cancel_reason', { length: 1000 }),
  attachments: jsonb('attachments').$type<string[]>(),
});
export type WorkOrderRow = typeof workOrder.$inferSelect;

export const defect = pgTable('pms_defect', {
  ...describedColumns(),
  ship_id: uuid('ship_id').notNull(),
  dept_id: uuid('dept_id'),
  component_id: uuid('component_id'),
  reported_at: date('reported_at', { mode: 'string' }).notNull(),
  reported_by: uuid('reported_by'),
  description: varchar('description', { length: 2000 }).notNull(),
  priority: varchar('priority', { length: 2 }).notNull(),
  operational_impact: varchar('operational_impact', { length: 2000 }),
  temporary_repair: varchar('temporary_repair', { length: 2000 }),
  permanent_plan: varchar('permanent_plan', { length: 2000 }),
  target_date: date('target_date', { mode: 'string' }),
  status: varchar('status', { length: 12 }).notNull().default('open').$type<DefectStatus>(),
  linked_work_order_id: uuid('linked_work_order_id'),
  linked_ncr_id: uuid('linked_ncr_id'),
  class_notified: boolean('class_notified').notNull().default(false),
  class_notified_date: date('class_notified_date', { mode: 'string' }),
});
export type DefectRow = typeof defect.$inferSelect;
