/**
 * A certificate's survey windows as the drawer reads them (rows of cert.CertificateSurvey), and which of
 * them a survey can be recorded against: open already, not yet done, and not the renewal window (a
 * renewal survey is recorded by renewing the certificate).
 */
import type { ResourceRow } from '../../../api/admin/resource';

export interface SurveyRow {
  id: string;
  kind: string;
  anniversary_no: number | null;
  anniversary_date: string | null;
  window_start: string;
  window_end: string;
  state: string;
  done_date: string | null;
  place: string;
  surveyor: string;
  result: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const dateOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function surveyRows(rows: readonly ResourceRow[]): SurveyRow[] {
  return rows
    .filter((row) => typeof row.window_start === 'string' && typeof row.window_end === 'string')
    .map((row) => ({
      id: row.id,
      kind: text(row.kind),
      anniversary_no: typeof row.anniversary_no === 'number' ? row.anniversary_no : null,
      anniversary_date: dateOrNull(row.anniversary_date),
      window_start: row.window_start as string,
      window_end: row.window_end as string,
      state: text(row.state) || (row.done_date ? 'done' : 'ok'),
      done_date: dateOrNull(row.done_date),
      place: text(row.place),
      surveyor: text(row.surveyor),
      result: text(row.result),
    }))
    .sort((a, b) => (a.window_start < b.window_start ? -1 : a.window_start > b.window_start ? 1 : a.kind.localeCompare(b.kind)));
}

/** Open to a survey record: not done, not the renewal window, and already open (a survey cannot be dated ahead). */
export function isRecordable(window: Pick<SurveyRow, 'kind' | 'done_date' | 'window_start'>, today: string): boolean {
  return !window.done_date && window.kind !== 'renewal' && window.window_start <= today;
}

export function recordableWindows(windows: readonly SurveyRow[], today: string): SurveyRow[] {
  return windows.filter((window) => isRecordable(window, today));
}
