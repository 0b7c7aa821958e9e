import { and, inArray, isNotNull, or } from 'drizzle-orm';
import { daysBetween, SELECTABLE_SUPPLIER_STATES, SUPPLIER_APPROVAL_LEAD_DAYS } from '@vessel/contract';
import type { AlertCondition, AlertSource } from '../../platform/alert/engine.js';
import { authorities } from '../../platform/authorities.js';
import { supplierCompany } from './tables.js';

/** biz_type of the re-evaluation alert (and of its alert rule and to-do). */
export const REEVALUATION_SOURCE = 'supplier_reevaluation';

/**
 * A supplier in use due for re-evaluation (DOMAIN.md §4.14): its approval expiring within the rule's lead
 * days (60 by default) or expired, or an evaluation that marked it (a rolling rating below the threshold,
 * an incident). One alert per supplier, the most serious reason first; the to-do goes to the supplier's
 * responsible person (the DPA when it has none) and closes when a new approval clears the reason.
 */
export const reevaluationSource: AlertSource = {
  biz_type: REEVALUATION_SOURCE,
  defaults: { lead_days: SUPPLIER_APPROVAL_LEAD_DAYS, recipients: ['assignees'], channels: ['in_app', 'email'] },
  async collect(db, { ids, today, leadDays }) {
    const rows = await db
      .select()
      .from(supplierCompany)
      .where(
        and(
          inArray(supplierCompany.status, [...SELECTABLE_SUPPLIER_STATES]),
          or(isNotNull(supplierCompany.approval_valid_until), isNotNull(supplierCompany.reevaluation_reason)),
          ids ? inArray(supplierCompany.id, ids) : undefined,
        ),
      );
    if (rows.length === 0) return [];
    const lead = Math.max(...(leadDays.length ? leadDays : SUPPLIER_APPROVAL_LEAD_DAYS));
    const dpa = await authorities.dpa(db);
    const conditions: AlertCondition[] = [];
    for (const row of rows) {
      const name = { en: row.name_en, 'zh-cn': row.name_zh || row.name_en };
      const base = { biz_type: REEVALUATION_SOURCE, biz_id: row.id, ship_id: null, dept_id: null, assignees: row.owner_id ? [row.owner_id] : dpa, todo_type: REEVALUATION_SOURCE, todo_title_key: 'todo.supplierReevaluate' };
      const until = row.approval_valid_until;
      const days = until ? daysBetween(today, until) : null;
      if (until && days !== null && days < 0) {
        conditions.push({ ...base, due_date: until, stage: 'expired', level: 'critical', title_key: 'alert.supplier.approvalExpired', params: { supplier: name, date: until } });
      } else if (row.reevaluation_reason === 'incident') {
        conditions.push({ ...base, due_date: today, stage: 'incident', level: 'warn', title_key: 'alert.supplier.incident', params: { supplier: name, date: row.updated_at.toISOString().slice(0, 10) } });
      } else if (row.reevaluation_reason === 'low_rating') {
        conditions.push({ ...base, due_date: today, stage: 'low_rating', level: 'warn', title_key: 'alert.supplier.lowRating', params: { supplier: name, rating: String(row.rating ?? '-') } });
      } else if (until && days !== null && days <= lead) {
        const stage = [...(leadDays.length ? leadDays : SUPPLIER_APPROVAL_LEAD_DAYS)].sort((a, b) => a - b).find((day) => days <= day) ?? lead;
        conditions.push({ ...base, due_date: until, stage: `${stage}d`, level: days <= 30 ? 'warn' : 'info', title_key: 'alert.supplier.approvalExpiring', params: { supplier: name, date: until, days } });
      }
    }
    return conditions;
  },
};
