import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../../platform/authorization.js';
import { ApiError } from '../../platform/envelope.js';
import { NCR_PIPELINE, type NcrPipeline, type NcrState, type RaisedNcr } from '../../platform/ncr-pipeline.js';
import { optionalService } from '../../platform/services.js';
import { ncrGradeOf, ncrSourceOf, refreshInspection, SUPERVISION_NCR_SOURCES } from './rules.js';
import { inspection, inspectionItem, visit, visitFinding, type InspectionItemRow, type InspectionRow, type VisitFindingRow, type VisitRow } from './tables.js';

/** The setting that raises NCRs from deficiencies as they are saved: off, one per item or one per inspection. */
export const NCR_AUTO_SETTING = 'supervision_ncr_auto';
export type NcrAuto = 'off' | 'per_item' | 'per_inspection';

/** The NCR pipeline, or a refusal the user can read when the NCR area is disabled. */
export function pipeline(): NcrPipeline {
  const found = optionalService(NCR_PIPELINE);
  if (!found) throw new ApiError('supervision.ncrUnavailable');
  return found;
}

const KIND_WORDS: Record<string, string> = {
  psc: 'PSC',
  fsc: 'FSC',
  class_survey: 'Class',
  vetting: 'Vetting',
};

/** An NCR's title: the inspection (kind, port, day) and the item's code, readable in either language. */
function titleOf(head: InspectionRow, code: string | null, description: string): string {
  const where = [KIND_WORDS[head.kind] ?? head.kind, head.port, head.inspected_on].filter(Boolean).join(' ');
  return `${where}${code ? ` ${code}` : ''}: ${description.split('\n')[0]}`.slice(0, 200);
}

/** Raises the NCR of one deficiency or observation and links it (`ncr_id`); refused when it has one. */
export async function raiseItemNcr(tx: Db, head: InspectionRow, item: InspectionItemRow, access: AdminAccess): Promise<RaisedNcr> {
  if (item.ncr_id) throw new ApiError('supervision.ncrRaisedAlready', { params: { ncr: await ncrNumber(tx, ncrSourceOf(head.kind), head.id, item.ncr_id) } });
  const raised = await pipeline().raise(tx, {
    sourceType: ncrSourceOf(head.kind),
    sourceId: head.id,
    sourceItemId: item.id,
    shipId: head.ship_id,
    deptId: head.dept_id!,
    grade: ncrGradeOf(head.kind, item),
    clauseRef: item.code || null,
    title: titleOf(head, item.code, item.description),
    description: [item.description, item.convention_ref ? `(${item.convention_ref})` : ''].filter(Boolean).join(' '),
    targetDate: item.rectify_by,
    raisedBy: access,
  });
  await tx.update(inspectionItem).set({ ncr_id: raised.id }).where(eq(inspectionItem.id, item.id));
  return raised;
}

/**
 * Raises one NCR for the whole inspection (the setting's `per_inspection`): its items without an NCR
 * are listed in it and linked to it; graded by the worst of them.
 */
export async function raiseInspectionNcr(tx: Db, head: InspectionRow, access: AdminAccess): Promise<RaisedNcr> {
  if (head.ncr_id) throw new ApiError('supervision.ncrRaisedAlready', { params: { ncr: await ncrNumber(tx, ncrSourceOf(head.kind), head.id, head.ncr_id) } });
  const items = await tx
    .select()
    .from(inspectionItem)
    .where(and(eq(inspectionItem.inspection_id, head.id), isNull(inspectionItem.ncr_id)))
    .orderBy(inspectionItem.created_at);
  if (items.length === 0) throw new ApiError('supervision.nothingToRaise');
  const grades = items.map((item) => ncrGradeOf(head.kind, item));
  const grade = grades.includes('major') ? 'major' : grades.includes('minor') ? 'minor' : 'observation';
  const due = items.map((item) => item.rectify_by).filter((day): day is string => !!day).sort()[0] ?? null;
  const raised = await pipeline().raise(tx, {
    sourceType: ncrSourceOf(head.kind),
    sourceId: head.id,
    sourceItemId: null,
    shipId: head.ship_id,
    deptId: head.dept_id!,
    grade,
    clauseRef: items.length === 1 ? items[0]!.code || null : null,
    title: titleOf(head, null, `${items.length} item(s)${head.report_no ? `, report ${head.report_no}` : ''}`),
    description: items.map((item) => `${item.code ?? ''} ${item.description}${item.action_code ? ` [${item.action_code}]` : ''}`.trim()).join('\n'),
    targetDate: due,
    raisedBy: access,
  });
  await tx.update(inspection).set({ ncr_id: raised.id }).where(eq(inspection.id, head.id));
  await tx.update(inspectionItem).set({ ncr_id: raised.id }).where(inArray(inspectionItem.id, items.map((item) => item.id)));
  return raised;
}

/** Raises the NCR of a superintendent's finding and links it. */
export async function raiseFindingNcr(tx: Db, head: VisitRow, finding: VisitFindingRow, access: AdminAccess): Promise<RaisedNcr> {
  if (finding.ncr_id) throw new ApiError('supervision.ncrRaisedAlready', { params: { ncr: await ncrNumber(tx, 'superintendent', head.id, finding.ncr_id) } });
  const raised = await pipeline().raise(tx, {
    sourceType: 'superintendent',
    sourceId: head.id,
    sourceItemId: finding.id,
    shipId: head.ship_id,
    deptId: head.dept_id!,
    grade: finding.grade === 'major' || finding.grade === 'observation' ? finding.grade : 'minor',
    clauseRef: finding.clause_ref || null,
    title: `${head.visit_no ?? ''} ${finding.description.split('\n')[0]}`.trim().slice(0, 200),
    description: finding.description,
    raisedBy: access,
  });
  await tx.update(visitFinding).set({ ncr_id: raised.id }).where(eq(visitFinding.id, finding.id));
  return raised;
}

async function ncrNumber(db: Db, source: Parameters<NcrPipeline['ofSource']>[1], sourceId: string, ncrId: string): Promise<string> {
  const found = optionalService(NCR_PIPELINE);
  const states = found ? await found.ofSource(db, source, sourceId) : [];
  return states.find((state) => state.id === ncrId)?.ncr_no ?? ncrId;
}

/** Each row's NCR number and state, read from the NCR area for its source records. */
export async function ncrStatesOf(db: Db, sources: ReadonlyArray<{ source: Parameters<NcrPipeline['ofSource']>[1]; id: string }>): Promise<Map<string, NcrState>> {
  const found = optionalService(NCR_PIPELINE);
  const states = new Map<string, NcrState>();
  if (!found) return states;
  const seen = new Set<string>();
  for (const { source, id } of sources) {
    if (seen.has(`${source}:${id}`)) continue;
    seen.add(`${source}:${id}`);
    for (const state of await found.ofSource(db, source, id)) states.set(state.id, state);
  }
  return states;
}

/**
 * NCR closure closes what it came from (DOMAIN.md §4.12): the items (or the visit findings' record) an NCR
 * covers close with it, rectified on the day it closed; an NCR reopened reopens them.
 */
export function followNcrClosure(found: NcrPipeline): void {
  for (const source of SUPERVISION_NCR_SOURCES) {
    found.onChange(source, async (tx, ncr) => {
      const closed = ncr.status === 'closed' || ncr.closed_at !== null;
      const items = await tx.select().from(inspectionItem).where(eq(inspectionItem.ncr_id, ncr.id));
      if (items.length === 0) return;
      for (const item of items) {
        const day = ncr.closed_at ? String(ncr.closed_at).slice(0, 10) : null;
        const status = closed ? 'closed' : item.rectified_at ? 'rectified' : 'open';
        const rectified = closed ? (item.rectified_at ?? day) : item.rectified_at;
        await tx.update(inspectionItem).set({ status, rectified_at: rectified }).where(eq(inspectionItem.id, item.id));
      }
      for (const id of new Set(items.map((item) => item.inspection_id))) await refreshInspection(tx, id);
    });
  }
}

/** The visit a finding belongs to (for raising its NCR). */
export async function visitOf(db: Db, id: string): Promise<VisitRow | undefined> {
  const [row] = await db.select().from(visit).where(eq(visit.id, id));
  return row;
}
