/**
 * How certificate, survey-window and to-do states look: one severity per state, one colour per
 * severity, so that a red tag means the same thing on the certificate list, the seafarer's documents,
 * the dashboard and the to-do inbox. Pure, so the mapping is tested without a browser.
 */
import { CERTIFICATE_STATUSES, daysBetween, effectiveExpiry, type CertificateStatus } from '@vessel/contract';

/** critical: the ship (or seafarer) is out of compliance now; warning: act soon; info: work is open; ok; muted: history. */
export type Severity = 'critical' | 'warning' | 'info' | 'ok' | 'muted';

const CERTIFICATE_SEVERITY: Readonly<Record<CertificateStatus, Severity>> = {
  // An unendorsed certificate is as invalid as an expired one (DOMAIN.md §4.5).
  expired: 'critical',
  endorsement_overdue: 'critical',
  // Suspended by the flag or class: the certificate does not count until reinstated.
  suspended: 'critical',
  expiring: 'warning',
  endorsement_due: 'info',
  valid: 'ok',
  superseded: 'muted',
  withdrawn: 'muted',
};

export function certificateSeverity(status: string | null | undefined): Severity {
  return (CERTIFICATE_STATUSES as readonly string[]).includes(status ?? '') ? CERTIFICATE_SEVERITY[status as CertificateStatus] : 'muted';
}

/** A survey window's state (contract SURVEY_STATES). */
const SURVEY_SEVERITY: Readonly<Record<string, Severity>> = {
  overdue: 'critical',
  in_window: 'info',
  due_soon: 'warning',
  ok: 'muted',
  done: 'ok',
};

export function surveySeverity(state: string | null | undefined): Severity {
  return SURVEY_SEVERITY[state ?? ''] ?? 'muted';
}

/** antd Tag colours of the severities (preset status colours follow the light and dark themes). */
const TAG_COLOURS: Readonly<Record<Severity, string>> = {
  critical: 'error',
  warning: 'warning',
  info: 'processing',
  ok: 'success',
  muted: 'default',
};

export function severityTagColour(severity: Severity): string {
  return TAG_COLOURS[severity];
}

/** Statuses grouped as the certificate list's quick views offer them (each a `search.status` filter). */
export const CERTIFICATE_VIEWS = {
  current: { operator: 'NOT IN', statuses: ['superseded', 'withdrawn'] },
  attention: { operator: 'IN', statuses: ['expired', 'endorsement_overdue', 'suspended', 'expiring', 'endorsement_due'] },
  expired: { operator: 'IN', statuses: ['expired'] },
  expiring: { operator: 'IN', statuses: ['expiring'] },
  endorsement: { operator: 'IN', statuses: ['endorsement_due', 'endorsement_overdue'] },
  history: { operator: 'IN', statuses: ['superseded', 'withdrawn'] },
} as const satisfies Record<string, { operator: 'IN' | 'NOT IN'; statuses: readonly CertificateStatus[] }>;

export type CertificateView = keyof typeof CERTIFICATE_VIEWS;

/** A certificate or seafarer document replaced by its renewal is history: the server refuses to edit it (`cert.supersededLocked`). */
export function isEditableCertificate(row: Readonly<Record<string, unknown>>): boolean {
  return row.status !== 'superseded';
}

/** The quick view a status filter is, if it is exactly one of them (order of values does not matter). */
export function viewOfStatusFilter(filter: { operator: string; val: string } | undefined): CertificateView | 'all' | null {
  if (!filter) return 'all';
  const values = filter.val.split(',').filter(Boolean).sort().join(',');
  for (const [name, view] of Object.entries(CERTIFICATE_VIEWS)) {
    if (view.operator === filter.operator && [...view.statuses].sort().join(',') === values) return name as CertificateView;
  }
  return null;
}

export interface ExpiryNote {
  /** Days until the certificate stops being valid (negative: since it did); null: no expiry. */
  days: number | null;
  severity: Severity;
  /** An extension carries it past its printed expiry. */
  extended: boolean;
}

/**
 * What the expiry column says beside the date: days left until the effective expiry (an extension
 * counts), red once passed, amber within the first alert lead (default 90 days). A superseded or withdrawn
 * certificate's expiry no longer matters.
 */
export function expiryNote(
  row: { expiry_date?: unknown; extension_until?: unknown; status?: unknown },
  today: string,
  leadDays = 90,
): ExpiryNote {
  const expiry = typeof row.expiry_date === 'string' && row.expiry_date ? row.expiry_date : null;
  const extension = typeof row.extension_until === 'string' && row.extension_until ? row.extension_until : null;
  const until = effectiveExpiry(expiry, extension);
  if (!until) return { days: null, severity: 'ok', extended: false };
  const days = daysBetween(today, until);
  const extended = !!extension && !!expiry && extension > expiry;
  if (row.status === 'superseded' || row.status === 'withdrawn') return { days, severity: 'muted', extended };
  const severity: Severity = days < 0 ? 'critical' : days <= leadDays ? 'warning' : 'ok';
  return { days, severity, extended };
}

/**
 * A certificate type's name in the reader's language, from the server's label `中文名 / English name`
 * (record-labels.ts): the part before the first ' / ' is Chinese, the rest English. A label without
 * the separator is shown whole.
 */
export function certTypeName(label: unknown, lang: string): string {
  if (typeof label !== 'string') return '';
  const cut = label.indexOf(' / ');
  if (cut < 0) return label;
  return lang === 'zh-cn' ? label.slice(0, cut) : label.slice(cut + 3);
}
