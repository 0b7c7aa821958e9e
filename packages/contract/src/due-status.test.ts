import { describe, expect, it } from 'vitest';
import { certificateStatus, dueStatus, effectiveExpiry, leadStage } from './due-status.js';

const LEADS = [90, 60, 30, 7];

describe('due status (DOMAIN §4.0)', () => {
  const due = '2026-06-30';
  it('turns due_soon exactly max(lead_days) before the due date', () => {
    expect(dueStatus({ due_date: due, lead_days: LEADS, today: '2026-03-31' })).toBe('ok');
    expect(dueStatus({ due_date: due, lead_days: LEADS, today: '2026-04-01' })).toBe('due_soon');
    expect(dueStatus({ due_date: due, lead_days: 30, today: '2026-05-30' })).toBe('ok');
    expect(dueStatus({ due_date: due, lead_days: 30, today: '2026-05-31' })).toBe('due_soon');
  });

  it('is still due (not past) on the due date and expired or overdue the day after', () => {
    expect(dueStatus({ due_date: due, lead_days: LEADS, today: due })).toBe('due_soon');
    expect(dueStatus({ due_date: due, lead_days: LEADS, today: '2026-07-01', kind: 'expiry' })).toBe('expired');
    expect(dueStatus({ due_date: due, lead_days: LEADS, today: '2026-07-01' })).toBe('overdue');
    expect(dueStatus({ due_date: due, lead_days: [], today: due })).toBe('ok');
    expect(dueStatus({ due_date: due, lead_days: [], today: '2026-07-01', kind: 'expiry' })).toBe('expired');
  });

  it('is in_window from the first to the last day of the window, overdue after it', () => {
    const window = { due_date: '2026-06-01', window_start: '2026-03-01', window_end: '2026-09-01', lead_days: [30] };
    expect(dueStatus({ ...window, today: '2026-02-28' })).toBe('ok');
    expect(dueStatus({ ...window, today: '2026-03-01' })).toBe('in_window');
    expect(dueStatus({ ...window, today: '2026-06-02' })).toBe('in_window');
    expect(dueStatus({ ...window, today: '2026-09-01' })).toBe('in_window');
    expect(dueStatus({ ...window, today: '2026-09-02' })).toBe('overdue');
    // A window past is overdue even for an expiry kind: the work was missed, nothing expired.
    expect(dueStatus({ ...window, today: '2026-09-02', kind: 'expiry' })).toBe('overdue');
  });

  it('says due_soon before a window opens when a lead time reaches further', () => {
    const window = { due_date: '2026-06-01', window_start: '2026-05-01', window_end: '2026-07-01', lead_days: [60] };
    expect(dueStatus({ ...window, today: '2026-04-01' })).toBe('ok');
    expect(dueStatus({ ...window, today: '2026-04-02' })).toBe('due_soon');
    expect(dueStatus({ ...window, today: '2026-05-01' })).toBe('in_window');
  });

  it('is done once done, whatever the dates, and ok without a due date', () => {
    expect(dueStatus({ due_date: due, done_date: '2026-08-01', today: '2027-01-01' })).toBe('done');
    expect(dueStatus({ due_date: null, lead_days: LEADS, today: '2099-01-01', kind: 'expiry' })).toBe('ok');
  });
});

describe('alert stages', () => {
  it('names the smallest lead time reached, and expired after the date', () => {
    expect(leadStage('2026-06-30', '2026-03-31', LEADS)).toBeNull();
    expect(leadStage('2026-06-30', '2026-04-01', LEADS)).toBe('90d');
    expect(leadStage('2026-06-30', '2026-05-01', LEADS)).toBe('60d');
    expect(leadStage('2026-06-30', '2026-05-31', LEADS)).toBe('30d');
    expect(leadStage('2026-06-30', '2026-06-23', LEADS)).toBe('7d');
    expect(leadStage('2026-06-30', '2026-06-30', LEADS)).toBe('7d');
    expect(leadStage('2026-06-30', '2026-07-01', LEADS)).toBe('expired');
    expect(leadStage('2026-06-30', '2026-07-01', LEADS, 'overdue')).toBe('overdue');
    expect(leadStage('2026-06-30', '2026-06-30', [30, 0])).toBe('0d');
    expect(leadStage(null, '2026-06-30', LEADS)).toBeNull();
  });
});

describe('certificate status (DOMAIN §4.5)', () => {
  const base = { expiry_date: '2030-06-30', alert_days: LEADS, surveys: [] as never[] };
  const annual = { kind: 'annual', window_start: '2026-03-30', window_end: '2026-09-30', done_date: null };

  it('is valid, expiring from the first alert lead, expired the day after expiry', () => {
    expect(certificateStatus({ ...base, today: '2030-03-31' })).toBe('valid');
    expect(certificateStatus({ ...base, today: '2030-04-01' })).toBe('expiring');
    expect(certificateStatus({ ...base, today: '2030-06-30' })).toBe('expiring');
    expect(certificateStatus({ ...base, today: '2030-07-01' })).toBe('expired');
  });

  it('stays valid under an extension until the extension ends', () => {
    expect(certificateStatus({ ...base, extension_until: '2030-09-30', alert_days: [7], today: '2030-07-15' })).toBe('valid');
    expect(certificateStatus({ ...base, extension_until: '2030-09-30', today: '2030-10-01' })).toBe('expired');
    expect(effectiveExpiry('2030-06-30', '2030-05-01')).toBe('2030-06-30');
    expect(effectiveExpiry(null, '2030-05-01')).toBeNull();
  });

  it('is endorsement_due while a window is open and endorsement_overdue once it closed undone', () => {
    const surveys = [annual];
    expect(certificateStatus({ ...base, surveys, today: '2026-03-29' })).toBe('valid');
    expect(certificateStatus({ ...base, surveys, today: '2026-03-30' })).toBe('endorsement_due');
    expect(certificateStatus({ ...base, surveys, today: '2026-09-30' })).toBe('endorsement_due');
    expect(certificateStatus({ ...base, surveys, today: '2026-10-01' })).toBe('endorsement_overdue');
    expect(certificateStatus({ ...base, surveys: [{ ...annual, done_date: '2026-05-01' }], today: '2026-10-01' })).toBe('valid');
  });

  it('does not count the renewal window as an endorsement', () => {
    const renewal = { kind: 'renewal', window_start: '2030-03-30', window_end: '2030-06-30', done_date: null };
    expect(certificateStatus({ ...base, alert_days: [30], surveys: [renewal], today: '2030-04-15' })).toBe('valid');
  });

  it('ranks expired over an overdue endorsement, and that over expiring and an open window', () => {
    const overdue = { ...annual, window_start: '2029-03-30', window_end: '2029-09-30' };
    const open = { ...annual, window_start: '2030-03-01', window_end: '2030-09-01' };
    expect(certificateStatus({ ...base, surveys: [overdue], today: '2030-07-01' })).toBe('expired');
    expect(certificateStatus({ ...base, surveys: [overdue, open], today: '2030-05-01' })).toBe('endorsement_overdue');
    expect(certificateStatus({ ...base, surveys: [open], today: '2030-05-01' })).toBe('expiring');
  });

  it('keeps superseded, suspended and withdrawn as set', () => {
    for (const current of ['superseded', 'suspended', 'withdrawn']) {
      expect(certificateStatus({ ...base, current, today: '2031-01-01' })).toBe(current);
    }
    expect(certificateStatus({ ...base, current: 'expired', today: '2026-01-01' })).toBe('valid');
  });

  it('is valid for ever without an expiry date', () => {
    expect(certificateStatus({ ...base, expiry_date: null, today: '2099-01-01' })).toBe('valid');
  });
});
