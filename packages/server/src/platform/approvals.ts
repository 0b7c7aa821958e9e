import type { Db } from '../db/client.js';
import type { AdminAccess } from './authorization.js';
import { serviceToken } from './services.js';

/**
 * Approval flows (DOMAIN.md decision 5 and §4.0): approvals are data, not code. A flow per business type
 * (`approval_flow`) lists ordered steps, each bound to who may act; a business record that needs approval
 * starts an instance; every step opens a to-do for its approvers and every act writes an `approval_record`
 * (the timeline). One engine for NCR corrective-action approval and verification, audit programmes and
 * reports, and later documents, maintenance postponements, crew nominations and suppliers.
 *
 * The approval area owns the tables and provides this. An area never writes approval rows itself: it
 * starts instances inside its own step's transaction and hears the outcome through `onSettled`, inside
 * the transaction of the act that settled it, so the business record moves with the approval or not at all.
 */

/** Who may act on a step (DOMAIN.md §4.0). */
export type ApproverKind =
  /** `value`: a role (admin group) id. */
  | 'role'
  /** The leaders (`is_leader`) of the record's department. */
  | 'dept_leader'
  /** `value`: the lowest authority level (`weight_type`: 1 staff, 2 head, 3 DPA / management rep., 4 GM). */
  | 'weight_type'
  /** The designated person(s) ashore (`is_dpa`). */
  | 'dpa'
  /** The leaders of the ship's own department node (the master's account). */
  | 'ship_master'
  /** The ship's technical superintendent (the ship's `tech_superintendent_id`); none named: the ship's department leaders up the tree. */
  | 'ship_superintendent'
  /** `value`: one administrator's id. */
  | 'specific_admin';

export interface ApprovalStepDef {
  /** 1-based, in the order the flow runs. */
  order: number;
  title_en: string;
  title_zh: string;
  approver_kind: ApproverKind;
  value?: string | number | null;
  can_reject: boolean;
  can_return: boolean;
}

export type ApprovalAction = 'submit' | 'approve' | 'reject' | 'return' | 'transfer' | 'cancel';
export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'returned' | 'cancelled';

export interface ApprovalInstance {
  id: string;
  biz_type: string;
  biz_id: string;
  /** The flow's steps as they were when the instance started: a flow edited later does not move it. */
  steps: ApprovalStepDef[];
  /** The step waiting for an act (1-based); the last step's order after approval. */
  current_step: number;
  status: ApprovalStatus;
  /** Set by `transfer`: the one administrator the current step now waits for. */
  transferred_to: string | null;
  ship_id: string | null;
  dept_id: string | null;
  started_by: string;
  title: string;
}

export interface ApprovalRecord {
  id: string;
  instance_id: string;
  biz_type: string;
  biz_id: string;
  step: number;
  step_title_en: string;
  step_title_zh: string;
  approver_id: string;
  approver_name: string;
  action: ApprovalAction;
  comment: string;
  /** `return`: the step it went back to; `transfer`: the administrator it went to. */
  to_step: number | null;
  transfer_to: string | null;
  acted_at: string;
}

export interface StartApproval {
  bizType: string;
  bizId: string;
  /** What the approvers' to-dos say (`NCR-ALPHA-2026-0007 corrective actions`). */
  title: string;
  shipId: string | null;
  /** The department whose leader a `dept_leader` step means. */
  deptId: string | null;
  startedBy: AdminAccess;
  comment?: string;
  /** The to-dos' due date (optional). */
  dueDate?: string | null;
  /**
   * Administrators named on the record to review it before the flow's own steps (a document version's
   * reviewers): each gets a step of their own, in the order given, that only they act on.
   */
  reviewers?: readonly string[];
}

export interface ActOnApproval {
  instanceId: string;
  actor: AdminAccess;
  action: 'approve' | 'reject' | 'return' | 'transfer' | 'cancel';
  comment: string;
  /** `return`: an earlier step (1-based); 0 returns it to the submitter (the instance ends `returned`). */
  toStep?: number;
  /** `transfer`: the administrator who acts on this step instead. */
  transferTo?: string;
}

/** How an instance ended, told to the business type's `onSettled` handler. */
export type ApprovalOutcome = 'approved' | 'rejected' | 'returned' | 'cancelled';

export interface Approvals {
  /**
   * Starts the business type's flow for a record, within `tx`: refuses when the type has no enabled flow
   * or the record already has a pending instance; opens the first step's to-dos.
   */
  start(tx: Db, request: StartApproval): Promise<ApprovalInstance>;
  /**
   * Acts on the current step, within `tx`: refuses an actor who is not one of its approvers (a super
   * administrator always is), a reject or return the step does not allow. Closes the step's to-dos and
   * opens the next's; calls the business type's `onSettled` when the instance ends.
   */
  act(tx: Db, request: ActOnApproval): Promise<ApprovalInstance>;
  /** The pending (or else the latest) instance of a record, or null. */
  current(db: Db, bizType: string, bizId: string): Promise<ApprovalInstance | null>;
  /** Every act on a record across its instances, oldest first: the timeline. */
  timeline(db: Db, bizType: string, bizId: string): Promise<ApprovalRecord[]>;
  /** The administrators who may act on an instance's current step now. */
  approvers(db: Db, instance: ApprovalInstance): Promise<string[]>;
  /** The area's handler of its instances' ends; runs inside the settling act's transaction. */
  onSettled(bizType: string, handler: (tx: Db, instance: ApprovalInstance, outcome: ApprovalOutcome, actor: AdminAccess) => Promise<void>): void;
}

export const APPROVALS = serviceToken<Approvals>('platform.approvals');
