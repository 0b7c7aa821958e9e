import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.js';

/**
 * Verification codes: one live code per address and event (a new one replaces the old). The code is
 * stored only as a salted scrypt hash, so a copy of the table does not yield codes within their life.
 */
export const verificationCode = pgTable(
  'verification_code',
  {
    id: id(),
    /** The email address (lower case) or mobile number (digits, optional +) the code was sent to. */
    target: varchar('target', { length: 100 }).notNull(),
    event: varchar('event', { length: 30 }).notNull(),
    code_hash: text('code_hash').notNull(),
    /** Wrong tries so far; at the limit the code is spent. */
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    /** When this code was sent: the next may go 60 seconds later. */
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('verification_code_target_event').on(table.target, table.event), index('verification_code_expires').on(table.expires_at)],
);

/** Every text message sent or attempted, and by which provider (the `log` provider only writes here). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    template_code: varchar('template_code', { length: 30 }).notNull(),
    /** The text with the code for `log`; with a real provider the template and its parameters, code masked. */
    content: text('content').notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().$type<'logged' | 'sent' | 'failed'>(),
    error: varchar('error', { length: 500 }).notNull().default(''),
    member_id: uuid('member_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_created').on(table.created_at), index('sms_outbox_mobile').on(table.mobile)],
);
