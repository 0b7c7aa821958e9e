/**
 * Geometry of the per-ship crew timeline (positions × months): where a period, a gap or a month sits as
 * fractions of the chart's width, and which lane a period takes so that a handover's two people do not
 * cover each other. Pure calendar maths on `YYYY-MM-DD` days (both ends included), tested apart from
 * the drawing.
 */
import { addDays, addMonths, daysBetween, isIsoDate, monthsBetween } from '@vessel/contract';

export interface DayRange {
  from: string;
  to: string;
}

/** A horizontal stretch of the chart, as fractions (0 = the range's first day's left edge, 1 = the last day's right edge). */
export interface Box {
  left: number;
  width: number;
  /** The stretch goes on before / after the range (the bar is drawn open on that side). */
  clippedStart: boolean;
  clippedEnd: boolean;
}

export function rangeDays(range: DayRange): number {
  return daysBetween(range.from, range.to) + 1;
}

/** Where a stretch of days sits, clipped to the range; null when it lies wholly outside. */
export function spanBox(range: DayRange, start: string, end: string): Box | null {
  if (end < start || end < range.from || start > range.to) return null;
  const total = rangeDays(range);
  const first = start < range.from ? range.from : start;
  const last = end > range.to ? range.to : end;
  const left = daysBetween(range.from, first) / total;
  const right = (daysBetween(range.from, last) + 1) / total;
  return { left, width: right - left, clippedStart: start < range.from, clippedEnd: end > range.to };
}

/** The first and last day of the month `YYYY-MM`. */
export function monthBounds(month: string): DayRange {
  const from = `${month}-01`;
  return { from, to: addDays(addMonths(from, 1), -1) };
}

export interface MonthColumn {
  /** `YYYY-MM`. */
  month: string;
  left: number;
  width: number;
}

/** The header's months, each as wide as its days within the range. */
export function monthColumns(range: DayRange): MonthColumn[] {
  return monthsBetween(range.from, range.to).flatMap((month) => {
    const bounds = monthBounds(month);
    const box = spanBox(range, bounds.from, bounds.to);
    return box ? [{ month, left: box.left, width: box.width }] : [];
  });
}

/** Where today's line goes; null when today is outside the range. */
export function dayMark(range: DayRange, day: string): number | null {
  if (day < range.from || day > range.to) return null;
  return (daysBetween(range.from, day) + 0.5) / rangeDays(range);
}

export interface Laned<T> {
  item: T;
  lane: number;
}

/**
 * Periods of one position on as few lanes as possible: each goes on the first lane whose last period
 * ended before it starts (interval partitioning, by start date). A relief who joins before the relieved
 * seafarer leaves gets a second lane for the handover.
 */
export function assignLanes<T extends { start: string; end: string }>(items: readonly T[]): { laned: Laned<T>[]; lanes: number } {
  const sorted = [...items].sort((a, b) => (a.start === b.start ? a.end.localeCompare(b.end) : a.start.localeCompare(b.start)));
  const laneEnds: string[] = [];
  const laned: Laned<T>[] = [];
  for (const item of sorted) {
    let lane = laneEnds.findIndex((end) => end < item.start);
    if (lane < 0) {
      lane = laneEnds.length;
      laneEnds.push(item.end);
    } else {
      laneEnds[lane] = item.end;
    }
    laned.push({ item, lane });
  }
  return { laned, lanes: Math.max(laneEnds.length, 1) };
}

/** The chart's usual window: three months back (who just left) to eight ahead (reliefs to plan), whole months. */
export function defaultTimelineRange(today: string): DayRange {
  const thisMonth = `${today.slice(0, 7)}-01`;
  return { from: addMonths(thisMonth, -3), to: addDays(addMonths(thisMonth, 9), -1) };
}

/** The same window moved by whole months (the chart's back / forward buttons). */
export function shiftRange(range: DayRange, months: number): DayRange {
  const from = addMonths(`${range.from.slice(0, 7)}-01`, months);
  const span = monthsBetween(range.from, range.to).length;
  return { from, to: addDays(addMonths(from, span), -1) };
}

/** A range read from the page's URL (`from`, `to`), when it is well formed and at most 24 months long (as the server allows). */
export function parseRange(from: string | null, to: string | null): DayRange | null {
  if (!isIsoDate(from) || !isIsoDate(to) || to < from || to > addMonths(from, 24)) return null;
  return { from, to };
}

/**
 * A timeline's numbers: positions below safe manning today (the dashboard's safe-manning gaps for this
 * ship, by the server's one rule), and the window's stretches below safe manning and overlaps.
 */
export function timelineCounts(answer: { rows: ReadonlyArray<{ short_today: boolean; gaps: readonly unknown[]; overlaps: readonly unknown[] }> }): { shortToday: number; gaps: number; overlaps: number } {
  return {
    shortToday: answer.rows.filter((row) => row.short_today).length,
    gaps: answer.rows.reduce((sum, row) => sum + row.gaps.length, 0),
    overlaps: answer.rows.reduce((sum, row) => sum + row.overlaps.length, 0),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ships a dashboard link names as below safe manning today (`short_ships`), each once; junk is dropped. */
export function shortShipsOf(params: URLSearchParams): string[] {
  return [...new Set((params.get('short_ships') ?? '').split(',').filter((id) => UUID.test(id)))];
}
