import { DOCUMENT_CONTROL_TRANSLATIONS } from '@vessel/contract';
import type { ModulePart } from '../../../platform/module.js';
import { reviewSource } from './alert-source.js';
import { controlResources } from './resources.js';
import { CONTROL_MIGRATIONS } from './schema.js';
import { controlRoutes } from './routes.js';
import { controlSteps, listenToApprovals } from './steps.js';

/**
 * The folder tree, documents and versions (see the module's index.ts): versions approved through the
 * `doc_issue` flows and issued on their effective date (at once, or by the daily run: the review
 * source's `prepare`), documents due for review alerting their owners, the full-text search route.
 */
export const PART: ModulePart = {
  migrations: CONTROL_MIGRATIONS,
  resources: controlResources,
  steps: controlSteps,
  alertSources: [reviewSource],
  routes: controlRoutes,
  start: listenToApprovals,
  translations: DOCUMENT_CONTROL_TRANSLATIONS,
};
