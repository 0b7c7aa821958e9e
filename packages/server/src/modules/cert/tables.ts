import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, jsonb, pgTable, smallint, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { CertificateStatus, SurveyKind, SurveyScheme } from '@vessel/contract';
import { auditColumns, id, keyOf, timestamps } from '../../db/columns.js';
import { admin, department } from '../../platform/identity/tables.js';

/** Certificate types (DOMAIN.md §4.5): a bilingual dictionary with validity, survey scheme and alert lead times. */
export const certificateType = pgTable(
  'certificate_type',
  {
    id: id(),
    code: varchar('code', { length: 40 }).notNull(),
    name_en: varchar('name_en', { length: 150 }).notNull(),
    name_zh: varchar('name_zh', { length: 100 }).notNull(),
    holder: varchar('holder', { length: 10 }).notNull().$type<'ship' | 'company' | 'seafarer' | 'supplier'>(),
    category: varchar('category', { length: 30 }).notNull().default('statutory'),
    /** Seafarer document kinds only (identity, competency, proficiency...). */
    doc_category: varchar('doc_category', { length: 20 }),
    /** Null: permanent (no expiry). */
    validity_months: integer('validity_months'),
    survey_scheme: varchar('survey_scheme', { length: 30 }).notNull().default('none').$type<SurveyScheme>(),
    window_before_months: smallint('window_before_months').notNull().default(3),
    window_after_months: smallint('window_after_months').notNull().default(3),
    /** Alert lead times in days before expiry, e.g. [90, 60, 30, 7]. */
    alert_days: jsonb('alert_days').$type<number[]>().notNull().default([90, 60, 30, 7]),
    stcw_reg: varchar('stcw_reg', { length: 20 }).notNull().default(''),
    mandatory: boolean('mandatory').notNull().default(true),
    weigh: integer('weigh').notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('enable'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
  },
  (table) => [uniqueIndex('certificate_type_code_unique').on(sql`lower(${table.code})`), index('certificate_type_holder').on(table.holder)],
);
export type CertificateTypeRow = typeof certificateType.$inferSelect;

/**
 * Certificates of ships, of the company and of seafarers (their documents) alike. `dept_id` is the data
 * scope: the ship's department node, the company root, or the seafarer's department. `status` is stored
 * for filtering and recomputed on every write and by the daily alert job.
 */
export const certificate = pgTable(
  'certificate',
  {
    id: id(),
    holder_type: varchar('holder_type', { length: 10 }).notNull().$type<'ship' | 'company' | 'seafarer' | 'supplier'>(),
    ship_id: uuid('ship_id').references(() => keyOf('ship'), { onDelete: 'restrict' }),
    seafarer_id: uuid('seafarer_id').references(() => keyOf('seafarer'), { onDelete: 'restrict' }),
    /**
     * A supplier's certificate (class service-supplier approval, MLC 1.4 licence, ISO): a plain key, checked
     * through SUPPLIER_DIRECTORY on every write, since the supplier area is optional and migrates after this one.
     */
    supplier_id: uuid('supplier_id'),
    dept_id: uuid('dept_id')
      .notNull()
      .references((): AnyPgColumn => department.id, { onDelete: 'restrict' }),
    cert_type_id: uuid('cert_type_id')
      .notNull()
      .references(() => certificateType.id, { onDelete: 'restrict' }),
    /** The type's document kind, copied on write so that document lists filter by it. */
    doc_category: varchar('doc_category', { length: 20 }),
    cert_no: varchar('cert_no', { length: 60 }).notNull().default(''),
    issued_by: varchar('issued_by', { length: 100 }).notNull().default(''),
    issue_place: varchar('issue_place', { length: 100 }).notNull().default(''),
    issue_date: date('issue_date', { mode: 'string' }),
    /** Null: no expiry. */
    expiry_date: date('expiry_date', { mode: 'string' }),
    term: varchar('term', { length: 20 }).notNull().default('full'),
    extension_until: date('extension_until', { mode: 'string' }),
    last_endorsement_date: date('last_endorsement_date', { mode: 'string' }),
    status: varchar('status', { length: 24 }).notNull().default('valid').$type<CertificateStatus>(),
    superseded_by_id: uuid('superseded_by_id').references((): AnyPgColumn => certificate.id, { onDelete: 'set null' }),
    remarks: varchar('remarks', { length: 1000 }).notNull().default(''),
    /** Attachment URLs (scans of the certificate and its endorsements). */
    files: jsonb('files').$type<string[]>().notNull().default([]),
    // Seafarer documents.
    issuing_country: varchar('issuing_country', { length: 2 }).notNull().default(''),
    issuing_authority: varchar('issuing_authority', { length: 100 }).notNull().default(''),
    stcw_reg: varchar('stcw_reg', { length: 20 }).notNull().default(''),
    capacity: varchar('capacity', { length: 100 }).notNull().default(''),
    verified_by: uuid('verified_by').references(() => admin.id, { onDelete: 'set null' }),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (table) => [
    index('certificate_ship').on(table.ship_id),
    index('certificate_seafarer').on(table.seafarer_id),
    index('certificate_supplier').on(table.supplier_id),
    index('certificate_dept').on(table.dept_id),
    index('certificate_cert_type').on(table.cert_type_id),
    index('certificate_status_expiry').on(table.status, table.expiry_date),
    check(
      'certificate_holder_check',
      sql`(${table.holder_type} = 'ship' and ${table.ship_id} is not null and ${table.seafarer_id} is null and ${table.supplier_id} is null)
        or (${table.holder_type} = 'seafarer' and ${table.seafarer_id} is not null and ${table.ship_id} is null and ${table.supplier_id} is null)
        or (${table.holder_type} = 'company' and ${table.ship_id} is null and ${table.seafarer_id} is null and ${table.supplier_id} is null)
        or (${table.holder_type} = 'supplier' and ${table.supplier_id} is not null and ${table.ship_id} is null and ${table.seafarer_id} is null)`,
    ),
  ],
);
export type CertificateRow = typeof certificate.$inferSelect;

/**
 * The survey windows of a certificate (generated on save from its type's scheme; kept when done) and the
 * endorsements recorded in them. `ship_id` and `dept_id` repeat the certificate's, for listing and scope.
 * `state` is the due status of the window, stored for filtering and recomputed with the certificate.
 */
export const certificateSurvey = pgTable(
  'certificate_survey',
  {
    id: id(),
    certificate_id: uuid('certificate_id')
      .notNull()
      .references(() => certificate.id, { onDelete: 'cascade' }),
    ship_id: uuid('ship_id'),
    dept_id: uuid('dept_id').notNull(),
    kind: varchar('kind', { length: 20 }).notNull().$type<SurveyKind>(),
    anniversary_no: smallint('anniversary_no').notNull().default(0),
    anniversary_date: date('anniversary_date', { mode: 'string' }).notNull(),
    window_start: date('window_start', { mode: 'string' }).notNull(),
    window_end: date('window_end', { mode: 'string' }).notNull(),
    state: varchar('state', { length: 12 }).notNull().default('ok'),
    done_date: date('done_date', { mode: 'string' }),
    place: varchar('place', { length: 100 }).notNull().default(''),
    surveyor: varchar('surveyor', { length: 100 }).notNull().default(''),
    result: varchar('result', { length: 30 }).notNull().default(''),
    remarks: varchar('remarks', { length: 500 }).notNull().default(''),
    endorsement_file: varchar('endorsement_file', { length: 255 }).notNull().default(''),
    recorded_by: uuid('recorded_by'),
    ...timestamps(),
  },
  (table) => [
    index('certificate_survey_certificate').on(table.certificate_id),
    index('certificate_survey_state').on(table.state, table.window_end),
    index('certificate_survey_dept').on(table.dept_id),
  ],
);
export type CertificateSurveyRow = typeof certificateSurvey.$inferSelect;
