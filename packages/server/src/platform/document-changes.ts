import type { Db } from '../db/client.js';
import { serviceToken } from './services.js';

/**
 * Document change requests as other areas raise them (DOMAIN.md §4.13: a DCR can come from a ship or a
 * master's review; audits and NCRs too). The document module provides this (its distribution part); a
 * source area (issue 18's master's review) raises a DCR through it inside its own transaction and reads
 * the state back, and never touches the document tables. A DCR keeps its link back (`source`, `source_id`).
 */
export type ChangeRequestSourceType = 'ship' | 'office' | 'master_review' | 'audit' | 'ncr';

export interface RaiseChangeRequest {
  source: ChangeRequestSourceType;
  /** The source record (the master's review, the audit finding, the NCR); null for a plain request. */
  sourceId: string | null;
  /** The controlled document to change; null: a new document is proposed. */
  documentId: string | null;
  /** The ship it comes from (its department becomes the request's data scope), null from the office. */
  shipId: string | null;
  title: string;
  reason: string;
  proposedChange: string;
  /** The administrator who raises it (the master who wrote the review). */
  requestedBy: string;
}

export interface ChangeRequestState {
  id: string;
  dcr_no: string;
  status: 'submitted' | 'accepted' | 'rejected' | 'implemented';
  document_id: string | null;
  implemented_version_id: string | null;
}

/** A controlled document as another area links to it (an emergency plan's procedure). */
export interface ControlledDocument {
  id: string;
  doc_no: string | null;
  title_en: string | null;
  title_zh: string | null;
  /** `obsolete` documents are withdrawn: nothing new links to one. */
  status: string;
}

export interface DocumentChanges {
  /** The controlled documents among `ids` (others are missing from the map). */
  documents(db: Db, ids: readonly string[]): Promise<Map<string, ControlledDocument>>;
  /** Raises a DCR (numbered, status submitted) within the caller's transaction. */
  raise(tx: Db, request: RaiseChangeRequest): Promise<{ id: string; dcr_no: string }>;
  /** The DCRs raised from one source record, for its page. */
  ofSource(db: Db, source: ChangeRequestSourceType, sourceId: string): Promise<ChangeRequestState[]>;
}

export const DOCUMENT_CHANGES = serviceToken<DocumentChanges>('platform.documentChanges');
