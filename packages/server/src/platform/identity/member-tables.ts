import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, rowVersion, timestamps } from '../../db/columns.js';
import { menuRuleColumns } from '../../db/menu-rule-columns.js';

/**
 * Members of the member centre (spec §3 "Member info"). The routes keep BuildAdmin's `user` names
 * (`/admin/user.User/`, `/api/user/...`); the table is `member`, as `user` is a reserved word in SQL.
 */
export const memberGroup = pgTable('member_group', {
  id: id(),
  name: varchar('name', { length: 50 }).notNull(),
  status: varchar('status', { length: 10 }).notNull().default('enable'),
  ...timestamps(),
  row_version: rowVersion(),
});

export const member = pgTable(
  'member',
  {
    id: id(),
    group_id: uuid('group_id').references(() => memberGroup.id, { onDelete: 'set null' }),
    username: varchar('username', { length: 30 }).notNull(),
    nickname: varchar('nickname', { length: 50 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    mobile: varchar('mobile', { length: 20 }).notNull().default(''),
    avatar: varchar('avatar', { length: 255 }).notNull().default(''),
    /** 0 unknown, 1 male, 2 female. */
    gender: smallint('gender').notNull().default(0),
    birthday: date('birthday'),
    /** Balance in minor units (fen, cents): never a float. */
    money: bigint('money', { mode: 'number' }).notNull().default(0),
    score: integer('score').notNull().default(0),
    motto: varchar('motto', { length: 255 }).notNull().default(''),
    password_hash: text('password_hash').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('enable'),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    last_login_ip: varchar('last_login_ip', { length: 64 }).notNull().default(''),
    join_ip: varchar('join_ip', { length: 64 }).notNull().default(''),
    ...timestamps(),
    row_version: rowVersion(),
  },
  (table) => [
    uniqueIndex('member_username_unique').on(sql`lower(${table.username})`),
    uniqueIndex('member_email_unique').on(sql`lower(${table.email})`).where(sql`${table.email} <> ''`),
    uniqueIndex('member_mobile_unique').on(table.mobile).where(sql`${table.mobile} <> ''`),
    index('member_group_id').on(table.group_id),
  ],
);

export type MemberRow = typeof member.$inferSelect;

/** The member centre's menu and rights: one tree, like the administrators' rules. */
export const memberRule = pgTable(
  'member_rule',
  {
    ...menuRuleColumns(),
    ...timestamps(),
    row_version: rowVersion(),
  },
  (table) => [uniqueIndex('member_rule_name_unique').on(table.name), index('member_rule_pid').on(table.pid)],
);

export const memberGroupRule = pgTable(
  'member_group_rule',
  {
    group_id: uuid('group_id').notNull().references(() => memberGroup.id, { onDelete: 'cascade' }),
    rule_id: uuid('rule_id').notNull().references(() => memberRule.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.group_id, table.rule_id] })],
);

/** Append-only ledgers: each line holds the change and the value before and after it. */
const ledgerColumns = () => ({
  id: id(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => member.id, { onDelete: 'cascade' }),
  before: bigint('before', { mode: 'number' }).notNull(),
  after: bigint('after', { mode: 'number' }).notNull(),
  memo: varchar('memo', { length: 255 }).notNull(),
  admin_id: uuid('admin_id'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memberMoneyLog = pgTable('member_money_log', { ...ledgerColumns(), money: bigint('money', { mode: 'number' }).notNull() }, (table) => [
  index('member_money_log_user').on(table.user_id, table.created_at),
]);

export const memberScoreLog = pgTable('member_score_log', { ...ledgerColumns(), score: bigint('score', { mode: 'number' }).notNull() }, (table) => [
  index('member_score_log_user').on(table.user_id, table.created_at),
]);

/** One-time tickets: the member proved the current email or mobile and may now change it (10 minutes). */
export const accountTicket = pgTable('account_ticket', {
  ticket_hash: varchar('ticket_hash', { length: 64 }).primaryKey(),
  member_id: uuid('member_id')
    .notNull()
    .references(() => member.id, { onDelete: 'cascade' }),
  type: varchar('type', { length: 10 }).notNull().$type<'email' | 'mobile'>(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
