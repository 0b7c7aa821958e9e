import { and, eq, inArray } from 'drizzle-orm';
import { defectDescription, overdueAfterOf, sparePartDescription, workOrderDescription, type ResourceDescription } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { companyToday } from '../../../platform/company-today.js';
import { fieldError } from '../../../platform/envelope.js';
import type { ModuleMigration } from '../../../platform/module.js';
import { STATEMENT_BREAK } from '../../../platform/module-migrations.js';
import { NUMBERING } from '../../../platform/numbering.js';
import { withLabels } from '../../../platform/record-labels.js';
import type { ResourceBinding, Row, WriteContext } from '../../../platform/resource/define.js';
import { describedResource } from '../../../platform/resource/described.js';
import { optionalService, service } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import { SUPPLIER_DIRECTORY } from '../../../platform/suppliers.js';
import { component, counter } from '../equipment/tables.js';
import { defect, workOrder, type WorkOrderRow } from './tables.js';

/** The tables of the resources these refer to. */
const TABLES: Readonly<Record<string, string>> = {
  'fleet.Ship': 'ship',
  'auth.Admin': 'admin',
  'crew.Position': 'position',
  'pms.Component': 'pms_component',
  'pms.Job': 'pms_job',
  'pms.WorkOrder': 'pms_work_order',
};
const tableOf = (resource: string) => TABLES[resource];

const spareResource = describedResource(sparePartDescription, tableOf);
const orderResource = describedResource(workOrderDescription, tableOf);
const defectResource = describedResource(defectDescription, tableOf);

/** States a work order is still to be done in (the contract's WORK_ORDER_OPEN_STATUSES, in SQL). */
const OPEN_SQL = `'planned', 'due', 'in_progress', 'postponement_requested', 'postponed'`;

/**
 * The part's tables (spares, work orders, defects), in the order their keys need them, then what the lists,
 * the generation and the tiles read by. One job has at most one open work order: the generation's
 * idempotence, held by the database under concurrent runs.
 */
export const WORK_MIGRATIONS: readonly ModuleMigration[] = [
  {
    name: '0002_work',
    sql: [
      spareResource.migration.sql,
      orderResource.migration.sql,
      defectResource.migration.sql,
      `CREATE UNIQUE INDEX "pms_work_order_wo_no_unique" ON "pms_work_order" ("wo_no")`,
      `CREATE UNIQUE INDEX "pms_work_order_open_job_unique" ON "pms_work_order" ("job_id") WHERE "job_id" IS NOT NULL AND "status" IN (${OPEN_SQL})`,
      `CREATE INDEX "pms_work_order_status_due_idx" ON "pms_work_order" ("status", "overdue_after")`,
      `CREATE INDEX "pms_defect_status_idx" ON "pms_defect" ("status", "priority")`,
    ].join(`;\n${STATEMENT_BREAK}\n`),
  },
  {
    // Issue 20 (docs/performance.md, "Lists at scale"): what the work-order list, its red flag and the
    // dashboard read by at a million orders. The list's default order (due date, then number, newest
    // first) whole, within a ship and within a department (these two replace the kit's single-column
    // indexes, which they serve as well); the open orders by the day they become overdue (the red flag's
    // count, the overdue tiles and chart) and by due date in the list's order (the red flag's rows, the
    // due-soon tiles), both carrying what those filter on; a month's planned orders by their original due
    // date (the compliance chart).
    name: '0003_work_list_indexes',
    sql: [
      `CREATE INDEX IF NOT EXISTS "pms_work_order_list_idx" ON "pms_work_order" ("due_date" DESC, "wo_no" DESC, "id")`,
      `CREATE INDEX IF NOT EXISTS "pms_work_order_ship_list_idx" ON "pms_work_order" ("ship_id", "due_date" DESC, "wo_no" DESC, "id")`,
      `CREATE INDEX IF NOT EXISTS "pms_work_order_dept_list_idx" ON "pms_work_order" ("dept_id", "due_date" DESC, "wo_no" DESC, "id")`,
      `DROP INDEX IF EXISTS "pms_work_order_ship_id_idx"`,
      `DROP INDEX IF EXISTS "pms_work_order_dept_id_idx"`,
      `CREATE INDEX IF NOT EXISTS "pms_work_order_open_overdue_idx" ON "pms_work_order" ("overdue_after") INCLUDE ("is_critical", "due_date", "ship_id", "dept_id") WHERE "status" IN (${OPEN_SQL})`,
      `CREATE INDEX IF NOT EXISTS "pms_work_order_open_due_idx" ON "pms_work_order" ("due_date", "wo_no" DESC, "id") INCLUDE ("overdue_after", "is_critical", "ship_id", "dept_id") WHERE "status" IN (${OPEN_SQL})`,
      `CREATE INDEX IF NOT EXISTS "pms_work_order_planned_month_idx" ON "pms_work_order" ((coalesce("original_due_date", "due_date"))) WHERE "kind" = 'planned'`,
    ].join(`;\n${STATEMENT_BREAK}\n`),
  },
];

const formFields = (description: ResourceDescription, mode: 'add' | 'edit') =>
  description.def.fields.filter((field) => field.form === undefined || field.form === 'both' || field.form === mode).map((field) => field.name);

function merge(names: readonly string[], values: Record<string, unknown>, existing: Row | null) {
  const columns: Record<string, unknown> = {};
  for (const name of names) if (values[name] !== undefined) columns[name] = values[name] === '' ? null : values[name];
  return { columns, record: { ...(existing ?? {}), ...columns } as Record<string, unknown> };
}

export async function shipDepartment(tx: Db, shipId: string): Promise<string> {
  const ship = (await service(SHIP_DIRECTORY).byIds(tx, [shipId])).get(shipId);
  if (!ship) throw fieldError('ship_id', 'record.notFound');
  return ship.dept_id;
}

/** The component, which must be on the record's ship (a form could name another ship's). */
async function componentOnShip(tx: Db, componentId: string, shipId: string) {
  const [row] = await tx.select({ id: component.id, ship_id: component.ship_id, is_critical: component.is_critical }).from(component).where(eq(component.id, componentId));
  if (!row) throw fieldError('component_id', 'record.notFound');
  if (row.ship_id !== shipId) throw fieldError('component_id', 'pmsWork.componentNotOnShip');
  return row;
}

/** A service supplier is one the supplier area says may be chosen now (approved or conditional). */
async function checkSupplier(tx: Db, supplierId: unknown): Promise<void> {
  if (typeof supplierId !== 'string' || !supplierId) return;
  const suppliers = optionalService(SUPPLIER_DIRECTORY);
  if (!suppliers) throw fieldError('service_supplier_id', 'pmsWork.supplierNotSelectable');
  const found = (await suppliers.byIds(tx, [supplierId])).get(supplierId);
  if (!found?.selectable) throw fieldError('service_supplier_id', 'pmsWork.supplierNotSelectable');
}

/** Window bounds around the due date, inclusive. */
export function checkWindow(record: { due_date: string; window_start?: string | null; window_end?: string | null }): void {
  if (record.window_start && record.window_start > record.due_date) throw fieldError('window_start', 'pmsWork.windowOrder');
  if (record.window_end && record.window_end < record.due_date) throw fieldError('window_end', 'pmsWork.windowOrder');
}

/** The state a new order starts in: due once its window has opened (or its due date come), else planned. */
export function initialStatus(order: { due_date: string; window_start?: string | null }, today: string): 'planned' | 'due' {
  return today >= (order.window_start ?? order.due_date) ? 'due' : 'planned';
}

/** A new order's number, taken within `tx` (gap-free). */
export function nextWoNo(tx: Db, shipId: string, date: string): Promise<string> {
  return service(NUMBERING).next(tx, { bizType: 'work_order', shipId, date });
}

const ORDER_ADD = formFields(workOrderDescription, 'add');
const ORDER_EDIT = formFields(workOrderDescription, 'edit');
/** What fixes an order's place in the plan: set when it is made; later only a postponement moves the dates. */
const PLAN_FIELDS = ['ship_id', 'component_id', 'kind', 'due_date', 'due_hours', 'window_start', 'window_end'] as const;
/** States whose order the form may still change (its description, rank, supplier, attachments). */
export const EDITABLE_ORDER_STATES: readonly string[] = ['planned', 'due', 'in_progress', 'postponed'];

async function orderColumns(values: Record<string, unknown>, write: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing, request, mode } = write;
  const before = existing as (Row & WorkOrderRow) | null;
  if (before && !EDITABLE_ORDER_STATES.includes(before.status)) throw fieldError('id', 'pmsWork.locked');
  if (before) {
    for (const name of PLAN_FIELDS) {
      const given = values[name];
      if (given !== undefined && (given === '' ? null : given) !== (before as unknown as Record<string, unknown>)[name]) {
        throw fieldError(name, name === 'ship_id' || name === 'component_id' || name === 'kind' ? 'pmsWork.planFixed' : 'pmsWork.dueMovesByPostponement');
      }
    }
  }
  const { columns, record } = merge(mode === 'add' ? ORDER_ADD : ORDER_EDIT.filter((name) => !(PLAN_FIELDS as readonly string[]).includes(name)), values, existing);
  if (columns.service_supplier_id !== undefined && columns.service_supplier_id !== before?.service_supplier_id) await checkSupplier(tx, columns.service_supplier_id);
  if (mode === 'add') {
    const shipId = record.ship_id as string;
    columns.dept_id = await shipDepartment(tx, shipId);
    const part = await componentOnShip(tx, record.component_id as string, shipId);
    const dates = { due_date: record.due_date as string, window_start: (record.window_start as string | null) ?? null, window_end: (record.window_end as string | null) ?? null };
    checkWindow(dates);
    const today = await companyToday(request);
    columns.wo_no = await nextWoNo(tx, shipId, today);
    columns.status = initialStatus(dates, today);
    columns.is_critical = part.is_critical;
    columns.overdue_after = overdueAfterOf(dates);
    columns.job_id = null;
  }
  return columns;
}

const SPARE_FIELDS = formFields(sparePartDescription, 'add');

async function spareColumns(values: Record<string, unknown>, write: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing } = write;
  const { columns, record } = merge(SPARE_FIELDS, values, existing);
  const shipId = record.ship_id as string;
  columns.dept_id = await shipDepartment(tx, shipId);
  if (record.component_id) await componentOnShip(tx, record.component_id as string, shipId);
  return columns;
}

const DEFECT_FIELDS = formFields(defectDescription, 'add');

async function defectColumns(values: Record<string, unknown>, write: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing, access } = write;
  const { columns, record } = merge(DEFECT_FIELDS, values, existing);
  const shipId = record.ship_id as string;
  columns.dept_id = await shipDepartment(tx, shipId);
  if (record.component_id) await componentOnShip(tx, record.component_id as string, shipId);
  if (!existing && !record.reported_by) columns.reported_by = access.admin.id;
  if (record.class_notified === true && !record.class_notified_date) throw fieldError('class_notified_date', 'pmsWork.classDateRequired');
  if (record.class_notified !== true) columns.class_notified_date = null;
  return columns;
}

/** Rows with the names of their component, job and linked records beside the ids. */
async function componentLabels(db: Db, rows: Row[]): Promise<Map<string, { code: string; name_en: string; name_zh: string | null }>> {
  const ids = [...new Set(rows.map((row) => row.component_id as string | null).filter((id): id is string => !!id))];
  const found = ids.length ? await db.select({ id: component.id, code: component.code, name_en: component.name_en, name_zh: component.name_zh }).from(component).where(inArray(component.id, ids)) : [];
  return new Map(found.map((row) => [row.id, row]));
}

const componentLabel = (part: { code: string; name_en: string } | undefined) => (part ? `${part.code} ${part.name_en}` : '');
/** The component in both languages (the list shows the reader's: `{field}_label_zh` beside `{field}_label`). */
const componentLabelPair = (part: { code: string; name_en: string; name_zh: string | null } | undefined) => ({
  component_id_label: componentLabel(part),
  component_id_label_zh: part?.name_zh ? `${part.code} ${part.name_zh}` : '',
});

async function presentOrders(rows: Row[], db: Db): Promise<Row[]> {
  const labelled = await withLabels(db, rows, { ship_id: 'ship', done_by: 'admin', verified_by: 'admin', assigned_rank_id: 'position' });
  const parts = await componentLabels(db, rows);
  // The component's counter as it reads now: the completion dialog starts the running hours from it.
  const ids = [...parts.keys()];
  const meters = ids.length ? await db.select({ component_id: counter.component_id, current_value: counter.current_value, read_at: counter.read_at }).from(counter).where(inArray(counter.component_id, ids)) : [];
  const meterOf = new Map(meters.map((meter) => [meter.component_id, meter]));
  return labelled.map((row) => {
    const meter = meterOf.get(row.component_id as string);
    return { ...row, ...componentLabelPair(parts.get(row.component_id as string)), counter_value: meter?.current_value ?? null, counter_read_at: meter?.read_at ?? null };
  });
}

async function presentSpares(rows: Row[], db: Db): Promise<Row[]> {
  const labelled = await withLabels(db, rows, { ship_id: 'ship' });
  const parts = await componentLabels(db, rows);
  return labelled.map((row) => ({ ...row, ...componentLabelPair(parts.get(row.component_id as string)), below_min: Number(row.rob) < Number(row.min_stock) }));
}

async function presentDefects(rows: Row[], db: Db): Promise<Row[]> {
  const labelled = await withLabels(db, rows, { ship_id: 'ship', reported_by: 'admin' });
  const parts = await componentLabels(db, rows);
  const orderIds = rows.map((row) => row.linked_work_order_id as string | null).filter((id): id is string => !!id);
  const orders = orderIds.length ? await db.select({ id: workOrder.id, wo_no: workOrder.wo_no, status: workOrder.status }).from(workOrder).where(inArray(workOrder.id, orderIds)) : [];
  const byId = new Map(orders.map((row) => [row.id, row]));
  return labelled.map((row) => {
    const order = byId.get(row.linked_work_order_id as string);
    return { ...row, ...componentLabelPair(parts.get(row.component_id as string)), linked_work_order_id_label: order?.wo_no ?? '', linked_work_order_status: order?.status ?? null };
  });
}

/** The part's resources: described tables, with the rules and derived columns above. */
export function workResources(): ResourceBinding[] {
  return [
    {
      ...spareResource.binding,
      toColumns: spareColumns,
      present: presentSpares,
      readOnlyColumns: [...(spareResource.binding.readOnlyColumns ?? []), 'component_id_label', 'component_id_label_zh', 'below_min'],
      // The work order's completion picks the ship's spares.
      selectRights: ['pms/workOrder/complete'],
    },
    {
      ...orderResource.binding,
      toColumns: orderColumns,
      present: presentOrders,
      readOnlyColumns: [...(orderResource.binding.readOnlyColumns ?? []), 'component_id_label', 'component_id_label_zh', 'counter_value', 'counter_read_at'],
      selectRights: ['pms/defect/index'],
      async beforeDelete(rows) {
        // Work begun, done or under approval is part of the maintenance record: it is cancelled with a reason.
        if (rows.some((row) => row.status !== 'planned' && row.status !== 'due')) throw fieldError('ids', 'pmsWork.onlyOpenDeleted');
      },
    },
    {
      ...defectResource.binding,
      toColumns: defectColumns,
      present: presentDefects,
      readOnlyColumns: [...(defectResource.binding.readOnlyColumns ?? []), 'component_id_label', 'component_id_label_zh', 'linked_work_order_id_label', 'linked_work_order_status'],
    },
  ];
}

/** Work orders by id, locked for the step's transaction. */
export async function lockedOrder(tx: Db, id: string): Promise<WorkOrderRow | undefined> {
  const [row] = await tx.select().from(workOrder).where(eq(workOrder.id, id)).for('update');
  return row;
}

export async function defectById(tx: Db, id: string) {
  const [row] = await tx.select().from(defect).where(and(eq(defect.id, id)));
  return row;
}
