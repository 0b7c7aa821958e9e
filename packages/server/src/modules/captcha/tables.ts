import { index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Click captchas waiting for an answer, or answered right and waiting for their one consuming use.
 * The client's id is stored only as a hash, and the answer (where the targets are) only sealed with a
 * key derived from that id: the table alone neither names a captcha nor tells its answer.
 */
export const clickCaptcha = pgTable(
  'click_captcha',
  {
    id_hash: varchar('id_hash', { length: 64 }).primaryKey(),
    /** AES-256-GCM of the target spots, base64: iv, tag, ciphertext. */
    answer: text('answer').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when answered right and kept for a consuming use (checkClickCaptcha with unset false). */
    passed_at: timestamp('passed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('click_captcha_expires').on(table.expires_at)],
);
