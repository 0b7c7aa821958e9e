import { and, eq, gte, inArray, isNotNull, lte, lt, sql, type SQL } from 'drizzle-orm';
import { addDays, NCR_GRADES } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { periodFilter, periodInstants, reviewFigure, type ReviewInputs } from '../../platform/review-inputs.js';
import { ncrAction, ncrReport } from './tables.js';

const REPORTS = 'ncr/report';
const ACTIONS = 'ncr/action';
const ACTION_OPEN = ['open', 'in_progress', 'rejected'] as const;
const GRADE_WORDS: Record<string, { 'zh-cn': string; en: string }> = {
  major: { 'zh-cn': '严重不符合', en: 'Major NCs' },
  minor: { 'zh-cn': '一般不符合', en: 'Minor NCs' },
  observation: { 'zh-cn': '观察项', en: 'Observations' },
};

async function count(db: Db, where: SQL | undefined, table: typeof ncrReport | typeof ncrAction = ncrReport): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/**
 * The NCR statistics of a management review (DOMAIN.md §4.11): reports raised in the period by grade and
 * by source (incidents and near misses are NCRs of those sources), reports closed in it and their mean
 * days from raise to close, corrective actions still open past their due date at the period's end. Each
 * figure with a list opens exactly the reports it counts.
 */
export const ncrReviewInputs: ReviewInputs = {
  async collect(db, period) {
    const { from, to } = periodInstants(period);
    const raised = and(gte(ncrReport.raised_at, from), lte(ncrReport.raised_at, to));
    const raisedQuery = periodFilter('raised_at', period, 'datetime');
    const figures = [reviewFigure('ncr.raised', { 'zh-cn': '期间内提出的不符合', en: 'NCRs raised in the period' }, await count(db, raised), { path: REPORTS, query: raisedQuery })];
    for (const grade of NCR_GRADES) {
      figures.push(
        reviewFigure(`ncr.raised.${grade}`, GRADE_WORDS[grade]!, await count(db, and(raised, eq(ncrReport.grade, grade))), {
          path: REPORTS,
          query: { ...raisedQuery, 'search.grade': `eq:${grade}` },
        }),
      );
    }
    for (const [source, label] of [
      ['incident', { 'zh-cn': '事故/事件', en: 'Incidents' }],
      ['near_miss', { 'zh-cn': '险情', en: 'Near misses' }],
      ['psc', { 'zh-cn': '来自 PSC 检查', en: 'From PSC inspections' }],
      ['internal_audit', { 'zh-cn': '来自内部审核', en: 'From internal audits' }],
    ] as const) {
      figures.push(
        reviewFigure(`ncr.source.${source}`, label, await count(db, and(raised, eq(ncrReport.source_type, source))), {
          path: REPORTS,
          query: { ...raisedQuery, 'search.source_type': `eq:${source}` },
        }),
      );
    }
    const closedIn = and(eq(ncrReport.status, 'closed'), isNotNull(ncrReport.closed_at), gte(ncrReport.closed_at, from), lte(ncrReport.closed_at, to));
    figures.push(
      reviewFigure('ncr.closed', { 'zh-cn': '期间内关闭的不符合', en: 'NCRs closed in the period' }, await count(db, closedIn), {
        path: REPORTS,
        query: { ...periodFilter('closed_at', period, 'datetime'), 'search.status': 'eq:closed' },
      }),
    );
    const [closure] = await db
      .select({ days: sql<string | null>`avg(extract(epoch from (${ncrReport.closed_at} - ${ncrReport.raised_at})) / 86400)` })
      .from(ncrReport)
      .where(and(closedIn, isNotNull(ncrReport.raised_at)));
    figures.push(reviewFigure('ncr.closureDays', { 'zh-cn': '平均关闭天数', en: 'Mean days to close' }, closure?.days == null ? 0 : Math.round(Number(closure.days) * 10) / 10));
    const lastDay = addDays(period.to, -1);
    figures.push(
      reviewFigure(
        'ncr.actionsOverdue',
        { 'zh-cn': '期末逾期未完成的纠正措施', en: 'Corrective actions overdue at the period end' },
        await count(db, and(inArray(ncrAction.status, [...ACTION_OPEN]), lt(ncrAction.due_date, period.to)), ncrAction),
        { path: ACTIONS, query: { 'search.status': `IN:${ACTION_OPEN.join(',')}`, 'search.due_date': `RANGE:,${lastDay}` } },
      ),
    );
    return [{ key: 'ncr', title: { 'zh-cn': '不符合、事故与险情', en: 'Non-conformities, incidents and near misses' }, figures }];
  },
};
