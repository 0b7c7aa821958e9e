import { describe, expect, it } from 'vitest';
import { overdueAfterOf, workOrderDueStatus } from './pms-work.js';

describe('a work order\'s due state (the platform\'s calculator)', () => {
  const windowed = { status: 'due', due_date: '2026-03-10', window_start: '2026-03-05', window_end: '2026-03-17' };

  it('is overdue the day after its window closes, not on its last day', () => {
    expect(workOrderDueStatus(windowed, '2026-03-17')).toBe('in_window');
    expect(workOrderDueStatus(windowed, '2026-03-18')).toBe('overdue');
    expect(overdueAfterOf(windowed)).toBe('2026-03-17');
  });

  it('without a window, is overdue the day after its due date', () => {
    const plain = { status: 'planned', due_date: '2026-03-10' };
    expect(workOrderDueStatus(plain, '2026-03-10')).toBe('due_soon');
    expect(workOrderDueStatus(plain, '2026-03-11')).toBe('overdue');
    expect(overdueAfterOf(plain)).toBe('2026-03-10');
  });

  it('is due soon from the lead days before its due date, on plan the day before', () => {
    const plain = { status: 'planned', due_date: '2026-03-10' };
    expect(workOrderDueStatus(plain, '2026-03-03')).toBe('due_soon');
    expect(workOrderDueStatus(plain, '2026-03-02')).toBe('ok');
    expect(workOrderDueStatus(plain, '2026-02-08', 30)).toBe('due_soon');
  });

  it('is done once done or verified, whatever the date; a cancelled order is never overdue', () => {
    expect(workOrderDueStatus({ ...windowed, status: 'done' }, '2026-04-30')).toBe('done');
    expect(workOrderDueStatus({ ...windowed, status: 'verified' }, '2026-04-30')).toBe('done');
    expect(workOrderDueStatus({ ...windowed, status: 'cancelled' }, '2026-04-30')).toBe('ok');
    // Awaiting approval of a postponement, it is still judged by its present due date.
    expect(workOrderDueStatus({ ...windowed, status: 'postponement_requested' }, '2026-03-18')).toBe('overdue');
  });
});
