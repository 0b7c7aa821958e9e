import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * The columns the resource kit adds to every table it makes from a description (platform/resource/
 * described.ts): for an area's typed Drizzle view of such a table, so each area does not spell them again.
 */
export const describedColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  created_by: uuid('created_by'),
  ...timestamps(),
  row_version: rowVersion(),
});

const keys = new Map<string, AnyPgColumn>();

/**
 * The `id` column of another area's table, named rather than imported, for a foreign key across areas
 * (`.references(() => keyOf('ship'))`): the database keeps the key (drizzle-kit writes it from the table's
 * and the column's names alone, so the migrations are unchanged), while the area does not depend on the
 * other area's table file (issue 14: areas never import each other's tables). Within an area, reference
 * the table itself.
 */
export function keyOf(table: 'ship' | 'seafarer' | 'certificate_type'): AnyPgColumn {
  let key = keys.get(table);
  if (!key) {
    // A stand-in holding only the key: never queried, never exported to db/schema.ts.
    key = pgTable(table, { id: uuid('id').primaryKey() }).id;
    keys.set(table, key);
  }
  return key;
}
