import { describe, expect, it } from 'vitest';
import { addDays } from '../iso-date.js';
import { drillAppliesTo, drillDue, drillFrequency, drillLeadDays, participationShare, type CrewStay, type DrillAttendance } from './contingency-drills.js';

const today = '2026-06-15';
const stay = (seafarer_id: string, sign_on_date: string, sign_off_date: string | null = null): CrewStay => ({ seafarer_id, sign_on_date, sign_off_date });
const both = (seafarer_id: string, conducted_at: string): DrillAttendance[] => [
  { seafarer_id, drill_type_code: 'abandon_ship', conducted_at },
  { seafarer_id, drill_type_code: 'fire', conducted_at },
];

describe('drill schedule rules', () => {
  it('is due frequency days after the last drill, due soon a sixth of it before, overdue the day after', () => {
    expect(drillLeadDays(30)).toBe(5);
    expect(drillLeadDays(90)).toBe(15);
    expect(drillLeadDays(3)).toBe(1);
    expect(drillDue(addDays(today, -30), 30, today)).toEqual({ next_due_date: today, status: 'due_soon' });
    expect(drillDue(addDays(today, -31), 30, today)).toEqual({ next_due_date: addDays(today, -1), status: 'overdue' });
    expect(drillDue(addDays(today, -25), 30, today)).toEqual({ next_due_date: addDays(today, 5), status: 'due_soon' });
    expect(drillDue(addDays(today, -24), 30, today)).toEqual({ next_due_date: addDays(today, 6), status: 'ok' });
    // A drill done today.
    expect(drillDue(today, 30, today)).toEqual({ next_due_date: addDays(today, 30), status: 'ok' });
    // A never-done type.
    expect(drillDue(null, 30, today)).toEqual({ next_due_date: null, status: 'never_done' });
  });

  it('gives a ship just taken into management one interval for its first drill of a type', () => {
    // Taken over today: due in 30 days, not yet late.
    expect(drillDue(null, 30, today, today)).toEqual({ next_due_date: addDays(today, 30), status: 'ok' });
    // The first interval ends today: due soon, not never-done yet; the day after it is.
    expect(drillDue(null, 30, today, addDays(today, -30))).toEqual({ next_due_date: today, status: 'due_soon' });
    expect(drillDue(null, 30, today, addDays(today, -31))).toEqual({ next_due_date: addDays(today, -1), status: 'never_done' });
    // A drill held wins over the day of takeover.
    expect(drillDue(addDays(today, -10), 30, today, addDays(today, -400))).toEqual({ next_due_date: addDays(today, 20), status: 'ok' });
  });

  it('takes the ship type frequency and applicability, shore-only types never', () => {
    const type = { frequency_days: 90, frequency_overrides: [{ key: 'passenger', value: '30' }], applies_to_ship_types: [], shore_only: false };
    expect(drillFrequency(type, 'passenger')).toBe(30);
    expect(drillFrequency(type, 'bulk_carrier')).toBe(90);
    expect(drillFrequency({ frequency_days: 90, frequency_overrides: [{ key: 'passenger', value: 'x' }] }, 'passenger')).toBe(90);
    expect(drillAppliesTo(type, 'bulk_carrier')).toBe(true);
    expect(drillAppliesTo({ applies_to_ship_types: ['passenger'] }, 'bulk_carrier')).toBe(false);
    expect(drillAppliesTo({ applies_to_ship_types: ['passenger'] }, 'passenger')).toBe(true);
    expect(drillAppliesTo({ shore_only: true, applies_to_ship_types: [] }, 'passenger')).toBe(false);
  });
});

describe('participation share', () => {
  it('counts a drill exactly 30 days ago, not 31', () => {
    const stays = [stay('a', '2026-01-01'), stay('b', '2026-01-01')];
    const share = participationShare(today, stays, [...both('a', addDays(today, -30)), ...both('b', addDays(today, -31))]);
    expect(share).toEqual({ on_board: 2, abandon_ship: 1, fire: 1, both: 1, share: 50, below: true });
  });

  it('counts one who joined after the drill as on board, not as having done it', () => {
    const share = participationShare(today, [stay('a', '2026-01-01'), stay('b', addDays(today, -3))], [...both('a', addDays(today, -10)), ...both('b', addDays(today, -10))]);
    expect(share).toMatchObject({ on_board: 2, both: 1 });
  });

  it('no longer counts one who signed off', () => {
    const share = participationShare(today, [stay('a', '2026-01-01'), stay('b', '2026-01-01', addDays(today, -1))], [...both('a', addDays(today, -10)), ...both('b', addDays(today, -10))]);
    expect(share).toEqual({ on_board: 1, abandon_ship: 1, fire: 1, both: 1, share: 100, below: false });
  });

  it('needs both drills; exactly 75 % is not below, under it is', () => {
    const stays = ['a', 'b', 'c', 'd'].map((id) => stay(id, '2026-01-01'));
    const three = participationShare(today, stays, ['a', 'b', 'c'].flatMap((id) => both(id, today)));
    expect(three).toMatchObject({ share: 75, below: false });
    const fireOnly = participationShare(today, stays, [...['a', 'b'].flatMap((id) => both(id, today)), { seafarer_id: 'c', drill_type_code: 'fire', conducted_at: today }]);
    expect(fireOnly).toMatchObject({ abandon_ship: 2, fire: 3, both: 2, share: 50, below: true });
    // 74.96 % reads 75.0 but is below.
    const many = Array.from({ length: 2001 }, (_, i) => stay(`s${i}`, '2026-01-01'));
    const share = participationShare(today, many, many.slice(0, 1500).flatMap((s) => both(s.seafarer_id, today)));
    expect(share).toMatchObject({ share: 75, below: true });
  });

  it('with nobody on board, nobody missed a drill', () => {
    expect(participationShare(today, [], [])).toEqual({ on_board: 0, abandon_ship: 0, fire: 0, both: 0, share: 100, below: false });
  });
});
