import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { certificateStatus, dueStatus, isManualCertificateStatus, surveyWindows, type CertificateStatus } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { department } from '../../platform/identity/tables.js';
import { certificate, certificateSurvey, certificateType, type CertificateRow, type CertificateSurveyRow, type CertificateTypeRow } from './tables.js';

/** Lead time (days) before a survey window opens at which it counts as due soon. */
export const WINDOW_LEAD_DAYS = 30;

/** A survey window's stored state: the due-status calculator on the window, due soon a month before it opens. */
export function surveyState(survey: Pick<CertificateSurveyRow, 'window_start' | 'window_end' | 'done_date'>, today: string): string {
  return dueStatus({ due_date: survey.window_start, window_start: survey.window_start, window_end: survey.window_end, done_date: survey.done_date, lead_days: [WINDOW_LEAD_DAYS], today });
}

/** The status a certificate should have today. */
export function statusOf(row: Pick<CertificateRow, 'expiry_date' | 'extension_until' | 'status'>, type: Pick<CertificateTypeRow, 'alert_days'>, surveys: readonly CertificateSurveyRow[], today: string): CertificateStatus {
  return certificateStatus({ expiry_date: row.expiry_date, extension_until: row.extension_until, alert_days: type.alert_days, surveys, current: row.status, today });
}

/**
 * Brings a certificate's survey windows in line with its dates and type (on save): windows already
 * endorsed stay as they are; open ones move to the new dates (same row, so their alerts follow); windows
 * that no longer exist go. Answers the ids of the windows removed (their alerts must close).
 */
export async function regenerateWindows(tx: Db, row: CertificateRow, type: CertificateTypeRow): Promise<string[]> {
  const existing = await tx.select().from(certificateSurvey).where(eq(certificateSurvey.certificate_id, row.id));
  const wanted = surveyWindows({
    scheme: type.survey_scheme,
    expiry_date: row.expiry_date,
    issue_date: row.issue_date,
    validity_months: type.validity_months,
    window_before_months: type.window_before_months,
    window_after_months: type.window_after_months,
  });
  const key = (survey: { kind: string; anniversary_no: number }) => `${survey.kind}#${survey.anniversary_no}`;
  const byKey = new Map(existing.map((survey) => [key(survey), survey]));
  const kept = new Set<string>();
  for (const window of wanted) {
    const current = byKey.get(key(window));
    if (current) {
      kept.add(current.id);
      if (current.done_date) continue;
      if (current.window_start !== window.window_start || current.window_end !== window.window_end || current.anniversary_date !== window.anniversary_date) {
        await tx
          .update(certificateSurvey)
          .set({ anniversary_date: window.anniversary_date, window_start: window.window_start, window_end: window.window_end, updated_at: new Date() })
          .where(eq(certificateSurvey.id, current.id));
      }
      continue;
    }
    await tx.insert(certificateSurvey).values({ certificate_id: row.id, ship_id: row.ship_id, dept_id: row.dept_id, ...window });
  }
  const stale = existing.filter((survey) => !kept.has(survey.id) && !survey.done_date).map((survey) => survey.id);
  if (stale.length) await tx.delete(certificateSurvey).where(inArray(certificateSurvey.id, stale));
  // The windows follow their certificate's holder and scope.
  await tx.update(certificateSurvey).set({ ship_id: row.ship_id, dept_id: row.dept_id }).where(eq(certificateSurvey.certificate_id, row.id));
  return stale;
}

/** Recomputes and stores the states of a certificate's windows and its status; answers the status. */
export async function refreshCertificate(tx: Db, certificateId: string, today: string): Promise<CertificateStatus | null> {
  const [found] = await tx.select({ row: certificate, type: certificateType }).from(certificate).innerJoin(certificateType, eq(certificateType.id, certificate.cert_type_id)).where(eq(certificate.id, certificateId));
  if (!found) return null;
  const surveys = await tx.select().from(certificateSurvey).where(eq(certificateSurvey.certificate_id, certificateId));
  for (const survey of surveys) {
    const state = surveyState(survey, today);
    if (state !== survey.state) await tx.update(certificateSurvey).set({ state }).where(eq(certificateSurvey.id, survey.id));
  }
  const status = statusOf(found.row, found.type, surveys, today);
  if (status !== found.row.status) await tx.update(certificate).set({ status }).where(eq(certificate.id, certificateId));
  return status;
}

/**
 * The daily pass: every window's state and every computed status as of `today`, in bulk (superseded,
 * suspended and withdrawn certificates keep theirs). Only rows that change are written.
 */
export async function refreshAllCertificates(tx: Db, today: string): Promise<void> {
  const surveys = await tx
    .select({ survey: certificateSurvey })
    .from(certificateSurvey)
    .innerJoin(certificate, eq(certificate.id, certificateSurvey.certificate_id))
    .where(notInArray(certificate.status, ['superseded', 'withdrawn']));
  const byCertificate = new Map<string, CertificateSurveyRow[]>();
  const changedStates = new Map<string, string[]>();
  for (const { survey } of surveys) {
    const state = surveyState(survey, today);
    if (state !== survey.state) changedStates.set(state, [...(changedStates.get(state) ?? []), survey.id]);
    byCertificate.set(survey.certificate_id, [...(byCertificate.get(survey.certificate_id) ?? []), survey]);
  }
  for (const [state, ids] of changedStates) await tx.update(certificateSurvey).set({ state }).where(inArray(certificateSurvey.id, ids));

  const rows = await tx
    .select({ id: certificate.id, expiry_date: certificate.expiry_date, extension_until: certificate.extension_until, status: certificate.status, alert_days: certificateType.alert_days })
    .from(certificate)
    .innerJoin(certificateType, eq(certificateType.id, certificate.cert_type_id))
    .where(notInArray(certificate.status, ['superseded', 'suspended', 'withdrawn']));
  const changed = new Map<CertificateStatus, string[]>();
  for (const row of rows) {
    if (isManualCertificateStatus(row.status)) continue;
    const status = statusOf(row, row, byCertificate.get(row.id) ?? [], today);
    if (status !== row.status) changed.set(status, [...(changed.get(status) ?? []), row.id]);
  }
  for (const [status, ids] of changed) await tx.update(certificate).set({ status }).where(inArray(certificate.id, ids));
}

/** Open (not endorsed) windows of certificates, for reconciling their alerts. */
export async function openSurveyIds(tx: Db, certificateIds: readonly string[]): Promise<string[]> {
  if (certificateIds.length === 0) return [];
  const rows = await tx
    .select({ id: certificateSurvey.id })
    .from(certificateSurvey)
    .where(and(inArray(certificateSurvey.certificate_id, [...certificateIds]), isNull(certificateSurvey.done_date)));
  return rows.map((row) => row.id);
}

/** The company root of the department tree: the scope of company certificates. */
export async function companyRootId(tx: Db): Promise<string | null> {
  const [root] = await tx
    .select({ id: department.id })
    .from(department)
    .where(isNull(department.pid))
    .orderBy(sql`(${department.dept_type} = 'company') desc`, department.created_at)
    .limit(1);
  return root?.id ?? null;
}
