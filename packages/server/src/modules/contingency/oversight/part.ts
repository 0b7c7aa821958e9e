import { CONTINGENCY_OVERSIGHT_TRANSLATIONS, REVIEW_WAIT_DEFAULT, REVIEW_WAIT_SETTING } from '@vessel/contract';
import { dashboardCharts, dashboardTiles } from '../../../platform/dashboard.js';
import { kpiMetrics } from '../../../platform/kpi-metrics.js';
import type { ModulePart } from '../../../platform/module.js';
import { reviewInputs } from '../../../platform/review-inputs.js';
import { provideService } from '../../../platform/services.js';
import { planTiles } from '../plans/tiles.js';
import { CONTINGENCY_ALERT_SOURCE_LIST, oversightSettings } from './alert-source.js';
import { contingencyDashboardCharts, contingencyDashboardTiles } from './dashboard.js';
import { CONTINGENCY_KPI_METRICS, contingencyReviewInputs } from './indicators.js';

/**
 * Oversight of the drills (DOMAIN.md §4.10 drivers, §5 row 3): the alerts (drills due and overdue, the
 * crew's participation share, lifeboats not launched, records waiting for the office), the module's
 * dashboard tiles (with the plans part's) and charts (the heat-map ship × drill type, the participation
 * share), the KPI metrics and the management-review inputs, and the demo's year (demo.ts). It reads the
 * drills part's tables and functions and owns none.
 */
export const PART: ModulePart = {
  alertSources: [...CONTINGENCY_ALERT_SOURCE_LIST],
  settings: [{ name: REVIEW_WAIT_SETTING, group: 'site', type: 'number', value: REVIEW_WAIT_DEFAULT }],
  translations: CONTINGENCY_OVERSIGHT_TRANSLATIONS,
  provide: (context) => {
    oversightSettings.current = context.settings;
    // One provider per token, so the module's tiles come from here, the plans part's joined.
    // The plans' review tile; the ERT gaps stay alerts (no list shows exactly the gaps the tile would count).
    const plansDue = { tiles: async (db: Parameters<typeof planTiles>[0], input: Parameters<typeof planTiles>[1]) => ({ due_soon: (await planTiles(db, input)).due_soon ?? [] }) };
    provideService(dashboardTiles('contingency'), contingencyDashboardTiles(plansDue), 'contingency');
    provideService(dashboardCharts('contingency'), contingencyDashboardCharts, 'contingency');
    provideService(kpiMetrics('contingency'), CONTINGENCY_KPI_METRICS, 'contingency');
    provideService(reviewInputs('contingency'), contingencyReviewInputs, 'contingency');
  },
};
