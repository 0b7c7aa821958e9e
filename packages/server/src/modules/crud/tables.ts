import { index, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, rowVersion, timestamps } from '../../db/columns.js';

/**
 * The generator's log: each design generated (or refused), with the DDL history of its table so far, so
 * that the next change of the design appends to it and an export replays all of it. Made by the area's
 * own migration (migrations.ts), not by the platform's baseline.
 */
export const crudLog = pgTable(
  'crud_log',
  {
    id: id(),
    table_name: varchar('table_name', { length: 64 }).notNull(),
    type: varchar('type', { length: 10 }).notNull(),
    /** `{table, fields}` as the designer sent it. */
    design: jsonb('design').notNull(),
    /** The package's migrations after this generation: `[{name, sql}]`. */
    migrations: jsonb('migrations').notNull().$type<Array<{ name: string; sql: string }>>(),
    status: varchar('status', { length: 10 }).notNull().default('generated'),
    resource: varchar('resource', { length: 100 }).notNull().default(''),
    version: varchar('version', { length: 20 }).notNull().default(''),
    /** Why the database refused it (status failed). */
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    created_by: uuid('created_by'),
    ...timestamps(),
    row_version: rowVersion(),
  },
  (table) => [index('crud_log_table_name_idx').on(table.table_name)],
);
