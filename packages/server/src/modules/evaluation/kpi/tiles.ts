import { tileFilter, type DashboardTile } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { tileLevel, type DashboardTileInput } from '../../../platform/dashboard.js';
import { kpiObjectivesWithActuals } from './actuals.js';

/**
 * The red flag of the objectives: this year's objectives whose actual misses the target beyond the amber
 * band. Company-wide figures: the ship the dashboard is narrowed to does not change them.
 */
export async function kpiTiles(db: Db, input: DashboardTileInput): Promise<{ red_flags: DashboardTile[] }> {
  const year = Number(input.today.slice(0, 4));
  const red = (await kpiObjectivesWithActuals(db, year, input.today)).filter((row) => row.light === 'red');
  return {
    red_flags: [{ key: 'evaluation.kpiRed', count: red.length, level: tileLevel(red.length, 'warn'), link: { path: '/admin/evaluation/kpi', query: tileFilter('year', 'eq', String(year)) } }],
  };
}
