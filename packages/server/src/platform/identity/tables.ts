import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { DataScope, DeptType } from '@vessel/contract';
import { id, rowVersion, timestamps } from '../../db/columns.js';
import { menuRuleColumns } from '../../db/menu-rule-columns.js';

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
    department_id: uuid('department_id').references((): AnyPgColumn => department.id, { onDelete: 'set null' }),
    is_leader: boolean('is_leader').notNull().default(false),
    /** Authority level for approvals and escalation (DOMAIN.md decision 6). */
    weight_type: smallint('weight_type').notNull().default(1),
    /** The designated person ashore (ISM clause 4): the `dpa` approvers and the urgent alerts' recipients. */
    is_dpa: boolean('is_dpa').notNull().default(false),
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

/** The organisation tree (DOMAIN.md §4.2): company, shore departments, fleet groups, ships, ship departments. */
export const department = pgTable(
  'department',
  {
    id: id(),
    pid: uuid('pid'),
    name: varchar('name', { length: 50 }).notNull(),
    name_en: varchar('name_en', { length: 100 }).notNull().default(''),
    dept_type: varchar('dept_type', { length: 20 }).notNull().$type<DeptType>(),
    code: varchar('code', { length: 30 }).notNull().default(''),
    weigh: integer('weigh').notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('enable'),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    ...timestamps(),
    row_version: rowVersion(),
  },
  (table) => [index('department_pid').on(table.pid)],
);

/** Roles: a tree, each holding a set of rules and a data scope. */
export const adminGroup = pgTable(
  'admin_group',
  {
    id: id(),
    pid: uuid('pid'),
    name: varchar('name', { length: 50 }).notNull(),
    data_scope: varchar('data_scope', { length: 20 }).notNull().default('self').$type<DataScope>(),
    status: varchar('status', { length: 10 }).notNull().default('enable'),
    ...timestamps(),
    row_version: rowVersion(),
  },
  (table) => [index('admin_group_pid').on(table.pid)],
);

/** Which administrators hold which roles. */
export const adminGroupAccess = pgTable(
  'admin_group_access',
  {
    admin_id: uuid('admin_id').notNull().references(() => admin.id, { onDelete: 'cascade' }),
    group_id: uuid('group_id').notNull().references(() => adminGroup.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.admin_id, table.group_id] }), index('admin_group_access_group').on(table.group_id)],
);

/** The rules a role grants. */
export const adminGroupRule = pgTable(
  'admin_group_rule',
  {
    group_id: uuid('group_id').notNull().references(() => adminGroup.id, { onDelete: 'cascade' }),
    rule_id: uuid('rule_id').notNull().references(() => adminRule.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.group_id, table.rule_id] }), index('admin_group_rule_rule').on(table.rule_id)],
);

/** The departments of a role whose data scope is `custom`. */
export const adminGroupDepartment = pgTable(
  'admin_group_department',
  {
    group_id: uuid('group_id').notNull().references(() => adminGroup.id, { onDelete: 'cascade' }),
    department_id: uuid('department_id').notNull().references(() => department.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.group_id, table.department_id] })],
);

/** One tree that is both the menu and the list of rights: menu directories, menus and buttons. */
export const adminRule = pgTable(
  'admin_rule',
  {
    ...menuRuleColumns(),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    ...timestamps(),
    row_version: rowVersion(),
  },
  (table) => [uniqueIndex('admin_rule_name_unique').on(table.name), index('admin_rule_pid').on(table.pid)],
);

/** Every write an administrator makes: who, when, which right, what (secrets masked), from where. */
export const adminLog = pgTable(
  'admin_log',
  {
    id: id(),
    admin_id: uuid('admin_id'),
    username: varchar('username', { length: 30 }).notNull().default(''),
    url: varchar('url', { length: 1500 }).notNull(),
    title: varchar('title', { length: 100 }).notNull().default(''),
    right: varchar('right', { length: 100 }).notNull().default(''),
    data: jsonb('data'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    useragent: varchar('useragent', { length: 255 }).notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_log_admin').on(table.admin_id), index('admin_log_created').on(table.created_at)],
);
