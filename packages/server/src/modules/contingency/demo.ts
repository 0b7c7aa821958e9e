import type { ModuleContext } from '../../platform/module.js';
import type { DemoContingencyInput } from './demo-input.js';
import { seedDemoDrills } from './oversight/demo.js';
import { seedDemoPlans } from './plans/demo.js';

/** The contingency demo: plans and the response team first (a drill's scenario names its plan), then a year of drills. */
export async function seedDemoContingency(context: ModuleContext, input: DemoContingencyInput): Promise<Record<string, number>> {
  return { ...(await seedDemoPlans(context, input)), ...(await seedDemoDrills(context, input)) };
}
