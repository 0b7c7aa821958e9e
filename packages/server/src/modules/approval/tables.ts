import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, smallint, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, id } from '../../db/columns.js';
import type { ApprovalAction, ApprovalStatus, ApprovalStepDef } from '../../platform/approvals.js';

/** One flow per business type (DOMAIN.md §4.0): its ordered steps and who acts on each. */
export const approvalFlow = pgTable(
  'approval_flow',
  {
    id: id(),
    biz_type: varchar('biz_type', { length: 40 }).notNull(),
    name_en: varchar('name_en', { length: 100 }).notNull().default(''),
    name_zh: varchar('name_zh', { length: 100 }).notNull().default(''),
    steps: jsonb('steps').notNull().$type<ApprovalStepDef[]>(),
    status: varchar('status', { length: 10 }).notNull().default('enable'),
    ...auditColumns(),
  },
  (table) => [uniqueIndex('approval_flow_biz_type_unique').on(table.biz_type)],
);

/**
 * One run of a flow for one business record. The steps are copied in when it starts, so a flow edited
 * later does not move instances already under way. Starter and approvers are kept as ids without keys:
 * the history outlives an administrator's account.
 */
export const approvalInstance = pgTable(
  'approval_instance',
  {
    id: id(),
    biz_type: varchar('biz_type', { length: 40 }).notNull(),
    biz_id: uuid('biz_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    steps: jsonb('steps').notNull().$type<ApprovalStepDef[]>(),
    current_step: smallint('current_step').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending').$type<ApprovalStatus>(),
    transferred_to: uuid('transferred_to'),
    ship_id: uuid('ship_id'),
    dept_id: uuid('dept_id'),
    started_by: uuid('started_by').notNull(),
    /** Every step's to-dos fall due on this date (the business record's deadline), when given. */
    due_date: date('due_date', { mode: 'string' }),
    settled_at: timestamp('settled_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (table) => [
    index('approval_instance_biz').on(table.biz_type, table.biz_id),
    // A record waits for one decision at a time; the engine checks first, this holds under concurrency.
    uniqueIndex('approval_instance_pending_unique').on(table.biz_type, table.biz_id).where(sql`${table.status} = 'pending'`),
    index('approval_instance_dept').on(table.dept_id),
  ],
);

/** Every act on an instance (the timeline); the approvers' names are read when it is shown. */
export const approvalRecord = pgTable(
  'approval_record',
  {
    id: id(),
    instance_id: uuid('instance_id').notNull().references(() => approvalInstance.id, { onDelete: 'cascade' }),
    biz_type: varchar('biz_type', { length: 40 }).notNull(),
    biz_id: uuid('biz_id').notNull(),
    step: smallint('step').notNull(),
    step_title_en: varchar('step_title_en', { length: 100 }).notNull().default(''),
    step_title_zh: varchar('step_title_zh', { length: 100 }).notNull().default(''),
    approver_id: uuid('approver_id').notNull(),
    action: varchar('action', { length: 10 }).notNull().$type<ApprovalAction>(),
    comment: varchar('comment', { length: 1000 }).notNull().default(''),
    to_step: smallint('to_step'),
    transfer_to: uuid('transfer_to'),
    // clock_timestamp: several acts in one transaction still read in the order they were made.
    acted_at: timestamp('acted_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [index('approval_record_biz').on(table.biz_type, table.biz_id, table.acted_at), index('approval_record_instance').on(table.instance_id)],
);

export type ApprovalFlowRow = typeof approvalFlow.$inferSelect;
export type ApprovalInstanceRow = typeof approvalInstance.$inferSelect;
