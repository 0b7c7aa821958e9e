import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  addMonths,
  certificateResource,
  certificateSurveyResource,
  certificateTypeResource,
  daysBetween,
  effectiveExpiry,
  isManualCertificateStatus,
  seafarerDocumentResource,
  todayIso,
  type CertHolder,
} from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../../platform/authorization.js';
import { fieldError } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import type { ResourceBinding, Row, WriteContext } from '../../platform/resource/define.js';
import { alert } from '../../platform/alert/tables.js';
import { optionalService, service } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';
import { SUPPLIER_DIRECTORY } from '../../platform/suppliers.js';
import { CREW_SEAFARERS } from '../crew/api.js';
import { todo } from '../../platform/todo/tables.js';
import { CERTIFICATE_SOURCE, SURVEY_SOURCE } from './alert-sources.js';
import { companyRootId, openSurveyIds, refreshCertificate, regenerateWindows } from './certificate-state.js';
import { withLabels } from '../../platform/record-labels.js';
import { certificate, certificateSurvey, certificateType, type CertificateRow, type CertificateTypeRow } from './tables.js';
import { nextWindows } from './next-window.js';

/** An extension to finish a voyage (SOLAS I/14(e)): at most this many months past expiry. */
const MAX_EXTENSION_MONTHS = 3;

const numbersOf = (value: unknown): number[] =>
  Array.isArray(value) ? [...new Set(value.map(Number).filter((n) => Number.isInteger(n) && n >= 0))].sort((a, b) => b - a) : [];

function visibleDepartment(access: AdminAccess, deptId: string | null): boolean {
  return access.visibility.kind === 'all' || (!!deptId && access.visibility.departmentIds.includes(deptId));
}

export const certificateTypeBinding: ResourceBinding = {
  def: certificateTypeResource,
  table: certificateType,
  // Certificate and document forms, and the position requirement matrix, pick types.
  selectRights: ['cert/certificate/add', 'cert/certificate/edit', 'crew/seafarerDocument/add', 'crew/seafarerDocument/edit', 'crew/position/add', 'crew/position/edit'],
  present: async (rows) => rows.map((row) => ({ ...row, alert_days: ((row.alert_days as number[]) ?? []).map(String) })),
  async toColumns(values, { tx, existing }) {
    const columns: Record<string, unknown> = {};
    for (const field of certificateTypeResource.fields) if (values[field.name] !== undefined) columns[field.name] = values[field.name];
    if (values.alert_days !== undefined) columns.alert_days = numbersOf(values.alert_days);
    // 0 or empty: no fixed validity (a permanent certificate).
    if (values.validity_months !== undefined) columns.validity_months = values.validity_months ? values.validity_months : null;
    if (columns.doc_category === '') columns.doc_category = null;
    if (existing && values.holder !== undefined && values.holder !== existing.holder) {
      const [used] = await tx.select({ id: certificate.id }).from(certificate).where(eq(certificate.cert_type_id, existing.id)).limit(1);
      if (used) throw fieldError('holder', 'cert.typeInUse');
    }
    return columns;
  },
  async beforeDelete(rows, { tx }) {
    const [used] = await tx.select({ id: certificate.id }).from(certificate).where(inArray(certificate.cert_type_id, rows.map((row) => row.id))).limit(1);
    if (used) throw fieldError('ids', 'cert.typeInUse');
  },
};

/**
 * Where a certificate of this holder belongs in the organisation (its data scope). Whether the caller may
 * name the ship or seafarer was settled by the resource kit's reference rule before this runs; a company
 * certificate belongs to the company root, which the caller must see.
 */
async function holderDepartment(tx: Db, holder: CertHolder, columns: Record<string, unknown>, access: AdminAccess): Promise<string> {
  if (holder === 'ship') {
    if (!columns.ship_id) throw fieldError('ship_id', 'cert.shipRequired');
    const row = (await service(SHIP_DIRECTORY).byIds(tx, [columns.ship_id as string])).get(columns.ship_id as string);
    if (!row) throw fieldError('ship_id', 'record.notFound');
    return row.dept_id;
  }
  if (holder === 'seafarer') {
    if (!columns.seafarer_id) throw fieldError('seafarer_id', 'cert.seafarerRequired');
    const departments = await service(CREW_SEAFARERS).departments(tx, [columns.seafarer_id as string]);
    const dept = departments.has(columns.seafarer_id as string) ? (departments.get(columns.seafarer_id as string) ?? (await companyRootId(tx))) : null;
    if (!dept) throw fieldError('seafarer_id', 'record.notFound');
    return dept;
  }
  if (holder === 'supplier') {
    // Asked of the supplier area (which may be disabled), never its table: the cert area does not depend on it.
    if (!columns.supplier_id) throw fieldError('supplier_id', 'cert.supplierRequired');
    const directory = optionalService(SUPPLIER_DIRECTORY);
    if (!directory || !(await directory.byIds(tx, [columns.supplier_id as string])).has(columns.supplier_id as string)) throw fieldError('supplier_id', 'cert.supplierUnknown');
  }
  // A company's or a supplier's certificate belongs to the company root.
  const root = await companyRootId(tx);
  if (!root || !visibleDepartment(access, root)) throw fieldError('holder_type', 'cert.holderOutOfScope');
  return root;
}

const OWN_FIELDS = [
  'ship_id',
  'seafarer_id',
  'supplier_id',
  'cert_type_id',
  'cert_no',
  'issued_by',
  'issue_place',
  'issue_date',
  'expiry_date',
  'term',
  'extension_until',
  'remarks',
  'files',
  'issuing_country',
  'issuing_authority',
  'stcw_reg',
  'capacity',
] as const;

/** The columns of a certificate or seafarer document from its form, with the business rules checked. */
async function certificateColumns(values: Record<string, unknown>, context: WriteContext, fixedHolder?: CertHolder): Promise<Record<string, unknown>> {
  const { tx, existing, access } = context;
  const before = existing as (Row & CertificateRow) | null;
  if (before?.status === 'superseded') throw fieldError('status', 'cert.supersededLocked');
  const holder = (fixedHolder ?? before?.holder_type ?? values.holder_type) as CertHolder;
  const columns: Record<string, unknown> = {};
  for (const name of OWN_FIELDS) if (values[name] !== undefined) columns[name] = values[name];
  if (typeof columns.issuing_country === 'string') columns.issuing_country = columns.issuing_country.toUpperCase();
  // Holder ids that do not belong to this holder kind are dropped, never stored.
  if (holder !== 'ship') columns.ship_id = null;
  if (holder !== 'seafarer') columns.seafarer_id = null;
  if (holder !== 'supplier') columns.supplier_id = null;
  const merged = { ...(before ?? {}), ...columns } as Record<string, unknown>;

  const typeId = merged.cert_type_id as string;
  const [type] = typeId ? await tx.select().from(certificateType).where(eq(certificateType.id, typeId)) : [];
  if (!type) throw fieldError('cert_type_id', 'validate.required');
  if (type.holder !== holder) throw fieldError('cert_type_id', 'cert.typeHolderMismatch');
  columns.doc_category = type.doc_category;

  const issue = merged.issue_date as string | null;
  const expiry = merged.expiry_date as string | null;
  const extension = merged.extension_until as string | null;
  if (issue && expiry && expiry < issue) throw fieldError('expiry_date', 'cert.expiryBeforeIssue');
  if (extension) {
    if (!expiry || extension <= expiry) throw fieldError('extension_until', 'cert.extensionBeforeExpiry');
    if (extension > addMonths(expiry, MAX_EXTENSION_MONTHS)) throw fieldError('extension_until', 'cert.extensionTooLong', { months: MAX_EXTENSION_MONTHS });
  }

  // Only suspension and withdrawal are a person's call; anything else is computed after the write.
  if (values.status !== undefined) {
    if (isManualCertificateStatus(values.status as string) && values.status !== 'superseded') columns.status = values.status;
    else if (values.status === 'superseded') throw fieldError('status', 'cert.statusNotManual');
    else columns.status = 'valid';
  }

  if (!before) columns.holder_type = holder;
  columns.dept_id = await holderDepartment(tx, holder, merged, access);
  return columns;
}

/** After a certificate's write: its windows, its status, its alerts and to-dos, in the same transaction. */
async function afterCertificateWrite(context: ModuleContext, row: Row, write: WriteContext): Promise<void> {
  const { tx } = write;
  const cert = row as Row & CertificateRow;
  const [type] = await tx.select().from(certificateType).where(eq(certificateType.id, cert.cert_type_id));
  const removed = await regenerateWindows(tx, cert, type as CertificateTypeRow);
  const today = await context.alerts.today();
  await refreshCertificate(tx, cert.id, today);
  await context.alerts.reconcile(CERTIFICATE_SOURCE, cert.id, tx, today);
  await context.alerts.reconcile(SURVEY_SOURCE, [...removed, ...(await openSurveyIds(tx, [cert.id]))], tx, today);
}

/** Rows as answered: labels, the status read fresh, days to expiry, the next survey window to do. */
async function presentCertificates(rows: Row[], db: Db): Promise<Row[]> {
  const ids = rows.map((row) => row.id);
  const stored = ids.length ? await db.select({ id: certificate.id, status: certificate.status }).from(certificate).where(inArray(certificate.id, ids)) : [];
  const statuses = new Map(stored.map((row) => [row.id, row.status]));
  const today = todayIso();
  const labelled = await withLabels(db, rows, { ship_id: 'ship', seafarer_id: 'seafarer', cert_type_id: 'certificateType', verified_by: 'admin' });
  const windows = await nextWindows(db, ids);
  const supplierIds = rows.map((row) => row.supplier_id as string | null).filter((id): id is string => !!id);
  const suppliers = supplierIds.length ? ((await optionalService(SUPPLIER_DIRECTORY)?.byIds(db, supplierIds)) ?? new Map()) : new Map();
  return labelled.map((row) => {
    const supplier = row.supplier_id ? suppliers.get(row.supplier_id as string) : undefined;
    if (supplier) Object.assign(row, { supplier_id_label: supplier.name_en, supplier_id_label_zh: supplier.name_zh || supplier.name_en });
    const until = effectiveExpiry(row.expiry_date as string | null, row.extension_until as string | null);
    return { ...row, status: statuses.get(row.id) ?? row.status, days_left: until ? daysBetween(today, until) : null, next_window: windows.get(row.id) ?? null };
  });
}

/**
 * When a certificate that replaced another is deleted, the replaced one is current again (its status is
 * recomputed); alerts of the deleted ones close after the delete.
 */
async function beforeCertificateDelete(context: ModuleContext, rows: Row[], tx: Db): Promise<void> {
  const ids = rows.map((row) => row.id);
  const replaced = await tx
    .update(certificate)
    .set({ status: 'valid', superseded_by_id: null })
    .where(inArray(certificate.superseded_by_id, ids))
    .returning({ id: certificate.id });
  const today = await context.alerts.today();
  for (const { id } of replaced) await refreshCertificate(tx, id, today);
  if (replaced.length) {
    await context.alerts.reconcile(CERTIFICATE_SOURCE, replaced.map((r) => r.id), tx, today);
    await context.alerts.reconcile(SURVEY_SOURCE, await openSurveyIds(tx, replaced.map((r) => r.id)), tx, today);
  }
}

/** After a delete: the alerts and auto to-dos of the certificates and windows that are gone close. */
async function afterCertificateDelete(context: ModuleContext, rows: Row[]): Promise<void> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return;
  await context.alerts.reconcile(CERTIFICATE_SOURCE, ids);
  const orphans = await context.db
    .selectDistinct({ id: alert.biz_id })
    .from(alert)
    .where(and(eq(alert.biz_type, SURVEY_SOURCE), isNull(alert.closed_at), sql`not exists (select 1 from ${certificateSurvey} where ${certificateSurvey.id} = ${alert.biz_id})`));
  const openTodos = await context.db
    .select({ id: todo.biz_id })
    .from(todo)
    .where(and(eq(todo.source, SURVEY_SOURCE), inArray(todo.status, ['open', 'in_progress']), sql`not exists (select 1 from ${certificateSurvey} where ${certificateSurvey.id} = ${todo.biz_id})`));
  const gone = [...new Set([...orphans.map((r) => r.id), ...openTodos.map((r) => r.id).filter((id): id is string => !!id)])];
  if (gone.length) await context.alerts.reconcile(SURVEY_SOURCE, gone);
}

export function certificateBinding(context: ModuleContext): ResourceBinding {
  return {
    def: certificateResource,
    table: certificate,
    scope: { department: certificate.dept_id },
    readOnlyColumns: ['doc_category', 'issuing_country', 'issuing_authority', 'stcw_reg', 'capacity', 'verified_by', 'verified_at'],
    selectRights: ['cert/certificateSurvey/index'],
    present: presentCertificates,
    toColumns: (values, write) => certificateColumns(values, write),
    afterWrite: (row, _values, write) => afterCertificateWrite(context, row, write),
    beforeDelete: (rows, { tx }) => beforeCertificateDelete(context, rows, tx),
    afterDelete: (rows) => afterCertificateDelete(context, rows),
  };
}

export function seafarerDocumentBinding(context: ModuleContext): ResourceBinding {
  return {
    def: seafarerDocumentResource,
    table: certificate,
    scope: { department: certificate.dept_id },
    restrict: () => eq(certificate.holder_type, 'seafarer'),
    readOnlyColumns: ['holder_type', 'superseded_by_id', 'last_endorsement_date'],
    present: presentCertificates,
    toColumns: (values, write) => certificateColumns(values, write, 'seafarer'),
    afterWrite: (row, _values, write) => afterCertificateWrite(context, row, write),
    beforeDelete: (rows, { tx }) => beforeCertificateDelete(context, rows, tx),
    afterDelete: (rows) => afterCertificateDelete(context, rows),
  };
}

export const certificateSurveyBinding: ResourceBinding = {
  def: certificateSurveyResource,
  table: certificateSurvey,
  scope: { department: certificateSurvey.dept_id },
  readOnlyColumns: ['remarks', 'endorsement_file'],
  async present(rows, db) {
    const certIds = [...new Set(rows.map((row) => row.certificate_id as string))];
    const certs = certIds.length
      ? await db
          .select({ id: certificate.id, cert_no: certificate.cert_no, cert_type_id: certificate.cert_type_id, status: certificate.status, holder_type: certificate.holder_type })
          .from(certificate)
          .where(inArray(certificate.id, certIds))
      : [];
    const byId = new Map(certs.map((cert) => [cert.id, cert]));
    const withCert = rows.map((row) => {
      const cert = byId.get(row.certificate_id as string);
      return { ...row, certificate_id_label: cert?.cert_no ?? '', cert_type_id: cert?.cert_type_id ?? null, certificate_status: cert?.status ?? null, holder_type: cert?.holder_type ?? null };
    });
    return withLabels(db, withCert, { ship_id: 'ship', cert_type_id: 'certificateType' });
  },
};
