import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { addDays, emergencyContactDescription, emergencyPlanDescription, ertDutyDescription, weekMonday } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { fieldError } from '../../../platform/envelope.js';
import { admin } from '../../../platform/identity/tables.js';
import { STATEMENT_BREAK } from '../../../platform/module-migrations.js';
import type { ModuleContext } from '../../../platform/module.js';
import { withLabels } from '../../../platform/record-labels.js';
import type { ResourceBinding, Row, WriteContext } from '../../../platform/resource/define.js';
import { describedResource } from '../../../platform/resource/described.js';
import { optionalService, service } from '../../../platform/services.js';
import { DOCUMENT_CHANGES } from '../../../platform/document-changes.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import { emergencyPlan } from './tables.js';

const TABLES: Readonly<Record<string, string>> = { 'fleet.Ship': 'ship', 'auth.Admin': 'admin' };
const tableOf = (resource: string) => TABLES[resource];

const planResource = describedResource(emergencyPlanDescription, tableOf);
const contactResource = describedResource(emergencyContactDescription, tableOf);
const dutyResource = describedResource(ertDutyDescription, tableOf);

const BREAK = `;\n${STATEMENT_BREAK}\n`;

/** The part's tables (migration names 01xx: the plans part's). */
export const PLANS_MIGRATIONS = [
  {
    name: '0101_plans',
    sql: [
      planResource.migration.sql,
      contactResource.migration.sql,
      dutyResource.migration.sql,
      'CREATE INDEX IF NOT EXISTS "emergency_plan_ship_type_idx" ON "emergency_plan" ("ship_id", "plan_type")',
    ].join(BREAK),
  },
];

const formFields = (fields: readonly { name: string; form?: string }[]) => fields.filter((field) => field.form !== 'none').map((field) => field.name);
const PLAN_FIELDS = formFields(emergencyPlanDescription.def.fields);
const CONTACT_FIELDS = formFields(emergencyContactDescription.def.fields);
const DUTY_FIELDS = formFields(ertDutyDescription.def.fields);

function merge(names: readonly string[], values: Record<string, unknown>, existing: Row | null) {
  const columns: Record<string, unknown> = {};
  for (const name of names) if (values[name] !== undefined) columns[name] = values[name];
  return { columns, record: { ...(existing ?? {}), ...columns } as Record<string, unknown> };
}

/**
 * A plan: the ship's department is its scope (none for the shore plan); one active plan per ship (or the
 * shore) and type. The kit's `unique` cannot say "among active", so it is checked here, in the write's transaction.
 */
async function planColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing } = context;
  const { columns, record } = merge(PLAN_FIELDS, values, existing);
  const shipId = (record.ship_id as string | null | undefined) || null;
  columns.ship_id = shipId;
  if (shipId) {
    const ship = (await service(SHIP_DIRECTORY).byIds(tx, [shipId])).get(shipId);
    if (!ship) throw fieldError('ship_id', 'record.notFound');
    columns.dept_id = ship.dept_id;
  } else {
    columns.dept_id = null;
  }
  // The plan's controlled document must be one the document area keeps and has not withdrawn (asked only
  // when it changes: a document made obsolete later does not stop the plan's review being recorded).
  const documentId = (record.document_id as string | null | undefined) || null;
  columns.document_id = documentId;
  if (documentId && documentId !== existing?.document_id) {
    const found = (await optionalService(DOCUMENT_CHANGES)?.documents(tx, [documentId]))?.get(documentId);
    if (!found || found.status === 'obsolete') throw fieldError('document_id', 'contingency.planDocumentUnknown');
  }
  if (record.active !== false) {
    const same = and(
      eq(emergencyPlan.plan_type, record.plan_type as string),
      eq(emergencyPlan.active, true),
      shipId ? eq(emergencyPlan.ship_id, shipId) : isNull(emergencyPlan.ship_id),
      existing ? ne(emergencyPlan.id, existing.id as string) : undefined,
    );
    const [other] = await tx.select({ id: emergencyPlan.id }).from(emergencyPlan).where(same).limit(1);
    if (other) throw fieldError('plan_type', 'contingency.planTwice');
  }
  return columns;
}

/** A contact: a team member names a role and a person; an external party its kind and organisation; validity in order. */
async function contactColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { columns, record } = merge(CONTACT_FIELDS, values, context.existing);
  if (record.kind === 'team') {
    if (!record.ert_role) throw fieldError('ert_role', 'contingency.teamNeedsRole');
    columns.party = null;
  } else {
    if (!record.party) throw fieldError('party', 'contingency.externalNeedsParty');
    if (!record.organisation) throw fieldError('organisation', 'contingency.externalNeedsParty');
    columns.ert_role = null;
  }
  const from = record.valid_from as string | null | undefined;
  const to = record.valid_to as string | null | undefined;
  if (from && to && to < from) throw fieldError('valid_to', 'contingency.validToBeforeFrom', { from, to });
  return columns;
}

/** A duty week starts on a Monday and ends on the Sunday: with one roster a week (unique), weeks never overlap. */
async function dutyColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { columns, record } = merge(DUTY_FIELDS, values, context.existing);
  const week = record.week_start as string;
  if (weekMonday(week) !== week) throw fieldError('week_start', 'contingency.weekNotMonday', { date: week });
  columns.week_end = addDays(week, 6);
  const members = (record.member_ids ?? []) as string[];
  if (members.includes(record.leader_id as string)) throw fieldError('member_ids', 'contingency.leaderInMembers');
  return columns;
}

export const PRESENTED_PLAN = ['ship_id_label', 'document_id_label', 'document_id_label_zh'];
export const PRESENTED_CONTACT = ['admin_id_label', 'backup_admin_id_label'];
export const PRESENTED_DUTY = ['leader_id_label', 'member_ids_label'];

/** The plan's controlled document by its number and title, in both languages (absent when the document area is off). */
async function withDocumentNames<T extends Record<string, unknown>>(db: Db, rows: T[]): Promise<T[]> {
  const ids = [...new Set(rows.map((row) => row.document_id as string | null).filter((id): id is string => !!id))];
  const found = ids.length ? await optionalService(DOCUMENT_CHANGES)?.documents(db, ids) : undefined;
  if (!found) return rows;
  return rows.map((row) => {
    const doc = row.document_id ? found.get(row.document_id as string) : undefined;
    if (!doc) return row;
    const no = doc.doc_no ? `${doc.doc_no} ` : '';
    return { ...row, document_id_label: `${no}${doc.title_en || doc.title_zh || ''}`.trim(), document_id_label_zh: `${no}${doc.title_zh || doc.title_en || ''}`.trim() };
  });
}

/** The members' names, in the order of their ids (the list's tags). */
async function withMemberNames<T extends Record<string, unknown>>(db: Db, rows: T[]): Promise<T[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.member_ids ?? []) as string[]))];
  const names = new Map(ids.length ? (await db.select({ id: admin.id, name: admin.nickname }).from(admin).where(inArray(admin.id, ids))).map((row) => [row.id, row.name ?? ''] as const) : []);
  return rows.map((row) => ({ ...row, member_ids_label: ((row.member_ids ?? []) as string[]).map((id) => names.get(id) ?? '') }));
}

export function plansResources(_context: ModuleContext): ResourceBinding[] {
  return [
    {
      ...planResource.binding,
      toColumns: planColumns,
      present: async (rows, db) => withDocumentNames(db, await withLabels(db, rows, { ship_id: 'ship' })),
      readOnlyColumns: [...(planResource.binding.readOnlyColumns ?? []), ...PRESENTED_PLAN],
    },
    {
      ...contactResource.binding,
      toColumns: contactColumns,
      present: (rows, db) => withLabels(db, rows, { admin_id: 'admin', backup_admin_id: 'admin' }),
      readOnlyColumns: [...(contactResource.binding.readOnlyColumns ?? []), ...PRESENTED_CONTACT],
    },
    {
      ...dutyResource.binding,
      toColumns: dutyColumns,
      present: async (rows, db) => withMemberNames(db, await withLabels(db, rows, { leader_id: 'admin' })),
      readOnlyColumns: [...(dutyResource.binding.readOnlyColumns ?? []), ...PRESENTED_DUTY],
    },
  ];
}
