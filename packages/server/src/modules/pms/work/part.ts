import { PMS_LOOKAHEAD_DEFAULT, PMS_LOOKAHEAD_SETTING, PMS_WORK_TRANSLATIONS } from '@vessel/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { companyToday } from '../../../platform/company-today.js';
import type { ModuleContext, ModulePart } from '../../../platform/module.js';
import { generateAfterPlanChange } from './generate.js';
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
  start: (context) => {
    listenToPostponements(context);
    followPlanChanges(context);
  },
};

/**
 * A job added or saved, or a counter read or reset (the equipment part's form and steps, which recompute
 * the jobs' due state in the same transaction), may bring a job within the look-ahead: its order is made at
 * once, inside that transaction, rather than at the next daily pass. Jobs copied with a component tree
 * (written by the equipment part itself, not the form) wait for the daily pass.
 */
function followPlanChanges(context: ModuleContext): void {
  const follow = async (resourceName: string, id: string, tx: Db, request: FastifyRequest) => {
    if (resourceName !== 'pms.Job' && resourceName !== 'pms.Counter') return;
    if (!context.registry.has('pms')) return;
    const today = await companyToday(request);
    const filter = resourceName === 'pms.Job' ? { jobIds: [id] } : { counterId: id };
    await generateAfterPlanChange(context.settings, tx, today, filter);
  };
  context.resourceHooks.onUpdate(({ resource, tx, request, after }) => follow(resource.name, after.id as string, tx, request));
  context.resourceHooks.onInsert(({ resource, tx, request, row }) => follow(resource.name, row.id as string, tx, request));
}
