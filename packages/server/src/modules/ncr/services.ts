import { and, asc, eq } from 'drizzle-orm';
import { dashboardCharts, dashboardTiles } from '../../platform/dashboard.js';
import type { ModuleContext } from '../../platform/module.js';
import { NCR_PIPELINE, type NcrPipeline } from '../../platform/ncr-pipeline.js';
import { provideService } from '../../platform/services.js';
import { ncrDashboardCharts, ncrDashboardTiles } from './dashboard.js';
import { onNcrChange, raiseFromSource, stateOf } from './lifecycle.js';
import { ncrReport } from './tables.js';

/** What the NCR area offers: the one finding → corrective-action pipeline every source raises through, and its dashboard. */
export function provideNcrServices(context: ModuleContext): void {
  const pipeline: NcrPipeline = {
    raise: (tx, request) => raiseFromSource(context, tx, request),
    async ofSource(db, sourceType, sourceId) {
      const rows = await db
        .select()
        .from(ncrReport)
        .where(and(eq(ncrReport.source_type, sourceType), eq(ncrReport.source_id, sourceId)))
        .orderBy(asc(ncrReport.ncr_no));
      return rows.map(stateOf);
    },
    onChange: onNcrChange,
  };
  provideService(NCR_PIPELINE, pipeline, 'ncr');
  provideService(dashboardTiles('ncr'), ncrDashboardTiles, 'ncr');
  provideService(dashboardCharts('ncr'), ncrDashboardCharts, 'ncr');
}
