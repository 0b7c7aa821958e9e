import { boolean, integer, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { ConfigGroup, ConfigType, ConfigValue } from '@vessel/contract';
import { id, rowVersion, timestamps } from '../../db/columns.js';

/** System configuration: one named setting a row (issue 6). */
export const config = pgTable(
  'config',
  {
    id: id(),
    name: varchar('name', { length: 50 }).notNull(),
    group: varchar('group', { length: 20 }).notNull().$type<ConfigGroup>(),
    title: varchar('title', { length: 100 }).notNull(),
    tip: varchar('tip', { length: 255 }).notNull().default(''),
    type: varchar('type', { length: 20 }).notNull().$type<ConfigType>(),
    value: jsonb('value').$type<ConfigValue>(),
    options: jsonb('options').notNull().default([]).$type<string[]>(),
    required: boolean('required').notNull().default(false),
    /** Write-only: never answered, kept when a form leaves it empty. */
    secret: boolean('secret').notNull().default(false),
    /** Settings the product reads are built in and cannot be deleted. */
    allow_del: boolean('allow_del').notNull().default(true),
    weigh: integer('weigh').notNull().default(0),
    ...timestamps(),
    row_version: rowVersion(),
  },
  (table) => [uniqueIndex('config_name_unique').on(table.name)],
);

export type ConfigRow = typeof config.$inferSelect;

/** A stored file. Identical content (sha1) is one row and one file, counted by `quote`. */
export const attachment = pgTable(
  'attachment',
  {
    id: id(),
    topic: varchar('topic', { length: 30 }).notNull().default('default'),
    admin_id: uuid('admin_id'),
    user_id: uuid('user_id'),
    /** Who uploaded it first, for the library's filter. */
    username: varchar('username', { length: 30 }).notNull().default(''),
    url: varchar('url', { length: 255 }).notNull(),
    /** Where the bytes are: a path under DATA_DIR/uploads, or an object key. */
    storage_key: varchar('storage_key', { length: 255 }).notNull(),
    storage: varchar('storage', { length: 10 }).notNull().default('local'),
    name: varchar('name', { length: 255 }).notNull(),
    suffix: varchar('suffix', { length: 20 }).notNull().default(''),
    mimetype: varchar('mimetype', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    sha1: varchar('sha1', { length: 40 }).notNull(),
    quote: integer('quote').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_upload_at: timestamp('last_upload_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('attachment_sha1_unique').on(table.sha1), uniqueIndex('attachment_url_unique').on(table.url)],
);
