import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, index, integer, numeric, pgTable, smallint, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { AssignmentStatus, ContractStatus, EmploymentState, SeafarerStatus, SignOffReason } from '@vessel/contract';
import { auditColumns, id, keyOf, rowVersion, timestamps } from '../../db/columns.js';
import { department } from '../../platform/identity/tables.js';

/** Ship ranks and shore posts (DOMAIN.md §4.3); `weigh` orders them by seniority. */
export const position = pgTable(
  'position',
  {
    id: id(),
    code: varchar('code', { length: 20 }).notNull(),
    name_en: varchar('name_en', { length: 60 }).notNull(),
    name_zh: varchar('name_zh', { length: 30 }).notNull(),
    abbr: varchar('abbr', { length: 10 }).notNull().default(''),
    kind: varchar('kind', { length: 12 }).notNull().default('ship_rank').$type<'ship_rank' | 'shore_post'>(),
    ship_department: varchar('ship_department', { length: 12 }).notNull().default(''),
    level: varchar('level', { length: 12 }).notNull().default(''),
    stcw_reg: varchar('stcw_reg', { length: 20 }).notNull().default(''),
    is_watchkeeper: boolean('is_watchkeeper').notNull().default(false),
    is_head_of_dept: boolean('is_head_of_dept').notNull().default(false),
    min_age: smallint('min_age'),
    weigh: integer('weigh').notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('enable'),
    ...timestamps(),
    row_version: rowVersion(),
  },
  (table) => [uniqueIndex('position_code_unique').on(table.code)],
);
export type PositionRow = typeof position.$inferSelect;

/** Which seafarer certificate types a rank must hold, on all ships or on one ship type (STCW matrix). */
export const positionRequirement = pgTable(
  'position_requirement',
  {
    id: id(),
    position_id: uuid('position_id')
      .notNull()
      .references(() => position.id, { onDelete: 'cascade' }),
    /** Null: every ship type. */
    ship_type: varchar('ship_type', { length: 30 }),
    cert_type_id: uuid('cert_type_id')
      .notNull()
      .references(() => keyOf('certificate_type'), { onDelete: 'restrict' }),
    mandatory: boolean('mandatory').notNull().default(true),
    /** Days the document must stay valid beyond the planned sign-off. */
    min_validity_days: integer('min_validity_days').notNull().default(0),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    ...timestamps(),
    row_version: rowVersion(),
  },
  (table) => [
    uniqueIndex('position_requirement_unique').on(table.position_id, sql`coalesce(${table.ship_type}, '')`, table.cert_type_id),
    index('position_requirement_cert_type').on(table.cert_type_id),
  ],
);

/**
 * Seafarers (DOMAIN.md §4.4). `status`, `current_ship_id` and `dept_id` are derived from the
 * assignments by the server (crew/seafarer-standing.ts) whenever one changes.
 */
export const seafarer = pgTable(
  'seafarer',
  {
    id: id(),
    seafarer_no: varchar('seafarer_no', { length: 20 }).notNull(),
    name_en: varchar('name_en', { length: 80 }).notNull(),
    name_zh: varchar('name_zh', { length: 30 }).notNull().default(''),
    photo: varchar('photo', { length: 255 }).notNull().default(''),
    gender: varchar('gender', { length: 6 }).notNull().default(''),
    birth_date: date('birth_date', { mode: 'string' }),
    birth_place: varchar('birth_place', { length: 60 }).notNull().default(''),
    nationality: varchar('nationality', { length: 2 }).notNull().default('CN'),
    id_card_no: varchar('id_card_no', { length: 18 }).notNull().default(''),
    rank_id: uuid('rank_id')
      .notNull()
      .references(() => position.id, { onDelete: 'restrict' }),
    applied_rank_id: uuid('applied_rank_id').references(() => position.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 16 }).notNull().default('available').$type<SeafarerStatus>(),
    current_ship_id: uuid('current_ship_id').references(() => keyOf('ship'), { onDelete: 'set null' }),
    employment_state: varchar('employment_state', { length: 16 }).notNull().default('active').$type<EmploymentState>(),
    availability_date: date('availability_date', { mode: 'string' }),
    ship_type_experience: varchar('ship_type_experience', { length: 30 }).array().notNull().default(sql`'{}'::varchar[]`),
    mobile: varchar('mobile', { length: 20 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    emergency_contact_name: varchar('emergency_contact_name', { length: 50 }).notNull().default(''),
    emergency_contact_relation: varchar('emergency_contact_relation', { length: 30 }).notNull().default(''),
    emergency_contact_phone: varchar('emergency_contact_phone', { length: 20 }).notNull().default(''),
    /** The agent as typed before the supplier list (kept, shown read-only; new records choose `manning_agent_id`). */
    manning_agent: varchar('manning_agent', { length: 100 }).notNull().default(''),
    /**
     * The manning agent (MLC Reg 1.4), a supplier of type `manning_agent`. No foreign key: the supplier area
     * is optional and migrates after this one; the seafarer's form asks SUPPLIER_DIRECTORY on every change.
     */
    manning_agent_id: uuid('manning_agent_id'),
    blacklist_reason: varchar('blacklist_reason', { length: 255 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    /** Data scope: the ship node of the current or coming assignment, else the crewing department. */
    dept_id: uuid('dept_id').references((): AnyPgColumn => department.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('seafarer_no_unique').on(table.seafarer_no),
    index('seafarer_dept').on(table.dept_id),
    index('seafarer_status_idx').on(table.status),
    index('seafarer_manning_agent').on(table.manning_agent_id),
    index('seafarer_rank').on(table.rank_id),
  ],
);
export type SeafarerRow = typeof seafarer.$inferSelect;

/** Seafarer employment agreements (MLC 2006). */
export const crewContract = pgTable(
  'crew_contract',
  {
    id: id(),
    contract_no: varchar('contract_no', { length: 30 }).notNull(),
    seafarer_id: uuid('seafarer_id')
      .notNull()
      .references(() => seafarer.id, { onDelete: 'restrict' }),
    ship_id: uuid('ship_id')
      .notNull()
      .references(() => keyOf('ship'), { onDelete: 'restrict' }),
    rank_id: uuid('rank_id')
      .notNull()
      .references(() => position.id, { onDelete: 'restrict' }),
    sign_date: date('sign_date', { mode: 'string' }),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    duration_months: smallint('duration_months').notNull(),
    tolerance_months: smallint('tolerance_months').notNull().default(1),
    planned_end_date: date('planned_end_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }),
    wage_scale: varchar('wage_scale', { length: 50 }).notNull().default(''),
    basic_wage: numeric('basic_wage', { precision: 14, scale: 2 }),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    cba: varchar('cba', { length: 100 }).notNull().default(''),
    repatriation_terms: varchar('repatriation_terms', { length: 500 }).notNull().default(''),
    status: varchar('status', { length: 12 }).notNull().default('draft').$type<ContractStatus>(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    /** The ship's department: data scope. */
    dept_id: uuid('dept_id').references((): AnyPgColumn => department.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('crew_contract_no_unique').on(table.contract_no),
    index('crew_contract_seafarer').on(table.seafarer_id),
    index('crew_contract_ship').on(table.ship_id),
  ],
);

/** One onboard period of one seafarer (the core of crew tracking). */
export const crewAssignment = pgTable(
  'crew_assignment',
  {
    id: id(),
    /** "NAME · RANK · SHIP", kept by the server: what remote selects show and search. */
    label: varchar('label', { length: 200 }).notNull().default(''),
    seafarer_id: uuid('seafarer_id')
      .notNull()
      .references(() => seafarer.id, { onDelete: 'restrict' }),
    ship_id: uuid('ship_id')
      .notNull()
      .references(() => keyOf('ship'), { onDelete: 'restrict' }),
    rank_id: uuid('rank_id')
      .notNull()
      .references(() => position.id, { onDelete: 'restrict' }),
    contract_id: uuid('contract_id').references(() => crewContract.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 12 }).notNull().default('planned').$type<AssignmentStatus>(),
    planned_join_date: date('planned_join_date', { mode: 'string' }).notNull(),
    planned_join_port: varchar('planned_join_port', { length: 60 }).notNull().default(''),
    planned_sign_off_date: date('planned_sign_off_date', { mode: 'string' }).notNull(),
    sign_on_date: date('sign_on_date', { mode: 'string' }),
    sign_on_port: varchar('sign_on_port', { length: 60 }).notNull().default(''),
    sign_off_date: date('sign_off_date', { mode: 'string' }),
    sign_off_port: varchar('sign_off_port', { length: 60 }).notNull().default(''),
    sign_off_reason: varchar('sign_off_reason', { length: 20 }).$type<SignOffReason>(),
    relieves_assignment_id: uuid('relieves_assignment_id').references((): AnyPgColumn => crewAssignment.id, { onDelete: 'set null' }),
    relieved_by_assignment_id: uuid('relieved_by_assignment_id').references((): AnyPgColumn => crewAssignment.id, { onDelete: 'set null' }),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    /** The ship's department: data scope. */
    dept_id: uuid('dept_id').references((): AnyPgColumn => department.id, { onDelete: 'set null' }),
    /** Who moved it last along the workflow, and when (the history is the administrator log). */
    approved_by: uuid('approved_by'),
    ...auditColumns(),
  },
  (table) => [
    index('crew_assignment_seafarer').on(table.seafarer_id),
    index('crew_assignment_ship_status').on(table.ship_id, table.status),
    index('crew_assignment_dept').on(table.dept_id),
  ],
);
export type AssignmentRow = typeof crewAssignment.$inferSelect;

/** Sea service: internal rows from signed-off assignments, external rows entered by hand. */
export const seaService = pgTable(
  'sea_service',
  {
    id: id(),
    seafarer_id: uuid('seafarer_id')
      .notNull()
      .references(() => seafarer.id, { onDelete: 'cascade' }),
    is_internal: boolean('is_internal').notNull().default(false),
    assignment_id: uuid('assignment_id').references(() => crewAssignment.id, { onDelete: 'set null' }),
    ship_id: uuid('ship_id').references(() => keyOf('ship'), { onDelete: 'set null' }),
    ship_name: varchar('ship_name', { length: 100 }).notNull(),
    imo_no: varchar('imo_no', { length: 7 }).notNull().default(''),
    ship_type: varchar('ship_type', { length: 30 }).notNull().default(''),
    flag: varchar('flag', { length: 2 }).notNull().default(''),
    gt: integer('gt'),
    engine_kw: integer('engine_kw'),
    rank_id: uuid('rank_id')
      .notNull()
      .references(() => position.id, { onDelete: 'restrict' }),
    company: varchar('company', { length: 100 }).notNull().default(''),
    sign_on: date('sign_on', { mode: 'string' }).notNull(),
    sign_off: date('sign_off', { mode: 'string' }),
    days: integer('days'),
    remark: text('remark').notNull().default(''),
    ...timestamps(),
    row_version: rowVersion(),
  },
  (table) => [index('sea_service_seafarer').on(table.seafarer_id), uniqueIndex('sea_service_assignment_unique').on(table.assignment_id)],
);
