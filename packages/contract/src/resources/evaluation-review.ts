import type { Lang } from '../constants.js';
import type { FieldDef, ResourceDescription } from '../resource/fields.js';

/**
 * The management review (DOMAIN.md §4.11; ISM 12, ISO 9.3): a period, a meeting, its attendees, the inputs
 * gathered from every area and frozen when held, the minutes and the decisions (child rows that become a
 * to-do for their owner or an NCR). Described by data; the module adds the steps, the inputs and the pack.
 */

export const MANAGEMENT_REVIEW_STATES = ['planned', 'inputs_collected', 'held', 'minutes_approved', 'actions_closed'] as const;
export type ManagementReviewState = (typeof MANAGEMENT_REVIEW_STATES)[number];

/** Where each step starts from: inputs may be gathered again until the meeting is held, never after. */
export const MANAGEMENT_REVIEW_STEP_FROM = {
  collect: ['planned', 'inputs_collected'],
  hold: ['inputs_collected'],
  approveMinutes: ['held'],
  decide: ['held', 'minutes_approved'],
  close: ['minutes_approved'],
} as const satisfies Record<string, readonly ManagementReviewState[]>;

export const REVIEW_DECISION_KINDS = ['todo', 'ncr'] as const;
export type ReviewDecisionKind = (typeof REVIEW_DECISION_KINDS)[number];

/** Lead days of the "management review due" alert before `next_review_date` (DOMAIN.md: 60 and 7 days). */
export const MANAGEMENT_REVIEW_LEAD_DAYS = [60, 7, 0];

/** A decision as the review's reads show it: the row and the state of the to-do or NCR it made. */
export interface ReviewDecisionView {
  id: string;
  text: string;
  owner_id: string;
  due_date: string;
  kind: ReviewDecisionKind;
  todo_id: string | null;
  ncr_id: string | null;
  /** The to-do's or the NCR's number. */
  ref: string | null;
  /** The to-do's or NCR's status; `closed` for either once done. */
  state: string;
  closed: boolean;
}

const adminRef = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  type: 'uuid',
  widget: 'remoteSelect',
  remote: { url: '/admin/auth.Admin/' },
  storage: { references: { resource: 'auth.Admin', onDelete: 'set null' } },
  search: ['eq', 'IN'],
  ...extra,
});

export const managementReviewDescription: ResourceDescription = {
  table: 'management_review',
  def: {
    name: 'evaluation.Review',
    path: 'evaluation/review',
    labelField: 'review_no',
    quickSearch: ['review_no', 'agenda'],
    defaultOrder: { field: 'period_from', direction: 'desc' },
    actions: ['index', 'add', 'edit', 'del'],
    steps: [
      { name: 'collect', batch: false },
      { name: 'hold', batch: false },
      { name: 'approveMinutes', batch: false },
      { name: 'decide', batch: false },
      { name: 'close', batch: false },
    ],
    fields: [
      { name: 'id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
      { name: 'review_no', type: 'string', widget: 'text', form: 'none', max: 40, unique: { ignoreCase: true }, search: ['LIKE', 'eq'], sortable: true },
      { name: 'period_from', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
      { name: 'period_to', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
      { name: 'meeting_date', type: 'date', widget: 'date', sortable: true, search: ['RANGE', 'NULL'] },
      adminRef('chair_id', { required: true }),
      adminRef('representative_id', { column: { hidden: true } }),
      { name: 'attendee_ids', type: 'uuid[]', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/', multiple: true }, default: [], column: { hidden: true } },
      { name: 'agenda', type: 'string', widget: 'textarea', max: 4000, column: { hidden: true } },
      { name: 'status', type: 'string', widget: 'select', options: MANAGEMENT_REVIEW_STATES, default: 'planned', form: 'none', storage: { nullable: false }, max: 20, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      // ReviewInputSection[] gathered by `collect`, frozen by `hold`.
      { name: 'inputs', type: 'json', widget: 'text', form: 'none', column: { hidden: true } },
      { name: 'inputs_collected_at', type: 'datetime', widget: 'datetime', form: 'none', column: { hidden: true } },
      { name: 'minutes', type: 'string', widget: 'textarea', max: 20000, column: { hidden: true } },
      { name: 'next_review_date', type: 'date', widget: 'date', sortable: true, search: ['RANGE', 'NULL'] },
    ],
  },
};

/** A decision of a review (its outputs); written only by the review's `decide` step, read with the review. */
export const managementReviewDecisionDescription: ResourceDescription = {
  table: 'management_review_decision',
  def: {
    name: 'evaluation.ReviewDecision',
    path: 'evaluation/reviewDecision',
    labelField: 'text',
    quickSearch: ['text'],
    defaultOrder: { field: 'created_at', direction: 'asc' },
    actions: ['index'],
    fields: [
      {
        name: 'review_id',
        type: 'uuid',
        widget: 'remoteSelect',
        remote: { url: '/admin/evaluation.Review/' },
        required: true,
        storage: { references: { resource: 'evaluation.Review', onDelete: 'cascade' }, index: true },
        search: ['eq'],
      },
      { name: 'text', type: 'string', widget: 'textarea', required: true, max: 2000 },
      adminRef('owner_id', { required: true }),
      { name: 'due_date', type: 'date', widget: 'date', required: true },
      { name: 'kind', type: 'string', widget: 'select', options: REVIEW_DECISION_KINDS, required: true, max: 10, storage: { nullable: false } },
      { name: 'todo_id', type: 'uuid', widget: 'text', form: 'none' },
      { name: 'ncr_id', type: 'uuid', widget: 'text', form: 'none' },
    ],
  },
};

const zh: Record<string, string> = {
  'menu.evaluation/review': '管理评审',
  'evaluation.review.id': 'ID',
  'evaluation.review.review_no': '评审编号',
  'evaluation.review.period_from': '评审期间自',
  'evaluation.review.period_to': '评审期间至',
  'evaluation.review.meeting_date': '会议日期',
  'evaluation.review.chair_id': '主持人',
  'evaluation.review.representative_id': '管理者代表/DPA',
  'evaluation.review.attendee_ids': '参会人员',
  'evaluation.review.agenda': '议程',
  'evaluation.review.status': '状态',
  'evaluation.review.status_options.planned': '计划中',
  'evaluation.review.status_options.inputs_collected': '输入已收集',
  'evaluation.review.status_options.held': '已召开',
  'evaluation.review.status_options.minutes_approved': '纪要已批准',
  'evaluation.review.status_options.actions_closed': '措施已关闭',
  'evaluation.review.inputs': '评审输入',
  'evaluation.review.inputs_collected_at': '输入收集时间',
  'evaluation.review.minutes': '会议纪要',
  'evaluation.review.next_review_date': '下次评审日期',
  'evaluation.review.step.collect': '收集输入',
  'evaluation.review.step.hold': '召开评审',
  'evaluation.review.step.approveMinutes': '批准纪要',
  'evaluation.review.step.decide': '记录决定',
  'evaluation.review.step.close': '关闭评审',
  'evaluation.reviewDecision.review_id': '管理评审',
  'evaluation.reviewDecision.text': '决定',
  'evaluation.reviewDecision.owner_id': '负责人',
  'evaluation.reviewDecision.due_date': '完成期限',
  'evaluation.reviewDecision.kind': '类型',
  'evaluation.reviewDecision.kind_options.todo': '待办事项',
  'evaluation.reviewDecision.kind_options.ncr': '不符合报告',
  'evaluation.reviewDecision.todo_id': '待办事项',
  'evaluation.reviewDecision.ncr_id': '不符合报告',
};

const en: Record<string, string> = {
  'menu.evaluation/review': 'Management reviews',
  'evaluation.review.id': 'ID',
  'evaluation.review.review_no': 'Review no.',
  'evaluation.review.period_from': 'Period from',
  'evaluation.review.period_to': 'Period to',
  'evaluation.review.meeting_date': 'Meeting date',
  'evaluation.review.chair_id': 'Chair',
  'evaluation.review.representative_id': 'Management representative / DPA',
  'evaluation.review.attendee_ids': 'Attendees',
  'evaluation.review.agenda': 'Agenda',
  'evaluation.review.status': 'Status',
  'evaluation.review.status_options.planned': 'Planned',
  'evaluation.review.status_options.inputs_collected': 'Inputs collected',
  'evaluation.review.status_options.held': 'Held',
  'evaluation.review.status_options.minutes_approved': 'Minutes approved',
  'evaluation.review.status_options.actions_closed': 'Actions closed',
  'evaluation.review.inputs': 'Inputs',
  'evaluation.review.inputs_collected_at': 'Inputs collected at',
  'evaluation.review.minutes': 'Minutes',
  'evaluation.review.next_review_date': 'Next review date',
  'evaluation.review.step.collect': 'Collect inputs',
  'evaluation.review.step.hold': 'Hold',
  'evaluation.review.step.approveMinutes': 'Approve minutes',
  'evaluation.review.step.decide': 'Record a decision',
  'evaluation.review.step.close': 'Close',
  'evaluation.reviewDecision.review_id': 'Management review',
  'evaluation.reviewDecision.text': 'Decision',
  'evaluation.reviewDecision.owner_id': 'Owner',
  'evaluation.reviewDecision.due_date': 'Due date',
  'evaluation.reviewDecision.kind': 'Kind',
  'evaluation.reviewDecision.kind_options.todo': 'To-do',
  'evaluation.reviewDecision.kind_options.ncr': 'NCR',
  'evaluation.reviewDecision.todo_id': 'To-do',
  'evaluation.reviewDecision.ncr_id': 'NCR',
};

/** The words of the management review (fields, states, steps), served with the module to the web. */
export const MANAGEMENT_REVIEW_TRANSLATIONS: Record<Lang, Record<string, string>> = { 'zh-cn': zh, en };
