import { z } from 'zod';
import type { Lang } from '../constants.js';
import { dueStatus, type DueStatus } from '../due-status.js';
import type { FieldDef, ResourceDescription } from '../resource/fields.js';
import { SHIP_RANK_FILTER } from './crew.js';
import { isoDateSchema } from '../validation.js';

/**
 * Planned maintenance, the work (DOMAIN.md §4.6): work orders generated ahead of due from the job
 * definitions (or raised by hand: unplanned, breakdown, defect repair, class), completed with the spares
 * they used and verified where the job asks; postponed only through the approval flow; ship defects and
 * the spares kept on board. Described by data (the kit makes the tables); the server module's `work` part
 * adds the rules, the steps, the generation and the approval outcomes.
 */

export const WORK_ORDER_KINDS = ['planned', 'unplanned', 'breakdown', 'defect_repair', 'class'] as const;
export type WorkOrderKind = (typeof WORK_ORDER_KINDS)[number];

export const WORK_ORDER_STATUSES = ['planned', 'due', 'in_progress', 'done', 'verified', 'postponement_requested', 'postponed', 'cancelled'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
/** Still to be done: what can be overdue, what the generation counts as a job's open work order. */
export const WORK_ORDER_OPEN_STATUSES = ['planned', 'due', 'in_progress', 'postponement_requested', 'postponed'] as const satisfies readonly WorkOrderStatus[];
/** Done (awaiting verification or verified): what compliance counts as done. */
export const WORK_ORDER_DONE_STATUSES = ['done', 'verified'] as const satisfies readonly WorkOrderStatus[];

/** The work order's steps, each with its right `pms/workOrder/{step}`. */
export const WORK_ORDER_STEPS = ['start', 'complete', 'verify', 'requestPostpone', 'cancel'] as const;
export const DEFECT_STEPS = ['createWorkOrder', 'raiseNcr'] as const;

export const DEFECT_PRIORITIES = ['P1', 'P2', 'P3', 'P4'] as const;
export const DEFECT_STATUSES = ['open', 'in_repair', 'deferred', 'closed'] as const;
export type DefectStatus = (typeof DEFECT_STATUSES)[number];

/** The approval flows of a postponement (seeded by the approval area, edited in its settings). */
export const PMS_POSTPONE_FLOWS = { normal: 'pms_postpone', critical: 'pms_postpone_critical' } as const;

/** The look-ahead setting: a planned work order is generated this many days before its job falls due. */
export const PMS_LOOKAHEAD_SETTING = 'pms_lookahead_days';
export const PMS_LOOKAHEAD_DEFAULT = 30;

/**
 * The day after which an open work order is overdue: the end of its window, else its due date (DOMAIN.md
 * §4.0 due-status calculator). Stored on the order (`overdue_after`) so lists filter and sort by it.
 */
export function overdueAfterOf(order: { due_date: string; window_end?: string | null }): string {
  return order.window_end ?? order.due_date;
}

/** A work order's due state through the one calculator: done once done, overdue the day after its window. */
export function workOrderDueStatus(
  order: { status: string; due_date: string | null; window_start?: string | null; window_end?: string | null; done_date?: string | null },
  today: string,
  leadDays: number | readonly number[] = 7,
): DueStatus {
  if ((WORK_ORDER_DONE_STATUSES as readonly string[]).includes(order.status)) return 'done';
  if (order.status === 'cancelled') return 'ok';
  return dueStatus({ due_date: order.due_date, window_start: order.window_start ?? null, window_end: order.window_end ?? null, lead_days: leadDays, today, kind: 'task' });
}

/** One spare used by a completed work order, as kept on it (the stock was lowered by `qty`). */
export interface SpareUsed {
  spare_part_id: string;
  qty: number;
  part_no: string;
  name: string;
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
const componentField = (required: boolean): FieldDef => ({
  name: 'component_id',
  type: 'uuid',
  widget: 'remoteSelect',
  remote: { url: '/admin/pms.Component/' },
  ...(required ? { required: true } : {}),
  storage: { references: { resource: 'pms.Component' }, index: true },
  search: ['eq', 'IN'],
});
const adminField = (name: string, form: FieldDef['form'] = 'none'): FieldDef => ({
  name,
  type: 'uuid',
  widget: 'remoteSelect',
  remote: { url: '/admin/auth.Admin/' },
  form,
  storage: { references: { resource: 'auth.Admin', onDelete: 'set null' } },
  column: { hidden: true },
});

export const sparePartDescription: ResourceDescription = {
  table: 'pms_spare_part',
  scope: { department: 'dept_id' },
  def: {
    name: 'pms.SparePart',
    path: 'pms/sparePart',
    labelField: 'name',
    quickSearch: ['part_no', 'name', 'maker_ref'],
    defaultOrder: { field: 'part_no', direction: 'asc' },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      shipField,
      deptField,
      componentField(false),
      { name: 'part_no', type: 'string', widget: 'text', required: true, max: 60, unique: { scope: ['ship_id'], ignoreCase: true }, search: ['eq', 'LIKE'], sortable: true },
      { name: 'name', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'], sortable: true },
      { name: 'maker_ref', type: 'string', widget: 'text', max: 100, search: ['LIKE'] },
      // Remaining on board; lowered by completed work orders, counted and corrected by hand here.
      { name: 'rob', type: 'int', widget: 'number', min: 0, max: 1000000, default: 0, storage: { nullable: false }, sortable: true, search: ['RANGE'] },
      { name: 'min_stock', type: 'int', widget: 'number', min: 0, max: 1000000, default: 0, storage: { nullable: false }, sortable: true },
      { name: 'is_critical', type: 'boolean', widget: 'switch', default: false, storage: { nullable: false }, column: { render: 'switch' }, search: ['eq'] },
      { name: 'location', type: 'string', widget: 'text', max: 100, search: ['LIKE'] },
    ],
  },
};

export const workOrderDescription: ResourceDescription = {
  table: 'pms_work_order',
  scope: { department: 'dept_id' },
  def: {
    name: 'pms.WorkOrder',
    path: 'pms/workOrder',
    labelField: 'wo_no',
    quickSearch: ['wo_no', 'title'],
    // The plan ahead first (the look-ahead's orders, then today's and the overdue), the year's history after.
    defaultOrder: { field: 'due_date', direction: 'desc', then: [{ field: 'wo_no', direction: 'desc' }] },
    actions: ['index', 'add', 'edit', 'del'],
    steps: WORK_ORDER_STEPS.map((name) => ({ name, batch: false })),
    fields: [
      // Numbered by the numbering rule (`WO-{SHIP}-{YYYY}-{####}`) when the order is made, never typed.
      { name: 'wo_no', type: 'string', widget: 'text', form: 'none', max: 40, search: ['LIKE'], sortable: true },
      shipField,
      deptField,
      componentField(true),
      // The job definition a planned order was generated from; null for unplanned work.
      { name: 'job_id', type: 'uuid', widget: 'text', form: 'none', storage: { references: { resource: 'pms.Job', onDelete: 'set null' }, index: true }, column: { hidden: true }, search: ['eq', 'IN', 'NULL', 'NOT NULL'] },
      { name: 'kind', type: 'string', widget: 'select', options: WORK_ORDER_KINDS, required: true, default: 'unplanned', max: 16, column: { render: 'tag' }, search: ['eq', 'IN'] },
      { name: 'title', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'] },
      { name: 'due_date', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
      { name: 'due_hours', type: 'int', widget: 'number', min: 0, max: 10000000, column: { hidden: true } },
      { name: 'window_start', type: 'date', widget: 'date', column: { hidden: true } },
      { name: 'window_end', type: 'date', widget: 'date', column: { hidden: true } },
      // window_end ?? due_date: an open order is overdue after it (derived, kept for the lists' filters).
      { name: 'overdue_after', type: 'date', widget: 'date', form: 'none', storage: { index: true }, column: { hidden: true }, sortable: true, search: ['RANGE', 'lt'] },
      { name: 'status', type: 'string', widget: 'select', options: WORK_ORDER_STATUSES, form: 'none', default: 'planned', storage: { nullable: false }, max: 24, column: { render: 'tag' }, search: ['eq', 'IN', 'NOT IN'] },
      // Copied from the component (ISM 10.3) and the job when the order is made: the critical postponement flow, the red flags.
      { name: 'is_critical', type: 'boolean', widget: 'switch', form: 'none', default: false, storage: { nullable: false }, column: { render: 'switch' }, search: ['eq'] },
      // Set when the order is made (from its job, or by hand): a form edit never waives a verification.
      { name: 'requires_verification', type: 'boolean', widget: 'switch', form: 'add', default: false, storage: { nullable: false }, column: { hidden: true }, search: ['eq'] },
      { name: 'assigned_rank_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/crew.Position/', search: SHIP_RANK_FILTER }, storage: { references: { resource: 'crew.Position', onDelete: 'set null' } }, column: { hidden: true }, search: ['eq'] },
      { name: 'service_supplier_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/supplier.Company/', search: [{ field: 'status', operator: 'IN', val: 'approved,conditional' }] }, column: { hidden: true }, search: ['eq'] },
      { name: 'done_date', type: 'date', widget: 'date', form: 'none', sortable: true, search: ['RANGE'] },
      { name: 'done_hours', type: 'int', widget: 'number', form: 'none', column: { hidden: true } },
      { name: 'work_description', type: 'string', widget: 'textarea', form: 'none', max: 4000, column: { hidden: true } },
      { name: 'findings', type: 'string', widget: 'textarea', form: 'none', max: 4000, column: { hidden: true } },
      { name: 'man_hours', type: 'decimal', widget: 'number', form: 'none', min: 0, max: 10000, storage: { precision: 8, scale: 1 }, column: { hidden: true } },
      // SpareUsed[]: written by the completion only (the stock moved with it).
      { name: 'spares_used', type: 'json', widget: 'array', form: 'none', default: [], storage: { nullable: false }, column: { hidden: true } },
      adminField('done_by'),
      adminField('verified_by'),
      { name: 'verified_at', type: 'datetime', widget: 'datetime', form: 'none', column: { hidden: true } },
      { name: 'postpone_to', type: 'date', widget: 'date', form: 'none', column: { hidden: true } },
      { name: 'postpone_reason', type: 'string', widget: 'textarea', form: 'none', max: 1000, column: { hidden: true } },
      // Postponements granted; compliance reads it (done after an approved new date is still a postponed job).
      { name: 'postpone_count', type: 'int', widget: 'number', form: 'none', default: 0, storage: { nullable: false }, column: { hidden: true }, search: ['eq', 'gt'] },
      { name: 'original_due_date', type: 'date', widget: 'date', form: 'none', column: { hidden: true } },
      // The state a postponement request left, restored when it is rejected or returned.
      { name: 'state_before_postpone', type: 'string', widget: 'text', form: 'none', max: 24, column: { hidden: true } },
      { name: 'cancel_reason', type: 'string', widget: 'textarea', form: 'none', max: 1000, column: { hidden: true } },
      { name: 'attachments', type: 'string[]', widget: 'files', max: 255, column: { hidden: true } },
    ],
  },
};

export const defectDescription: ResourceDescription = {
  table: 'pms_defect',
  scope: { department: 'dept_id' },
  def: {
    name: 'pms.Defect',
    path: 'pms/defect',
    labelField: 'description',
    quickSearch: ['description'],
    defaultOrder: { field: 'reported_at', direction: 'desc' },
    actions: ['index', 'add', 'edit', 'del'],
    steps: DEFECT_STEPS.map((name) => ({ name, batch: false })),
    fields: [
      shipField,
      deptField,
      componentField(false),
      { name: 'reported_at', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
      { ...adminField('reported_by', 'both'), column: {} },
      { name: 'description', type: 'string', widget: 'textarea', required: true, max: 2000, search: ['LIKE'] },
      { name: 'priority', type: 'string', widget: 'select', options: DEFECT_PRIORITIES, required: true, max: 2, ranked: true, column: { render: 'tag' }, sortable: true, search: ['eq', 'IN'] },
      { name: 'operational_impact', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
      { name: 'temporary_repair', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
      { name: 'permanent_plan', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
      { name: 'target_date', type: 'date', widget: 'date', sortable: true, search: ['RANGE'] },
      { name: 'status', type: 'string', widget: 'select', options: DEFECT_STATUSES, default: 'open', storage: { nullable: false }, max: 12, column: { render: 'tag' }, search: ['eq', 'IN', 'NOT IN'] },
      { name: 'linked_work_order_id', type: 'uuid', widget: 'text', form: 'none', storage: { references: { resource: 'pms.WorkOrder', onDelete: 'set null' } }, column: { hidden: true }, search: ['NULL', 'NOT NULL'] },
      // Raised through the NCR pipeline (step raiseNcr), never typed.
      { name: 'linked_ncr_id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['NULL', 'NOT NULL'] },
      { name: 'class_notified', type: 'boolean', widget: 'switch', default: false, storage: { nullable: false }, column: { render: 'switch' }, search: ['eq'] },
      { name: 'class_notified_date', type: 'date', widget: 'date', column: { hidden: true } },
    ],
  },
};

const text = (max: number) => z.string().trim().max(max, { error: 'validate.tooLong', abort: true });
const requiredText = (max: number) => text(max).min(1, { error: 'validate.required' });
const files = z.array(z.string().max(255, { error: 'validate.tooLong' })).max(20, { error: 'validate.tooBig' });
const id = z.string().max(36, { error: 'validate.tooLong', abort: true }).uuid({ error: 'validate.invalidValue' });

/** The bodies of the work order's steps (`POST /admin/pms.WorkOrder/{step}`). */
export const workOrderStepBodies = {
  start: z.strictObject({ id }),
  complete: z.strictObject({
    id,
    done_date: isoDateSchema,
    // The component's counter on the day (a reading through the counter's rules); absent: no counter read.
    done_hours: z.number({ error: 'validate.number' }).int({ error: 'validate.integer' }).min(0, { error: 'validate.tooSmall' }).max(10000000, { error: 'validate.tooBig' }).optional(),
    work_description: requiredText(4000),
    findings: text(4000).optional(),
    man_hours: z.number({ error: 'validate.number' }).min(0, { error: 'validate.tooSmall' }).max(10000, { error: 'validate.tooBig' }).optional(),
    spares: z
      .array(
        z.strictObject({
          spare_part_id: id,
          qty: z.number({ error: 'validate.number' }).int({ error: 'validate.integer' }).min(1, { error: 'validate.tooSmall' }).max(100000, { error: 'validate.tooBig' }),
        }),
      )
      .max(100, { error: 'validate.tooBig' })
      .optional(),
    attachments: files.optional(),
  }),
  verify: z.strictObject({ id, comment: text(1000).optional() }),
  requestPostpone: z.strictObject({ id, postpone_to: isoDateSchema, reason: requiredText(1000) }),
  cancel: z.strictObject({ id, reason: requiredText(1000) }),
} as const;
export type CompleteWorkOrderBody = z.infer<typeof workOrderStepBodies.complete>;

/** The bodies of the defect's steps (`POST /admin/pms.Defect/{step}`). */
export const defectStepBodies = {
  /** The defect-repair work order: due on the defect's target date unless another is given. */
  createWorkOrder: z.strictObject({ id, due_date: isoDateSchema.optional() }),
  raiseNcr: z.strictObject({ id, grade: z.enum(['major', 'minor', 'observation'], { error: 'validate.invalidValue' }).default('minor') }),
} as const;

const SPARE_FIELDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    ship_id: '船舶',
    dept_id: '部门',
    component_id: '设备',
    part_no: '备件号',
    name: '名称',
    maker_ref: '厂家编号',
    rob: '船存数量',
    min_stock: '最低库存',
    is_critical: '关键备件',
    location: '存放位置',
  },
  en: {
    ship_id: 'Ship',
    dept_id: 'Department',
    component_id: 'Component',
    part_no: 'Part no.',
    name: 'Name',
    maker_ref: "Maker's ref.",
    rob: 'Remaining on board',
    min_stock: 'Minimum stock',
    is_critical: 'Critical spare',
    location: 'Location',
  },
};

const ORDER_FIELDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    wo_no: '工单号',
    ship_id: '船舶',
    dept_id: '部门',
    component_id: '设备',
    job_id: '保养项目',
    kind: '类型',
    title: '工作内容',
    due_date: '到期日',
    due_hours: '到期运行小时',
    window_start: '窗口开始',
    window_end: '窗口结束',
    overdue_after: '逾期起算日',
    status: '状态',
    is_critical: '关键设备',
    requires_verification: '需验证',
    assigned_rank_id: '负责职务',
    service_supplier_id: '服务供应商',
    done_date: '完成日期',
    done_hours: '完成时运行小时',
    work_description: '工作描述',
    findings: '发现情况',
    man_hours: '工时',
    spares_used: '所用备件',
    done_by: '完成人',
    verified_by: '验证人',
    verified_at: '验证时间',
    postpone_to: '申请延期至',
    postpone_reason: '延期原因',
    postpone_count: '延期次数',
    original_due_date: '原到期日',
    state_before_postpone: '申请延期前状态',
    cancel_reason: '取消原因',
    attachments: '附件',
    'kind_options.planned': '计划保养',
    'kind_options.unplanned': '计划外',
    'kind_options.breakdown': '故障抢修',
    'kind_options.defect_repair': '缺陷修理',
    'kind_options.class': '船级检验',
    'status_options.planned': '已计划',
    'status_options.due': '已到期',
    'status_options.in_progress': '进行中',
    'status_options.done': '已完成',
    'status_options.verified': '已验证',
    'status_options.postponement_requested': '延期审批中',
    'status_options.postponed': '已延期',
    'status_options.cancelled': '已取消',
    'step.start': '开始',
    'step.complete': '完工',
    'step.verify': '验证',
    'step.requestPostpone': '申请延期',
    'step.cancel': '取消',
  },
  en: {
    wo_no: 'Work order no.',
    ship_id: 'Ship',
    dept_id: 'Department',
    component_id: 'Component',
    job_id: 'Maintenance job',
    kind: 'Kind',
    title: 'Work',
    due_date: 'Due date',
    due_hours: 'Due at running hours',
    window_start: 'Window opens',
    window_end: 'Window closes',
    overdue_after: 'Overdue after',
    status: 'Status',
    is_critical: 'Critical equipment',
    requires_verification: 'Needs verification',
    assigned_rank_id: 'Responsible rank',
    service_supplier_id: 'Service supplier',
    done_date: 'Done on',
    done_hours: 'Running hours when done',
    work_description: 'Work done',
    findings: 'Findings',
    man_hours: 'Man-hours',
    spares_used: 'Spares used',
    done_by: 'Done by',
    verified_by: 'Verified by',
    verified_at: 'Verified at',
    postpone_to: 'Postpone to',
    postpone_reason: 'Reason for postponement',
    postpone_count: 'Postponements',
    original_due_date: 'Original due date',
    state_before_postpone: 'State before the request',
    cancel_reason: 'Reason for cancelling',
    attachments: 'Attachments',
    'kind_options.planned': 'Planned',
    'kind_options.unplanned': 'Unplanned',
    'kind_options.breakdown': 'Breakdown',
    'kind_options.defect_repair': 'Defect repair',
    'kind_options.class': 'Class',
    'status_options.planned': 'Planned',
    'status_options.due': 'Due',
    'status_options.in_progress': 'In progress',
    'status_options.done': 'Done',
    'status_options.verified': 'Verified',
    'status_options.postponement_requested': 'Postponement requested',
    'status_options.postponed': 'Postponed',
    'status_options.cancelled': 'Cancelled',
    'step.start': 'Start',
    'step.complete': 'Complete',
    'step.verify': 'Verify',
    'step.requestPostpone': 'Request postponement',
    'step.cancel': 'Cancel',
  },
};

const DEFECT_FIELDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    ship_id: '船舶',
    dept_id: '部门',
    component_id: '设备',
    reported_at: '报告日期',
    reported_by: '报告人',
    description: '缺陷描述',
    priority: '优先级',
    operational_impact: '对营运的影响',
    temporary_repair: '临时修理',
    permanent_plan: '永久修理计划',
    target_date: '目标完成日',
    status: '状态',
    linked_work_order_id: '修理工单',
    linked_ncr_id: '不符合报告',
    class_notified: '已通知船级社',
    class_notified_date: '通知船级社日期',
    'priority_options.P1': 'P1 紧急',
    'priority_options.P2': 'P2 高',
    'priority_options.P3': 'P3 中',
    'priority_options.P4': 'P4 低',
    'status_options.open': '未处理',
    'status_options.in_repair': '修理中',
    'status_options.deferred': '已推迟',
    'status_options.closed': '已关闭',
    'step.createWorkOrder': '生成修理工单',
    'step.raiseNcr': '提出不符合报告',
  },
  en: {
    ship_id: 'Ship',
    dept_id: 'Department',
    component_id: 'Component',
    reported_at: 'Reported on',
    reported_by: 'Reported by',
    description: 'Defect',
    priority: 'Priority',
    operational_impact: 'Operational impact',
    temporary_repair: 'Temporary repair',
    permanent_plan: 'Permanent repair plan',
    target_date: 'Target date',
    status: 'Status',
    linked_work_order_id: 'Repair work order',
    linked_ncr_id: 'NCR',
    class_notified: 'Class notified',
    class_notified_date: 'Class notified on',
    'priority_options.P1': 'P1 Urgent',
    'priority_options.P2': 'P2 High',
    'priority_options.P3': 'P3 Medium',
    'priority_options.P4': 'P4 Low',
    'status_options.open': 'Open',
    'status_options.in_repair': 'In repair',
    'status_options.deferred': 'Deferred',
    'status_options.closed': 'Closed',
    'step.createWorkOrder': 'Create repair work order',
    'step.raiseNcr': 'Raise NCR',
  },
};

const SETTING_WORDS: Record<Lang, Record<string, string>> = {
  'zh-cn': { [`config.${PMS_LOOKAHEAD_SETTING}`]: '维修保养：提前生成工单的天数' },
  en: { [`config.${PMS_LOOKAHEAD_SETTING}`]: 'Maintenance: days before due a work order is generated' },
};

const prefixed = (prefix: string, words: Record<string, string>) => Object.fromEntries(Object.entries(words).map(([key, value]) => [`${prefix}.${key}`, value]));

/** The words of the work part's resources (fields, options, steps, setting), served with the module. */
export const PMS_WORK_TRANSLATIONS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    ...prefixed('pms.sparePart', SPARE_FIELDS['zh-cn']),
    ...prefixed('pms.workOrder', ORDER_FIELDS['zh-cn']),
    ...prefixed('pms.defect', DEFECT_FIELDS['zh-cn']),
    ...SETTING_WORDS['zh-cn'],
  },
  en: {
    ...prefixed('pms.sparePart', SPARE_FIELDS.en),
    ...prefixed('pms.workOrder', ORDER_FIELDS.en),
    ...prefixed('pms.defect', DEFECT_FIELDS.en),
    ...SETTING_WORDS.en,
  },
};
