import type { ModuleContext } from '../../platform/module.js';

/** What the demo hands every area (demo/seed-demo.ts): the day it is run for, the fleet and the people. */
export interface DemoEvaluationInput {
  today: string;
  ships: ReadonlyArray<{ id: string; dept_id: string; name_en: string }>;
  /** The demo's departments by code. */
  departments: ReadonlyMap<string, string>;
  /** The demo's people by user name (`tech_li`, `marine_wang`, `dpa_zhou`, `superintendent`...). */
  staff: ReadonlyMap<string, string>;
}

/** One part's demo: counts of what it made, empty when the demo was already there. */
export type PartDemo = (context: ModuleContext, input: DemoEvaluationInput) => Promise<Record<string, number>>;
