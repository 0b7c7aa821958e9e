import { and, desc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { addDays, coverage, monthsBetween, type TimelineAnswer, type TimelinePeriod, type TimelineRow } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { Ship } from '../../platform/ships.js';
import { manningGaps } from './alert-sources.js';
import { periodOf } from './assignment-rules.js';
import { crewAssignment, position, seafarer } from './tables.js';

/**
 * One ship's crew over a range (DOMAIN.md §4.4 "a Gantt per ship"): a row per rank with its periods, and
 * where the rank holds fewer people than safe manning (a gap) or more than it needs (an overlap, usually a
 * handover). Up to today only what happened counts; after today, what is planned counts too.
 */
export async function timeline(db: Db, target: Ship, from: string, to: string, today: string): Promise<TimelineAnswer> {
  const assignments = await db
    .select({
      id: crewAssignment.id,
      seafarer_id: crewAssignment.seafarer_id,
      rank_id: crewAssignment.rank_id,
      status: crewAssignment.status,
      planned_join_date: crewAssignment.planned_join_date,
      planned_sign_off_date: crewAssignment.planned_sign_off_date,
      sign_on_date: crewAssignment.sign_on_date,
      sign_off_date: crewAssignment.sign_off_date,
      relieves: crewAssignment.relieves_assignment_id,
      name_en: seafarer.name_en,
      name_zh: seafarer.name_zh,
    })
    .from(crewAssignment)
    .innerJoin(seafarer, eq(seafarer.id, crewAssignment.seafarer_id))
    .where(and(eq(crewAssignment.ship_id, target.id), ne(crewAssignment.status, 'cancelled'), lte(crewAssignment.planned_join_date, to), gte(crewAssignment.planned_sign_off_date, addDays(from, -3650))))
    .orderBy(crewAssignment.planned_join_date);

  const periods = assignments
    .map((a) => {
      const { start, end } = periodOf(a, today);
      const period: TimelinePeriod & { rank_id: string; relieves: string | null } = {
        rank_id: a.rank_id,
        relieves: a.relieves,
        assignment_id: a.id,
        seafarer_id: a.seafarer_id,
        seafarer_name_en: a.name_en,
        seafarer_name_zh: a.name_zh,
        status: a.status,
        start,
        end,
        actual_start: !!a.sign_on_date,
        actual_end: !!a.sign_off_date,
      };
      return period;
    })
    .filter((p) => p.start <= to && p.end >= from);

  const safeManning = target.safe_manning ?? {};
  const rankIds = [...new Set([...Object.keys(safeManning), ...periods.map((p) => p.rank_id)])];
  const ranks = rankIds.length ? await db.select().from(position).where(inArray(position.id, rankIds)).orderBy(desc(position.weigh), position.code) : [];

  // Short today by the dashboard's own rule, not by this window's segments.
  const shortToday = new Set((await manningGaps(db, { shipIds: [target.id] })).flatMap((entry) => entry.short.map((short) => short.rank!.id)));
  const rows: TimelineRow[] = ranks.map((rank) => {
    const own = periods.filter((p) => p.rank_id === rank.id);
    const required = safeManning[rank.id] ?? 0;
    // What counts for manning: the past as it happened; the future as planned (not before tomorrow for
    // anyone not yet on board).
    const counted = own
      .filter((p) => p.actual_start || p.end > today)
      .map((p) => ({ id: p.assignment_id, start: p.actual_start || p.start > today ? p.start : addDays(today, 1), end: p.end }));
    // Before the first period the system knows of for the rank there is no record, not a gap; from today
    // on the ship's crew is known (nobody on board is a gap).
    const firstKnown = own.reduce((first, p) => (p.start < first ? p.start : first), today);
    const knownFrom = firstKnown > from ? firstKnown : from;
    // The ship's usual number of the rank: those on board today (several ABs are no overlap).
    // (one being relieved by another already on board is the handover, not the usual number).
    const aboard = own.filter((p) => p.actual_start && p.start <= today && p.end >= today && !p.actual_end);
    const onboardToday = aboard.filter((p) => !aboard.some((other) => other.relieves === p.assignment_id)).length;
    const { gaps, overlaps } = knownFrom <= to ? coverage(counted, required, knownFrom, to, onboardToday) : { gaps: [], overlaps: [] };
    return {
      position_id: rank.id,
      code: rank.code,
      abbr: rank.abbr,
      name_en: rank.name_en,
      name_zh: rank.name_zh,
      required,
      periods: own.map(({ rank_id: _rank, relieves: _relieves, ...period }) => period),
      short_today: shortToday.has(rank.id),
      gaps,
      overlaps,
    };
  });

  return {
    ship: { id: target.id, name_en: target.name_en, name_zh: target.name_zh, status: target.status },
    from,
    to,
    months: monthsBetween(from, to),
    rows,
  };
}
