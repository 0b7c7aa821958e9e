import { z } from 'zod';
import type { Lang } from '../constants.js';
import { addDays, addMonths } from '../iso-date.js';
import type { FieldDef, ResourceDescription } from '../resource/fields.js';

/**
 * Supervision and external inspections (DOMAIN.md §4.12, §3.4, §3.7): port state, flag state, class,
 * vetting (SIRE 2.0, CDI, RightShip), terminal, owner and charterer inspections with their deficiencies or
 * observations, and superintendents' visits with their findings. Described by data (the kit makes the
 * tables); the module adds the rules, the NCRs, the detention alert and the dashboard.
 */

/**
 * Who inspected: the codes of the settings' `inspection_kind` dictionary the area's rules know (the NCR
 * source, the vetting comment window, PSC codes); the dictionary names them and may hold more.
 */
export type InspectionKind = 'psc' | 'fsc' | 'class_survey' | 'vetting' | 'owner' | 'charterer' | 'pni' | 'terminal' | 'customs_health' | 'other';
/** Action code 30: the ship is detained. */
export const DETENTION_ACTION_CODE = '30';
/** Action code 17: the master is instructed to rectify before departure (what a superintendent chases first). */
export const BEFORE_DEPARTURE_ACTION_CODE = '17';
/** Vetting: the operator's comments are due this many days after the inspection (SIRE 2.0 practice). */
export const OPERATOR_COMMENT_DAYS = 14;

/** Whether the items of an inspection of this kind carry PSC deficiency codes (5 digits, the first two the group). */
export function hasPscCodes(kind: string): boolean {
  return kind === 'psc' || kind === 'fsc';
}

/**
 * The day a deficiency must be rectified by, from its action code and the inspection's date: 17 before
 * departure (the inspection day itself), 16 within 14 days, 18 within 3 months. Null when the code sets no
 * date (15 "at the next port" is a date only the voyage knows: typed by hand).
 */
export function rectifyByOf(actionCode: string | null | undefined, inspectedOn: string): string | null {
  switch (actionCode) {
    case '17':
      return inspectedOn;
    case '16':
      return addDays(inspectedOn, 14);
    case '18':
      return addMonths(inspectedOn, 3);
    default:
      return null;
  }
}

/** The group of a PSC deficiency code (`07113` → `07`), or null for another kind of reference. */
export function deficiencyGroupOf(code: string | null | undefined): string | null {
  return code && /^\d{5}$/.test(code) ? code.slice(0, 2) : null;
}

const shipField: FieldDef = {
  name: 'ship_id',
  type: 'uuid',
  widget: 'remoteSelect',
  remote: { url: '/admin/fleet.Ship/' },
  required: true,
  storage: { references: { resource: 'fleet.Ship' } },
  search: ['eq', 'IN'],
};
/** The ship's department node, copied on every write: the data scope. */
const deptField: FieldDef = { name: 'dept_id', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, form: 'none', column: { hidden: true }, search: ['eq', 'IN'] };
/** An NCR raised from the record (through the NCR pipeline, never typed). */
const ncrField: FieldDef = { name: 'ncr_id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['NULL', 'NOT NULL'] };

export const inspectionDescription: ResourceDescription = {
  table: 'supervision_inspection',
  scope: { department: 'dept_id' },
  def: {
    name: 'supervision.Inspection',
    path: 'supervision/inspection',
    labelField: 'inspection_no',
    quickSearch: ['inspection_no', 'port', 'authority_or_company', 'report_no', 'inspector'],
    defaultOrder: { field: 'inspected_on', direction: 'desc' },
    actions: ['index', 'add', 'edit', 'del'],
    steps: [{ name: 'raiseNcr', batch: true }],
    fields: [
      { name: 'inspection_no', type: 'string', widget: 'text', form: 'none', max: 40, search: ['LIKE'], sortable: true },
      shipField,
      deptField,
      { name: 'kind', type: 'string', widget: 'select', dict: 'inspection_kind', required: true, max: 20, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'authority_or_company', type: 'string', widget: 'text', max: 200, search: ['LIKE'] },
      { name: 'mou', type: 'string', widget: 'select', dict: 'mou', max: 20, search: ['eq', 'IN'] },
      { name: 'programme', type: 'string', widget: 'select', dict: 'vetting_programme', max: 20, column: { hidden: true }, search: ['eq', 'IN'] },
      { name: 'port', type: 'string', widget: 'text', max: 100, search: ['LIKE'], sortable: true },
      { name: 'inspected_on', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
      { name: 'inspector', type: 'string', widget: 'text', max: 100, column: { hidden: true }, search: ['LIKE'] },
      { name: 'inspection_type', type: 'string', widget: 'select', options: ['initial', 'more_detailed', 'expanded'], max: 20, column: { hidden: true }, search: ['eq', 'IN'] },
      { name: 'report_no', type: 'string', widget: 'text', max: 60, search: ['LIKE'] },
      // Derived from the items and the detention on every write; never typed.
      { name: 'result', type: 'string', widget: 'select', options: ['no_deficiency', 'deficiencies', 'detained', 'observations'], form: 'none', max: 20, column: { render: 'tag' }, search: ['eq', 'IN'] },
      { name: 'deficiency_count', type: 'int', widget: 'number', form: 'none', default: 0, storage: { nullable: false }, sortable: true, search: ['RANGE'] },
      { name: 'ism_related_count', type: 'int', widget: 'number', form: 'none', default: 0, storage: { nullable: false }, column: { hidden: true }, search: ['RANGE'] },
      { name: 'detained', type: 'boolean', widget: 'switch', default: false, storage: { nullable: false }, column: { render: 'switch' }, search: ['eq'] },
      { name: 'detention_from', type: 'date', widget: 'date', column: { hidden: true }, search: ['RANGE'] },
      { name: 'released_on', type: 'date', widget: 'date', column: { hidden: true }, search: ['RANGE', 'NULL', 'NOT NULL'] },
      { name: 'detention_days', type: 'int', widget: 'number', form: 'none', column: { hidden: true } },
      { name: 'operator_comment_due_at', type: 'date', widget: 'date', form: 'none', column: { hidden: true }, search: ['RANGE'] },
      { name: 'status', type: 'string', widget: 'select', options: ['open', 'rectifying', 'closed'], default: 'open', storage: { nullable: false }, max: 20, column: { render: 'tag' }, search: ['eq', 'IN'] },
      { ...ncrField },
      { name: 'files', type: 'string[]', widget: 'files', max: 255, column: { hidden: true } },
      { name: 'remark', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
    ],
  },
};

export const inspectionItemDescription: ResourceDescription = {
  table: 'supervision_inspection_item',
  scope: { department: 'dept_id' },
  def: {
    name: 'supervision.InspectionItem',
    path: 'supervision/inspectionItem',
    labelField: 'code',
    quickSearch: ['code', 'description', 'convention_ref'],
    defaultOrder: { field: 'created_at', direction: 'asc' },
    actions: ['index', 'add', 'edit', 'del'],
    steps: [{ name: 'raiseNcr', batch: true }],
    fields: [
      {
        name: 'inspection_id',
        type: 'uuid',
        widget: 'remoteSelect',
        remote: { url: '/admin/supervision.Inspection/' },
        required: true,
        storage: { references: { resource: 'supervision.Inspection', onDelete: 'cascade' } },
        search: ['eq', 'IN'],
      },
      { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/fleet.Ship/' }, form: 'none', storage: { references: { resource: 'fleet.Ship' } }, search: ['eq', 'IN'] },
      deptField,
      { name: 'code', type: 'string', widget: 'text', max: 30, search: ['LIKE', 'eq'], sortable: true },
      { name: 'deficiency_group', type: 'string', widget: 'text', form: 'none', max: 2, search: ['eq', 'IN'], sortable: true },
      { name: 'description', type: 'string', widget: 'textarea', required: true, max: 2000, search: ['LIKE'] },
      { name: 'convention_ref', type: 'string', widget: 'text', max: 100, column: { hidden: true }, search: ['LIKE'] },
      { name: 'action_code', type: 'string', widget: 'select', dict: 'psc_action_code', max: 4, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'element', type: 'string', widget: 'select', options: ['human', 'process', 'hardware'], max: 10, column: { hidden: true }, search: ['eq', 'IN'] },
      { name: 'is_negative', type: 'boolean', widget: 'switch', default: false, storage: { nullable: false }, column: { render: 'switch', hidden: true }, search: ['eq'] },
      { name: 'is_detainable', type: 'boolean', widget: 'switch', default: false, storage: { nullable: false }, column: { render: 'switch' }, search: ['eq'] },
      { name: 'is_ism_related', type: 'boolean', widget: 'switch', default: false, storage: { nullable: false }, column: { render: 'switch' }, search: ['eq'] },
      { name: 'rectify_by', type: 'date', widget: 'date', sortable: true, search: ['RANGE'] },
      { name: 'rectified_at', type: 'date', widget: 'date', search: ['RANGE', 'NULL', 'NOT NULL'] },
      { name: 'evidence', type: 'string[]', widget: 'files', max: 255, column: { hidden: true } },
      { ...ncrField },
      { name: 'status', type: 'string', widget: 'select', options: ['open', 'rectified', 'closed'], form: 'none', default: 'open', storage: { nullable: false }, max: 20, column: { render: 'tag' }, search: ['eq', 'IN'] },
    ],
  },
};

export const visitDescription: ResourceDescription = {
  table: 'supervision_visit',
  scope: { department: 'dept_id' },
  def: {
    name: 'supervision.Visit',
    path: 'supervision/visit',
    labelField: 'visit_no',
    quickSearch: ['visit_no', 'port', 'report'],
    defaultOrder: { field: 'planned_date', direction: 'desc' },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      { name: 'visit_no', type: 'string', widget: 'text', form: 'none', max: 40, search: ['LIKE'], sortable: true },
      shipField,
      deptField,
      { name: 'type', type: 'string', widget: 'select', options: ['technical', 'marine', 'safety', 'pre_vetting', 'takeover'], required: true, max: 20, column: { render: 'tag' }, search: ['eq', 'IN'] },
      {
        name: 'inspector_admin_id',
        type: 'uuid',
        widget: 'remoteSelect',
        remote: { url: '/admin/auth.Admin/' },
        storage: { references: { resource: 'auth.Admin', onDelete: 'set null' } },
        search: ['eq', 'IN'],
      },
      { name: 'planned_date', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
      { name: 'port', type: 'string', widget: 'text', max: 100, search: ['LIKE'] },
      { name: 'visited_from', type: 'date', widget: 'date', sortable: true, search: ['RANGE', 'NULL', 'NOT NULL'] },
      { name: 'visited_to', type: 'date', widget: 'date', column: { hidden: true }, search: ['RANGE'] },
      {
        name: 'checklist_template_id',
        type: 'uuid',
        widget: 'remoteSelect',
        // The settings' active superintendent templates; the server asks the settings' service whether it exists.
        remote: { url: '/admin/setting.ChecklistTemplate/', search: [{ field: 'standard', operator: 'eq', val: 'superintendent' }, { field: 'status', operator: 'eq', val: 'active' }] },
        column: { hidden: true },
      },
      { name: 'overall_rating', type: 'int', widget: 'number', min: 1, max: 5, search: ['eq', 'RANGE'], sortable: true },
      { name: 'report', type: 'string', widget: 'textarea', max: 10000, column: { hidden: true } },
      { name: 'status', type: 'string', widget: 'select', options: ['planned', 'visited', 'report_submitted', 'reviewed', 'closed'], default: 'planned', storage: { nullable: false }, max: 20, column: { render: 'tag' }, search: ['eq', 'IN'] },
      { name: 'files', type: 'string[]', widget: 'files', max: 255, column: { hidden: true } },
      // The checklist's answers (VisitAnswer[]), written by the `answer` step only.
      { name: 'answers', type: 'json', widget: 'array', form: 'none', default: [], storage: { nullable: false }, column: { hidden: true } },
    ],
    steps: [{ name: 'answer', batch: false }],
  },
};

/** One answer of the visit's checklist, as stored: the template's item, its value, a remark, who and when. */
export interface VisitAnswer {
  item_id: string;
  /** yes / no / na, a grade 1–5, a number or words, as the item's answer type says; '' clears it. */
  answer: string;
  comment: string;
  /** Photographs or documents (upload URLs). */
  evidence: string[];
  answered_by: string | null;
  answered_at: string;
}

/** `GET /admin/supervision.Visit/detail?id=`: one visit whole, for its page (checklist, answers, findings, NCRs). */
export interface VisitDetailAnswer {
  visit: Record<string, unknown> & { id: string; status: string; checklist_template_id: string | null; answers: VisitAnswer[] };
  /** The visit's checklist template (any status: an old visit keeps its version), null without one. */
  checklist: {
    id: string;
    code: string;
    name_en: string;
    name_zh: string;
    version: number;
    sections: Array<{
      id: string;
      title_en: string;
      title_zh: string;
      items: Array<{ id: string; ref: string; question_en: string; question_zh: string; guidance_en: string; guidance_zh: string; answer_type: 'yes_no_na' | 'graded' | 'text' | 'number'; requires_evidence: boolean }>;
    }>;
  } | null;
  findings: Array<Record<string, unknown> & { id: string; description: string; clause_ref: string | null; grade: string; ncr_id: string | null; ncr_no: string | null; ncr_status: string | null }>;
}

/** The visit states whose checklist can still be answered (a reviewed or closed visit is history). */
export const VISIT_ANSWERABLE = ['planned', 'visited', 'report_submitted'] as const;

/** `POST /admin/supervision.Visit/answer`: answers of the visit's checklist, a section or all of it at once. */
export const visitAnswersBody = z.strictObject({
  id: z.string().max(36, { error: 'validate.tooLong', abort: true }).uuid({ error: 'validate.invalidValue' }),
  answers: z
    .array(
      z.strictObject({
        item_id: z.string().min(1, { error: 'validate.required' }).max(40, { error: 'validate.tooLong' }),
        answer: z.string().max(2000, { error: 'validate.tooLong' }),
        comment: z.string().max(2000, { error: 'validate.tooLong' }).optional(),
        evidence: z.array(z.string().max(255, { error: 'validate.tooLong' })).max(20, { error: 'validate.tooBig' }).optional(),
      }),
    )
    .min(1, { error: 'validate.required' })
    .max(500, { error: 'validate.tooBig' }),
});
export type VisitAnswersBody = z.infer<typeof visitAnswersBody>;

export const visitFindingDescription: ResourceDescription = {
  table: 'supervision_visit_finding',
  scope: { department: 'dept_id' },
  def: {
    name: 'supervision.VisitFinding',
    path: 'supervision/visitFinding',
    labelField: 'description',
    quickSearch: ['description', 'clause_ref'],
    defaultOrder: { field: 'created_at', direction: 'asc' },
    actions: ['index', 'add', 'edit', 'del'],
    steps: [{ name: 'raiseNcr', batch: true }],
    fields: [
      {
        name: 'visit_id',
        type: 'uuid',
        widget: 'remoteSelect',
        remote: { url: '/admin/supervision.Visit/' },
        required: true,
        storage: { references: { resource: 'supervision.Visit', onDelete: 'cascade' } },
        search: ['eq', 'IN'],
      },
      { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/fleet.Ship/' }, form: 'none', storage: { references: { resource: 'fleet.Ship' } }, search: ['eq', 'IN'] },
      deptField,
      { name: 'description', type: 'string', widget: 'textarea', required: true, max: 2000, search: ['LIKE'] },
      { name: 'clause_ref', type: 'string', widget: 'text', max: 60, search: ['LIKE'] },
      { name: 'grade', type: 'string', widget: 'select', options: ['major', 'minor', 'observation'], required: true, max: 20, column: { render: 'tag' }, search: ['eq', 'IN'] },
      { ...ncrField },
    ],
  },
};

/** The words of the supervision area (menus, fields, options, setting), served with the module to the web. */
export const SUPERVISION_TRANSLATIONS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    'menu.supervision': '监督检查',
    'menu.supervision/inspection': '外部检查',
    'menu.supervision/inspectionItem': '检查缺陷',
    'menu.supervision/visit': '岸基/机务海务检查',
    'menu.supervision/visitFinding': '岸基检查发现',
    'config.supervision_ncr_auto': '检查缺陷自动生成不符合报告',
    'config.supervision_ncr_auto_options.off': '不自动生成（手动）',
    'config.supervision_ncr_auto_options.per_item': '每项缺陷一份',
    'config.supervision_ncr_auto_options.per_inspection': '每次检查一份',
    'supervision.inspection.inspection_no': '检查编号',
    'supervision.inspection.ship_id': '船舶',
    'supervision.inspection.dept_id': '部门',
    'supervision.inspection.kind': '检查类别',
    'supervision.inspection.authority_or_company': '检查机构/公司',
    'supervision.inspection.mou': '备忘录组织',
    'supervision.inspection.programme': '检查体系',
    'supervision.inspection.port': '检查港',
    'supervision.inspection.inspected_on': '检查日期',
    'supervision.inspection.inspector': '检查官',
    'supervision.inspection.inspection_type': '检查类型',
    'supervision.inspection.inspection_type_options.initial': '初步检查',
    'supervision.inspection.inspection_type_options.more_detailed': '详细检查',
    'supervision.inspection.inspection_type_options.expanded': '扩大检查',
    'supervision.inspection.report_no': '报告编号',
    'supervision.inspection.result': '检查结果',
    'supervision.inspection.result_options.no_deficiency': '无缺陷',
    'supervision.inspection.result_options.deficiencies': '有缺陷',
    'supervision.inspection.result_options.detained': '滞留',
    'supervision.inspection.result_options.observations': '有观察项',
    'supervision.inspection.deficiency_count': '缺陷数',
    'supervision.inspection.ism_related_count': 'ISM 相关缺陷数',
    'supervision.inspection.detained': '滞留',
    'supervision.inspection.detention_from': '滞留开始',
    'supervision.inspection.released_on': '解除滞留日期',
    'supervision.inspection.detention_days': '滞留天数',
    'supervision.inspection.operator_comment_due_at': '经营人意见截止',
    'supervision.inspection.status': '状态',
    'supervision.inspection.status_options.open': '待处理',
    'supervision.inspection.status_options.rectifying': '整改中',
    'supervision.inspection.status_options.closed': '已关闭',
    'supervision.inspection.ncr_id': '不符合报告',
    'supervision.inspection.files': '检查报告附件',
    'supervision.inspection.remark': '备注',
    'supervision.inspectionItem.inspection_id': '检查',
    'supervision.inspectionItem.ship_id': '船舶',
    'supervision.inspectionItem.dept_id': '部门',
    'supervision.inspectionItem.code': '缺陷代码/问题编号',
    'supervision.inspectionItem.deficiency_group': '缺陷组',
    'supervision.inspectionItem.description': '缺陷描述',
    'supervision.inspectionItem.convention_ref': '公约依据',
    'supervision.inspectionItem.action_code': '处理代码',
    'supervision.inspectionItem.element': '要素',
    'supervision.inspectionItem.element_options.human': '人员',
    'supervision.inspectionItem.element_options.process': '程序',
    'supervision.inspectionItem.element_options.hardware': '硬件',
    'supervision.inspectionItem.is_negative': '负面观察',
    'supervision.inspectionItem.is_detainable': '可滞留缺陷',
    'supervision.inspectionItem.is_ism_related': 'ISM 相关',
    'supervision.inspectionItem.rectify_by': '纠正期限',
    'supervision.inspectionItem.rectified_at': '纠正日期',
    'supervision.inspectionItem.evidence': '纠正证据',
    'supervision.inspectionItem.ncr_id': '不符合报告',
    'supervision.inspectionItem.status': '状态',
    'supervision.inspectionItem.status_options.open': '待纠正',
    'supervision.inspectionItem.status_options.rectified': '已纠正',
    'supervision.inspectionItem.status_options.closed': '已关闭',
    'supervision.visit.visit_no': '检查编号',
    'supervision.visit.ship_id': '船舶',
    'supervision.visit.dept_id': '部门',
    'supervision.visit.type': '检查类型',
    'supervision.visit.type_options.technical': '机务检查',
    'supervision.visit.type_options.marine': '海务检查',
    'supervision.visit.type_options.safety': '安全检查',
    'supervision.visit.type_options.pre_vetting': '预检（Vetting 前）',
    'supervision.visit.type_options.takeover': '接船检查',
    'supervision.visit.inspector_admin_id': '检查人',
    'supervision.visit.planned_date': '计划日期',
    'supervision.visit.port': '港口',
    'supervision.visit.visited_from': '登轮日期',
    'supervision.visit.visited_to': '离船日期',
    'supervision.visit.checklist_template_id': '检查表模板',
    'supervision.visit.overall_rating': '总体评分（1–5）',
    'supervision.visit.report': '检查报告',
    'supervision.visit.status': '状态',
    'supervision.visit.status_options.planned': '已计划',
    'supervision.visit.status_options.visited': '已登轮',
    'supervision.visit.status_options.report_submitted': '报告已提交',
    'supervision.visit.status_options.reviewed': '已审阅',
    'supervision.visit.status_options.closed': '已关闭',
    'supervision.visit.files': '附件',
    'supervision.visit.answers': '检查表答复',
    'supervision.visitFinding.visit_id': '岸基检查',
    'supervision.visitFinding.ship_id': '船舶',
    'supervision.visitFinding.dept_id': '部门',
    'supervision.visitFinding.description': '发现描述',
    'supervision.visitFinding.clause_ref': '条款依据',
    'supervision.visitFinding.grade': '等级',
    'supervision.visitFinding.grade_options.major': '严重不符合',
    'supervision.visitFinding.grade_options.minor': '一般不符合',
    'supervision.visitFinding.grade_options.observation': '观察项',
    'supervision.visitFinding.ncr_id': '不符合报告',
  },
  en: {
    'menu.supervision': 'Supervision',
    'menu.supervision/inspection': 'External inspections',
    'menu.supervision/inspectionItem': 'Inspection deficiencies',
    'menu.supervision/visit': 'Superintendent visits',
    'menu.supervision/visitFinding': 'Visit findings',
    'config.supervision_ncr_auto': 'Raise NCRs from inspection deficiencies automatically',
    'config.supervision_ncr_auto_options.off': 'No (raised by hand)',
    'config.supervision_ncr_auto_options.per_item': 'One per deficiency',
    'config.supervision_ncr_auto_options.per_inspection': 'One per inspection',
    'supervision.inspection.inspection_no': 'Inspection no.',
    'supervision.inspection.ship_id': 'Ship',
    'supervision.inspection.dept_id': 'Department',
    'supervision.inspection.kind': 'Kind',
    'supervision.inspection.authority_or_company': 'Authority or company',
    'supervision.inspection.mou': 'MoU',
    'supervision.inspection.programme': 'Programme',
    'supervision.inspection.port': 'Port',
    'supervision.inspection.inspected_on': 'Inspected on',
    'supervision.inspection.inspector': 'Inspector',
    'supervision.inspection.inspection_type': 'Inspection type',
    'supervision.inspection.inspection_type_options.initial': 'Initial',
    'supervision.inspection.inspection_type_options.more_detailed': 'More detailed',
    'supervision.inspection.inspection_type_options.expanded': 'Expanded',
    'supervision.inspection.report_no': 'Report no.',
    'supervision.inspection.result': 'Result',
    'supervision.inspection.result_options.no_deficiency': 'No deficiency',
    'supervision.inspection.result_options.deficiencies': 'Deficiencies',
    'supervision.inspection.result_options.detained': 'Detained',
    'supervision.inspection.result_options.observations': 'Observations',
    'supervision.inspection.deficiency_count': 'Deficiencies',
    'supervision.inspection.ism_related_count': 'ISM-related deficiencies',
    'supervision.inspection.detained': 'Detained',
    'supervision.inspection.detention_from': 'Detained from',
    'supervision.inspection.released_on': 'Released on',
    'supervision.inspection.detention_days': 'Days detained',
    'supervision.inspection.operator_comment_due_at': "Operator's comments due",
    'supervision.inspection.status': 'Status',
    'supervision.inspection.status_options.open': 'Open',
    'supervision.inspection.status_options.rectifying': 'Rectifying',
    'supervision.inspection.status_options.closed': 'Closed',
    'supervision.inspection.ncr_id': 'NCR',
    'supervision.inspection.files': 'Report files',
    'supervision.inspection.remark': 'Remark',
    'supervision.inspectionItem.inspection_id': 'Inspection',
    'supervision.inspectionItem.ship_id': 'Ship',
    'supervision.inspectionItem.dept_id': 'Department',
    'supervision.inspectionItem.code': 'Code / question',
    'supervision.inspectionItem.deficiency_group': 'Group',
    'supervision.inspectionItem.description': 'Deficiency',
    'supervision.inspectionItem.convention_ref': 'Convention reference',
    'supervision.inspectionItem.action_code': 'Action taken',
    'supervision.inspectionItem.element': 'Element',
    'supervision.inspectionItem.element_options.human': 'Human',
    'supervision.inspectionItem.element_options.process': 'Process',
    'supervision.inspectionItem.element_options.hardware': 'Hardware',
    'supervision.inspectionItem.is_negative': 'Negative observation',
    'supervision.inspectionItem.is_detainable': 'Detainable',
    'supervision.inspectionItem.is_ism_related': 'ISM-related',
    'supervision.inspectionItem.rectify_by': 'Rectify by',
    'supervision.inspectionItem.rectified_at': 'Rectified on',
    'supervision.inspectionItem.evidence': 'Evidence',
    'supervision.inspectionItem.ncr_id': 'NCR',
    'supervision.inspectionItem.status': 'Status',
    'supervision.inspectionItem.status_options.open': 'Open',
    'supervision.inspectionItem.status_options.rectified': 'Rectified',
    'supervision.inspectionItem.status_options.closed': 'Closed',
    'supervision.visit.visit_no': 'Visit no.',
    'supervision.visit.ship_id': 'Ship',
    'supervision.visit.dept_id': 'Department',
    'supervision.visit.type': 'Type',
    'supervision.visit.type_options.technical': 'Technical',
    'supervision.visit.type_options.marine': 'Marine',
    'supervision.visit.type_options.safety': 'Safety',
    'supervision.visit.type_options.pre_vetting': 'Pre-vetting',
    'supervision.visit.type_options.takeover': 'Takeover',
    'supervision.visit.inspector_admin_id': 'Superintendent',
    'supervision.visit.planned_date': 'Planned for',
    'supervision.visit.port': 'Port',
    'supervision.visit.visited_from': 'On board from',
    'supervision.visit.visited_to': 'On board to',
    'supervision.visit.checklist_template_id': 'Checklist template',
    'supervision.visit.overall_rating': 'Overall rating (1–5)',
    'supervision.visit.report': 'Report',
    'supervision.visit.status': 'Status',
    'supervision.visit.status_options.planned': 'Planned',
    'supervision.visit.status_options.visited': 'Visited',
    'supervision.visit.status_options.report_submitted': 'Report submitted',
    'supervision.visit.status_options.reviewed': 'Reviewed',
    'supervision.visit.status_options.closed': 'Closed',
    'supervision.visit.files': 'Files',
    'supervision.visit.answers': 'Checklist answers',
    'supervision.visitFinding.visit_id': 'Visit',
    'supervision.visitFinding.ship_id': 'Ship',
    'supervision.visitFinding.dept_id': 'Department',
    'supervision.visitFinding.description': 'Finding',
    'supervision.visitFinding.clause_ref': 'Clause',
    'supervision.visitFinding.grade': 'Grade',
    'supervision.visitFinding.grade_options.major': 'Major non-conformity',
    'supervision.visitFinding.grade_options.minor': 'Non-conformity',
    'supervision.visitFinding.grade_options.observation': 'Observation',
    'supervision.visitFinding.ncr_id': 'NCR',
  },
};
