import { describe, expect, it } from 'vitest';
import { creditedAnnuals, renewedExpiry, surveyWindows, withinWindow } from './survey-windows.js';

const five = { validity_months: 60 };
const spans = (windows: ReturnType<typeof surveyWindows>) => windows.map((w) => `${w.kind}#${w.anniversary_no} ${w.window_start}..${w.window_end}`);

describe('survey windows (DOMAIN §3.5, §4.5)', () => {
  it('annual: each anniversary ±3 months, then the renewal window', () => {
    expect(spans(surveyWindows({ ...five, scheme: 'annual', expiry_date: '2030-03-31' }))).toEqual([
      'annual#1 2025-12-31..2026-06-30',
      'annual#2 2026-12-31..2027-06-30',
      'annual#3 2027-12-31..2028-06-30',
      'annual#4 2028-12-31..2029-06-30',
      'renewal#0 2029-12-31..2030-03-31',
    ]);
  });

  it('counts windows from month ends on the calendar (31 May − 3 months = 28 Feb)', () => {
    const windows = surveyWindows({ ...five, scheme: 'annual', expiry_date: '2030-05-31' });
    expect(windows[0]).toMatchObject({ anniversary_date: '2026-05-31', window_start: '2026-02-28', window_end: '2026-08-31' });
    expect(windows[2]).toMatchObject({ anniversary_date: '2028-05-31', window_start: '2028-02-29', window_end: '2028-08-31' });
    expect(windows.at(-1)).toMatchObject({ kind: 'renewal', window_start: '2030-02-28', window_end: '2030-05-31' });
  });

  it('takes anniversaries of a 29 February expiry as 28 February in common years', () => {
    const windows = surveyWindows({ ...five, scheme: 'annual', expiry_date: '2032-02-29' });
    expect(windows.map((w) => w.anniversary_date)).toEqual(['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
    expect(windows[0]).toMatchObject({ window_start: '2027-11-29', window_end: '2028-05-29' });
    expect(windows.at(-1)).toMatchObject({ window_start: '2031-11-29', window_end: '2032-02-29' });
  });

  it('uses the window months of the type', () => {
    const [first] = surveyWindows({ ...five, scheme: 'annual', expiry_date: '2030-03-31', window_before_months: 1, window_after_months: 0 });
    expect(first).toMatchObject({ window_start: '2026-02-28', window_end: '2026-03-31' });
  });

  it('annual_intermediate: the annual windows and one intermediate from the 2nd anniversary −3 m to the 3rd +3 m', () => {
    const windows = surveyWindows({ ...five, scheme: 'annual_intermediate', expiry_date: '2030-06-15' });
    expect(windows.filter((w) => w.kind === 'annual')).toHaveLength(4);
    expect(windows.filter((w) => w.kind === 'intermediate')).toEqual([
      { kind: 'intermediate', anniversary_no: 2, anniversary_date: '2027-06-15', window_start: '2027-03-15', window_end: '2028-09-15' },
    ]);
    expect(windows.filter((w) => w.kind === 'renewal')).toHaveLength(1);
  });

  it('intermediate_only (SMC, ISSC, MLC): only the intermediate window and the renewal window', () => {
    expect(spans(surveyWindows({ ...five, scheme: 'intermediate_only', expiry_date: '2030-01-31' }))).toEqual([
      'intermediate#2 2026-10-31..2028-04-30',
      'renewal#0 2029-10-31..2030-01-31',
    ]);
  });

  it('periodical: a periodical window at each anniversary; annual_periodical: annual plus one periodical', () => {
    expect(surveyWindows({ ...five, scheme: 'periodical', expiry_date: '2030-03-31' }).map((w) => w.kind)).toEqual(['periodical', 'periodical', 'periodical', 'periodical', 'renewal']);
    const mixed = surveyWindows({ ...five, scheme: 'annual_periodical', expiry_date: '2030-03-31' });
    expect(mixed.filter((w) => w.kind === 'periodical')).toHaveLength(1);
    expect(mixed.filter((w) => w.kind === 'annual')).toHaveLength(4);
  });

  it('renewal_only: the renewal window alone; none, custom, no expiry: nothing', () => {
    expect(spans(surveyWindows({ ...five, scheme: 'renewal_only', expiry_date: '2030-03-31' }))).toEqual(['renewal#0 2029-12-31..2030-03-31']);
    expect(surveyWindows({ ...five, scheme: 'none', expiry_date: '2030-03-31' })).toEqual([]);
    expect(surveyWindows({ ...five, scheme: 'custom', expiry_date: '2030-03-31' })).toEqual([]);
    expect(surveyWindows({ ...five, scheme: 'annual', expiry_date: null })).toEqual([]);
  });

  it('leaves out anniversaries on or before the issue date (an interim or short-term certificate)', () => {
    const windows = surveyWindows({ ...five, scheme: 'annual_intermediate', expiry_date: '2030-03-31', issue_date: '2027-03-31' });
    expect(windows.filter((w) => w.kind === 'annual').map((w) => w.anniversary_no)).toEqual([3, 4]);
    // The intermediate needs both the 2nd and the 3rd anniversary inside the validity.
    expect(windows.some((w) => w.kind === 'intermediate')).toBe(false);
    const dayBefore = surveyWindows({ ...five, scheme: 'annual', expiry_date: '2030-03-31', issue_date: '2027-03-30' });
    expect(dayBefore.map((w) => w.anniversary_no)).toEqual([2, 3, 4, 0]);
  });

  it('has as many anniversaries as whole years of validity, less one', () => {
    expect(surveyWindows({ validity_months: 12, scheme: 'annual', expiry_date: '2027-01-01' }).map((w) => w.kind)).toEqual(['renewal']);
    expect(surveyWindows({ validity_months: 36, scheme: 'annual', expiry_date: '2029-01-01' }).filter((w) => w.kind === 'annual')).toHaveLength(2);
  });

  it('credits the 2nd or 3rd annual whose window holds the intermediate survey date', () => {
    const windows = surveyWindows({ ...five, scheme: 'annual_intermediate', expiry_date: '2030-06-15' });
    expect(creditedAnnuals(windows, '2027-03-15').map((w) => w.anniversary_no)).toEqual([2]);
    expect(creditedAnnuals(windows, '2028-09-15').map((w) => w.anniversary_no)).toEqual([3]);
    expect(creditedAnnuals(windows, '2027-12-01')).toEqual([]);
    expect(withinWindow(windows[0]!, windows[0]!.window_start)).toBe(true);
    expect(withinWindow(windows[0]!, '2026-09-16')).toBe(false);
  });
});

describe('expiry after a renewal survey', () => {
  it('keeps the old expiry + 5 years when completed within 3 months before expiry', () => {
    expect(renewedExpiry('2026-06-30', '2026-03-30')).toBe('2031-06-30');
    expect(renewedExpiry('2026-06-30', '2026-06-30')).toBe('2031-06-30');
  });

  it('runs 5 years from completion when completed earlier', () => {
    expect(renewedExpiry('2026-06-30', '2026-03-29')).toBe('2031-03-29');
    expect(renewedExpiry('2026-06-30', '2025-01-10')).toBe('2030-01-10');
  });

  it('keeps the old expiry + 5 years when completed after expiry (under an extension)', () => {
    expect(renewedExpiry('2026-06-30', '2026-08-15')).toBe('2031-06-30');
  });

  it('counts the window from month ends and leap days on the calendar', () => {
    expect(renewedExpiry('2026-05-31', '2026-02-28')).toBe('2031-05-31');
    expect(renewedExpiry('2026-05-31', '2026-02-27')).toBe('2031-02-27');
    expect(renewedExpiry('2028-02-29', '2027-12-01')).toBe('2033-02-28');
    expect(renewedExpiry('2028-05-29', '2028-02-29')).toBe('2033-05-29');
    expect(renewedExpiry('2028-06-30', '2028-02-29')).toBe('2033-02-28');
    expect(renewedExpiry('2026-06-30', '2026-05-01', 12)).toBe('2027-06-30');
  });
});
