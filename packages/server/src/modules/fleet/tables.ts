import { type AnyPgColumn, date, index, integer, jsonb, numeric, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { ShipStatus, TradingArea } from '@vessel/contract';
import { auditColumns, id } from '../../db/columns.js';
import { admin, department } from '../../platform/identity/tables.js';

/**
 * Ships (DOMAIN.md §4.1). `dept_id` is the ship's own node of the department tree (dept_type 'ship'),
 * created, renamed and moved with the ship in the same transaction; `fleet_group_id` is that node's parent.
 */
export const ship = pgTable(
  'ship',
  {
    id: id(),
    name_en: varchar('name_en', { length: 100 }).notNull(),
    name_zh: varchar('name_zh', { length: 100 }).notNull().default(''),
    imo_no: varchar('imo_no', { length: 7 }).notNull(),
    mmsi: varchar('mmsi', { length: 9 }).notNull().default(''),
    call_sign: varchar('call_sign', { length: 10 }).notNull().default(''),
    /** ISO 3166 alpha-2 of the flag state. */
    flag: varchar('flag', { length: 2 }).notNull(),
    port_of_registry: varchar('port_of_registry', { length: 60 }).notNull().default(''),
    official_no: varchar('official_no', { length: 30 }).notNull().default(''),
    ship_type: varchar('ship_type', { length: 30 }).notNull(),
    ship_subtype: varchar('ship_subtype', { length: 30 }).notNull().default(''),
    class_society: varchar('class_society', { length: 10 }).notNull().default(''),
    class_no: varchar('class_no', { length: 30 }).notNull().default(''),
    class_notation: varchar('class_notation', { length: 255 }).notNull().default(''),
    gt: integer('gt'),
    nt: integer('nt'),
    dwt: integer('dwt'),
    loa: numeric('loa', { precision: 8, scale: 2 }),
    breadth: numeric('breadth', { precision: 8, scale: 2 }),
    depth: numeric('depth', { precision: 8, scale: 2 }),
    summer_draft: numeric('summer_draft', { precision: 8, scale: 2 }),
    built_year: integer('built_year'),
    delivery_date: date('delivery_date', { mode: 'string' }),
    builder: varchar('builder', { length: 100 }).notNull().default(''),
    hull_no: varchar('hull_no', { length: 30 }).notNull().default(''),
    registered_owner: varchar('registered_owner', { length: 100 }).notNull().default(''),
    doc_company: varchar('doc_company', { length: 100 }).notNull().default(''),
    operator: varchar('operator', { length: 100 }).notNull().default(''),
    trading_area: varchar('trading_area', { length: 20 }).notNull().default('international').$type<TradingArea>(),
    status: varchar('status', { length: 20 }).notNull().default('in_service').$type<ShipStatus>(),
    management_start: date('management_start', { mode: 'string' }),
    management_end: date('management_end', { mode: 'string' }),
    dept_id: uuid('dept_id')
      .notNull()
      .references((): AnyPgColumn => department.id, { onDelete: 'restrict' }),
    fleet_group_id: uuid('fleet_group_id').references((): AnyPgColumn => department.id, { onDelete: 'set null' }),
    tech_superintendent_id: uuid('tech_superintendent_id').references(() => admin.id, { onDelete: 'set null' }),
    marine_superintendent_id: uuid('marine_superintendent_id').references(() => admin.id, { onDelete: 'set null' }),
    crew_manager_id: uuid('crew_manager_id').references(() => admin.id, { onDelete: 'set null' }),
    contact_email: varchar('contact_email', { length: 100 }).notNull().default(''),
    sat_phone: varchar('sat_phone', { length: 30 }).notNull().default(''),
    /** `{position_id: count}`: minimum safe manning by rank. */
    safe_manning: jsonb('safe_manning').$type<Record<string, number>>().notNull().default({}),
    next_drydock_due: date('next_drydock_due', { mode: 'string' }),
    /** Where the ship is bound: a port's name or its UN/LOCODE ('' when not recorded), and her ETA there. */
    next_port: varchar('next_port', { length: 60 }).notNull().default(''),
    next_port_eta: date('next_port_eta', { mode: 'string' }),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('ship_imo_no_unique').on(table.imo_no),
    uniqueIndex('ship_dept_unique').on(table.dept_id),
    index('ship_fleet_group').on(table.fleet_group_id),
    index('ship_status_idx').on(table.status),
  ],
);
export type ShipRow = typeof ship.$inferSelect;

/** Status history (DOMAIN.md §4.1): one line per change, with the day it took effect and why. */
export const shipStatusLog = pgTable(
  'ship_status_log',
  {
    id: id(),
    ship_id: uuid('ship_id')
      .notNull()
      .references(() => ship.id, { onDelete: 'cascade' }),
    from_status: varchar('from_status', { length: 20 }).$type<ShipStatus>(),
    to_status: varchar('to_status', { length: 20 }).notNull().$type<ShipStatus>(),
    changed_on: date('changed_on', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 255 }).notNull().default(''),
    admin_id: uuid('admin_id'),
    username: varchar('username', { length: 30 }).notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ship_status_log_ship').on(table.ship_id, table.changed_on)],
);

/** Former names (曾用名): the name a ship carried until a rename. */
export const shipNameHistory = pgTable(
  'ship_name_history',
  {
    id: id(),
    ship_id: uuid('ship_id')
      .notNull()
      .references(() => ship.id, { onDelete: 'cascade' }),
    name_en: varchar('name_en', { length: 100 }).notNull(),
    name_zh: varchar('name_zh', { length: 100 }).notNull().default(''),
    /** The last day the ship carried the name. */
    until: date('until', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ship_name_history_ship').on(table.ship_id)],
);
