import { addMonths, addYears, type IsoDate } from './iso-date.js';

/**
 * Survey windows of a certificate (DOMAIN.md §3.5 and §4.5): the Harmonized System of Survey and
 * Certification, as the "range dates" of vendor software. Anniversaries are the day and month of the
 * expiry date in each year of validity; windows are counted in months from them, on the calendar
 * (31 Jan − 3 months = 31 Oct; 31 May − 3 months = 28/29 Feb).
 */
export const SURVEY_SCHEMES = ['none', 'annual', 'annual_intermediate', 'annual_periodical', 'periodical', 'intermediate_only', 'renewal_only', 'custom'] as const;
export type SurveyScheme = (typeof SURVEY_SCHEMES)[number];

export const SURVEY_KINDS = ['annual', 'intermediate', 'periodical', 'renewal', 'bottom', 'other'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

export interface SurveyWindow {
  kind: SurveyKind;
  /** 1..n for anniversaries, 0 for the renewal window. */
  anniversary_no: number;
  /** The anniversary the window is counted from (the expiry date for the renewal window). */
  anniversary_date: IsoDate;
  window_start: IsoDate;
  window_end: IsoDate;
}

export interface SurveyWindowInput {
  scheme: SurveyScheme;
  expiry_date: IsoDate | null;
  /** When given, anniversaries on or before it are not generated (an interim or short-term certificate). */
  issue_date?: IsoDate | null;
  /** The type's full validity in months (60 for HSSC certificates); null: permanent. */
  validity_months: number | null;
  window_before_months?: number;
  window_after_months?: number;
  /** The renewal window opens this many months before expiry (HSSC: 3). */
  renewal_window_months?: number;
}

/** Schemes that end in a renewal survey, so their certificates get a renewal window. */
const WITH_RENEWAL: readonly SurveyScheme[] = ['annual', 'annual_intermediate', 'annual_periodical', 'periodical', 'intermediate_only', 'renewal_only'];

/**
 * The windows a certificate must be endorsed in, in date order:
 * - `annual`: every anniversary ± the type's window months (default 3/3);
 * - `periodical` (Safety Radio): the same windows, kind `periodical`;
 * - `annual_intermediate` (class, Safety Construction, IOPP, IAPP, BWM, fitness): the annual windows plus
 *   one intermediate window from the 2nd anniversary − 3 months to the 3rd anniversary + 3 months; the
 *   intermediate replaces the annual of the anniversary it is done at (recording it credits that annual);
 * - `annual_periodical` (Safety Equipment): the same, the 2nd/3rd-anniversary survey being periodical;
 * - `intermediate_only` (SMC, ISSC, MLC): only that intermediate window;
 * - `renewal_only`, `none`, `custom`: no endorsement windows (custom windows are entered by hand);
 * plus, for every scheme but `none` and `custom`, the renewal window [expiry − 3 months, expiry].
 */
export function surveyWindows(input: SurveyWindowInput): SurveyWindow[] {
  const { scheme, expiry_date: expiry, issue_date: issued } = input;
  if (!expiry || scheme === 'none' || scheme === 'custom') return [];
  const before = input.window_before_months ?? 3;
  const after = input.window_after_months ?? 3;
  const years = input.validity_months ? Math.floor(input.validity_months / 12) : 0;
  const anniversaries = new Map<number, IsoDate>();
  for (let i = 1; i < years; i++) {
    const date = addYears(expiry, i - years);
    if (!issued || date > issued) anniversaries.set(i, date);
  }
  const windows: SurveyWindow[] = [];
  const around = (kind: SurveyKind, no: number, date: IsoDate): SurveyWindow => ({
    kind,
    anniversary_no: no,
    anniversary_date: date,
    window_start: addMonths(date, -before),
    window_end: addMonths(date, after),
  });
  if (scheme === 'annual' || scheme === 'periodical' || scheme === 'annual_intermediate' || scheme === 'annual_periodical') {
    const kind = scheme === 'periodical' ? 'periodical' : 'annual';
    for (const [no, date] of anniversaries) windows.push(around(kind, no, date));
  }
  if (scheme === 'annual_intermediate' || scheme === 'annual_periodical' || scheme === 'intermediate_only') {
    const second = anniversaries.get(2);
    const third = anniversaries.get(3);
    if (second && third) {
      windows.push({
        kind: scheme === 'annual_periodical' ? 'periodical' : 'intermediate',
        anniversary_no: 2,
        anniversary_date: second,
        window_start: addMonths(second, -before),
        window_end: addMonths(third, after),
      });
    }
  }
  if (WITH_RENEWAL.includes(scheme)) {
    windows.push({
      kind: 'renewal',
      anniversary_no: 0,
      anniversary_date: expiry,
      window_start: addMonths(expiry, -(input.renewal_window_months ?? 3)),
      window_end: expiry,
    });
  }
  return windows.sort((a, b) => (a.window_start < b.window_start ? -1 : a.window_start > b.window_start ? 1 : a.kind.localeCompare(b.kind)));
}

/**
 * The annual windows an intermediate (or 2nd/3rd-anniversary periodical) survey done on `doneDate` stands
 * in for: the annual window(s) of the 2nd or 3rd anniversary containing that date.
 */
export function creditedAnnuals<T extends Pick<SurveyWindow, 'kind' | 'anniversary_no' | 'window_start' | 'window_end'>>(windows: readonly T[], doneDate: IsoDate): T[] {
  return windows.filter(
    (window) => window.kind === 'annual' && (window.anniversary_no === 2 || window.anniversary_no === 3) && window.window_start <= doneDate && doneDate <= window.window_end,
  );
}

/** Whether a date falls inside a window, both ends included. */
export function withinWindow(window: Pick<SurveyWindow, 'window_start' | 'window_end'>, date: IsoDate): boolean {
  return window.window_start <= date && date <= window.window_end;
}

/**
 * The expiry of the certificate issued on a renewal survey completed on `completed` (SOLAS I/14, HSSC):
 * completed within the renewal window (up to `windowMonths` before the old expiry) or after the old expiry
 * (under an extension): the old expiry + validity; completed earlier: the completion date + validity.
 */
export function renewedExpiry(oldExpiry: IsoDate, completed: IsoDate, validityMonths = 60, windowMonths = 3): IsoDate {
  const windowOpens = addMonths(oldExpiry, -windowMonths);
  return completed >= windowOpens ? addMonths(oldExpiry, validityMonths) : addMonths(completed, validityMonths);
}
