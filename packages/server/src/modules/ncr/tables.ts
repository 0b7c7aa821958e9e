import { type AnyPgColumn, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { NcrActionStatus, NcrStatus } from '@vessel/contract';
import { auditColumns, id, keyOf } from '../../db/columns.js';
import type { NcrGrade, NcrSourceType } from '../../platform/ncr-pipeline.js';
import { department } from '../../platform/identity/tables.js';

/**
 * Non-conformance reports (DOMAIN.md §4.9). `dept_id` is the responsible department and the data scope;
 * `source_type`/`source_id`/`source_item_id` keep the link back to what raised it (an audit finding, a
 * PSC deficiency) without a key to another area's table. migrations.ts says the same in SQL.
 */
export const ncrReport = pgTable(
  'ncr_report',
  {
    id: id(),
    ncr_no: varchar('ncr_no', { length: 40 }).notNull(),
    ship_id: uuid('ship_id').references(() => keyOf('ship'), { onDelete: 'restrict' }),
    dept_id: uuid('dept_id')
      .notNull()
      .references((): AnyPgColumn => department.id, { onDelete: 'restrict' }),
    source_type: varchar('source_type', { length: 30 }).notNull().$type<NcrSourceType>(),
    source_id: uuid('source_id'),
    source_item_id: uuid('source_item_id'),
    type: varchar('type', { length: 30 }).notNull().default('non_conformity'),
    grade: varchar('grade', { length: 12 }).notNull().$type<NcrGrade>(),
    clause_ref: varchar('clause_ref', { length: 40 }).notNull().default(''),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    immediate_action: text('immediate_action').notNull().default(''),
    risk_level: varchar('risk_level', { length: 10 }),
    status: varchar('status', { length: 24 }).notNull().default('draft').$type<NcrStatus>(),
    raised_by: uuid('raised_by'),
    raised_at: timestamp('raised_at', { withTimezone: true }),
    reviewed_by_master: uuid('reviewed_by_master'),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    accepted_by: uuid('accepted_by'),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    root_cause_method: varchar('root_cause_method', { length: 10 }),
    root_cause: text('root_cause').notNull().default(''),
    cause_category: varchar('cause_category', { length: 20 }),
    ca_proposal_due: date('ca_proposal_due', { mode: 'string' }),
    target_date: date('target_date', { mode: 'string' }),
    extended_to: date('extended_to', { mode: 'string' }),
    extension_count: integer('extension_count').notNull().default(0),
    /** The date an extension asks for while its approval runs (the due date moves only when approved). */
    requested_extension_to: date('requested_extension_to', { mode: 'string' }),
    extension_reason: varchar('extension_reason', { length: 1000 }).notNull().default(''),
    is_repeat: boolean('is_repeat').notNull().default(false),
    repeat_of_id: uuid('repeat_of_id').references((): AnyPgColumn => ncrReport.id, { onDelete: 'set null' }),
    closed_by: uuid('closed_by'),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    effectiveness_result: varchar('effectiveness_result', { length: 16 }),
    reopen_count: integer('reopen_count').notNull().default(0),
    reopen_reason: varchar('reopen_reason', { length: 1000 }).notNull().default(''),
    reject_reason: varchar('reject_reason', { length: 1000 }).notNull().default(''),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('ncr_report_ncr_no_unique').on(table.ncr_no),
    index('ncr_report_dept').on(table.dept_id),
    index('ncr_report_ship_clause').on(table.ship_id, table.clause_ref),
    index('ncr_report_source').on(table.source_type, table.source_id),
    index('ncr_report_status').on(table.status, table.grade),
  ],
);
export type NcrReportRow = typeof ncrReport.$inferSelect;

/** Corrections, corrective and preventive actions of a report; `dept_id` repeats the report's (the scope). */
export const ncrAction = pgTable(
  'ncr_action',
  {
    id: id(),
    ncr_id: uuid('ncr_id')
      .notNull()
      .references(() => ncrReport.id, { onDelete: 'cascade' }),
    /** The report's ship (null: an office NCR), copied so that the action list filters by ship. */
    ship_id: uuid('ship_id'),
    dept_id: uuid('dept_id').notNull(),
    kind: varchar('kind', { length: 12 }).notNull(),
    description: varchar('description', { length: 2000 }).notNull(),
    owner_admin_id: uuid('owner_admin_id'),
    owner_dept_id: uuid('owner_dept_id'),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('open').$type<NcrActionStatus>(),
    done_at: timestamp('done_at', { withTimezone: true }),
    completion_note: varchar('completion_note', { length: 2000 }).notNull().default(''),
    evidence: jsonb('evidence').$type<string[]>().notNull().default([]),
    verified_by: uuid('verified_by'),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    verify_comment: varchar('verify_comment', { length: 1000 }).notNull().default(''),
    ...auditColumns(),
  },
  (table) => [index('ncr_action_ncr').on(table.ncr_id), index('ncr_action_ship').on(table.ship_id), index('ncr_action_dept').on(table.dept_id), index('ncr_action_status_due').on(table.status, table.due_date)],
);
export type NcrActionRow = typeof ncrAction.$inferSelect;


/**
 * The report's history as its page shows it: every raise and step, from which state to which, by whom,
 * with the reason or comment given. Approval acts have their own timeline (the approval records).
 */
export const ncrEvent = pgTable(
  'ncr_event',
  {
    id: id(),
    ncr_id: uuid('ncr_id')
      .notNull()
      .references(() => ncrReport.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 40 }).notNull(),
    from_status: varchar('from_status', { length: 24 }),
    to_status: varchar('to_status', { length: 24 }),
    actor_id: uuid('actor_id'),
    actor_name: varchar('actor_name', { length: 50 }).notNull().default(''),
    comment: varchar('comment', { length: 2000 }).notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ncr_event_ncr').on(table.ncr_id, table.created_at)],
);
export type NcrEventRow = typeof ncrEvent.$inferSelect;
