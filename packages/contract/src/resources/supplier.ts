import type { Lang } from '../constants.js';
import { addMonths } from '../iso-date.js';
import type { FieldDef, ResourceDescription } from '../resource/fields.js';

/**
 * Supplier companies (DOMAIN.md §4.14): the approved-supplier list, evaluations and the restricted bank
 * details. Described by data (the kit makes the tables); the module adds the state rules, the approval
 * flow, the rolling rating, the re-evaluation alert and the directory other areas choose suppliers from.
 */

/** Supplier states. `approved` and `conditional` are the ones another area may choose (with a valid approval). */
export const SUPPLIER_STATES = ['prospective', 'under_evaluation', 'approved', 'conditional', 'suspended', 'blacklisted'] as const;
export type SupplierState = (typeof SUPPLIER_STATES)[number];
export const SELECTABLE_SUPPLIER_STATES: readonly SupplierState[] = ['approved', 'conditional'];

/** Why a supplier is due for re-evaluation before its approval expires. */
export const SUPPLIER_REEVALUATION_REASONS = ['low_rating', 'incident'] as const;

/** What an approval may grant. */
export const SUPPLIER_APPROVAL_RESULTS = ['approved', 'conditional'] as const;

/** Where each step starts from (DOMAIN.md §4.14; docs/suppliers.md says why). */
export const SUPPLIER_STEP_FROM = {
  /** Sent for (re-)evaluation through the `supplier_approval` flow. */
  submit: ['prospective', 'approved', 'conditional', 'suspended'],
  suspend: ['under_evaluation', 'approved', 'conditional'],
  blacklist: ['prospective', 'under_evaluation', 'approved', 'conditional', 'suspended'],
  /** Only a blacklisted supplier is reinstated, and by a higher authority (level 3 or above). */
  reinstate: ['blacklisted'],
} as const satisfies Record<string, readonly SupplierState[]>;

/** The authority level (`weight_type`) a reinstatement from the blacklist needs: DPA / management representative or above. */
export const SUPPLIER_REINSTATE_LEVEL = 3;

/** Whether another area may choose the supplier on `today`: approved or conditional, approval not expired. */
export function supplierSelectable(row: { status: string; approval_valid_until: string | null }, today: string): boolean {
  return (SELECTABLE_SUPPLIER_STATES as readonly string[]).includes(row.status) && !!row.approval_valid_until && row.approval_valid_until >= today;
}

/** Lead days of the re-evaluation alert before an approval expires. */
export const SUPPLIER_APPROVAL_LEAD_DAYS = [60, 30, 7, 0];
/** The rolling rating is the mean of the evaluations of this many months back from today. */
export const SUPPLIER_RATING_MONTHS = 12;
/** The default threshold below which a supplier is due for re-evaluation (module setting `supplier_rating_threshold`). */
export const SUPPLIER_RATING_THRESHOLD = 3;
/** At or below this many stars a criterion needs the evaluator's remark. */
export const SUPPLIER_REMARK_AT = 2;

/** The first day an evaluation still counts in the rolling rating on `today`. */
export function ratingWindowStart(today: string): string {
  return addMonths(today, -SUPPLIER_RATING_MONTHS);
}

/** The evaluation criteria (1–5 stars). The ship rates those it sees on board; the office the others. */
export const SUPPLIER_CRITERIA = ['score_quality', 'score_delivery', 'score_price', 'score_documentation', 'score_communication', 'score_hse'] as const;
export type SupplierCriterion = (typeof SUPPLIER_CRITERIA)[number];
export const SHIP_RATED_CRITERIA: readonly SupplierCriterion[] = ['score_quality', 'score_delivery', 'score_hse'];
/** HSE conduct on board is rated only when the supplier's people attended the ship. */
export const OPTIONAL_CRITERIA: readonly SupplierCriterion[] = ['score_hse'];

/** The overall score of an evaluation: the mean of the criteria given, one decimal; null when none is. */
export function evaluationOverall(scores: Partial<Record<SupplierCriterion, number | null | undefined>>): number | null {
  const given = SUPPLIER_CRITERIA.map((name) => scores[name]).filter((value): value is number => typeof value === 'number');
  if (given.length === 0) return null;
  return Math.round((given.reduce((sum, value) => sum + value, 0) / given.length) * 10) / 10;
}

/** Whether an evaluation needs a remark: some criterion scored two stars or fewer. */
export function evaluationNeedsRemark(scores: Partial<Record<SupplierCriterion, number | null | undefined>>): boolean {
  return SUPPLIER_CRITERIA.some((name) => typeof scores[name] === 'number' && (scores[name] as number) <= SUPPLIER_REMARK_AT);
}

/** The rolling rating: the mean of the overall scores given, one decimal; null without any. */
export function rollingRating(overalls: readonly (number | null)[]): number | null {
  const given = overalls.filter((value): value is number => typeof value === 'number');
  if (given.length === 0) return null;
  return Math.round((given.reduce((sum, value) => sum + value, 0) / given.length) * 10) / 10;
}

/** UN/LOCODE: two letters of the country, three of the place (letters and digits 2–9). */
export const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** One contact person of a supplier (validated by the server; stored as jsonb). */
export interface SupplierContact {
  name: string;
  role: string;
  phone: string;
  email: string;
  /** Reachable around the clock (the 24-hour line a ship calls). */
  h24: boolean;
}

const adminRef = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  type: 'uuid',
  widget: 'remoteSelect',
  remote: { url: '/admin/auth.Admin/' },
  storage: { references: { resource: 'auth.Admin', onDelete: 'set null' } },
  search: ['eq', 'IN'],
  column: { hidden: true },
  ...extra,
});

export const supplierDescription: ResourceDescription = {
  table: 'supplier_company',
  def: {
    name: 'supplier.Company',
    path: 'supplier/company',
    labelField: 'name_en',
    quickSearch: ['supplier_no', 'name_en', 'name_zh', 'short_name'],
    defaultOrder: { field: 'name_en', direction: 'asc' },
    actions: ['index', 'add', 'edit', 'del'],
    steps: [
      { name: 'submit', batch: false },
      { name: 'suspend', batch: true },
      { name: 'blacklist', batch: true },
      { name: 'reinstate', batch: false },
    ],
    fields: [
      /** Searchable for links to exactly the suppliers a count names. */
      { name: 'id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
      // Typed, or given by the `supplier` numbering rule when left empty.
      { name: 'supplier_no', type: 'string', widget: 'text', max: 40, unique: { ignoreCase: true }, search: ['LIKE', 'eq'], sortable: true },
      { name: 'name_en', type: 'string', widget: 'text', required: true, max: 200, unique: { ignoreCase: true }, search: ['LIKE'], sortable: true },
      { name: 'name_zh', type: 'string', widget: 'text', max: 100, search: ['LIKE'], sortable: true },
      { name: 'short_name', type: 'string', widget: 'text', max: 60, search: ['LIKE'], column: { hidden: true } },
      { name: 'types', type: 'string[]', widget: 'select', dict: 'supplier_type', required: true, max: 30, default: [], column: { render: 'tags' }, search: ['IN'] },
      { name: 'country', type: 'string', widget: 'select', dict: 'flag', max: 2, search: ['eq', 'IN'], sortable: true },
      { name: 'ports_served', type: 'string[]', widget: 'select', max: 5, default: [], column: { render: 'tags' }, search: ['IN'] },
      { name: 'address', type: 'string', widget: 'textarea', max: 500, column: { hidden: true } },
      // SupplierContact[], validated by the server (the supplier page edits them as a table).
      { name: 'contacts', type: 'json', widget: 'text', default: [], storage: { nullable: false }, column: { hidden: true } },
      { name: 'tax_no', type: 'string', widget: 'text', max: 60, column: { hidden: true }, search: ['eq'] },
      { name: 'status', type: 'string', widget: 'select', options: SUPPLIER_STATES, default: 'prospective', form: 'none', storage: { nullable: false }, max: 20, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'approved_scope', type: 'string[]', widget: 'select', max: 60, default: [], column: { hidden: true }, search: ['IN'] },
      // Set by the approval (and kept through re-evaluations): never typed.
      { name: 'approval_valid_until', type: 'date', widget: 'date', form: 'none', sortable: true, search: ['RANGE', 'NULL', 'NOT NULL'] },
      { name: 'approved_on', type: 'date', widget: 'date', form: 'none', column: { hidden: true }, search: ['RANGE'] },
      // The rolling rating and the number of evaluations behind it, recomputed after every evaluation.
      { name: 'rating', type: 'decimal', widget: 'number', form: 'none', storage: { precision: 3, scale: 1 }, sortable: true, search: ['RANGE', 'NULL'] },
      { name: 'rating_count', type: 'int', widget: 'number', form: 'none', default: 0, storage: { nullable: false }, column: { hidden: true } },
      adminRef('owner_id', { column: {} }),
      // Why a re-evaluation is due beside the approval's expiry: set by an evaluation, cleared by the next approval.
      { name: 'reevaluation_reason', type: 'string', widget: 'select', options: SUPPLIER_REEVALUATION_REASONS, form: 'none', max: 20, column: { render: 'tag' }, search: ['eq', 'IN', 'NULL', 'NOT NULL'] },
      // The reason of the last suspension, blacklisting or reinstatement (the steps write it).
      { name: 'status_reason', type: 'string', widget: 'textarea', form: 'none', max: 1000, column: { hidden: true } },
      { name: 'blacklist_reason', type: 'string', widget: 'textarea', form: 'none', max: 1000, column: { hidden: true } },
      // What the pending approval will grant, and the state to go back to when it does not.
      { name: 'pending_result', type: 'string', widget: 'select', options: SUPPLIER_APPROVAL_RESULTS, form: 'none', max: 20, column: { hidden: true } },
      { name: 'pending_valid_until', type: 'date', widget: 'date', form: 'none', column: { hidden: true } },
      { name: 'status_before', type: 'string', widget: 'select', options: SUPPLIER_STATES, form: 'none', max: 20, column: { hidden: true } },
      { name: 'remark', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
    ],
  },
};

export const SUPPLIER_EVALUATION_KINDS = ['initial', 'per_order', 'periodic', 'incident'] as const;
export const SUPPLIER_DECISIONS = ['keep', 'conditional', 'suspend'] as const;

const scoreField = (name: SupplierCriterion): FieldDef => ({
  name,
  type: 'int',
  widget: 'number',
  min: 1,
  max: 5,
  required: !OPTIONAL_CRITERIA.includes(name),
  column: { hidden: name !== 'score_quality' && name !== 'score_delivery' },
  search: ['eq', 'RANGE'],
});

export const supplierEvaluationDescription: ResourceDescription = {
  table: 'supplier_evaluation',
  def: {
    name: 'supplier.Evaluation',
    path: 'supplier/evaluation',
    labelField: 'evaluated_on',
    quickSearch: ['order_ref', 'remark'],
    defaultOrder: { field: 'evaluated_on', direction: 'desc' },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      {
        name: 'supplier_id',
        type: 'uuid',
        widget: 'remoteSelect',
        remote: { url: '/admin/supplier.Company/' },
        required: true,
        storage: { references: { resource: 'supplier.Company' } },
        search: ['eq', 'IN'],
      },
      { name: 'kind', type: 'string', widget: 'select', options: SUPPLIER_EVALUATION_KINDS, required: true, default: 'per_order', max: 20, column: { render: 'tag' }, search: ['eq', 'IN'] },
      { name: 'evaluated_on', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
      { name: 'order_ref', type: 'string', widget: 'text', max: 60, search: ['LIKE', 'eq'] },
      {
        name: 'ship_id',
        type: 'uuid',
        widget: 'remoteSelect',
        remote: { url: '/admin/fleet.Ship/' },
        storage: { references: { resource: 'fleet.Ship', onDelete: 'set null' } },
        search: ['eq', 'IN'],
      },
      { ...adminRef('evaluator_id'), column: {} },
      ...SUPPLIER_CRITERIA.map(scoreField),
      { name: 'overall', type: 'decimal', widget: 'number', form: 'none', storage: { precision: 3, scale: 1 }, sortable: true, search: ['RANGE'] },
      // Required when any criterion has two stars or fewer (the server says so in the reader's language).
      { name: 'remark', type: 'string', widget: 'textarea', max: 2000 },
      { name: 'decision', type: 'string', widget: 'radio', options: SUPPLIER_DECISIONS, required: true, default: 'keep', max: 20, column: { render: 'tag' }, search: ['eq', 'IN'] },
      adminRef('approved_by'),
    ],
  },
};

/** Bank details: a resource of their own, so that only its own rights read or change them (never in the supplier's list). */
export const supplierBankDescription: ResourceDescription = {
  table: 'supplier_bank',
  def: {
    name: 'supplier.Bank',
    path: 'supplier/bank',
    labelField: 'bank_name',
    quickSearch: ['bank_name', 'account_name'],
    defaultOrder: { field: 'created_at', direction: 'desc' },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      {
        name: 'supplier_id',
        type: 'uuid',
        widget: 'remoteSelect',
        remote: { url: '/admin/supplier.Company/' },
        required: true,
        unique: true,
        storage: { references: { resource: 'supplier.Company', onDelete: 'cascade' } },
        search: ['eq', 'IN'],
      },
      { name: 'bank_name', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'] },
      { name: 'bank_address', type: 'string', widget: 'text', max: 300, column: { hidden: true } },
      { name: 'account_name', type: 'string', widget: 'text', required: true, max: 200 },
      { name: 'account_no', type: 'string', widget: 'text', required: true, max: 60 },
      { name: 'iban', type: 'string', widget: 'text', max: 40, column: { hidden: true } },
      { name: 'swift', type: 'string', widget: 'text', max: 11, pattern: { source: '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$', message: 'supplier.swiftFormat' } },
      { name: 'currency', type: 'string', widget: 'text', max: 3, pattern: { source: '^[A-Z]{3}$', message: 'supplier.currencyFormat' } },
    ],
  },
};

const words = (zh: Record<string, string>, en: Record<string, string>) => ({ zh, en });

const W = words(
  {
    'menu.supplier': '供应商管理',
    'menu.supplier/company': '供应商',
    'menu.supplier/evaluation': '供应商评价',
    'menu.supplier/bank': '供应商银行信息',
    'config.supplier_rating_threshold': '供应商重新评价评分阈值',
    'supplier.company.id': 'ID',
    'supplier.company.supplier_no': '供应商编号',
    'supplier.company.name': '供应商名称',
    'supplier.company.name_en': '英文名称',
    'supplier.company.name_zh': '中文名称',
    'supplier.company.short_name': '简称',
    'supplier.company.types': '供应类别',
    'supplier.company.country': '国家/地区',
    'supplier.company.ports_served': '服务港口',
    'supplier.company.address': '地址',
    'supplier.company.contacts': '联系人',
    'supplier.company.tax_no': '税号',
    'supplier.company.status': '状态',
    'supplier.company.status_options.prospective': '潜在供应商',
    'supplier.company.status_options.under_evaluation': '评估中',
    'supplier.company.status_options.approved': '合格供应商',
    'supplier.company.status_options.conditional': '有条件合格',
    'supplier.company.status_options.suspended': '暂停',
    'supplier.company.status_options.blacklisted': '黑名单',
    'supplier.company.approved_scope': '批准范围（类别/港口）',
    'supplier.company.approval_valid_until': '批准有效期至',
    'supplier.company.approved_on': '批准日期',
    'supplier.company.rating': '滚动评分',
    'supplier.company.rating_count': '评价次数',
    'supplier.company.owner_id': '负责人',
    'supplier.company.reevaluation_reason': '需重新评价',
    'supplier.company.reevaluation_reason_options.low_rating': '评分偏低',
    'supplier.company.reevaluation_reason_options.incident': '发生事件',
    'supplier.company.status_reason': '状态变更原因',
    'supplier.company.blacklist_reason': '列入黑名单原因',
    'supplier.company.pending_result': '待批结果',
    'supplier.company.pending_result_options.approved': '合格供应商',
    'supplier.company.pending_result_options.conditional': '有条件合格',
    'supplier.company.pending_valid_until': '待批有效期至',
    'supplier.company.status_before': '评估前状态',
    'supplier.company.status_before_options.prospective': '潜在供应商',
    'supplier.company.status_before_options.under_evaluation': '评估中',
    'supplier.company.status_before_options.approved': '合格供应商',
    'supplier.company.status_before_options.conditional': '有条件合格',
    'supplier.company.status_before_options.suspended': '暂停',
    'supplier.company.status_before_options.blacklisted': '黑名单',
    'supplier.company.remark': '备注',
    'supplier.evaluation.supplier_id': '供应商',
    'supplier.evaluation.kind': '评价类型',
    'supplier.evaluation.kind_options.initial': '初次评价',
    'supplier.evaluation.kind_options.per_order': '订单评价',
    'supplier.evaluation.kind_options.periodic': '年度评价',
    'supplier.evaluation.kind_options.incident': '事件后评价',
    'supplier.evaluation.evaluated_on': '评价日期',
    'supplier.evaluation.order_ref': '订单号',
    'supplier.evaluation.ship_id': '船舶',
    'supplier.evaluation.evaluator_id': '评价人',
    'supplier.evaluation.score_quality': '质量',
    'supplier.evaluation.score_delivery': '准时交付',
    'supplier.evaluation.score_price': '价格',
    'supplier.evaluation.score_documentation': '文件/证书',
    'supplier.evaluation.score_communication': '沟通',
    'supplier.evaluation.score_hse': '船上 HSE 表现',
    'supplier.evaluation.overall': '综合评分',
    'supplier.evaluation.remark': '评语',
    'supplier.evaluation.decision': '评价结论',
    'supplier.evaluation.decision_options.keep': '保持',
    'supplier.evaluation.decision_options.conditional': '有条件合格',
    'supplier.evaluation.decision_options.suspend': '暂停',
    'supplier.evaluation.approved_by': '批准人',
    'supplier.bank.supplier_id': '供应商',
    'supplier.bank.bank_name': '开户银行',
    'supplier.bank.bank_address': '银行地址',
    'supplier.bank.account_name': '账户名称',
    'supplier.bank.account_no': '银行账号',
    'supplier.bank.iban': 'IBAN',
    'supplier.bank.swift': 'SWIFT 代码',
    'supplier.bank.currency': '币种',
  },
  {
    'menu.supplier': 'Suppliers',
    'menu.supplier/company': 'Supplier companies',
    'menu.supplier/evaluation': 'Supplier evaluations',
    'menu.supplier/bank': 'Supplier bank details',
    'config.supplier_rating_threshold': 'Supplier re-evaluation rating threshold',
    'supplier.company.id': 'ID',
    'supplier.company.supplier_no': 'Supplier no.',
    'supplier.company.name': 'Name',
    'supplier.company.name_en': 'Name (English)',
    'supplier.company.name_zh': 'Name (Chinese)',
    'supplier.company.short_name': 'Short name',
    'supplier.company.types': 'Types',
    'supplier.company.country': 'Country',
    'supplier.company.ports_served': 'Ports served',
    'supplier.company.address': 'Address',
    'supplier.company.contacts': 'Contacts',
    'supplier.company.tax_no': 'Tax no.',
    'supplier.company.status': 'Status',
    'supplier.company.status_options.prospective': 'Prospective',
    'supplier.company.status_options.under_evaluation': 'Under evaluation',
    'supplier.company.status_options.approved': 'Approved',
    'supplier.company.status_options.conditional': 'Conditional',
    'supplier.company.status_options.suspended': 'Suspended',
    'supplier.company.status_options.blacklisted': 'Blacklisted',
    'supplier.company.approved_scope': 'Approved scope (categories/ports)',
    'supplier.company.approval_valid_until': 'Approval valid until',
    'supplier.company.approved_on': 'Approved on',
    'supplier.company.rating': 'Rating',
    'supplier.company.rating_count': 'Evaluations',
    'supplier.company.owner_id': 'Responsible',
    'supplier.company.reevaluation_reason': 'Re-evaluation due',
    'supplier.company.reevaluation_reason_options.low_rating': 'Low rating',
    'supplier.company.reevaluation_reason_options.incident': 'Incident',
    'supplier.company.status_reason': 'Reason of the status',
    'supplier.company.blacklist_reason': 'Blacklist reason',
    'supplier.company.pending_result': 'Pending result',
    'supplier.company.pending_result_options.approved': 'Approved',
    'supplier.company.pending_result_options.conditional': 'Conditional',
    'supplier.company.pending_valid_until': 'Pending validity',
    'supplier.company.status_before': 'Status before evaluation',
    'supplier.company.status_before_options.prospective': 'Prospective',
    'supplier.company.status_before_options.under_evaluation': 'Under evaluation',
    'supplier.company.status_before_options.approved': 'Approved',
    'supplier.company.status_before_options.conditional': 'Conditional',
    'supplier.company.status_before_options.suspended': 'Suspended',
    'supplier.company.status_before_options.blacklisted': 'Blacklisted',
    'supplier.company.remark': 'Remark',
    'supplier.evaluation.supplier_id': 'Supplier',
    'supplier.evaluation.kind': 'Kind',
    'supplier.evaluation.kind_options.initial': 'Initial',
    'supplier.evaluation.kind_options.per_order': 'Per order',
    'supplier.evaluation.kind_options.periodic': 'Periodic (annual)',
    'supplier.evaluation.kind_options.incident': 'After an incident',
    'supplier.evaluation.evaluated_on': 'Evaluated on',
    'supplier.evaluation.order_ref': 'Order ref.',
    'supplier.evaluation.ship_id': 'Ship',
    'supplier.evaluation.evaluator_id': 'Evaluator',
    'supplier.evaluation.score_quality': 'Quality',
    'supplier.evaluation.score_delivery': 'Delivery on time',
    'supplier.evaluation.score_price': 'Price',
    'supplier.evaluation.score_documentation': 'Documents/certificates',
    'supplier.evaluation.score_communication': 'Communication',
    'supplier.evaluation.score_hse': 'HSE conduct on board',
    'supplier.evaluation.overall': 'Overall',
    'supplier.evaluation.remark': 'Remark',
    'supplier.evaluation.decision': 'Decision',
    'supplier.evaluation.decision_options.keep': 'Keep',
    'supplier.evaluation.decision_options.conditional': 'Conditional',
    'supplier.evaluation.decision_options.suspend': 'Suspend',
    'supplier.evaluation.approved_by': 'Approved by',
    'supplier.bank.supplier_id': 'Supplier',
    'supplier.bank.bank_name': 'Bank',
    'supplier.bank.bank_address': 'Bank address',
    'supplier.bank.account_name': 'Account name',
    'supplier.bank.account_no': 'Account no.',
    'supplier.bank.iban': 'IBAN',
    'supplier.bank.swift': 'SWIFT code',
    'supplier.bank.currency': 'Currency',
  },
);

/** The words of the supplier area (menus, fields, options, setting), served with the module to the web. */
export const SUPPLIER_TRANSLATIONS: Record<Lang, Record<string, string>> = { 'zh-cn': W.zh, en: W.en };
