import { and, eq, gte, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { FINDING_GRADES } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { periodFilter, reviewFigure, type ReviewFigure, type ReviewInputs } from '../../platform/review-inputs.js';
import { columnsOf } from './columns.js';
import { auditFinding, auditPlan } from './tables.js';

const plan = columnsOf(auditPlan);
const finding = columnsOf(auditFinding);

const GRADE_WORDS: Record<string, { 'zh-cn': string; en: string }> = {
  major_nc: { 'zh-cn': '严重不符合', en: 'Major non-conformities' },
  nc: { 'zh-cn': '不符合', en: 'Non-conformities' },
  observation: { 'zh-cn': '观察项', en: 'Observations' },
  opportunity: { 'zh-cn': '改进机会', en: 'Opportunities for improvement' },
};

/** The kinds of audit a review reads, each the condition of its menu's list (resources.ts) and that list's path. */
const KINDS = [
  { key: 'internal', path: 'audit/plan', label: { 'zh-cn': '内部审核', en: 'Internal audits' }, where: () => and(eq(plan.category, 'internal'), ne(plan.standard, 'self_inspection')) },
  { key: 'external', path: 'audit/externalPlan', label: { 'zh-cn': '外部审核', en: 'External audits' }, where: () => eq(plan.category, 'external') },
  { key: 'selfInspection', path: 'audit/selfInspection', label: { 'zh-cn': '船舶自查', en: 'Self-inspections' }, where: () => and(eq(plan.category, 'internal'), eq(plan.standard, 'self_inspection')) },
] as const;

async function count(db: Db, table: typeof auditPlan | typeof auditFinding, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/**
 * The audit results of a management review's period (DOMAIN.md §4.11): internal and external audits and
 * self-inspections conducted in it (their last day within the period), each opening its list, and the
 * findings they raised by grade (the finding list has no audit date to filter by, so those have no list).
 */
export const auditReviewInputs: ReviewInputs = {
  async collect(db, period) {
    const conducted = and(isNotNull(plan.conducted_to), gte(plan.conducted_to, period.from), lte(plan.conducted_to, period.to));
    const figures: ReviewFigure[] = [];
    for (const kind of KINDS) {
      figures.push(reviewFigure(`audit.${kind.key}`, kind.label, await count(db, auditPlan, and(conducted, kind.where())), { path: kind.path, query: periodFilter('conducted_to', period) }));
    }
    const audited = sql`${finding.plan_id} in (select ${plan.id} from ${auditPlan} where ${conducted} and ${plan.standard} <> 'self_inspection')`;
    for (const grade of FINDING_GRADES) {
      figures.push(reviewFigure(`audit.findings.${grade}`, GRADE_WORDS[grade]!, await count(db, auditFinding, and(audited, eq(finding.grade, grade)))));
    }
    const open = await count(db, auditFinding, and(audited, inArray(finding.status, ['open', 'ncr_raised'])));
    figures.push(reviewFigure('audit.findings.open', { 'zh-cn': '尚未关闭的审核发现', en: 'Findings not yet closed' }, open));
    return [{ key: 'audit', title: { 'zh-cn': '审核结果', en: 'Audit results' }, figures }];
  },
};
