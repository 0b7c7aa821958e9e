import { KPI_TRANSLATIONS } from '@vessel/contract';
import type { ModulePart } from '../../../platform/module.js';
import { kpiContext } from './metrics.js';
import { KPI_MIGRATIONS, kpiBinding } from './resources.js';

/**
 * The SMS objectives (DOMAIN.md §4.11 `kpi_objective`): targets per year on the figures the running areas
 * compute (`kpiMetrics`), or entered by hand; actuals and traffic lights computed on read (actuals.ts),
 * the red ones on the dashboard (tiles.ts, wired by the module).
 */
export const PART: ModulePart = {
  migrations: KPI_MIGRATIONS,
  resources: [kpiBinding],
  translations: KPI_TRANSLATIONS,
  provide: (context) => {
    kpiContext.current = context;
  },
};
