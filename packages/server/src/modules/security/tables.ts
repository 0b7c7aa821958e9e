import { boolean, index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, rowVersion, timestamps } from '../../db/columns.js';

/** Which resources keep a copy of what is deleted. */
export const dataRecycle = pgTable('security_data_recycle', {
  id: id(),
  name: varchar('name', { length: 50 }).notNull(),
  /** Resource name, `auth.Admin`. */
  resource: varchar('resource', { length: 64 }).notNull(),
  data_table: varchar('data_table', { length: 64 }).notNull(),
  status: varchar('status', { length: 10 }).notNull().default('enable'),
  ...timestamps(),
  row_version: rowVersion(),
});

/** The recycle bin: a full copy of each deleted record, written in the delete's transaction. */
export const dataRecycleLog = pgTable(
  'security_data_recycle_log',
  {
    id: id(),
    recycle_id: uuid('recycle_id'),
    resource: varchar('resource', { length: 64 }).notNull(),
    data_table: varchar('data_table', { length: 64 }).notNull(),
    record_id: uuid('record_id').notNull(),
    record_label: varchar('record_label', { length: 200 }).notNull().default(''),
    data: jsonb('data').notNull(),
    /**
     * Whose record it was, by the resource's data scope at the time of writing: a line is shown to those
     * who could see the record. `scoped` false: the resource has no scope, every reader sees it; a scoped
     * line with neither department nor owner (or written before these columns) only to the 'all' scope.
     */
    scoped: boolean('scoped').notNull().default(true),
    dept_id: uuid('dept_id'),
    owner_id: uuid('owner_id'),
    admin_id: uuid('admin_id'),
    username: varchar('username', { length: 30 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    useragent: varchar('useragent', { length: 255 }).notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    restored_at: timestamp('restored_at', { withTimezone: true }),
    restored_by: varchar('restored_by', { length: 30 }).notNull().default(''),
  },
  (table) => [index('security_data_recycle_log_created').on(table.created_at), index('security_data_recycle_log_record').on(table.record_id), index('security_data_recycle_log_dept').on(table.dept_id)],
);

/** Which fields of which resources record their before and after values. */
export const sensitiveData = pgTable('security_sensitive_data', {
  id: id(),
  name: varchar('name', { length: 50 }).notNull(),
  resource: varchar('resource', { length: 64 }).notNull(),
  data_table: varchar('data_table', { length: 64 }).notNull(),
  fields: jsonb('fields').notNull().$type<string[]>(),
  status: varchar('status', { length: 10 }).notNull().default('enable'),
  ...timestamps(),
  row_version: rowVersion(),
});

/** One changed watched field: before and after, written in the edit's transaction. */
export const sensitiveDataLog = pgTable(
  'security_sensitive_data_log',
  {
    id: id(),
    sensitive_id: uuid('sensitive_id'),
    resource: varchar('resource', { length: 64 }).notNull(),
    data_table: varchar('data_table', { length: 64 }).notNull(),
    record_id: uuid('record_id').notNull(),
    data_field: varchar('data_field', { length: 64 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Set on the line a rollback wrote: the line it undid. */
    rollback_of: uuid('rollback_of'),
    /**
     * Whose record it was, by the resource's data scope at the time of writing: a line is shown to those
     * who could see the record. `scoped` false: the resource has no scope, every reader sees it; a scoped
     * line with neither department nor owner (or written before these columns) only to the 'all' scope.
     */
    scoped: boolean('scoped').notNull().default(true),
    dept_id: uuid('dept_id'),
    owner_id: uuid('owner_id'),
    admin_id: uuid('admin_id'),
    username: varchar('username', { length: 30 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    useragent: varchar('useragent', { length: 255 }).notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rolled_back_at: timestamp('rolled_back_at', { withTimezone: true }),
    rolled_back_by: varchar('rolled_back_by', { length: 30 }).notNull().default(''),
  },
  (table) => [index('security_sensitive_data_log_created').on(table.created_at), index('security_sensitive_data_log_record').on(table.record_id), index('security_sensitive_data_log_dept').on(table.dept_id)],
);
