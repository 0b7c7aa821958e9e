import { describe, expect, it } from 'vitest';
import { proposedExpiry } from './renew-expiry';

describe('expiry proposed for a renewed certificate', () => {
  const base = { oldExpiry: '2026-06-30', validityMonths: 60 };

  it('keeps the old expiry date + 5 years when the renewal survey was done within the last 3 months', () => {
    expect(proposedExpiry({ ...base, issueDate: '2026-05-20', surveyCompleted: '2026-04-15' })).toBe('2031-06-30');
    expect(proposedExpiry({ ...base, issueDate: '2026-05-20', surveyCompleted: '2026-03-30' })).toBe('2031-06-30');
  });

  it('runs 5 years from completion when the survey was done earlier than the window', () => {
    expect(proposedExpiry({ ...base, issueDate: '2026-02-01', surveyCompleted: '2026-01-10' })).toBe('2031-01-10');
  });

  it('without a survey date, runs the validity from the issue date', () => {
    expect(proposedExpiry({ oldExpiry: '2026-06-30', validityMonths: 12, issueDate: '2026-02-20', surveyCompleted: null })).toBe('2027-02-20');
  });

  it('has no proposal for a type without fixed validity, or without dates to count from', () => {
    expect(proposedExpiry({ oldExpiry: '2026-06-30', validityMonths: null, issueDate: '2026-01-01', surveyCompleted: null })).toBeNull();
    expect(proposedExpiry({ oldExpiry: null, validityMonths: 60, issueDate: null, surveyCompleted: '2026-01-01' })).toBeNull();
  });
});
