import { boolean, date, integer, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { DrillDeficiency, DrillParticipantInput, KeyValueRow } from '@vessel/contract';
import { describedColumns } from '../../../db/columns.js';

/**
 * Typed views of the tables the kit makes from the descriptions (contract resources/contingency-drills.ts),
 * for the part's rules, steps, schedule and participation share, and for the oversight part (alerts,
 * heat-map, demo). The descriptions' migration creates them; these name the same columns and SQL types.
 */
export const drillType = pgTable('drill_type', {
  ...describedColumns(),
  code: varchar('code', { length: 40 }).notNull(),
  name_en: varchar('name_en', { length: 120 }).notNull(),
  name_zh: varchar('name_zh', { length: 120 }).notNull(),
  category: varchar('category', { length: 12 }).notNull(),
  frequency_days: integer('frequency_days').notNull(),
  per_crew_member: boolean('per_crew_member').notNull().default(false),
  requires_boat_launch: boolean('requires_boat_launch').notNull().default(false),
  shore_only: boolean('shore_only').notNull().default(false),
  applies_to_ship_types: jsonb('applies_to_ship_types').$type<string[]>().notNull().default([]),
  frequency_overrides: jsonb('frequency_overrides').$type<KeyValueRow[]>().notNull().default([]),
  regulation_ref: varchar('regulation_ref', { length: 100 }),
  weigh: integer('weigh').notNull().default(0),
  active: boolean('active').notNull().default(true),
  remark: varchar('remark', { length: 1000 }),
});
export type DrillTypeRow = typeof drillType.$inferSelect;

export const drill = pgTable('drill_record', {
  ...describedColumns(),
  ship_id: uuid('ship_id').notNull(),
  dept_id: uuid('dept_id'),
  drill_type_id: uuid('drill_type_id').notNull(),
  status: varchar('status', { length: 20 }).notNull().default('planned'),
  planned_date: date('planned_date', { mode: 'string' }).notNull(),
  conducted_at: date('conducted_at', { mode: 'string' }),
  place: varchar('place', { length: 100 }),
  port: varchar('port', { length: 60 }),
  position: varchar('position', { length: 60 }),
  scenario: varchar('scenario', { length: 2000 }),
  objectives: varchar('objectives', { length: 2000 }),
  duration_min: integer('duration_min'),
  conducted_by_rank_id: uuid('conducted_by_rank_id'),
  conducted_by_name: varchar('conducted_by_name', { length: 100 }),
  participants: jsonb('participants').$type<DrillParticipantInput[]>().notNull().default([]),
  participant_count: integer('participant_count').notNull().default(0),
  equipment_used: jsonb('equipment_used').$type<string[]>().notNull().default([]),
  lifeboat_no: varchar('lifeboat_no', { length: 20 }),
  weather: varchar('weather', { length: 200 }),
  assessment: integer('assessment'),
  lessons_learned: varchar('lessons_learned', { length: 2000 }),
  deficiencies: jsonb('deficiencies').$type<DrillDeficiency[]>().notNull().default([]),
  master_signed_at: timestamp('master_signed_at', { withTimezone: true }),
  master_signed_by: uuid('master_signed_by'),
  office_reviewed_at: timestamp('office_reviewed_at', { withTimezone: true }),
  office_reviewed_by: uuid('office_reviewed_by'),
  review_remark: varchar('review_remark', { length: 1000 }),
  status_reason: varchar('status_reason', { length: 500 }),
  remark: varchar('remark', { length: 1000 }),
});
export type DrillRow = typeof drill.$inferSelect;

export const drillParticipant = pgTable('drill_participant', {
  ...describedColumns(),
  drill_id: uuid('drill_id').notNull(),
  ship_id: uuid('ship_id'),
  dept_id: uuid('dept_id'),
  drill_type_id: uuid('drill_type_id').notNull(),
  conducted_at: date('conducted_at', { mode: 'string' }),
  seafarer_id: uuid('seafarer_id').notNull(),
  rank_id: uuid('rank_id'),
  role: varchar('role', { length: 100 }),
  attendance: varchar('attendance', { length: 10 }).notNull().default('attended'),
  absence_reason: varchar('absence_reason', { length: 200 }),
});
export type DrillParticipantRow = typeof drillParticipant.$inferSelect;
