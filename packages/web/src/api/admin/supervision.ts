/**
 * Supervision calls beyond the generic actions (contract resources/supervision.ts): an inspection's
 * deficiencies, the `raiseNcr` steps, a visit whole and its checklist answers.
 */
import { LIST_LIMIT, type VisitAnswersBody, type VisitDetailAnswer } from '@vessel/contract';
import { http } from '../app-http-client';
import type { ResourceRow } from './resource';

export const INSPECTION_BASE = '/admin/supervision.Inspection/';
export const INSPECTION_ITEM_BASE = '/admin/supervision.InspectionItem/';

/** One inspection's deficiencies or observations, in the order they were written (a report has a handful). */
export function listInspectionItems(inspectionId: string) {
  return http.get<{ list: ResourceRow[]; total: number }>(`${INSPECTION_ITEM_BASE}index`, {
    // The list's most (LIST_LIMIT.max): far more than the deficiencies of any one inspection.
    limit: LIST_LIMIT.max,
    order: 'created_at,asc',
    search: [{ field: 'inspection_id', operator: 'eq', val: inspectionId }],
  });
}

/** Raises one NCR per deficiency named; the server refuses those that have one (answered per row). */
export function raiseItemNcrs(ids: readonly string[]) {
  return http.post<{ done: number }>(`${INSPECTION_ITEM_BASE}raiseNcr`, { ids: [...ids] }, { showSuccessMessage: true });
}

/** Raises one NCR for the whole inspection, listing its deficiencies without one. */
export function raiseInspectionNcr(id: string) {
  return http.post<{ done: number }>(`${INSPECTION_BASE}raiseNcr`, { ids: [id] }, { showSuccessMessage: true });
}

export const VISIT_BASE = '/admin/supervision.Visit/';
export const VISIT_FINDING_BASE = '/admin/supervision.VisitFinding/';

/** One visit whole: its checklist template, answers, findings and their NCRs. */
export function readVisitDetail(id: string) {
  return http.get<VisitDetailAnswer>(`${VISIT_BASE}detail`, { id });
}

/** Saves answers of the visit's checklist (a section at a time); refused once the visit is reviewed. */
export function saveVisitAnswers(id: string, answers: VisitAnswersBody['answers']) {
  return http.post<{ row: ResourceRow }>(`${VISIT_BASE}answer`, { id, answers }, { showSuccessMessage: true });
}

/** Raises one NCR per finding named. */
export function raiseFindingNcrs(ids: readonly string[]) {
  return http.post<{ done: number }>(`${VISIT_FINDING_BASE}raiseNcr`, { ids: [...ids] }, { showSuccessMessage: true });
}
