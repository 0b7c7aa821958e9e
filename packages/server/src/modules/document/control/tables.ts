import { boolean, customType, date, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { describedColumns } from '../../../db/columns.js';

/**
 * Typed views of the tables the kit makes from the descriptions (contract resources/document.ts), for the
 * part's own reads and writes (issue, supersede, search, alerts, demo), and the search table that only
 * this part's SQL migration creates.
 */
export const documentFolder = pgTable('document_folder', {
  ...describedColumns(),
  parent_id: uuid('parent_id'),
  weigh: integer('weigh').notNull().default(0),
  code: varchar('code', { length: 30 }).notNull(),
  name_en: varchar('name_en', { length: 200 }).notNull(),
  name_zh: varchar('name_zh', { length: 200 }).notNull(),
  level: varchar('level', { length: 10 }).notNull(),
  owner_dept_id: uuid('owner_dept_id'),
});
export type DocumentFolderRow = typeof documentFolder.$inferSelect;

export const document = pgTable('document', {
  ...describedColumns(),
  doc_no: varchar('doc_no', { length: 40 }),
  title_en: varchar('title_en', { length: 300 }),
  title_zh: varchar('title_zh', { length: 300 }),
  folder_id: uuid('folder_id').notNull(),
  level: varchar('level', { length: 10 }),
  owner_dept_id: uuid('owner_dept_id').notNull(),
  applies_to: varchar('applies_to', { length: 10 }).notNull().default('both'),
  ship_type_scope: jsonb('ship_type_scope').$type<string[]>(),
  ism_clauses: jsonb('ism_clauses').$type<string[]>(),
  confidential: boolean('confidential').notNull().default(false),
  current_version_id: uuid('current_version_id'),
  review_cycle_months: integer('review_cycle_months').notNull().default(24),
  next_review_date: date('next_review_date', { mode: 'string' }),
  status: varchar('status', { length: 10 }).notNull().default('draft'),
  obsolete_reason: varchar('obsolete_reason', { length: 1000 }),
  remark: varchar('remark', { length: 2000 }),
});
export type DocumentRow = typeof document.$inferSelect;

export const documentVersion = pgTable('document_version', {
  ...describedColumns(),
  document_id: uuid('document_id').notNull(),
  version: varchar('version', { length: 30 }).notNull(),
  change_summary: varchar('change_summary', { length: 2000 }),
  file: varchar('file', { length: 255 }),
  author_id: uuid('author_id'),
  reviewers: jsonb('reviewers').$type<string[]>().notNull().default([]),
  approver_id: uuid('approver_id'),
  approved_at: timestamp('approved_at', { withTimezone: true, mode: 'string' }),
  effective_date: date('effective_date', { mode: 'string' }),
  issued_at: timestamp('issued_at', { withTimezone: true, mode: 'string' }),
  superseded_at: timestamp('superseded_at', { withTimezone: true, mode: 'string' }),
  status: varchar('status', { length: 12 }).notNull().default('draft'),
  obsolete_reason: varchar('obsolete_reason', { length: 1000 }),
  text_chars: integer('text_chars').notNull().default(0),
});
export type DocumentVersionRow = typeof documentVersion.$inferSelect;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index: one row per document for its number and titles (`version_id` null), and rows of
 * the text of each version's file, in chunks so that a long manual stays inside tsvector's limits
 * (positions up to 16383). `lexemes` is built by the part itself (search.ts), never by a parser.
 */
export const documentSearch = pgTable('document_search', {
  id: uuid('id').primaryKey().defaultRandom(),
  document_id: uuid('document_id').notNull(),
  version_id: uuid('version_id'),
  seq: integer('seq').notNull().default(0),
  content: text('content').notNull(),
  lexemes: tsvector('lexemes').notNull(),
});
