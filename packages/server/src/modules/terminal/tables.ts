import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { PackageManager } from '@vessel/contract';

/**
 * The terminal's settings of spec §3 that the server keeps (package manager, port): one row, id 1.
 * No row means the defaults of spec §9.
 */
export const terminalSettings = pgTable(
  'terminal_settings',
  {
    id: smallint('id').primaryKey().default(1),
    package_manager: varchar('package_manager', { length: 10 }).notNull().$type<PackageManager>(),
    port: integer('port').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('terminal_settings_single_row', sql`${table.id} = 1`),
    check('terminal_settings_port_range', sql`${table.port} between 1 and 65535`),
  ],
);
