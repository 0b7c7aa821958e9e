import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, index, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { TitleParams, TodoPriority, TodoStatus } from '@vessel/contract';
import { auditColumns, id } from '../../db/columns.js';
import { admin, department } from '../identity/tables.js';

/**
 * To-dos (DOMAIN.md §4.7). An auto to-do belongs to an alert source's record (`source`, `biz_id`): at most
 * one is open per record, and it closes when the engine finds the condition gone (the work was done).
 */
export const todo = pgTable(
  'todo',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    title_key: varchar('title_key', { length: 100 }).notNull().default(''),
    params: jsonb('params').$type<TitleParams>(),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    biz_type: varchar('biz_type', { length: 40 }).notNull().default('manual'),
    biz_id: uuid('biz_id'),
    /** The alert source that opened an auto to-do ('certificate', 'certificate_survey'...). */
    source: varchar('source', { length: 40 }).notNull().default(''),
    ship_id: uuid('ship_id'),
    dept_id: uuid('dept_id').references((): AnyPgColumn => department.id, { onDelete: 'set null' }),
    assignee_admin_id: uuid('assignee_admin_id').references(() => admin.id, { onDelete: 'set null' }),
    assignee_dept: uuid('assignee_dept').references((): AnyPgColumn => department.id, { onDelete: 'set null' }),
    due_date: date('due_date', { mode: 'string' }),
    priority: varchar('priority', { length: 10 }).notNull().default('normal').$type<TodoPriority>(),
    status: varchar('status', { length: 12 }).notNull().default('open').$type<TodoStatus>(),
    done_at: timestamp('done_at', { withTimezone: true }),
    auto: boolean('auto').notNull().default(false),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('todo_auto_open_unique')
      .on(table.source, table.biz_id)
      .where(sql`${table.auto} and ${table.status} in ('open', 'in_progress')`),
    index('todo_assignee').on(table.assignee_admin_id, table.status),
    index('todo_assignee_dept').on(table.assignee_dept, table.status),
    index('todo_dept').on(table.dept_id),
    index('todo_ship').on(table.ship_id),
    index('todo_due').on(table.status, table.due_date),
  ],
);
export type TodoRow = typeof todo.$inferSelect;
