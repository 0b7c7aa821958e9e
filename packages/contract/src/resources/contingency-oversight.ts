import type { Lang } from '../constants.js';
import { addDays } from '../iso-date.js';

/**
 * Contingency, oversight (DOMAIN.md §4.10 drivers, §5 row 3 "Drills"): the alerts, the dashboard's tiles,
 * heat-map and participation chart, the KPI metrics and the management-review inputs, all read from the
 * drill records. Pure rules here, shared by the server and its tests.
 */

/** biz_types of the contingency alerts (their rules, to-dos and the to-do page's links). */
export const CONTINGENCY_ALERT_SOURCES = {
  /** A drill type on a ship overdue or never done (warning when due soon). */
  drillDue: 'contingency_drill_due',
  /** The crew on board with an abandon-ship and a fire drill in 30 days below 75 %. */
  participation: 'contingency_participation',
  /** A lifeboat not launched in 3 months (free-fall: 6). */
  lifeboat: 'contingency_lifeboat',
  /** A drill done and signed but not reviewed by the office after N days. */
  review: 'contingency_drill_review',
} as const;

/** Days a done drill may wait for the office's review before it is chased (setting `contingency_review_days`). */
export const REVIEW_WAIT_SETTING = 'contingency_review_days';
export const REVIEW_WAIT_DEFAULT = 14;

/** Months between launches of a lifeboat (SOLAS III/19.3.3.3), and of a free-fall boat (III/19.3.3.4: six). */
export const LIFEBOAT_LAUNCH_MONTHS = 3;
export const FREE_FALL_LAUNCH_MONTHS = 6;

/** The same day `months` calendar months earlier, on the month's last day when it has no such day (31 May − 3 → 28/29 Feb). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * Whether a boat last launched on `lastLaunch` is late on `today`: a launch exactly 3 (free-fall: 6) months
 * ago is still in time, the day after it is not; a boat never launched is late.
 */
export function boatLaunchLate(lastLaunch: string | null, today: string, freeFall: boolean): boolean {
  if (!lastLaunch) return true;
  return lastLaunch < monthsBefore(today, freeFall ? FREE_FALL_LAUNCH_MONTHS : LIFEBOAT_LAUNCH_MONTHS);
}

/** Whether a free-fall boat is meant, from what the drill record says of it ("FF", "free-fall", "自由降落"). */
export function isFreeFallBoat(boat: string | null | undefined): boolean {
  return !!boat && /free[\s-]?fall|^ff\b|自由降落|自由抛落/i.test(boat.trim());
}

/**
 * The last conducted day of a done drill that has waited too long for the office review on `today`: held
 * more than N days ago (N days ago exactly still waits in time). The list filter is `conducted_at` up to it.
 */
export function reviewWaitLastDay(today: string, days: number): string {
  return addDays(today, -days - 1);
}

/** Words of the dashboard's contingency charts, by language (categories and states arrive named). */
export const CONTINGENCY_CHART_WORDS: Record<Lang, { ok: string; due_soon: string; overdue: string; never_done: string; share: string; nextDue: string; lastDone: string }> = {
  'zh-cn': { ok: '按期', due_soon: '即将到期', overdue: '已逾期', never_done: '从未进行', share: '参加比例 %', nextDue: '下次到期', lastDone: '上次进行' },
  en: { ok: 'On schedule', due_soon: 'Due soon', overdue: 'Overdue', never_done: 'Never done', share: 'Share %', nextDue: 'next due', lastDone: 'last done' },
};

/** The part's words that come with the module's manifest (its setting's title). */
export const CONTINGENCY_OVERSIGHT_TRANSLATIONS: Record<Lang, Record<string, string>> = {
  'zh-cn': { [`config.${REVIEW_WAIT_SETTING}`]: '演习记录等待岸基审核的期限（天）' },
  en: { [`config.${REVIEW_WAIT_SETTING}`]: 'Days a drill record may wait for the office review' },
};
