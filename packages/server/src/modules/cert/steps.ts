import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { addMonths, creditedAnnuals, recordSurveyBody, renewBody, renewedExpiry, withinWindow } from '@vessel/contract';
import { fieldError } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import type { Row } from '../../platform/resource/define.js';
import { assertRouteReferences } from '../../platform/resource/references.js';
import { defineStep, type RelatedChange, type StepDefinition } from '../../platform/resource/steps.js';
import { CERTIFICATE_SOURCE, SURVEY_SOURCE } from './alert-sources.js';
import { openSurveyIds, refreshCertificate, regenerateWindows } from './certificate-state.js';
import { certificate, certificateSurvey, certificateType, type CertificateRow } from './tables.js';

const SURVEY_RESOURCE = 'cert.CertificateSurvey';

/** A certificate replaced by its renewal is history: no step changes it again. */
function assertCurrent(row: Row): CertificateRow {
  if (row.status === 'superseded') throw fieldError('id', 'cert.supersededLocked');
  return row as unknown as CertificateRow;
}

/** Survey windows as they were and are now, for their own resource's hooks (the sensitive-data log). */
function surveyChanges(before: readonly Row[], after: readonly Row[]): RelatedChange[] {
  return after.flatMap((now) => {
    const was = before.find((row) => row.id === now.id);
    return was ? [{ resource: SURVEY_RESOURCE, before: was, after: now }] : [];
  });
}

/**
 * The certificate's workflow steps (DOMAIN.md §4.5), run by the kit: the caller's scope on the named
 * certificate, locked for the step, the transaction, the hooks of every certificate and survey window a
 * step changes, and the admin log of the call.
 */
export function certSteps(context: ModuleContext): StepDefinition[] {
  /**
   * Endorses one survey window: the date must fall inside it (an endorsement outside its window is not an
   * endorsement). An intermediate survey also stands in for the annual of the anniversary it is done at.
   */
  const recordSurvey = defineStep({
    resource: 'cert.Certificate',
    name: 'recordSurvey',
    input: recordSurveyBody,
    mode: 'all',
    async run({ rows, input: body, tx, access }) {
      const cert = assertCurrent(rows[0]!);
      const today = await context.alerts.today();
      const surveys = (await tx.select().from(certificateSurvey).where(eq(certificateSurvey.certificate_id, cert.id))) as Row[] as Array<typeof certificateSurvey.$inferSelect & Row>;
      const survey = surveys.find((s) => s.id === body.survey_id);
      if (!survey) throw fieldError('survey_id', 'cert.surveyNotFound');
      if (survey.kind === 'renewal') throw fieldError('survey_id', 'cert.renewalWindowSurvey');
      if (survey.done_date) throw fieldError('survey_id', 'cert.surveyAlreadyDone', { date: survey.done_date });
      if (body.done_date > today) throw fieldError('done_date', 'cert.dateInFuture');
      if (!withinWindow(survey, body.done_date)) {
        throw fieldError('done_date', 'cert.outsideWindow', { start: survey.window_start, end: survey.window_end });
      }
      const recorded = {
        done_date: body.done_date,
        place: body.place ?? '',
        surveyor: body.surveyor ?? '',
        result: body.result,
        remarks: body.remarks ?? '',
        endorsement_file: body.endorsement_file ?? '',
        recorded_by: access.admin.id,
        state: 'done',
        updated_at: new Date(),
      };
      await tx.update(certificateSurvey).set(recorded).where(eq(certificateSurvey.id, survey.id));
      const done = [survey.id];
      // The 2nd/3rd-anniversary survey (intermediate, or the periodical of annual_periodical) credits that annual.
      const spansTwoAnniversaries = survey.anniversary_no === 2 && survey.window_end > addMonths(survey.anniversary_date, 12);
      if (survey.kind === 'intermediate' || (survey.kind === 'periodical' && spansTwoAnniversaries)) {
        const credited = creditedAnnuals(surveys.filter((s) => !s.done_date), body.done_date);
        if (credited.length) {
          await tx
            .update(certificateSurvey)
            .set({ ...recorded, result: 'credited', remarks: recorded.remarks })
            .where(inArray(certificateSurvey.id, credited.map((s) => s.id)));
          done.push(...credited.map((s) => s.id));
        }
      }
      const last = cert.last_endorsement_date && cert.last_endorsement_date > body.done_date ? cert.last_endorsement_date : body.done_date;
      await tx.update(certificate).set({ last_endorsement_date: last, updated_at: new Date(), updated_by: access.admin.id }).where(eq(certificate.id, cert.id));
      const status = await refreshCertificate(tx, cert.id, today);
      await context.alerts.reconcile(SURVEY_SOURCE, done, tx, today);
      await context.alerts.reconcile(CERTIFICATE_SOURCE, cert.id, tx, today);
      const after = (await tx.select().from(certificateSurvey).where(inArray(certificateSurvey.id, done))) as Row[];
      const [now] = (await tx.select().from(certificate).where(eq(certificate.id, cert.id))) as Row[];
      return {
        rows: [now!],
        related: surveyChanges(surveys, after),
        value: { survey: after.find((s) => s.id === survey.id), credited: done.slice(1), certificate: { id: cert.id, status, last_endorsement_date: last } },
      };
    },
    answer: ({ value }) => ({ data: value, message: 'cert.surveyRecorded' }),
  });

  /**
   * Renewal: the new certificate replaces the old one, which becomes superseded (its alerts and to-dos
   * close). Without an expiry date, the new one is computed by the renewal rule of SOLAS I/14.
   */
  const renew = defineStep({
    resource: 'cert.Certificate',
    name: 'renew',
    input: renewBody,
    mode: 'all',
    async run({ rows, input: body, tx, access }) {
      const old = assertCurrent(rows[0]!);
      const today = await context.alerts.today();
      if (!old.expiry_date) throw fieldError('id', 'cert.noExpiryToRenew');
      // The new certificate names the old one's holder: the same reference rule as the form's.
      await assertRouteReferences('cert.Certificate', {
        values: { ship_id: old.ship_id, seafarer_id: old.seafarer_id, cert_type_id: old.cert_type_id },
        existing: null,
        access,
        resources: context.resources,
        tx,
      });
      const [type] = await tx.select().from(certificateType).where(eq(certificateType.id, old.cert_type_id));
      const completed = body.survey_completed_date ?? null;
      if (completed && completed > today) throw fieldError('survey_completed_date', 'cert.dateInFuture');
      let expiry = body.expiry_date ?? null;
      if (!expiry && type!.validity_months) {
        expiry = completed ? renewedExpiry(old.expiry_date, completed, type!.validity_months) : addMonths(body.issue_date, type!.validity_months);
      }
      if (!expiry) throw fieldError('expiry_date', 'cert.renewalNeedsExpiry');
      if (expiry < body.issue_date) throw fieldError('expiry_date', 'cert.expiryBeforeIssue');
      if (expiry <= old.expiry_date) throw fieldError('expiry_date', 'cert.renewExpiryNotLater', { date: old.expiry_date });
      const [created] = await tx
        .insert(certificate)
        .values({
          holder_type: old.holder_type,
          ship_id: old.ship_id,
          seafarer_id: old.seafarer_id,
          dept_id: old.dept_id,
          cert_type_id: old.cert_type_id,
          doc_category: old.doc_category,
          cert_no: body.cert_no,
          issued_by: body.issued_by ?? old.issued_by,
          issue_place: body.issue_place ?? old.issue_place,
          issue_date: body.issue_date,
          expiry_date: expiry,
          term: body.term,
          files: body.files ?? [],
          remarks: body.remarks ?? '',
          issuing_country: old.issuing_country,
          issuing_authority: old.issuing_authority,
          stcw_reg: old.stcw_reg,
          capacity: old.capacity,
          created_by: access.admin.id,
          updated_by: access.admin.id,
        })
        .returning();
      await regenerateWindows(tx, created!, type!);
      await refreshCertificate(tx, created!.id, today);
      // The old certificate's renewal window is done by this renewal.
      const openRenewal = and(eq(certificateSurvey.certificate_id, old.id), eq(certificateSurvey.kind, 'renewal'), isNull(certificateSurvey.done_date));
      const windowsBefore = (await tx.select().from(certificateSurvey).where(openRenewal)) as Row[];
      const windowsAfter = (await tx
        .update(certificateSurvey)
        .set({ done_date: completed ?? body.issue_date, result: 'endorsed', state: 'done', recorded_by: access.admin.id, updated_at: new Date() })
        .where(openRenewal)
        .returning()) as Row[];
      const [superseded] = (await tx
        .update(certificate)
        .set({ status: 'superseded', superseded_by_id: created!.id, updated_at: new Date(), updated_by: access.admin.id })
        .where(eq(certificate.id, old.id))
        .returning()) as Row[];
      const oldSurveys = (await tx.select({ id: certificateSurvey.id }).from(certificateSurvey).where(eq(certificateSurvey.certificate_id, old.id))).map((s) => s.id);
      await context.alerts.reconcile(CERTIFICATE_SOURCE, [old.id, created!.id], tx, today);
      await context.alerts.reconcile(SURVEY_SOURCE, [...oldSurveys, ...(await openSurveyIds(tx, [created!.id]))], tx, today);
      const [row] = (await tx.select().from(certificate).where(eq(certificate.id, created!.id))) as Row[];
      return { rows: [superseded!], related: surveyChanges(windowsBefore, windowsAfter), value: { row: row!, superseded_id: old.id } };
    },
    async answer({ value }) {
      const answer = value as { row: Row; superseded_id: string };
      const binding = context.registry.resource('cert.Certificate')!;
      const [presented] = binding.present ? await binding.present([answer.row], context.db) : [answer.row];
      return { data: { ...answer, row: presented }, message: 'cert.renewed' };
    },
  });

  /**
   * The crew manager has seen the original document. The first verification is the record (who saw the
   * original, and when): it is never overwritten; a call that finds every document verified says so.
   */
  const verify = defineStep({
    resource: 'crew.SeafarerDocument',
    name: 'verify',
    input: z.strictObject({ ids: z.array(z.string().uuid()).min(1).max(200) }),
    mode: 'all',
    async run({ rows, tx, access }) {
      const unverified = rows.filter((row) => row.verified_at === null);
      if (unverified.length === 0) throw fieldError('ids', 'cert.alreadyVerified');
      const now = new Date();
      return (await tx
        .update(certificate)
        .set({ verified_by: access.admin.id, verified_at: now, updated_at: now, updated_by: access.admin.id })
        .where(inArray(certificate.id, unverified.map((row) => row.id)))
        .returning()) as Row[];
    },
    answer: ({ rows }) => ({ data: { count: rows.length }, message: 'cert.verified', params: { count: rows.length } }),
  });

  return [recordSurvey, renew, verify];
}
