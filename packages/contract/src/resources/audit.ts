import { z } from 'zod';
import type { Lang } from '../constants.js';
import { IMAGE_PATH_PATTERN } from '../url.js';
import type { FieldDef, ResourceDef, ResourceDescription } from '../resource/fields.js';

/**
 * Audits (DOMAIN.md §4.8, ISM clauses 12–16): the annual audit programme, audit plans (internal and
 * external, ship, office department or company), the auditor register and the findings that raise NCRs.
 * Described by data (the kit makes the tables); their words travel with them (`AUDIT_TRANSLATIONS`).
 *
 * One table of plans serves four menus (内部审核 · 外部审核 · 船舶自查 · 审核报告) as four resources, each
 * a view the server narrows (`restrict`), so each menu's rights open exactly its own records.
 */

/** ISM 12.1: every ship and office department is audited internally at least every 12 months. */
export const AUDIT_INTERVAL_MONTHS = 12;
/** ISM 12 (exceptionally): a postponement may reach at most 3 months beyond the due date, with the DPA's approval. */
export const AUDIT_EXTENSION_MONTHS = 3;
/** Auditor independence: a ship the auditor served on within this many months is not theirs to audit (setting). */
export const AUDIT_INDEPENDENCE_MONTHS_DEFAULT = 36;
/** The due-soon tile and alert look this far ahead. */
export const AUDIT_DUE_SOON_DAYS = 90;

export const AUDIT_PROGRAMME_STATUSES = ['draft', 'submitted', 'approved', 'in_execution', 'closed'] as const;
export const AUDIT_CATEGORIES = ['internal', 'external'] as const;
export const AUDIT_STANDARDS = ['ISM', 'ISPS', 'MLC', 'ISO9001', 'NSM', 'combined', 'self_inspection'] as const;
export const AUDIT_SCOPES = ['ship', 'office_dept', 'company'] as const;
export const EXTERNAL_AUDIT_KINDS = [
  'doc_initial',
  'doc_annual',
  'doc_renewal',
  'smc_initial',
  'smc_intermediate',
  'smc_renewal',
  'interim',
  'issc_initial',
  'issc_intermediate',
  'issc_renewal',
  'mlc_initial',
  'mlc_intermediate',
  'mlc_renewal',
  'additional',
] as const;
export const AUDIT_PLAN_STATUSES = ['planned', 'notified', 'in_progress', 'report_draft', 'report_issued', 'follow_up', 'closed', 'postponed', 'cancelled'] as const;
export type AuditPlanStatus = (typeof AUDIT_PLAN_STATUSES)[number];
export const AUDITOR_QUALIFICATIONS = ['internal_auditor', 'lead_auditor', 'external'] as const;
export const FINDING_GRADES = ['major_nc', 'nc', 'observation', 'opportunity'] as const;
export type FindingGrade = (typeof FINDING_GRADES)[number];
export const FINDING_STATUSES = ['open', 'ncr_raised', 'closed'] as const;
/** Grades that are only noted: they raise no NCR and never hold an audit open. */
export const NOTED_GRADES: readonly FindingGrade[] = ['observation', 'opportunity'];
/** ISM Code clauses 1–16, what `clauses_covered` and a finding's `clause_ref` name. */
export const ISM_CLAUSES = Array.from({ length: 16 }, (_, index) => String(index + 1));

/** The states in which a plan is still ahead of its audit (it may be edited, postponed or cancelled). */
export const AUDIT_PLAN_OPEN_STATES: readonly AuditPlanStatus[] = ['planned', 'notified', 'postponed'];
/** The states whose audit counts as done for the 12-month rule (conducted_to is its date). */
export const AUDIT_PLAN_DONE_STATES: readonly AuditPlanStatus[] = ['report_draft', 'report_issued', 'follow_up', 'closed'];

const admins = { url: '/admin/auth.Admin/' };

export const auditProgrammeDescription: ResourceDescription = {
  table: 'audit_programme',
  def: {
    name: 'audit.Programme',
    path: 'audit/programme',
    labelField: 'title',
    quickSearch: ['title', 'programme_no'],
    defaultOrder: { field: 'year', direction: 'desc' },
    actions: ['index', 'add', 'edit', 'del'],
    steps: [{ name: 'submit', batch: false }],
    fields: [
      { name: 'programme_no', type: 'string', widget: 'text', max: 40, form: 'none', search: ['LIKE'], sortable: true },
      { name: 'year', type: 'int', widget: 'year', required: true, min: 2000, max: 2100, unique: { message: 'audit.programmeYearTaken' }, sortable: true, search: ['eq'] },
      { name: 'title', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'] },
      { name: 'status', type: 'string', widget: 'select', options: AUDIT_PROGRAMME_STATUSES, max: 20, default: 'draft', form: 'none', column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'approved_at', type: 'date', widget: 'date', form: 'none', sortable: true },
      { name: 'remark', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
    ],
  },
};

/** The fields of an audit plan, whichever of its views serves it. */
const PLAN_FIELDS: readonly FieldDef[] = [
  { name: 'audit_no', type: 'string', widget: 'text', max: 40, form: 'none', unique: true, search: ['LIKE', 'eq'], sortable: true },
  { name: 'programme_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/audit.Programme/' }, storage: { references: { resource: 'audit.Programme' } }, search: ['eq'], column: { hidden: true } },
  { name: 'category', type: 'string', widget: 'select', options: AUDIT_CATEGORIES, max: 10, default: 'internal', form: 'none', column: { render: 'tag', hidden: true }, search: ['eq'] },
  { name: 'standard', type: 'string', widget: 'select', options: AUDIT_STANDARDS, required: true, max: 20, default: 'ISM', column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
  { name: 'scope', type: 'string', widget: 'radio', options: AUDIT_SCOPES, required: true, max: 12, default: 'ship', column: { render: 'tag' }, search: ['eq'] },
  { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/fleet.Ship/' }, storage: { references: { resource: 'fleet.Ship' } }, search: ['eq', 'IN'] },
  // The audited node (the ship's own node, an office department or the company root): the data scope.
  { name: 'dept_id', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, storage: { nullable: false, references: { resource: 'auth.Department' } }, search: ['eq', 'IN'], subtree: true },
  { name: 'external_kind', type: 'string', widget: 'select', options: EXTERNAL_AUDIT_KINDS, max: 24, column: { render: 'tag' }, search: ['eq', 'IN'] },
  { name: 'auditor_org', type: 'string', widget: 'text', max: 100, search: ['LIKE'], column: { hidden: true } },
  { name: 'planned_from', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
  { name: 'planned_to', type: 'date', widget: 'date', required: true, sortable: true },
  { name: 'lead_auditor_id', type: 'uuid', widget: 'remoteSelect', remote: admins, storage: { references: { resource: 'auth.Admin', onDelete: 'set null' } }, search: ['eq'] },
  { name: 'team_ids', type: 'uuid[]', widget: 'remoteSelect', remote: { ...admins, multiple: true }, default: [], column: { hidden: true } },
  { name: 'clauses_covered', type: 'string[]', widget: 'checkbox', options: ISM_CLAUSES, default: [], max: 2, column: { hidden: true } },
  { name: 'checklist_template_ids', type: 'uuid[]', widget: 'remoteSelect', remote: { url: '/admin/setting.ChecklistTemplate/', multiple: true }, default: [], column: { hidden: true } },
  { name: 'place', type: 'string', widget: 'text', max: 100, search: ['LIKE'], column: { hidden: true } },
  { name: 'status', type: 'string', widget: 'select', options: AUDIT_PLAN_STATUSES, max: 20, default: 'planned', form: 'none', column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
  { name: 'postponed_to', type: 'date', widget: 'date', form: 'none', column: { hidden: true } },
  { name: 'postpone_reason', type: 'string', widget: 'textarea', max: 500, form: 'none', column: { hidden: true } },
  { name: 'last_audit_date', type: 'date', widget: 'date', form: 'none', column: { hidden: true } },
  { name: 'due_by', type: 'date', widget: 'date', form: 'none', sortable: true, search: ['RANGE'] },
  { name: 'conducted_from', type: 'date', widget: 'date', form: 'edit', sortable: true, search: ['RANGE'], column: { hidden: true } },
  { name: 'conducted_to', type: 'date', widget: 'date', form: 'edit', sortable: true, search: ['RANGE'] },
  { name: 'report_summary', type: 'string', widget: 'textarea', max: 5000, form: 'edit', column: { hidden: true } },
  { name: 'report_issued_at', type: 'date', widget: 'date', form: 'none', sortable: true, column: { hidden: true } },
  { name: 'remark', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
];

/** The plan steps every view of plans serves (their rights are `{view path}/{step}`). */
export const AUDIT_PLAN_STEPS = ['notify', 'start', 'saveAnswers', 'raiseFinding', 'submitReport', 'followUp', 'close', 'postpone', 'cancel'] as const;

/** A view of the plans: the menu it serves, the records it narrows to. */
export interface AuditPlanView {
  name: string;
  path: string;
  /** What its add writes and its list keeps to. */
  category?: 'internal' | 'external';
  selfInspection?: boolean;
  /** Plans from the audit onwards (the report menu); it adds none. */
  reports?: boolean;
}

export const AUDIT_PLAN_VIEWS: readonly AuditPlanView[] = [
  { name: 'audit.Plan', path: 'audit/plan', category: 'internal', selfInspection: false },
  { name: 'audit.ExternalPlan', path: 'audit/externalPlan', category: 'external' },
  { name: 'audit.SelfInspection', path: 'audit/selfInspection', category: 'internal', selfInspection: true },
  { name: 'audit.Report', path: 'audit/report', reports: true },
];

function planDef(view: AuditPlanView): ResourceDef {
  const steps = view.reports ? ['submitReport', 'followUp', 'close'] : view.category === 'external' ? [...AUDIT_PLAN_STEPS, 'schedule'] : AUDIT_PLAN_STEPS;
  return {
    name: view.name,
    path: view.path,
    labelField: 'audit_no',
    quickSearch: ['audit_no', 'place', 'auditor_org'],
    defaultOrder: { field: 'planned_from', direction: 'desc' },
    actions: view.reports ? ['index', 'edit'] : ['index', 'add', 'edit', 'del'],
    steps: steps.map((name) => ({ name, batch: false })),
    fields: PLAN_FIELDS,
  };
}

export const auditPlanDescriptions: readonly ResourceDescription[] = AUDIT_PLAN_VIEWS.map((view) => ({ table: 'audit_plan', scope: { department: 'dept_id' }, def: planDef(view) }));
/** Each view by name (the module store and the tests find described resources by their exports). */
export const [auditPlanDescription, auditExternalPlanDescription, auditSelfInspectionDescription, auditReportDescription] = auditPlanDescriptions as [ResourceDescription, ResourceDescription, ResourceDescription, ResourceDescription];

export const auditAuditorDescription: ResourceDescription = {
  table: 'audit_auditor',
  def: {
    name: 'audit.Auditor',
    path: 'audit/auditor',
    labelField: 'certificate_no',
    quickSearch: ['certificate_no'],
    defaultOrder: { field: 'valid_until', direction: 'asc' },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      { name: 'admin_id', type: 'uuid', widget: 'remoteSelect', remote: admins, required: true, unique: { message: 'audit.auditorRegistered' }, storage: { references: { resource: 'auth.Admin', onDelete: 'cascade' } }, search: ['eq'] },
      { name: 'qualification', type: 'string', widget: 'select', options: AUDITOR_QUALIFICATIONS, required: true, max: 20, default: 'internal_auditor', column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'certificate_no', type: 'string', widget: 'text', max: 60, search: ['LIKE'] },
      { name: 'trained_on', type: 'date', widget: 'date', sortable: true },
      { name: 'valid_until', type: 'date', widget: 'date', sortable: true, search: ['RANGE'] },
      // Former sea service (crew records) for independence: the ships this person must not audit for a while.
      { name: 'seafarer_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/crew.Seafarer/' }, storage: { references: { resource: 'crew.Seafarer', onDelete: 'set null' } }, search: ['eq'] },
      { name: 'remark', type: 'string', widget: 'textarea', max: 1000, column: { hidden: true } },
    ],
  },
};

const FINDING_FIELDS: readonly FieldDef[] = [
  { name: 'plan_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/audit.Plan/' }, required: true, storage: { references: { resource: 'audit.Plan' } }, search: ['eq'] },
  { name: 'grade', type: 'string', widget: 'select', options: FINDING_GRADES, required: true, max: 12, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
  { name: 'clause_ref', type: 'string', widget: 'text', max: 30, search: ['eq', 'LIKE'], sortable: true },
  { name: 'description', type: 'string', widget: 'textarea', required: true, max: 2000, search: ['LIKE'] },
  { name: 'objective_evidence', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
  { name: 'due_date', type: 'date', widget: 'date', sortable: true, search: ['RANGE'] },
  { name: 'status', type: 'string', widget: 'select', options: FINDING_STATUSES, max: 12, default: 'open', form: 'none', column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
  { name: 'ncr_id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['NULL', 'NOT NULL'] },
  { name: 'ncr_no', type: 'string', widget: 'text', max: 40, form: 'none', search: ['LIKE'] },
  { name: 'template_id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true } },
  { name: 'checklist_item_id', type: 'string', widget: 'text', max: 40, form: 'none', column: { hidden: true } },
  { name: 'category', type: 'string', widget: 'select', options: AUDIT_CATEGORIES, max: 10, form: 'none', column: { render: 'tag', hidden: true }, search: ['eq'] },
  { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/fleet.Ship/' }, form: 'none', search: ['eq', 'IN'] },
  { name: 'dept_id', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, storage: { nullable: false }, form: 'none', column: { hidden: true }, search: ['eq', 'IN'], subtree: true },
];

/** Findings: 不符合项跟踪 (internal) and 审核结果 (external), views of one table. */
export const auditFindingDescriptions: readonly ResourceDescription[] = [
  { name: 'audit.Finding', path: 'audit/finding', plans: 'audit.Plan' },
  { name: 'audit.ExternalFinding', path: 'audit/externalFinding', plans: 'audit.ExternalPlan' },
].map(({ name, path, plans }) => ({
  table: 'audit_finding',
  scope: { department: 'dept_id' },
  def: {
    name,
    path,
    labelField: 'description',
    quickSearch: ['description', 'clause_ref', 'ncr_no'],
    defaultOrder: { field: 'due_date', direction: 'asc' },
    actions: ['index', 'add', 'edit', 'del'],
    // A finding is written against a plan of its own menu's kind.
    fields: FINDING_FIELDS.map((field) => (field.name === 'plan_id' ? { ...field, remote: { url: `/admin/${plans}/` }, storage: { references: { resource: plans } } } : field)),
  },
}));

export const [auditFindingDescription, auditExternalFindingDescription] = auditFindingDescriptions as [ResourceDescription, ResourceDescription];

export const AUDIT_DESCRIPTIONS: readonly ResourceDescription[] = [auditProgrammeDescription, ...auditPlanDescriptions, auditAuditorDescription, ...auditFindingDescriptions];
export const AUDIT_RESOURCES: readonly ResourceDef[] = AUDIT_DESCRIPTIONS.map((description) => description.def);

// ---- Step bodies (validated by the kit before the step runs; lengths before patterns) ----

const uuid = z.string().max(36, { error: 'validate.tooLong', abort: true }).uuid({ error: 'validate.invalidValue' });
const isoDate = z.string().max(10, { error: 'validate.tooLong', abort: true }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validate.invalidValue' });
const text = (max: number) => z.string().max(max, { error: 'validate.tooLong' });

export const auditIdBody = z.strictObject({ id: uuid });

/** One answer of a checklist item: the value (yes/no/na, a grade, a number or words), a comment, evidence files. */
export const checklistAnswer = z.strictObject({
  template_id: uuid,
  item_id: z.string().min(1, { error: 'validate.required' }).max(40, { error: 'validate.tooLong' }),
  answer: text(2000),
  comment: text(2000).optional(),
  // Files uploaded to the attachments (`/storage/…`) or addresses: nothing else is a file.
  evidence: z
    .array(z.string().max(255, { error: 'validate.tooLong', abort: true }).regex(IMAGE_PATH_PATTERN, { error: 'audit.evidenceFile' }))
    .max(20, { error: 'validate.tooBig' })
    .optional(),
});
export type ChecklistAnswerInput = z.infer<typeof checklistAnswer>;

/** A batch of answers (a tablet saves a section at a time). */
export const saveAnswersBody = z.strictObject({ id: uuid, answers: z.array(checklistAnswer).min(1, { error: 'validate.required' }).max(500, { error: 'validate.tooBig' }) });

/** A finding raised from a checklist item answered "No", or written by hand. */
export const raiseFindingBody = z.strictObject({
  id: uuid,
  grade: z.enum(FINDING_GRADES, { error: 'validate.invalidValue' }),
  description: z.string().trim().min(1, { error: 'validate.required' }).max(2000, { error: 'validate.tooLong' }),
  clause_ref: text(30).optional(),
  objective_evidence: text(2000).optional(),
  due_date: isoDate.optional(),
  template_id: uuid.optional(),
  item_id: text(40).optional(),
});

export const postponeBody = z.strictObject({
  id: uuid,
  postponed_to: isoDate,
  reason: z.string().trim().min(1, { error: 'validate.required' }).max(500, { error: 'validate.tooLong' }),
});

export const submitReportBody = z.strictObject({ id: uuid, report_summary: text(5000).optional(), conducted_from: isoDate.optional(), conducted_to: isoDate.optional() });
export const reasonBody = z.strictObject({ id: uuid, reason: text(500).optional() });
/** External audits proposed from the certificate survey windows that open within `days`. */
export const scheduleBody = z.strictObject({ days: z.number().int({ error: 'validate.integer' }).min(1, { error: 'validate.tooSmall' }).max(365, { error: 'validate.tooBig' }).optional() });

/** GET /admin/audit/detail?id= : one audit whole (ShdetailPage). */
export interface AuditDetailAnswer {
  plan: Record<string, unknown> & { id: string; audit_no: string; status: AuditPlanStatus; category: string };
  /** Names of the places and people the plan names. */
  ship: { id: string; name_en: string; name_zh: string } | null;
  department: { id: string; name: string; name_en: string } | null;
  programme: { id: string; year: number; title: string; status: string } | null;
  team: Array<{ id: string; name: string; lead: boolean; qualification: string | null }>;
  checklists: Array<{
    id: string;
    code: string;
    name_en: string;
    name_zh: string;
    version: number;
    sections: Array<{ id: string; title_en: string; title_zh: string; items: Array<{ id: string; ref: string; question_en: string; question_zh: string; guidance_en: string; guidance_zh: string; answer_type: 'yes_no_na' | 'graded' | 'text' | 'number'; requires_evidence: boolean }> }>;
  }>;
  answers: Array<{ template_id: string; item_id: string; answer: string; comment: string; evidence: string[]; answered_by: string | null; updated_at: string }>;
  findings: Array<Record<string, unknown> & { id: string; grade: FindingGrade; status: string; ncr_id: string | null }>;
  ncrs: Array<{ id: string; ncr_no: string; status: string; grade: string; source_item_id: string | null; closed_at: string | null }>;
  approvals: Array<{ biz_type: string; step: number; step_title_en: string; step_title_zh: string; approver_name: string; action: string; comment: string; acted_at: string }>;
  /** Which steps the caller may take on it now (the page's buttons), by the view whose rights they hold. */
  view: string;
}

const STATE_WORDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    draft: '草稿',
    submitted: '审批中',
    approved: '已批准',
    in_execution: '执行中',
    closed: '已关闭',
    planned: '已计划',
    notified: '已通知',
    in_progress: '审核中',
    report_draft: '报告编制',
    report_issued: '报告已发布',
    follow_up: '跟踪整改',
    postponed: '已推迟',
    cancelled: '已取消',
    open: '未处理',
    ncr_raised: '已开 NCR',
  },
  en: {
    draft: 'Draft',
    submitted: 'Submitted',
    approved: 'Approved',
    in_execution: 'In execution',
    closed: 'Closed',
    planned: 'Planned',
    notified: 'Notified',
    in_progress: 'In progress',
    report_draft: 'Report draft',
    report_issued: 'Report issued',
    follow_up: 'Follow-up',
    postponed: 'Postponed',
    cancelled: 'Cancelled',
    open: 'Open',
    ncr_raised: 'NCR raised',
  },
};

const OPTION_WORDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    internal: '内部审核',
    external: '外部审核',
    ISM: 'ISM',
    ISPS: 'ISPS',
    MLC: 'MLC',
    ISO9001: 'ISO 9001',
    NSM: 'NSM 国内安全管理规则',
    combined: '综合',
    self_inspection: '船舶自查',
    ship: '船舶',
    office_dept: '岸基部门',
    company: '公司',
    doc_initial: 'DOC 初次审核',
    doc_annual: 'DOC 年度审核',
    doc_renewal: 'DOC 换证审核',
    smc_initial: 'SMC 初次审核',
    smc_intermediate: 'SMC 中间审核',
    smc_renewal: 'SMC 换证审核',
    interim: '临时审核',
    issc_initial: 'ISSC 初次审核',
    issc_intermediate: 'ISSC 中间审核',
    issc_renewal: 'ISSC 换证审核',
    mlc_initial: 'MLC 初次检查',
    mlc_intermediate: 'MLC 中间检查',
    mlc_renewal: 'MLC 换证检查',
    additional: '附加审核',
    internal_auditor: '内审员',
    lead_auditor: '审核组长',
    major_nc: '严重不符合',
    nc: '不符合',
    observation: '观察项',
    opportunity: '改进机会',
  },
  en: {
    internal: 'Internal',
    external: 'External',
    ISM: 'ISM',
    ISPS: 'ISPS',
    MLC: 'MLC',
    ISO9001: 'ISO 9001',
    NSM: 'NSM (domestic)',
    combined: 'Combined',
    self_inspection: 'Ship self-inspection',
    ship: 'Ship',
    office_dept: 'Office department',
    company: 'Company',
    doc_initial: 'DOC initial',
    doc_annual: 'DOC annual',
    doc_renewal: 'DOC renewal',
    smc_initial: 'SMC initial',
    smc_intermediate: 'SMC intermediate',
    smc_renewal: 'SMC renewal',
    interim: 'Interim',
    issc_initial: 'ISSC initial',
    issc_intermediate: 'ISSC intermediate',
    issc_renewal: 'ISSC renewal',
    mlc_initial: 'MLC initial',
    mlc_intermediate: 'MLC intermediate',
    mlc_renewal: 'MLC renewal',
    additional: 'Additional',
    internal_auditor: 'Internal auditor',
    lead_auditor: 'Lead auditor',
    major_nc: 'Major non-conformity',
    nc: 'Non-conformity',
    observation: 'Observation',
    opportunity: 'Opportunity for improvement',
  },
};

const FIELD_WORDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    programme_no: '计划编号',
    year: '年度',
    title: '标题',
    status: '状态',
    approved_at: '批准日期',
    remark: '备注',
    audit_no: '审核编号',
    programme_id: '年度审核计划',
    category: '类别',
    standard: '审核标准',
    scope: '审核范围',
    ship_id: '船舶',
    dept_id: '受审核部门',
    external_kind: '外审类型',
    auditor_org: '审核机构',
    planned_from: '计划开始',
    planned_to: '计划结束',
    lead_auditor_id: '审核组长',
    team_ids: '审核组成员',
    clauses_covered: '覆盖 ISM 条款',
    checklist_template_ids: '检查表',
    place: '地点',
    postponed_to: '推迟至',
    postpone_reason: '推迟原因',
    last_audit_date: '上次审核日期',
    due_by: '最迟审核日期',
    conducted_from: '实施开始',
    conducted_to: '实施结束',
    report_summary: '审核报告摘要',
    report_issued_at: '报告发布日期',
    admin_id: '审核员',
    qualification: '资格',
    certificate_no: '证书编号',
    trained_on: '培训日期',
    valid_until: '有效期至',
    seafarer_id: '船员档案（海上资历）',
    plan_id: '审核',
    grade: '等级',
    clause_ref: '条款',
    description: '描述',
    objective_evidence: '客观证据',
    due_date: '整改期限',
    ncr_id: 'NCR',
    ncr_no: 'NCR 编号',
    template_id: '检查表',
    checklist_item_id: '检查项',
  },
  en: {
    programme_no: 'Programme no.',
    year: 'Year',
    title: 'Title',
    status: 'Status',
    approved_at: 'Approved on',
    remark: 'Remark',
    audit_no: 'Audit no.',
    programme_id: 'Audit programme',
    category: 'Category',
    standard: 'Standard',
    scope: 'Scope',
    ship_id: 'Ship',
    dept_id: 'Audited department',
    external_kind: 'External audit',
    auditor_org: 'Auditing body',
    planned_from: 'Planned from',
    planned_to: 'Planned to',
    lead_auditor_id: 'Lead auditor',
    team_ids: 'Audit team',
    clauses_covered: 'ISM clauses covered',
    checklist_template_ids: 'Checklists',
    place: 'Place',
    postponed_to: 'Postponed to',
    postpone_reason: 'Reason for postponement',
    last_audit_date: 'Last audit',
    due_by: 'Due by',
    conducted_from: 'Conducted from',
    conducted_to: 'Conducted to',
    report_summary: 'Report summary',
    report_issued_at: 'Report issued on',
    admin_id: 'Auditor',
    qualification: 'Qualification',
    certificate_no: 'Certificate no.',
    trained_on: 'Trained on',
    valid_until: 'Valid until',
    seafarer_id: 'Seafarer record (sea service)',
    plan_id: 'Audit',
    grade: 'Grade',
    clause_ref: 'Clause',
    description: 'Description',
    objective_evidence: 'Objective evidence',
    due_date: 'Corrective action due',
    ncr_id: 'NCR',
    ncr_no: 'NCR no.',
    template_id: 'Checklist',
    checklist_item_id: 'Checklist item',
  },
};

const MENU_WORDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    'menu.audit': '审核管理',
    'menu.audit/internal': '内部审核',
    'menu.audit/programme': '审核计划',
    'menu.audit/plan': '审核实施',
    'menu.audit/report': '审核报告',
    'menu.audit/finding': '不符合项跟踪',
    'menu.audit/external': '外部审核',
    'menu.audit/externalPlan': '审核安排',
    'menu.audit/externalFinding': '审核结果',
    'menu.audit/selfInspection': '船舶自查',
    'menu.audit/auditor': '审核员',
    'config.audit_independence_months': '审核员独立性（曾在该船服务的月数）',
  },
  en: {
    'menu.audit': 'Audits and inspections',
    'menu.audit/internal': 'Internal audits',
    'menu.audit/programme': 'Audit programme',
    'menu.audit/plan': 'Audit execution',
    'menu.audit/report': 'Audit reports',
    'menu.audit/finding': 'Findings follow-up',
    'menu.audit/external': 'External audits',
    'menu.audit/externalPlan': 'Scheduling',
    'menu.audit/externalFinding': 'Results and findings',
    'menu.audit/selfInspection': 'Ship self-inspection',
    'menu.audit/auditor': 'Auditors',
    'config.audit_independence_months': 'Auditor independence (months since service on the ship)',
  },
};

/** `{module}.{resource}` as the words' keys spell a resource (`audit.externalPlan`). */
function wordsPrefix(def: ResourceDef): string {
  const [module, resource] = def.path.split('/');
  return `${module}.${resource}`;
}

function wordsOf(lang: Lang): Record<string, string> {
  const words: Record<string, string> = { ...MENU_WORDS[lang] };
  for (const def of AUDIT_RESOURCES) {
    const prefix = wordsPrefix(def);
    for (const field of def.fields) {
      const label = FIELD_WORDS[lang][field.name];
      if (label) words[`${prefix}.${field.name}`] = label;
      for (const option of field.options ?? []) {
        const optionWord = field.name === 'status' ? STATE_WORDS[lang][String(option)] : OPTION_WORDS[lang][String(option)];
        words[`${prefix}.${field.name}_options.${option}`] = optionWord ?? String(option);
      }
    }
  }
  return words;
}

/** The words of the audit area (menus, fields, options), served with the module to the web. */
export const AUDIT_TRANSLATIONS: Record<Lang, Record<string, string>> = { 'zh-cn': wordsOf('zh-cn'), en: wordsOf('en') };
