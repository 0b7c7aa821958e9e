import { SUPERVISION_TRANSLATIONS } from '@vessel/contract';
import { dashboardCharts, dashboardTiles } from '../../platform/dashboard.js';
import type { ModuleManifest } from '../../platform/module.js';
import { NCR_PIPELINE } from '../../platform/ncr-pipeline.js';
import { optionalService, provideService } from '../../platform/services.js';
import { detentionSource } from './alert-source.js';
import { supervisionDashboardCharts, supervisionDashboardTiles } from './dashboard.js';
import { MENUS } from './menus.js';
import { followNcrClosure, NCR_AUTO_SETTING } from './ncr.js';
import { SUPERVISION_MIGRATIONS, supervisionResources } from './resources.js';
import { supervisionRoutes } from './routes.js';
import { supervisionReviewInputs } from './review-inputs.js';
import { reviewInputs } from '../../platform/review-inputs.js';
import { kpiMetrics } from '../../platform/kpi-metrics.js';
import { supervisionKpiMetrics } from './kpi-metrics.js';
import { supervisionSteps } from './steps.js';

export { seedDemoInspections } from './demo.js';

/**
 * Supervision and external inspections (DOMAIN.md §4.12, §3.4, §3.7): PSC, flag, class and vetting
 * inspections with their coded deficiencies, superintendents' visits with their findings; items become
 * NCRs through the one pipeline, a detention alerts the DPA, the general managers and the superintendents
 * at once, and the dashboard shows detentions and PSC deficiencies per inspection.
 */
export const manifest: ModuleManifest = {
  name: 'supervision',
  // 1.1.0: the deficiency, visit and visit finding menus and the raiseNcr rights; 1.2.0: the visit's answer right.
  version: '1.2.0',
  optional: true,
  title: { 'zh-cn': '监督检查', en: 'Supervision' },
  description: {
    'zh-cn': '港口国、船旗国、船级与油公司检查及其缺陷，机务/海务岸基检查；缺陷生成不符合报告，滞留即时告警',
    en: 'Port state, flag, class and vetting inspections with their deficiencies, superintendent visits; deficiencies raise NCRs, a detention alerts at once',
  },
  dependsOn: ['fleet', 'setting', 'ncr'],
  migrations: SUPERVISION_MIGRATIONS,
  menus: MENUS,
  resources: supervisionResources,
  steps: supervisionSteps,
  alertSources: [detentionSource],
  settings: [{ name: NCR_AUTO_SETTING, group: 'site', type: 'select', value: 'off', options: ['off', 'per_item', 'per_inspection'] }],
  translations: SUPERVISION_TRANSLATIONS,
  provide: () => {
    provideService(dashboardTiles('supervision'), supervisionDashboardTiles, 'supervision');
    provideService(dashboardCharts('supervision'), supervisionDashboardCharts, 'supervision');
    provideService(reviewInputs('supervision'), supervisionReviewInputs, 'supervision');
    provideService(kpiMetrics('supervision'), supervisionKpiMetrics, 'supervision');
  },
  routes: supervisionRoutes,
  start: () => {
    const pipeline = optionalService(NCR_PIPELINE);
    if (pipeline) followNcrClosure(pipeline);
  },
};
