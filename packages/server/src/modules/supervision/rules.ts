import { eq } from 'drizzle-orm';
import { addDays, DETENTION_ACTION_CODE, OPERATOR_COMMENT_DAYS, type InspectionKind } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { NcrGrade, NcrSourceType } from '../../platform/ncr-pipeline.js';
import { inspection, inspectionItem } from './tables.js';

/** The NCR source of an inspection's findings (DOMAIN.md §6.6): what repeat detection and the NCR lists group by. */
export function ncrSourceOf(kind: string): NcrSourceType {
  const sources: Partial<Record<InspectionKind, NcrSourceType>> = { psc: 'psc', fsc: 'fsc', class_survey: 'class', vetting: 'vetting' };
  return sources[kind as InspectionKind] ?? 'other';
}

/** Every NCR source an inspection or a visit raises under (the NCR closure is listened to for each). */
export const SUPERVISION_NCR_SOURCES: readonly NcrSourceType[] = ['psc', 'fsc', 'class', 'vetting', 'other', 'superintendent'];

/**
 * An item's NCR grade: a detainable deficiency is a major non-conformity, a vetting observation that is not
 * negative only an observation, any other deficiency a (minor) non-conformity.
 */
export function ncrGradeOf(kind: string, item: { is_detainable: boolean; is_negative: boolean }): NcrGrade {
  if (item.is_detainable) return 'major';
  if (kind === 'vetting' && !item.is_negative) return 'observation';
  return 'minor';
}

interface ItemFacts {
  action_code: string | null;
  is_negative: boolean;
  is_ism_related: boolean;
  status: string;
}

/**
 * What an inspection's items and detention make of it: deficiencies counted (a vetting report's negative
 * observations), ISM-related ones, the result, and whether an item's action code 30 detains the ship.
 */
export function summaryOf(kind: string, detained: boolean, items: readonly ItemFacts[]) {
  const counted = kind === 'vetting' ? items.filter((item) => item.is_negative) : items;
  const detaining = items.some((item) => item.action_code === DETENTION_ACTION_CODE);
  const result = detained || detaining ? 'detained' : items.length === 0 ? 'no_deficiency' : kind === 'vetting' ? 'observations' : 'deficiencies';
  const open = items.filter((item) => item.status === 'open').length;
  return { deficiency_count: counted.length, ism_related_count: items.filter((item) => item.is_ism_related).length, result, detaining, open, done: items.length - open };
}

/** The vetting operator's comment deadline, none for other kinds. */
export function commentDueOf(kind: string, inspectedOn: string): string | null {
  return kind === 'vetting' ? addDays(inspectedOn, OPERATOR_COMMENT_DAYS) : null;
}

/**
 * Brings an inspection's derived columns up to date after its items changed (an item added, rectified,
 * deleted, closed with its NCR): counts, result, the detention an action code 30 starts, and `rectifying`
 * once some items are done. A closed inspection keeps its status.
 */
export async function refreshInspection(tx: Db, inspectionId: string): Promise<void> {
  const [row] = await tx.select().from(inspection).where(eq(inspection.id, inspectionId));
  if (!row) return;
  const items = await tx
    .select({ action_code: inspectionItem.action_code, is_negative: inspectionItem.is_negative, is_ism_related: inspectionItem.is_ism_related, status: inspectionItem.status })
    .from(inspectionItem)
    .where(eq(inspectionItem.inspection_id, inspectionId));
  const summary = summaryOf(row.kind, row.detained, items);
  const detained = row.detained || summary.detaining;
  const status = row.status === 'closed' ? 'closed' : summary.done > 0 ? 'rectifying' : 'open';
  await tx
    .update(inspection)
    .set({
      deficiency_count: summary.deficiency_count,
      ism_related_count: summary.ism_related_count,
      result: summary.result,
      detained,
      // An action code 30 on a deficiency is the detention: it began on the inspection day unless said otherwise.
      detention_from: detained ? (row.detention_from ?? row.inspected_on) : row.detention_from,
      status,
    })
    .where(eq(inspection.id, inspectionId));
}
