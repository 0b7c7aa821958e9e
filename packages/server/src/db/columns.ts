import { sql } from 'drizzle-orm';
import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Columns every entity shares (DOMAIN.md "Conventions"): a stable uuid that a later ship-side client
 * could replicate, creation and update times, and a row version for optimistic locking.
 */
export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

export const timestamps = () => ({
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rowVersion = () => integer('row_version').notNull().default(1);

/**
 * Who created and last changed a record, when, and its row version: the block every workflow record
 * carries (master data without authorship uses timestamps() and rowVersion() alone).
 */
export const auditColumns = () => ({
  created_by: uuid('created_by'),
  updated_by: uuid('updated_by'),
  ...timestamps(),
  row_version: rowVersion(),
});
