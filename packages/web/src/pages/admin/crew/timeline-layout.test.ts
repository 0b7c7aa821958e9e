import { describe, expect, it } from 'vitest';
import { assignLanes, dayMark, defaultTimelineRange, monthBounds, monthColumns, parseRange, rangeDays, shiftRange, shortShipsOf, spanBox, timelineCounts } from './timeline-layout';

const YEAR_2026 = { from: '2026-01-01', to: '2026-12-31' };
const close = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 10);

describe('timeline geometry', () => {
  it('counts both ends of the range', () => {
    expect(rangeDays(YEAR_2026)).toBe(365);
    expect(rangeDays({ from: '2028-02-01', to: '2028-02-29' })).toBe(29);
  });

  it('places a period from the left edge of its first day to the right edge of its last', () => {
    const box = spanBox(YEAR_2026, '2026-01-01', '2026-01-31')!;
    close(box.left, 0);
    close(box.width, 31 / 365);
    expect(box.clippedStart).toBe(false);
    expect(box.clippedEnd).toBe(false);
    const oneDay = spanBox(YEAR_2026, '2026-12-31', '2026-12-31')!;
    close(oneDay.left + oneDay.width, 1);
    close(oneDay.width, 1 / 365);
  });

  it('clips a period that began before the range or runs past it, and says so', () => {
    const box = spanBox(YEAR_2026, '2025-09-10', '2027-03-01')!;
    close(box.left, 0);
    close(box.width, 1);
    expect(box.clippedStart).toBe(true);
    expect(box.clippedEnd).toBe(true);
  });

  it('draws nothing for a period wholly outside the range or ending before it starts', () => {
    expect(spanBox(YEAR_2026, '2025-01-01', '2025-12-31')).toBeNull();
    expect(spanBox(YEAR_2026, '2027-01-01', '2027-02-01')).toBeNull();
    expect(spanBox(YEAR_2026, '2026-05-02', '2026-05-01')).toBeNull();
  });

  it('makes each month as wide as its days, February of a leap year included', () => {
    const columns = monthColumns({ from: '2028-01-15', to: '2028-03-31' });
    expect(columns.map((column) => column.month)).toEqual(['2028-01', '2028-02', '2028-03']);
    const total = 17 + 29 + 31;
    close(columns[0]!.width, 17 / total);
    close(columns[1]!.left, 17 / total);
    close(columns[1]!.width, 29 / total);
    close(columns.reduce((sum, column) => sum + column.width, 0), 1);
  });

  it('knows the last day of every month', () => {
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('puts today in the middle of its day, and nowhere outside the range', () => {
    close(dayMark(YEAR_2026, '2026-01-01')!, 0.5 / 365);
    expect(dayMark(YEAR_2026, '2027-01-01')).toBeNull();
  });
});

describe('lanes of one position', () => {
  const period = (id: string, start: string, end: string) => ({ id, start, end });

  it('keeps back-to-back periods on one lane', () => {
    const { laned, lanes } = assignLanes([period('b', '2026-07-01', '2026-12-31'), period('a', '2026-01-01', '2026-06-30')]);
    expect(lanes).toBe(1);
    expect(laned.map((entry) => [entry.item.id, entry.lane])).toEqual([
      ['a', 0],
      ['b', 0],
    ]);
  });

  it('gives a handover (the relief joins before the relieved leaves) a second lane, and reuses freed lanes', () => {
    const { laned, lanes } = assignLanes([
      period('old', '2026-01-01', '2026-06-30'),
      period('relief', '2026-06-25', '2026-12-31'),
      period('next', '2027-01-05', '2027-06-30'),
    ]);
    expect(lanes).toBe(2);
    expect(Object.fromEntries(laned.map((entry) => [entry.item.id, entry.lane]))).toEqual({ old: 0, relief: 1, next: 0 });
  });

  it('treats a period starting on the day another ends as overlapping (both are on board that day)', () => {
    expect(assignLanes([period('a', '2026-01-01', '2026-03-01'), period('b', '2026-03-01', '2026-05-01')]).lanes).toBe(2);
  });

  it('has one lane for a position nobody holds', () => {
    expect(assignLanes([]).lanes).toBe(1);
  });
});

describe('the chart window', () => {
  it('shows three months back and eight ahead of the current month, in whole months', () => {
    expect(defaultTimelineRange('2026-05-20')).toEqual({ from: '2026-02-01', to: '2027-01-31' });
    expect(defaultTimelineRange('2026-01-31')).toEqual({ from: '2025-10-01', to: '2026-09-30' });
  });

  it('moves by whole months keeping its length', () => {
    expect(shiftRange({ from: '2026-02-01', to: '2027-01-31' }, 3)).toEqual({ from: '2026-05-01', to: '2027-04-30' });
    expect(shiftRange({ from: '2026-02-01', to: '2027-01-31' }, -12)).toEqual({ from: '2025-02-01', to: '2026-01-31' });
  });

  it('reads a range from the URL only when the server would take it', () => {
    expect(parseRange('2026-01-01', '2026-12-31')).toEqual(YEAR_2026);
    expect(parseRange('2026-01-01', '2028-01-01')).toEqual({ from: '2026-01-01', to: '2028-01-01' });
    expect(parseRange('2026-01-01', '2028-01-02')).toBeNull();
    expect(parseRange('2026-03-01', '2026-02-01')).toBeNull();
    expect(parseRange('2026-02-30', '2026-05-01')).toBeNull();
    expect(parseRange(null, '2026-05-01')).toBeNull();
  });
});

describe('the timeline’s numbers', () => {
  it('count positions short today apart from the window’s stretches (the dashboard’s number is the first)', () => {
    const segment = { from: '2026-01-01', to: '2026-01-09', count: 0, required: 1, assignment_ids: [] };
    const rows = [
      // Short today, and twice in the window before.
      { short_today: true, gaps: [segment, segment, segment], overlaps: [] },
      // Short only in the past and in a planned future: not today's gap.
      { short_today: false, gaps: [segment, segment], overlaps: [segment] },
      { short_today: false, gaps: [], overlaps: [] },
    ];
    expect(timelineCounts({ rows })).toEqual({ shortToday: 1, gaps: 5, overlaps: 1 });
  });
});

describe('the ships a safe-manning link names', () => {
  it('are the valid ids of short_ships, each once, in the order given', () => {
    const a = '11111111-1111-4111-8111-111111111111';
    const b = '22222222-2222-4222-8222-222222222222';
    expect(shortShipsOf(new URLSearchParams({ short_ships: `${b},${a},${b},x;drop` }))).toEqual([b, a]);
    expect(shortShipsOf(new URLSearchParams({ ship_id: a }))).toEqual([]);
  });
});
