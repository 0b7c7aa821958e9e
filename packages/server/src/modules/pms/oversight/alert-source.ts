import { and, eq, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import { addDays, daysBetween, STALE_COUNTER_DAYS, WORK_ORDER_OPEN_STATUSES } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import type { AlertCondition, AlertSource } from '../../../platform/alert/engine.js';
import { authorities } from '../../../platform/authorities.js';
import { service } from '../../../platform/services.js';
import type { SettingsService } from '../../../platform/settings/settings.js';
import { SHIP_DIRECTORY, type Ship } from '../../../platform/ships.js';
import { refreshAllJobs } from '../equipment/jobs.js';
import { dailyWorkPass } from '../work/generate.js';
import { component as componentView, counter as counterView } from '../equipment/tables.js';
import { defect as defectView, sparePart as sparePartView, workOrder as workOrderView } from '../work/tables.js';

/** biz_types of the maintenance alerts (their rules, to-dos and the to-do page's links). */
export const PMS_ALERT_SOURCES = {
  workOrder: 'pms_work_order',
  counter: 'pms_counter_stale',
  spare: 'pms_spare_low',
  defect: 'pms_defect_overdue',
} as const;

/** The settings service (the look-ahead), handed over when the module provides its services. */
export const pmsSettings: { current: SettingsService | null } = { current: null };

/** Lead days of a work order's alert when its rule names none: the dashboard's 30 and 7 days. */
export const WORK_ORDER_LEAD_DAYS = [30, 7];

const shipName = (ship: Ship | undefined) => (ship ? { en: ship.name_en, 'zh-cn': ship.name_zh || ship.name_en } : '');
const superintendentsOf = (ship: Ship | undefined) => [ship?.tech_superintendent_id].filter((id): id is string => !!id);

async function shipsOf(db: Db, rows: ReadonlyArray<{ ship_id: string | null }>): Promise<Map<string, Ship>> {
  return service(SHIP_DIRECTORY).byIds(db, [...new Set(rows.map((row) => row.ship_id).filter((id): id is string => !!id))]);
}

/**
 * The stage of an open work order on `today`: `overdue` the day after its window's end (overdue_after),
 * `0d` from its due date to that end (in its window), else the smallest lead reached (`7d`, `30d`), else
 * nothing yet. A postponed order is judged by its new date: the approval made that the plan.
 */
export function workOrderStage(order: { due_date: string; overdue_after: string | null }, today: string, leadDays: readonly number[]): string | null {
  const end = order.overdue_after ?? order.due_date;
  if (today > end) return 'overdue';
  const left = daysBetween(today, order.due_date);
  if (left <= 0) return '0d';
  const reached = leadDays.filter((days) => Number.isInteger(days) && days >= 0 && left <= days);
  return reached.length ? `${Math.min(...reached)}d` : null;
}

/** The last due date an open order can have and hold a condition today: its rule's longest lead ahead. */
function workOrderHorizon(today: string, leadDays: readonly number[]): string {
  return addDays(today, Math.max(...(leadDays.length ? leadDays : WORK_ORDER_LEAD_DAYS), 0));
}

/**
 * Maintenance due and overdue (DOMAIN.md §4.6 drivers): every open work order within its lead days or past
 * its window. Overdue on critical equipment (ISM 10.3) is critical and goes to the DPA as well as the
 * ship's technical superintendent; other overdue work is a warning, work coming due information. The
 * alert names the due hours beside the date for running-hour work, so the reader sees what drives it.
 */
export const workOrderSource: AlertSource = {
  biz_type: PMS_ALERT_SOURCES.workOrder,
  defaults: { lead_days: WORK_ORDER_LEAD_DAYS, recipients: ['assignees', 'ship_superintendents'], channels: ['in_app', 'email'] },
  /**
   * The module's daily pass, before any maintenance alert is judged: every job's due state and every
   * counter's stale flag as of today (equipment), then orders whose window opened made due and the jobs
   * now within the look-ahead given their order (work).
   */
  async prepare(db, today) {
    await refreshAllJobs(db, today);
    if (pmsSettings.current) await dailyWorkPass(pmsSettings.current, db, today);
  },
  // A million orders a year at a fleet's scale: the run asks for the ids first and builds conditions a batch at a time.
  async candidates(db, { today, leadDays }) {
    const rows = await db
      .select({ id: workOrderView.id })
      .from(workOrderView)
      .where(and(inArray(workOrderView.status, [...WORK_ORDER_OPEN_STATUSES]), lte(workOrderView.due_date, workOrderHorizon(today, leadDays))));
    return rows.map((row) => row.id);
  },
  async collect(db, { today, leadDays, ids }) {
    const leads = leadDays.length ? leadDays : WORK_ORDER_LEAD_DAYS;
    const horizon = workOrderHorizon(today, leadDays);
    const rows = await db
      .select()
      .from(workOrderView)
      .where(and(inArray(workOrderView.status, [...WORK_ORDER_OPEN_STATUSES]), lte(workOrderView.due_date, horizon), ids ? inArray(workOrderView.id, ids) : undefined));
    if (rows.length === 0) return [];
    const ships = await shipsOf(db, rows);
    const dpa = await authorities.dpa(db);
    const conditions: AlertCondition[] = [];
    for (const row of rows) {
      const stage = workOrderStage(row, today, leads);
      if (!stage) continue;
      const ship = ships.get(row.ship_id);
      const overdue = stage === 'overdue';
      const due = row.due_hours ? `${row.due_date} / ${row.due_hours.toLocaleString('en')} h` : row.due_date;
      conditions.push({
        biz_type: PMS_ALERT_SOURCES.workOrder,
        biz_id: row.id,
        ship_id: row.ship_id,
        dept_id: row.dept_id,
        due_date: overdue ? (row.overdue_after ?? row.due_date) : row.due_date,
        stage,
        level: overdue ? (row.is_critical ? 'critical' : 'warn') : 'info',
        title_key: overdue ? (row.is_critical ? 'alert.pms.criticalOverdue' : 'alert.pms.workOrderOverdue') : 'alert.pms.workOrderDue',
        params: { ship: shipName(ship), wo: row.wo_no ?? '', title: row.title, due },
        assignees: [...new Set([...superintendentsOf(ship), ...(overdue && row.is_critical ? dpa : [])])],
        todo_type: PMS_ALERT_SOURCES.workOrder,
      });
    }
    return conditions;
  },
};

/**
 * A running-hour counter flagged stale (not read for more than STALE_COUNTER_DAYS, the equipment part's
 * stored flag, the list's filter): its jobs' forecasts stand on an old figure, so hours-driven work may be
 * overdue unseen. A counter never read is stale from the start.
 */
export const staleCounterSource: AlertSource = {
  biz_type: PMS_ALERT_SOURCES.counter,
  defaults: { lead_days: [0], recipients: ['assignees', 'ship_superintendents'], channels: ['in_app'] },
  async collect(db, { today, ids }) {
    const rows = await db
      .select({ id: counterView.id, ship_id: counterView.ship_id, dept_id: counterView.dept_id, read_at: counterView.read_at, code: componentView.code, name_en: componentView.name_en, name_zh: componentView.name_zh })
      .from(counterView)
      .innerJoin(componentView, eq(componentView.id, counterView.component_id))
      .where(and(eq(counterView.is_stale, true), ids ? inArray(counterView.id, ids) : undefined));
    if (rows.length === 0) return [];
    const ships = await shipsOf(db, rows);
    return rows.map((row) => {
      const ship = row.ship_id ? ships.get(row.ship_id) : undefined;
      return {
        biz_type: PMS_ALERT_SOURCES.counter,
        biz_id: row.id,
        ship_id: row.ship_id,
        dept_id: row.dept_id,
        due_date: row.read_at ? addDays(row.read_at, STALE_COUNTER_DAYS) : today,
        stage: 'overdue',
        level: 'warn',
        title_key: 'alert.pms.counterStale',
        params: { ship: shipName(ship), component: { en: `${row.code} ${row.name_en ?? ''}`.trim(), 'zh-cn': `${row.code} ${row.name_zh || row.name_en || ''}`.trim() }, date: row.read_at ?? '-' },
        assignees: superintendentsOf(ship),
        todo_type: PMS_ALERT_SOURCES.counter,
      } satisfies AlertCondition;
    });
  },
};

/**
 * A critical spare below its minimum stock on board: the ship could not repair what it is kept for. The
 * stage carries the shortfall, so a shortfall that grows is news again (a safe-manning gap does the same).
 */
export const spareLowSource: AlertSource = {
  biz_type: PMS_ALERT_SOURCES.spare,
  defaults: { lead_days: [0], recipients: ['assignees', 'ship_superintendents'], channels: ['in_app', 'email'] },
  async collect(db, { today, ids }) {
    const rows = await db
      .select()
      .from(sparePartView)
      .where(and(eq(sparePartView.is_critical, true), sql`${sparePartView.rob} < ${sparePartView.min_stock}`, ids ? inArray(sparePartView.id, ids) : undefined));
    if (rows.length === 0) return [];
    const ships = await shipsOf(db, rows);
    return rows.map((row) => {
      const ship = ships.get(row.ship_id);
      return {
        biz_type: PMS_ALERT_SOURCES.spare,
        biz_id: row.id,
        ship_id: row.ship_id,
        dept_id: row.dept_id,
        due_date: today,
        stage: `gap-${(row.min_stock - row.rob).toString(16)}`,
        level: 'warn',
        title_key: 'alert.pms.spareLow',
        params: { ship: shipName(ship), part: `${row.part_no} ${row.name}`, rob: String(row.rob), min: String(row.min_stock) },
        assignees: superintendentsOf(ship),
        todo_type: PMS_ALERT_SOURCES.spare,
      } satisfies AlertCondition;
    });
  },
};

/** An open P1 defect past its target date: the repair the ship cannot sail long without is late. */
export const defectOverdueSource: AlertSource = {
  biz_type: PMS_ALERT_SOURCES.defect,
  defaults: { lead_days: [0], recipients: ['assignees', 'ship_superintendents', 'dpa'], channels: ['in_app', 'email'] },
  async collect(db, { today, ids }) {
    const rows = await db
      .select()
      .from(defectView)
      .where(and(eq(defectView.priority, 'P1'), notInArray(defectView.status, ['closed']), lt(defectView.target_date, today), ids ? inArray(defectView.id, ids) : undefined));
    if (rows.length === 0) return [];
    const ships = await shipsOf(db, rows);
    return rows.map((row) => {
      const ship = ships.get(row.ship_id);
      return {
        biz_type: PMS_ALERT_SOURCES.defect,
        biz_id: row.id,
        ship_id: row.ship_id,
        dept_id: row.dept_id,
        due_date: row.target_date,
        stage: 'overdue',
        level: 'critical',
        title_key: 'alert.pms.defectOverdue',
        params: { ship: shipName(ship), defect: row.description.length > 80 ? `${row.description.slice(0, 77)}...` : row.description, date: row.target_date! },
        assignees: superintendentsOf(ship),
        todo_type: PMS_ALERT_SOURCES.defect,
      } satisfies AlertCondition;
    });
  },
};

export const PMS_ALERT_SOURCE_LIST: readonly AlertSource[] = [workOrderSource, staleCounterSource, spareLowSource, defectOverdueSource];
