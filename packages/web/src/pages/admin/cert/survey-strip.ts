/**
 * The timeline strip of a certificate's survey windows (its "range dates"): the certificate's life from
 * issue to expiry as a bar, each window a block placed by its dates, today a line. Overlapping windows
 * (the intermediate window spans the 2nd and 3rd annual ones) go on a lane below. Pure layout in
 * percentages of the strip's width, so the component only draws it.
 */
import { daysBetween, type IsoDate } from '@vessel/contract';

export interface StripWindow {
  id: string;
  kind: string;
  window_start: IsoDate;
  window_end: IsoDate;
  anniversary_date?: IsoDate | null;
  done_date?: IsoDate | null;
  state?: string | null;
}

export interface StripBlock {
  id: string;
  kind: string;
  state: string;
  /** Percent of the strip's width from its left edge, and wide. */
  left: number;
  width: number;
  /** 0 is the top lane. */
  lane: number;
  /** Where the survey was done, when done (percent from the left edge). */
  done: number | null;
}

export interface StripTick {
  /** The year that starts at this point. */
  label: string;
  left: number;
}

export interface StripLayout {
  start: IsoDate;
  end: IsoDate;
  lanes: number;
  blocks: StripBlock[];
  /** Today's line, when today lies on the strip. */
  today: number | null;
  /** Where the certificate's validity runs (issue to expiry), when known. */
  validity: { left: number; width: number } | null;
  ticks: StripTick[];
}

/** Narrowest block drawn, so a window of a few days is still a target to point at. */
export const MIN_BLOCK_WIDTH = 1.2;

const minOf = (dates: IsoDate[]) => dates.reduce((a, b) => (b < a ? b : a));
const maxOf = (dates: IsoDate[]) => dates.reduce((a, b) => (b > a ? b : a));
const round = (value: number) => Math.round(value * 100) / 100;

export function stripLayout(
  windows: readonly StripWindow[],
  certificate: { issue_date?: IsoDate | null; expiry_date?: IsoDate | null },
  today: IsoDate,
): StripLayout | null {
  const bounds = [
    ...windows.flatMap((window) => [window.window_start, window.window_end]),
    ...(certificate.issue_date ? [certificate.issue_date] : []),
    ...(certificate.expiry_date ? [certificate.expiry_date] : []),
  ];
  if (windows.length === 0 || bounds.length === 0) return null;
  const start = minOf(bounds);
  const end = maxOf(bounds);
  const span = Math.max(1, daysBetween(start, end));
  const at = (date: IsoDate) => round((Math.min(Math.max(daysBetween(start, date), 0), span) / span) * 100);

  const sorted = [...windows].sort((a, b) => (a.window_start < b.window_start ? -1 : a.window_start > b.window_start ? 1 : a.window_end < b.window_end ? -1 : 1));
  // Greedy lanes: a window takes the first lane whose last window ended before it starts.
  const laneEnds: IsoDate[] = [];
  const blocks: StripBlock[] = sorted.map((window) => {
    let lane = laneEnds.findIndex((lastEnd) => lastEnd < window.window_start);
    if (lane < 0) {
      lane = laneEnds.length;
      laneEnds.push(window.window_end);
    } else {
      laneEnds[lane] = window.window_end;
    }
    const left = at(window.window_start);
    const width = Math.max(MIN_BLOCK_WIDTH, round(at(window.window_end) - left));
    return {
      id: window.id,
      kind: window.kind,
      state: window.state ?? (window.done_date ? 'done' : 'ok'),
      left: Math.min(left, round(100 - width)),
      width,
      lane,
      done: window.done_date ? at(window.done_date) : null,
    };
  });

  const ticks: StripTick[] = [];
  for (let year = Number(start.slice(0, 4)) + 1; year <= Number(end.slice(0, 4)); year++) {
    ticks.push({ label: String(year), left: at(`${year}-01-01`) });
  }
  const validity =
    certificate.issue_date && certificate.expiry_date
      ? { left: at(certificate.issue_date), width: round(at(certificate.expiry_date) - at(certificate.issue_date)) }
      : null;
  return {
    start,
    end,
    lanes: Math.max(1, laneEnds.length),
    blocks,
    today: today >= start && today <= end ? at(today) : null,
    validity,
    ticks,
  };
}
