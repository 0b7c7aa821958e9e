import { and, eq, inArray } from 'drizzle-orm';
import {
  componentDescription,
  counterDescription,
  counterReadingDescription,
  counterStale,
  firstDue,
  jobDescription,
  nextAfterDone,
  requiredSparesSchema,
  type ResourceDescription,
} from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { companyToday } from '../../../platform/company-today.js';
import { fieldError } from '../../../platform/envelope.js';
import { STATEMENT_BREAK } from '../../../platform/module-migrations.js';
import type { ModuleContext } from '../../../platform/module.js';
import { withLabels } from '../../../platform/record-labels.js';
import type { ResourceBinding, Row, WriteContext } from '../../../platform/resource/define.js';
import { describedResource } from '../../../platform/resource/described.js';
import { service } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import { dueColumns, recomputeJobs } from './jobs.js';
import { component, counter, counterReading, job, type ComponentRow, type CounterRow } from './tables.js';

/** The tables of the resources these refer to. */
const TABLES: Readonly<Record<string, string>> = {
  'fleet.Ship': 'ship',
  'auth.Admin': 'admin',
  'crew.Position': 'position',
  'pms.Component': 'pms_component',
  'pms.Counter': 'pms_counter',
};
const tableOf = (resource: string) => TABLES[resource];

const componentResource = describedResource(componentDescription, tableOf);
const counterResource = describedResource(counterDescription, tableOf);
const readingResource = describedResource(counterReadingDescription, tableOf);
const jobResource = describedResource(jobDescription, tableOf);

const BREAK = `;\n${STATEMENT_BREAK}\n`;

/** The part's tables in the order their keys need them, then the indexes its lists, tree and dashboard read by. */
export const EQUIPMENT_MIGRATIONS = [
  {
    name: '0001_equipment',
    sql: [
      componentResource.migration.sql,
      counterResource.migration.sql,
      readingResource.migration.sql,
      jobResource.migration.sql,
      'CREATE INDEX IF NOT EXISTS "pms_component_ship_parent_idx" ON "pms_component" ("ship_id", "parent_id")',
      'CREATE INDEX IF NOT EXISTS "pms_counter_reading_counter_read_idx" ON "pms_counter_reading" ("counter_id", "read_at")',
      'CREATE INDEX IF NOT EXISTS "pms_job_ship_status_idx" ON "pms_job" ("ship_id", "due_status")',
      'CREATE INDEX IF NOT EXISTS "pms_job_counter_idx" ON "pms_job" ("counter_id")',
    ].join(BREAK),
  },
  {
    // Issue 20: the jobs falling due (every state but `ok`: the dashboard's and the bench's filter) in the
    // list's order, so that a page of them and their count read only those.
    name: '0004_equipment_list_indexes',
    sql: 'CREATE INDEX IF NOT EXISTS "pms_job_due_list_idx" ON "pms_job" ("next_due_date", "code", "id") WHERE "due_status" <> \'ok\'',
  },
];

const formFields = (description: ResourceDescription) => description.def.fields.filter((field) => field.form !== 'none').map((field) => field.name);
const COMPONENT_FIELDS = formFields(componentDescription);
const COUNTER_FIELDS = formFields(counterDescription);
const JOB_FIELDS = formFields(jobDescription);

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

async function componentOf(tx: Db, id: string): Promise<ComponentRow> {
  const [row] = await tx.select().from(component).where(eq(component.id, id));
  if (!row) throw fieldError('component_id', 'record.notFound');
  return row;
}

async function counterOfComponent(tx: Db, componentId: string): Promise<CounterRow | null> {
  const [row] = await tx.select().from(counter).where(eq(counter.component_id, componentId));
  return row ?? null;
}

/**
 * A component: its ship's department; a parent on the same ship and never itself or one of its own
 * descendants. The ship is chosen on add only (its counter, jobs and sub-equipment follow it).
 */
async function componentColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing } = context;
  const { columns, record } = merge(COMPONENT_FIELDS, values, existing);
  if (existing && record.ship_id !== existing.ship_id) throw fieldError('ship_id', 'pms.shipFixed');
  const shipId = (existing?.ship_id ?? record.ship_id) as string;
  columns.dept_id = await shipDepartment(tx, shipId);
  const parentId = (record.parent_id as string | null | undefined) || null;
  columns.parent_id = parentId;
  if (parentId) {
    const [parent] = await tx.select({ id: component.id, ship_id: component.ship_id }).from(component).where(eq(component.id, parentId));
    if (!parent) throw fieldError('parent_id', 'record.notFound');
    if (parent.ship_id !== shipId) throw fieldError('parent_id', 'pms.parentOtherShip');
    if (existing) {
      // Walk up from the new parent: meeting the component itself would close a loop.
      const rows = await tx.select({ id: component.id, parent_id: component.parent_id }).from(component).where(eq(component.ship_id, shipId));
      const up = new Map(rows.map((row) => [row.id, row.parent_id]));
      for (let at: string | null | undefined = parentId, hops = 0; at && hops <= rows.length; at = up.get(at), hops++) {
        if (at === existing.id) throw fieldError('parent_id', 'pms.parentCycle');
      }
    }
  }
  return columns;
}

/**
 * A counter: one per component, on its component's ship; the first value and its date are typed with it
 * (kept as the first reading), later ones come from the read and reset steps only.
 */
async function counterColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing, request } = context;
  const { columns, record } = merge(COUNTER_FIELDS, values, existing);
  if (existing) {
    if (record.component_id !== existing.component_id) throw fieldError('component_id', 'pms.componentFixed');
    delete columns.current_value;
    delete columns.read_at;
  }
  const owner = await componentOf(tx, record.component_id as string);
  columns.ship_id = owner.ship_id;
  columns.dept_id = owner.dept_id;
  if (!existing) {
    const readAt = (record.read_at as string | null | undefined) || null;
    const today = await companyToday(request);
    if (readAt && readAt > today) throw fieldError('read_at', 'pms.readingInFuture', { date: readAt, today });
    columns.is_stale = counterStale(readAt, today);
  }
  return columns;
}

/** After a counter's add: its first reading in the history, and the component's jobs counting on it. */
async function afterCounterWrite(row: Row, write: WriteContext): Promise<void> {
  const { tx, request, mode, access } = write;
  if (mode !== 'add') return;
  const meter = row as unknown as CounterRow;
  if (meter.read_at) {
    await tx.insert(counterReading).values({ counter_id: meter.id, ship_id: meter.ship_id, dept_id: meter.dept_id, value: meter.current_value, read_at: meter.read_at, read_by: access.admin.id, created_by: access.admin.id });
  }
  const today = await companyToday(request);
  const jobs = await tx.select().from(job).where(eq(job.component_id, meter.component_id));
  for (const row of jobs) {
    const set: Record<string, unknown> = { counter_id: meter.id };
    if ((row.interval_kind === 'running_hours' || row.interval_kind === 'both') && row.next_due_hours === null) {
      set.next_due_hours = firstDue(row, today, meter.current_value).next_due_hours;
    }
    await tx.update(job).set(set).where(eq(job.id, row.id));
  }
  await recomputeJobs(tx, { counterId: meter.id }, today);
}

const INTERVAL_FIELDS = ['interval_kind', 'interval_days', 'interval_hours', 'schedule_basis'] as const;

/**
 * A job: its component's ship, department, counter and critical flag (always on critical equipment); the intervals its
 * kind needs (a running-hour job needs a counter); its next due from the history typed on add, or from
 * its setup when it has none (`firstDue`), recomputed on edit only when its interval changes (an approved
 * postponement's due stays otherwise); then its stored due state.
 */
async function jobColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing, request } = context;
  const { columns, record } = merge(JOB_FIELDS, values, existing);
  const owner = await componentOf(tx, record.component_id as string);
  if (existing && existing.ship_id !== owner.ship_id) throw fieldError('component_id', 'pms.componentFixed');
  columns.ship_id = owner.ship_id;
  columns.dept_id = owner.dept_id;
  const meter = await counterOfComponent(tx, owner.id);
  columns.counter_id = meter?.id ?? null;
  // Every job of critical equipment is critical (ISM 10.3); a job may be critical on other equipment too.
  columns.is_critical = owner.is_critical || record.is_critical === true;
  if (values.required_spares !== undefined) {
    const spares = requiredSparesSchema.safeParse(values.required_spares ?? []);
    if (!spares.success) throw fieldError('required_spares', 'validate.invalid');
    columns.required_spares = spares.data;
  }

  const kind = record.interval_kind as string;
  const days = kind === 'calendar' || kind === 'both';
  const hours = kind === 'running_hours' || kind === 'both';
  if (days && !record.interval_days) throw fieldError('interval_days', 'pms.jobIntervalDays');
  if (hours && !record.interval_hours) throw fieldError('interval_hours', 'pms.jobIntervalHours');
  if (hours && !meter) throw fieldError('interval_kind', 'pms.jobNeedsCounter');
  if (!days) columns.interval_days = null;
  if (!hours) columns.interval_hours = null;

  const today = await companyToday(request);
  if (!existing) {
    const lastDate = (record.last_done_date as string | null | undefined) || null;
    if (lastDate && lastDate > today) throw fieldError('last_done_date', 'pms.lastDoneInFuture', { date: lastDate, today });
    const lastHours = (record.last_done_hours as number | null | undefined) ?? null;
    if (lastHours !== null && meter && lastHours > meter.current_value) throw fieldError('last_done_hours', 'pms.lastDoneAboveCounter', { hours: lastHours, current: meter.current_value });
  }
  const changed = !existing || INTERVAL_FIELDS.some((name) => (existing[name] ?? null) !== (record[name] ?? null));
  const next = { next_due_date: (existing?.next_due_date as string | null) ?? null, next_due_hours: (existing?.next_due_hours as number | null) ?? null };
  if (changed) {
    const shape = { ...record, interval_kind: kind, interval_days: days ? (record.interval_days as number) : null, interval_hours: hours ? (record.interval_hours as number) : null, next_due_date: null, next_due_hours: null };
    const setup = firstDue(shape, today, meter?.current_value ?? null);
    const lastDate = (record.last_done_date as string | null | undefined) || null;
    const lastHours = (record.last_done_hours as number | null | undefined) ?? null;
    // From the history where there is one (a missing date or hours counts from the setup).
    const done = lastDate ? nextAfterDone(shape, lastDate, lastHours) : null;
    next.next_due_date = days ? (done?.next_due_date ?? setup.next_due_date) : null;
    next.next_due_hours = hours ? (lastHours !== null ? lastHours + (record.interval_hours as number) : setup.next_due_hours) : null;
  }
  Object.assign(columns, next);
  const stored = { ...record, ...columns } as Parameters<typeof dueColumns>[0];
  Object.assign(columns, dueColumns(stored, meter, today));
  return columns;
}

/** Components as answered: the ship's name, and the counter's value and the jobs' states per component. */
async function presentComponents(rows: Row[], db: Db): Promise<Row[]> {
  const labelled = await withLabels(db, rows, { ship_id: 'ship' });
  const ids = rows.map((row) => row.id as string);
  if (ids.length === 0) return labelled;
  const meters = await db.select({ component_id: counter.component_id, id: counter.id, unit: counter.unit, current_value: counter.current_value, read_at: counter.read_at, is_stale: counter.is_stale }).from(counter).where(inArray(counter.component_id, ids));
  const jobs = await db.select({ component_id: job.component_id, due_status: job.due_status }).from(job).where(and(inArray(job.component_id, ids), eq(job.active, true)));
  const meterOf = new Map(meters.map((meter) => [meter.component_id, meter]));
  const states = new Map<string, Record<string, number>>();
  for (const row of jobs) {
    const counts = states.get(row.component_id) ?? { total: 0, due_soon: 0, in_window: 0, overdue: 0 };
    counts.total = (counts.total ?? 0) + 1;
    if (row.due_status !== 'ok') counts[row.due_status] = (counts[row.due_status] ?? 0) + 1;
    states.set(row.component_id, counts);
  }
  return labelled.map((row) => {
    const meter = meterOf.get(row.id as string);
    return {
      ...row,
      counter_id: meter?.id ?? null,
      counter_unit: meter?.unit ?? null,
      counter_value: meter?.current_value ?? null,
      counter_read_at: meter?.read_at ?? null,
      counter_stale: meter?.is_stale ?? null,
      jobs: states.get(row.id as string) ?? { total: 0, due_soon: 0, in_window: 0, overdue: 0 },
    };
  });
}

/** Counters as answered: the ship's name and the component's code and names. */
async function presentCounters(rows: Row[], db: Db): Promise<Row[]> {
  const labelled = await withLabels(db, rows, { ship_id: 'ship' });
  const ids = [...new Set(rows.map((row) => row.component_id as string))];
  const owners = ids.length ? await db.select({ id: component.id, code: component.code, name_en: component.name_en, name_zh: component.name_zh, is_critical: component.is_critical }).from(component).where(inArray(component.id, ids)) : [];
  const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
  return labelled.map((row) => {
    const owner = ownerOf.get(row.component_id as string);
    return { ...row, component_code: owner?.code ?? null, component_name_en: owner?.name_en ?? null, component_name_zh: owner?.name_zh ?? null, component_critical: owner?.is_critical ?? null };
  });
}

/** Jobs as answered: the ship's and rank's names, the component's code and names, the counter's unit and value. */
async function presentJobs(rows: Row[], db: Db): Promise<Row[]> {
  const labelled = await withLabels(db, rows, { ship_id: 'ship', responsible_rank_id: 'position' });
  const ids = [...new Set(rows.map((row) => row.component_id as string))];
  const owners = ids.length ? await db.select({ id: component.id, code: component.code, name_en: component.name_en, name_zh: component.name_zh }).from(component).where(inArray(component.id, ids)) : [];
  const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
  const counterIds = [...new Set(rows.map((row) => row.counter_id as string | null).filter((id): id is string => !!id))];
  const meters = counterIds.length ? await db.select({ id: counter.id, unit: counter.unit, current_value: counter.current_value, read_at: counter.read_at }).from(counter).where(inArray(counter.id, counterIds)) : [];
  const meterOf = new Map(meters.map((meter) => [meter.id, meter]));
  return labelled.map((row) => {
    const owner = ownerOf.get(row.component_id as string);
    const meter = row.counter_id ? meterOf.get(row.counter_id as string) : undefined;
    return { ...row, component_code: owner?.code ?? null, component_name_en: owner?.name_en ?? null, component_name_zh: owner?.name_zh ?? null, counter_value: meter?.current_value ?? null, counter_read_at: meter?.read_at ?? null };
  });
}

const PRESENTED_COMPONENT = ['counter_id', 'counter_unit', 'counter_value', 'counter_read_at', 'counter_stale', 'jobs'];
const PRESENTED_OWNER = ['component_code', 'component_name_en', 'component_name_zh'];

/** The part's resources: described tables, with the rules and derived columns above. */
export function equipmentResources(_context: ModuleContext): ResourceBinding[] {
  return [
    {
      ...componentResource.binding,
      toColumns: componentColumns,
      present: presentComponents,
      readOnlyColumns: [...(componentResource.binding.readOnlyColumns ?? []), ...PRESENTED_COMPONENT],
    },
    {
      ...counterResource.binding,
      toColumns: counterColumns,
      present: presentCounters,
      readOnlyColumns: [...(counterResource.binding.readOnlyColumns ?? []), ...PRESENTED_OWNER, 'component_critical'],
      afterWrite: (row, _values, write) => afterCounterWrite(row, write),
    },
    { ...readingResource.binding, present: (rows, db) => withLabels(db, rows, { ship_id: 'ship', read_by: 'admin' }) },
    {
      ...jobResource.binding,
      toColumns: jobColumns,
      present: presentJobs,
      readOnlyColumns: [...(jobResource.binding.readOnlyColumns ?? []), ...PRESENTED_OWNER, 'counter_value', 'counter_read_at'],
    },
  ];
}
