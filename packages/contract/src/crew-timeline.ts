import { addDays, daysBetween } from './iso-date.js';

/**
 * Manning coverage of one position over a range of days, as a pure function: where fewer people are on
 * board than safe manning asks (a gap) and where more are (an overlap, usually a handover). Days are ISO
 * dates; periods include both ends.
 */
export interface CoveragePeriod {
  id: string;
  start: string;
  end: string;
}

export interface CoverageSegment {
  from: string;
  to: string;
  count: number;
  required: number;
  assignment_ids: string[];
}

/**
 * `baseline`: how many of the rank the ship normally carries (several ABs, say): more than that, or than
 * safe manning when it asks for more, is an overlap.
 */
export function coverage(periods: readonly CoveragePeriod[], required: number, from: string, to: string, baseline = 1): { gaps: CoverageSegment[]; overlaps: CoverageSegment[] } {
  const days = daysBetween(from, to) + 1;
  const gaps: CoverageSegment[] = [];
  const overlaps: CoverageSegment[] = [];
  if (days <= 0) return { gaps, overlaps };
  // More people than the ship carries (or than required, or than one) is an overlap; a gap needs a requirement.
  const ceiling = Math.max(required, baseline, 1);
  let open: { kind: 'gap' | 'overlap'; segment: CoverageSegment } | null = null;
  const close = () => {
    if (open) (open.kind === 'gap' ? gaps : overlaps).push(open.segment);
    open = null;
  };
  for (let i = 0; i < days; i++) {
    const day = addDays(from, i);
    const present = periods.filter((period) => period.start <= day && day <= period.end);
    const count = present.length;
    const kind = count < required ? 'gap' : count > ceiling ? 'overlap' : null;
    const ids = present.map((period) => period.id).sort();
    const current = open as { kind: 'gap' | 'overlap'; segment: CoverageSegment } | null;
    if (current && kind === current.kind && count === current.segment.count && ids.join() === current.segment.assignment_ids.join()) {
      current.segment.to = day;
      continue;
    }
    close();
    if (kind) open = { kind, segment: { from: day, to: day, count, required, assignment_ids: ids } };
  }
  close();
  return { gaps, overlaps };
}

/** `YYYY-MM` of every month from one date to another. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  while (y < ty || (y === ty && m <= tm)) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return months;
}
