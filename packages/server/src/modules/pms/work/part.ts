import { PMS_LOOKAHEAD_DEFAULT, PMS_LOOKAHEAD_SETTING, PMS_WORK_TRANSLATIONS } from '@vessel/contract';
import type { ModulePart } from '../../../platform/module.js';
import { WORK_MIGRATIONS, workResources } from './resources.js';
import { defectSteps, listenToPostponements, workOrderSteps } from './steps.js';

/**
 * The work (DOMAIN.md §4.6): work orders generated ahead of due from the job definitions and raised by
 * hand, completed with the spares they used (the stock lowered with them) and the running hours (a
 * reading of the counter), verified where the job asks, postponed only through the approval flow
 * (`pms_postpone`, critical equipment `pms_postpone_critical`); ship defects with their repair work
 * order and their NCR; the spares kept on board. The generation runs in the daily pass (the oversight
 * part's alert source prepares it) and after a completion; see generate.ts.
 */
export const PART: ModulePart = {
  migrations: WORK_MIGRATIONS,
  resources: workResources,
  steps: (context) => [...workOrderSteps(context), ...defectSteps()],
  settings: [{ name: PMS_LOOKAHEAD_SETTING, group: 'site', type: 'number', value: PMS_LOOKAHEAD_DEFAULT }],
  translations: PMS_WORK_TRANSLATIONS,
  start: (context) => listenToPostponements(context),
};
