import { and, inArray, lte, sql } from 'drizzle-orm';
import { addDays, tileFilter, type DashboardTile } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { tileLevel, type DashboardTileInput, type DashboardTiles } from '../../../platform/dashboard.js';
import { appraisalTiles } from '../appraisal/tiles.js';
import { kpiTiles } from '../kpi/tiles.js';
import { masterTiles } from '../masters/tiles.js';
import { managementReviewLeadDays, WAITING_STATES } from './alert-source.js';
import { managementReview } from './tables.js';

/** Due soon: management reviews not yet held whose review date is within the first reminder's days, or past. Company records: no ship narrows them. */
export async function reviewTiles(db: Db, input: DashboardTileInput): Promise<{ due_soon: DashboardTile[] }> {
  const until = addDays(input.today, managementReviewLeadDays());
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(managementReview)
    .where(and(inArray(managementReview.status, [...WAITING_STATES]), lte(managementReview.next_review_date, until)));
  const count = Number(row?.n ?? 0);
  const query = { ...tileFilter('status', 'IN', WAITING_STATES.join(',')), ...tileFilter('next_review_date', 'RANGE', `,${until}`) };
  return { due_soon: [{ key: 'evaluation.reviewDue', count, level: tileLevel(count, 'warn'), link: { path: '/admin/evaluation/review', query } }] };
}

/**
 * The evaluation module's dashboard tiles, every part's: objectives in the red, masters' reviews due,
 * appraisals missing after sign-off or awaiting the office, the management review due.
 */
export const evaluationDashboardTiles: DashboardTiles = {
  async tiles(db, input) {
    const [kpi, masters, appraisals, review] = await Promise.all([kpiTiles(db, input), masterTiles(db, input), appraisalTiles(db, input), reviewTiles(db, input)]);
    // Objectives in the red and appraisals missing after sign-off are not on the dashboard yet: no list shows
    // exactly what they count (a light is computed on read; a missing appraisal has no row), and every tile
    // opens a list as long as its number. The KPI page's lights and the crew manager's to-dos show them.
    void kpi;
    return { due_soon: [...masters.due_soon, ...appraisals.awaiting, ...review.due_soon] };
  },
};
