import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import { DRILL_HELD_STATES } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import type { KpiMetric, KpiPeriod } from '../../../platform/kpi-metrics.js';
import { periodFilter, reviewFigure, type ReviewFigure, type ReviewInputs } from '../../../platform/review-inputs.js';
import { drillParticipation } from '../drills/participation.js';
import { drillSchedule } from '../drills/schedule.js';
import { drill, drillType } from '../drills/tables.js';
import { shipsInScope } from './ships.js';

const DRILLS = 'contingency/drill';
const LATE = new Set(['overdue', 'never_done']);

/** Held drills (done or reviewed by the office) conducted within the period. */
const heldIn = (period: KpiPeriod) => and(inArray(drill.status, [...DRILL_HELD_STATES]), gte(drill.conducted_at, period.from), lte(drill.conducted_at, period.to));
const heldQuery = (period: KpiPeriod) => ({ 'search.status': `IN:${DRILL_HELD_STATES.join(',')}`, ...periodFilter('conducted_at', period) });

async function scheduleAt(db: Db, day: string) {
  const ships = await shipsInScope(db, null, null);
  return ships.length ? drillSchedule(db, day, ships.map((ship) => ship.id)) : [];
}

/**
 * Drill compliance (DOMAIN.md §4.11 KPIs): the share of the fleet's schedule lines (ship × drill type) not
 * late at the period's end, a line never held counting as late; null with no line to judge.
 */
export const drillComplianceMetric: KpiMetric = {
  key: 'contingency.drillCompliance',
  title: { 'zh-cn': '演习按期率', en: 'Drill compliance' },
  unit: { 'zh-cn': '%', en: '%' },
  better: 'higher',
  async compute(db, period) {
    const lines = await scheduleAt(db, period.to);
    if (lines.length === 0) return null;
    const onTime = lines.filter((line) => !LATE.has(line.status)).length;
    return Math.round((onTime * 1000) / lines.length) / 10;
  },
};

/** Crew participation: the mean over crewed ships of the share on board with abandon-ship and fire drills in 30 days, at the period's end. */
export const crewParticipationMetric: KpiMetric = {
  key: 'contingency.crewParticipation',
  title: { 'zh-cn': '船员演习参加率', en: 'Crew drill participation' },
  unit: { 'zh-cn': '%', en: '%' },
  better: 'higher',
  async compute(db, period) {
    const ships = await shipsInScope(db, null, null);
    const shares = (ships.length ? await drillParticipation(db, period.to, ships.map((ship) => ship.id)) : []).filter((row) => row.on_board > 0);
    if (shares.length === 0) return null;
    return Math.round((shares.reduce((sum, row) => sum + row.share, 0) * 10) / shares.length) / 10;
  },
};

export const CONTINGENCY_KPI_METRICS: readonly KpiMetric[] = [drillComplianceMetric, crewParticipationMetric];

/**
 * The drills of a management review's period (DOMAIN.md §4.11, ISM 8): drills held, in all and by type,
 * each with the drill list's filter that shows the same rows; schedule lines late at the period's end
 * (no list: the schedule page judges by today); deficiencies found in
 * the period's drills and those raised as NCRs (no list counts deficiencies: a note says where they are).
 * Shore exercises belong to the plans part and are not counted here.
 */
export const contingencyReviewInputs: ReviewInputs = {
  async collect(db, period) {
    const held = await db
      .select({ type_id: drill.drill_type_id, n: sql<number>`count(*)::int` })
      .from(drill)
      .where(heldIn(period))
      .groupBy(drill.drill_type_id);
    const types = await db.select({ id: drillType.id, code: drillType.code, en: drillType.name_en, zh: drillType.name_zh, weigh: drillType.weigh }).from(drillType);
    const ordered = types.filter((type) => held.some((row) => row.type_id === type.id)).sort((a, b) => a.weigh - b.weigh || a.code.localeCompare(b.code));
    const total = held.reduce((sum, row) => sum + Number(row.n), 0);
    const figures: ReviewFigure[] = [
      reviewFigure('contingency.drillsHeld', { 'zh-cn': '期间内进行的演习', en: 'Drills held in the period' }, total, { path: DRILLS, query: heldQuery(period) }),
      ...ordered.map((type) =>
        reviewFigure(`contingency.drillsHeld.${type.code}`, { 'zh-cn': `其中：${type.zh || type.en}`, en: `of which ${type.en}` }, Number(held.find((row) => row.type_id === type.id)?.n ?? 0), {
          path: DRILLS,
          query: { ...heldQuery(period), 'search.drill_type_id': `eq:${type.id}` },
        }),
      ),
    ];
    const lines = await scheduleAt(db, period.to);
    const late = lines.filter((line) => LATE.has(line.status)).length;
    // No list: the schedule page judges by today, not by the period's end (the note says so).
    figures.push(reviewFigure('contingency.drillsLate', { 'zh-cn': '期末逾期或从未进行的演习项', en: 'Drills overdue or never held at the period end' }, late));
    const [found] = await db
      .select({
        deficiencies: sql<number>`coalesce(sum(jsonb_array_length(${drill.deficiencies})), 0)::int`,
        ncrs: sql<number>`coalesce(sum((select count(*) from jsonb_array_elements(${drill.deficiencies}) d where d->>'ncr_id' is not null)), 0)::int`,
      })
      .from(drill)
      .where(heldIn(period));
    figures.push(
      reviewFigure('contingency.deficiencies', { 'zh-cn': '演习中发现的缺陷', en: 'Deficiencies found in drills' }, Number(found?.deficiencies ?? 0)),
      reviewFigure('contingency.deficiencyNcrs', { 'zh-cn': '由演习缺陷开具的不符合报告', en: 'NCRs raised from drill deficiencies' }, Number(found?.ncrs ?? 0)),
    );
    return [
      {
        key: 'contingency',
        title: { 'zh-cn': '应急演习', en: 'Drills' },
        figures,
        notes: [
          {
            'zh-cn': '逾期项按期末日期计算（演习计划页按今天显示）。缺陷及其不符合报告编号列于期间内各演习记录中。',
            en: 'Overdue lines are judged at the period end (the schedule page judges by today). Deficiencies and the numbers of their NCRs are listed in each drill record of the period.',
          },
        ],
      },
    ];
  },
};
