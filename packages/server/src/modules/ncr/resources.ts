import { eq, inArray } from 'drizzle-orm';
import { ncrActionResource, ncrReportResource } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { companyToday } from '../../platform/company-today.js';
import { fieldError } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { withLabels } from '../../platform/record-labels.js';
import type { ResourceBinding, Row, WriteContext } from '../../platform/resource/define.js';
import { service } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';
import { reconcileActions } from './alert-source.js';
import { nextNcrNo, recordEvent, repeatOf } from './lifecycle.js';
import { ncrAction, ncrReport, type NcrReportRow } from './tables.js';

/** The raiser's part of a report, editable until the office accepts it; everything later moves by steps. */
const REPORT_FORM_FIELDS = ['ship_id', 'dept_id', 'source_type', 'type', 'grade', 'clause_ref', 'title', 'description', 'immediate_action', 'risk_level', 'attachments'] as const;
export const EDITABLE_REPORT_STATES: readonly string[] = ['draft', 'raised', 'submitted_to_office'];

/** States in which the corrective actions are planned or carried out (not while their approval runs). */
export const ACTION_PLANNING_STATES: readonly string[] = ['accepted', 'ca_in_progress'];

const REPORT_LABELS = { ship_id: 'ship', dept_id: 'department', raised_by: 'admin', accepted_by: 'admin', closed_by: 'admin', reviewed_by_master: 'admin' } as const;
const ACTION_LABELS = { owner_admin_id: 'admin', owner_dept_id: 'department', verified_by: 'admin' } as const;

async function reportColumns(context: ModuleContext, values: Record<string, unknown>, write: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing, access, request } = write;
  const before = existing as (Row & NcrReportRow) | null;
  if (before && !EDITABLE_REPORT_STATES.includes(before.status)) throw fieldError('id', 'ncr.lockedAfterAccept');
  const columns: Record<string, unknown> = {};
  for (const name of REPORT_FORM_FIELDS) if (values[name] !== undefined) columns[name] = values[name];
  for (const name of ['ship_id', 'dept_id', 'risk_level'] as const) if (columns[name] === '') columns[name] = null;
  if (typeof columns.clause_ref === 'string') columns.clause_ref = columns.clause_ref.trim();
  const merged = { ...(before ?? {}), ...columns } as Record<string, unknown>;

  // A ship's report without a department named is the ship's own (its master answers for it).
  if (!merged.dept_id) {
    if (!merged.ship_id) throw fieldError('dept_id', 'ncr.deptRequired');
    const ship = (await service(SHIP_DIRECTORY).byIds(tx, [merged.ship_id as string])).get(merged.ship_id as string);
    if (!ship) throw fieldError('ship_id', 'record.notFound');
    columns.dept_id = ship.dept_id;
  }
  const today = await companyToday(request);
  const clauseMoved = !before || columns.clause_ref !== undefined || columns.ship_id !== undefined;
  if (clauseMoved) {
    const repeat = await repeatOf(context, tx, {
      shipId: (merged.ship_id as string | null) ?? null,
      clauseRef: String(merged.clause_ref ?? ''),
      on: today,
      ...(before ? { excludeId: before.id } : {}),
    });
    columns.is_repeat = repeat !== null;
    columns.repeat_of_id = repeat;
  }
  if (!before) {
    columns.ncr_no = await nextNcrNo(tx, (merged.ship_id as string | null) ?? null, today);
    columns.status = 'draft';
    columns.updated_by = access.admin.id;
  } else {
    columns.updated_by = access.admin.id;
  }
  return columns;
}

export function reportBinding(context: ModuleContext): ResourceBinding {
  return {
    def: ncrReportResource,
    table: ncrReport,
    scope: { department: ncrReport.dept_id },
    readOnlyColumns: ['created_by', 'updated_by', 'created_at', 'updated_at'],
    // The action form names its report.
    selectRights: ['ncr/action/add', 'ncr/action/edit'],
    present: (rows, db) => withLabels(db, rows, REPORT_LABELS),
    toColumns: (values, write) => reportColumns(context, values, write),
    async afterWrite(row, _values, { mode, tx, access }) {
      if (mode === 'add') await recordEvent(tx, { ncrId: row.id, action: 'create', from: null, to: 'draft', actor: access });
    },
    async beforeDelete(rows) {
      // A raised report is part of the safety record: it is rejected or cancelled with a reason, never deleted.
      if (rows.some((row) => row.status !== 'draft')) throw fieldError('ids', 'ncr.onlyDraftDeleted');
    },
  };
}

async function reportOf(tx: Db, id: string): Promise<NcrReportRow | undefined> {
  const [row] = await tx.select().from(ncrReport).where(eq(ncrReport.id, id));
  return row;
}

async function actionColumns(values: Record<string, unknown>, write: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing, access } = write;
  if (existing && values.ncr_id !== undefined && values.ncr_id !== existing.ncr_id) throw fieldError('ncr_id', 'ncr.actionMoved');
  const report = await reportOf(tx, (existing?.ncr_id ?? values.ncr_id) as string);
  if (!report) throw fieldError('ncr_id', 'record.notFound');
  if (!ACTION_PLANNING_STATES.includes(report.status)) throw fieldError('ncr_id', 'ncr.actionsLocked');
  if (existing && !['open', 'in_progress', 'rejected'].includes(existing.status as string)) throw fieldError('id', 'ncr.actionDoneLocked');
  const columns: Record<string, unknown> = {};
  for (const name of ['kind', 'description', 'owner_admin_id', 'owner_dept_id', 'due_date'] as const) if (values[name] !== undefined) columns[name] = values[name] === '' ? null : values[name];
  columns.dept_id = report.dept_id;
  columns.ship_id = report.ship_id;
  if (!existing) {
    columns.ncr_id = report.id;
    columns.status = 'open';
  }
  columns.updated_by = access.admin.id;
  return columns;
}

export const actionBinding: ResourceBinding = {
  def: ncrActionResource,
  table: ncrAction,
  scope: { department: ncrAction.dept_id },
  readOnlyColumns: ['created_by', 'updated_by', 'created_at', 'updated_at'],
  async present(rows, db) {
    // The report an action belongs to, by its number (as a remote select names it).
    const ids = [...new Set(rows.map((row) => row.ncr_id as string))];
    const numbers = new Map(ids.length ? (await db.select({ id: ncrReport.id, ncr_no: ncrReport.ncr_no }).from(ncrReport).where(inArray(ncrReport.id, ids))).map((row) => [row.id, row.ncr_no]) : []);
    return (await withLabels(db, rows, ACTION_LABELS)).map((row) => ({ ...row, ncr_id_label: numbers.get(row.ncr_id as string) ?? '' }));
  },
  toColumns: actionColumns,
  // A new or moved due date may change the report's action alert.
  afterWrite: (row, _values, { tx }) => reconcileActions(tx, row.ncr_id as string),
  async beforeDelete(rows, { tx }) {
    if (rows.some((row) => row.status !== 'open')) throw fieldError('ids', 'ncr.actionDoneLocked');
    const reports = await tx.select({ status: ncrReport.status }).from(ncrReport).where(inArray(ncrReport.id, rows.map((row) => row.ncr_id as string)));
    if (reports.some((report) => !ACTION_PLANNING_STATES.includes(report.status))) throw fieldError('ids', 'ncr.actionsLocked');
  },
  // After the commit: the report's alert no longer counts the deleted action.
  afterDelete: (rows) => reconcileActions(undefined, [...new Set(rows.map((row) => row.ncr_id as string))]),
};
