import { boolean, date, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { describedColumns } from '../../../db/columns.js';

/**
 * Typed views of the tables the kit makes from the descriptions (contract resources/contingency-plans.ts),
 * for the part's rules, gaps, tiles and demo. The descriptions' migration creates them.
 */
export const emergencyPlan = pgTable('emergency_plan', {
  ...describedColumns(),
  ship_id: uuid('ship_id'),
  dept_id: uuid('dept_id'),
  plan_type: varchar('plan_type', { length: 40 }).notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  document_id: uuid('document_id'),
  responsible_rank_ids: jsonb('responsible_rank_ids').$type<string[]>().notNull().default([]),
  muster_stations: varchar('muster_stations', { length: 500 }),
  key_actions: varchar('key_actions', { length: 4000 }),
  last_reviewed: date('last_reviewed', { mode: 'string' }),
  review_due_date: date('review_due_date', { mode: 'string' }).notNull(),
  active: boolean('active').notNull().default(true),
  remark: varchar('remark', { length: 1000 }),
});
export type EmergencyPlanRow = typeof emergencyPlan.$inferSelect;

export const emergencyContact = pgTable('emergency_contact', {
  ...describedColumns(),
  kind: varchar('kind', { length: 10 }).notNull(),
  ert_role: varchar('ert_role', { length: 40 }),
  party: varchar('party', { length: 20 }),
  organisation: varchar('organisation', { length: 200 }),
  admin_id: uuid('admin_id'),
  person_name: varchar('person_name', { length: 100 }),
  phone_24h: varchar('phone_24h', { length: 30 }).notNull(),
  email: varchar('email', { length: 120 }),
  backup_admin_id: uuid('backup_admin_id'),
  backup_name: varchar('backup_name', { length: 100 }),
  backup_phone: varchar('backup_phone', { length: 30 }),
  valid_from: date('valid_from', { mode: 'string' }),
  valid_to: date('valid_to', { mode: 'string' }),
  remark: varchar('remark', { length: 1000 }),
});
export type EmergencyContactRow = typeof emergencyContact.$inferSelect;

export const ertDuty = pgTable('ert_duty_roster', {
  ...describedColumns(),
  week_start: date('week_start', { mode: 'string' }).notNull(),
  week_end: date('week_end', { mode: 'string' }),
  leader_id: uuid('leader_id').notNull(),
  member_ids: jsonb('member_ids').$type<string[]>().notNull().default([]),
  remark: varchar('remark', { length: 1000 }),
});
export type ErtDutyRow = typeof ertDuty.$inferSelect;
