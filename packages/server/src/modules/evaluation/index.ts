import { composeModule } from '../../platform/module.js';
import { PART as appraisal } from './appraisal/part.js';
import { PART as kpi } from './kpi/part.js';
import { PART as masters } from './masters/part.js';
import { MENUS } from './menus.js';
import { PART as review } from './review/part.js';

/**
 * Evaluation and review (DOMAIN.md §4.11; ISM 5.1.5, 12): how the company judges its own system. Four parts:
 * - `kpi/`: the SMS objectives per year with targets, owners and actuals computed from the data;
 * - `masters/`: the master's review of the SMS per ship per year, item by item, and the office's responses;
 * - `appraisal/`: crew appraisals at sign-off and periodically, rehire and promotion recommendations;
 * - `review/`: the management review, its inputs gathered from every area and frozen when held, its decisions.
 */
export const manifest = composeModule(
  {
    name: 'evaluation',
    // 1.0.0 was the placeholder's menu (in the planned module).
    version: '1.1.0',
    title: { 'zh-cn': '评价与评审', en: 'Evaluation and review' },
    description: {
      'zh-cn': '管理评审、船长对体系的评审、体系目标与指标、船员考评',
      en: "Management reviews, master's reviews of the SMS, KPI objectives, crew appraisals",
    },
    optional: true,
    dependsOn: ['fleet', 'crew', 'setting', 'ncr'],
    menus: MENUS,
  },
  [kpi, masters, appraisal, review],
);

export { seedDemoEvaluation } from './demo.js';
