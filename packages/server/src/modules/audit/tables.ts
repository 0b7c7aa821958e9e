import { sql } from 'drizzle-orm';
import { jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditAuditorDescription, auditFindingDescriptions, auditPlanDescriptions, auditProgrammeDescription } from '@vessel/contract';
import { STATEMENT_BREAK } from '../../platform/module-migrations.js';
import type { ModuleMigration } from '../../platform/module.js';
import type { Row } from '../../platform/resource/define.js';
import { describedResource } from '../../platform/resource/described.js';

/**
 * Checklist answers of an audit (DOMAIN.md §4.8 `checklist_response`): one row per plan, template and item,
 * written only through the plan's `saveAnswers` step (the plan's scope, rights and log), never a resource
 * of its own. Its migration is in migrations.ts; the other audit tables are made from their descriptions.
 */
export const auditAnswer = pgTable(
  'audit_answer',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    plan_id: uuid('plan_id').notNull(),
    template_id: uuid('template_id').notNull(),
    item_id: varchar('item_id', { length: 40 }).notNull(),
    answer: varchar('answer', { length: 2000 }).notNull().default(''),
    comment: varchar('comment', { length: 2000 }).notNull().default(''),
    evidence: jsonb('evidence').$type<string[]>().notNull().default([]),
    answered_by: uuid('answered_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('audit_answer_item_unique').on(table.plan_id, table.template_id, table.item_id)],
);

export const ANSWER_MIGRATION_SQL = `CREATE TABLE "audit_answer" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "plan_id" uuid NOT NULL REFERENCES "audit_plan"("id") ON DELETE CASCADE,
  "template_id" uuid NOT NULL,
  "item_id" varchar(40) NOT NULL,
  "answer" varchar(2000) DEFAULT '' NOT NULL,
  "comment" varchar(2000) DEFAULT '' NOT NULL,
  "evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "answered_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
)`;

/** The tables of the resources the audit tables refer to (the platform's and its dependencies'). */
const TABLES: Record<string, string> = {
  'fleet.Ship': 'ship',
  'auth.Admin': 'admin',
  'auth.Department': 'department',
  'crew.Seafarer': 'seafarer',
  'audit.Programme': 'audit_programme',
  'audit.Plan': 'audit_plan',
  'audit.ExternalPlan': 'audit_plan',
};
const tableOf = (resource: string) => TABLES[resource];

export const programme = describedResource(auditProgrammeDescription, tableOf);
export const plans = auditPlanDescriptions.map((description) => describedResource(description, tableOf));
export const auditor = describedResource(auditAuditorDescription, tableOf);
export const findings = auditFindingDescriptions.map((description) => describedResource(description, tableOf));

/** The tables, for the steps, routes and demo (each view of a table is the same SQL table). */
export const auditProgramme = programme.binding.table;
export const auditPlan = plans[0]!.binding.table;
export const auditAuditor = auditor.binding.table;
export const auditFinding = findings[0]!.binding.table;

export type PlanRow = Row & {
  audit_no: string;
  programme_id: string | null;
  category: 'internal' | 'external';
  standard: string;
  scope: 'ship' | 'office_dept' | 'company';
  ship_id: string | null;
  dept_id: string;
  external_kind: string | null;
  planned_from: string;
  planned_to: string;
  lead_auditor_id: string | null;
  team_ids: string[];
  checklist_template_ids: string[];
  status: string;
  postponed_to: string | null;
  postpone_reason: string | null;
  due_by: string | null;
  conducted_from: string | null;
  conducted_to: string | null;
  report_summary: string | null;
};


/** The 0.1.0 placeholder rules of 审核管理 no area declares now (migration 0003). */
export const RETIRED_AUDIT_RULES: readonly string[] = [
  ...['internal', 'external'].flatMap((page) => ['index', 'add', 'edit', 'del'].map((action) => `audit/${page}/${action}`)),
  ...['psc', 'flag', 'vetting', 'superintendent'].flatMap((page) => [`audit/${page}`, ...['index', 'add', 'edit', 'del'].map((action) => `audit/${page}/${action}`)]),
];

/** One statement per table and the answer table, the unique keys the kit checks kept by the database too. */
export const AUDIT_MIGRATIONS: readonly ModuleMigration[] = [
  {
    name: '0001_tables',
    sql: [programme.migration.sql, plans[0]!.migration.sql, auditor.migration.sql, findings[0]!.migration.sql, ANSWER_MIGRATION_SQL]
      .concat([
        'CREATE UNIQUE INDEX "audit_programme_year_unique" ON "audit_programme" ("year")',
        'CREATE UNIQUE INDEX "audit_plan_no_unique" ON "audit_plan" ("audit_no")',
        'CREATE INDEX "audit_plan_status_idx" ON "audit_plan" ("status")',
        'CREATE UNIQUE INDEX "audit_auditor_admin_unique" ON "audit_auditor" ("admin_id")',
        'CREATE INDEX "audit_finding_ncr_idx" ON "audit_finding" ("ncr_id")',
        'CREATE UNIQUE INDEX "audit_answer_item_unique" ON "audit_answer" ("plan_id", "template_id", "item_id")',
      ])
      .join(`;\n${STATEMENT_BREAK}\n`),
  },
  {
    // 内部审核 and 外部审核 were pages of the planned module before they held the four-level tree: an
    // installation from then keeps their rules (the reconciliation never changes a rule's kind), so they
    // become the directories the manifest now declares, their pages' placeholders gone.
    name: '0002_menu_directories',
    sql: `UPDATE "admin_rule" SET "type" = 'menu_dir', "menu_type" = NULL, "component" = '' WHERE "name" IN ('audit/internal', 'audit/external') AND "type" = 'menu'`,
  },
  {
    // The placeholders' rules no area declares any more: the buttons of the two pages that became
    // directories, and the PSC, flag, vetting and superintendent pages, now the supervision area's
    // (监督检查). They opened a placeholder and granted nothing; left, they would show dead menu entries.
    name: '0003_retired_placeholders',
    sql: [
      `DELETE FROM "module_rule_install" WHERE "tree" = 'admin' AND "name" IN (${RETIRED_AUDIT_RULES.map((name) => `'${name}'`).join(', ')})`,
      `DELETE FROM "admin_rule" WHERE "name" IN (${RETIRED_AUDIT_RULES.map((name) => `'${name}'`).join(', ')})`,
    ].join(`;\n${STATEMENT_BREAK}\n`),
  },
];

