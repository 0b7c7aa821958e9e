import { boolean, date, integer, jsonb, numeric, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import type { RequiredSpare } from '@vessel/contract';
import { describedColumns } from '../../../db/columns.js';

/**
 * Typed views of the tables the kit makes from the descriptions (contract resources/pms-equipment.ts), for
 * the part's own reads and writes (readings, due computation, tree copy, demo) and for the work and
 * oversight parts. The descriptions' migrations create them; these name the same columns and SQL types.
 */
export const component = pgTable('pms_component', {
  ...describedColumns(),
  ship_id: uuid('ship_id').notNull(),
  dept_id: uuid('dept_id'),
  parent_id: uuid('parent_id'),
  code: varchar('code', { length: 30 }).notNull(),
  name_en: varchar('name_en', { length: 200 }).notNull(),
  name_zh: varchar('name_zh', { length: 200 }),
  sfi_group: varchar('sfi_group', { length: 2 }),
  maker: varchar('maker', { length: 100 }),
  model: varchar('model', { length: 100 }),
  serial_no: varchar('serial_no', { length: 100 }),
  location: varchar('location', { length: 100 }),
  is_critical: boolean('is_critical').notNull().default(false),
  class_item_code: varchar('class_item_code', { length: 40 }),
  install_date: date('install_date', { mode: 'string' }),
  warranty_until: date('warranty_until', { mode: 'string' }),
  status: varchar('status', { length: 20 }).notNull().default('in_service'),
  remark: varchar('remark', { length: 2000 }),
});
export type ComponentRow = typeof component.$inferSelect;

export const counter = pgTable('pms_counter', {
  ...describedColumns(),
  component_id: uuid('component_id').notNull(),
  ship_id: uuid('ship_id'),
  dept_id: uuid('dept_id'),
  unit: varchar('unit', { length: 10 }).notNull(),
  current_value: integer('current_value').notNull().default(0),
  read_at: date('read_at', { mode: 'string' }),
  avg_per_day: numeric('avg_per_day', { precision: 12, scale: 2 }),
  max_per_day: integer('max_per_day'),
  is_stale: boolean('is_stale').notNull().default(true),
  remark: varchar('remark', { length: 1000 }),
});
export type CounterRow = typeof counter.$inferSelect;

export const counterReading = pgTable('pms_counter_reading', {
  ...describedColumns(),
  counter_id: uuid('counter_id').notNull(),
  ship_id: uuid('ship_id'),
  dept_id: uuid('dept_id'),
  value: integer('value').notNull(),
  read_at: date('read_at', { mode: 'string' }).notNull(),
  read_by: uuid('read_by'),
  is_reset: boolean('is_reset').notNull().default(false),
  reset_reason: varchar('reset_reason', { length: 20 }),
  value_before: integer('value_before'),
  remark: varchar('remark', { length: 500 }),
});
export type CounterReadingRow = typeof counterReading.$inferSelect;

export const job = pgTable('pms_job', {
  ...describedColumns(),
  component_id: uuid('component_id').notNull(),
  ship_id: uuid('ship_id'),
  dept_id: uuid('dept_id'),
  counter_id: uuid('counter_id'),
  code: varchar('code', { length: 40 }).notNull(),
  title_en: varchar('title_en', { length: 200 }).notNull(),
  title_zh: varchar('title_zh', { length: 200 }),
  job_type: varchar('job_type', { length: 20 }).notNull(),
  interval_kind: varchar('interval_kind', { length: 16 }).notNull(),
  interval_days: integer('interval_days'),
  interval_hours: integer('interval_hours'),
  window_before_days: integer('window_before_days'),
  window_after_days: integer('window_after_days'),
  tolerance_pct: integer('tolerance_pct'),
  schedule_basis: varchar('schedule_basis', { length: 16 }).notNull().default('fixed'),
  responsible_rank_id: uuid('responsible_rank_id'),
  est_man_hours: numeric('est_man_hours', { precision: 8, scale: 1 }),
  procedure_doc_no: varchar('procedure_doc_no', { length: 60 }),
  required_spares: jsonb('required_spares').$type<RequiredSpare[]>().notNull().default([]),
  is_critical: boolean('is_critical'),
  requires_verification: boolean('requires_verification').notNull().default(false),
  class_related: boolean('class_related').notNull().default(false),
  active: boolean('active').notNull().default(true),
  lead_days: integer('lead_days'),
  warn_hours: integer('warn_hours'),
  last_done_date: date('last_done_date', { mode: 'string' }),
  last_done_hours: integer('last_done_hours'),
  next_due_date: date('next_due_date', { mode: 'string' }),
  next_due_hours: integer('next_due_hours'),
  remaining_hours: integer('remaining_hours'),
  forecast_date: date('forecast_date', { mode: 'string' }),
  due_date: date('due_date', { mode: 'string' }),
  window_start: date('window_start', { mode: 'string' }),
  window_end: date('window_end', { mode: 'string' }),
  due_status: varchar('due_status', { length: 12 }).notNull().default('ok'),
  due_driver: varchar('due_driver', { length: 10 }),
  remark: varchar('remark', { length: 2000 }),
});
export type JobRow = typeof job.$inferSelect;
