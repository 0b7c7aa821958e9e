import type { DashboardOverview, Lang } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../../platform/authorization.js';
import { dashboardCharts, dashboardTiles, type DashboardSection } from '../../platform/dashboard.js';
import { optionalService } from '../../platform/services.js';

/**
 * The morning dashboard (DOMAIN.md §5): red flags, what falls due, my to-dos. Each area computes its own
 * tiles from its own records (platform/dashboard.ts), within the caller's data scope and each with the link
 * of the list it counts; the dashboard lays them out. `today` may be another day than `storedFor` (as_of).
 */
export async function dashboardOverview(
  db: Db,
  access: AdminAccess,
  input: { areas: readonly string[]; today: string; shipId: string | null; storedFor?: string; lang: Lang },
): Promise<DashboardOverview> {
  const sections: Record<DashboardSection, DashboardOverview['red_flags']> = { red_flags: [], due_soon: [], my_todos: [] };
  // Areas in the order given (the modules' order); one that provides no tiles contributes nothing.
  for (const area of input.areas) {
    const source = optionalService(dashboardTiles(area));
    if (!source) continue;
    const tiles = await source.tiles(db, { access, today: input.today, shipId: input.shipId, ...(input.storedFor !== undefined ? { storedFor: input.storedFor } : {}) });
    for (const section of Object.keys(sections) as DashboardSection[]) sections[section].push(...(tiles[section] ?? []));
  }
  const charts: DashboardOverview['charts'] = [];
  for (const area of input.areas) {
    const source = optionalService(dashboardCharts(area));
    if (!source) continue;
    charts.push(...(await source.charts(db, { access, today: input.today, shipId: input.shipId, lang: input.lang, ...(input.storedFor !== undefined ? { storedFor: input.storedFor } : {}) })));
  }
  return { as_of: input.today, ship_id: input.shipId, ...sections, charts };
}
