import type { Db } from '../../db/client.js';
import type { ApprovalStepDef, ApproverKind } from '../../platform/approvals.js';
import { approvalFlow } from './tables.js';

type Seat = [kind: ApproverKind, value: number | null, en: string, zh: string];

const LEADER: Seat = ['dept_leader', null, 'Department head review', '部门负责人审核'];
const DPA: Seat = ['dpa', null, 'DPA review', 'DPA审核'];
const GM: Seat = ['weight_type', 4, 'General manager approval', '总经理批准'];
const HEAD: Seat = ['weight_type', 2, 'Head of department review', '部门负责人级审核'];
// A maintenance postponement: the ship's own account on board (the chief engineer's or the master's, the
// leader of the ship's department node; the fleet group's head when the ship has none), then the ship's
// technical superintendent.
const CHIEF_ENGINEER: Seat = ['dept_leader', null, 'Chief engineer review (on board)', '轮机长审核（船上）'];
const TECH_SUPT: Seat = ['ship_superintendent', null, 'Technical superintendent approval', '机务主管批准'];

const steps = (...seats: Seat[]): ApprovalStepDef[] =>
  seats.map(([approver_kind, value, title_en, title_zh], index) => ({ order: index + 1, title_en, title_zh, approver_kind, value, can_reject: true, can_return: true }));

/**
 * The flows the safety-management areas start (DOMAIN.md §4.8, §4.9): the DPA verifies under ISM 4 and
 * 9; a major non-conformity and the annual audit programme go up to the general manager. A company edits
 * them under System settings; a flow it changed or disabled is left as it is.
 */
export const SEED_FLOWS: ReadonlyArray<{ biz_type: string; name_en: string; name_zh: string; steps: ApprovalStepDef[] }> = [
  { biz_type: 'ncr_ca', name_en: 'NCR corrective actions', name_zh: '不符合项纠正措施审批', steps: steps(LEADER, DPA) },
  { biz_type: 'ncr_ca_major', name_en: 'Major NC corrective actions', name_zh: '重大不符合项纠正措施审批', steps: steps(LEADER, DPA, GM) },
  { biz_type: 'ncr_verify_major', name_en: 'Major NC verification', name_zh: '重大不符合项验证', steps: steps(DPA) },
  { biz_type: 'ncr_extension', name_en: 'NCR action extension', name_zh: '不符合项措施延期审批', steps: steps(LEADER, DPA) },
  { biz_type: 'audit_programme', name_en: 'Annual audit programme', name_zh: '年度审核计划审批', steps: steps(HEAD, DPA, GM) },
  { biz_type: 'audit_report', name_en: 'Audit report', name_zh: '审核报告审批', steps: steps(DPA) },
  { biz_type: 'pms_postpone', name_en: 'Maintenance job postponement', name_zh: '保养项目延期审批', steps: steps(CHIEF_ENGINEER, TECH_SUPT) },
  { biz_type: 'pms_postpone_critical', name_en: 'Critical equipment job postponement', name_zh: '关键设备保养延期审批', steps: steps(CHIEF_ENGINEER, TECH_SUPT, DPA) },
  { biz_type: 'supplier_approval', name_en: 'Supplier approval (evaluation)', name_zh: '合格供应商审批', steps: steps(LEADER, DPA) },
  { biz_type: 'audit_postpone', name_en: 'Audit postponement (3-month extension)', name_zh: '审核延期审批(3个月)', steps: steps(DPA) },
  // A document version (ISM 11): its owner department's head reviews, the DPA approves; an L1 manual also the general manager.
  { biz_type: 'doc_issue', name_en: 'Document version approval', name_zh: '文件版本审批', steps: steps(LEADER, DPA) },
  { biz_type: 'doc_issue_manual', name_en: 'SMS manual version approval', name_zh: '体系手册版本审批', steps: steps(LEADER, DPA, GM) },
];

/** Writes the flows that are missing, never over a company's own. */
export async function seedApprovalFlows(db: Db): Promise<void> {
  await db.insert(approvalFlow).values(SEED_FLOWS.map((flow) => ({ ...flow, status: 'enable' }))).onConflictDoNothing({ target: approvalFlow.biz_type });
}
