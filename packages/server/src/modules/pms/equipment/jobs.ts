import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  averagePerDay,
  checkReading,
  counterStale,
  jobDue,
  nextAfterDone,
  shiftForReset,
  type CounterResetReason,
  type IsoDate,
} from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { yieldToEventLoop } from '../../../platform/event-loop.js';
import { ApiError, fieldError } from '../../../platform/envelope.js';
import { counter, counterReading, job, type CounterRow, type JobRow } from './tables.js';

/**
 * The equipment part's service functions: what the counter's steps, the job's form, the work orders
 * (completion), the daily pass and the demo call to keep readings, counters and the jobs' stored due
 * state right. Every function works inside the caller's transaction.
 */

/** The stored due columns of a job as `pms-due.ts` computes them from its next due and its counter. */
export function dueColumns(row: Pick<JobRow, 'interval_kind' | 'interval_days' | 'interval_hours' | 'window_before_days' | 'window_after_days' | 'tolerance_pct' | 'schedule_basis' | 'next_due_date' | 'next_due_hours' | 'lead_days' | 'warn_hours' | 'active'>, meter: Pick<CounterRow, 'current_value' | 'read_at' | 'avg_per_day'> | null, today: IsoDate) {
  const due = jobDue(row, meter, today);
  return {
    forecast_date: due.forecast_date,
    due_date: due.due_date,
    window_start: due.window_start,
    window_end: due.window_end,
    remaining_hours: due.remaining_hours === null ? null : Math.round(due.remaining_hours),
    due_status: due.status,
    due_driver: due.driver,
  };
}

type DueColumns = ReturnType<typeof dueColumns>;
const DUE_KEYS = ['forecast_date', 'due_date', 'window_start', 'window_end', 'remaining_hours', 'due_status', 'due_driver'] as const;

/**
 * Recomputes and stores the due state of the jobs of a ship, a counter or a list (all active and inactive
 * ones: an inactive job is stored `ok`); only rows that change are written. Answers how many jobs it looked at.
 */
export async function recomputeJobs(tx: Db, filter: { shipId?: string; counterId?: string; jobIds?: readonly string[] }, today: IsoDate): Promise<number> {
  const where: SQL[] = [];
  if (filter.shipId) where.push(eq(job.ship_id, filter.shipId));
  if (filter.counterId) where.push(eq(job.counter_id, filter.counterId));
  if (filter.jobIds) {
    if (filter.jobIds.length === 0) return 0;
    where.push(inArray(job.id, [...filter.jobIds]));
  }
  const rows = await tx.select().from(job).where(where.length ? and(...where) : undefined);
  await storeDue(tx, rows, today);
  return rows.length;
}

/** The daily pass (the certificates' is their alert source's `prepare`): every job and every counter's stale flag as of `today`. */
export async function refreshAllJobs(tx: Db, today: IsoDate): Promise<void> {
  const counters = await tx.select({ id: counter.id, read_at: counter.read_at, is_stale: counter.is_stale }).from(counter);
  const flip = new Map<boolean, string[]>();
  for (const row of counters) {
    const stale = counterStale(row.read_at, today);
    if (stale !== row.is_stale) flip.set(stale, [...(flip.get(stale) ?? []), row.id]);
  }
  for (const [stale, ids] of flip) await tx.update(counter).set({ is_stale: stale }).where(inArray(counter.id, ids));
  await storeDue(tx, await tx.select().from(job), today);
}

async function storeDue(tx: Db, rows: JobRow[], today: IsoDate): Promise<void> {
  if (rows.length === 0) return;
  const counterIds = [...new Set(rows.map((row) => row.counter_id).filter((id): id is string => !!id))];
  const meters = counterIds.length ? await tx.select().from(counter).where(inArray(counter.id, counterIds)) : [];
  const meterOf = new Map(meters.map((meter) => [meter.id, meter]));
  const changed: Array<DueColumns & { id: string }> = [];
  for (const row of rows) {
    const columns = dueColumns(row, row.counter_id ? (meterOf.get(row.counter_id) ?? null) : null, today);
    if (DUE_KEYS.some((key) => (row[key] ?? null) !== (columns[key] ?? null))) changed.push({ id: row.id, ...columns });
  }
  // A statement per 500 changed jobs, not one per job: the daily pass over a fleet's 30,000 jobs runs inside
  // the alert job, and one update each held it for over a minute. The rows go as one JSON parameter.
  for (let from = 0; from < changed.length; from += 500) {
    await tx.execute(sql`
      update ${job} set forecast_date = v.forecast_date, due_date = v.due_date, window_start = v.window_start, window_end = v.window_end,
                        remaining_hours = v.remaining_hours, due_status = v.due_status, due_driver = v.due_driver
      from json_to_recordset(${JSON.stringify(changed.slice(from, from + 500))}::json)
           as v(id uuid, forecast_date date, due_date date, window_start date, window_end date, remaining_hours integer, due_status varchar, due_driver varchar)
      where ${job.id} = v.id`);
    await yieldToEventLoop();
  }
}

/** The counter's readings in date order (then the order they were entered). */
async function readingsOf(tx: Db, counterId: string) {
  return tx.select().from(counterReading).where(eq(counterReading.counter_id, counterId)).orderBy(asc(counterReading.read_at), asc(counterReading.created_at));
}

async function lockedCounter(tx: Db, counterId: string): Promise<CounterRow> {
  const [row] = await tx.select().from(counter).where(eq(counter.id, counterId)).for('update');
  if (!row) throw new ApiError('record.notFound');
  return row;
}

/** The counter's value, date, average and stale flag after a reading; its jobs recomputed. */
async function afterReading(tx: Db, meter: CounterRow, value: number, readAt: IsoDate, today: IsoDate): Promise<{ counter: CounterRow; jobs: number }> {
  const history = await readingsOf(tx, meter.id);
  const avg = averagePerDay(history.map((reading) => ({ value: reading.value, read_at: reading.read_at, is_reset: reading.is_reset })));
  const [after] = await tx
    .update(counter)
    .set({ current_value: value, read_at: readAt, avg_per_day: avg === null ? null : String(avg), is_stale: counterStale(readAt, today), updated_at: new Date() })
    .where(eq(counter.id, meter.id))
    .returning();
  const jobs = await recomputeJobs(tx, { counterId: meter.id }, today);
  return { counter: after!, jobs };
}

export interface ReadingInput {
  value: number;
  read_at: IsoDate;
  by: string | null;
  remark?: string | null;
  today: IsoDate;
}

/**
 * A reading of a counter: checked against the last one (`checkReading`: not before it, not lower, not
 * more than a day's use per day), kept in the history, and made the counter's value; the average daily
 * use and the jobs of the counter recomputed. Refused with the figures in the message.
 */
export async function recordReading(tx: Db, counterId: string, input: ReadingInput): Promise<{ counter: CounterRow; jobs: number }> {
  const meter = await lockedCounter(tx, counterId);
  const previous = meter.read_at ? { value: meter.current_value, read_at: meter.read_at } : null;
  const check = checkReading(previous, { value: input.value, read_at: input.read_at }, meter.unit, { max_per_day: meter.max_per_day, today: input.today });
  if (!check.ok) throw fieldError('value', check.key, check.params);
  await tx.insert(counterReading).values({ counter_id: meter.id, ship_id: meter.ship_id, dept_id: meter.dept_id, value: input.value, read_at: input.read_at, read_by: input.by, created_by: input.by, remark: input.remark || null });
  return afterReading(tx, meter, input.value, input.read_at, input.today);
}

/**
 * A reset (a replaced or overhauled unit, a new meter): the new value with its reason, kept in the
 * history with the value before; every running-hour job of the counter keeps the hours it still had to
 * run (`shiftForReset`), so its due moves with the meter.
 */
export async function resetCounter(tx: Db, counterId: string, input: ReadingInput & { reason: CounterResetReason }): Promise<{ counter: CounterRow; jobs: number }> {
  const meter = await lockedCounter(tx, counterId);
  const previous = meter.read_at ? { value: meter.current_value, read_at: meter.read_at } : null;
  const check = checkReading(previous, { value: input.value, read_at: input.read_at, is_reset: true }, meter.unit, { today: input.today });
  if (!check.ok) throw fieldError('value', check.key, check.params);
  await tx.insert(counterReading).values({
    counter_id: meter.id,
    ship_id: meter.ship_id,
    dept_id: meter.dept_id,
    value: input.value,
    read_at: input.read_at,
    read_by: input.by,
    created_by: input.by,
    is_reset: true,
    reset_reason: input.reason,
    value_before: meter.current_value,
    remark: input.remark || null,
  });
  const jobs = await tx.select().from(job).where(eq(job.counter_id, meter.id));
  for (const row of jobs) {
    if (row.next_due_hours === null && row.last_done_hours === null) continue;
    const shifted = shiftForReset(row, meter.current_value, input.value);
    await tx.update(job).set({ last_done_hours: shifted.last_done_hours, next_due_hours: shifted.next_due_hours }).where(eq(job.id, row.id));
  }
  return afterReading(tx, meter, input.value, input.read_at, input.today);
}

/**
 * A job done (a work order completed): its last done and its next due by its basis (`nextAfterDone`),
 * then its due state. `done_hours` is the counter's value at the completion (null for a calendar job);
 * the caller records it as a reading first when it is newer than the counter's.
 */
export async function jobDone(tx: Db, jobId: string, input: { done_date: IsoDate; done_hours: number | null; today: IsoDate }): Promise<JobRow> {
  const [row] = await tx.select().from(job).where(eq(job.id, jobId)).for('update');
  if (!row) throw new ApiError('record.notFound');
  const next = nextAfterDone(row, input.done_date, input.done_hours);
  await tx.update(job).set({ ...next, last_done_hours: next.last_done_hours === null ? null : Math.round(next.last_done_hours), next_due_hours: next.next_due_hours === null ? null : Math.round(next.next_due_hours), updated_at: new Date() }).where(eq(job.id, jobId));
  await recomputeJobs(tx, { jobIds: [jobId] }, input.today);
  const [after] = await tx.select().from(job).where(eq(job.id, jobId));
  return after!;
}

/**
 * A job's next due moved by hand through an approved postponement (the work part's approval outcome):
 * the date and/or the hours it is now due at, then its due state.
 */
export async function moveJobDue(tx: Db, jobId: string, to: { next_due_date?: IsoDate | null; next_due_hours?: number | null }, today: IsoDate): Promise<void> {
  const set: Partial<Pick<JobRow, 'next_due_date' | 'next_due_hours'>> = {};
  if (to.next_due_date !== undefined) set.next_due_date = to.next_due_date;
  if (to.next_due_hours !== undefined) set.next_due_hours = to.next_due_hours === null ? null : Math.round(to.next_due_hours);
  if (Object.keys(set).length) await tx.update(job).set({ ...set, updated_at: new Date() }).where(eq(job.id, jobId));
  await recomputeJobs(tx, { jobIds: [jobId] }, today);
}
