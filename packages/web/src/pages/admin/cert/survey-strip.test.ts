import { describe, expect, it } from 'vitest';
import { surveyWindows } from '@vessel/contract';
import { MIN_BLOCK_WIDTH, stripLayout, type StripWindow } from './survey-strip';

/** The windows of an SMC-like certificate: annual + intermediate over five years, as the server generates them. */
function classWindows(expiry: string): StripWindow[] {
  return surveyWindows({ scheme: 'annual_intermediate', expiry_date: expiry, validity_months: 60 }).map((window, index) => ({
    id: `w${index}`,
    ...window,
  }));
}

describe('survey window strip', () => {
  it('spans the certificate from issue to the last window, today marked where it falls', () => {
    const layout = stripLayout(classWindows('2030-06-30'), { issue_date: '2025-07-01', expiry_date: '2030-06-30' }, '2028-01-01')!;
    expect(layout.start).toBe('2025-07-01');
    expect(layout.end).toBe('2030-06-30');
    expect(layout.today).toBeGreaterThan(40);
    expect(layout.today).toBeLessThan(60);
    expect(layout.validity).toEqual({ left: 0, width: 100 });
    expect(layout.ticks.map((tick) => tick.label)).toEqual(['2026', '2027', '2028', '2029', '2030']);
  });

  it('puts the intermediate window, which spans the 2nd and 3rd annual ones, on a lane of its own', () => {
    const layout = stripLayout(classWindows('2030-06-30'), { issue_date: '2025-07-01', expiry_date: '2030-06-30' }, '2026-01-01')!;
    expect(layout.lanes).toBe(2);
    const intermediate = layout.blocks.filter((block) => block.kind === 'intermediate');
    expect(intermediate).toHaveLength(1);
    expect(intermediate[0]!.lane).toBe(1);
    expect(layout.blocks.filter((block) => block.kind !== 'intermediate').every((block) => block.lane === 0)).toBe(true);
  });

  it('places blocks in date order without overlap on a lane and within the strip', () => {
    const layout = stripLayout(classWindows('2030-06-30'), { issue_date: '2025-07-01', expiry_date: '2030-06-30' }, '2026-01-01')!;
    const top = layout.blocks.filter((block) => block.lane === 0);
    for (let i = 1; i < top.length; i++) expect(top[i]!.left).toBeGreaterThanOrEqual(top[i - 1]!.left + top[i - 1]!.width);
    for (const block of layout.blocks) {
      expect(block.left).toBeGreaterThanOrEqual(0);
      expect(block.left + block.width).toBeLessThanOrEqual(100.001);
    }
    // The renewal window is the last three months: about 5% of five years, ending at the right edge.
    const renewal = layout.blocks.find((block) => block.kind === 'renewal')!;
    expect(renewal.left + renewal.width).toBeCloseTo(100, 1);
    expect(renewal.width).toBeGreaterThan(4);
    expect(renewal.width).toBeLessThan(6);
  });

  it('marks where a survey was done, and leaves today off a strip it is not on', () => {
    const windows: StripWindow[] = [
      { id: 'a', kind: 'annual', window_start: '2026-01-01', window_end: '2026-07-01', done_date: '2026-04-01', state: 'done' },
      { id: 'b', kind: 'annual', window_start: '2027-01-01', window_end: '2027-07-01' },
    ];
    const layout = stripLayout(windows, {}, '2030-01-01')!;
    expect(layout.today).toBeNull();
    expect(layout.validity).toBeNull();
    expect(layout.blocks[0]!.done).toBeGreaterThan(layout.blocks[0]!.left);
    expect(layout.blocks[0]!.state).toBe('done');
    expect(layout.blocks[1]!.state).toBe('ok');
    expect(layout.blocks[1]!.done).toBeNull();
  });

  it('keeps a very short window visible', () => {
    const windows: StripWindow[] = [
      { id: 'a', kind: 'other', window_start: '2026-01-01', window_end: '2026-01-02' },
      { id: 'b', kind: 'annual', window_start: '2035-01-01', window_end: '2035-06-01' },
    ];
    expect(stripLayout(windows, {}, '2026-01-01')!.blocks[0]!.width).toBe(MIN_BLOCK_WIDTH);
  });

  it('draws nothing without windows', () => {
    expect(stripLayout([], { issue_date: '2025-01-01', expiry_date: '2030-01-01' }, '2026-01-01')).toBeNull();
  });
});
