import { addDays, daysBetween, maxDate, type IsoDate } from './iso-date.js';

/**
 * The one due-status calculator of the product (DOMAIN.md decision 2 and §4.0). Certificates, survey
 * windows, maintenance jobs, drills, corrective actions, document reviews, crew contracts and supplier
 * approvals all read their state through it, on the server (stored status, alerts, dashboard) and in the
 * browser (tags), so both always agree.
 */
export const DUE_STATUSES = ['ok', 'due_soon', 'in_window', 'overdue', 'expired', 'done'] as const;
export type DueStatus = (typeof DUE_STATUSES)[number];

export interface DueInput {
  /** The date the thing is due or expires; null: it never does (a permanent certificate). */
  due_date: IsoDate | null;
  /** A window within which the work counts as on time (a survey window). */
  window_start?: IsoDate | null;
  window_end?: IsoDate | null;
  /** Alert lead times in days; due_soon starts at the largest. */
  lead_days?: readonly number[] | number | null;
  done_date?: IsoDate | null;
  today: IsoDate;
  /**
   * What passing the date means: a validity ends (`expired`: a certificate, a passport) or a piece of work
   * is late (`overdue`: a survey, a job). Default `task`.
   */
  kind?: 'expiry' | 'task';
}

function leadList(lead: DueInput['lead_days']): number[] {
  if (lead === null || lead === undefined) return [];
  return (typeof lead === 'number' ? [lead] : [...lead]).filter((days) => Number.isInteger(days) && days >= 0);
}

/**
 * `done` once done; `expired`/`overdue` the day after the window's end (or the due date); `in_window`
 * from the window's first to its last day; `due_soon` from `due_date − max(lead_days)`; else `ok`.
 * Every bound is inclusive: a certificate is valid on its expiry date, a window is open on its last day.
 */
export function dueStatus(input: DueInput): DueStatus {
  if (input.done_date) return 'done';
  const { today } = input;
  const end = input.window_end ?? input.due_date;
  if (!end) return 'ok';
  if (today > end) return input.kind === 'expiry' && !input.window_end ? 'expired' : 'overdue';
  if (input.window_start && input.window_end && today >= input.window_start) return 'in_window';
  const leads = leadList(input.lead_days);
  if (input.due_date && leads.length && today >= addDays(input.due_date, -Math.max(...leads))) return 'due_soon';
  return 'ok';
}

export interface DueHoursInput {
  /** The counter value the work is due at. */
  due_hours: number;
  /** The counter's value now. */
  current: number;
  /** due_soon from this many hours before the due hours. */
  warn_hours?: number | null;
  /** A tolerance around the due hours within which the work counts as on time. */
  window_start_hours?: number | null;
  window_end_hours?: number | null;
  done?: boolean;
}

/**
 * The same rule on running hours (DOMAIN.md §4.0): `overdue` once the counter is past the window's end
 * (or the due hours), `in_window` from the window's start, `due_soon` when the hours left are at most
 * `warn_hours`, else `ok`. Inclusive like the dates: at exactly the due hours the work is due, not late.
 */
export function dueStatusHours(input: DueHoursInput): DueStatus {
  if (input.done) return 'done';
  const end = input.window_end_hours ?? input.due_hours;
  if (input.current > end) return 'overdue';
  if (input.window_start_hours !== null && input.window_start_hours !== undefined && input.window_end_hours !== null && input.window_end_hours !== undefined && input.current >= input.window_start_hours) return 'in_window';
  const warn = input.warn_hours ?? null;
  if (warn !== null && warn >= 0 && input.due_hours - input.current <= warn) return 'due_soon';
  return 'ok';
}

/**
 * The alert stage a due date has reached (dedupe key of the alert engine): `expired` (or `overdue`) after
 * the date, else `{n}d` for the smallest lead time already reached (25 days left of [90, 60, 30, 7] is
 * '30d'), else null (nothing to say yet).
 */
export function leadStage(dueDate: IsoDate | null, today: IsoDate, leadDays: readonly number[], passed: 'expired' | 'overdue' = 'expired'): string | null {
  if (!dueDate) return null;
  const left = daysBetween(today, dueDate);
  if (left < 0) return passed;
  const reached = leadList(leadDays).filter((days) => left <= days);
  return reached.length ? `${Math.min(...reached)}d` : null;
}

/** Days from today to a date: negative once it has passed. */
export function daysLeft(dueDate: IsoDate, today: IsoDate): number {
  return daysBetween(today, dueDate);
}

// ---- Certificates (DOMAIN.md §4.5) ----

export const CERTIFICATE_STATUSES = ['valid', 'expiring', 'expired', 'endorsement_due', 'endorsement_overdue', 'superseded', 'suspended', 'withdrawn'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** Statuses a person (or a renewal) sets, which the daily computation keeps. */
export const MANUAL_CERTIFICATE_STATUSES = ['superseded', 'suspended', 'withdrawn'] as const satisfies readonly CertificateStatus[];

export function isManualCertificateStatus(status: string | null | undefined): status is (typeof MANUAL_CERTIFICATE_STATUSES)[number] {
  return (MANUAL_CERTIFICATE_STATUSES as readonly string[]).includes(status ?? '');
}

export interface SurveyState {
  kind: string;
  window_start: IsoDate;
  window_end: IsoDate;
  done_date: IsoDate | null;
}

export interface CertificateStatusInput {
  expiry_date: IsoDate | null;
  /** A flag's extension (up to 3 months to finish a voyage): the certificate stays valid until then. */
  extension_until?: IsoDate | null;
  /** The type's alert lead days; `expiring` starts at the largest. */
  alert_days: readonly number[];
  /** Its survey windows; renewal windows do not count as endorsements. */
  surveys: readonly SurveyState[];
  /** The stored status: a manual one (superseded, suspended, withdrawn) is kept. */
  current?: string | null;
  today: IsoDate;
}

/** The date until which a certificate is valid: its expiry, or a later extension. */
export function effectiveExpiry(expiry: IsoDate | null, extensionUntil?: IsoDate | null): IsoDate | null {
  if (!expiry) return null;
  return extensionUntil ? maxDate(expiry, extensionUntil) : expiry;
}

/**
 * A certificate's status, most serious first: `expired`; `endorsement_overdue` (a window closed without
 * its endorsement: the certificate is as good as invalid); `expiring` (within the first alert lead);
 * `endorsement_due` (an annual/intermediate/periodical window is open now); `valid`.
 * Superseded, suspended and withdrawn are set by people or by a renewal and stay.
 */
export function certificateStatus(input: CertificateStatusInput): CertificateStatus {
  if (isManualCertificateStatus(input.current)) return input.current;
  const { today } = input;
  const expiry = effectiveExpiry(input.expiry_date, input.extension_until);
  const validity = dueStatus({ due_date: expiry, lead_days: input.alert_days, today, kind: 'expiry' });
  if (validity === 'expired') return 'expired';
  const endorsements = input.surveys.filter((survey) => survey.kind !== 'renewal');
  const states = endorsements.map((survey) => dueStatus({ due_date: survey.window_end, window_start: survey.window_start, window_end: survey.window_end, done_date: survey.done_date, today }));
  if (states.includes('overdue')) return 'endorsement_overdue';
  if (validity === 'due_soon') return 'expiring';
  if (states.includes('in_window')) return 'endorsement_due';
  return 'valid';
}

/** Statuses that need someone's attention (the dashboard's red and amber). */
export const CERTIFICATE_ATTENTION: readonly CertificateStatus[] = ['expired', 'endorsement_overdue', 'expiring', 'endorsement_due'];
