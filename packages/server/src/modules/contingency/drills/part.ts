import { CONTINGENCY_DRILLS_TRANSLATIONS } from '@vessel/contract';
import type { ModulePart } from '../../../platform/module.js';
import { DRILLS_MIGRATIONS, drillsResources } from './resources.js';
import { drillsRoutes } from './routes.js';
import { seedDrillTypes } from './seed.js';
import { drillsSteps } from './steps.js';

export { drillParticipation, type DrillParticipationRow } from './participation.js';
export { drillSchedule, type DrillScheduleRow } from './schedule.js';
export { drill, drillParticipant, drillType, type DrillParticipantRow, type DrillRow, type DrillTypeRow } from './tables.js';

/**
 * The drills (DOMAIN.md §3.6, §4.10): drill types and their frequencies, drill records with participants
 * on board that day, the master's signature, the office's review and deficiencies raised as NCRs; the
 * schedule and the participation share are computed (schedule.ts, participation.ts) for the oversight part.
 */
export const PART: ModulePart = {
  migrations: DRILLS_MIGRATIONS,
  resources: drillsResources,
  steps: drillsSteps,
  translations: CONTINGENCY_DRILLS_TRANSLATIONS,
  routes: drillsRoutes,
  async seed(context) {
    await seedDrillTypes(context.db);
  },
};
