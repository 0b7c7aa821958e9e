import type { Db } from '../db/client.js';
import type { AdminAccess } from './authorization.js';
import { serviceToken } from './services.js';

/**
 * One finding → corrective-action pipeline (DOMAIN.md decision 3 and §4.9), fed by every source: audits,
 * PSC/flag/class/vetting inspections, superintendent visits, drills, incidents, master's and management
 * reviews, complaints. The NCR area provides this; a source area raises NCRs through it and reads their
 * state back, and never touches the NCR tables. An NCR keeps its link back (`source_type`, `source_id`,
 * `source_item_id`).
 */
export type NcrSourceType =
  | 'internal_audit'
  | 'external_audit'
  | 'psc'
  | 'fsc'
  | 'class'
  | 'vetting'
  | 'superintendent'
  | 'self_inspection'
  | 'drill'
  | 'incident'
  | 'near_miss'
  | 'master_review'
  | 'mgmt_review'
  | 'customer_complaint'
  /** A ship's equipment defect (maintenance, DOMAIN.md §4.6). */
  | 'equipment_defect'
  | 'other';

export type NcrGrade = 'major' | 'minor' | 'observation';

export interface RaiseNcr {
  sourceType: NcrSourceType;
  /** The source record (the audit, the inspection). */
  sourceId: string | null;
  /** The line of the source (the finding, the deficiency), so the source can show the NCR beside it. */
  sourceItemId: string | null;
  shipId: string | null;
  /** The responsible department (a ship's own node for a ship NCR). */
  deptId: string;
  grade: NcrGrade;
  /** ISM clause (`10.3`), PSC deficiency code (`07113`) or SIRE question: what repeat detection compares. */
  clauseRef: string | null;
  title: string;
  description: string;
  immediateAction?: string;
  /** Due date of the corrective action when the source sets one (a PSC action code 17: before departure). */
  targetDate?: string | null;
  raisedBy: AdminAccess;
}

export interface RaisedNcr {
  id: string;
  ncr_no: string;
  is_repeat: boolean;
}

export interface NcrState {
  id: string;
  ncr_no: string;
  status: string;
  grade: NcrGrade;
  source_item_id: string | null;
  closed_at: string | null;
}

export interface NcrPipeline {
  /** Raises an NCR within the caller's transaction (numbered, repeat-checked, its raise on the timeline). */
  raise(tx: Db, request: RaiseNcr): Promise<RaisedNcr>;
  /** The NCRs raised from one source record, for its page. */
  ofSource(db: Db, sourceType: NcrSourceType, sourceId: string): Promise<NcrState[]>;
  /** Told inside the transaction whenever an NCR of a source changes state (a finding closes with it). */
  onChange(sourceType: NcrSourceType, handler: (tx: Db, ncr: NcrState & { source_id: string | null }) => Promise<void>): void;
}

export const NCR_PIPELINE = serviceToken<NcrPipeline>('platform.ncrPipeline');
