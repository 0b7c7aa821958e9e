import type { ResourceDescription } from '@vessel/contract';
import type { MenuSeed } from '../platform/menus.js';

/**
 * A survey plan: a resource described by data alone, the way the module store's packages and the CRUD
 * generator's designs describe theirs. Shared by the tests of modules enabled while the server runs.
 */
export const surveyPlan: ResourceDescription = {
  table: 'survey_plan',
  scope: { owner: true },
  def: {
    name: 'survey.SurveyPlan',
    path: 'survey/surveyPlan',
    labelField: 'title',
    quickSearch: ['title'],
    defaultOrder: { field: 'due_date', direction: 'asc' },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/fleet.Ship/' }, required: true, storage: { references: { resource: 'fleet.Ship' } }, search: ['eq'] },
      { name: 'title', type: 'string', widget: 'text', required: true, max: 100, search: ['LIKE'] },
      { name: 'due_date', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
      { name: 'status', type: 'string', widget: 'select', options: ['planned', 'done'], default: 'planned', max: 10, search: ['eq'] },
      { name: 'remark', type: 'string', widget: 'textarea', max: 2000 },
    ],
  },
};

/** The survey module's menu: a directory and the plan's page with its buttons. */
export const SURVEY_MENUS: MenuSeed[] = [
  { name: 'survey', title: { 'zh-cn': '检验', en: 'Surveys' }, weigh: 155, children: [{ name: 'survey/surveyPlan', title: { 'zh-cn': '检验计划', en: 'Survey plans' }, actions: ['index', 'add', 'edit', 'del'] }] },
];
