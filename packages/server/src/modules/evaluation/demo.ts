import type { ModuleContext } from '../../platform/module.js';
import { seedDemoAppraisals } from './appraisal/demo.js';
import type { DemoEvaluationInput } from './demo-input.js';
import { seedDemoKpis } from './kpi/demo.js';
import { seedDemoMasterReviews } from './masters/demo.js';
import { seedDemoManagementReviews } from './review/demo.js';

/** The evaluation demo: objectives, master's reviews and appraisals first; the management review gathers them last. */
export async function seedDemoEvaluation(context: ModuleContext, input: DemoEvaluationInput): Promise<Record<string, number>> {
  return {
    ...(await seedDemoKpis(context, input)),
    ...(await seedDemoMasterReviews(context, input)),
    ...(await seedDemoAppraisals(context, input)),
    ...(await seedDemoManagementReviews(context, input)),
  };
}
