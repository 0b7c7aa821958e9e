import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { ChecklistTemplate, Checklists } from '../../platform/checklists.js';
import { ApiError } from '../../platform/envelope.js';
import type { Row } from '../../platform/resource/define.js';
import { defineStep, type StepDefinition } from '../../platform/resource/steps.js';
import { storedSections, withBilingualGuidance } from './checklist-guidance.js';
import { checklistTemplateTable as template } from './resources.js';

const RESOURCE = 'setting.ChecklistTemplate';

function toTemplate(row: Record<string, unknown>): ChecklistTemplate {
  return {
    id: row.id as string,
    code: row.code as string,
    name_en: row.name_en as string,
    name_zh: row.name_zh as string,
    standard: row.standard as string,
    version: Number(row.version),
    status: row.status as ChecklistTemplate['status'],
    // Tolerant of templates stored with the former English-only `guidance` (checklist-guidance.ts).
    sections: storedSections(row.sections),
  };
}

/** The checklist templates service (platform/checklists.ts). */
export const checklists: Checklists = {
  async byIds(db: Db, ids: readonly string[]) {
    if (!ids.length) return new Map();
    const rows = await db.select().from(template).where(inArray(template.id, [...ids]));
    return new Map(rows.map((row) => [row.id as string, toTemplate(row)]));
  },
  async active(db: Db, standard?: string) {
    const rows = await db
      .select()
      .from(template)
      .where(and(eq(template.status, 'active'), standard ? eq(template.standard, standard) : undefined))
      .orderBy(asc(template.code));
    return rows.map(toTemplate);
  },
};

const oneTemplate = z.strictObject({ id: z.string().uuid({ error: 'validate.invalid' }) });

/**
 * Puts a draft in force: the version of the same code that was active becomes superseded (audits done
 * against it keep reading it), in the same transaction, so there is never a moment with two active
 * versions (a unique index says so too) or with none.
 */
const activate = defineStep({
  resource: RESOURCE,
  name: 'activate',
  input: oneTemplate,
  mode: 'all',
  from: { field: 'status', states: ['draft'] },
  async run({ rows, tx }) {
    const draft = rows[0]!;
    const before = (await tx
      .select()
      .from(template)
      .where(and(eq(template.code, draft.code as string), eq(template.status, 'active')))
      .for('update')) as Row[];
    const superseded = before.length
      ? ((await tx
          .update(template)
          .set({ status: 'superseded', updated_at: new Date(), row_version: sql`row_version + 1` })
          .where(inArray(template.id, before.map((row) => row.id)))
          .returning()) as Row[])
      : [];
    const [active] = (await tx
      .update(template)
      .set({ status: 'active', updated_at: new Date(), row_version: sql`row_version + 1` })
      .where(eq(template.id, draft.id))
      .returning()) as Row[];
    return {
      rows: [active!],
      related: superseded.map((after) => ({ resource: RESOURCE, before: before.find((row) => row.id === after.id)!, after })),
      value: active,
    };
  },
  answer: ({ value }) => {
    const row = value as Row;
    return { data: { row }, message: 'setting.activated', params: { code: row.code as string, version: Number(row.version) } };
  },
});

/**
 * Starts the next version of a template from an active or superseded one: a draft copy of its sections,
 * numbered after the highest version of the code. One draft per code at a time, so two people do not
 * edit two competing next versions.
 */
const newVersion = defineStep({
  resource: RESOURCE,
  name: 'newVersion',
  input: oneTemplate,
  mode: 'all',
  from: { field: 'status', states: ['active', 'superseded'] },
  async run({ rows, tx, access }) {
    const source = rows[0]!;
    const code = source.code as string;
    // Every version of the code, locked: two calls at once wait for each other rather than both numbering the same version.
    await tx.select({ id: template.id }).from(template).where(eq(template.code, code)).for('update');
    const [draft] = await tx
      .select({ version: template.version })
      .from(template)
      .where(and(eq(template.code, code), eq(template.status, 'draft'), ne(template.id, source.id)))
      .limit(1);
    if (draft) throw new ApiError('setting.checklistDraftExists', { params: { code, version: Number(draft.version) } });
    const [{ highest }] = (await tx.select({ highest: max(template.version) }).from(template).where(eq(template.code, code))) as [{ highest: number | null }];
    const [created] = (await tx
      .insert(template)
      .values({
        code,
        version: Number(highest ?? 0) + 1,
        name_en: source.name_en,
        name_zh: source.name_zh,
        standard: source.standard,
        status: 'draft',
        // The new draft is stored in the bilingual shape even when its source still holds `guidance`.
        sections: withBilingualGuidance(source.sections),
        created_by: access.admin.id,
      })
      .returning()) as Row[];
    return { rows: [source], value: created };
  },
  answer: ({ value }) => {
    const row = value as Row;
    return { data: { row }, message: 'setting.versionCreated', params: { code: row.code as string, version: Number(row.version) } };
  },
});

export const CHECKLIST_STEPS: readonly StepDefinition[] = [activate, newVersion];
