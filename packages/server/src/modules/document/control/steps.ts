import { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import { DOC_ISSUE_FLOW, DOC_ISSUE_MANUAL_FLOW } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { APPROVALS, type ApprovalInstance, type ApprovalOutcome } from '../../../platform/approvals.js';
import type { AdminAccess } from '../../../platform/authorization.js';
import { companyToday } from '../../../platform/company-today.js';
import { ApiError, fieldError } from '../../../platform/envelope.js';
import type { ModuleContext } from '../../../platform/module.js';
import type { Row } from '../../../platform/resource/define.js';
import { defineStep, type StepDefinition } from '../../../platform/resource/steps.js';
import { service } from '../../../platform/services.js';
import { issueVersion, lockDocument, REVIEW_SOURCE } from './issue.js';
import { latestEffective } from './resources.js';
import { document, documentVersion, type DocumentRow, type DocumentVersionRow } from './tables.js';

const idBody = z.strictObject({ id: z.string().uuid({ error: 'validate.invalid' }), comment: z.string().max(1000).optional() });
const reasonBody = z.strictObject({
  id: z.string().uuid({ error: 'validate.invalid' }),
  reason: z.string({ error: 'document.obsoleteReasonRequired' }).trim().min(1, { error: 'document.obsoleteReasonRequired' }).max(1000),
});

/** The flow a version goes through: an L1 manual's also reaches the general manager. */
export const flowOf = (level: string | null) => (level === 'L1' ? DOC_ISSUE_MANUAL_FLOW : DOC_ISSUE_FLOW);

const one = (rows: Row[]) => ({ data: { row: rows[0] } });

async function versionById(tx: Db, id: string): Promise<DocumentVersionRow> {
  const [row] = await tx.select().from(documentVersion).where(eq(documentVersion.id, id));
  return row!;
}

/**
 * Steps of a version and of a document (DOMAIN.md §4.13): submit a draft for review (the approval flow
 * starts), issue an approved version whose day has come (the daily run does it too), make obsolete
 * with a reason.
 */
export function controlSteps(context: ModuleContext): StepDefinition[] {
  return [
    defineStep({
      resource: 'document.Version',
      name: 'submit',
      input: idBody,
      mode: 'all',
      from: { field: 'status', states: ['draft'] },
      lockFirst: async (tx, ids) => {
        const [row] = await tx.select({ document_id: documentVersion.document_id }).from(documentVersion).where(inArray(documentVersion.id, [...ids]));
        if (row) await lockDocument(tx, row.document_id);
      },
      async run({ rows, tx, access, input, request }) {
        const version = rows[0] as unknown as DocumentVersionRow;
        const [doc] = await tx.select().from(document).where(eq(document.id, version.document_id));
        if (!doc) throw new ApiError('record.notFound');
        if (doc.status === 'obsolete') throw fieldError('document_id', 'document.documentObsolete');
        if (!version.file) throw fieldError('file', 'document.fileRequired');
        if (!version.effective_date) throw fieldError('effective_date', 'document.effectiveDateRequired');
        const floor = await latestEffective(tx, doc.id, version.id);
        if (floor && version.effective_date < floor) throw fieldError('effective_date', 'document.effectiveBeforeCurrent', { date: floor });
        await service(APPROVALS).start(tx, {
          bizType: flowOf(doc.level),
          bizId: version.id,
          title: `${doc.doc_no ?? ''} ${version.version} ${doc.title_zh || doc.title_en || ''}`.trim(),
          shipId: null,
          deptId: doc.owner_dept_id,
          startedBy: access,
          ...(input.comment ? { comment: input.comment } : {}),
          dueDate: version.effective_date > (await companyToday(request)) ? version.effective_date : null,
          // The version's reviewers review it first, each on a step of their own, before the owner department and the DPA.
          reviewers: version.reviewers ?? [],
        });
        const [after] = await tx.update(documentVersion).set({ status: 'in_review', updated_at: new Date() }).where(eq(documentVersion.id, version.id)).returning();
        return [after as unknown as Row];
      },
      answer: (outcome) => one(outcome.rows),
    }),
    defineStep({
      resource: 'document.Version',
      name: 'issue',
      input: idBody,
      mode: 'all',
      from: { field: 'status', states: ['approved'] },
      lockFirst: async (tx, ids) => {
        const [row] = await tx.select({ document_id: documentVersion.document_id }).from(documentVersion).where(inArray(documentVersion.id, [...ids]));
        if (row) await lockDocument(tx, row.document_id);
      },
      async run({ rows, tx, request }) {
        const version = rows[0] as unknown as DocumentVersionRow;
        const today = await companyToday(request);
        if (version.effective_date && version.effective_date > today) throw fieldError('effective_date', 'document.issueNotDue', { date: version.effective_date });
        const issued = await issueVersion(tx, version.id, today, context.alerts);
        return [issued as unknown as Row];
      },
      answer: (outcome) => one(outcome.rows),
    }),
    defineStep({
      resource: 'document.Version',
      name: 'obsolete',
      input: reasonBody,
      mode: 'all',
      from: { field: 'status', states: ['draft', 'approved', 'issued', 'superseded'] },
      lockFirst: async (tx, ids) => {
        const [row] = await tx.select({ document_id: documentVersion.document_id }).from(documentVersion).where(inArray(documentVersion.id, [...ids]));
        if (row) await lockDocument(tx, row.document_id);
      },
      async run({ rows, tx, input, request }) {
        const version = rows[0] as unknown as DocumentVersionRow;
        const [after] = await tx.update(documentVersion).set({ status: 'obsolete', obsolete_reason: input.reason, updated_at: new Date() }).where(eq(documentVersion.id, version.id)).returning();
        // The version in force withdrawn: the document has none until the next is issued, and no review is due.
        if (version.status === 'issued') {
          await tx.update(document).set({ current_version_id: null, status: 'draft', next_review_date: null, updated_at: new Date() }).where(and(eq(document.id, version.document_id), eq(document.current_version_id, version.id)));
          await context.alerts.reconcile(REVIEW_SOURCE, [version.document_id], tx, await companyToday(request));
        }
        return [after as unknown as Row];
      },
      answer: (outcome) => one(outcome.rows),
    }),
    defineStep({
      resource: 'document.Document',
      name: 'obsolete',
      input: reasonBody,
      mode: 'all',
      from: { field: 'status', states: ['draft', 'active'] },
      async run({ rows, tx, input, request }) {
        const doc = rows[0] as unknown as DocumentRow;
        // Its versions go with it; one under review is made obsolete when its approval ends (approvals below).
        await tx
          .update(documentVersion)
          .set({ status: 'obsolete', obsolete_reason: input.reason, updated_at: new Date() })
          .where(and(eq(documentVersion.document_id, doc.id), inArray(documentVersion.status, ['draft', 'approved', 'issued'])));
        const [after] = await tx.update(document).set({ status: 'obsolete', obsolete_reason: input.reason, next_review_date: null, updated_at: new Date() }).where(eq(document.id, doc.id)).returning();
        await context.alerts.reconcile(REVIEW_SOURCE, [doc.id], tx, await companyToday(request));
        return [after as unknown as Row];
      },
      answer: (outcome) => one(outcome.rows),
    }),
  ];
}

/**
 * What the approval's end does to the version, inside the settling act's transaction: approved → approved,
 * and issued at once when its effective date has come (else by the daily run on that day); rejected,
 * returned or cancelled → back to draft for its author. A version whose document was made obsolete while
 * it was reviewed ends obsolete.
 */
export function listenToApprovals(context: ModuleContext): void {
  const approvals = service(APPROVALS);
  const settled = async (tx: Db, instance: ApprovalInstance, outcome: ApprovalOutcome, actor: AdminAccess) => {
    const [head] = await tx.select({ document_id: documentVersion.document_id }).from(documentVersion).where(eq(documentVersion.id, instance.biz_id));
    if (!head) return;
    const doc = await lockDocument(tx, head.document_id);
    const [version] = await tx.select().from(documentVersion).where(eq(documentVersion.id, instance.biz_id)).for('update');
    if (!doc || !version || version.status !== 'in_review') return;
    if (outcome !== 'approved') {
      await tx.update(documentVersion).set({ status: 'draft', updated_at: new Date() }).where(eq(documentVersion.id, version.id));
      return;
    }
    if (doc.status === 'obsolete') {
      await tx.update(documentVersion).set({ status: 'obsolete', obsolete_reason: doc.obsolete_reason, updated_at: new Date() }).where(eq(documentVersion.id, version.id));
      return;
    }
    const today = await context.alerts.today();
    await tx.update(documentVersion).set({ status: 'approved', approved_at: new Date().toISOString(), approver_id: actor.admin.id, updated_at: new Date() }).where(eq(documentVersion.id, version.id));
    if ((version.effective_date ?? today) <= today) await issueVersion(tx, version.id, today, context.alerts);
  };
  approvals.onSettled(DOC_ISSUE_FLOW, settled);
  approvals.onSettled(DOC_ISSUE_MANUAL_FLOW, settled);
}

export { versionById };
