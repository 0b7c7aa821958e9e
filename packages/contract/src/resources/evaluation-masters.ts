import type { Lang } from '../constants.js';
import type { ResourceDescription } from '../resource/fields.js';

/**
 * The master's review of the SMS (DOMAIN.md §4.11 `master_review`; ISM 5.1.5): once a year per ship the
 * master writes items against the SMS sections (the ISM checklist's sections), each a comment and a
 * suggestion; the office answers each, accepts or not, and an accepted item is followed up by a document
 * change request or an NCR (source "master's review"). Described by data; the module adds the steps.
 */

export const MASTER_REVIEW_STATES = ['draft', 'submitted', 'responded', 'closed'] as const;
export type MasterReviewState = (typeof MASTER_REVIEW_STATES)[number];

export const MASTER_REVIEW_STEP_FROM = {
  submit: ['draft'],
  respond: ['submitted'],
  close: ['responded'],
} as const satisfies Record<string, readonly MasterReviewState[]>;

/** What an accepted item leads to: a document change request, an NCR, or nothing beyond the answer. */
export const MASTER_REVIEW_FOLLOW_UPS = ['dcr', 'ncr', 'none'] as const;
export type MasterReviewFollowUp = (typeof MASTER_REVIEW_FOLLOW_UPS)[number];

/** The month the review is due by when the setting says nothing (ISM habit: before the year's management review). */
export const MASTER_REVIEW_DUE_MONTH = 11;
/** Days before the due day the "not submitted" warning starts. */
export const MASTER_REVIEW_LEAD_DAYS = 30;

/** One item of the review (the `items` json), the master's part and the office's answer. */
export interface MasterReviewItem {
  id: string;
  /** The ISM section (`7`: shipboard operations), from the active ISM checklist's sections. */
  section: string;
  comment: string;
  suggestion: string;
  response: string | null;
  accepted: boolean | null;
  follow_up: MasterReviewFollowUp | null;
  dcr_id: string | null;
  ncr_id: string | null;
}

/** The last day of the due month of a review's year. */
export function masterReviewDueDate(year: number, month: number = MASTER_REVIEW_DUE_MONTH): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}

export const masterReviewDescription: ResourceDescription = {
  table: 'master_review',
  scope: { department: 'dept_id' },
  def: {
    name: 'evaluation.MasterReview',
    path: 'evaluation/masterReview',
    labelField: 'review_no',
    quickSearch: ['review_no'],
    defaultOrder: { field: 'year', direction: 'desc' },
    actions: ['index', 'add', 'edit', 'del'],
    steps: [
      { name: 'submit', batch: false },
      { name: 'respond', batch: false },
      { name: 'close', batch: false },
    ],
    fields: [
      { name: 'id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
      { name: 'review_no', type: 'string', widget: 'text', form: 'none', max: 60, sortable: true, search: ['LIKE'] },
      {
        name: 'ship_id',
        type: 'uuid',
        widget: 'remoteSelect',
        remote: { url: '/admin/fleet.Ship/' },
        required: true,
        storage: { references: { resource: 'fleet.Ship' } },
        search: ['eq', 'IN'],
      },
      { name: 'dept_id', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
      { name: 'year', type: 'int', widget: 'year', required: true, min: 2000, max: 2100, unique: { scope: ['ship_id'], message: 'evaluation.masterReview.yearTaken' }, sortable: true, search: ['eq'] },
      {
        name: 'master_id',
        type: 'uuid',
        widget: 'remoteSelect',
        remote: { url: '/admin/auth.Admin/' },
        storage: { references: { resource: 'auth.Admin', onDelete: 'set null' } },
        search: ['eq'],
      },
      { name: 'due_date', type: 'date', widget: 'date', form: 'none', sortable: true, search: ['RANGE'] },
      { name: 'status', type: 'string', widget: 'select', options: MASTER_REVIEW_STATES, default: 'draft', form: 'none', storage: { nullable: false }, max: 20, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      // MasterReviewItem[]: the master writes section, comment and suggestion while a draft; `respond` adds the rest.
      { name: 'items', type: 'json', widget: 'text', default: [], column: { hidden: true } },
      { name: 'submitted_at', type: 'datetime', widget: 'datetime', form: 'none', sortable: true },
      { name: 'responded_at', type: 'datetime', widget: 'datetime', form: 'none', column: { hidden: true } },
      { name: 'closed_at', type: 'datetime', widget: 'datetime', form: 'none', column: { hidden: true } },
    ],
  },
};

const zh: Record<string, string> = {
  'menu.evaluation/masterReview': '船长评审',
  'evaluation.masterReview.id': 'ID',
  'evaluation.masterReview.review_no': '评审编号',
  'evaluation.masterReview.ship_id': '船舶',
  'evaluation.masterReview.dept_id': '部门',
  'evaluation.masterReview.year': '年度',
  'evaluation.masterReview.master_id': '船长',
  'evaluation.masterReview.due_date': '提交期限',
  'evaluation.masterReview.status': '状态',
  'evaluation.masterReview.status_options.draft': '草稿',
  'evaluation.masterReview.status_options.submitted': '已提交',
  'evaluation.masterReview.status_options.responded': '已答复',
  'evaluation.masterReview.status_options.closed': '已关闭',
  'evaluation.masterReview.items': '评审条目',
  'evaluation.masterReview.submitted_at': '提交时间',
  'evaluation.masterReview.responded_at': '答复时间',
  'evaluation.masterReview.closed_at': '关闭时间',
  'evaluation.masterReview.step.submit': '提交',
  'evaluation.masterReview.step.respond': '公司答复',
  'evaluation.masterReview.step.close': '关闭',
  'evaluation.masterReview.follow_up_options.dcr': '文件修改申请',
  'evaluation.masterReview.follow_up_options.ncr': '不符合报告',
  'evaluation.masterReview.follow_up_options.none': '无需后续措施',
  'config.master_review_due_month': '船长评审提交月份',
  'config.master_review_lead_days': '船长评审提前提醒天数',
};
const en: Record<string, string> = {
  'menu.evaluation/masterReview': "Master's reviews",
  'evaluation.masterReview.id': 'ID',
  'evaluation.masterReview.review_no': 'Review no.',
  'evaluation.masterReview.ship_id': 'Ship',
  'evaluation.masterReview.dept_id': 'Department',
  'evaluation.masterReview.year': 'Year',
  'evaluation.masterReview.master_id': 'Master',
  'evaluation.masterReview.due_date': 'Due by',
  'evaluation.masterReview.status': 'Status',
  'evaluation.masterReview.status_options.draft': 'Draft',
  'evaluation.masterReview.status_options.submitted': 'Submitted',
  'evaluation.masterReview.status_options.responded': 'Responded',
  'evaluation.masterReview.status_options.closed': 'Closed',
  'evaluation.masterReview.items': 'Items',
  'evaluation.masterReview.submitted_at': 'Submitted at',
  'evaluation.masterReview.responded_at': 'Responded at',
  'evaluation.masterReview.closed_at': 'Closed at',
  'evaluation.masterReview.step.submit': 'Submit',
  'evaluation.masterReview.step.respond': 'Respond',
  'evaluation.masterReview.step.close': 'Close',
  'evaluation.masterReview.follow_up_options.dcr': 'Document change request',
  'evaluation.masterReview.follow_up_options.ncr': 'NCR',
  'evaluation.masterReview.follow_up_options.none': 'No follow-up',
  'config.master_review_due_month': "Month the master's review is due by",
  'config.master_review_lead_days': "Days before the due day the master's review reminder starts",
};

/** The words of the master's review (fields, states, steps), served with the module to the web. */
export const MASTER_REVIEW_TRANSLATIONS: Record<Lang, Record<string, string>> = { 'zh-cn': zh, en };
