import { z } from 'zod';
import type { Lang } from '../constants.js';
import { COMPONENT_STATUSES, COUNTER_RESET_REASONS, COUNTER_UNITS, PMS_INTERVAL_KINDS, PMS_SCHEDULE_BASES } from '../pms-due.js';
import type { FieldDef, ResourceDescription } from '../resource/fields.js';
import { SHIP_RANK_FILTER } from './crew.js';
import { isoDateSchema } from '../validation.js';

/**
 * Planned maintenance, the equipment (DOMAIN.md §4.6): the component tree of each ship, its running-hour
 * counters with every reading kept, and the job definitions (the plan's lines) with their stored due state.
 * Described by data (the kit makes the tables); the server module's `equipment` part adds the rules, the
 * reading and reset steps, the tree copy and the due computation (`pms-due.ts`).
 */

/** The counter's steps (`pms/counter/{step}`) and the component's. */
export const COUNTER_STEPS = ['read', 'reset'] as const;
export const COMPONENT_STEPS = ['copyTree'] as const;

const shipField: FieldDef = {
  name: 'ship_id',
  type: 'uuid',
  widget: 'remoteSelect',
  remote: { url: '/admin/fleet.Ship/' },
  required: true,
  storage: { references: { resource: 'fleet.Ship' }, index: true },
  search: ['eq', 'IN'],
};
/** The ship taken from the record's component (never typed on a counter, a reading or a job). */
const derivedShipField: FieldDef = { ...shipField, required: false, form: 'none' };
/** The ship's department node, copied on every write: the data scope. */
const deptField: FieldDef = { name: 'dept_id', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, form: 'none', column: { hidden: true }, search: ['eq', 'IN'] };
const componentField: FieldDef = {
  name: 'component_id',
  type: 'uuid',
  widget: 'remoteSelect',
  remote: { url: '/admin/pms.Component/' },
  required: true,
  storage: { references: { resource: 'pms.Component' }, index: true },
  search: ['eq', 'IN'],
};
const HOURS_MAX = 100_000_000;

export const componentDescription: ResourceDescription = {
  table: 'pms_component',
  scope: { department: 'dept_id' },
  def: {
    name: 'pms.Component',
    path: 'pms/component',
    labelField: 'code',
    quickSearch: ['code', 'name_en', 'name_zh', 'maker', 'model', 'serial_no'],
    defaultOrder: { field: 'code', direction: 'asc' },
    actions: ['index', 'add', 'edit', 'del'],
    steps: [{ name: 'copyTree', batch: true }],
    fields: [
      shipField,
      deptField,
      { name: 'parent_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/pms.Component/' }, storage: { references: { resource: 'pms.Component' }, index: true }, column: { hidden: true }, search: ['eq', 'IN', 'NULL'] },
      { name: 'code', type: 'string', widget: 'text', required: true, max: 30, unique: { scope: ['ship_id'], ignoreCase: true }, search: ['eq', 'LIKE'], sortable: true },
      { name: 'name_en', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'], sortable: true },
      { name: 'name_zh', type: 'string', widget: 'text', max: 200, search: ['LIKE'] },
      { name: 'sfi_group', type: 'string', widget: 'select', dict: 'sfi_group', max: 2, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'maker', type: 'string', widget: 'text', max: 100, search: ['LIKE'] },
      { name: 'model', type: 'string', widget: 'text', max: 100, column: { hidden: true }, search: ['LIKE'] },
      { name: 'serial_no', type: 'string', widget: 'text', max: 100, column: { hidden: true }, search: ['LIKE'] },
      { name: 'location', type: 'string', widget: 'text', max: 100, column: { hidden: true }, search: ['LIKE'] },
      { name: 'is_critical', type: 'boolean', widget: 'switch', default: false, storage: { nullable: false }, column: { render: 'switch' }, search: ['eq'] },
      { name: 'class_item_code', type: 'string', widget: 'text', max: 40, column: { hidden: true }, search: ['eq', 'LIKE'] },
      { name: 'install_date', type: 'date', widget: 'date', column: { hidden: true }, search: ['RANGE'] },
      { name: 'warranty_until', type: 'date', widget: 'date', column: { hidden: true }, search: ['RANGE'] },
      { name: 'status', type: 'string', widget: 'select', options: COMPONENT_STATUSES, default: 'in_service', storage: { nullable: false }, max: 20, column: { render: 'tag' }, search: ['eq', 'IN'] },
      { name: 'remark', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
    ],
  },
};

export const counterDescription: ResourceDescription = {
  table: 'pms_counter',
  scope: { department: 'dept_id' },
  def: {
    name: 'pms.Counter',
    path: 'pms/counter',
    labelField: 'unit',
    quickSearch: [],
    defaultOrder: { field: 'read_at', direction: 'asc' },
    actions: ['index', 'add', 'edit', 'del'],
    steps: [
      { name: 'read', batch: false },
      { name: 'reset', batch: false },
    ],
    fields: [
      { ...componentField, unique: { message: 'pms.counterExists' } },
      derivedShipField,
      deptField,
      { name: 'unit', type: 'string', widget: 'select', options: COUNTER_UNITS, required: true, default: 'hours', max: 10, column: { render: 'tag' }, search: ['eq', 'IN'] },
      // The first value is typed with the counter; every later one comes from the read and reset steps.
      { name: 'current_value', type: 'int', widget: 'number', min: 0, max: HOURS_MAX, default: 0, form: 'add', storage: { nullable: false }, sortable: true, search: ['RANGE'] },
      { name: 'read_at', type: 'date', widget: 'date', form: 'add', sortable: true, search: ['RANGE', 'NULL'] },
      { name: 'avg_per_day', type: 'decimal', widget: 'number', form: 'none', storage: { precision: 12, scale: 2 }, sortable: true },
      { name: 'max_per_day', type: 'int', widget: 'number', min: 1, max: HOURS_MAX, column: { hidden: true } },
      { name: 'is_stale', type: 'boolean', widget: 'switch', form: 'none', default: true, storage: { nullable: false }, column: { render: 'switch' }, search: ['eq'] },
      { name: 'remark', type: 'string', widget: 'textarea', max: 1000, column: { hidden: true } },
    ],
  },
};

export const counterReadingDescription: ResourceDescription = {
  table: 'pms_counter_reading',
  scope: { department: 'dept_id' },
  def: {
    name: 'pms.CounterReading',
    path: 'pms/counterReading',
    labelField: 'read_at',
    quickSearch: [],
    defaultOrder: { field: 'read_at', direction: 'desc', then: [{ field: 'created_at', direction: 'desc' }] },
    // History, kept forever: written by the counter's steps only.
    actions: ['index'],
    fields: [
      { name: 'counter_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/pms.Counter/' }, required: true, storage: { references: { resource: 'pms.Counter', onDelete: 'cascade' }, index: true }, search: ['eq', 'IN'] },
      derivedShipField,
      deptField,
      { name: 'value', type: 'int', widget: 'number', min: 0, max: HOURS_MAX, required: true, sortable: true },
      { name: 'read_at', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
      { name: 'read_by', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/' }, form: 'none', storage: { references: { resource: 'auth.Admin', onDelete: 'set null' } }, search: ['eq'] },
      { name: 'is_reset', type: 'boolean', widget: 'switch', default: false, storage: { nullable: false }, column: { render: 'switch' }, search: ['eq'] },
      { name: 'reset_reason', type: 'string', widget: 'select', options: COUNTER_RESET_REASONS, max: 20, column: { render: 'tag' }, search: ['eq', 'IN'] },
      { name: 'value_before', type: 'int', widget: 'number', form: 'none', column: { hidden: true } },
      { name: 'remark', type: 'string', widget: 'text', max: 500 },
    ],
  },
};

export const jobDescription: ResourceDescription = {
  table: 'pms_job',
  scope: { department: 'dept_id' },
  def: {
    name: 'pms.Job',
    path: 'pms/job',
    labelField: 'code',
    quickSearch: ['code', 'title_en', 'title_zh', 'procedure_doc_no'],
    defaultOrder: { field: 'next_due_date', direction: 'asc', then: [{ field: 'code', direction: 'asc' }] },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      componentField,
      derivedShipField,
      deptField,
      { name: 'counter_id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['eq', 'NULL'] },
      { name: 'code', type: 'string', widget: 'text', required: true, max: 40, unique: { scope: ['ship_id'], ignoreCase: true }, search: ['eq', 'LIKE'], sortable: true },
      { name: 'title_en', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'] },
      { name: 'title_zh', type: 'string', widget: 'text', max: 200, search: ['LIKE'] },
      // The due state first among the columns: what a superintendent reads the list for.
      { name: 'due_status', type: 'string', widget: 'select', options: ['ok', 'due_soon', 'in_window', 'overdue'], form: 'none', default: 'ok', storage: { nullable: false, index: true }, max: 12, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'next_due_date', type: 'date', widget: 'date', form: 'none', storage: { index: true }, sortable: true, search: ['RANGE', 'NULL'] },
      { name: 'next_due_hours', type: 'int', widget: 'number', form: 'none', sortable: true, search: ['RANGE'] },
      { name: 'forecast_date', type: 'date', widget: 'date', form: 'none', sortable: true, search: ['RANGE'] },
      { name: 'job_type', type: 'string', widget: 'select', dict: 'pms_job_type', required: true, max: 20, column: { render: 'tag', hidden: true }, search: ['eq', 'IN'] },
      { name: 'interval_kind', type: 'string', widget: 'select', options: PMS_INTERVAL_KINDS, required: true, default: 'calendar', max: 16, column: { render: 'tag' }, search: ['eq', 'IN'] },
      { name: 'interval_days', type: 'int', widget: 'number', min: 1, max: 36_500, column: { hidden: true } },
      { name: 'interval_hours', type: 'int', widget: 'number', min: 1, max: HOURS_MAX, column: { hidden: true } },
      { name: 'window_before_days', type: 'int', widget: 'number', min: 0, max: 3650, column: { hidden: true } },
      { name: 'window_after_days', type: 'int', widget: 'number', min: 0, max: 3650, column: { hidden: true } },
      { name: 'tolerance_pct', type: 'int', widget: 'number', min: 0, max: 50, column: { hidden: true } },
      { name: 'schedule_basis', type: 'string', widget: 'select', options: PMS_SCHEDULE_BASES, default: 'fixed', storage: { nullable: false }, max: 16, column: { hidden: true }, search: ['eq'] },
      { name: 'responsible_rank_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/crew.Position/', search: SHIP_RANK_FILTER }, storage: { references: { resource: 'crew.Position', onDelete: 'set null' } }, column: { hidden: true }, search: ['eq', 'IN'] },
      { name: 'est_man_hours', type: 'decimal', widget: 'number', min: 0, max: 10_000, storage: { precision: 8, scale: 1 }, column: { hidden: true } },
      { name: 'procedure_doc_no', type: 'string', widget: 'text', max: 60, column: { hidden: true }, search: ['eq', 'LIKE'] },
      { name: 'required_spares', type: 'json', widget: 'array', default: [], storage: { nullable: false }, column: { hidden: true } },
      // Always set on critical equipment's jobs (the server's rule); may be set on others.
      { name: 'is_critical', type: 'boolean', widget: 'switch', column: { render: 'switch' }, search: ['eq'] },
      { name: 'requires_verification', type: 'boolean', widget: 'switch', default: false, storage: { nullable: false }, column: { hidden: true }, search: ['eq'] },
      { name: 'class_related', type: 'boolean', widget: 'switch', default: false, storage: { nullable: false }, column: { hidden: true }, search: ['eq'] },
      { name: 'active', type: 'boolean', widget: 'switch', default: true, storage: { nullable: false }, column: { render: 'switch', hidden: true }, search: ['eq'] },
      { name: 'lead_days', type: 'int', widget: 'number', min: 0, max: 365, column: { hidden: true } },
      { name: 'warn_hours', type: 'int', widget: 'number', min: 0, max: HOURS_MAX, column: { hidden: true } },
      // The history typed when the plan is set up; afterwards the work orders' completions keep them.
      { name: 'last_done_date', type: 'date', widget: 'date', form: 'add', column: { hidden: true }, sortable: true, search: ['RANGE', 'NULL'] },
      { name: 'last_done_hours', type: 'int', widget: 'number', min: 0, max: HOURS_MAX, form: 'add', column: { hidden: true } },
      // Computed (pms-due.ts) on every save, reading, completion and by the daily pass (with the four above).
      { name: 'remaining_hours', type: 'int', widget: 'number', form: 'none', column: { hidden: true }, sortable: true, search: ['RANGE'] },
      { name: 'due_date', type: 'date', widget: 'date', form: 'none', column: { hidden: true }, storage: { index: true }, sortable: true, search: ['RANGE'] },
      { name: 'window_start', type: 'date', widget: 'date', form: 'none', column: { hidden: true } },
      { name: 'window_end', type: 'date', widget: 'date', form: 'none', column: { hidden: true } },
      { name: 'due_driver', type: 'string', widget: 'select', options: ['calendar', 'hours'], form: 'none', max: 10, column: { hidden: true }, search: ['eq'] },
      { name: 'remark', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
    ],
  },
};

/** One spare a job needs (`required_spares`): the part number, its name and the quantity. */
export interface RequiredSpare {
  part_no: string;
  name: string;
  qty: number;
}
export const requiredSparesSchema = z
  .array(z.strictObject({ part_no: z.string().trim().min(1, { error: 'validate.required' }).max(60), name: z.string().trim().max(200), qty: z.number({ error: 'validate.invalid' }).positive({ error: 'validate.invalid' }).max(100_000) }), { error: 'validate.invalid' })
  .max(100);

const id = z.string().uuid({ error: 'validate.invalid' });
const remark = z.string().trim().max(500).optional();

/** The bodies of the counter's steps (`POST /admin/pms.Counter/{step}`) and the component's. */
export const counterStepBodies = {
  read: z.strictObject({ id, value: z.number({ error: 'validate.invalid' }).int({ error: 'validate.invalid' }).min(0, { error: 'pms.readingNegative' }).max(HOURS_MAX), read_at: isoDateSchema, remark }),
  reset: z.strictObject({
    id,
    value: z.number({ error: 'validate.invalid' }).int({ error: 'validate.invalid' }).min(0, { error: 'pms.readingNegative' }).max(HOURS_MAX),
    read_at: isoDateSchema,
    reason: z.enum(COUNTER_RESET_REASONS, { error: 'pms.resetReasonRequired' }),
    remark,
  }),
} as const;
export type CounterReadBody = z.infer<typeof counterStepBodies.read>;
export type CounterResetBody = z.infer<typeof counterStepBodies.reset>;

/** Copy the selected components, each with its whole subtree, counters (at zero) and jobs (no history), to another ship. */
export const copyTreeBody = z.strictObject({ ids: z.array(id).min(1).max(500), target_ship_id: id });
export type CopyTreeBody = z.infer<typeof copyTreeBody>;

const COMPONENT_FIELDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    ship_id: '船舶',
    dept_id: '部门',
    parent_id: '上级设备',
    code: '设备编号',
    name: '名称',
    name_en: '英文名称',
    name_zh: '中文名称',
    sfi_group: 'SFI 分组',
    maker: '制造商',
    model: '型号',
    serial_no: '出厂编号',
    location: '安装位置',
    is_critical: '关键设备',
    class_item_code: '船级项目编号',
    install_date: '安装日期',
    warranty_until: '保修截止',
    status: '状态',
    'status_options.in_service': '在用',
    'status_options.out_of_service': '停用',
    'status_options.removed': '已拆除',
    remark: '备注',
    'step.copyTree': '复制到姊妹船',
  },
  en: {
    ship_id: 'Ship',
    dept_id: 'Department',
    parent_id: 'Parent equipment',
    code: 'Code',
    name: 'Name',
    name_en: 'Name (English)',
    name_zh: 'Name (Chinese)',
    sfi_group: 'SFI group',
    maker: 'Maker',
    model: 'Model',
    serial_no: 'Serial no.',
    location: 'Location',
    is_critical: 'Critical equipment',
    class_item_code: 'Class item code',
    install_date: 'Installed on',
    warranty_until: 'Warranty until',
    status: 'Status',
    'status_options.in_service': 'In service',
    'status_options.out_of_service': 'Out of service',
    'status_options.removed': 'Removed',
    remark: 'Remark',
    'step.copyTree': 'Copy to sister ship',
  },
};

const COUNTER_FIELDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    component_id: '设备',
    ship_id: '船舶',
    dept_id: '部门',
    unit: '单位',
    'unit_options.hours': '运行小时',
    'unit_options.cycles': '次数',
    'unit_options.fuel_t': '燃油吨',
    current_value: '当前读数',
    read_at: '读数日期',
    avg_per_day: '日均增量',
    max_per_day: '每日最大增量',
    is_stale: '超过30天未更新',
    remark: '备注',
    'step.read': '登记读数',
    'step.reset': '重置计数器',
  },
  en: {
    component_id: 'Equipment',
    ship_id: 'Ship',
    dept_id: 'Department',
    unit: 'Unit',
    'unit_options.hours': 'Running hours',
    'unit_options.cycles': 'Cycles',
    'unit_options.fuel_t': 'Fuel (t)',
    current_value: 'Current reading',
    read_at: 'Read on',
    avg_per_day: 'Average per day',
    max_per_day: 'Maximum per day',
    is_stale: 'Not read for 30 days',
    remark: 'Remark',
    'step.read': 'Enter reading',
    'step.reset': 'Reset counter',
  },
};

const READING_FIELDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    counter_id: '计数器',
    ship_id: '船舶',
    dept_id: '部门',
    value: '读数',
    read_at: '读数日期',
    read_by: '登记人',
    is_reset: '重置',
    reset_reason: '重置原因',
    'reset_reason_options.replacement': '更换',
    'reset_reason_options.overhaul': '大修',
    'reset_reason_options.meter_change': '更换计量表',
    value_before: '重置前读数',
    remark: '备注',
  },
  en: {
    counter_id: 'Counter',
    ship_id: 'Ship',
    dept_id: 'Department',
    value: 'Reading',
    read_at: 'Read on',
    read_by: 'Entered by',
    is_reset: 'Reset',
    reset_reason: 'Reset reason',
    'reset_reason_options.replacement': 'Replacement',
    'reset_reason_options.overhaul': 'Overhaul',
    'reset_reason_options.meter_change': 'Meter change',
    value_before: 'Reading before reset',
    remark: 'Remark',
  },
};

const JOB_FIELDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    component_id: '设备',
    ship_id: '船舶',
    dept_id: '部门',
    counter_id: '计数器',
    code: '项目编号',
    title: '项目名称',
    title_en: '英文名称',
    title_zh: '中文名称',
    job_type: '项目类型',
    interval_kind: '周期类型',
    'interval_kind_options.calendar': '按日历',
    'interval_kind_options.running_hours': '按运行小时',
    'interval_kind_options.both': '日历或运行小时（先到为准）',
    'interval_kind_options.condition': '视状态',
    interval_days: '间隔天数',
    interval_hours: '间隔小时',
    window_before_days: '提前窗口（天）',
    window_after_days: '延后窗口（天）',
    tolerance_pct: '容差（%）',
    schedule_basis: '计划基准',
    'schedule_basis_options.fixed': '固定周期',
    'schedule_basis_options.from_last_done': '自上次完成起算',
    responsible_rank_id: '负责职务',
    est_man_hours: '预计工时',
    procedure_doc_no: '程序文件编号',
    required_spares: '所需备件',
    is_critical: '关键',
    requires_verification: '需轮机长/机务验证',
    class_related: '船级相关',
    active: '启用',
    lead_days: '提前提醒天数',
    warn_hours: '提前提醒小时',
    last_done_date: '上次完成日期',
    last_done_hours: '上次完成时运行小时',
    next_due_date: '下次到期日',
    next_due_hours: '下次到期运行小时',
    remaining_hours: '剩余运行小时',
    forecast_date: '预测到期日',
    due_date: '到期日',
    window_start: '窗口开始',
    window_end: '窗口结束',
    due_status: '到期状态',
    'due_status_options.ok': '正常',
    'due_status_options.due_soon': '即将到期',
    'due_status_options.in_window': '窗口期内',
    'due_status_options.overdue': '已逾期',
    due_driver: '到期依据',
    'due_driver_options.calendar': '日历',
    'due_driver_options.hours': '运行小时',
    remark: '备注',
  },
  en: {
    component_id: 'Equipment',
    ship_id: 'Ship',
    dept_id: 'Department',
    counter_id: 'Counter',
    code: 'Code',
    title: 'Job',
    title_en: 'Title (English)',
    title_zh: 'Title (Chinese)',
    job_type: 'Job type',
    interval_kind: 'Interval',
    'interval_kind_options.calendar': 'Calendar',
    'interval_kind_options.running_hours': 'Running hours',
    'interval_kind_options.both': 'Calendar or hours, whichever first',
    'interval_kind_options.condition': 'Condition based',
    interval_days: 'Interval (days)',
    interval_hours: 'Interval (hours)',
    window_before_days: 'Window before (days)',
    window_after_days: 'Window after (days)',
    tolerance_pct: 'Tolerance (%)',
    schedule_basis: 'Schedule basis',
    'schedule_basis_options.fixed': 'Fixed',
    'schedule_basis_options.from_last_done': 'From last done',
    responsible_rank_id: 'Responsible rank',
    est_man_hours: 'Estimated man-hours',
    procedure_doc_no: 'Procedure document no.',
    required_spares: 'Required spares',
    is_critical: 'Critical',
    requires_verification: 'Verification by C/E or superintendent',
    class_related: 'Class related',
    active: 'Active',
    lead_days: 'Warn days before',
    warn_hours: 'Warn hours before',
    last_done_date: 'Last done',
    last_done_hours: 'Last done at (hours)',
    next_due_date: 'Next due',
    next_due_hours: 'Next due at (hours)',
    remaining_hours: 'Hours remaining',
    forecast_date: 'Forecast',
    due_date: 'Due date',
    window_start: 'Window start',
    window_end: 'Window end',
    due_status: 'Due status',
    'due_status_options.ok': 'OK',
    'due_status_options.due_soon': 'Due soon',
    'due_status_options.in_window': 'In window',
    'due_status_options.overdue': 'Overdue',
    due_driver: 'Due by',
    'due_driver_options.calendar': 'Calendar',
    'due_driver_options.hours': 'Running hours',
    remark: 'Remark',
  },
};

const prefixed = (prefix: string, words: Record<string, string>) => Object.fromEntries(Object.entries(words).map(([key, value]) => [`${prefix}.${key}`, value]));

/** The words of the equipment part's resources (fields, options, steps), served with the module. */
export const PMS_EQUIPMENT_TRANSLATIONS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    ...prefixed('pms.component', COMPONENT_FIELDS['zh-cn']),
    ...prefixed('pms.counter', COUNTER_FIELDS['zh-cn']),
    ...prefixed('pms.counterReading', READING_FIELDS['zh-cn']),
    ...prefixed('pms.job', JOB_FIELDS['zh-cn']),
  },
  en: {
    ...prefixed('pms.component', COMPONENT_FIELDS.en),
    ...prefixed('pms.counter', COUNTER_FIELDS.en),
    ...prefixed('pms.counterReading', READING_FIELDS.en),
    ...prefixed('pms.job', JOB_FIELDS.en),
  },
};
