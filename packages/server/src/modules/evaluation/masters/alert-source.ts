import { and, eq, inArray } from 'drizzle-orm';
import { daysBetween } from '@vessel/contract';
import type { AlertCondition, AlertSource } from '../../../platform/alert/engine.js';
import { authorities } from '../../../platform/authorities.js';
import { service } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import { mastersSettings } from './settings.js';
import { masterReview } from './tables.js';

export const MASTER_REVIEW_SOURCE = 'master_review_due';

/**
 * A master's review still a draft near or past its due day (the last day of the due month, setting
 * `master_review_due_month`): a warning from `master_review_lead_days` before (or the rule's largest lead
 * day when it names some), critical the day after. The to-do goes to the master (the ship's masters when
 * none is named) and closes when the review is submitted.
 */
export const masterReviewDueSource: AlertSource = {
  biz_type: MASTER_REVIEW_SOURCE,
  defaults: { lead_days: [], recipients: ['assignees'], channels: ['in_app'] },
  async collect(db, { ids, today, leadDays }) {
    const rows = await db
      .select()
      .from(masterReview)
      .where(and(eq(masterReview.status, 'draft'), ids ? inArray(masterReview.id, ids) : undefined));
    if (rows.length === 0) return [];
    const lead = leadDays.length ? Math.max(...leadDays) : await mastersSettings.leadDays();
    const ships = await service(SHIP_DIRECTORY).byIds(db, [...new Set(rows.map((row) => row.ship_id))]);
    const conditions: AlertCondition[] = [];
    for (const row of rows) {
      if (!row.due_date) continue;
      const days = daysBetween(today, row.due_date);
      if (days > lead) continue;
      const ship = ships.get(row.ship_id);
      const assignees = row.master_id ? [row.master_id] : row.dept_id ? await authorities.shipMasters(db, row.dept_id) : [];
      const late = days < 0;
      conditions.push({
        biz_type: MASTER_REVIEW_SOURCE,
        biz_id: row.id,
        ship_id: row.ship_id,
        dept_id: row.dept_id,
        assignees,
        todo_type: MASTER_REVIEW_SOURCE,
        todo_title_key: 'todo.masterReview',
        due_date: row.due_date,
        stage: late ? 'overdue' : 'due',
        level: late ? 'critical' : 'warn',
        title_key: late ? 'alert.evaluation.masterReviewLate' : 'alert.evaluation.masterReviewDue',
        params: { ship: ship ? { en: ship.name_en, 'zh-cn': ship.name_zh || ship.name_en } : '', year: String(row.year), date: row.due_date },
      });
    }
    return conditions;
  },
};
