import { CONTINGENCY_PLAN_ALERTS, planReviewStatus } from '@vessel/contract';
import type { AlertCondition, AlertSource } from '../../../platform/alert/engine.js';
import { authorities } from '../../../platform/authorities.js';
import { optionalService } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import { currentErtGaps, lineId, missingDutyWeeks, plansDueForReview, roleName } from './gaps.js';

/**
 * Emergency plans due for review (DOMAIN.md §4.10): past the review date critical, within 30 days a
 * warning. The ship's superintendents and the DPA answer for a ship's plan, the DPA for the shore's.
 */
export const planReviewSource: AlertSource = {
  biz_type: CONTINGENCY_PLAN_ALERTS.planReview,
  defaults: { lead_days: [0], recipients: ['assignees'], channels: ['in_app', 'email'] },
  async collect(db, { today, ids }) {
    const plans = (await plansDueForReview(db, today, null)).filter((plan) => !ids || ids.includes(plan.id));
    if (plans.length === 0) return [];
    const directory = optionalService(SHIP_DIRECTORY);
    const shipIds = [...new Set(plans.map((plan) => plan.ship_id).filter((id): id is string => !!id))];
    const ships = directory && shipIds.length ? await directory.byIds(db, shipIds) : new Map();
    const dpa = await authorities.dpa(db);
    return plans.map((plan): AlertCondition => {
      const ship = plan.ship_id ? ships.get(plan.ship_id) : undefined;
      const overdue = planReviewStatus(plan.review_due_date, today) === 'overdue';
      const where = ship ? { en: ship.name_en, 'zh-cn': ship.name_zh || ship.name_en } : { en: 'Shore', 'zh-cn': '岸基' };
      return {
        biz_type: CONTINGENCY_PLAN_ALERTS.planReview,
        biz_id: plan.id,
        ship_id: plan.ship_id,
        dept_id: plan.dept_id,
        due_date: plan.review_due_date,
        stage: overdue ? 'overdue' : '30d',
        level: overdue ? 'critical' : 'warn',
        title_key: overdue ? 'alert.contingency.planReviewOverdue' : 'alert.contingency.planReviewDue',
        params: { plan: { en: `${where.en} · ${plan.title}`, 'zh-cn': `${where['zh-cn']} · ${plan.title}` }, date: plan.review_due_date },
        assignees: [...new Set([...[ship?.marine_superintendent_id, ship?.tech_superintendent_id].filter((id): id is string => !!id), ...dpa])],
        todo_type: CONTINGENCY_PLAN_ALERTS.planReview,
      };
    });
  },
};

/** This week or the next without a duty roster: the DPA arranges it. This week's gap is critical. */
export const dutySource: AlertSource = {
  biz_type: CONTINGENCY_PLAN_ALERTS.duty,
  defaults: { lead_days: [0], recipients: ['assignees'], channels: ['in_app', 'email'] },
  async collect(db, { today, ids }) {
    const weeks = await missingDutyWeeks(db, today);
    const dpa = await authorities.dpa(db);
    return weeks
      .map((week, index): AlertCondition => ({
        biz_type: CONTINGENCY_PLAN_ALERTS.duty,
        biz_id: lineId('ert-duty', week),
        ship_id: null,
        dept_id: null,
        due_date: week,
        stage: 'gap',
        level: index === 0 && week <= today ? 'critical' : 'warn',
        title_key: 'alert.contingency.noDutyRoster',
        params: { week },
        assignees: dpa,
        todo_type: CONTINGENCY_PLAN_ALERTS.duty,
      }))
      .filter((condition) => !ids || ids.includes(condition.biz_id));
  },
};

/** An ERT role with no valid contact (DPA or CSO: critical) or whose contacts have no backup. */
export const ertGapSource: AlertSource = {
  biz_type: CONTINGENCY_PLAN_ALERTS.ertGap,
  defaults: { lead_days: [0], recipients: ['assignees'], channels: ['in_app', 'email'] },
  async collect(db, { today, ids }) {
    const gaps = await currentErtGaps(db, today);
    const dpa = await authorities.dpa(db);
    return gaps
      .map((gap): AlertCondition => ({
        biz_type: CONTINGENCY_PLAN_ALERTS.ertGap,
        biz_id: lineId('ert-role', gap.role),
        ship_id: null,
        dept_id: null,
        due_date: today,
        stage: gap.gap,
        level: gap.critical ? 'critical' : 'warn',
        title_key: gap.gap === 'no_contact' ? 'alert.contingency.ertNoContact' : 'alert.contingency.ertNoBackup',
        params: { role: roleName(gap.role), name: gap.name ?? '' },
        assignees: dpa,
        todo_type: CONTINGENCY_PLAN_ALERTS.ertGap,
      }))
      .filter((condition) => !ids || ids.includes(condition.biz_id));
  },
};

export const PLAN_ALERT_SOURCES: readonly AlertSource[] = [planReviewSource, dutySource, ertGapSource];
