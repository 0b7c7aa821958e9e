import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { KpiMetric } from '../../platform/kpi-metrics.js';
import { inspection } from './tables.js';

async function pscTally(db: Parameters<KpiMetric['compute']>[0], period: { from: string; to: string }) {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      deficiencies: sql<number>`coalesce(sum(${inspection.deficiency_count}), 0)::int`,
      detentions: sql<number>`count(*) filter (where ${inspection.detained})::int`,
    })
    .from(inspection)
    .where(and(eq(inspection.kind, 'psc'), gte(inspection.inspected_on, period.from), lte(inspection.inspected_on, period.to)));
  return { n: Number(row?.n ?? 0), deficiencies: Number(row?.deficiencies ?? 0), detentions: Number(row?.detentions ?? 0) };
}

/**
 * The PSC figures of the SMS objectives (DOMAIN.md §4.11): deficiencies per PSC inspection (null with no
 * inspection: nothing was measured) and detentions, over the inspections made in the period.
 */
export const supervisionKpiMetrics: readonly KpiMetric[] = [
  {
    key: 'supervision.pscDeficienciesPerInspection',
    title: { 'zh-cn': 'PSC 每次检查平均缺陷数', en: 'PSC deficiencies per inspection' },
    unit: { 'zh-cn': '项/次', en: 'per inspection' },
    better: 'lower',
    async compute(db, period) {
      const { n, deficiencies } = await pscTally(db, period);
      return n ? Math.round((deficiencies / n) * 100) / 100 : null;
    },
  },
  {
    key: 'supervision.detentions',
    title: { 'zh-cn': 'PSC 滞留次数', en: 'PSC detentions' },
    unit: { 'zh-cn': '次', en: 'count' },
    better: 'lower',
    async compute(db, period) {
      return (await pscTally(db, period)).detentions;
    },
  },
];
