import { boolean, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
