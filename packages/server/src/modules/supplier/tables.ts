import { date, integer, jsonb, numeric, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import type { SupplierContact, SupplierState } from '@vessel/contract';
import { describedColumns } from '../../db/columns.js';

/**
 * Typed views of the tables the kit makes from the descriptions (contract resources/supplier.ts), for the
 * area's own reads and writes (rating, approval, alerts, directory, demo). The descriptions' migrations
 * create them; these only name the columns the area touches, with the same SQL types.
 */
export const supplierCompany = pgTable('supplier_company', {
  ...describedColumns(),
  supplier_no: varchar('supplier_no', { length: 40 }),
  name_en: varchar('name_en', { length: 200 }).notNull(),
  name_zh: varchar('name_zh', { length: 100 }),
  short_name: varchar('short_name', { length: 60 }),
  types: jsonb('types').$type<string[]>(),
  country: varchar('country', { length: 2 }),
  ports_served: jsonb('ports_served').$type<string[]>(),
  address: varchar('address', { length: 500 }),
  contacts: jsonb('contacts').$type<SupplierContact[]>().notNull().default([]),
  tax_no: varchar('tax_no', { length: 60 }),
  status: varchar('status', { length: 20 }).notNull().default('prospective').$type<SupplierState>(),
  approved_scope: jsonb('approved_scope').$type<string[]>(),
  approval_valid_until: date('approval_valid_until', { mode: 'string' }),
  approved_on: date('approved_on', { mode: 'string' }),
  reevaluation_reason: varchar('reevaluation_reason', { length: 20 }),
  rating: numeric('rating', { precision: 3, scale: 1, mode: 'number' }),
  rating_count: integer('rating_count').notNull().default(0),
  owner_id: uuid('owner_id'),
  status_reason: varchar('status_reason', { length: 1000 }),
  blacklist_reason: varchar('blacklist_reason', { length: 1000 }),
  pending_result: varchar('pending_result', { length: 20 }),
  pending_valid_until: date('pending_valid_until', { mode: 'string' }),
  status_before: varchar('status_before', { length: 20 }),
  remark: varchar('remark', { length: 2000 }),
});
export type SupplierRow = typeof supplierCompany.$inferSelect;

export const supplierEvaluation = pgTable('supplier_evaluation', {
  ...describedColumns(),
  supplier_id: uuid('supplier_id').notNull(),
  kind: varchar('kind', { length: 20 }).notNull(),
  evaluated_on: date('evaluated_on', { mode: 'string' }).notNull(),
  order_ref: varchar('order_ref', { length: 60 }),
  ship_id: uuid('ship_id'),
  evaluator_id: uuid('evaluator_id'),
  score_quality: integer('score_quality'),
  score_delivery: integer('score_delivery'),
  score_price: integer('score_price'),
  score_documentation: integer('score_documentation'),
  score_communication: integer('score_communication'),
  score_hse: integer('score_hse'),
  overall: numeric('overall', { precision: 3, scale: 1, mode: 'number' }),
  remark: varchar('remark', { length: 2000 }),
  decision: varchar('decision', { length: 20 }).notNull(),
  approved_by: uuid('approved_by'),
});
export type SupplierEvaluationRow = typeof supplierEvaluation.$inferSelect;

export const supplierBank = pgTable('supplier_bank', {
  ...describedColumns(),
  supplier_id: uuid('supplier_id').notNull(),
  bank_name: varchar('bank_name', { length: 200 }).notNull(),
  bank_address: varchar('bank_address', { length: 300 }),
  account_name: varchar('account_name', { length: 200 }).notNull(),
  account_no: varchar('account_no', { length: 60 }).notNull(),
  iban: varchar('iban', { length: 40 }),
  swift: varchar('swift', { length: 11 }),
  currency: varchar('currency', { length: 3 }),
});
