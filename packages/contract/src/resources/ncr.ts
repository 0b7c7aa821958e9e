import { z } from 'zod';
import type { Lang } from '../constants.js';
import type { ResourceDef } from '../resource/fields.js';
import { isoDateSchema } from '../validation.js';

/**
 * Non-conformance reports and their corrective actions (DOMAIN.md §4.9, ISM clause 9): one pipeline fed
 * by every source (audits, PSC/flag/class/vetting items, superintendent visits, drills, incidents, master's
 * and management reviews). The lifecycle moves through workflow steps (`POST /admin/ncr.Report/{step}`);
 * the form edits only what the raiser writes.
 */

export const NCR_STATUSES = [
  'draft',
  'raised',
  'submitted_to_office',
  'accepted',
  'ca_proposed',
  'ca_in_progress',
  'pending_verification',
  'closed',
  'rejected',
  'cancelled',
] as const;
export type NcrStatus = (typeof NCR_STATUSES)[number];

/** Still to be dealt with: every state but the three ends. */
export const NCR_OPEN_STATUSES = NCR_STATUSES.filter((status) => status !== 'closed' && status !== 'rejected' && status !== 'cancelled');

export const NCR_GRADES = ['major', 'minor', 'observation'] as const;
// Sources, types and root-cause categories are items of the settings' dictionaries (ncr_source, ncr_type,
// root_cause_category), not lists of this area.
export const NCR_ROOT_CAUSE_METHODS = ['5why', 'fishbone', 'other'] as const;
export const NCR_RISK_LEVELS = ['low', 'medium', 'high'] as const;

export const NCR_ACTION_KINDS = ['correction', 'corrective', 'preventive'] as const;
export const NCR_ACTION_STATUSES = ['open', 'in_progress', 'done', 'verified', 'rejected'] as const;
export type NcrActionStatus = (typeof NCR_ACTION_STATUSES)[number];

/** The report's workflow steps, in the order of the lifecycle (their rights are `ncr/report/{step}`). */
export const NCR_REPORT_STEPS = ['submit', 'masterReview', 'accept', 'reject', 'proposeCa', 'verify', 'reopen', 'requestExtension', 'cancel'] as const;
/** The corrective action's steps (`ncr/action/{step}`). */
export const NCR_ACTION_STEPS = ['start', 'complete', 'verify', 'reject'] as const;

export const ncrReportResource: ResourceDef = {
  name: 'ncr.Report',
  path: 'ncr/report',
  labelField: 'ncr_no',
  quickSearch: ['ncr_no', 'title', 'clause_ref'],
  defaultOrder: { field: 'raised_at', direction: 'desc', then: [{ field: 'ncr_no', direction: 'desc' }] },
  // The lifecycle's steps (NCR_REPORT_STEPS) each ask for their own input: the report page offers them, not the list's row buttons.
  actions: ['index', 'add', 'edit', 'del'],
  fields: [
    // Numbered by the numbering rule when the report is created, never typed.
    { name: 'ncr_no', type: 'string', widget: 'text', form: 'none', max: 40, search: ['LIKE'], sortable: true },
    { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/fleet.Ship/' }, search: ['eq', 'IN'] },
    // The responsible department (the data scope); a ship's own node when left empty on a ship's report.
    { name: 'dept_id', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, search: ['eq', 'IN'], subtree: true },
    { name: 'source_type', type: 'string', widget: 'select', dict: 'ncr_source', required: true, max: 30, column: { render: 'tag' }, search: ['eq', 'IN'] },
    { name: 'source_id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['eq'] },
    { name: 'source_item_id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['eq'] },
    { name: 'type', type: 'string', widget: 'select', dict: 'ncr_type', default: 'non_conformity', max: 30, column: { render: 'tag', hidden: true }, search: ['eq', 'IN'] },
    { name: 'grade', type: 'string', widget: 'radio', options: NCR_GRADES, required: true, max: 12, ranked: true, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
    // ISM clause (`10.3`), PSC deficiency code (`07113`) or SIRE question: what repeat detection compares.
    { name: 'clause_ref', type: 'string', widget: 'text', max: 40, pattern: { source: '^[A-Za-z0-9 ._/-]*$', message: 'ncr.clauseRefFormat' }, search: ['eq', 'LIKE'], sortable: true },
    { name: 'title', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'] },
    { name: 'description', type: 'string', widget: 'textarea', required: true, max: 4000, column: { hidden: true } },
    { name: 'immediate_action', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
    { name: 'risk_level', type: 'string', widget: 'select', options: NCR_RISK_LEVELS, max: 10, ranked: true, column: { render: 'tag', hidden: true }, search: ['eq'] },
    { name: 'status', type: 'string', widget: 'select', options: NCR_STATUSES, form: 'none', max: 24, column: { render: 'tag' }, search: ['eq', 'IN', 'NOT IN'] },
    { name: 'raised_by', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/' }, form: 'none', column: { hidden: true } },
    { name: 'raised_at', type: 'datetime', widget: 'datetime', form: 'none', sortable: true, search: ['RANGE'] },
    { name: 'reviewed_by_master', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/' }, form: 'none', column: { hidden: true } },
    { name: 'reviewed_at', type: 'datetime', widget: 'datetime', form: 'none', column: { hidden: true } },
    { name: 'accepted_by', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/' }, form: 'none', column: { hidden: true } },
    { name: 'accepted_at', type: 'datetime', widget: 'datetime', form: 'none', column: { hidden: true } },
    { name: 'root_cause_method', type: 'string', widget: 'select', options: NCR_ROOT_CAUSE_METHODS, form: 'none', max: 10, column: { hidden: true } },
    { name: 'root_cause', type: 'string', widget: 'textarea', form: 'none', max: 4000, column: { hidden: true } },
    { name: 'cause_category', type: 'string', widget: 'select', dict: 'root_cause_category', form: 'none', max: 20, column: { hidden: true }, search: ['eq', 'IN'] },
    { name: 'ca_proposal_due', type: 'date', widget: 'date', form: 'none', column: { hidden: true }, search: ['RANGE'], sortable: true },
    { name: 'target_date', type: 'date', widget: 'date', form: 'none', search: ['RANGE'], sortable: true },
    { name: 'extended_to', type: 'date', widget: 'date', form: 'none', search: ['RANGE'], sortable: true },
    { name: 'extension_count', type: 'int', widget: 'number', form: 'none', column: { hidden: true }, search: ['eq', 'gt'] },
    { name: 'requested_extension_to', type: 'date', widget: 'date', form: 'none', column: { hidden: true } },
    { name: 'extension_reason', type: 'string', widget: 'textarea', form: 'none', max: 1000, column: { hidden: true } },
    { name: 'is_repeat', type: 'boolean', widget: 'switch', form: 'none', column: { render: 'switch' }, search: ['eq'] },
    { name: 'repeat_of_id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true } },
    { name: 'closed_by', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/' }, form: 'none', column: { hidden: true } },
    { name: 'closed_at', type: 'datetime', widget: 'datetime', form: 'none', search: ['RANGE'], sortable: true },
    { name: 'effectiveness_result', type: 'string', widget: 'select', options: ['effective', 'not_effective'], form: 'none', max: 16, column: { hidden: true } },
    { name: 'reopen_count', type: 'int', widget: 'number', form: 'none', column: { hidden: true } },
    { name: 'reopen_reason', type: 'string', widget: 'textarea', form: 'none', max: 1000, column: { hidden: true } },
    { name: 'reject_reason', type: 'string', widget: 'textarea', form: 'none', max: 1000, column: { hidden: true } },
    { name: 'attachments', type: 'string[]', widget: 'files', max: 255, column: { hidden: true } },
  ],
};

export const ncrActionResource: ResourceDef = {
  name: 'ncr.Action',
  path: 'ncr/action',
  labelField: 'description',
  quickSearch: ['description'],
  defaultOrder: { field: 'due_date', direction: 'asc' },
  actions: ['index', 'add', 'edit', 'del'],
  fields: [
    { name: 'ncr_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/ncr.Report/' }, required: true, search: ['eq', 'IN'] },
    // The report's ship, kept on the action so the dashboard's ship filter reaches the action list.
    { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/fleet.Ship/' }, form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
    // The report's department, copied: the action is seen by whoever sees its report.
    { name: 'dept_id', type: 'uuid', widget: 'treeSelect', form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
    { name: 'kind', type: 'string', widget: 'radio', options: NCR_ACTION_KINDS, required: true, max: 12, column: { render: 'tag' }, search: ['eq', 'IN'] },
    { name: 'description', type: 'string', widget: 'textarea', required: true, max: 2000, search: ['LIKE'] },
    { name: 'owner_admin_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/' }, search: ['eq'] },
    { name: 'owner_dept_id', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, search: ['eq', 'IN'] },
    { name: 'due_date', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
    { name: 'status', type: 'string', widget: 'select', options: NCR_ACTION_STATUSES, form: 'none', max: 12, column: { render: 'tag' }, search: ['eq', 'IN', 'NOT IN'] },
    { name: 'done_at', type: 'datetime', widget: 'datetime', form: 'none', sortable: true },
    { name: 'completion_note', type: 'string', widget: 'textarea', form: 'none', max: 2000, column: { hidden: true } },
    { name: 'evidence', type: 'string[]', widget: 'files', form: 'none', max: 255, column: { hidden: true } },
    { name: 'verified_by', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/' }, form: 'none', column: { hidden: true } },
    { name: 'verified_at', type: 'datetime', widget: 'datetime', form: 'none', column: { hidden: true } },
    { name: 'verify_comment', type: 'string', widget: 'textarea', form: 'none', max: 1000, column: { hidden: true } },
  ],
};

const OPTION_WORDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    'status_options.draft': '草稿',
    'status_options.raised': '已提出',
    'status_options.submitted_to_office': '已报岸基',
    'status_options.accepted': '已受理',
    'status_options.ca_proposed': '纠正措施待批',
    'status_options.ca_in_progress': '纠正措施实施中',
    'status_options.pending_verification': '待验证',
    'status_options.closed': '已关闭',
    'status_options.rejected': '不予受理',
    'status_options.cancelled': '已取消',
    'grade_options.major': '严重不符合',
    'grade_options.minor': '一般不符合',
    'grade_options.observation': '观察项',
    'type_options.non_conformity': '不符合',
    'type_options.deficiency': '缺陷',
    'type_options.hazardous_occurrence': '危险事件',
    'type_options.near_miss': '险情',
    'type_options.accident': '事故',
    'type_options.improvement': '改进建议',
    'source_type_options.internal_audit': '内部审核',
    'source_type_options.external_audit': '外部审核',
    'source_type_options.psc': '港口国检查 (PSC)',
    'source_type_options.fsc': '船旗国检查 (FSC)',
    'source_type_options.class': '船级检验',
    'source_type_options.vetting': '检查 (SIRE/CDI/RightShip)',
    'source_type_options.superintendent': '机务/海务检查',
    'source_type_options.self_inspection': '船舶自查',
    'source_type_options.drill': '演习',
    'source_type_options.incident': '事故',
    'source_type_options.near_miss': '险情报告',
    'source_type_options.master_review': '船长评审',
    'source_type_options.mgmt_review': '管理评审',
    'source_type_options.customer_complaint': '顾客投诉',
    'source_type_options.equipment_defect': '设备缺陷',
    'source_type_options.other': '其他',
    'risk_level_options.low': '低',
    'risk_level_options.medium': '中',
    'risk_level_options.high': '高',
    'root_cause_method_options.5why': '5 Why 分析',
    'root_cause_method_options.fishbone': '鱼骨图',
    'root_cause_method_options.other': '其他',
    'cause_category_options.human': '人为因素',
    'cause_category_options.procedure': '程序',
    'cause_category_options.equipment': '设备',
    'cause_category_options.management': '管理',
    'cause_category_options.external': '外部因素',
    'effectiveness_result_options.effective': '有效',
    'effectiveness_result_options.not_effective': '无效',
  },
  en: {
    'status_options.draft': 'Draft',
    'status_options.raised': 'Raised',
    'status_options.submitted_to_office': 'Submitted to office',
    'status_options.accepted': 'Accepted',
    'status_options.ca_proposed': 'CA proposed',
    'status_options.ca_in_progress': 'CA in progress',
    'status_options.pending_verification': 'Pending verification',
    'status_options.closed': 'Closed',
    'status_options.rejected': 'Rejected',
    'status_options.cancelled': 'Cancelled',
    'grade_options.major': 'Major NC',
    'grade_options.minor': 'Minor NC',
    'grade_options.observation': 'Observation',
    'type_options.non_conformity': 'Non-conformity',
    'type_options.deficiency': 'Deficiency',
    'type_options.hazardous_occurrence': 'Hazardous occurrence',
    'type_options.near_miss': 'Near miss',
    'type_options.accident': 'Accident',
    'type_options.improvement': 'Improvement',
    'source_type_options.internal_audit': 'Internal audit',
    'source_type_options.external_audit': 'External audit',
    'source_type_options.psc': 'Port State Control',
    'source_type_options.fsc': 'Flag State Control',
    'source_type_options.class': 'Class survey',
    'source_type_options.vetting': 'Vetting (SIRE/CDI/RightShip)',
    'source_type_options.superintendent': 'Superintendent visit',
    'source_type_options.self_inspection': 'Ship self-inspection',
    'source_type_options.drill': 'Drill',
    'source_type_options.incident': 'Incident',
    'source_type_options.near_miss': 'Near miss report',
    'source_type_options.master_review': "Master's review",
    'source_type_options.mgmt_review': 'Management review',
    'source_type_options.customer_complaint': 'Customer complaint',
    'source_type_options.equipment_defect': 'Equipment defect',
    'source_type_options.other': 'Other',
    'risk_level_options.low': 'Low',
    'risk_level_options.medium': 'Medium',
    'risk_level_options.high': 'High',
    'root_cause_method_options.5why': '5 Whys',
    'root_cause_method_options.fishbone': 'Fishbone',
    'root_cause_method_options.other': 'Other',
    'cause_category_options.human': 'Human factor',
    'cause_category_options.procedure': 'Procedure',
    'cause_category_options.equipment': 'Equipment',
    'cause_category_options.management': 'Management',
    'cause_category_options.external': 'External',
    'effectiveness_result_options.effective': 'Effective',
    'effectiveness_result_options.not_effective': 'Not effective',
  },
};

const REPORT_FIELDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    ncr_no: 'NCR 编号',
    ship_id: '船舶',
    dept_id: '责任部门',
    source_type: '来源',
    source_id: '来源记录',
    source_item_id: '来源条目',
    type: '类型',
    grade: '等级',
    clause_ref: 'ISM 条款 / 缺陷代码',
    title: '标题',
    description: '不符合事实描述',
    immediate_action: '立即措施',
    risk_level: '风险等级',
    status: '状态',
    raised_by: '提出人',
    raised_at: '提出时间',
    reviewed_by_master: '船长审阅人',
    reviewed_at: '船长审阅时间',
    accepted_by: '受理人',
    accepted_at: '受理时间',
    root_cause_method: '原因分析方法',
    root_cause: '根本原因',
    cause_category: '原因类别',
    ca_proposal_due: '纠正措施提交期限',
    target_date: '完成期限',
    extended_to: '延期至',
    extension_count: '延期次数',
    requested_extension_to: '申请延期至',
    extension_reason: '延期理由',
    is_repeat: '重复发生',
    repeat_of_id: '重复于',
    closed_by: '关闭人',
    closed_at: '关闭时间',
    effectiveness_result: '有效性验证结果',
    reopen_count: '重新打开次数',
    reopen_reason: '重新打开原因',
    reject_reason: '不予受理 / 取消原因',
    attachments: '附件',
  },
  en: {
    ncr_no: 'NCR no.',
    ship_id: 'Ship',
    dept_id: 'Responsible department',
    source_type: 'Source',
    source_id: 'Source record',
    source_item_id: 'Source item',
    type: 'Type',
    grade: 'Grade',
    clause_ref: 'ISM clause / deficiency code',
    title: 'Title',
    description: 'Statement of non-conformity',
    immediate_action: 'Immediate action',
    risk_level: 'Risk level',
    status: 'Status',
    raised_by: 'Raised by',
    raised_at: 'Raised at',
    reviewed_by_master: 'Reviewed by master',
    reviewed_at: "Master's review at",
    accepted_by: 'Accepted by',
    accepted_at: 'Accepted at',
    root_cause_method: 'Root-cause method',
    root_cause: 'Root cause',
    cause_category: 'Cause category',
    ca_proposal_due: 'CA proposal due',
    target_date: 'Target date',
    extended_to: 'Extended to',
    extension_count: 'Extensions',
    requested_extension_to: 'Extension requested to',
    extension_reason: 'Reason for extension',
    is_repeat: 'Repeat',
    repeat_of_id: 'Repeat of',
    closed_by: 'Closed by',
    closed_at: 'Closed at',
    effectiveness_result: 'Effectiveness',
    reopen_count: 'Reopened',
    reopen_reason: 'Reason for reopening',
    reject_reason: 'Reason (rejection / cancellation)',
    attachments: 'Attachments',
  },
};

const ACTION_FIELDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    ncr_id: '不符合报告',
    ship_id: '船舶',
    dept_id: '部门',
    kind: '措施类别',
    description: '措施内容',
    owner_admin_id: '责任人',
    owner_dept_id: '责任部门',
    due_date: '完成期限',
    status: '状态',
    done_at: '完成时间',
    completion_note: '完成说明',
    evidence: '证据',
    verified_by: '验证人',
    verified_at: '验证时间',
    verify_comment: '验证意见',
    'kind_options.correction': '纠正',
    'kind_options.corrective': '纠正措施',
    'kind_options.preventive': '预防措施',
    'status_options.open': '未开始',
    'status_options.in_progress': '进行中',
    'status_options.done': '已完成',
    'status_options.verified': '已验证',
    'status_options.rejected': '验证不通过',
  },
  en: {
    ncr_id: 'NCR',
    ship_id: 'Ship',
    dept_id: 'Department',
    kind: 'Kind',
    description: 'Action',
    owner_admin_id: 'Owner',
    owner_dept_id: 'Owner department',
    due_date: 'Due date',
    status: 'Status',
    done_at: 'Done at',
    completion_note: 'Completion note',
    evidence: 'Evidence',
    verified_by: 'Verified by',
    verified_at: 'Verified at',
    verify_comment: 'Verification comment',
    'kind_options.correction': 'Correction',
    'kind_options.corrective': 'Corrective action',
    'kind_options.preventive': 'Preventive action',
    'status_options.open': 'Open',
    'status_options.in_progress': 'In progress',
    'status_options.done': 'Done',
    'status_options.verified': 'Verified',
    'status_options.rejected': 'Rejected',
  },
};

const STEP_WORDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    'ncr.report.step.submit': '提交',
    'ncr.report.step.masterReview': '船长审阅',
    'ncr.report.step.accept': '受理',
    'ncr.report.step.reject': '不予受理',
    'ncr.report.step.proposeCa': '提交纠正措施',
    'ncr.report.step.verify': '验证关闭',
    'ncr.report.step.reopen': '重新打开',
    'ncr.report.step.requestExtension': '申请延期',
    'ncr.report.step.cancel': '取消',
    'ncr.action.step.start': '开始',
    'ncr.action.step.complete': '完成',
    'ncr.action.step.verify': '验证',
    'ncr.action.step.reject': '退回',
  },
  en: {
    'ncr.report.step.submit': 'Submit',
    'ncr.report.step.masterReview': "Master's review",
    'ncr.report.step.accept': 'Accept',
    'ncr.report.step.reject': 'Reject',
    'ncr.report.step.proposeCa': 'Propose corrective action',
    'ncr.report.step.verify': 'Verify and close',
    'ncr.report.step.reopen': 'Reopen',
    'ncr.report.step.requestExtension': 'Request extension',
    'ncr.report.step.cancel': 'Cancel',
    'ncr.action.step.start': 'Start',
    'ncr.action.step.complete': 'Complete',
    'ncr.action.step.verify': 'Verify',
    'ncr.action.step.reject': 'Reject',
  },
};

const prefixed = (prefix: string, words: Record<string, string>) => Object.fromEntries(Object.entries(words).map(([key, value]) => [`${prefix}.${key}`, value]));

/** The words of the NCR area (menus, fields, options, steps), served with the module to the web. */
export const NCR_TRANSLATIONS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    'menu.ncr': '不符合报告',
    'menu.ncr/report': '不符合报告',
    'menu.ncr/action': '纠正措施',
    ...prefixed('ncr.report', REPORT_FIELDS['zh-cn']),
    ...prefixed('ncr.report', OPTION_WORDS['zh-cn']),
    ...prefixed('ncr.action', ACTION_FIELDS['zh-cn']),
    ...STEP_WORDS['zh-cn'],
  },
  en: {
    'menu.ncr': 'Non-conformities',
    'menu.ncr/report': 'Non-conformance reports',
    'menu.ncr/action': 'Corrective actions',
    ...prefixed('ncr.report', REPORT_FIELDS.en),
    ...prefixed('ncr.report', OPTION_WORDS.en),
    ...prefixed('ncr.action', ACTION_FIELDS.en),
    ...STEP_WORDS.en,
  },
};

const text = (max: number) => z.string().trim().max(max, { error: 'validate.tooLong', abort: true });
const requiredText = (max: number) => text(max).min(1, { error: 'validate.required' });
const files = z.array(z.string().max(255, { error: 'validate.tooLong' })).max(20, { error: 'validate.tooBig' });
const id = z.string().uuid();

/** The bodies of the report's steps (`POST /admin/ncr.Report/{step}`). */
export const ncrStepBodies = {
  submit: z.strictObject({ id }),
  masterReview: z.strictObject({ id, comment: text(1000).optional() }),
  /** The office takes the report on: the responsible department and the grade, confirmed or corrected. */
  accept: z.strictObject({
    id,
    dept_id: z.string().uuid({ error: 'validate.required' }).optional(),
    grade: z.enum(NCR_GRADES, { error: 'validate.invalidValue' }).optional(),
    comment: text(1000).optional(),
  }),
  reject: z.strictObject({ id, reason: requiredText(1000) }),
  proposeCa: z.strictObject({
    id,
    root_cause_method: z.enum(NCR_ROOT_CAUSE_METHODS, { error: 'validate.invalidValue' }),
    root_cause: requiredText(4000),
    // An item of the root_cause_category dictionary (the server checks it against the enabled items).
    cause_category: requiredText(20),
    risk_level: z.enum(NCR_RISK_LEVELS, { error: 'validate.invalidValue' }).optional(),
    comment: text(1000).optional(),
  }),
  verify: z.strictObject({
    id,
    effectiveness_result: z.enum(['effective', 'not_effective'], { error: 'validate.invalidValue' }).default('effective'),
    comment: text(1000).optional(),
  }),
  reopen: z.strictObject({ id, reason: requiredText(1000) }),
  requestExtension: z.strictObject({ id, extended_to: isoDateSchema, reason: requiredText(1000) }),
  cancel: z.strictObject({ id, reason: requiredText(1000) }),
} as const;

/** The bodies of the corrective action's steps (`POST /admin/ncr.Action/{step}`). */
export const ncrActionStepBodies = {
  start: z.strictObject({ id }),
  /** Done only with evidence: the photographs, the revised procedure, the training record. */
  complete: z.strictObject({ id, evidence: files.min(1, { error: 'ncr.evidenceRequired' }), note: text(2000).optional() }),
  verify: z.strictObject({ id, comment: text(1000).optional() }),
  reject: z.strictObject({ id, comment: requiredText(1000) }),
} as const;

/** One line of a report's history (`ncr_event`). */
export interface NcrHistoryLine {
  id: string;
  action: string;
  from_status: string | null;
  to_status: string | null;
  actor_id: string | null;
  actor_name: string;
  comment: string;
  created_at: string;
}

/** `GET /admin/ncr.Report/detail?id=`: the report page in one answer. */
export interface NcrDetailAnswer {
  report: Record<string, unknown> & { id: string; ncr_no: string; status: NcrStatus; grade: (typeof NCR_GRADES)[number] };
  actions: Array<Record<string, unknown> & { id: string; status: NcrActionStatus; kind: (typeof NCR_ACTION_KINDS)[number] }>;
  history: NcrHistoryLine[];
  repeat_of: { id: string; ncr_no: string; status: string } | null;
  /** The report's pending approval instances, else the one acted on last (each `biz_type` names its flow). */
  approvals: Array<{ id: string; biz_type: string; status: string; current_step: number }>;
  approval_timeline: unknown[];
  /** The report's steps the caller may take now (by state and right). */
  steps: Array<(typeof NCR_REPORT_STEPS)[number]>;
  /** Each action's steps the caller may take now. */
  action_steps: Record<string, Array<(typeof NCR_ACTION_STEPS)[number]>>;
  can: { edit: boolean; add_action: boolean; edit_action: boolean; delete_action: boolean };
}
