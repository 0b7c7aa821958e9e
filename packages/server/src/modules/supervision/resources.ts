import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  DETENTION_ACTION_CODE,
  daysBetween,
  hasPscCodes,
  deficiencyGroupOf,
  inspectionDescription,
  inspectionItemDescription,
  rectifyByOf,
  visitDescription,
  visitFindingDescription,
  type ResourceDescription,
} from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { companyToday } from '../../platform/company-today.js';
import { DICTIONARIES } from '../../platform/dictionaries.js';
import { ApiError, fieldError } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { NUMBERING } from '../../platform/numbering.js';
import { withLabels } from '../../platform/record-labels.js';
import type { ResourceBinding, Row, WriteContext } from '../../platform/resource/define.js';
import { describedResource } from '../../platform/resource/described.js';
import { optionalService, service } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';
import { DETENTION_SOURCE } from './alert-source.js';
import { NCR_AUTO_SETTING, ncrStatesOf, raiseInspectionNcr, raiseItemNcr, type NcrAuto } from './ncr.js';
import { commentDueOf, ncrSourceOf, refreshInspection, summaryOf } from './rules.js';
import { inspection, inspectionItem, visit, visitFinding, type InspectionItemRow, type InspectionRow } from './tables.js';

/** The tables of the resources these refer to: the fleet's ships, administrators and this area's own heads. */
const TABLES: Readonly<Record<string, string>> = {
  'fleet.Ship': 'ship',
  'auth.Admin': 'admin',
  'supervision.Inspection': 'supervision_inspection',
  'supervision.Visit': 'supervision_visit',
};
const tableOf = (resource: string) => TABLES[resource];

const inspectionResource = describedResource(inspectionDescription, tableOf);
const itemResource = describedResource(inspectionItemDescription, tableOf);
const visitResource = describedResource(visitDescription, tableOf);
const findingResource = describedResource(visitFindingDescription, tableOf);

/** The area's tables in the order their keys need them, then the indexes its lists and tiles read by. */
export const SUPERVISION_MIGRATIONS = [
  { ...inspectionResource.migration, name: '0001_supervision_inspection' },
  { ...itemResource.migration, name: '0002_supervision_inspection_item' },
  { ...visitResource.migration, name: '0003_supervision_visit' },
  { ...findingResource.migration, name: '0004_supervision_visit_finding' },
  {
    name: '0005_supervision_indexes',
    sql: [
      'CREATE INDEX "supervision_inspection_inspected_on_idx" ON "supervision_inspection" ("inspected_on")',
      'CREATE INDEX "supervision_inspection_detained_idx" ON "supervision_inspection" ("detention_from") WHERE "detained"',
      'CREATE INDEX "supervision_inspection_item_action_idx" ON "supervision_inspection_item" ("action_code", "status")',
      'CREATE INDEX "supervision_visit_planned_idx" ON "supervision_visit" ("planned_date")',
    ].join(';\n--> statement-breakpoint\n'),
  },
  // The visit's checklist answers: an installation made before them gets the column; a new one has it from 0003.
  { name: '0006_supervision_visit_answers', sql: `ALTER TABLE "supervision_visit" ADD COLUMN IF NOT EXISTS "answers" jsonb DEFAULT '[]'::jsonb NOT NULL` },
];

const formFields = (description: ResourceDescription) => description.def.fields.filter((field) => field.form !== 'none').map((field) => field.name);
const INSPECTION_FIELDS = formFields(inspectionDescription);
const ITEM_FIELDS = formFields(inspectionItemDescription);
const VISIT_FIELDS = formFields(visitDescription);
const FINDING_FIELDS = formFields(visitFindingDescription);

/** The form's values over the stored row: the record as it will be. */
function merge(names: readonly string[], values: Record<string, unknown>, existing: Row | null) {
  const columns: Record<string, unknown> = {};
  for (const name of names) if (values[name] !== undefined) columns[name] = values[name];
  return { columns, record: { ...(existing ?? {}), ...columns } as Record<string, unknown> };
}

async function shipDepartment(tx: Db, shipId: string): Promise<string> {
  const ship = (await service(SHIP_DIRECTORY).byIds(tx, [shipId])).get(shipId);
  if (!ship) throw fieldError('ship_id', 'record.notFound');
  return ship.dept_id;
}

function notAfter(field: string, day: unknown, today: string): void {
  if (typeof day === 'string' && day > today) throw fieldError(field, 'supervision.dateInFuture');
}

/**
 * An inspection as the rules want it: the ship's department, its number on add, no date in the future,
 * a detention that began on or after the inspection and is released no earlier than it began, the counts
 * and result its items make, and a status that closes only when nothing is open and the ship is free.
 */
async function inspectionColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing, request, mode } = context;
  const { columns, record } = merge(INSPECTION_FIELDS, values, existing);
  const today = await companyToday(request);
  const shipId = record.ship_id as string;
  columns.dept_id = await shipDepartment(tx, shipId);
  const inspectedOn = record.inspected_on as string;
  notAfter('inspected_on', inspectedOn, today);
  if (mode === 'add') columns.inspection_no = await service(NUMBERING).next(tx, { bizType: 'inspection', shipId, date: inspectedOn });
  const kind = record.kind as string;
  columns.operator_comment_due_at = commentDueOf(kind, inspectedOn);

  const items = existing
    ? await tx
        .select({ action_code: inspectionItem.action_code, is_negative: inspectionItem.is_negative, is_ism_related: inspectionItem.is_ism_related, status: inspectionItem.status })
        .from(inspectionItem)
        .where(eq(inspectionItem.inspection_id, existing.id))
    : [];
  const detained = record.detained === true;
  const summary = summaryOf(kind, detained, items);
  if (!detained && summary.detaining) throw fieldError('detained', 'supervision.detainingItem');
  const from = (record.detention_from as string | null | undefined) || null;
  const released = (record.released_on as string | null | undefined) || null;
  if (detained) {
    if (!from) throw fieldError('detention_from', 'supervision.detentionFromRequired');
    if (from < inspectedOn) throw fieldError('detention_from', 'supervision.detentionBeforeInspection');
    notAfter('detention_from', from, today);
    if (released) {
      if (released < from) throw fieldError('released_on', 'supervision.releaseBeforeDetention');
      notAfter('released_on', released, today);
    }
    columns.detention_days = released ? daysBetween(from, released) : null;
  } else {
    if (released) throw fieldError('released_on', 'supervision.releaseWithoutDetention');
    columns.detention_from = null;
    columns.detention_days = null;
  }
  if (record.status === 'closed') {
    if (summary.open > 0) throw fieldError('status', 'supervision.itemsOpen', { count: summary.open });
    if (detained && !released) throw fieldError('status', 'supervision.detentionOpen');
  } else {
    columns.status = summary.done > 0 ? 'rectifying' : 'open';
  }
  columns.deficiency_count = summary.deficiency_count;
  columns.ism_related_count = summary.ism_related_count;
  columns.result = summary.result;
  return columns;
}

/**
 * A deficiency or observation: its inspection's ship and department, the group its PSC code names, an
 * action code the dictionary knows (code 30 detains the ship), the rectify-by day its action code sets,
 * and a rectification no earlier than the inspection and not in the future.
 */
async function itemColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing, request } = context;
  const { columns, record } = merge(ITEM_FIELDS, values, existing);
  const [head] = await tx.select().from(inspection).where(eq(inspection.id, record.inspection_id as string));
  if (!head) throw fieldError('inspection_id', 'record.notFound');
  columns.ship_id = head.ship_id;
  columns.dept_id = head.dept_id;
  const code = ((record.code as string | null | undefined) ?? '').trim() || null;
  columns.code = code;
  columns.deficiency_group = hasPscCodes(head.kind) ? deficiencyGroupOf(code) : null;

  const action = (record.action_code as string | null | undefined) || null;
  let detains = action === DETENTION_ACTION_CODE;
  if (action) {
    // The kit has checked the code against the dictionary (the field's `dict`); its item says whether it detains.
    const entry = await optionalService(DICTIONARIES)?.item(tx, 'psc_action_code', action);
    detains ||= entry?.extra.detains === true;
  }
  if (detains) columns.is_detainable = true;
  const rectifyBy = rectifyByOf(action, head.inspected_on);
  if (rectifyBy) columns.rectify_by = rectifyBy;

  const today = await companyToday(request);
  const rectified = (record.rectified_at as string | null | undefined) || null;
  if (rectified) {
    if (rectified < head.inspected_on) throw fieldError('rectified_at', 'supervision.rectifiedBeforeInspection');
    notAfter('rectified_at', rectified, today);
  }
  // Closed is the NCR's word (its closure closes the item); a rectification date makes it rectified.
  columns.status = existing?.status === 'closed' && rectified ? 'closed' : rectified ? 'rectified' : 'open';
  return columns;
}

/** After an item's write: the inspection's counts and detention, its alert, and the NCR the setting raises. */
async function afterItemWrite(context: ModuleContext, row: Row, write: WriteContext): Promise<void> {
  const { tx, access, existing } = write;
  const item = row as unknown as InspectionItemRow;
  const inspections = new Set([item.inspection_id, ...(existing && existing.inspection_id !== item.inspection_id ? [existing.inspection_id as string] : [])]);
  for (const id of inspections) await refreshInspection(tx, id);
  await context.alerts.reconcile(DETENTION_SOURCE, [...inspections], tx, await context.alerts.today());

  const auto = ((await context.settings.all(tx)).get(NCR_AUTO_SETTING) ?? 'off') as NcrAuto;
  if (auto === 'off' || item.ncr_id) return;
  const [head] = await tx.select().from(inspection).where(eq(inspection.id, item.inspection_id));
  if (!head) return;
  if (auto === 'per_item') await raiseItemNcr(tx, head, item, access);
  else if (head.ncr_id) await tx.update(inspectionItem).set({ ncr_id: head.ncr_id }).where(eq(inspectionItem.id, item.id));
  else await raiseInspectionNcr(tx, head, access);
}

/** Items as answered: labels, and the number and state of the NCR each was raised as. */
async function presentItems(rows: Row[], db: Db): Promise<Row[]> {
  const labelled = await withLabels(db, rows, { ship_id: 'ship' });
  const headIds = [...new Set(rows.map((row) => row.inspection_id as string))];
  const heads = headIds.length ? await db.select({ id: inspection.id, kind: inspection.kind, inspection_no: inspection.inspection_no }).from(inspection).where(inArray(inspection.id, headIds)) : [];
  const headOf = new Map(heads.map((head) => [head.id, head]));
  const withNcr = rows.filter((row) => row.ncr_id);
  const states = await ncrStatesOf(
    db,
    withNcr.map((row) => ({ source: ncrSourceOf(headOf.get(row.inspection_id as string)?.kind ?? 'other'), id: row.inspection_id as string })),
  );
  return labelled.map((row) => {
    const state = row.ncr_id ? states.get(row.ncr_id as string) : undefined;
    return { ...row, inspection_no: headOf.get(row.inspection_id as string)?.inspection_no ?? null, ncr_no: state?.ncr_no ?? null, ncr_status: state?.status ?? null };
  });
}

/** Inspections as answered: the ship's name, and the number and state of an inspection-wide NCR. */
async function presentInspections(rows: Row[], db: Db): Promise<Row[]> {
  const labelled = await withLabels(db, rows, { ship_id: 'ship' });
  const states = await ncrStatesOf(
    db,
    rows.filter((row) => row.ncr_id).map((row) => ({ source: ncrSourceOf(row.kind as string), id: row.id })),
  );
  return labelled.map((row) => {
    const state = row.ncr_id ? states.get(row.ncr_id as string) : undefined;
    return { ...row, ncr_no: state?.ncr_no ?? null, ncr_status: state?.status ?? null };
  });
}

/** A superintendent's visit: the ship's department, its number, boarding dates in order and not ahead of today. */
async function visitColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing, request, mode } = context;
  const { columns, record } = merge(VISIT_FIELDS, values, existing);
  const shipId = record.ship_id as string;
  columns.dept_id = await shipDepartment(tx, shipId);
  if (mode === 'add') columns.visit_no = await service(NUMBERING).next(tx, { bizType: 'visit', shipId, date: record.planned_date as string });
  const today = await companyToday(request);
  const from = (record.visited_from as string | null | undefined) || null;
  const to = (record.visited_to as string | null | undefined) || null;
  notAfter('visited_from', from, today);
  notAfter('visited_to', to, today);
  if (to && !from) throw fieldError('visited_from', 'supervision.visitNotBoarded');
  if (from && to && to < from) throw fieldError('visited_to', 'supervision.visitEndsBeforeStart');
  if ((record.status ?? 'planned') !== 'planned' && !from) throw fieldError('visited_from', 'supervision.visitNotBoarded');
  return columns;
}

/** A visit's finding: its visit's ship and department. */
async function findingColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing } = context;
  const { columns, record } = merge(FINDING_FIELDS, values, existing);
  const [head] = await tx.select({ ship_id: visit.ship_id, dept_id: visit.dept_id }).from(visit).where(eq(visit.id, record.visit_id as string));
  if (!head) throw fieldError('visit_id', 'record.notFound');
  columns.ship_id = head.ship_id;
  columns.dept_id = head.dept_id;
  return columns;
}

/** The area's resources: described tables, with the rules and derived columns above. */
export function supervisionResources(context: ModuleContext): ResourceBinding[] {
  const reconcile = async (ids: string[], tx?: Db) => context.alerts.reconcile(DETENTION_SOURCE, ids, tx, await context.alerts.today());
  return [
    {
      ...inspectionResource.binding,
      toColumns: inspectionColumns,
      present: presentInspections,
      readOnlyColumns: [...(inspectionResource.binding.readOnlyColumns ?? []), 'ncr_no', 'ncr_status'],
      afterWrite: async (row, _values, write) => reconcile([row.id], write.tx),
      beforeDelete: (rows, { tx }) => refuseWhileHeld(tx, inspectionItem, inspectionItem.inspection_id, rows, 'supervision.inspectionHasItems'),
      afterDelete: async (rows) => reconcile(rows.map((row) => row.id)),
      afterRestore: async (row, tx) => reconcile([row.id], tx),
    },
    {
      ...itemResource.binding,
      toColumns: itemColumns,
      present: presentItems,
      afterWrite: (row, _values, write) => afterItemWrite(context, row, write),
      afterDelete: async (rows) => {
        const heads = [...new Set(rows.map((row) => row.inspection_id as string))];
        await context.db.transaction(async (tx) => {
          for (const id of heads) await refreshInspection(tx, id);
        });
        await reconcile(heads);
      },
      // A restored deficiency counts again on its inspection (and may detain it again).
      afterRestore: async (row, tx) => {
        await refreshInspection(tx, row.inspection_id as string);
        await reconcile([row.inspection_id as string], tx);
      },
    },
    {
      ...visitResource.binding,
      toColumns: visitColumns,
      present: (rows, db) => withLabels(db, rows, { ship_id: 'ship', inspector_admin_id: 'admin' }),
      beforeDelete: (rows, { tx }) => refuseWhileHeld(tx, visitFinding, visitFinding.visit_id, rows, 'supervision.visitHasFindings'),
    },
    { ...findingResource.binding, toColumns: findingColumns },
  ];
}

/**
 * A head record (an inspection, a visit) is deleted only once its lines are: they are records of their
 * own (each in the recycle bin when deleted), so they are never taken along unseen.
 */
async function refuseWhileHeld(tx: Db, table: typeof inspectionItem | typeof visitFinding, column: PgColumn, rows: Row[], key: 'supervision.inspectionHasItems' | 'supervision.visitHasFindings'): Promise<void> {
  const [held] = await tx.select({ n: sql<number>`count(*)::int` }).from(table).where(inArray(column, rows.map((row) => row.id)));
  const count = Number(held?.n ?? 0);
  if (count > 0) throw new ApiError(key, { params: { count } });
}

/** Rows of the item table by id (steps). */
export async function itemsByIds(db: Db, ids: readonly string[]): Promise<InspectionItemRow[]> {
  return ids.length ? db.select().from(inspectionItem).where(inArray(inspectionItem.id, [...ids])) : [];
}

/** One inspection (steps, NCR raising). */
export async function inspectionById(db: Db, id: string): Promise<InspectionRow | undefined> {
  const [row] = await db.select().from(inspection).where(and(eq(inspection.id, id)));
  return row;
}
