/**
 * Supervision calls beyond the generic actions (contract resources/supervision.ts): an inspection's
 * deficiencies, and the `raiseNcr` steps of deficiencies and inspections.
 */
import { http } from '../app-http-client';
import type { ResourceRow } from './resource';

export const INSPECTION_BASE = '/admin/supervision.Inspection/';
export const INSPECTION_ITEM_BASE = '/admin/supervision.InspectionItem/';

/** One inspection's deficiencies or observations, in the order they were written (a report has a handful). */
export function listInspectionItems(inspectionId: string) {
  return http.get<{ list: ResourceRow[]; total: number }>(`${INSPECTION_ITEM_BASE}index`, {
    limit: 200,
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
