import { describe, expect, it } from 'vitest';
import { CERTIFICATE_STATUSES } from '@vessel/contract';
import { certTypeName, certificateSeverity, expiryNote, isEditableCertificate, severityTagColour, surveySeverity, viewOfStatusFilter } from './certificate-status';

describe('isEditableCertificate', () => {
  it('is every status but superseded (the server locks a replaced one)', () => {
    expect(CERTIFICATE_STATUSES.filter((status) => !isEditableCertificate({ status }))).toEqual(['superseded']);
    expect(isEditableCertificate({})).toBe(true);
  });
});

describe('certificate status tags', () => {
  it('are red for what makes a ship non-compliant now, amber for what expires soon, grey for history', () => {
    const colour = (status: string) => severityTagColour(certificateSeverity(status));
    expect(colour('expired')).toBe('error');
    expect(colour('endorsement_overdue')).toBe('error');
    expect(colour('suspended')).toBe('error');
    expect(colour('expiring')).toBe('warning');
    expect(colour('endorsement_due')).toBe('processing');
    expect(colour('valid')).toBe('success');
    expect(colour('superseded')).toBe('default');
    expect(colour('withdrawn')).toBe('default');
  });

  it('cover every status of the contract, and an unknown one is plain', () => {
    for (const status of CERTIFICATE_STATUSES) expect(certificateSeverity(status)).not.toBeUndefined();
    expect(certificateSeverity('made_up')).toBe('muted');
    expect(certificateSeverity(null)).toBe('muted');
  });

  it('colour survey windows by their state', () => {
    expect(surveySeverity('overdue')).toBe('critical');
    expect(surveySeverity('in_window')).toBe('info');
    expect(surveySeverity('due_soon')).toBe('warning');
    expect(surveySeverity('done')).toBe('ok');
    expect(surveySeverity('ok')).toBe('muted');
    expect(surveySeverity(undefined)).toBe('muted');
  });
});

describe('quick views of the certificate list', () => {
  it('are recognised from the status filter in the URL, in any order of values', () => {
    expect(viewOfStatusFilter(undefined)).toBe('all');
    expect(viewOfStatusFilter({ operator: 'IN', val: 'expired' })).toBe('expired');
    expect(viewOfStatusFilter({ operator: 'IN', val: 'endorsement_overdue,endorsement_due' })).toBe('endorsement');
    expect(viewOfStatusFilter({ operator: 'NOT IN', val: 'withdrawn,superseded' })).toBe('current');
  });

  it('say none for a filter that is not exactly a view', () => {
    expect(viewOfStatusFilter({ operator: 'IN', val: 'expired,valid' })).toBeNull();
    expect(viewOfStatusFilter({ operator: 'NOT IN', val: 'expired' })).toBeNull();
  });
});

describe('expiry note', () => {
  const today = '2026-05-10';

  it('counts days to the expiry, inclusive of the expiry day itself being valid', () => {
    expect(expiryNote({ expiry_date: '2026-05-30' }, today)).toEqual({ days: 20, severity: 'warning', extended: false });
    expect(expiryNote({ expiry_date: '2026-05-10' }, today).days).toBe(0);
    expect(expiryNote({ expiry_date: '2026-05-10' }, today).severity).toBe('warning');
    expect(expiryNote({ expiry_date: '2026-05-09' }, today)).toEqual({ days: -1, severity: 'critical', extended: false });
  });

  it('is amber only within the lead time', () => {
    expect(expiryNote({ expiry_date: '2026-08-08' }, today).severity).toBe('warning');
    expect(expiryNote({ expiry_date: '2026-08-09' }, today).severity).toBe('ok');
    expect(expiryNote({ expiry_date: '2026-06-10' }, today, 30).severity).toBe('ok');
  });

  it('runs to an extension beyond the printed expiry', () => {
    expect(expiryNote({ expiry_date: '2026-05-01', extension_until: '2026-06-01' }, today)).toEqual({ days: 22, severity: 'warning', extended: true });
    expect(expiryNote({ expiry_date: '2026-05-01', extension_until: '2026-04-01' }, today)).toEqual({ days: -9, severity: 'critical', extended: false });
  });

  it('has nothing to say of a permanent certificate, and mutes a replaced one', () => {
    expect(expiryNote({ expiry_date: null }, today)).toEqual({ days: null, severity: 'ok', extended: false });
    expect(expiryNote({ expiry_date: '2026-05-01', status: 'superseded' }, today).severity).toBe('muted');
  });
});

describe('certificate type names', () => {
  it('are read in the reader’s language from the bilingual label', () => {
    const label = '国际载重线证书 / International Load Line Certificate';
    expect(certTypeName(label, 'zh-cn')).toBe('国际载重线证书');
    expect(certTypeName(label, 'en')).toBe('International Load Line Certificate');
  });

  it('keep an English name that itself holds a slash', () => {
    expect(certTypeName('油污责任保险证书 / CLC / Bunker CLC', 'en')).toBe('CLC / Bunker CLC');
  });

  it('show a label without both names whole, and nothing for no label', () => {
    expect(certTypeName('Passport', 'en')).toBe('Passport');
    expect(certTypeName(null, 'en')).toBe('');
  });
});
