import { and, inArray, isNotNull } from 'drizzle-orm';
import { daysBetween, MANAGEMENT_REVIEW_LEAD_DAYS } from '@vessel/contract';
import type { AlertCondition, AlertSource } from '../../../platform/alert/engine.js';
import { managementReview } from './tables.js';

/** biz_type of the "management review due" alert (and of its alert rule and to-do). */
export const REVIEW_DUE_SOURCE = 'management_review_due';

/** Not yet held: what the review date still waits for. */
export const WAITING_STATES = ['planned', 'inputs_collected'] as const;

/** The first reminder's lead days (the dashboard's horizon too). */
export const managementReviewLeadDays = () => Math.max(...MANAGEMENT_REVIEW_LEAD_DAYS);

/**
 * A management review due (DOMAIN.md §4.11; reminders 60 and 7 days before, as Odoo's): a review planned
 * and not yet held whose review date is within the rule's lead days or past. The chair and the management
 * representative are told; holding the review ends it.
 */
export const reviewDueSource: AlertSource = {
  biz_type: REVIEW_DUE_SOURCE,
  defaults: { lead_days: MANAGEMENT_REVIEW_LEAD_DAYS, recipients: ['assignees'], channels: ['in_app', 'email'] },
  async collect(db, { ids, today, leadDays }) {
    const rows = await db
      .select()
      .from(managementReview)
      .where(and(inArray(managementReview.status, [...WAITING_STATES]), isNotNull(managementReview.next_review_date), ids ? inArray(managementReview.id, ids) : undefined));
    const leads = [...(leadDays.length ? leadDays : MANAGEMENT_REVIEW_LEAD_DAYS)].sort((a, b) => a - b);
    const conditions: AlertCondition[] = [];
    for (const row of rows) {
      const due = row.next_review_date!;
      const days = daysBetween(today, due);
      if (days > leads[leads.length - 1]!) continue;
      const stage = days < 0 ? 'overdue' : `${leads.find((lead) => days <= lead)}d`;
      conditions.push({
        biz_type: REVIEW_DUE_SOURCE,
        biz_id: row.id,
        ship_id: null,
        dept_id: null,
        due_date: due,
        stage,
        level: days < 0 ? 'critical' : days <= 7 ? 'warn' : 'info',
        title_key: 'alert.evaluation.reviewDue',
        params: { date: due, review: row.review_no ?? '' },
        assignees: [row.chair_id, ...(row.representative_id && row.representative_id !== row.chair_id ? [row.representative_id] : [])],
        todo_type: REVIEW_DUE_SOURCE,
      });
    }
    return conditions;
  },
};
