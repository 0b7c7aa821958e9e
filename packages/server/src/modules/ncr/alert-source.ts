import { and, eq, inArray } from 'drizzle-orm';
import { daysBetween, leadStage } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AlertCondition, AlertService, AlertSource } from '../../platform/alert/engine.js';
import { ncrAction, ncrReport } from './tables.js';

/** biz_type of corrective actions falling due; biz_id is the report (one alert per report, its earliest open action). */
export const NCR_ACTION_SOURCE = 'ncr_action';
const LEAD_DAYS = [7, 0];
const OPEN_ACTION = ['open', 'in_progress', 'rejected'] as const;

/**
 * Reports whose corrective action is under way with an action falling due within the lead time ('7d',
 * '0d'), then 'overdue' (DOMAIN.md §4.9: overdue actions). The to-do goes to the owners of the actions
 * due first; the rule's recipients (the department's leaders by default) hear of it too.
 */
export const ncrActionDueSource: AlertSource = {
  biz_type: NCR_ACTION_SOURCE,
  defaults: { lead_days: LEAD_DAYS, recipients: ['assignees', 'dept_leaders'] },
  async collect(db, { today, leadDays, ids }) {
    const rows = await db
      .select({ id: ncrReport.id, ncr_no: ncrReport.ncr_no, ship_id: ncrReport.ship_id, dept_id: ncrReport.dept_id, due_date: ncrAction.due_date, owner: ncrAction.owner_admin_id })
      .from(ncrAction)
      .innerJoin(ncrReport, eq(ncrReport.id, ncrAction.ncr_id))
      .where(and(eq(ncrReport.status, 'ca_in_progress'), inArray(ncrAction.status, [...OPEN_ACTION]), ids ? inArray(ncrReport.id, [...ids]) : undefined));
    const first = new Map<string, { row: (typeof rows)[number]; owners: Set<string> }>();
    for (const row of rows) {
      const held = first.get(row.id);
      if (!held || row.due_date < held.row.due_date) first.set(row.id, { row, owners: new Set(row.owner ? [row.owner] : []) });
      else if (row.due_date === held.row.due_date && row.owner) held.owners.add(row.owner);
    }
    const conditions: AlertCondition[] = [];
    for (const { row, owners } of first.values()) {
      const stage = leadStage(row.due_date, today, leadDays.length ? leadDays : LEAD_DAYS, 'overdue');
      if (!stage) continue;
      conditions.push({
        biz_type: NCR_ACTION_SOURCE,
        biz_id: row.id,
        ship_id: row.ship_id,
        dept_id: row.dept_id,
        due_date: row.due_date,
        stage,
        level: stage === 'overdue' ? 'critical' : daysBetween(today, row.due_date) <= 0 ? 'warn' : 'info',
        title_key: stage === 'overdue' ? 'alert.ncrAction.overdue' : 'alert.ncrAction.dueSoon',
        params: { ncr: row.ncr_no, date: row.due_date },
        assignees: [...owners],
        todo_type: 'ncr_action',
        todo_title_key: 'todo.ncrAction',
      });
    }
    return conditions;
  },
};

let engine: AlertService | null = null;

/** The alert engine, handed over when the module starts (the steps and hooks reconcile through it). */
export function useAlerts(alerts: AlertService): void {
  engine = alerts;
}

/** Brings a report's action alert up to date inside the write that changed it (done, moved, closed). */
export async function reconcileActions(tx: Db | undefined, reportIds: string | readonly string[]): Promise<void> {
  if (engine) await engine.reconcile(NCR_ACTION_SOURCE, reportIds, tx, await engine.today());
}
