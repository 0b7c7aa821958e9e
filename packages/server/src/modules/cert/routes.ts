import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { addMonths, creditedAnnuals, recordSurveyBody, renewBody, renewedExpiry, withinWindow, type RenewAnswer } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { ApiError, fieldError, success } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { answers } from '../../platform/openapi.js';
import type { ResourceBinding, Row } from '../../platform/resource/define.js';
import { assertRouteReferences } from '../../platform/resource/references.js';
import { scopeCondition } from '../../platform/resource/register.js';
import { CERTIFICATE_SOURCE, SURVEY_SOURCE } from './alert-sources.js';
import { openSurveyIds, refreshCertificate, regenerateWindows } from './certificate-state.js';
import { certificate, certificateSurvey, certType, type CertificateRow } from './tables.js';

const notFound = () => new ApiError('record.notFound', { status: 404 });

/** The certificate as the caller may see it (scope), locked for the write, or 404. */
async function visibleCertificate(tx: Db, binding: ResourceBinding, request: FastifyRequest, id: string): Promise<CertificateRow> {
  const [row] = await tx
    .select()
    .from(certificate)
    .where(and(eq(certificate.id, id), scopeCondition(binding, request.access!), await binding.restrict?.(request.access!, tx)))
    .for('update');
  if (!row) throw notFound();
  if (row.status === 'superseded') throw fieldError('id', 'cert.supersededLocked');
  return row;
}

export function certificateRoutes(app: FastifyInstance, context: ModuleContext, bindings: { certificate: ResourceBinding; document: ResourceBinding }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  /**
   * Endorses one survey window: the date must fall inside it (an endorsement outside its window is not an
   * endorsement). An intermediate survey also stands in for the annual of the anniversary it is done at.
   */
  api.post('/admin/cert.Certificate/recordSurvey', {
    config: { auth: 'admin', right: 'cert/certificate/recordSurvey' },
    schema: { tags: ['cert'], summary: 'Record the survey (endorsement) of a certificate window', body: recordSurveyBody, response: answers(z.unknown()) },
    handler: async (request) => {
      const body = request.body;
      const today = await context.alerts.today();
      const outcome = await db.transaction(async (tx) => {
        const cert = await visibleCertificate(tx, bindings.certificate, request, body.id);
        const surveys = await tx.select().from(certificateSurvey).where(eq(certificateSurvey.certificate_id, cert.id));
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
          recorded_by: request.access!.admin.id,
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
        await tx.update(certificate).set({ last_endorsement_date: last, updated_at: new Date(), updated_by: request.access!.admin.id }).where(eq(certificate.id, cert.id));
        const status = await refreshCertificate(tx, cert.id, today);
        await context.alerts.reconcile(SURVEY_SOURCE, done, tx, today);
        await context.alerts.reconcile(CERTIFICATE_SOURCE, cert.id, tx, today);
        const [saved] = await tx.select().from(certificateSurvey).where(eq(certificateSurvey.id, survey.id));
        return { survey: saved, credited: done.slice(1), certificate: { id: cert.id, status, last_endorsement_date: last } };
      });
      return success(request, outcome, 'cert.surveyRecorded');
    },
  });

  /**
   * Renewal: the new certificate replaces the old one, which becomes superseded (its alerts and to-dos
   * close). Without an expiry date, the new one is computed by the renewal rule of SOLAS I/14.
   */
  api.post('/admin/cert.Certificate/renew', {
    config: { auth: 'admin', right: 'cert/certificate/renew' },
    schema: { tags: ['cert'], summary: 'Renew a certificate: enter the new one, which supersedes it', body: renewBody, response: answers(z.unknown()) },
    handler: async (request) => {
      const body = request.body;
      const today = await context.alerts.today();
      const access = request.access!;
      const answer: RenewAnswer = await db.transaction(async (tx) => {
        const old = await visibleCertificate(tx, bindings.certificate, request, body.id);
        if (!old.expiry_date) throw fieldError('id', 'cert.noExpiryToRenew');
        // The new certificate names the old one's holder: the same reference rule as the form's.
        await assertRouteReferences('cert.Certificate', {
          values: { ship_id: old.ship_id, seafarer_id: old.seafarer_id, cert_type_id: old.cert_type_id },
          existing: null,
          access,
          resources: context.resources,
          tx,
        });
        const [type] = await tx.select().from(certType).where(eq(certType.id, old.cert_type_id));
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
        await tx
          .update(certificateSurvey)
          .set({ done_date: completed ?? body.issue_date, result: 'endorsed', state: 'done', recorded_by: access.admin.id, updated_at: new Date() })
          .where(and(eq(certificateSurvey.certificate_id, old.id), eq(certificateSurvey.kind, 'renewal'), isNull(certificateSurvey.done_date)));
        await tx
          .update(certificate)
          .set({ status: 'superseded', superseded_by_id: created!.id, updated_at: new Date(), updated_by: access.admin.id })
          .where(eq(certificate.id, old.id));
        const oldSurveys = (await tx.select({ id: certificateSurvey.id }).from(certificateSurvey).where(eq(certificateSurvey.certificate_id, old.id))).map((s) => s.id);
        await context.alerts.reconcile(CERTIFICATE_SOURCE, [old.id, created!.id], tx, today);
        await context.alerts.reconcile(SURVEY_SOURCE, [...oldSurveys, ...(await openSurveyIds(tx, [created!.id]))], tx, today);
        const [row] = await tx.select().from(certificate).where(eq(certificate.id, created!.id));
        return { row: row as unknown as Row, superseded_id: old.id };
      });
      context.resourceHooks.changed('cert.Certificate');
      const [presented] = bindings.certificate.present ? await bindings.certificate.present([answer.row as Row], db) : [answer.row];
      return success(request, { ...answer, row: presented }, 'cert.renewed');
    },
  });

  // The crew manager has seen the original document.
  api.post('/admin/crew.SeafarerDocument/verify', {
    config: { auth: 'admin', right: 'crew/seafarerDocument/verify' },
    schema: { tags: ['cert'], summary: 'Mark seafarer documents verified against the originals', body: z.strictObject({ ids: z.array(z.string().uuid()).min(1).max(200) }), response: answers(z.unknown()) },
    handler: async (request) => {
      const access = request.access!;
      const inScope = and(inArray(certificate.id, request.body.ids), eq(certificate.holder_type, 'seafarer'), scopeCondition(bindings.document, access));
      // The first verification is the record (who saw the original, and when): it is never overwritten.
      const done = await db
        .update(certificate)
        .set({ verified_by: access.admin.id, verified_at: new Date(), updated_at: new Date(), updated_by: access.admin.id })
        .where(and(inScope, isNull(certificate.verified_at)))
        .returning({ id: certificate.id });
      if (done.length === 0) {
        const [seen] = await db.select({ id: certificate.id }).from(certificate).where(inScope).limit(1);
        if (!seen) throw notFound();
        throw fieldError('ids', 'cert.alreadyVerified');
      }
      return success(request, { count: done.length }, 'cert.verified', { count: done.length });
    },
  });
}
