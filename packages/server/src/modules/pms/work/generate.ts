import { and, eq, inArray, isNotNull, isNull, lte, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { addDays, overdueAfterOf, PMS_LOOKAHEAD_DEFAULT, PMS_LOOKAHEAD_SETTING, WORK_ORDER_OPEN_STATUSES } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { yieldToEventLoop } from '../../../platform/event-loop.js';
import type { SettingsService } from '../../../platform/settings/settings.js';
import { component, job } from '../equipment/tables.js';
import { initialStatus, nextWoNo } from './resources.js';
import { workOrder } from './tables.js';

/** The look-ahead in days (module setting), read through `tx` (a read on the shared connection would wait for it). */
export async function lookaheadDays(settings: SettingsService, tx: Db): Promise<number> {
  const value = Number((await settings.all(tx)).get(PMS_LOOKAHEAD_SETTING));
  return Number.isInteger(value) && value >= 0 ? value : PMS_LOOKAHEAD_DEFAULT;
}

export interface GenerateFilter {
  jobIds?: readonly string[];
  shipId?: string;
  /** The jobs of one counter (after a reading or a reset). */
  counterId?: string;
}

/**
 * Planned work orders ahead of due (DOMAIN.md §4.6): one for every active job whose governing due date
 * (its calendar date, or the forecast date of its running hours, whichever comes first: the equipment
 * part stores it as `due_date`) falls on or before today + the look-ahead and which has no open work
 * order. Idempotent: a second run finds the order, and the partial unique index on a job's open order
 * holds it when two runs meet. Answers the orders made.
 */
export async function generateWorkOrders(tx: Db, today: string, lookahead: number, filter: GenerateFilter = {}): Promise<number> {
  if (filter.jobIds && filter.jobIds.length === 0) return 0;
  const horizon = addDays(today, lookahead);
  const where: SQL[] = [
    eq(job.active, true),
    ne(job.interval_kind, 'condition'),
    // Due within the look-ahead by its date, or by its hours when no forecast can be made (a counter
    // without an average use): the hours alone then say it is due soon or late.
    or(and(isNotNull(job.due_date), lte(job.due_date, horizon)), and(isNull(job.due_date), inArray(job.due_status, ['due_soon', 'in_window', 'overdue'])))!,
    eq(component.status, 'in_service'),
    notExists(
      tx
        .select({ one: sql`1` })
        .from(workOrder)
        .where(and(eq(workOrder.job_id, job.id), inArray(workOrder.status, [...WORK_ORDER_OPEN_STATUSES]))),
    ),
  ];
  if (filter.jobIds) where.push(inArray(job.id, [...filter.jobIds]));
  if (filter.shipId) where.push(eq(component.ship_id, filter.shipId));
  if (filter.counterId) where.push(eq(job.counter_id, filter.counterId));
  const due = await tx
    .select({ job, component: { ship_id: component.ship_id, dept_id: component.dept_id, is_critical: component.is_critical } })
    .from(job)
    .innerJoin(component, eq(component.id, job.component_id))
    .where(and(...where))
    .orderBy(job.code);
  let made = 0;
  // A hundred jobs' orders to a transaction (a savepoint inside the caller's): the daily pass runs outside
  // one, so that a fleet's first plan (thousands of orders, each numbered) never holds the database for long.
  for (let from = 0; from < due.length; from += 100) {
    made += await tx.transaction((slice) => makeOrders(slice as unknown as Db, due.slice(from, from + 100), today));
    await yieldToEventLoop();
  }
  return made;
}

async function makeOrders(
  tx: Db,
  due: ReadonlyArray<{ job: typeof job.$inferSelect; component: { ship_id: string; dept_id: string | null; is_critical: boolean } }>,
  today: string,
): Promise<number> {
  let made = 0;
  for (const { job: row, component: part } of due) {
    // Due by its hours without a forecast: due now, the hours it is due at beside.
    const dueDate = row.due_date ?? today;
    // A window is the calendar's; a job its hours make due has none.
    const byHours = row.due_driver === 'hours';
    const dates = { due_date: dueDate, window_start: byHours ? null : row.window_start, window_end: byHours ? null : row.window_end };
    const title = [row.code, row.title_en, row.title_zh].filter(Boolean).join(' ').slice(0, 200);
    const inserted = await tx
      .insert(workOrder)
      .values({
        wo_no: await nextWoNo(tx, part.ship_id, today),
        ship_id: part.ship_id,
        dept_id: part.dept_id ?? row.dept_id,
        component_id: row.component_id,
        job_id: row.id,
        // Generated from the plan: planned maintenance, what compliance counts (class-related jobs too).
        kind: 'planned',
        title,
        ...dates,
        due_hours: row.next_due_hours,
        overdue_after: overdueAfterOf(dates),
        status: initialStatus(dates, today),
        is_critical: row.is_critical ?? part.is_critical,
        requires_verification: row.requires_verification,
        assigned_rank_id: row.responsible_rank_id,
        spares_used: [],
        attachments: [],
      })
      .onConflictDoNothing()
      .returning({ id: workOrder.id });
    made += inserted.length;
  }
  return made;
}

/**
 * The daily pass over the orders already made: a planned order whose window has opened (or whose due date
 * has come) becomes due.
 */
export async function openDueOrders(tx: Db, today: string): Promise<number> {
  const opened = await tx
    .update(workOrder)
    .set({ status: 'due', updated_at: new Date() })
    .where(and(eq(workOrder.status, 'planned'), sql`coalesce(${workOrder.window_start}, ${workOrder.due_date}) <= ${today}`))
    .returning({ id: workOrder.id });
  return opened.length;
}

/**
 * The work part's daily pass, for the module's daily job (the oversight part's alert source `prepare`,
 * after the equipment part's `refreshAllJobs`): orders whose window opened become due, and every job now
 * within the look-ahead gets its order.
 */
export async function dailyWorkPass(settings: SettingsService, tx: Db, today: string): Promise<{ opened: number; generated: number }> {
  const opened = await openDueOrders(tx, today);
  const generated = await generateWorkOrders(tx, today, await lookaheadDays(settings, tx));
  return { opened, generated };
}

/**
 * After the plan changed (a job saved, a counter read or reset: the equipment part's recompute): the
 * orders of those jobs, or of the ship's, that now fall within the look-ahead.
 */
export async function generateAfterPlanChange(settings: SettingsService, tx: Db, today: string, filter: GenerateFilter): Promise<number> {
  return generateWorkOrders(tx, today, await lookaheadDays(settings, tx), filter);
}
