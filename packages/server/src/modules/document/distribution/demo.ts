import type { ModuleContext } from '../../../platform/module.js';

export interface DemoDocumentsInput {
  today: string;
  ships: ReadonlyArray<{ id: string; dept_id: string; name_en: string }>;
  /** The demo's departments by code. */
  departments: ReadonlyMap<string, string>;
  /** The demo's people by user name (`tech_li`, `marine_wang`, `dpa_zhou`, `superintendent`...). */
  staff: ReadonlyMap<string, string>;
}

/** The demo's year of this area (DEMO_DATA=1); idempotent. Answers what it created, for the seed's log. */
export async function seedDemoDocuments(context: ModuleContext, input: DemoDocumentsInput): Promise<Record<string, number>> {
  void context;
  void input;
  return {};
}
