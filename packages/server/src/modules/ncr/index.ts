import { NCR_TRANSLATIONS } from '@vessel/contract';
import type { ModuleManifest } from '../../platform/module.js';
import { NCR_SETTING_SEEDS, NCR_SETTING_WORDS } from './settings.js';
import { ncrActionDueSource, useAlerts } from './alert-source.js';
import { ncrDetailRoute } from './detail.js';
import { ncrPrintRoute } from './print.js';
import { MENUS } from './menus.js';
import { NCR_MIGRATIONS } from './migrations.js';
import { actionBinding, reportBinding } from './resources.js';
import { provideNcrServices } from './services.js';
import { ncrReviewInputs } from './review-inputs.js';
import { reviewInputs } from '../../platform/review-inputs.js';
import { kpiMetrics } from '../../platform/kpi-metrics.js';
import { ncrKpiMetrics } from './kpi-metrics.js';
import { provideService } from '../../platform/services.js';
import { listenToApprovals, ncrActionSteps, ncrReportSteps } from './steps.js';

export { seedDemoNcrs } from './demo.js';

/** Non-conformance reports and CAPA (DOMAIN.md §4.9): the one finding → corrective-action pipeline. */
export const manifest: ModuleManifest = {
  name: 'ncr',
  // 1.1.0: the lifecycle's step rights and the corrective-action menu (1.0.0 was the placeholder's menu); 1.2.0: the printed report (ncr/report/print).
  version: '1.2.0',
  title: { 'zh-cn': '不符合报告', en: 'Non-conformities' },
  dependsOn: ['fleet', 'setting', 'approval'],
  migrations: NCR_MIGRATIONS,
  menus: MENUS,
  resources: (context) => [reportBinding(context), actionBinding],
  settings: NCR_SETTING_SEEDS,
  translations: { 'zh-cn': { ...NCR_TRANSLATIONS['zh-cn'], ...NCR_SETTING_WORDS['zh-cn'] }, en: { ...NCR_TRANSLATIONS.en, ...NCR_SETTING_WORDS.en } },
  steps: (context) => [...ncrReportSteps(context), ...ncrActionSteps()],
  provide: (context) => {
    provideNcrServices(context);
    provideService(reviewInputs('ncr'), ncrReviewInputs, 'ncr');
    provideService(kpiMetrics('ncr'), ncrKpiMetrics, 'ncr');
  },
  alertSources: [ncrActionDueSource],
  start: (context) => {
    useAlerts(context.alerts);
    listenToApprovals();
  },
  routes: (app, context) => {
    ncrDetailRoute(app, context);
    ncrPrintRoute(app, context);
  },
};
