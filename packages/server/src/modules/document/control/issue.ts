import { and, asc, eq, lte, ne } from 'drizzle-orm';
import { addMonths } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import type { AlertService } from '../../../platform/alert/engine.js';
import { versionIssued } from './events.js';
import { document, documentVersion, type DocumentRow, type DocumentVersionRow } from './tables.js';

/** biz_type of the review alert (and of its rule and to-do source): alert-source.ts. */
export const REVIEW_SOURCE = 'document_review';

/** The document's row locked for the issue: every writer of a document's versions takes it first. */
export async function lockDocument(tx: Db, id: string): Promise<DocumentRow | undefined> {
  const [row] = await tx.select().from(document).where(eq(document.id, id)).for('update');
  return row;
}

/** The date a document is next reviewed: the version in force's effective date plus the review cycle. */
export const nextReviewOf = (effectiveDate: string, cycleMonths: number) => addMonths(effectiveDate, cycleMonths);

/**
 * Issues an approved version whose effective date has come, in one transaction with everything it moves:
 * the version issued, the one in force before it superseded, the document's current version, status and
 * next review date, and the distribution part told (events.ts). A version that takes effect earlier than
 * the one already in force (two approved versions issued by one late run, out of order) never replaces
 * it: it goes straight to superseded.
 */
export async function issueVersion(tx: Db, versionId: string, today: string, alerts?: AlertService): Promise<DocumentVersionRow> {
  const [head] = await tx.select({ document_id: documentVersion.document_id }).from(documentVersion).where(eq(documentVersion.id, versionId));
  if (!head) throw new Error(`document version ${versionId} not found`);
  const doc = await lockDocument(tx, head.document_id);
  const [version] = await tx.select().from(documentVersion).where(eq(documentVersion.id, versionId)).for('update');
  if (!doc || !version) throw new Error(`document version ${versionId} not found`);
  const effective = version.effective_date ?? today;
  const now = new Date().toISOString();
  const [previous] = await tx
    .select()
    .from(documentVersion)
    .where(and(eq(documentVersion.document_id, doc.id), eq(documentVersion.status, 'issued'), ne(documentVersion.id, version.id)))
    .for('update');
  if (previous && (previous.effective_date ?? '') > effective) {
    const [late] = await tx.update(documentVersion).set({ status: 'superseded', superseded_at: now, updated_at: new Date() }).where(eq(documentVersion.id, version.id)).returning();
    return late!;
  }
  if (previous) await tx.update(documentVersion).set({ status: 'superseded', superseded_at: now, updated_at: new Date() }).where(eq(documentVersion.id, previous.id));
  const [issued] = await tx
    .update(documentVersion)
    .set({ status: 'issued', issued_at: now, effective_date: effective, updated_at: new Date() })
    .where(eq(documentVersion.id, version.id))
    .returning();
  const [after] = await tx
    .update(document)
    .set({ current_version_id: version.id, status: 'active', next_review_date: nextReviewOf(effective, doc.review_cycle_months), updated_at: new Date() })
    .where(eq(document.id, doc.id))
    .returning();
  await versionIssued({ tx, version: issued!, document: after!, previous_version_id: previous?.id ?? null, today });
  if (alerts) await alerts.reconcile(REVIEW_SOURCE, [doc.id], tx, today);
  return issued!;
}

/**
 * The daily run's part (the alert engine's `prepare`): every approved version whose effective date has
 * come is issued, oldest effective date first (then the earlier approval), so that of two approved
 * versions the later one ends in force.
 */
export async function issueDueVersions(tx: Db, today: string): Promise<number> {
  const due = await tx
    .select({ id: documentVersion.id })
    .from(documentVersion)
    .where(and(eq(documentVersion.status, 'approved'), lte(documentVersion.effective_date, today)))
    .orderBy(asc(documentVersion.effective_date), asc(documentVersion.approved_at), asc(documentVersion.created_at));
  for (const { id } of due) await issueVersion(tx, id, today);
  return due.length;
}
