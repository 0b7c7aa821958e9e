import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_STATUSES, ASSIGNMENT_STEPS, availableSteps, contractPlannedEnd, contractStatusChangeAllowed, daysOnBoard, seafarerStatus, stepAllowed, stepTarget } from './crew-status.js';
import { coverage, monthsBetween } from './crew-timeline.js';
import { nextShipStatuses, shipStatusChangeAllowed } from './ship-dictionaries.js';

describe('crew state machine', () => {
  it('walks planned → nominated → approved → pre-joining → onboard → signed off', () => {
    expect(availableSteps('planned')).toEqual(['nominate', 'cancel']);
    expect(availableSteps('nominated')).toEqual(['approve', 'cancel']);
    expect(availableSteps('approved')).toEqual(['prepare', 'signOn', 'cancel']);
    expect(availableSteps('pre_joining')).toEqual(['signOn', 'cancel']);
    expect(availableSteps('onboard')).toEqual(['signOff']);
    expect(availableSteps('signed_off')).toEqual([]);
    expect(availableSteps('cancelled')).toEqual([]);
    expect(stepTarget('signOn')).toBe('onboard');
  });

  it('refuses every step out of order', () => {
    const allowed = new Set(['planned:nominate', 'nominated:approve', 'approved:prepare', 'approved:signOn', 'pre_joining:signOn', 'onboard:signOff', 'planned:cancel', 'nominated:cancel', 'approved:cancel', 'pre_joining:cancel']);
    for (const status of ASSIGNMENT_STATUSES) for (const step of ASSIGNMENT_STEPS) expect(stepAllowed(step, status), `${status}:${step}`).toBe(allowed.has(`${status}:${step}`));
  });

  it('derives the seafarer status from the latest assignment and the standing', () => {
    const base = { employment: 'active' as const, availabilityDate: null, today: '2026-05-10' };
    expect(seafarerStatus({ ...base, latest: null })).toBe('available');
    expect(seafarerStatus({ ...base, latest: 'planned' })).toBe('available');
    expect(seafarerStatus({ ...base, latest: 'onboard' })).toBe('onboard');
    expect(seafarerStatus({ ...base, latest: 'signed_off', availabilityDate: '2026-06-01' })).toBe('on_leave');
    expect(seafarerStatus({ ...base, latest: 'signed_off', availabilityDate: '2026-05-10' })).toBe('available');
    expect(seafarerStatus({ ...base, employment: 'terminated', latest: 'onboard' })).toBe('terminated');
  });

  it('ends a contract the day before start + duration months, clamped to month ends', () => {
    expect(contractPlannedEnd('2026-03-01', 6)).toBe('2026-08-31');
    expect(contractPlannedEnd('2026-08-31', 6)).toBe('2027-02-27');
    expect(contractPlannedEnd('2025-12-15', 9)).toBe('2026-09-14');
    expect(daysOnBoard('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysOnBoard('2026-01-01', '2026-03-01')).toBe(60);
  });

  it('moves contracts and ships only along their workflows', () => {
    expect(contractStatusChangeAllowed('draft', 'signed')).toBe(true);
    expect(contractStatusChangeAllowed('draft', 'active')).toBe(false);
    expect(contractStatusChangeAllowed('completed', 'active')).toBe(false);
    expect(shipStatusChangeAllowed('in_service', 'drydock')).toBe(true);
    expect(shipStatusChangeAllowed('scrapped', 'in_service')).toBe(false);
    expect(shipStatusChangeAllowed('newbuilding', 'laid_up')).toBe(false);
    expect(nextShipStatuses('sold')).toEqual([]);
  });
});

describe('manning coverage', () => {
  it('finds a gap where fewer are on board than required, and an overlap at a handover', () => {
    const periods = [
      { id: 'a', start: '2026-01-01', end: '2026-01-10' },
      { id: 'b', start: '2026-01-09', end: '2026-01-20' },
    ];
    const { gaps, overlaps } = coverage(periods, 1, '2026-01-01', '2026-01-31');
    expect(overlaps).toEqual([{ from: '2026-01-09', to: '2026-01-10', count: 2, required: 1, assignment_ids: ['a', 'b'] }]);
    expect(gaps).toEqual([{ from: '2026-01-21', to: '2026-01-31', count: 0, required: 1, assignment_ids: [] }]);
  });

  it('counts against a requirement above one, and never calls a rank without one a gap', () => {
    const periods = [
      { id: 'a', start: '2026-01-01', end: '2026-01-31' },
      { id: 'b', start: '2026-01-01', end: '2026-01-15' },
    ];
    expect(coverage(periods, 2, '2026-01-01', '2026-01-31').gaps).toEqual([{ from: '2026-01-16', to: '2026-01-31', count: 1, required: 2, assignment_ids: ['a'] }]);
    expect(coverage(periods, 0, '2026-01-01', '2026-01-31').gaps).toEqual([]);
    expect(coverage(periods, 0, '2026-01-01', '2026-01-31').overlaps).toHaveLength(1);
    // A ship that carries two of the rank has no overlap with two on board.
    expect(coverage(periods, 0, '2026-01-01', '2026-01-31', 2).overlaps).toEqual([]);
  });

  it('names the months a range touches', () => {
    expect(monthsBetween('2025-11-20', '2026-02-03')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
