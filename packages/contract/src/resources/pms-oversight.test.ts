import { describe, expect, it } from 'vitest';
import { complianceOutcome, compliancePct, monthBounds, pmsCompliance, type ComplianceWorkOrder } from './pms-oversight.js';

function order(partial: Partial<ComplianceWorkOrder> & Pick<ComplianceWorkOrder, 'planned_due_date'>): ComplianceWorkOrder {
  return { ship_id: 'A', kind: 'planned', status: 'planned', window_end: null, done_date: null, ...partial };
}

/**
 * A hand-computed March 2026 for ship A, judged on 10 April (every window has closed):
 *  1  due 03-01 (the month's first day), done 03-01                      → due, on time
 *  2  due 03-31 (the last day), done 03-31                               → due, on time
 *  3  due 03-10, window to 03-17, done 03-17 (the window's last day)     → due, on time
 *  4  due 03-10, window to 03-17, done 03-18 (one day late)              → due, late
 *  5  due 03-12, no window, done 03-13 (one day late)                    → due, late
 *  6  due 03-15, postponed (approved) to 04-05, done 04-02              → due in March, late
 *  7  due 03-20, postponed to 04-20, not done                            → due in March, late
 *  8  due 03-20, cancelled                                               → excluded
 *  9  due 03-25, not done, no window                                     → due, late (overdue)
 * 10  due 03-28, breakdown work                                          → excluded
 * 11  due 02-28 (the month before), done 03-05                           → not March's
 * 12  due 04-01 (the month after), done 03-30                            → not March's
 * 13  due 03-05, verified (done 03-04)                                   → due, on time
 * Due 9 (1-7, 9, 13), on time 4 (1, 2, 3, 13): 44.4% (4/9 = 44.44…, one decimal, rounded down).
 * Ship B: due 03-31, done 03-31 → 1 of 1, 100%.
 */
const MARCH: ComplianceWorkOrder[] = [
  order({ planned_due_date: '2026-03-01', status: 'done', done_date: '2026-03-01' }),
  order({ planned_due_date: '2026-03-31', status: 'done', done_date: '2026-03-31' }),
  order({ planned_due_date: '2026-03-10', window_end: '2026-03-17', status: 'done', done_date: '2026-03-17' }),
  order({ planned_due_date: '2026-03-10', window_end: '2026-03-17', status: 'done', done_date: '2026-03-18' }),
  order({ planned_due_date: '2026-03-12', status: 'done', done_date: '2026-03-13' }),
  order({ planned_due_date: '2026-03-15', status: 'done', done_date: '2026-04-02' }),
  order({ planned_due_date: '2026-03-20', status: 'postponed' }),
  order({ planned_due_date: '2026-03-20', status: 'cancelled' }),
  order({ planned_due_date: '2026-03-25', status: 'planned' }),
  order({ planned_due_date: '2026-03-28', kind: 'breakdown', status: 'in_progress' }),
  order({ planned_due_date: '2026-02-28', status: 'done', done_date: '2026-03-05' }),
  order({ planned_due_date: '2026-04-01', status: 'done', done_date: '2026-03-30' }),
  order({ planned_due_date: '2026-03-05', status: 'verified', done_date: '2026-03-04' }),
  order({ ship_id: 'B', planned_due_date: '2026-03-31', status: 'done', done_date: '2026-03-31' }),
];

describe('PMS compliance per ship and month (DOMAIN §5)', () => {
  it('counts a hand-computed month: the first and last day in, the window inclusive, a day late out, postponed at the original date, cancelled and unplanned excluded', () => {
    const figures = pmsCompliance(MARCH, '2026-03', '2026-04-10');
    expect(figures.get('A')).toEqual({ due: 9, on_time: 4, pct: 44.4 });
    expect(figures.get('B')).toEqual({ due: 1, on_time: 1, pct: 100 });
    expect(figures.size).toBe(2);
  });

  it('leaves a job whose window is still open out of the current month until it is done or missed', () => {
    const open = order({ planned_due_date: '2026-03-10', window_end: '2026-03-17' });
    expect(complianceOutcome(open, '2026-03-17')).toBe('pending');
    expect(complianceOutcome(open, '2026-03-18')).toBe('late');
    expect(pmsCompliance([open], '2026-03', '2026-03-17').size).toBe(0);
    expect(pmsCompliance([open], '2026-03', '2026-03-18').get('A')).toEqual({ due: 1, on_time: 0, pct: 0 });
    // Done early in its window: counted at once, on time.
    expect(complianceOutcome({ ...open, status: 'done', done_date: '2026-03-09' }, '2026-03-09')).toBe('on_time');
  });

  it('judges a postponed order by its original date, not the approved new one', () => {
    const postponed = order({ planned_due_date: '2026-03-20', status: 'done', done_date: '2026-04-15' });
    expect(complianceOutcome(postponed, '2026-04-30')).toBe('late');
    expect(pmsCompliance([postponed], '2026-04', '2026-04-30').size).toBe(0);
  });

  it('ignores a done date on an order not in a done state, and a window ending before the due date', () => {
    expect(complianceOutcome(order({ planned_due_date: '2026-03-10', status: 'in_progress', done_date: '2026-03-09' }), '2026-03-11')).toBe('late');
    expect(complianceOutcome(order({ planned_due_date: '2026-03-10', window_end: '2026-03-01', status: 'done', done_date: '2026-03-10' }), '2026-03-11')).toBe('on_time');
  });

  it('rounds down to one decimal, exactly, and gives no figure when nothing was due', () => {
    expect(compliancePct(57, 100)).toBe(57);
    expect(compliancePct(49, 50)).toBe(98);
    expect(compliancePct(9999, 10000)).toBe(99.9);
    expect(compliancePct(2, 3)).toBe(66.6);
    expect(compliancePct(0, 0)).toBeNull();
  });

  it('bounds a month by its first and last day, February of a leap year too', () => {
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', until: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', until: '2026-12-31' });
  });
});
