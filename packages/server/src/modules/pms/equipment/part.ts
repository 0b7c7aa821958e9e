import { PMS_EQUIPMENT_TRANSLATIONS } from '@vessel/contract';
import type { ModulePart } from '../../../platform/module.js';
import { EQUIPMENT_MIGRATIONS, equipmentResources } from './resources.js';
import { equipmentSteps } from './steps.js';

export { dueColumns, jobDone, moveJobDue, recomputeJobs, recordReading, refreshAllJobs, resetCounter } from './jobs.js';
export { component, counter, counterReading, job, type ComponentRow, type CounterRow, type CounterReadingRow, type JobRow } from './tables.js';

/**
 * The equipment (DOMAIN.md §4.6): the component tree per ship, counters and their readings, the job
 * definitions and their stored due state (`pms-due.ts`), the readings' and resets' steps and the copy of
 * a tree to a sister ship. The work and oversight parts build on `jobs.ts` and `tables.ts`.
 */
export const PART: ModulePart = {
  migrations: EQUIPMENT_MIGRATIONS,
  resources: equipmentResources,
  steps: equipmentSteps,
  translations: PMS_EQUIPMENT_TRANSLATIONS,
};
