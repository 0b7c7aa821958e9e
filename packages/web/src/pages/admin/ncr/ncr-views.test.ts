import { describe, expect, it } from 'vitest';
import { NCR_REPORT_STEPS } from '@vessel/contract';
import { REPORT_STEP_INPUTS, dueDateOf, sourceHref, stepBody } from './ncr-views';

describe('the NCR page views', () => {
  it('has a form for every step of the report', () => {
    expect(Object.keys(REPORT_STEP_INPUTS).sort()).toEqual([...NCR_REPORT_STEPS].sort());
  });

  it('sends a step only what was filled, trimmed', () => {
    expect(stepBody('r1', { reason: '  Not an NC ', comment: '', grade: undefined, dept_id: null })).toEqual({ id: 'r1', reason: 'Not an NC' });
  });

  it('links the source record: an inspection or an audit; nothing for a source without a page or without an id', () => {
    expect(sourceHref('psc', 'a b')).toBe('/admin/supervision/inspection?id=a%20b');
    expect(sourceHref('internal_audit', 'x')).toBe('/admin/ShdetailPage?id=x');
    expect(sourceHref('drill', 'x')).toBeNull();
    expect(sourceHref('psc', null)).toBeNull();
  });

  it('is due by its extension, else its target date', () => {
    expect(dueDateOf({ target_date: '2026-12-01', extended_to: '2027-01-15' })).toBe('2027-01-15');
    expect(dueDateOf({ target_date: '2026-12-01', extended_to: null })).toBe('2026-12-01');
    expect(dueDateOf({ target_date: null })).toBeNull();
  });
});
