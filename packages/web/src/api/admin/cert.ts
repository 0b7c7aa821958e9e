/**
 * Certificate calls beyond the generic actions (contract resources/cert.ts): a certificate's survey
 * windows, and its workflow steps `recordSurvey` and `renew`.
 */
import type { RecordSurveyBody, RenewAnswer, RenewBody } from '@vessel/contract';
import { http } from '../app-http-client';
import type { ResourceRow } from './resource';

export const CERTIFICATE_BASE = '/admin/cert.Certificate/';
export const SURVEY_BASE = '/admin/cert.CertificateSurvey/';
export const CERTIFICATE_TYPE_BASE = '/admin/cert.CertificateType/';
export const SEAFARER_DOCUMENT_BASE = '/admin/crew.SeafarerDocument/';

/** One certificate's windows in date order (a certificate has at most a handful). */
export function listSurveys(certificateId: string) {
  return http.get<{ list: ResourceRow[]; total: number }>(`${SURVEY_BASE}index`, {
    limit: 100,
    order: 'window_start,asc',
    search: [{ field: 'certificate_id', operator: 'eq', val: certificateId }],
  });
}

/** Endorses one window; the server refuses a date outside the window, in the future, or a window already done. */
export function recordSurvey(body: RecordSurveyBody) {
  return http.post<{ row: ResourceRow }>(`${CERTIFICATE_BASE}recordSurvey`, body, { showSuccessMessage: true });
}

/** Enters the new certificate; the old one becomes superseded and points at it. */
export function renewCertificate(body: RenewBody) {
  return http.post<RenewAnswer>(`${CERTIFICATE_BASE}renew`, body, { showSuccessMessage: true });
}

/** A certificate (or seafarer document) by id, as its resource presents it. */
export function readRecord(base: string, id: string, options: { quiet?: boolean } = {}) {
  return http.get<{ row: ResourceRow }>(`${base}edit`, { id }, options.quiet ? QUIET : undefined);
}

/** A call whose refusal (no right, no record) the page handles itself, without a message. */
const QUIET = { showCodeMessage: false, showErrorMessage: false } as const;

/** The certificate holding a survey window (needs the window list's `id` filter; null when not offered). */
export function findSurvey(surveyId: string) {
  return http.get<{ list: ResourceRow[]; total: number }>(
    `${SURVEY_BASE}index`,
    { limit: 1, search: [{ field: 'id', operator: 'eq', val: surveyId }] },
    QUIET,
  );
}

/** The certificate a renewal replaced: the one whose superseded_by_id is this one. */
export function findReplaced(certificateId: string) {
  return http.get<{ list: ResourceRow[]; total: number }>(
    `${CERTIFICATE_BASE}index`,
    { limit: 1, search: [{ field: 'superseded_by_id', operator: 'eq', val: certificateId }] },
    QUIET,
  );
}
