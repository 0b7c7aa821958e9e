import { and, eq, inArray, sql } from 'drizzle-orm';
import { firstDue, type IsoDate } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { ApiError, fieldError } from '../../../platform/envelope.js';
import type { Ship } from '../../../platform/ships.js';
import { recomputeJobs } from './jobs.js';
import { component, counter, job, type ComponentRow } from './tables.js';

export interface CopyTreeOutcome {
  components: number;
  counters: number;
  jobs: number;
  /** The copies of the selected components (the step's rows). */
  roots: ComponentRow[];
}

/**
 * Copies the given components of one ship, each with everything below it, to a sister ship in the
 * caller's transaction: codes kept, counters at zero and never read, jobs without their history (they
 * count from the copy, `firstDue`). Refused, and nothing copied, when the source is the target, when the
 * selection spans ships, or when a code (equipment or job) already exists on the target.
 */
export async function copyTree(tx: Db, selected: readonly ComponentRow[], target: Ship, input: { by: string | null; today: IsoDate }): Promise<CopyTreeOutcome> {
  const sourceShip = selected[0]?.ship_id;
  if (!sourceShip) throw new ApiError('pms.copyTreeEmpty');
  if (selected.some((row) => row.ship_id !== sourceShip)) throw fieldError('ids', 'validate.invalid');
  if (target.id === sourceShip) throw fieldError('target_ship_id', 'pms.copyTreeSameShip');

  const all = await tx.select().from(component).where(eq(component.ship_id, sourceShip));
  const children = new Map<string, ComponentRow[]>();
  for (const row of all) if (row.parent_id) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  // Parents before children: a selection inside another selected subtree is copied once.
  const ordered: ComponentRow[] = [];
  const seen = new Set<string>();
  const visit = (row: ComponentRow) => {
    if (seen.has(row.id)) return;
    seen.add(row.id);
    ordered.push(row);
    for (const child of children.get(row.id) ?? []) visit(child);
  };
  const selectedIds = new Set(selected.map((row) => row.id));
  // A selected component under another selected one keeps its parent copy; a top one lands at the target's root.
  for (const row of selected) if (!hasSelectedAncestor(row, selectedIds, all)) visit(row);
  if (ordered.length === 0) throw new ApiError('pms.copyTreeEmpty');

  const codes = ordered.map((row) => row.code.toLowerCase());
  const taken = await tx.select({ code: component.code }).from(component).where(and(eq(component.ship_id, target.id), inArray(sql`lower(${component.code})`, codes)));
  const sourceJobs = await tx.select().from(job).where(inArray(job.component_id, ordered.map((row) => row.id)));
  const jobCodes = sourceJobs.map((row) => row.code.toLowerCase());
  const takenJobs = jobCodes.length ? await tx.select({ code: job.code }).from(job).where(and(eq(job.ship_id, target.id), inArray(sql`lower(${job.code})`, jobCodes))) : [];
  const clashes = [...taken.map((row) => row.code), ...takenJobs.map((row) => row.code)];
  if (clashes.length) {
    const shown = clashes.slice(0, 10).join(', ') + (clashes.length > 10 ? ` … (+${clashes.length - 10})` : '');
    throw new ApiError('pms.copyTreeCodeExists', { params: { ship: target.name_en ?? target.id, codes: shown } });
  }

  const copyOf = new Map<string, ComponentRow>();
  for (const row of ordered) {
    const { id, created_at: _created, updated_at: _updated, row_version: _version, created_by: _by, ...rest } = row;
    const parent = row.parent_id ? copyOf.get(row.parent_id) : undefined;
    const [made] = await tx
      .insert(component)
      .values({ ...rest, ship_id: target.id, dept_id: target.dept_id, parent_id: parent?.id ?? null, serial_no: null, install_date: null, warranty_until: null, created_by: input.by })
      .returning();
    copyOf.set(id, made!);
  }

  const meters = await tx.select().from(counter).where(inArray(counter.component_id, ordered.map((row) => row.id)));
  const meterCopy = new Map<string, string>();
  for (const meter of meters) {
    const [made] = await tx
      .insert(counter)
      .values({ component_id: copyOf.get(meter.component_id)!.id, ship_id: target.id, dept_id: target.dept_id, unit: meter.unit, current_value: 0, read_at: null, avg_per_day: null, max_per_day: meter.max_per_day, is_stale: true, remark: meter.remark, created_by: input.by })
      .returning({ id: counter.id });
    meterCopy.set(meter.id, made!.id);
  }

  const madeJobs: string[] = [];
  for (const row of sourceJobs) {
    const { id: _id, created_at: _created, updated_at: _updated, row_version: _version, created_by: _by, ...rest } = row;
    const start = firstDue(row, input.today, row.counter_id ? 0 : null);
    const [made] = await tx
      .insert(job)
      .values({
        ...rest,
        component_id: copyOf.get(row.component_id)!.id,
        ship_id: target.id,
        dept_id: target.dept_id,
        counter_id: row.counter_id ? (meterCopy.get(row.counter_id) ?? null) : null,
        last_done_date: null,
        last_done_hours: null,
        next_due_date: start.next_due_date,
        next_due_hours: start.next_due_hours,
        created_by: input.by,
      })
      .returning({ id: job.id });
    madeJobs.push(made!.id);
  }
  await recomputeJobs(tx, { jobIds: madeJobs }, input.today);
  return { components: ordered.length, counters: meters.length, jobs: madeJobs.length, roots: selected.filter((row) => copyOf.has(row.id)).map((row) => copyOf.get(row.id)!) };
}

function hasSelectedAncestor(row: ComponentRow, selected: ReadonlySet<string>, all: readonly ComponentRow[]): boolean {
  const parentOf = new Map(all.map((item) => [item.id, item.parent_id]));
  for (let at = row.parent_id, hops = 0; at && hops <= all.length; at = parentOf.get(at) ?? null, hops++) if (selected.has(at)) return true;
  return false;
}
