import { describe, expect, it } from 'vitest';
import { isRecordable, recordableWindows, surveyRows } from './survey-rows';

const row = (id: string, kind: string, start: string, end: string, extra: Record<string, unknown> = {}) => ({ id, kind, window_start: start, window_end: end, ...extra });

describe('survey window rows', () => {
  it('are read in date order, with a state even when the server sent none', () => {
    const rows = surveyRows([
      row('b', 'annual', '2027-03-01', '2027-09-01', { state: 'ok' }),
      row('a', 'annual', '2026-03-01', '2026-09-01', { done_date: '2026-04-02' }),
      { id: 'broken', kind: 'annual' },
    ]);
    expect(rows.map((item) => item.id)).toEqual(['a', 'b']);
    expect(rows[0]!.state).toBe('done');
    expect(rows[0]!.done_date).toBe('2026-04-02');
    expect(rows[1]!.done_date).toBeNull();
  });

  it('can be recorded against once open and until done, except the renewal window', () => {
    const today = '2026-05-01';
    expect(isRecordable({ kind: 'annual', done_date: null, window_start: '2026-03-01' }, today)).toBe(true);
    expect(isRecordable({ kind: 'annual', done_date: null, window_start: '2026-05-01' }, today)).toBe(true);
    expect(isRecordable({ kind: 'annual', done_date: null, window_start: '2026-05-02' }, today)).toBe(false);
    expect(isRecordable({ kind: 'intermediate', done_date: '2026-01-01', window_start: '2025-01-01' }, today)).toBe(false);
    expect(isRecordable({ kind: 'renewal', done_date: null, window_start: '2026-01-01' }, today)).toBe(false);
    const rows = surveyRows([row('a', 'annual', '2026-03-01', '2026-09-01'), row('r', 'renewal', '2026-03-01', '2026-06-01'), row('b', 'annual', '2027-03-01', '2027-09-01')]);
    expect(recordableWindows(rows, today).map((item) => item.id)).toEqual(['a']);
  });

  it('stay recordable after the window closed (a late survey is for the server to judge, and to show why)', () => {
    expect(isRecordable({ kind: 'annual', done_date: null, window_start: '2025-01-01' }, '2026-05-01')).toBe(true);
  });
});
