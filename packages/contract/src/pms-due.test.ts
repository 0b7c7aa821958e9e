import { describe, expect, it } from 'vitest';
import { dueStatusHours } from './due-status.js';
import { addDays } from './iso-date.js';
import { averagePerDay, checkReading, counterStale, firstDue, forecastDate, jobDue, nextAfterDone, shiftForReset, type JobDueInput } from './pms-due.js';

const DUE = '2026-06-30';
const calendar = (values: Partial<JobDueInput> = {}): JobDueInput => ({ interval_kind: 'calendar', interval_days: 90, next_due_date: DUE, lead_days: 30, ...values });
const hours = (values: Partial<JobDueInput> = {}): JobDueInput => ({ interval_kind: 'running_hours', interval_hours: 1000, next_due_hours: 10_200, warn_hours: 100, ...values });
const meter = (current_value: number, values: { read_at?: string; avg_per_day?: number | null } = {}) => ({ current_value, read_at: values.read_at ?? '2026-06-01', avg_per_day: values.avg_per_day === undefined ? 20 : values.avg_per_day });
const on = (job: JobDueInput, day: string, counter: ReturnType<typeof meter> | null = null) => jobDue(job, counter, day);

describe('calendar jobs', () => {
  it('are due on their due day and overdue the day after', () => {
    expect(on(calendar(), DUE)).toMatchObject({ status: 'due_soon', driver: 'calendar', due_date: DUE });
    expect(on(calendar(), addDays(DUE, 1)).status).toBe('overdue');
  });

  it('warn from the lead days before the due, not a day earlier', () => {
    expect(on(calendar(), addDays(DUE, -30)).status).toBe('due_soon');
    expect(on(calendar(), addDays(DUE, -31)).status).toBe('ok');
    // Without a lead of its own, a job warns 30 days ahead.
    expect(on(calendar({ lead_days: null }), addDays(DUE, -30)).status).toBe('due_soon');
    expect(on(calendar({ lead_days: 7 }), addDays(DUE, -8)).status).toBe('ok');
  });

  it('are in their window from its first to its last day, overdue the day after', () => {
    const job = calendar({ window_before_days: 7, window_after_days: 7 });
    expect(on(job, addDays(DUE, -8)).status).toBe('due_soon');
    expect(on(job, addDays(DUE, -7))).toMatchObject({ status: 'in_window', window_start: addDays(DUE, -7), window_end: addDays(DUE, 7) });
    expect(on(job, addDays(DUE, 7)).status).toBe('in_window');
    expect(on(job, addDays(DUE, 8)).status).toBe('overdue');
    // A window after only: it opens on the due day.
    expect(on(calendar({ window_after_days: 3 }), addDays(DUE, -1)).status).toBe('due_soon');
    expect(on(calendar({ window_after_days: 3 }), DUE).status).toBe('in_window');
    expect(on(calendar({ window_after_days: 3 }), addDays(DUE, 4)).status).toBe('overdue');
  });

  it('take a tolerance of the interval as the window when none is given', () => {
    // 10 % of 90 days: 9 days either side.
    const job = calendar({ tolerance_pct: 10 });
    expect(on(job, addDays(DUE, -9)).status).toBe('in_window');
    expect(on(job, addDays(DUE, -10)).status).toBe('due_soon');
    expect(on(job, addDays(DUE, 9)).status).toBe('in_window');
    expect(on(job, addDays(DUE, 10)).status).toBe('overdue');
    // A window typed wins over the tolerance.
    expect(on(calendar({ tolerance_pct: 10, window_after_days: 2 }), addDays(DUE, 3)).status).toBe('overdue');
  });
});

describe('running-hour jobs', () => {
  const day = '2026-06-01';
  it('are due at exactly their due hours and overdue an hour past', () => {
    expect(on(hours(), day, meter(10_200))).toMatchObject({ status: 'due_soon', driver: 'hours', remaining_hours: 0 });
    expect(on(hours(), day, meter(10_201))).toMatchObject({ status: 'overdue', remaining_hours: -1 });
  });

  it('warn from the warn hours, not an hour earlier', () => {
    expect(on(hours(), day, meter(10_100)).status).toBe('due_soon');
    expect(on(hours(), day, meter(10_099)).status).toBe('ok');
  });

  it('take a tolerance of the interval as their window', () => {
    // 10 % of 1,000 h: 100 h either side.
    const job = hours({ tolerance_pct: 10 });
    expect(on(job, day, meter(10_099)).status).toBe('ok');
    expect(on(job, day, meter(10_100)).status).toBe('in_window');
    expect(on(job, day, meter(10_300)).status).toBe('in_window');
    expect(on(job, day, meter(10_301)).status).toBe('overdue');
  });

  it('forecast the day the counter reaches the due hours at its average, from its last reading', () => {
    // 200 h to run at 20 h a day from the reading of 1 June: 11 June.
    expect(on(hours(), '2026-06-05', meter(10_000)).forecast_date).toBe('2026-06-11');
    expect(on(hours(), '2026-06-05', meter(10_000)).due_date).toBe('2026-06-11');
    // A part of a day is a whole day more.
    expect(forecastDate(10_201, meter(10_000), day)).toBe('2026-06-12');
    // No average yet: no forecast, the hours still govern.
    expect(on(hours(), day, meter(10_000, { avg_per_day: null }))).toMatchObject({ forecast_date: null, status: 'ok', driver: 'hours' });
    expect(dueStatusHours({ due_hours: 100, current: 100 })).toBe('ok');
  });

  it('are not due by hours without a counter value', () => {
    expect(on(hours(), day, null)).toMatchObject({ status: 'ok', driver: null });
  });
});

describe('calendar or hours, whichever first', () => {
  const job = (values: Partial<JobDueInput> = {}) => calendar({ interval_kind: 'both', interval_hours: 1000, next_due_hours: 10_200, warn_hours: 100, ...values });

  it('is governed by the calendar when its date comes first', () => {
    const due = on(job(), addDays(DUE, 1), meter(10_000, { read_at: DUE, avg_per_day: 10 }));
    expect(due).toMatchObject({ status: 'overdue', driver: 'calendar', due_date: DUE, forecast_date: addDays(DUE, 20) });
  });

  it('is governed by the hours when they run out first', () => {
    const due = on(job(), addDays(DUE, -60), meter(10_250, { read_at: addDays(DUE, -60), avg_per_day: 10 }));
    expect(due).toMatchObject({ status: 'overdue', driver: 'hours', remaining_hours: -50 });
    // Both still ahead: the earlier of the date and the forecast is the due date, and it names the driver.
    const ahead = on(job(), addDays(DUE, -60), meter(10_000, { read_at: addDays(DUE, -60), avg_per_day: 10 }));
    expect(ahead).toMatchObject({ status: 'ok', driver: 'hours', due_date: addDays(DUE, -40) });
    const later = on(job(), addDays(DUE, -60), meter(10_000, { read_at: addDays(DUE, -60), avg_per_day: 1 }));
    expect(later).toMatchObject({ status: 'ok', driver: 'calendar', due_date: DUE });
  });
});

describe('condition-based and inactive jobs', () => {
  it('are never due by date or hours', () => {
    expect(on(calendar({ interval_kind: 'condition' }), addDays(DUE, 400), meter(99_999))).toMatchObject({ status: 'ok', driver: null, due_date: null });
    expect(on(calendar({ active: false }), addDays(DUE, 400))).toMatchObject({ status: 'ok', driver: null });
  });
});

describe('the next due after a completion', () => {
  it('fixed: from the previous due, early or late', () => {
    expect(nextAfterDone(calendar(), addDays(DUE, -10), null).next_due_date).toBe(addDays(DUE, 90));
    expect(nextAfterDone(calendar(), addDays(DUE, 10), null).next_due_date).toBe(addDays(DUE, 90));
    // Done more than a whole interval late: the first due after the completion, not one already past.
    expect(nextAfterDone(calendar(), addDays(DUE, 95), null).next_due_date).toBe(addDays(DUE, 180));
    expect(nextAfterDone(calendar(), addDays(DUE, 90), null).next_due_date).toBe(addDays(DUE, 180));
    expect(nextAfterDone(hours(), DUE, 10_150)).toMatchObject({ last_done_hours: 10_150, next_due_hours: 11_200 });
    expect(nextAfterDone(hours(), DUE, 10_300).next_due_hours).toBe(11_200);
  });

  it('from last done: from the completion, early or late', () => {
    const job = calendar({ schedule_basis: 'from_last_done' });
    expect(nextAfterDone(job, addDays(DUE, -10), null).next_due_date).toBe(addDays(DUE, 80));
    expect(nextAfterDone(job, addDays(DUE, 10), null).next_due_date).toBe(addDays(DUE, 100));
    expect(nextAfterDone(hours({ schedule_basis: 'from_last_done' }), DUE, 10_300).next_due_hours).toBe(11_300);
    expect(nextAfterDone(hours({ schedule_basis: 'from_last_done' }), DUE, 10_150).next_due_hours).toBe(11_150);
  });

  it('both: each side by its own interval', () => {
    const job = calendar({ interval_kind: 'both', interval_hours: 1000, next_due_hours: 10_200, schedule_basis: 'from_last_done' });
    expect(nextAfterDone(job, DUE, 10_050)).toMatchObject({ next_due_date: addDays(DUE, 90), next_due_hours: 11_050 });
  });

  it('a job without history counts from its setup', () => {
    expect(firstDue(calendar({ next_due_date: null }), DUE, null)).toEqual({ next_due_date: addDays(DUE, 90), next_due_hours: null });
    expect(firstDue(hours({ next_due_hours: null }), DUE, 5000)).toEqual({ next_due_date: null, next_due_hours: 6000 });
  });
});

describe('a counter reset', () => {
  it('keeps the hours the job still had to run', () => {
    // Due at 10,200, the meter replaced at 10,150 and restarted at 0: due at 50 on the new meter.
    const shifted = shiftForReset({ last_done_hours: 9_200, next_due_hours: 10_200 }, 10_150, 0);
    expect(shifted).toEqual({ last_done_hours: 0, next_due_hours: 50 });
    const job = hours({ next_due_hours: shifted.next_due_hours });
    expect(on(job, DUE, meter(0))).toMatchObject({ status: 'due_soon', remaining_hours: 50 });
    expect(on(job, DUE, meter(51)).status).toBe('overdue');
    // A new meter starting at 500: the same 50 hours left.
    expect(shiftForReset({ last_done_hours: 9_200, next_due_hours: 10_200 }, 10_150, 500)).toEqual({ last_done_hours: 0, next_due_hours: 550 });
  });
});

describe('readings', () => {
  const last = { value: 1000, read_at: '2026-06-10' };

  it('may not go backwards without a reset', () => {
    expect(checkReading(last, { value: 999, read_at: '2026-06-11' }, 'hours')).toEqual({ ok: false, key: 'pms.readingBackwards', params: { value: 999, last: 1000, last_date: '2026-06-10' } });
    expect(checkReading(last, { value: 1000, read_at: '2026-06-11' }, 'hours')).toEqual({ ok: true });
    expect(checkReading(last, { value: 0, read_at: '2026-06-11', is_reset: true }, 'hours')).toEqual({ ok: true });
  });

  it('may not run more than 24 hours a day for hours', () => {
    expect(checkReading(last, { value: 1024, read_at: '2026-06-11' }, 'hours').ok).toBe(true);
    expect(checkReading(last, { value: 1025, read_at: '2026-06-11' }, 'hours')).toEqual({
      ok: false,
      key: 'pms.readingTooFast',
      params: { value: 1025, last: 1000, last_date: '2026-06-10', increase: 25, days: 1, allowed: 24 },
    });
    expect(checkReading(last, { value: 1072, read_at: '2026-06-13' }, 'hours').ok).toBe(true);
    expect(checkReading(last, { value: 1073, read_at: '2026-06-13' }, 'hours').ok).toBe(false);
    // The same day as the last: at most one day's worth.
    expect(checkReading(last, { value: 1024, read_at: '2026-06-10' }, 'hours').ok).toBe(true);
    expect(checkReading(last, { value: 1025, read_at: '2026-06-10' }, 'hours').ok).toBe(false);
  });

  it('cycles and tonnes: the counter limit per day, none without one', () => {
    expect(checkReading(last, { value: 1050, read_at: '2026-06-12' }, 'cycles', { max_per_day: 25 }).ok).toBe(true);
    expect(checkReading(last, { value: 1051, read_at: '2026-06-12' }, 'cycles', { max_per_day: 25 })).toMatchObject({ ok: false, key: 'pms.readingTooFast', params: { allowed: 50 } });
    expect(checkReading(last, { value: 9999, read_at: '2026-06-11' }, 'fuel_t').ok).toBe(true);
  });

  it('may not be dated before the last reading, nor after today', () => {
    expect(checkReading(last, { value: 1001, read_at: '2026-06-09' }, 'hours')).toEqual({ ok: false, key: 'pms.readingBeforeLast', params: { date: '2026-06-09', last_date: '2026-06-10' } });
    expect(checkReading(last, { value: 0, read_at: '2026-06-09', is_reset: true }, 'hours')).toMatchObject({ ok: false, key: 'pms.readingBeforeLast' });
    expect(checkReading(last, { value: 1001, read_at: '2026-06-12' }, 'hours', { today: '2026-06-11' })).toMatchObject({ ok: false, key: 'pms.readingInFuture' });
    expect(checkReading(null, { value: -1, read_at: '2026-06-11' }, 'hours')).toMatchObject({ ok: false, key: 'pms.readingNegative' });
    expect(checkReading(null, { value: 5, read_at: '2026-06-11' }, 'hours')).toEqual({ ok: true });
  });

  it('give the average daily use over the last 90 days, a reset not counting as use', () => {
    const readings = [
      { value: 0, read_at: '2026-01-01' },
      { value: 1000, read_at: '2026-04-01' },
      { value: 1200, read_at: '2026-04-11' },
      { value: 100, read_at: '2026-04-21', is_reset: true },
      { value: 300, read_at: '2026-05-01' },
    ];
    // From 1 April (within 90 days of 1 May): 200 + 200 hours in 30 days.
    expect(averagePerDay(readings)).toBe(13.33);
    expect(averagePerDay(readings.slice(0, 1))).toBeNull();
    expect(averagePerDay([{ value: 0, read_at: '2026-01-01' }, { value: 10, read_at: '2026-01-01' }])).toBeNull();
  });

  it('flag a counter not read for more than 30 days', () => {
    expect(counterStale('2026-06-01', '2026-07-01')).toBe(false);
    expect(counterStale('2026-06-01', '2026-07-02')).toBe(true);
    expect(counterStale(null, '2026-07-02')).toBe(true);
  });
});
