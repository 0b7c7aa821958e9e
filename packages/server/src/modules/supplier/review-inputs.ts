import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ModuleContext } from '../../platform/module.js';
import { periodFilter, reviewFigure, type ReviewInputs } from '../../platform/review-inputs.js';
import { ratingThreshold } from './rules.js';
import { supplierCompany, supplierEvaluation } from './tables.js';

const COMPANIES = 'supplier/company';
const EVALUATIONS = 'supplier/evaluation';

async function count(db: Db, table: typeof supplierCompany | typeof supplierEvaluation, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** One step below the threshold at the rating's one decimal: the list's upper bound of "below". */
const belowBound = (threshold: number) => (Math.ceil(threshold * 10) - 1) / 10;

/**
 * The supplier evaluations of a management review's period (DOMAIN.md §4.11, §4.14): evaluations made
 * in it, those that suspended or made a supplier conditional; and the approved list as it stands when
 * collected: approved, conditional, suspended, rated below the re-evaluation threshold.
 */
export function supplierReviewInputs(context: ModuleContext): ReviewInputs {
  return {
    async collect(db, period) {
      const within = and(gte(supplierEvaluation.evaluated_on, period.from), lte(supplierEvaluation.evaluated_on, period.to));
      const inPeriod = periodFilter('evaluated_on', period);
      const bound = belowBound(await ratingThreshold(context, db));
      const status = async (state: string, label: { 'zh-cn': string; en: string }) =>
        reviewFigure(`supplier.${state}`, label, await count(db, supplierCompany, eq(supplierCompany.status, state as never)), { path: COMPANIES, query: { 'search.status': `eq:${state}` } });
      return [
        {
          key: 'supplier',
          title: { 'zh-cn': '供应商评价', en: 'Supplier evaluations' },
          figures: [
            reviewFigure('supplier.evaluations', { 'zh-cn': '期间内的供应商评价', en: 'Evaluations in the period' }, await count(db, supplierEvaluation, within), { path: EVALUATIONS, query: inPeriod }),
            reviewFigure('supplier.evaluationsSuspend', { 'zh-cn': '评价结论为暂停', en: 'Evaluations deciding a suspension' }, await count(db, supplierEvaluation, and(within, eq(supplierEvaluation.decision, 'suspend'))), {
              path: EVALUATIONS,
              query: { ...inPeriod, 'search.decision': 'eq:suspend' },
            }),
            reviewFigure('supplier.evaluationsConditional', { 'zh-cn': '评价结论为有条件合格', en: 'Evaluations deciding conditional approval' }, await count(db, supplierEvaluation, and(within, eq(supplierEvaluation.decision, 'conditional'))), {
              path: EVALUATIONS,
              query: { ...inPeriod, 'search.decision': 'eq:conditional' },
            }),
            await status('approved', { 'zh-cn': '合格供应商', en: 'Approved suppliers' }),
            await status('conditional', { 'zh-cn': '有条件合格供应商', en: 'Conditionally approved suppliers' }),
            await status('suspended', { 'zh-cn': '暂停的供应商', en: 'Suspended suppliers' }),
            reviewFigure('supplier.belowThreshold', { 'zh-cn': '滚动评分低于阈值的供应商', en: 'Suppliers rated below the threshold' }, await count(db, supplierCompany, lte(supplierCompany.rating, bound)), {
              path: COMPANIES,
              query: { 'search.rating': `RANGE:,${bound}` },
            }),
          ],
        },
      ];
    },
  };
}
