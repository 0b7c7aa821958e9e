/**
 * Document control calls beyond the generic actions (contract resources/document.ts): the full-text
 * search, a document's versions, and the version and document steps.
 */
import { LIST_LIMIT, type DocumentSearchHit } from '@vessel/contract';
import { http } from '../app-http-client';
import type { ResourceRow } from './resource';

export const FOLDER_BASE = '/admin/document.Folder/';
export const DOCUMENT_BASE = '/admin/document.Document/';
export const DOCUMENT_VERSION_BASE = '/admin/document.Version/';

export function searchDocuments(q: string) {
  return http.get<{ hits: DocumentSearchHit[] }>(`${DOCUMENT_BASE}search`, { q });
}

export function listFolders() {
  return http.get<{ list: ResourceRow[]; total: number }>(`${FOLDER_BASE}index`, { limit: LIST_LIMIT.max, order: 'weigh,asc' });
}

/** A document's versions, newest first (a document has a few dozen at most). */
export function listVersionsOf(documentId: string) {
  return http.get<{ list: ResourceRow[]; total: number }>(`${DOCUMENT_VERSION_BASE}index`, {
    limit: LIST_LIMIT.max,
    order: 'created_at,desc',
    search: [{ field: 'document_id', operator: 'eq', val: documentId }],
  });
}

export function versionStep(step: 'submit' | 'issue', id: string, comment?: string) {
  return http.post<{ row: ResourceRow }>(`${DOCUMENT_VERSION_BASE}${step}`, { id, ...(comment ? { comment } : {}) }, { showSuccessMessage: true });
}

export function makeObsolete(base: typeof DOCUMENT_BASE | typeof DOCUMENT_VERSION_BASE, id: string, reason: string) {
  return http.post<{ row: ResourceRow }>(`${base}obsolete`, { id, reason }, { showSuccessMessage: true });
}
