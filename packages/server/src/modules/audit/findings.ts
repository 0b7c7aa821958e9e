import { and, eq, inArray } from 'drizzle-orm';
import { columnsOf } from './columns.js';
import { NOTED_GRADES, type FindingGrade } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../../platform/authorization.js';
import { NCR_PIPELINE, type NcrGrade, type NcrSourceType, type NcrState } from '../../platform/ncr-pipeline.js';
import type { Row } from '../../platform/resource/define.js';
import { service } from '../../platform/services.js';
import { auditFinding, auditPlan } from './tables.js';

const finding = columnsOf(auditFinding);
const plan = columnsOf(auditPlan);

export type FindingRow = Row & {
  plan_id: string;
  grade: FindingGrade;
  clause_ref: string | null;
  description: string;
  objective_evidence: string | null;
  due_date: string | null;
  status: string;
  ncr_id: string | null;
  ncr_no: string | null;
  category: 'internal' | 'external';
  ship_id: string | null;
  dept_id: string;
};

const NCR_GRADE: Record<FindingGrade, NcrGrade> = { major_nc: 'major', nc: 'minor', observation: 'observation', opportunity: 'observation' };

export const sourceTypeOf = (category: string): NcrSourceType => (category === 'external' ? 'external_audit' : 'internal_audit');

/** Whether a finding raises an NCR: every grade but an observation or an opportunity for improvement. */
export const raisesNcr = (grade: string) => !(NOTED_GRADES as readonly string[]).includes(grade);

/**
 * Raises the NCR of a finding within the caller's transaction (DOMAIN.md §4.8: each finding becomes an
 * NCR unless it is only noted), linked back to the audit and the finding, the ISM clause compared for
 * repeats; the finding remembers it. A noted finding is left as it is.
 */
export async function raiseFindingNcr(tx: Db, findingId: string, raisedBy: AdminAccess): Promise<FindingRow> {
  const [row] = (await tx.select().from(auditFinding).where(eq(finding.id, findingId))) as FindingRow[];
  if (!row || !raisesNcr(row.grade) || row.ncr_id) return row!;
  const [audit] = (await tx.select({ audit_no: plan.audit_no }).from(auditPlan).where(eq(plan.id, row.plan_id))) as Array<{ audit_no: string }>;
  const raised = await service(NCR_PIPELINE).raise(tx, {
    sourceType: sourceTypeOf(row.category),
    sourceId: row.plan_id,
    sourceItemId: row.id,
    shipId: row.ship_id,
    deptId: row.dept_id,
    grade: NCR_GRADE[row.grade],
    clauseRef: row.clause_ref || null,
    title: `${audit?.audit_no ?? ''} ${row.clause_ref ? `ISM ${row.clause_ref}: ` : ''}${row.description}`.trim().slice(0, 200),
    description: [row.description, row.objective_evidence].filter(Boolean).join('\n\n'),
    targetDate: row.due_date,
    raisedBy,
  });
  const [updated] = (await tx
    .update(auditFinding)
    .set({ ncr_id: raised.id, ncr_no: raised.ncr_no, status: 'ncr_raised', updated_at: new Date() } as never)
    .where(eq(finding.id, row.id))
    .returning()) as FindingRow[];
  return updated!;
}

/** An NCR counts as closed once it has a closing date or its state says so. */
export const ncrClosed = (ncr: Pick<NcrState, 'status' | 'closed_at'>) => !!ncr.closed_at || ncr.status === 'closed';

/**
 * The findings that still hold their audit open: each that raises an NCR and whose NCR is not closed (or
 * was never raised). Observations and opportunities never do.
 */
export async function openFindings(db: Db, planId: string, category: string): Promise<FindingRow[]> {
  const rows = (await db.select().from(auditFinding).where(eq(finding.plan_id, planId))) as FindingRow[];
  const ncrs = new Map((await service(NCR_PIPELINE).ofSource(db, sourceTypeOf(category), planId)).map((ncr) => [ncr.id, ncr]));
  return rows.filter((row) => raisesNcr(row.grade) && (!row.ncr_id || !ncrs.get(row.ncr_id) || !ncrClosed(ncrs.get(row.ncr_id)!)));
}

/** An NCR of an audit closed (or reopened): its finding follows, in the NCR's own transaction. */
export async function followNcr(tx: Db, ncr: NcrState & { source_id: string | null }): Promise<void> {
  if (!ncr.source_item_id) return;
  await tx
    .update(auditFinding)
    .set({ status: ncrClosed(ncr) ? 'closed' : 'ncr_raised', updated_at: new Date() } as never)
    .where(and(eq(finding.id, ncr.source_item_id), inArray(finding.status, ['ncr_raised', 'closed'])));
}
