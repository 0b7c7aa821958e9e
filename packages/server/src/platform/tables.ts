import { bigint, boolean, index, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

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
 * The module store's states (BuildAdmin's, where they apply): `installed` false is uninstalled (its data
 * kept unless purged); installed and `enabled` is installed; installed and not enabled is disabled. A
 * built-in module without a row is installed (a new area arrives enabled).
 */
export const moduleState = pgTable('module_state', {
  name: varchar('name', { length: 50 }).primaryKey(),
  version: varchar('version', { length: 20 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  installed: boolean('installed').notNull().default(true),
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

/**
 * Modules stored as packages (uploaded, or made by the CRUD generator): the signed package itself, so that
 * every process installs the same manifest and an export hands out what was verified.
 */
export const modulePackage = pgTable('module_package', {
  name: varchar('name', { length: 50 }).primaryKey(),
  version: varchar('version', { length: 20 }).notNull(),
  manifest: jsonb('manifest').notNull(),
  key_id: varchar('key_id', { length: 128 }).notNull(),
  signature: text('signature').notNull(),
  /** `upload` or `crud` (the generator's designs). */
  source: varchar('source', { length: 10 }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * This installation's Ed25519 key pair for signing module packages, made once on first use when
 * MODULE_SIGNING_KEY is not configured. The private key never leaves the server: no route reads this table.
 */
export const moduleSigningKey = pgTable('module_signing_key', {
  key_id: varchar('key_id', { length: 128 }).primaryKey(),
  public_key: text('public_key').notNull(),
  private_key: text('private_key').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Bumped by every change of which modules run (enable, disable, install, uninstall, upgrade): each server
 * process sharing the database polls it and brings its registry in line (platform/module-sync.ts).
 */
export const moduleRevision = pgSequence('module_revision', { startWith: 1, increment: 1 });

/**
 * How many rows a resource's table holds, by department (platform/resource/row-count.ts): what a list
 * answers as its `total` when only the data scope narrows it, instead of counting every row on every
 * request. Written only by the triggers the kit attaches to a counted table (a row per statement and
 * department, `n` the rows it added, or removed as a negative number), summed by the list, and folded back
 * into one row per department now and then. `dept_id` null holds the rows without a department (and every
 * row of a table that has no department column).
 */
export const resourceRowCount = pgTable(
  'resource_row_count',
  {
    table_name: varchar('table_name', { length: 63 }).notNull(),
    dept_id: uuid('dept_id'),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (table) => [index('resource_row_count_table_dept').on(table.table_name, table.dept_id)],
);

/**
 * The tables whose rows are counted in resource_row_count: by which column (`dept_column`, empty for none)
 * and for which table (`relid`, its oid when the triggers were attached). A table dropped and made again, or
 * renamed, or restored from a dump has another oid, so it is counted afresh rather than trusted.
 */
export const resourceRowCountTable = pgTable('resource_row_count_table', {
  table_name: varchar('table_name', { length: 63 }).primaryKey(),
  relid: bigint('relid', { mode: 'number' }).notNull(),
  dept_column: varchar('dept_column', { length: 63 }).notNull(),
  installed_at: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
});
