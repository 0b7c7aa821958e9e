import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, rowVersion, timestamps } from '../../db/columns.js';

/** Back-office users (spec §3 "Admin info"). */
export const admin = pgTable(
  'admin',
  {
    id: id(),
    username: varchar('username', { length: 30 }).notNull(),
    nickname: varchar('nickname', { length: 50 }).notNull().default(''),
    avatar: varchar('avatar', { length: 255 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    mobile: varchar('mobile', { length: 20 }).notNull().default(''),
    last_name: varchar('last_name', { length: 50 }).notNull().default(''),
    /** scrypt hash in the self-describing form of platform/passwords.ts. */
    password_hash: text('password_hash').notNull(),
    is_super: boolean('is_super').notNull().default(false),
    status: varchar('status', { length: 10 }).notNull().default('enable'),
    department_id: uuid('department_id'),
    is_leader: boolean('is_leader').notNull().default(false),
    /** Authority level for approvals and escalation (DOMAIN.md decision 6). */
    weight_type: smallint('weight_type').notNull().default(1),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    last_login_ip: varchar('last_login_ip', { length: 64 }).notNull().default(''),
    ...timestamps(),
    row_version: rowVersion(),
  },
  (table) => [uniqueIndex('admin_username_unique').on(sql`lower(${table.username})`)],
);

export type AdminRow = typeof admin.$inferSelect;

/**
 * Access and refresh tokens of both sides. Only a SHA-256 of the token is kept; a family groups the
 * tokens of one login so that logout or a replayed refresh token revokes them together.
 */
export const authToken = pgTable(
  'auth_token',
  {
    token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull().$type<TokenKind>(),
    subject_id: uuid('subject_id').notNull(),
    family_id: uuid('family_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a refresh token was exchanged for a new one. */
    spent_at: timestamp('spent_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('auth_token_family').on(table.family_id), index('auth_token_subject').on(table.subject_id, table.kind)],
);

export type TokenKind = 'admin' | 'admin-refresh' | 'user' | 'user-refresh';

/** Failed-login counters by key (address, account at address, account); see platform/login-throttle.ts. */
export const loginThrottle = pgTable('login_throttle', {
  key: varchar('key', { length: 200 }).primaryKey(),
  failures: smallint('failures').notNull().default(0),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull(),
  blocked_until: timestamp('blocked_until', { withTimezone: true }),
});

/** Addresses an account has logged in from: the owner is not slowed by a stranger's failures. */
export const loginKnownAddress = pgTable(
  'login_known_address',
  {
    account: varchar('account', { length: 80 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    last_success_at: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('login_known_address_unique').on(table.account, table.address)],
);
