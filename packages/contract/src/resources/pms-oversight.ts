import { addDays, addMonths, type IsoDate } from '../iso-date.js';

/**
 * PMS oversight (DOMAIN.md §4.6 drivers, §5): the compliance figure the dashboard charts per ship and
 * month. The server module's `oversight/` part owns the alerts, tiles and charts; this is the pure rule
 * both the dashboard and the benchmark run, so a figure means the same wherever it is read.
 */

/** The fleet's target (DOMAIN.md §5 row 3): the chart's line. */
export const PMS_COMPLIANCE_TARGET = 98;

/** The work-order states that mean the job was done (a verification only confirms it). */
export const PMS_DONE_STATUSES: readonly string[] = ['done', 'verified'];

/** One work order as the compliance rule reads it. */
export interface ComplianceWorkOrder {
  ship_id: string;
  /** Only `planned` orders count: unplanned, breakdown, defect-repair and class work have no plan to keep. */
  kind: string;
  status: string;
  /**
   * The due date the plan gave the order when it was generated, before any postponement. A postponed
   * order counts here, at its original date, and is on time only if done by that date's window end:
   * an approved postponement is a managed deviation, but it is still a deviation from the plan. Counting
   * it at the new date would move it out of the month it was missed in and let postponements raise the
   * figure they should lower.
   */
  planned_due_date: IsoDate;
  /** The last on-time day of the original plan (due date + the job's window after); null: the due date itself. */
  window_end?: IsoDate | null;
  done_date?: IsoDate | null;
}

export interface ComplianceFigure {
  /** Planned orders due in the month and settled: done, or past their window's end. */
  due: number;
  /** Of those, done on or before their window's end. */
  on_time: number;
  /** on_time ÷ due in %, one decimal; null when nothing was due (no figure rather than 100%). */
  pct: number | null;
}

/** The first and last day of a `YYYY-MM` month. */
export function monthBounds(month: string): { from: IsoDate; until: IsoDate } {
  const from = `${month}-01`;
  return { from, until: addDays(addMonths(from, 1), -1) };
}

/**
 * Where one order stands for the compliance of the month its original due date falls in, judged on
 * `today`: `excluded` (not planned work, cancelled), `pending` (not done and its window still open: not
 * yet a miss, so the current month is not pulled down by jobs that may still be done on time), `on_time`
 * (done by the window's end, inclusive), `late` (done after it, or still not done once it has passed).
 */
export function complianceOutcome(order: ComplianceWorkOrder, today: IsoDate): 'excluded' | 'pending' | 'on_time' | 'late' {
  if (order.kind !== 'planned' || order.status === 'cancelled') return 'excluded';
  const end = order.window_end && order.window_end > order.planned_due_date ? order.window_end : order.planned_due_date;
  const done = PMS_DONE_STATUSES.includes(order.status) && order.done_date ? order.done_date : null;
  if (done) return done <= end ? 'on_time' : 'late';
  return today > end ? 'late' : 'pending';
}

/**
 * PMS compliance per ship for one month (DOMAIN.md §5: done on time ÷ due in the period): the planned
 * orders whose original due date falls in `month`, minus the cancelled and the still pending (see
 * `complianceOutcome`). Ships without a settled order are absent. One pass over the orders: the bench runs
 * it over a million.
 */
export function pmsCompliance(orders: Iterable<ComplianceWorkOrder>, month: string, today: IsoDate): Map<string, ComplianceFigure> {
  const { from, until } = monthBounds(month);
  const counts = new Map<string, { due: number; on_time: number }>();
  for (const order of orders) {
    if (order.planned_due_date < from || order.planned_due_date > until) continue;
    const outcome = complianceOutcome(order, today);
    if (outcome === 'excluded' || outcome === 'pending') continue;
    let entry = counts.get(order.ship_id);
    if (!entry) counts.set(order.ship_id, (entry = { due: 0, on_time: 0 }));
    entry.due += 1;
    if (outcome === 'on_time') entry.on_time += 1;
  }
  const figures = new Map<string, ComplianceFigure>();
  for (const [ship, { due, on_time }] of counts) figures.set(ship, { due, on_time, pct: compliancePct(on_time, due) });
  return figures;
}

/** on_time ÷ due in %, one decimal (rounded down, so 99.96% never shows as a clean 100%); null for nothing due. */
export function compliancePct(onTime: number, due: number): number | null {
  if (due <= 0) return null;
  // Integer division first: (57 / 100) * 1000 is 569.99… in floating point.
  return Math.floor((onTime * 1000) / due) / 10;
}
