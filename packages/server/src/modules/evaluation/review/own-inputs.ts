import type { Db } from '../../../db/client.js';
import { periodFilter, reviewFigure, type ReviewFigure, type ReviewInputSection } from '../../../platform/review-inputs.js';
import { appraisalSummary } from '../appraisal/summary.js';
import { kpiObjectivesWithActuals } from '../kpi/actuals.js';
import { masterReviewSummary } from '../masters/summary.js';

const MASTER_REVIEWS = 'evaluation/masterReview';
const APPRAISALS = 'evaluation/appraisal';

/**
 * The evaluation module's own inputs (DOMAIN.md §4.11): the SMS objectives of the year the period ends in,
 * each actual against its target with its traffic light; the masters' reviews of the period's years, how
 * far they went and how many of their suggestions the office accepted; the crew appraisals whose period
 * ended within it, those missing after sign-off and the seafarers not to be rehired.
 */
export async function evaluationInputs(db: Db, period: { from: string; to: string }): Promise<ReviewInputSection[]> {
  const year = Number(period.to.slice(0, 4));
  const objectives = await kpiObjectivesWithActuals(db, year, period.to);
  const kpiFigures: ReviewFigure[] = objectives.map((row) => ({
    ...reviewFigure(`kpi.${row.id}`, { 'zh-cn': row.name, en: row.name_en || row.name }, row.actual ?? 0),
    target: { value: row.target, unit: row.unit, light: row.light },
  }));
  const masters = await masterReviewSummary(db, period);
  // The list filters a year at a time: a period within one year links its counts, one across two does not.
  const oneYear = period.from.slice(0, 4) === period.to.slice(0, 4);
  const mastersList = (status: string) => (oneYear ? { path: MASTER_REVIEWS, query: { 'search.year': `eq:${year}`, 'search.status': status } } : undefined);
  const sections: ReviewInputSection[] = [];
  if (kpiFigures.length) {
    sections.push({
      key: 'evaluation.kpi',
      title: { 'zh-cn': `${year} 年体系目标与指标`, en: `SMS objectives ${year}` },
      figures: kpiFigures,
      notes: [{ 'zh-cn': '实际值为该年度（当年为截至期末）的统计；目标与红黄绿灯见各项。', en: 'Actuals for the year (to the period end for the current one), each against its target.' }],
    });
  }
  sections.push({
    key: 'evaluation.masters',
    title: { 'zh-cn': '船长对体系的评审', en: "Masters' reviews of the SMS" },
    figures: [
      reviewFigure('masters.submitted', { 'zh-cn': '已提交的船长评审', en: 'Reviews submitted' }, masters.submitted, mastersList('IN:submitted,responded,closed')),
      reviewFigure('masters.responded', { 'zh-cn': '岸基已答复', en: 'Answered by the office' }, masters.responded, mastersList('IN:responded,closed')),
      reviewFigure('masters.closed', { 'zh-cn': '已关闭', en: 'Closed' }, masters.closed, mastersList('eq:closed')),
      reviewFigure('masters.overdue', { 'zh-cn': '逾期未提交', en: 'Not submitted by their due day' }, masters.overdue),
      reviewFigure('masters.suggestions', { 'zh-cn': '船长提出的意见与建议', en: "Masters' comments and suggestions" }, masters.suggestions),
      reviewFigure('masters.accepted', { 'zh-cn': '其中被采纳', en: 'Of which accepted' }, masters.accepted),
    ],
  });
  const appraisals = await appraisalSummary(db, period);
  sections.push({
    key: 'evaluation.appraisals',
    title: { 'zh-cn': '船员考评', en: 'Crew appraisals' },
    figures: [
      reviewFigure('appraisals.done', { 'zh-cn': '已完成的考评', en: 'Appraisals done' }, appraisals.done, {
        path: APPRAISALS,
        query: { 'search.status': 'IN:submitted,countersigned,office_reviewed', ...periodFilter('period_to', period) },
      }),
      reviewFigure('appraisals.missing', { 'zh-cn': '下船后逾期未考评', en: 'Missing after sign-off' }, appraisals.missing),
      reviewFigure('appraisals.noRehire', { 'zh-cn': '不建议再聘用或总评 2 分及以下', en: 'Not recommended for rehire, or overall 2 or less' }, appraisals.no_rehire),
    ],
    ...(appraisals.mean_overall !== null
      ? { notes: [{ 'zh-cn': `已完成考评的平均总评：${appraisals.mean_overall}（满分 5）`, en: `Mean overall of the appraisals done: ${appraisals.mean_overall} of 5` }] }
      : {}),
  });
  return sections;
}
