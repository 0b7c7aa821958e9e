import { addMonths, compliancePct } from '@vessel/contract';
import type { KpiMetric } from '../../platform/kpi-metrics.js';
import { complianceOfMonth } from './oversight/dashboard.js';

/**
 * PMS compliance over a period (DOMAIN.md §4.11 objectives, §5 chart 1): the monthly rule of the dashboard
 * (contract `pmsCompliance`) summed over every month the period touches and every ship, judged as of the
 * period's last day, so the current year's figure is "to date" when the period ends today.
 */
export const pmsKpiMetrics: readonly KpiMetric[] = [
  {
    key: 'pms.compliance',
    title: { 'zh-cn': '计划保养完成率', en: 'PMS compliance' },
    unit: { 'zh-cn': '%', en: '%' },
    better: 'higher',
    async compute(db, period) {
      let due = 0;
      let onTime = 0;
      for (let month = period.from.slice(0, 7); month <= period.to.slice(0, 7); month = addMonths(`${month}-01`, 1).slice(0, 7)) {
        for (const figure of (await complianceOfMonth(db, month, period.to, undefined)).values()) {
          due += figure.due;
          onTime += figure.on_time;
        }
      }
      return compliancePct(onTime, due);
    },
  },
];
