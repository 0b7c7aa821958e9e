import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { addDays, tileFilter, type DashboardTile } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import type { AdminAccess } from '../../../platform/authorization.js';
import { tileLevel, type DashboardTileInput } from '../../../platform/dashboard.js';
import { mastersSettings } from './settings.js';
import { masterReview } from './tables.js';

/** A count's scope: the caller's departments (null: everything). */
function within(access: AdminAccess): SQL | undefined {
  if (access.visibility.kind === 'all') return undefined;
  return access.visibility.departmentIds.length ? inArray(masterReview.dept_id, access.visibility.departmentIds) : sql`false`;
}

/** Due soon: masters' reviews still drafts whose due day is within the reminder's lead days (or past), in the caller's scope. */
export async function masterTiles(db: Db, input: DashboardTileInput): Promise<{ due_soon: DashboardTile[] }> {
  const until = addDays(input.today, await mastersSettings.leadDays());
  const where = and(within(input.access), input.shipId ? eq(masterReview.ship_id, input.shipId) : undefined, eq(masterReview.status, 'draft'), lte(masterReview.due_date, until));
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(masterReview).where(where);
  const count = Number(row?.n ?? 0);
  const query = { ...tileFilter('status', 'eq', 'draft'), ...tileFilter('due_date', 'RANGE', `,${until}`), ...(input.shipId ? tileFilter('ship_id', 'eq', input.shipId) : {}) };
  return { due_soon: [{ key: 'evaluation.masterReviewDue', count, level: tileLevel(count, 'warn'), link: { path: '/admin/evaluation/masterReview', query } }] };
}
