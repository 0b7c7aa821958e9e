import { PMS_LOOKAHEAD_DEFAULT, PMS_LOOKAHEAD_SETTING, PMS_WORK_TRANSLATIONS } from '@vessel/contract';
import type { ModulePart } from '../../../platform/module.js';
import { WORK_MIGRATIONS, workResources } from './resources.js';
import { defectSteps, listenToPostponements, workOrderSteps } from './steps.js';

export { dailyWorkPass, generateAfterPlanChange, generateWorkOrders } from './generate.js';
export { defect, sparePart, workOrder, type DefectRow, type SparePartRow, type WorkOrderRow } from './tables.js';

/**
 * The work (DOMAIN.md §4.6): work orders generated ahead of due from the job definitions and raised by
 * hand, completed with the spares they used (the stock lowered with them) and the running hours (a
 * reading of the counter), verified where the job asks, postponed only through the approval flow
 * (`pms_postpone`, critical equipment `pms_postpone_critical`); ship defects with their repair work
 * order and their NCR; the spares kept on board. Orders are generated after a completion here, in the
 * daily pass (`dailyWorkPass`, for the module's daily job) and after the plan changes
 * (`generateAfterPlanChange`, for the equipment part's recompute after a job save or a reading).
 */
export const PART: ModulePart = {
  migrations: WORK_MIGRATIONS,
  resources: workResources,
  steps: (context) => [...workOrderSteps(context), ...defectSteps()],
  settings: [{ name: PMS_LOOKAHEAD_SETTING, group: 'site', type: 'number', value: PMS_LOOKAHEAD_DEFAULT }],
  translations: PMS_WORK_TRANSLATIONS,
  start: (context) => listenToPostponements(context),
};
