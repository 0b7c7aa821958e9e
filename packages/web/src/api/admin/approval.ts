/**
 * Approval calls (contract resources/approval.ts): a business record's timeline, and the instance's
 * workflow steps, which the kit serves like every other step (rights, scope, log).
 */
import type { ApprovalStepName, ApprovalTimeline } from '@vessel/contract';
import { http } from '../app-http-client';
import type { ResourceRow } from './resource';

export const APPROVAL_INSTANCE_BASE = '/admin/approval.Instance/';

/** The record's approvals; a record never sent for approval answers an empty timeline. */
export function approvalTimeline(bizType: string, bizId: string) {
  return http.get<ApprovalTimeline>('/admin/approval/timeline', { biz_type: bizType, biz_id: bizId }, { showCodeMessage: false, showErrorMessage: false });
}

export interface ApprovalActBody {
  id: string;
  comment: string;
  toStep?: number;
  transferTo?: string;
}

/** One act on the instance's current step; the server refuses a caller who is not its approver. */
export function actOnApproval(step: ApprovalStepName, body: ApprovalActBody) {
  return http.post<{ row: ResourceRow }>(`${APPROVAL_INSTANCE_BASE}${step}`, body, { showSuccessMessage: true });
}
