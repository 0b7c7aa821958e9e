import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { NCR_OPEN_STATUSES } from '@vessel/contract';
import type { KpiMetric } from '../../platform/kpi-metrics.js';
import { periodInstants } from '../../platform/review-inputs.js';
import { ncrReport } from './tables.js';

/**
 * The NCR figures of the SMS objectives (DOMAIN.md §4.11): mean days from raised to closed of the reports
 * closed in the period (null when none closed: no figure, not zero days), and the major NCRs still open at
 * the period's end among those raised by then.
 */
export const ncrKpiMetrics: readonly KpiMetric[] = [
  {
    key: 'ncr.closureDays',
    title: { 'zh-cn': '不符合平均关闭天数', en: 'Mean days to close an NCR' },
    unit: { 'zh-cn': '天', en: 'days' },
    better: 'lower',
    async compute(db, period) {
      const { from, to } = periodInstants(period);
      const [row] = await db
        .select({ days: sql<string | null>`avg(extract(epoch from (${ncrReport.closed_at} - ${ncrReport.raised_at})) / 86400)` })
        .from(ncrReport)
        .where(and(eq(ncrReport.status, 'closed'), isNotNull(ncrReport.raised_at), gte(ncrReport.closed_at, from), lte(ncrReport.closed_at, to)));
      return row?.days == null ? null : Math.round(Number(row.days) * 10) / 10;
    },
  },
  {
    key: 'ncr.openMajor',
    title: { 'zh-cn': '未关闭的严重不符合', en: 'Major NCRs open' },
    unit: { 'zh-cn': '项', en: 'count' },
    better: 'lower',
    async compute(db, period) {
      const { to } = periodInstants(period);
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(ncrReport)
        .where(and(eq(ncrReport.grade, 'major'), inArray(ncrReport.status, [...NCR_OPEN_STATUSES]), lte(ncrReport.raised_at, to)));
      return Number(row?.n ?? 0);
    },
  },
];
