import { dueStatus, dueStatusHours, type DueStatus } from './due-status.js';
import { addDays, daysBetween, type IsoDate } from './iso-date.js';

/**
 * Planned maintenance: when a job is due (DOMAIN.md §4.6). Pure, so the server (stored status, alerts,
 * dashboard), the work orders and the browser compute the same thing; the states come from the one
 * calculator of `due-status.ts` (dates) and its hours counterpart.
 */

export const PMS_INTERVAL_KINDS = ['calendar', 'running_hours', 'both', 'condition'] as const;
export type PmsIntervalKind = (typeof PMS_INTERVAL_KINDS)[number];
export const PMS_SCHEDULE_BASES = ['fixed', 'from_last_done'] as const;
export type PmsScheduleBasis = (typeof PMS_SCHEDULE_BASES)[number];
export const COUNTER_UNITS = ['hours', 'cycles', 'fuel_t'] as const;
export type CounterUnit = (typeof COUNTER_UNITS)[number];
export const COUNTER_RESET_REASONS = ['replacement', 'overhaul', 'meter_change'] as const;
export type CounterResetReason = (typeof COUNTER_RESET_REASONS)[number];
export const COMPONENT_STATUSES = ['in_service', 'out_of_service', 'removed'] as const;

/** A counter not read for more than this many days is flagged (stale). */
export const STALE_COUNTER_DAYS = 30;
/** The readings the average daily use is taken over (days back from the latest reading). */
export const AVERAGE_WINDOW_DAYS = 90;
/** Default alert lead of a calendar job (days) and of a running-hour job (hours), when the job sets none. */
export const DEFAULT_JOB_LEAD_DAYS = 30;
export const DEFAULT_JOB_WARN_HOURS = 500;
/** A running-hour meter cannot run more than a day's hours in a day. */
export const HOURS_PER_DAY = 24;

/** What the due computation reads of a job (a `pms_job` row has these columns). */
export interface JobDueInput {
  interval_kind: PmsIntervalKind | string;
  interval_days?: number | null;
  interval_hours?: number | null;
  window_before_days?: number | null;
  window_after_days?: number | null;
  /** A tolerance of the interval either side of the due (calendar: days, hours: hours); used when no window is given. */
  tolerance_pct?: number | null;
  schedule_basis?: PmsScheduleBasis | string | null;
  next_due_date?: IsoDate | null;
  next_due_hours?: number | string | null;
  lead_days?: number | null;
  warn_hours?: number | string | null;
  active?: boolean | null;
}

/** What it reads of the job's counter: the last reading and the average daily use. */
export interface CounterDueInput {
  current_value: number | string | null;
  /** The date of the last reading: the forecast counts from it. */
  read_at?: IsoDate | null;
  avg_per_day?: number | string | null;
}

export interface JobDue {
  next_due_date: IsoDate | null;
  next_due_hours: number | null;
  /** The day the counter is expected to reach the due hours at its average use; null without an average. */
  forecast_date: IsoDate | null;
  /** The date that governs: the calendar's, the forecast's, or the earlier of both. */
  due_date: IsoDate | null;
  /** The calendar window (dates). */
  window_start: IsoDate | null;
  window_end: IsoDate | null;
  /** Hours still to run before the due hours (negative once past). */
  remaining_hours: number | null;
  status: DueStatus;
  /** What makes the job due: its calendar date, its running hours, or nothing (condition based, inactive). */
  driver: 'calendar' | 'hours' | null;
}

const num = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

const hasDays = (job: JobDueInput) => job.interval_kind === 'calendar' || job.interval_kind === 'both';
const hasHours = (job: JobDueInput) => job.interval_kind === 'running_hours' || job.interval_kind === 'both';

/** How far either side of the due the job counts as on time: the window's days, else the tolerance of the interval. */
function calendarWindow(job: JobDueInput, due: IsoDate): { start: IsoDate | null; end: IsoDate | null } {
  const before = num(job.window_before_days);
  const after = num(job.window_after_days);
  if (before !== null || after !== null) return { start: addDays(due, -(before ?? 0)), end: addDays(due, after ?? 0) };
  const pct = num(job.tolerance_pct);
  const interval = num(job.interval_days);
  if (pct && interval) {
    const days = Math.floor((interval * pct) / 100);
    if (days > 0) return { start: addDays(due, -days), end: addDays(due, days) };
  }
  return { start: null, end: null };
}

/** The hours either side of the due hours the tolerance allows (0 without one). */
function hoursTolerance(job: JobDueInput): number {
  const pct = num(job.tolerance_pct);
  const interval = num(job.interval_hours);
  return pct && interval ? (interval * pct) / 100 : 0;
}

/** The day a counter reaches `hours` at its average daily use, counted from its last reading. */
export function forecastDate(hours: number, counter: CounterDueInput | null, today: IsoDate): IsoDate | null {
  const current = num(counter?.current_value);
  const avg = num(counter?.avg_per_day);
  if (current === null || !avg || avg <= 0) return null;
  const from = counter?.read_at ?? today;
  return addDays(from, Math.ceil((hours - current) / avg));
}

/** Order of seriousness, for `both`: the worse of the two sides governs. */
const SERIOUSNESS: Record<DueStatus, number> = { ok: 0, done: 0, due_soon: 1, in_window: 2, overdue: 3, expired: 3 };

/**
 * The job's due state as of `today` from its stored next due (date and/or hours), its counter and its
 * windows. `both`: each side is computed and the more serious state governs (on a tie, the earlier
 * date); `due_date` is the earlier of the calendar date and the forecast. Condition-based and inactive
 * jobs are never due by date.
 */
export function jobDue(job: JobDueInput, counter: CounterDueInput | null, today: IsoDate): JobDue {
  const nextDate = hasDays(job) ? (job.next_due_date ?? null) : null;
  const nextHours = hasHours(job) ? num(job.next_due_hours) : null;
  const none: JobDue = { next_due_date: nextDate, next_due_hours: nextHours, forecast_date: null, due_date: null, window_start: null, window_end: null, remaining_hours: null, status: 'ok', driver: null };
  if (job.active === false || job.interval_kind === 'condition') return none;

  const leadDays = num(job.lead_days) ?? DEFAULT_JOB_LEAD_DAYS;
  let calendar: { status: DueStatus; date: IsoDate; start: IsoDate | null; end: IsoDate | null } | null = null;
  if (nextDate) {
    const window = calendarWindow(job, nextDate);
    const status = dueStatus({ due_date: nextDate, window_start: window.start, window_end: window.end, lead_days: leadDays, today });
    calendar = { status, date: nextDate, ...window };
  }

  let hours: { status: DueStatus; forecast: IsoDate | null; remaining: number } | null = null;
  const current = num(counter?.current_value);
  if (nextHours !== null && current !== null) {
    const tolerance = hoursTolerance(job);
    const status = dueStatusHours({
      due_hours: nextHours,
      current,
      warn_hours: num(job.warn_hours) ?? DEFAULT_JOB_WARN_HOURS,
      window_start_hours: tolerance ? nextHours - tolerance : null,
      window_end_hours: tolerance ? nextHours + tolerance : null,
    });
    hours = { status, forecast: forecastDate(nextHours, counter, today), remaining: nextHours - current };
  }

  const result: JobDue = { ...none, forecast_date: hours?.forecast ?? null, remaining_hours: hours?.remaining ?? null, window_start: calendar?.start ?? null, window_end: calendar?.end ?? null };
  if (calendar && hours) {
    const hoursFirst =
      SERIOUSNESS[hours.status] > SERIOUSNESS[calendar.status] ||
      (SERIOUSNESS[hours.status] === SERIOUSNESS[calendar.status] && hours.forecast !== null && hours.forecast < calendar.date);
    const earlier = hours.forecast !== null && hours.forecast < calendar.date ? hours.forecast : calendar.date;
    return { ...result, due_date: earlier, status: hoursFirst ? hours.status : calendar.status, driver: hoursFirst ? 'hours' : 'calendar' };
  }
  if (calendar) return { ...result, due_date: calendar.date, status: calendar.status, driver: 'calendar' };
  if (hours) return { ...result, due_date: hours.forecast, status: hours.status, driver: 'hours' };
  return none;
}

/** The job's last done and next due after a completion. */
export interface JobDone {
  last_done_date: IsoDate;
  last_done_hours: number | null;
  next_due_date: IsoDate | null;
  next_due_hours: number | null;
}

/**
 * The next due after the job is done on `doneDate` at `doneHours` (the counter's value then).
 * `from_last_done`: the interval counts from the completion. `fixed`: from the previous due, so an early
 * or late completion does not move the plan; a completion that comes a whole interval (or more) late
 * covers only the cycle it falls in (the next due is the first one after the completion).
 */
export function nextAfterDone(job: JobDueInput, doneDate: IsoDate, doneHours: number | null): JobDone {
  const days = hasDays(job) ? num(job.interval_days) : null;
  const hours = hasHours(job) ? num(job.interval_hours) : null;
  const fixed = (job.schedule_basis ?? 'fixed') === 'fixed';
  let nextDate: IsoDate | null = null;
  if (days && days > 0) {
    const previous = job.next_due_date ?? null;
    if (fixed && previous) {
      nextDate = addDays(previous, days);
      while (nextDate <= doneDate) nextDate = addDays(nextDate, days);
    } else nextDate = addDays(doneDate, days);
  }
  let nextHours: number | null = null;
  if (hours && hours > 0) {
    const previous = num(job.next_due_hours);
    if (fixed && previous !== null && doneHours !== null) {
      nextHours = previous + hours;
      while (nextHours <= doneHours) nextHours += hours;
    } else if (doneHours !== null) nextHours = doneHours + hours;
    else nextHours = previous;
  }
  return { last_done_date: doneDate, last_done_hours: doneHours, next_due_date: nextDate, next_due_hours: nextHours };
}

/**
 * The first due of a job set up without a history: it counts from its setup (`today` and the counter's
 * value now), so a plan entered on a ship in service does not start with every job overdue.
 */
export function firstDue(job: JobDueInput, setupDate: IsoDate, counterValue: number | null): { next_due_date: IsoDate | null; next_due_hours: number | null } {
  const days = hasDays(job) ? num(job.interval_days) : null;
  const hours = hasHours(job) ? num(job.interval_hours) : null;
  return {
    next_due_date: days && days > 0 ? addDays(setupDate, days) : null,
    next_due_hours: hours && hours > 0 && counterValue !== null ? counterValue + hours : null,
  };
}

/**
 * Running hours of the job after its counter was reset from `before` to `after` (a replaced meter or
 * unit, an overhaul that zeroes it): the job keeps the hours it still had to run, so its last done and
 * next due move by the same step as the meter.
 */
export function shiftForReset<T extends { last_done_hours?: number | string | null; next_due_hours?: number | string | null }>(job: T, before: number, after: number): { last_done_hours: number | null; next_due_hours: number | null } {
  const step = after - before;
  const last = num(job.last_done_hours);
  const next = num(job.next_due_hours);
  return { last_done_hours: last === null ? null : Math.max(0, last + step), next_due_hours: next === null ? null : next + step };
}

export interface ReadingPoint {
  value: number | string;
  read_at: IsoDate;
  is_reset?: boolean | null;
}

/** Why a reading is refused: a message key and its figures (both languages name them). */
export type ReadingCheck =
  | { ok: true }
  | { ok: false; key: 'pms.readingBeforeLast' | 'pms.readingBackwards' | 'pms.readingTooFast' | 'pms.readingNegative' | 'pms.readingInFuture'; params: Record<string, string | number> };

/** The most a counter of this unit may advance in a day: 24 for hours, the counter's limit otherwise (none: no limit). */
export function maxPerDay(unit: CounterUnit | string, limit: number | string | null | undefined): number | null {
  if (unit === 'hours') return HOURS_PER_DAY;
  const n = num(limit);
  return n && n > 0 ? n : null;
}

/**
 * A new reading against the last one: not negative, not dated in the future, not dated before the last
 * reading, not lower than it unless it is a reset, and not advancing more than a day's use per elapsed day
 * (a reading the same day as the last may advance one day's worth). A reset starts a new count and is only
 * checked for its sign and date.
 */
export function checkReading(previous: ReadingPoint | null, next: ReadingPoint, unit: CounterUnit | string, limits: { max_per_day?: number | string | null; today?: IsoDate } = {}): ReadingCheck {
  const value = num(next.value) ?? NaN;
  if (!(value >= 0)) return { ok: false, key: 'pms.readingNegative', params: { value: String(next.value) } };
  if (limits.today && next.read_at > limits.today) return { ok: false, key: 'pms.readingInFuture', params: { date: next.read_at, today: limits.today } };
  if (!previous) return { ok: true };
  if (next.read_at < previous.read_at) return { ok: false, key: 'pms.readingBeforeLast', params: { date: next.read_at, last_date: previous.read_at } };
  if (next.is_reset) return { ok: true };
  const last = num(previous.value) ?? 0;
  if (value < last) return { ok: false, key: 'pms.readingBackwards', params: { value, last, last_date: previous.read_at } };
  const perDay = maxPerDay(unit, limits.max_per_day);
  if (perDay !== null) {
    const days = Math.max(1, daysBetween(previous.read_at, next.read_at));
    const allowed = perDay * days;
    if (value - last > allowed) return { ok: false, key: 'pms.readingTooFast', params: { value, last, last_date: previous.read_at, increase: round(value - last), days, allowed } };
  }
  return { ok: true };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The average daily use over the readings of the last `AVERAGE_WINDOW_DAYS` days before the latest
 * (readings in date order; a reset starts a new count, so its step is not use). Null when the window holds
 * less than two readings or a single day.
 */
export function averagePerDay(readings: readonly ReadingPoint[], windowDays = AVERAGE_WINDOW_DAYS): number | null {
  if (readings.length < 2) return null;
  const latest = readings[readings.length - 1]!.read_at;
  const from = addDays(latest, -windowDays);
  const inWindow = readings.filter((reading) => reading.read_at >= from);
  if (inWindow.length < 2) return null;
  const days = daysBetween(inWindow[0]!.read_at, latest);
  if (days <= 0) return null;
  let used = 0;
  for (let i = 1; i < inWindow.length; i++) {
    if (inWindow[i]!.is_reset) continue;
    used += (num(inWindow[i]!.value) ?? 0) - (num(inWindow[i - 1]!.value) ?? 0);
  }
  return round(used / days);
}

/** A counter not read for more than `STALE_COUNTER_DAYS` days (or never) is stale. */
export function counterStale(readAt: IsoDate | null | undefined, today: IsoDate): boolean {
  return !readAt || daysBetween(readAt, today) > STALE_COUNTER_DAYS;
}
