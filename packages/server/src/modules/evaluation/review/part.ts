import { MANAGEMENT_REVIEW_TRANSLATIONS } from '@vessel/contract';
import type { ModulePart } from '../../../platform/module.js';
import { reviewDueSource } from './alert-source.js';
import { reviewPrintRoute } from './pack.js';
import { evaluationDashboardTiles } from './tiles.js';
import { dashboardTiles } from '../../../platform/dashboard.js';
import { provideService } from '../../../platform/services.js';
import { REVIEW_MIGRATIONS, reviewBinding } from './resources.js';
import { reviewSteps } from './steps.js';

/**
 * The management review (DOMAIN.md §4.11; ISM 12): the review and its decisions, its inputs gathered from
 * every running area's `reviewInputs` and frozen when held, decisions made into to-dos or NCRs.
 */
export const PART: ModulePart = {
  migrations: REVIEW_MIGRATIONS,
  resources: [reviewBinding],
  steps: reviewSteps,
  translations: MANAGEMENT_REVIEW_TRANSLATIONS,
  routes: reviewPrintRoute,
  alertSources: [reviewDueSource],
  // The module's tiles, its other parts' with them: one provider per area (the last part gathers).
  provide: () => provideService(dashboardTiles('evaluation'), evaluationDashboardTiles, 'evaluation'),
};
