import { and, eq, inArray } from 'drizzle-orm';
import {
  addDays,
  boatLaunchLate,
  CONTINGENCY_ALERT_SOURCES,
  drillLeadDays,
  FREE_FALL_LAUNCH_MONTHS,
  LIFEBOAT_LAUNCH_MONTHS,
  monthsBefore,
  PARTICIPATION_THRESHOLD,
  REVIEW_WAIT_DEFAULT,
  REVIEW_WAIT_SETTING,
  reviewWaitLastDay,
} from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import type { SettingsService } from '../../../platform/settings/settings.js';
import { drill, drillType } from '../drills/tables.js';
import type { AlertCondition, AlertSource } from '../../../platform/alert/engine.js';
import { authorities } from '../../../platform/authorities.js';
import { drillParticipation } from '../drills/participation.js';
import { drillSchedule } from '../drills/schedule.js';
import { awaitingReview, boatLaunches, drillTypeNames } from './drill-reads.js';
import { lineId, scheduleLineId, shipName, shipsInScope } from './ships.js';
import type { Ship } from '../../../platform/ships.js';

/** The settings service (the office review's wait), handed over when the module provides its services. */
export const oversightSettings: { current: SettingsService | null } = { current: null };

/** Days a done drill may wait for the office's review (setting, default 14). */
export async function reviewWaitDays(db: Db): Promise<number> {
  const stored = oversightSettings.current ? Number((await oversightSettings.current.all(db)).get(REVIEW_WAIT_SETTING)) : NaN;
  return Number.isInteger(stored) && stored >= 0 ? stored : REVIEW_WAIT_DEFAULT;
}

const superintendentsOf = (ship: Ship | undefined) => [ship?.marine_superintendent_id, ship?.tech_superintendent_id].filter((id): id is string => !!id);

/** The ship's master (its department's leader) first, then its marine superintendent: the master holds the drill. */
async function masterAndSuperintendent(db: Db, ship: Ship): Promise<string[]> {
  return [...new Set([...(await authorities.shipMasters(db, ship.dept_id)), ...superintendentsOf(ship)])];
}

/** `read` once per ship for one collect: a ship's dozen drill lines or boats share their master and superintendent. */
function perShip<T>(read: (ship: Ship) => Promise<T>): (ship: Ship) => Promise<T> {
  const known = new Map<string, Promise<T>>();
  return (ship) => {
    let found = known.get(ship.id);
    if (!found) known.set(ship.id, (found = read(ship)));
    return found;
  };
}

/**
 * Drills due per ship × drill type (DOMAIN.md §4.10 drivers): overdue is critical (a SOLAS drill not held
 * in its interval), never done a warning, due soon (the drills part's lead, a sixth of the interval) a
 * notice. A schedule line has no row of its own, so its alert is keyed by a uuid made from ship and type.
 */
export const drillDueSource: AlertSource = {
  biz_type: CONTINGENCY_ALERT_SOURCES.drillDue,
  defaults: { lead_days: [0], recipients: ['assignees', 'ship_superintendents'], channels: ['in_app', 'email'] },
  async collect(db, { today, ids }) {
    const wanted = ids ? new Set(ids) : null;
    const names = await drillTypeNames(db);
    // Asked for some lines (a batch of the alert job): the schedule of their ships only, not the fleet's
    // (a line's id is made from its ship and drill type, so the ships are found by making the ids again).
    const ships = (await shipsInScope(db, null, null)).filter((ship) => !wanted || [...names.keys()].some((type) => wanted.has(scheduleLineId(ship.id, type))));
    if (ships.length === 0) return [];
    const byId = new Map(ships.map((ship) => [ship.id, ship]));
    const rows = (await drillSchedule(db, today, ships.map((ship) => ship.id))).filter((row) => row.status !== 'ok');
    const assigneesOf = perShip((ship) => masterAndSuperintendent(db, ship));
    const conditions: AlertCondition[] = [];
    for (const row of rows) {
      const id = scheduleLineId(row.ship_id, row.drill_type_id);
      if (wanted && !wanted.has(id)) continue;
      const ship = byId.get(row.ship_id);
      if (!ship) continue;
      const drill = names.get(row.drill_type_id) ?? row.drill_type_code;
      const base = { biz_type: CONTINGENCY_ALERT_SOURCES.drillDue, biz_id: id, ship_id: ship.id, dept_id: ship.dept_id, assignees: await assigneesOf(ship), todo_type: CONTINGENCY_ALERT_SOURCES.drillDue };
      const params = { ship: shipName(ship), drill, date: row.next_due_date ?? '-', last: row.last_done_date ?? '-' };
      if (row.status === 'overdue') conditions.push({ ...base, due_date: row.next_due_date, stage: 'overdue', level: 'critical', title_key: 'alert.contingency.drillOverdue', params });
      else if (row.status === 'never_done') conditions.push({ ...base, due_date: today, stage: 'gap', level: 'warn', title_key: 'alert.contingency.drillNeverDone', params });
      // Due soon from the drills part's lead (a sixth of the interval): one stage per line, not one a day.
      else conditions.push({ ...base, due_date: row.next_due_date, stage: `${drillLeadDays(row.frequency_days)}d`, level: 'warn', title_key: 'alert.contingency.drillDueSoon', params });
    }
    return conditions;
  },
};

/**
 * The crew's drill participation (SOLAS III/19.3.2, DOMAIN.md §4.10): fewer than 75 % of those on board
 * with an abandon-ship and a fire drill in the last 30 days means a drill within 24 hours of departure is
 * due. One alert per ship; exactly 75 % is not below. The stage carries the share, so a share that falls
 * further is news again.
 */
export const participationSource: AlertSource = {
  biz_type: CONTINGENCY_ALERT_SOURCES.participation,
  defaults: { lead_days: [0], recipients: ['assignees', 'ship_superintendents'], channels: ['in_app', 'email'] },
  async collect(db, { today, ids }) {
    const ships = await shipsInScope(db, null, null);
    const scoped = ids ? ships.filter((ship) => ids.includes(ship.id)) : ships;
    if (scoped.length === 0) return [];
    const byId = new Map(scoped.map((ship) => [ship.id, ship]));
    const rows = await drillParticipation(db, today, scoped.map((ship) => ship.id));
    const conditions: AlertCondition[] = [];
    for (const row of rows) {
      const ship = byId.get(row.ship_id);
      if (!ship || !row.below) continue;
      conditions.push({
        biz_type: CONTINGENCY_ALERT_SOURCES.participation,
        biz_id: ship.id,
        ship_id: ship.id,
        dept_id: ship.dept_id,
        due_date: addDays(today, 1),
        stage: `gap-${Math.floor(row.share).toString(16)}`,
        level: 'warn',
        title_key: 'alert.contingency.participationLow',
        params: { ship: shipName(ship), share: String(row.share), target: String(PARTICIPATION_THRESHOLD), both: String(row.both), on_board: String(row.on_board) },
        assignees: await masterAndSuperintendent(db, ship),
        todo_type: CONTINGENCY_ALERT_SOURCES.participation,
      });
    }
    return conditions;
  },
};

/**
 * Lifeboats not launched in 3 months (SOLAS III/19.3.3.3; a free-fall boat 6 months, III/19.3.3.4): each
 * boat the drill records name, or the ship as a whole when they name none. A launch exactly 3 months ago is
 * still in time. Keyed by a uuid made from ship and boat (a boat has no row of its own).
 */
export const lifeboatSource: AlertSource = {
  biz_type: CONTINGENCY_ALERT_SOURCES.lifeboat,
  defaults: { lead_days: [0], recipients: ['assignees', 'ship_superintendents'], channels: ['in_app', 'email'] },
  async collect(db, { today, ids }) {
    const ships = await shipsInScope(db, null, null);
    const byId = new Map(ships.map((ship) => [ship.id, ship]));
    const wanted = ids ? new Set(ids) : null;
    const assigneesOf = perShip((ship) => masterAndSuperintendent(db, ship));
    const conditions: AlertCondition[] = [];
    for (const launch of await boatLaunches(db, ships)) {
      // A boat never launched on a ship just taken over is counted from the takeover (3 months to do it).
      const since = launch.last_launch ?? byId.get(launch.ship_id)?.management_start ?? null;
      if (!boatLaunchLate(since, today, launch.free_fall)) continue;
      const id = launch.boat ? lineId('lifeboat', launch.ship_id, launch.boat.toLowerCase()) : launch.ship_id;
      if (wanted && !wanted.has(id)) continue;
      const ship = byId.get(launch.ship_id)!;
      const months = launch.free_fall ? FREE_FALL_LAUNCH_MONTHS : LIFEBOAT_LAUNCH_MONTHS;
      conditions.push({
        biz_type: CONTINGENCY_ALERT_SOURCES.lifeboat,
        biz_id: id,
        ship_id: ship.id,
        dept_id: ship.dept_id,
        due_date: since ? addDays(monthsBefore(since, -months), 1) : today,
        stage: 'overdue',
        level: 'warn',
        title_key: launch.boat ? 'alert.contingency.lifeboatNotLaunched' : 'alert.contingency.shipBoatNotLaunched',
        params: { ship: shipName(ship), boat: launch.boat ?? '', date: launch.last_launch ?? '-', months: String(months) },
        assignees: await assigneesOf(ship),
        todo_type: CONTINGENCY_ALERT_SOURCES.lifeboat,
      });
    }
    return conditions;
  },
};

/**
 * Drill records done (and so waiting for the office) longer than the setting's days since they were held:
 * the office review closes the loop on what the drill found. One alert per record, to its superintendents.
 */
export const reviewWaitSource: AlertSource = {
  biz_type: CONTINGENCY_ALERT_SOURCES.review,
  defaults: { lead_days: [0], recipients: ['assignees', 'ship_superintendents'], channels: ['in_app'] },
  async collect(db, { today, ids }) {
    const days = await reviewWaitDays(db);
    const rows = await db
      .select({ id: drill.id, ship_id: drill.ship_id, dept_id: drill.dept_id, conducted_at: drill.conducted_at, type_en: drillType.name_en, type_zh: drillType.name_zh })
      .from(drill)
      .innerJoin(drillType, eq(drillType.id, drill.drill_type_id))
      .where(and(awaitingReview(reviewWaitLastDay(today, days)), ids ? inArray(drill.id, [...ids]) : undefined));
    if (rows.length === 0) return [];
    const ships = await shipsInScope(db, null, null);
    const byId = new Map(ships.map((ship) => [ship.id, ship]));
    return rows.map((row) => {
      const ship = byId.get(row.ship_id);
      return {
        biz_type: CONTINGENCY_ALERT_SOURCES.review,
        biz_id: row.id,
        ship_id: row.ship_id,
        dept_id: row.dept_id,
        due_date: addDays(row.conducted_at!, days),
        stage: 'overdue',
        level: 'info',
        title_key: 'alert.contingency.reviewWaiting',
        params: { ship: shipName(ship), drill: { en: row.type_en, 'zh-cn': row.type_zh || row.type_en }, date: row.conducted_at ?? '-', days: String(days) },
        assignees: superintendentsOf(ship),
        todo_type: CONTINGENCY_ALERT_SOURCES.review,
      } satisfies AlertCondition;
    });
  },
};

export const CONTINGENCY_ALERT_SOURCE_LIST: readonly AlertSource[] = [drillDueSource, participationSource, lifeboatSource, reviewWaitSource];
