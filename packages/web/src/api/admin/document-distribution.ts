/**
 * Document distribution calls beyond the generic actions (contract resources/document-distribution.ts):
 * the version's `distribute` step, the acknowledgement and the change request steps, and the lists the
 * distribution dialog and the per-ship count read.
 */
import { LIST_LIMIT, type DistributeBody } from '@vessel/contract';
import { http } from '../app-http-client';
import type { ResourceRow } from './resource';

export const VERSION_BASE = '/admin/document.Version/';
export const DISTRIBUTION_BASE = '/admin/document.Distribution/';
export const ACKNOWLEDGEMENT_BASE = '/admin/document.Acknowledgement/';
export const CHANGE_REQUEST_BASE = '/admin/document.ChangeRequest/';

/** Sends a version to several targets at once; the answer counts the distributions and acknowledgements. */
export function distributeVersion(body: DistributeBody) {
  return http.post<{ distributions: number; acknowledgements: number }>(`${VERSION_BASE}distribute`, body, { showSuccessMessage: true });
}

/** The distributions of a document's versions, newest first (to copy the previous version's list). */
export function listDistributionsOfDocument(documentId: string) {
  return http.get<{ list: ResourceRow[]; total: number }>(`${DISTRIBUTION_BASE}index`, {
    limit: LIST_LIMIT.max,
    order: 'distributed_at,desc',
    search: [{ field: 'document_id', operator: 'eq', val: documentId }],
  });
}

/** Open overdue acknowledgements (the count per ship reads them). */
export function listOverdueAcknowledgements() {
  return http.get<{ list: ResourceRow[]; total: number }>(`${ACKNOWLEDGEMENT_BASE}index`, {
    limit: LIST_LIMIT.max,
    search: [{ field: 'status', operator: 'eq', val: 'overdue' }],
  });
}

export function acknowledge(ids: readonly string[], body: { comment?: string; obsolete_copy_removed?: boolean }) {
  return http.post<{ done: number }>(`${ACKNOWLEDGEMENT_BASE}acknowledge`, { ids: [...ids], ...body }, { showSuccessMessage: true });
}

export function decideChangeRequests(step: 'accept' | 'reject', ids: readonly string[], decisionRemark: string) {
  return http.post<{ done: number }>(`${CHANGE_REQUEST_BASE}${step}`, { ids: [...ids], ...(decisionRemark ? { decision_remark: decisionRemark } : {}) }, { showSuccessMessage: true });
}

export function implementChangeRequest(id: string, versionId: string, decisionRemark: string) {
  return http.post<{ row: ResourceRow }>(`${CHANGE_REQUEST_BASE}implement`, { id, implemented_version_id: versionId, ...(decisionRemark ? { decision_remark: decisionRemark } : {}) }, { showSuccessMessage: true });
}
