import { and, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { periodFilter, reviewFigure, type ReviewInputs } from '../../platform/review-inputs.js';
import { inspection, visit } from './tables.js';

const INSPECTIONS = 'supervision/inspection';
const VISITS = 'supervision/visit';
/** A visit made: every state after planned. */
const VISITED = ['visited', 'report_submitted', 'reviewed', 'closed'] as const;

async function tally(db: Db, where: SQL | undefined): Promise<{ n: number; deficiencies: number }> {
  const [row] = await db.select({ n: sql<number>`count(*)::int`, deficiencies: sql<number>`coalesce(sum(${inspection.deficiency_count}), 0)::int` }).from(inspection).where(where);
  return { n: Number(row?.n ?? 0), deficiencies: Number(row?.deficiencies ?? 0) };
}

const perInspection = (deficiencies: number, n: number) => (n ? Math.round((deficiencies / n) * 100) / 100 : 0);

/**
 * PSC and vetting results and the superintendents' visits of a management review's period (DOMAIN.md
 * §4.11, §4.12): inspections, deficiencies per inspection, detentions, inspections without deficiency;
 * vetting inspections and their observations; visits made. Counts of inspections open their list.
 */
export const supervisionReviewInputs: ReviewInputs = {
  async collect(db, period) {
    const within = and(gte(inspection.inspected_on, period.from), lte(inspection.inspected_on, period.to));
    const inPeriod = periodFilter('inspected_on', period);
    const psc = and(within, eq(inspection.kind, 'psc'));
    const pscQuery = { ...inPeriod, 'search.kind': 'eq:psc' };
    const pscAll = await tally(db, psc);
    const detained = await tally(db, and(psc, eq(inspection.detained, true)));
    const clean = await tally(db, and(psc, eq(inspection.deficiency_count, 0)));
    const vetting = and(within, eq(inspection.kind, 'vetting'));
    const vettingAll = await tally(db, vetting);
    const [visits] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(visit)
      .where(and(isNotNull(visit.visited_from), gte(visit.visited_from, period.from), lte(visit.visited_from, period.to), inArray(visit.status, [...VISITED])));
    return [
      {
        key: 'supervision.psc',
        title: { 'zh-cn': '港口国检查与检查结果', en: 'Port state control and vetting results' },
        figures: [
          reviewFigure('psc.inspections', { 'zh-cn': 'PSC 检查次数', en: 'PSC inspections' }, pscAll.n, { path: INSPECTIONS, query: pscQuery }),
          reviewFigure('psc.deficiencies', { 'zh-cn': 'PSC 缺陷总数', en: 'PSC deficiencies' }, pscAll.deficiencies),
          reviewFigure('psc.perInspection', { 'zh-cn': '每次检查平均缺陷数', en: 'Deficiencies per inspection' }, perInspection(pscAll.deficiencies, pscAll.n)),
          reviewFigure('psc.detentions', { 'zh-cn': '滞留次数', en: 'Detentions' }, detained.n, { path: INSPECTIONS, query: { ...pscQuery, 'search.detained': 'eq:true' } }),
          reviewFigure('psc.clean', { 'zh-cn': '无缺陷检查次数', en: 'Inspections without deficiency' }, clean.n, {
            path: INSPECTIONS,
            query: { ...pscQuery, 'search.deficiency_count': 'RANGE:0,0' },
          }),
          reviewFigure('vetting.inspections', { 'zh-cn': '油公司检查次数', en: 'Vetting inspections' }, vettingAll.n, { path: INSPECTIONS, query: { ...inPeriod, 'search.kind': 'eq:vetting' } }),
          reviewFigure('vetting.observations', { 'zh-cn': '油公司检查观察项', en: 'Vetting observations' }, vettingAll.deficiencies),
          reviewFigure('vetting.perInspection', { 'zh-cn': '每次油公司检查平均观察项', en: 'Observations per vetting inspection' }, perInspection(vettingAll.deficiencies, vettingAll.n)),
          reviewFigure('visits.made', { 'zh-cn': '机务/海务登轮检查次数', en: 'Superintendent visits made' }, Number(visits?.n ?? 0), {
            path: VISITS,
            query: { ...periodFilter('visited_from', period), 'search.status': `IN:${VISITED.join(',')}` },
          }),
        ],
      },
    ];
  },
};
