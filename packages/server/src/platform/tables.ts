import { boolean, index, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Nonces of signed requests seen within the signature window (replay protection). */
export const requestNonce = pgTable(
  'request_nonce',
  {
    nonce: varchar('nonce', { length: 64 }).primaryKey(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('request_nonce_expires').on(table.expires_at)],
);

/**
 * The modules of this installation: which version of each is installed and whether it is enabled. The
 * registry reconciles a module's menus and rights when its version differs from the one recorded here.
 */
export const moduleState = pgTable('module_state', {
  name: varchar('name', { length: 50 }).primaryKey(),
  version: varchar('version', { length: 20 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  installed_at: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each module's own migrations that have run here, by module and name (applied in dependency order). */
export const moduleMigration = pgTable(
  'module_migration',
  {
    module: varchar('module', { length: 50 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    applied_at: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.module, table.name] })],
);

/**
 * Every menu, menu directory and button a module's manifest put into a rule tree, with the title it was
 * given: a rule recorded here and missing from the tree was deleted by an administrator and is not put
 * back; a title still equal to the recorded one follows the manifest's new title, one an administrator
 * changed is theirs.
 */
export const moduleRuleInstall = pgTable(
  'module_rule_install',
  {
    /** `admin` (admin_rule) or `member` (member_rule). */
    tree: varchar('tree', { length: 10 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    module: varchar('module', { length: 50 }).notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    installed_at: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tree, table.name] })],
);
