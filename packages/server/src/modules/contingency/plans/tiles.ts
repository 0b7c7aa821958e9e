import { addDays, PLAN_REVIEW_LEAD_DAYS, tileFilter, type DashboardTile } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { tileLevel, type DashboardSection, type DashboardTileInput } from '../../../platform/dashboard.js';
import { currentErtGaps, missingDutyWeeks, plansDueForReview } from './gaps.js';

export const PLANS_PAGE = '/admin/contingency/plan';
export const CONTACTS_PAGE = '/admin/contingency/contact';

/**
 * The plans part's tiles (DOMAIN.md §5), joined by the oversight part's provider: the response team's gaps
 * (roles without a valid contact or backup, weeks without a duty roster; row 1, must be zero) and the
 * emergency plans due for review within 30 days or past it, within the caller's scope (row 2).
 */
export async function planTiles(db: Db, input: DashboardTileInput): Promise<Partial<Record<DashboardSection, DashboardTile[]>>> {
  const plans = await plansDueForReview(db, input.today, input.access, input.shipId);
  // The team is the company's, not a ship's: its gaps show on the company's dashboard, not a ship's.
  const gaps = input.shipId ? 0 : (await currentErtGaps(db, input.today)).length + (await missingDutyWeeks(db, input.today)).length;
  const last = addDays(input.today, PLAN_REVIEW_LEAD_DAYS);
  return {
    red_flags: input.shipId ? [] : [{ key: 'contingency.ertGaps', count: gaps, level: tileLevel(gaps, 'critical'), link: { path: CONTACTS_PAGE, query: tileFilter('kind', 'eq', 'team') } }],
    due_soon: [
      {
        key: 'contingency.plansReviewDue',
        count: plans.length,
        level: tileLevel(plans.length, 'warn'),
        link: { path: PLANS_PAGE, query: { ...(input.shipId ? tileFilter('ship_id', 'eq', input.shipId) : {}), ...tileFilter('active', 'eq', 'true'), ...tileFilter('review_due_date', 'elt', last), order: 'review_due_date,asc' } },
      },
    ],
  };
}
