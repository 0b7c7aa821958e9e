import type { Lang } from '../constants.js';
import type { ResourceDescription } from '../resource/fields.js';
import { SHIP_RANK_FILTER } from './crew.js';

/**
 * The crew appraisal (DOMAIN.md §4.11 `crew_appraisal`): the master (for engine ranks the chief engineer,
 * countersigned by the master) scores a seafarer's contract on board per criterion 1–5 and recommends
 * rehire and promotion; the office reviews it. Described by data; the module adds the steps and the rules.
 */

export const APPRAISAL_STATES = ['draft', 'submitted', 'countersigned', 'office_reviewed'] as const;
export type AppraisalState = (typeof APPRAISAL_STATES)[number];

export const APPRAISAL_OCCASIONS = ['end_of_contract', 'periodic', 'promotion', 'special'] as const;
export const APPRAISAL_REHIRE = ['yes', 'no', 'conditional'] as const;

/** The criteria scored 1–5, each a column `score_<criterion>`. */
export const APPRAISAL_CRITERIA = ['competence', 'safety', 'teamwork', 'conduct', 'english', 'leadership'] as const;
export type AppraisalCriterion = (typeof APPRAISAL_CRITERIA)[number];
export const scoreField = (criterion: AppraisalCriterion) => `score_${criterion}` as const;

/** Days after sign-off an end-of-contract appraisal may still be missing before the crew manager is asked for it. */
export const APPRAISAL_MISSING_DAYS = 14;

/** Below or at this overall the seafarer is flagged to the crew manager as a "no rehire" is. */
export const APPRAISAL_LOW_OVERALL = 2;

/**
 * The overall: always computed, the mean of the criteria scored, one decimal (a given overall would let
 * the appraiser contradict his own scores); null while nothing is scored.
 */
export function appraisalOverall(scores: readonly (number | null | undefined)[]): number | null {
  const given = scores.filter((score): score is number => typeof score === 'number');
  if (!given.length) return null;
  return Math.round((given.reduce((sum, score) => sum + score, 0) / given.length) * 10) / 10;
}

/** Whether an appraisal's outcome flags the seafarer for the crew manager. */
export const appraisalFlags = (row: { recommend_rehire?: unknown; overall?: unknown }) =>
  row.recommend_rehire === 'no' || (row.overall !== null && row.overall !== undefined && Number(row.overall) <= APPRAISAL_LOW_OVERALL);

export const APPRAISAL_STEP_FROM = {
  submit: ['draft'],
  countersign: ['submitted'],
  review: ['submitted', 'countersigned'],
} as const satisfies Record<string, readonly AppraisalState[]>;

const score = (criterion: AppraisalCriterion) =>
  ({ name: scoreField(criterion), type: 'int', widget: 'number', min: 1, max: 5, column: { hidden: criterion !== 'competence' && criterion !== 'safety' } }) as const;

export const appraisalDescription: ResourceDescription = {
  table: 'crew_appraisal',
  scope: { department: 'dept_id' },
  def: {
    name: 'evaluation.Appraisal',
    path: 'evaluation/appraisal',
    labelField: 'label',
    quickSearch: ['label'],
    defaultOrder: { field: 'period_to', direction: 'desc' },
    actions: ['index', 'add', 'edit', 'del'],
    steps: [
      { name: 'submit', batch: false },
      { name: 'countersign', batch: false },
      { name: 'review', batch: false },
    ],
    fields: [
      { name: 'id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
      { name: 'label', type: 'string', widget: 'text', form: 'none', max: 200, search: ['LIKE'] },
      {
        name: 'assignment_id',
        type: 'uuid',
        widget: 'remoteSelect',
        remote: { url: '/admin/crew.Assignment/' },
        required: true,
        storage: { references: { resource: 'crew.Assignment' } },
        search: ['eq', 'IN'],
        column: { hidden: true },
      },
      { name: 'seafarer_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/crew.Seafarer/' }, form: 'none', storage: { references: { resource: 'crew.Seafarer' } }, search: ['eq', 'IN'] },
      { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/fleet.Ship/' }, form: 'none', storage: { references: { resource: 'fleet.Ship' } }, search: ['eq', 'IN'] },
      { name: 'rank_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/crew.Position/', search: SHIP_RANK_FILTER }, form: 'none', storage: { references: { resource: 'crew.Position' } }, search: ['eq'] },
      { name: 'dept_id', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
      { name: 'occasion', type: 'string', widget: 'select', options: APPRAISAL_OCCASIONS, required: true, max: 20, column: { render: 'tag' }, search: ['eq', 'IN'] },
      { name: 'period_from', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
      { name: 'period_to', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
      { name: 'appraiser_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/' }, storage: { references: { resource: 'auth.Admin', onDelete: 'set null' } }, search: ['eq'] },
      ...APPRAISAL_CRITERIA.map(score),
      { name: 'overall', type: 'decimal', widget: 'number', form: 'none', storage: { precision: 3, scale: 1 }, sortable: true, search: ['RANGE'] },
      { name: 'recommend_rehire', type: 'string', widget: 'radio', options: APPRAISAL_REHIRE, max: 12, column: { render: 'tag' }, search: ['eq', 'IN'] },
      { name: 'rehire_reason', type: 'string', widget: 'textarea', max: 1000, column: { hidden: true } },
      { name: 'recommend_promotion', type: 'boolean', widget: 'switch', default: false, search: ['eq'] },
      { name: 'promotion_rank_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/crew.Position/', search: SHIP_RANK_FILTER }, storage: { references: { resource: 'crew.Position', onDelete: 'set null' } }, column: { hidden: true } },
      { name: 'seafarer_comment', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
      { name: 'status', type: 'string', widget: 'select', options: APPRAISAL_STATES, default: 'draft', form: 'none', storage: { nullable: false }, max: 20, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'submitted_at', type: 'datetime', widget: 'datetime', form: 'none', column: { hidden: true } },
      { name: 'countersigned_by', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/' }, form: 'none', column: { hidden: true } },
      { name: 'countersigned_at', type: 'datetime', widget: 'datetime', form: 'none', column: { hidden: true } },
      { name: 'reviewed_at', type: 'datetime', widget: 'datetime', form: 'none', column: { hidden: true } },
    ],
  },
};

const CRITERIA_WORDS: Record<AppraisalCriterion, { 'zh-cn': string; en: string }> = {
  competence: { 'zh-cn': '业务能力', en: 'Competence' },
  safety: { 'zh-cn': '安全意识', en: 'Safety awareness' },
  teamwork: { 'zh-cn': '团队合作', en: 'Teamwork' },
  conduct: { 'zh-cn': '行为表现', en: 'Conduct' },
  english: { 'zh-cn': '英语能力', en: 'English' },
  leadership: { 'zh-cn': '领导能力', en: 'Leadership' },
};

const zh: Record<string, string> = {
  'menu.evaluation/appraisal': '船员考评',
  'evaluation.appraisal.id': 'ID',
  'evaluation.appraisal.label': '考评',
  'evaluation.appraisal.assignment_id': '在船任职',
  'evaluation.appraisal.seafarer_id': '船员',
  'evaluation.appraisal.ship_id': '船舶',
  'evaluation.appraisal.rank_id': '职务',
  'evaluation.appraisal.dept_id': '部门',
  'evaluation.appraisal.occasion': '考评类型',
  'evaluation.appraisal.occasion_options.end_of_contract': '合同期满',
  'evaluation.appraisal.occasion_options.periodic': '定期',
  'evaluation.appraisal.occasion_options.promotion': '晋升',
  'evaluation.appraisal.occasion_options.special': '专项',
  'evaluation.appraisal.period_from': '考评期自',
  'evaluation.appraisal.period_to': '考评期至',
  'evaluation.appraisal.appraiser_id': '考评人',
  'evaluation.appraisal.overall': '综合评分',
  'evaluation.appraisal.recommend_rehire': '建议续聘',
  'evaluation.appraisal.recommend_rehire_options.yes': '续聘',
  'evaluation.appraisal.recommend_rehire_options.no': '不再聘用',
  'evaluation.appraisal.recommend_rehire_options.conditional': '有条件续聘',
  'evaluation.appraisal.rehire_reason': '续聘意见理由',
  'evaluation.appraisal.recommend_promotion': '建议晋升',
  'evaluation.appraisal.promotion_rank_id': '晋升至职务',
  'evaluation.appraisal.seafarer_comment': '船员意见',
  'evaluation.appraisal.status': '状态',
  'evaluation.appraisal.status_options.draft': '草稿',
  'evaluation.appraisal.status_options.submitted': '已提交',
  'evaluation.appraisal.status_options.countersigned': '船长已会签',
  'evaluation.appraisal.status_options.office_reviewed': '公司已审核',
  'evaluation.appraisal.submitted_at': '提交时间',
  'evaluation.appraisal.countersigned_by': '会签人',
  'evaluation.appraisal.countersigned_at': '会签时间',
  'evaluation.appraisal.reviewed_at': '审核时间',
  'evaluation.appraisal.step.submit': '提交',
  'evaluation.appraisal.step.countersign': '船长会签',
  'evaluation.appraisal.step.review': '公司审核',
  'config.appraisal_missing_days': '下船后缺少考评的提醒天数',
};
const en: Record<string, string> = {
  'menu.evaluation/appraisal': 'Crew appraisals',
  'evaluation.appraisal.id': 'ID',
  'evaluation.appraisal.label': 'Appraisal',
  'evaluation.appraisal.assignment_id': 'Assignment',
  'evaluation.appraisal.seafarer_id': 'Seafarer',
  'evaluation.appraisal.ship_id': 'Ship',
  'evaluation.appraisal.rank_id': 'Rank',
  'evaluation.appraisal.dept_id': 'Department',
  'evaluation.appraisal.occasion': 'Occasion',
  'evaluation.appraisal.occasion_options.end_of_contract': 'End of contract',
  'evaluation.appraisal.occasion_options.periodic': 'Periodic',
  'evaluation.appraisal.occasion_options.promotion': 'Promotion',
  'evaluation.appraisal.occasion_options.special': 'Special',
  'evaluation.appraisal.period_from': 'Period from',
  'evaluation.appraisal.period_to': 'Period to',
  'evaluation.appraisal.appraiser_id': 'Appraiser',
  'evaluation.appraisal.overall': 'Overall',
  'evaluation.appraisal.recommend_rehire': 'Recommend rehire',
  'evaluation.appraisal.recommend_rehire_options.yes': 'Yes',
  'evaluation.appraisal.recommend_rehire_options.no': 'No rehire',
  'evaluation.appraisal.recommend_rehire_options.conditional': 'Conditional',
  'evaluation.appraisal.rehire_reason': 'Reason for the recommendation',
  'evaluation.appraisal.recommend_promotion': 'Recommend promotion',
  'evaluation.appraisal.promotion_rank_id': 'Promotion to rank',
  'evaluation.appraisal.seafarer_comment': "Seafarer's comment",
  'evaluation.appraisal.status': 'Status',
  'evaluation.appraisal.status_options.draft': 'Draft',
  'evaluation.appraisal.status_options.submitted': 'Submitted',
  'evaluation.appraisal.status_options.countersigned': 'Countersigned',
  'evaluation.appraisal.status_options.office_reviewed': 'Office reviewed',
  'evaluation.appraisal.submitted_at': 'Submitted at',
  'evaluation.appraisal.countersigned_by': 'Countersigned by',
  'evaluation.appraisal.countersigned_at': 'Countersigned at',
  'evaluation.appraisal.reviewed_at': 'Reviewed at',
  'evaluation.appraisal.step.submit': 'Submit',
  'evaluation.appraisal.step.countersign': 'Countersign',
  'evaluation.appraisal.step.review': 'Office review',
  'config.appraisal_missing_days': 'Days after sign-off before a missing appraisal is asked for',
};
for (const criterion of APPRAISAL_CRITERIA) {
  zh[`evaluation.appraisal.${scoreField(criterion)}`] = CRITERIA_WORDS[criterion]['zh-cn'];
  en[`evaluation.appraisal.${scoreField(criterion)}`] = CRITERIA_WORDS[criterion].en;
}

/** The words of the crew appraisal (fields, criteria, states, steps), served with the module to the web. */
export const APPRAISAL_TRANSLATIONS: Record<Lang, Record<string, string>> = { 'zh-cn': zh, en };
