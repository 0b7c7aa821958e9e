import { dashboardCharts, dashboardTiles } from '../../../platform/dashboard.js';
import { kpiMetrics } from '../../../platform/kpi-metrics.js';
import type { ModulePart } from '../../../platform/module.js';
import { provideService } from '../../../platform/services.js';
import { PMS_ALERT_SOURCE_LIST, pmsSettings } from './alert-source.js';
import { pmsDashboardCharts, pmsDashboardTiles } from './dashboard.js';
import { pmsKpiMetrics } from '../kpi-metrics.js';

/**
 * Oversight of the maintenance (DOMAIN.md §4.6 drivers, §5): the alerts (work due and overdue, counters
 * not read, critical spares short, P1 defects late), the dashboard's tiles and charts with the PMS
 * compliance per ship, and the demo's year (demo.ts). It reads the equipment and work parts' tables and
 * owns none: postponements awaiting approval are to-dos of the approval engine already. Its work-order
 * alert source's `prepare` is the module's daily pass (jobs' due states, stale counters, orders generated).
 */
export const PART: ModulePart = {
  alertSources: [...PMS_ALERT_SOURCE_LIST],
  provide: (context) => {
    pmsSettings.current = context.settings;
    provideService(dashboardTiles('pms'), pmsDashboardTiles, 'pms');
    provideService(dashboardCharts('pms'), pmsDashboardCharts, 'pms');
    provideService(kpiMetrics('pms'), pmsKpiMetrics, 'pms');
  },
};
