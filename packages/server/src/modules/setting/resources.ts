import { count, eq, inArray, sql } from 'drizzle-orm';
import {
  checklistSectionsSchema,
  checklistTemplateDescription,
  dictItemDescription,
  dictTypeDescription,
  isMessageKey,
  sequencePatternProblem,
  sequenceRuleDescription,
  type MessageKey,
  type ResourceDescription,
} from '@vessel/contract';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ApiError, fieldError } from '../../platform/envelope.js';
import { STATEMENT_BREAK } from '../../platform/module-migrations.js';
import type { ModuleMigration } from '../../platform/module.js';
import type { ResourceBinding, WriteContext } from '../../platform/resource/define.js';
import { describedResource } from '../../platform/resource/described.js';
import { withBilingualGuidance } from './checklist-guidance.js';

/** None of the settings' tables refers to another area's. */
const noReferences = () => undefined;

const dictTypes = describedResource(dictTypeDescription, noReferences);
const dictItems = describedResource(dictItemDescription, noReferences);
const sequenceRules = describedResource(sequenceRuleDescription, noReferences);
const checklistTemplates = describedResource(checklistTemplateDescription, noReferences);

/** A described table with its columns named, for the area's own typed queries (the kit's are by name). */
type Columns<Name extends string> = PgTable & Record<Name | 'id' | 'created_by' | 'created_at' | 'updated_at' | 'row_version', PgColumn>;
const named = <Name extends string>(table: PgTable) => table as Columns<Name>;

export const dictTypeTable = named<'code' | 'name_en' | 'name_zh' | 'remark' | 'status'>(dictTypes.binding.table);
export const dictItemTable = named<'type_code' | 'code' | 'name_en' | 'name_zh' | 'sort' | 'extra' | 'status'>(dictItems.binding.table);
export const sequenceRuleTable = named<'biz_type' | 'pattern' | 'title_en' | 'title_zh' | 'status'>(sequenceRules.binding.table);
export const checklistTemplateTable = named<'code' | 'version' | 'name_en' | 'name_zh' | 'standard' | 'status' | 'sections'>(checklistTemplates.binding.table);

const statements = (...parts: string[]) => parts.join(`;\n${STATEMENT_BREAK}\n`);

/**
 * The tables of the settings area. The kit makes each from its description; the database adds what the
 * kit's checks cannot promise under concurrency: one code per dictionary, one rule per business type, one
 * active version per checklist code. `seed_done` remembers what the seed wrote once, so that a seeded row
 * an administrator deleted is not written again.
 */
export const SETTING_MIGRATIONS: readonly ModuleMigration[] = [
  {
    name: '0001_dictionaries',
    sql: statements(
      dictTypes.migration.sql,
      `CREATE UNIQUE INDEX "dict_type_code_key" ON "dict_type" ("code")`,
      dictItems.migration.sql,
      `CREATE UNIQUE INDEX "dict_item_type_code_key" ON "dict_item" ("type_code", "code")`,
    ),
  },
  {
    name: '0002_numbering',
    sql: statements(
      sequenceRules.migration.sql,
      `CREATE UNIQUE INDEX "sequence_rule_biz_type_key" ON "sequence_rule" ("biz_type")`,
      `CREATE TABLE "sequence_counter" (
  "biz_type" varchar(40) NOT NULL,
  "scope_key" varchar(64) NOT NULL,
  "period" varchar(8) DEFAULT '' NOT NULL,
  "value" integer NOT NULL,
  CONSTRAINT "sequence_counter_pk" PRIMARY KEY ("biz_type", "scope_key", "period")
)`,
    ),
  },
  {
    name: '0003_checklist_templates',
    sql: statements(
      checklistTemplates.migration.sql,
      `CREATE UNIQUE INDEX "checklist_template_code_version_key" ON "checklist_template" ("code", "version")`,
      `CREATE UNIQUE INDEX "checklist_template_one_active" ON "checklist_template" ("code") WHERE "status" = 'active'`,
    ),
  },
  {
    name: '0004_seed_done',
    sql: `CREATE TABLE "setting_seed_done" (
  "key" varchar(160) PRIMARY KEY NOT NULL,
  "seeded_at" timestamp with time zone DEFAULT now() NOT NULL
)`,
  },
];

/** The form values that are the description's own form fields, as they came (the kit validated them). */
function formColumns(description: ResourceDescription, values: Record<string, unknown>, mode: 'add' | 'edit'): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const field of description.def.fields) {
    const form = field.form ?? 'both';
    if ((form === 'both' || form === mode) && values[field.name] !== undefined) columns[field.name] = values[field.name];
  }
  return columns;
}

/** Extra attributes: a JSON object (or its text, as a textarea sends it), small enough to travel with every select. */
const EXTRA_MAX = 4000;
function extraObject(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined || value === '') return {};
  let parsed = value;
  if (typeof value === 'string') {
    if (value.length > EXTRA_MAX) throw fieldError('extra', 'setting.dictExtra');
    try {
      parsed = JSON.parse(value);
    } catch {
      throw fieldError('extra', 'setting.dictExtra');
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || JSON.stringify(parsed).length > EXTRA_MAX) throw fieldError('extra', 'setting.dictExtra');
  return parsed as Record<string, unknown>;
}

/** A type's items go with it or not at all: a type that still has items is not deleted. */
export const dictTypeBinding: ResourceBinding = {
  ...dictTypes.binding,
  async beforeDelete(rows, { tx }) {
    const codes = rows.map((row) => row.code as string);
    const held = await tx
      .select({ type: dictItemTable.type_code, n: count() })
      .from(dictItemTable)
      .where(inArray(dictItemTable.type_code, codes))
      .groupBy(dictItemTable.type_code);
    if (held[0]) throw new ApiError('setting.dictTypeInUse', { params: { type: String(held[0].type), count: Number(held[0].n) } });
  },
};

export const dictItemBinding: ResourceBinding = {
  ...dictItems.binding,
  async toColumns(values, { tx, mode }) {
    const columns = formColumns(dictItemDescription, values, mode);
    if (columns.type_code !== undefined) {
      const [type] = await tx.select({ id: dictTypeTable.id }).from(dictTypeTable).where(eq(dictTypeTable.code, columns.type_code as string)).limit(1);
      if (!type) throw fieldError('type_code', 'setting.dictTypeUnknown', { type: columns.type_code as string });
    }
    if (values.extra !== undefined || mode === 'add') columns.extra = extraObject(values.extra);
    return columns;
  },
};

export const sequenceRuleBinding: ResourceBinding = {
  ...sequenceRules.binding,
  async toColumns(values, { mode }) {
    const columns = formColumns(sequenceRuleDescription, values, mode);
    if (typeof columns.pattern === 'string') {
      const problem = sequencePatternProblem(columns.pattern);
      if (problem) throw fieldError('pattern', problem);
    }
    return columns;
  },
};

/** The sections of a template as stored, or a refusal on `sections` naming the first problem. */
export function checkedSections(value: unknown): unknown {
  // An old draft may come back with the former `guidance`: it is taken as `guidance_en` (checklist-guidance.ts).
  const parsed = checklistSectionsSchema.safeParse(withBilingualGuidance(typeof value === 'string' ? safeJson(value) : value));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const key: MessageKey = isMessageKey(issue.message) ? issue.message : 'validate.invalid';
  const params = Object.fromEntries(
    Object.entries({ ...((issue as { params?: Record<string, unknown> }).params ?? {}), max: (issue as { maximum?: unknown }).maximum, min: (issue as { minimum?: unknown }).minimum }).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
  throw fieldError('sections', key, params);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A template is written while it is a draft; an active or superseded version is what audits were done
 * against, and changes only by a new version (`newVersion`). A new template is version 1 of a new code.
 */
async function checklistColumns(values: Record<string, unknown>, { tx, mode, existing }: WriteContext): Promise<Record<string, unknown>> {
  if (existing && existing.status !== 'draft') throw new ApiError('setting.checklistNotDraft');
  const columns = formColumns(checklistTemplateDescription, values, mode);
  if (values.sections !== undefined || mode === 'add') columns.sections = checkedSections(values.sections);
  if (mode === 'add') {
    const [taken] = await tx
      .select({ id: checklistTemplateTable.id })
      .from(checklistTemplateTable)
      .where(sql`lower(${checklistTemplateTable.code}) = ${String(columns.code).toLowerCase()}`)
      .limit(1);
    if (taken) throw fieldError('code', 'setting.checklistCodeTaken');
    Object.assign(columns, { version: 1, status: 'draft' });
  }
  return columns;
}

export const checklistTemplateBinding: ResourceBinding = {
  ...checklistTemplates.binding,
  toColumns: checklistColumns,
  // The forms that pick a template (a superintendent's visit) list them without the settings' own rights.
  selectRights: ['supervision/visit/add', 'supervision/visit/edit', ...['audit/plan', 'audit/externalPlan', 'audit/selfInspection'].flatMap((path) => [`${path}/add`, `${path}/edit`])],
  async beforeDelete(rows) {
    if (rows.some((row) => row.status !== 'draft')) throw new ApiError('setting.checklistNotDraft');
  },
};

export const SETTING_RESOURCES: readonly ResourceBinding[] = [dictTypeBinding, dictItemBinding, sequenceRuleBinding, checklistTemplateBinding];
