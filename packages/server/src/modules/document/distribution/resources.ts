import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { acknowledgementDescription, changeRequestDescription, distributionDescription, dueStatus, type ResourceDescription } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { companyToday } from '../../../platform/company-today.js';
import { fieldError } from '../../../platform/envelope.js';
import type { ModuleContext, ModuleMigration } from '../../../platform/module.js';
import { STATEMENT_BREAK } from '../../../platform/module-migrations.js';
import { NUMBERING } from '../../../platform/numbering.js';
import type { ResourceBinding, Row, WriteContext } from '../../../platform/resource/define.js';
import { describedResource } from '../../../platform/resource/described.js';
import { service } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import { document, documentVersion } from '../control/tables.js';
import { reconcileAcks } from './alert-source.js';
import { acknowledgement, changeRequest, distribution } from './tables.js';

/** The tables of the resources these refer to: the platform's, the control part's and this part's own. */
const TABLES: Readonly<Record<string, string>> = {
  'fleet.Ship': 'ship',
  'auth.Admin': 'admin',
  'auth.Department': 'department',
  'document.Document': 'document',
  'document.Version': 'document_version',
  'document.Distribution': 'document_distribution',
};
const tableOf = (resource: string) => TABLES[resource];

export const distributionResource = describedResource(distributionDescription, tableOf);
export const acknowledgementResource = describedResource(acknowledgementDescription, tableOf);
export const changeRequestResource = describedResource(changeRequestDescription, tableOf);

const BREAK = `;\n${STATEMENT_BREAK}\n`;

/**
 * The part's one migration (after the control part's 0001, whose tables these refer to): the three tables
 * in key order, one distribution per version and target, and the indexes the acknowledgement list, the
 * overdue run and the per-ship count read by.
 */
export const DISTRIBUTION_MIGRATIONS: ModuleMigration[] = [
  {
    name: '0002_distribution',
    sql: [
      distributionResource.migration.sql,
      acknowledgementResource.migration.sql,
      changeRequestResource.migration.sql,
      'CREATE UNIQUE INDEX "document_distribution_target_unique" ON "document_distribution" ("version_id", "target_type", "target_id")',
      'CREATE INDEX "document_acknowledgement_open_idx" ON "document_acknowledgement" ("status", "due_date")',
      'CREATE INDEX "document_acknowledgement_admin_idx" ON "document_acknowledgement" ("admin_id", "status")',
      'CREATE INDEX "document_acknowledgement_ship_idx" ON "document_acknowledgement" ("ship_id", "status")',
      'CREATE INDEX "document_change_request_source_idx" ON "document_change_request" ("source", "source_id")',
    ].join(BREAK),
  },
];

const formFields = (description: ResourceDescription) => description.def.fields.filter((field) => field.form !== 'none').map((field) => field.name);
const DISTRIBUTION_FIELDS = formFields(distributionDescription);
const CHANGE_REQUEST_FIELDS = formFields(changeRequestDescription);

function merge(names: readonly string[], values: Record<string, unknown>, existing: Row | null) {
  const columns: Record<string, unknown> = {};
  for (const name of names) if (values[name] !== undefined) columns[name] = values[name];
  return { columns, record: { ...(existing ?? {}), ...columns } as Record<string, unknown> };
}

/** The acknowledgement's state on `today`: the stored one, with `overdue` judged by the one due calculator. */
/** The acknowledgements of distributions being deleted, from the delete's check to its end. */
const deletingAcks = new Map<string, string[]>();

export function ackStatusOn(row: { status: string; due_date: string | null; acked_at: unknown }, today: string): 'pending' | 'acknowledged' | 'overdue' {
  if (row.acked_at || row.status === 'acknowledged') return 'acknowledged';
  return dueStatus({ due_date: row.due_date, today }) === 'overdue' ? 'overdue' : 'pending';
}

/** Counts a distribution's acknowledgements again (after an acknowledgement or a restore). */
export async function recountDistribution(tx: Db, distributionIds: readonly string[]): Promise<void> {
  for (const id of new Set(distributionIds)) {
    await tx
      .update(distribution)
      .set({
        ack_total: sql`(select count(*)::int from ${acknowledgement} where ${acknowledgement.distribution_id} = ${id})`,
        ack_done: sql`(select count(*)::int from ${acknowledgement} where ${acknowledgement.distribution_id} = ${id} and ${acknowledgement.status} = 'acknowledged')`,
      })
      .where(eq(distribution.id, id));
  }
}

/**
 * A distribution corrected after it was made: only its due date, copies, remark and whether it needs
 * acknowledging change (the version and target are what was sent). A due date is not set in the past; the
 * open acknowledgements follow it, and so do their alerts.
 */
async function distributionColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { existing, request } = context;
  const { columns, record } = merge(DISTRIBUTION_FIELDS, values, existing);
  const due = (record.ack_due_date as string | null | undefined) || null;
  if (due && due !== existing?.ack_due_date && due < (await companyToday(request))) throw fieldError('ack_due_date', 'document.ackDueInPast');
  return columns;
}

function distributionBinding(context: ModuleContext): ResourceBinding {
  return {
    ...distributionResource.binding,
    async present(rows, db) {
      return withDocumentLabels(db, distributionResource.binding.present ? await distributionResource.binding.present(rows, db) : rows);
    },
    toColumns: distributionColumns,
    async afterWrite(row, _values, { tx }) {
      const open = await tx
        .update(acknowledgement)
        .set({ due_date: (row.ack_due_date as string | null) ?? null, updated_at: new Date() })
        .where(and(eq(acknowledgement.distribution_id, row.id), ne(acknowledgement.status, 'acknowledged')))
        .returning({ id: acknowledgement.id });
      if (row.requires_ack === false && open.length) {
        // No longer asked for: the open ones go (the acknowledged ones stay as the record of receipt).
        await tx.delete(acknowledgement).where(inArray(acknowledgement.id, open.map((ack) => ack.id)));
        await recountDistribution(tx, [row.id]);
      }
      await reconcileAcks(context.alerts, tx, open.map((ack) => ack.id));
    },
    async beforeDelete(rows, { tx }) {
      // Its acknowledgements go with it through their key's cascade, so the recycle bin keeps them with
      // the distribution and a restore brings both back; their alerts and to-dos close once it is gone.
      const ids = rows.map((row) => row.id as string);
      const acks = await tx.select({ id: acknowledgement.id }).from(acknowledgement).where(inArray(acknowledgement.distribution_id, ids));
      for (const id of ids) deletingAcks.set(id, acks.map((ack) => ack.id));
    },
    async afterDelete(rows) {
      const gone = rows.flatMap((row) => deletingAcks.get(row.id as string) ?? []);
      for (const row of rows) deletingAcks.delete(row.id as string);
      if (gone.length) await reconcileAcks(context.alerts, context.db, gone);
    },
  };
}

/**
 * The document's number and the version's name beside their ids (`{field}_label`, as the list shows a
 * reference): the control part's records have no platform label source.
 */
export async function withDocumentLabels(db: Db, rows: Row[], versionFields: readonly string[] = ['version_id']): Promise<Row[]> {
  const versionIds = [...new Set(rows.flatMap((row) => versionFields.map((field) => row[field] as string | null)).filter((id): id is string => !!id))];
  const documentIds = [...new Set(rows.map((row) => row.document_id as string | null).filter((id): id is string => !!id))];
  const versions = versionIds.length ? await db.select({ id: documentVersion.id, version: documentVersion.version }).from(documentVersion).where(inArray(documentVersion.id, versionIds)) : [];
  const documents = documentIds.length ? await db.select({ id: document.id, doc_no: document.doc_no, title_en: document.title_en, title_zh: document.title_zh }).from(document).where(inArray(document.id, documentIds)) : [];
  const versionOf = new Map(versions.map((row) => [row.id, row.version]));
  const documentOf = new Map(documents.map((row) => [row.id, row]));
  return rows.map((row) => {
    const doc = documentOf.get(row.document_id as string);
    const labels: Record<string, unknown> = {};
    if (doc) {
      labels.document_id_label = [doc.doc_no, doc.title_en || doc.title_zh].filter(Boolean).join(' ');
      labels.document_id_label_zh = [doc.doc_no, doc.title_zh || doc.title_en].filter(Boolean).join(' ');
    }
    for (const field of versionFields) {
      const name = versionOf.get(row[field] as string);
      if (name) labels[`${field}_label`] = name;
    }
    return { ...row, ...labels };
  });
}

/** Acknowledgements as answered: the state judged on today's date, so the list is right before the nightly run. */
function acknowledgementBinding(context: ModuleContext): ResourceBinding {
  return {
    ...acknowledgementResource.binding,
    async present(rows, db) {
      const presented = acknowledgementResource.binding.present ? await acknowledgementResource.binding.present(rows, db) : rows;
      const today = await context.alerts.today();
      const labelled = await withDocumentLabels(db, presented, ['version_id', 'previous_version_id']);
      return labelled.map((row) => ({ ...row, status: ackStatusOn(row as never, today) }));
    },
  };
}

/**
 * A change request as written on its form: numbered on add, raised by the caller, in its ship's data
 * scope (else the requester's department); once decided it is history and no longer edited.
 */
async function changeRequestColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing, request, mode, access } = context;
  if (existing && existing.status !== 'submitted') throw fieldError('status', 'document.dcrDecided');
  const { columns, record } = merge(CHANGE_REQUEST_FIELDS, values, existing);
  const shipId = (record.ship_id as string | null | undefined) || null;
  if (shipId) {
    const ship = await service(SHIP_DIRECTORY).visibleTo(tx, shipId, access);
    if (!ship) throw fieldError('ship_id', 'record.notFound');
    columns.dept_id = ship.dept_id;
  } else if (mode === 'add') {
    columns.dept_id = access.admin.department_id;
  }
  if (mode === 'add') {
    columns.requested_by = access.admin.id;
    columns.status = 'submitted';
    columns.dcr_no = await service(NUMBERING).next(tx, { bizType: 'dcr', shipId, date: await companyToday(request) });
  }
  return columns;
}

export function distributionResources(context: ModuleContext): ResourceBinding[] {
  return [
    distributionBinding(context),
    acknowledgementBinding(context),
    {
      ...changeRequestResource.binding,
      toColumns: changeRequestColumns,
      async present(rows, db) {
        return withDocumentLabels(db, changeRequestResource.binding.present ? await changeRequestResource.binding.present(rows, db) : rows, ['implemented_version_id']);
      },
    },
  ];
}

/**
 * The version a target had before this one: the document's latest other version that was ever issued
 * (in force now, or superseded). Null when this is the document's first: there is no obsolete copy.
 */
export async function previousVersionOf(db: Db, version: { id: string; document_id: string }): Promise<string | null> {
  const [row] = await db
    .select({ id: documentVersion.id })
    .from(documentVersion)
    .where(and(eq(documentVersion.document_id, version.document_id), ne(documentVersion.id, version.id), isNotNull(documentVersion.issued_at)))
    .orderBy(desc(documentVersion.issued_at))
    .limit(1);
  return row?.id ?? null;
}
