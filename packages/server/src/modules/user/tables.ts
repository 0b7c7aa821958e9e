import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, rowVersion, timestamps } from '../../db/columns.js';

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
