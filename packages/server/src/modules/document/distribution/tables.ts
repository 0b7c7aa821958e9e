import { boolean, date, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { describedColumns } from '../../../db/columns.js';

/**
 * Typed views of the tables the kit makes from this part's descriptions (contract
 * resources/document-distribution.ts), for the part's own reads and writes (steps, alerts, demo). The
 * descriptions' migrations create them; these name the columns with the same SQL types.
 */
export const distribution = pgTable('document_distribution', {
  ...describedColumns(),
  document_id: uuid('document_id'),
  version_id: uuid('version_id').notNull(),
  target_type: varchar('target_type', { length: 10 }).notNull(),
  target_id: uuid('target_id').notNull(),
  target_label: varchar('target_label', { length: 200 }),
  ship_id: uuid('ship_id'),
  dept_id: uuid('dept_id'),
  distributed_at: timestamp('distributed_at', { withTimezone: true }),
  distributed_by: uuid('distributed_by'),
  requires_ack: boolean('requires_ack').notNull().default(true),
  ack_due_date: date('ack_due_date', { mode: 'string' }),
  copies: integer('copies').notNull().default(1),
  ack_total: integer('ack_total').notNull().default(0),
  ack_done: integer('ack_done').notNull().default(0),
  remark: varchar('remark', { length: 500 }),
});
export type DistributionRow = typeof distribution.$inferSelect;

export const acknowledgement = pgTable('document_acknowledgement', {
  ...describedColumns(),
  distribution_id: uuid('distribution_id').notNull(),
  document_id: uuid('document_id'),
  version_id: uuid('version_id'),
  previous_version_id: uuid('previous_version_id'),
  target_type: varchar('target_type', { length: 10 }),
  ship_id: uuid('ship_id'),
  dept_id: uuid('dept_id'),
  admin_id: uuid('admin_id'),
  due_date: date('due_date', { mode: 'string' }),
  status: varchar('status', { length: 20 }).notNull().default('pending'),
  acked_at: timestamp('acked_at', { withTimezone: true }),
  acked_by: uuid('acked_by'),
  obsolete_copy_removed: boolean('obsolete_copy_removed').notNull().default(false),
  comment: varchar('comment', { length: 500 }),
});
export type AcknowledgementRow = typeof acknowledgement.$inferSelect;

export const changeRequest = pgTable('document_change_request', {
  ...describedColumns(),
  dcr_no: varchar('dcr_no', { length: 40 }),
  document_id: uuid('document_id'),
  title: varchar('title', { length: 200 }).notNull(),
  source: varchar('source', { length: 20 }).notNull(),
  ship_id: uuid('ship_id'),
  dept_id: uuid('dept_id'),
  requested_by: uuid('requested_by'),
  source_id: uuid('source_id'),
  reason: varchar('reason', { length: 2000 }).notNull(),
  proposed_change: varchar('proposed_change', { length: 4000 }).notNull(),
  status: varchar('status', { length: 20 }).notNull().default('submitted'),
  decided_by: uuid('decided_by'),
  decided_at: timestamp('decided_at', { withTimezone: true }),
  decision_remark: varchar('decision_remark', { length: 1000 }),
  implemented_version_id: uuid('implemented_version_id'),
  implemented_at: timestamp('implemented_at', { withTimezone: true }),
});
export type ChangeRequestRow = typeof changeRequest.$inferSelect;
