import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Nonces of signed requests seen within the signature window (replay protection). */
export const requestNonce = pgTable(
  'request_nonce',
  {
    nonce: varchar('nonce', { length: 64 }).primaryKey(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('request_nonce_expires').on(table.expires_at)],
);
