import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { addDays, tileFilter, type DashboardTile } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import type { AdminAccess } from '../../../platform/authorization.js';
import { tileLevel, type DashboardTileInput } from '../../../platform/dashboard.js';
import { missingAppraisals } from './missing.js';
import { appraisalSettings } from './settings.js';
import { crewAppraisal } from './tables.js';

function within(access: AdminAccess): SQL | undefined {
  if (access.visibility.kind === 'all') return undefined;
  return access.visibility.departmentIds.length ? inArray(crewAppraisal.dept_id, access.visibility.departmentIds) : sql`false`;
}

/** The to-dos the missing-appraisal alert opens for the crew manager (the list of what the tile counts, once the alert job has run). */
const missingTodos = { ...tileFilter('biz_type', 'eq', 'appraisal_missing'), ...tileFilter('status', 'IN', 'open,in_progress') };

/** Missing end-of-contract appraisals (signed off more than 14 days ago) and appraisals awaiting the office, in the caller's scope. */
export async function appraisalTiles(db: Db, input: DashboardTileInput): Promise<{ missing: DashboardTile[]; awaiting: DashboardTile[] }> {
  const visible = input.access.visibility;
  const missing = (await missingAppraisals(db, addDays(input.today, -((await appraisalSettings.missingDays()) + 1)))).filter(
    (row) => (visible.kind === 'all' || (row.dept_id !== null && visible.departmentIds.includes(row.dept_id))) && (!input.shipId || row.ship_id === input.shipId),
  ).length;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(crewAppraisal)
    .where(and(within(input.access), input.shipId ? sql`${crewAppraisal.ship_id} = ${input.shipId}` : undefined, inArray(crewAppraisal.status, ['submitted', 'countersigned'])));
  const awaiting = Number(row?.n ?? 0);
  return {
    missing: [{ key: 'evaluation.appraisalMissing', count: missing, level: tileLevel(missing, 'warn'), link: { path: '/admin/todo/todo', query: missingTodos } }],
    awaiting: [{ key: 'evaluation.appraisalAwaiting', count: awaiting, level: tileLevel(awaiting, 'info'), link: { path: '/admin/evaluation/appraisal', query: { ...(input.shipId ? tileFilter('ship_id', 'eq', input.shipId) : {}), ...tileFilter('status', 'IN', 'submitted,countersigned') } } }],
  };
}
