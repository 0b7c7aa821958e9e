import { CONTINGENCY_PLANS_TRANSLATIONS } from '@vessel/contract';
import type { ModulePart } from '../../../platform/module.js';
import { PLAN_ALERT_SOURCES } from './alert-source.js';
import { PLANS_MIGRATIONS, plansResources } from './resources.js';

export { planTiles } from './tiles.js';

/**
 * The plans (DOMAIN.md §4.10; ISM 8): emergency plans per ship and for the shore, the company's emergency
 * response team with the external parties it calls, and the team's weekly duty roster; their gaps become
 * alerts here and tiles through the oversight part's provider (tiles.ts).
 */
export const PART: ModulePart = {
  migrations: PLANS_MIGRATIONS,
  resources: plansResources,
  alertSources: [...PLAN_ALERT_SOURCES],
  translations: CONTINGENCY_PLANS_TRANSLATIONS,
};
