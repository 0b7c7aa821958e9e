import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { AlertLevel, TitleParams } from '@vessel/contract';
import { id, timestamps } from '../../db/columns.js';
import { admin } from '../identity/tables.js';

/** Alert rules (DOMAIN.md §4.0): per kind of due date, lead times, who hears and how. Seeded per source. */
export const alertRule = pgTable(
  'alert_rule',
  {
    id: id(),
    biz_type: varchar('biz_type', { length: 40 }).notNull(),
    /** Days before the due date; empty: the records' own (a certificate type's alert days). */
    lead_days: jsonb('lead_days').$type<number[]>().notNull().default([]),
    recipients: jsonb('recipients').$type<string[]>().notNull().default(['assignees', 'ship_superintendents', 'dept_leaders']),
    channels: jsonb('channels').$type<string[]>().notNull().default(['in_app', 'email']),
    status: varchar('status', { length: 10 }).notNull().default('enable'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('alert_rule_biz_type_unique').on(table.biz_type)],
);
export type AlertRuleRow = typeof alertRule.$inferSelect;

/**
 * Alerts raised by the engine: one per record and stage, never twice (the unique key), closed when
 * acknowledged, when a later stage replaces it, or when the condition is gone.
 */
export const alert = pgTable(
  'alert',
  {
    id: id(),
    rule_id: uuid('rule_id').references(() => alertRule.id, { onDelete: 'set null' }),
    biz_type: varchar('biz_type', { length: 40 }).notNull(),
    biz_id: uuid('biz_id').notNull(),
    ship_id: uuid('ship_id'),
    dept_id: uuid('dept_id'),
    level: varchar('level', { length: 10 }).notNull().$type<AlertLevel>(),
    due_date: date('due_date', { mode: 'string' }),
    stage: varchar('stage', { length: 20 }).notNull(),
    title_key: varchar('title_key', { length: 100 }).notNull(),
    params: jsonb('params').$type<TitleParams>().notNull().default({}),
    /** Administrators who must act (mail recipients with the rule's others). */
    assignees: jsonb('assignees').$type<string[]>().notNull().default([]),
    todo_id: uuid('todo_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the mail went out (null: not mailed, or mail not configured then). */
    sent_at: timestamp('sent_at', { withTimezone: true }),
    ack_by: uuid('ack_by').references(() => admin.id, { onDelete: 'set null' }),
    ack_at: timestamp('ack_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('alert_stage_unique').on(table.biz_type, table.biz_id, table.stage),
    index('alert_open').on(table.biz_type, table.biz_id).where(sql`${table.closed_at} is null`),
    index('alert_dept').on(table.dept_id),
    index('alert_created').on(table.created_at),
  ],
);
export type AlertRow = typeof alert.$inferSelect;
