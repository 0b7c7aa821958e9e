import { eq } from 'drizzle-orm';
import { seedDemoContingency } from '../modules/contingency/index.js';
import { seedDemoDocuments } from '../modules/document/index.js';
import { seedDemoEvaluation } from '../modules/evaluation/index.js';
import { seedDemoPms } from '../modules/pms/index.js';
import { seedDemoSuppliers } from '../modules/supplier/index.js';
import { admin } from '../platform/identity/tables.js';
import { call, type TestApp } from './helpers.js';
import { buildGroup, PASSWORD } from './factories.js';

/**
 * Suppliers, controlled documents, a year of maintenance and of drills, the company's evaluation (objectives,
 * masters' reviews, appraisals, management reviews) on the given ships, as the areas' demos make
 * them: tests that walk every resource (scope, recycle bin) get records of every kind and state without
 * repeating each area's forms. The office's departments and people are the root department and `admin`.
 */
export async function seedAreaRecords(t: TestApp, token: string, input: { today: string; company: string; ships: ReadonlyArray<{ id: string; dept_id: string; name_en: string }> }): Promise<void> {
  const must = async (url: string, body: Record<string, unknown>) => {
    const { json } = await call(t, { url, body, token, lang: 'en' });
    if (json.code !== 1) throw new Error(`${url} refused: ${JSON.stringify(json)}`);
    return json.data.row as { id: string };
  };
  // Each ship's master (the leader of its department node): documents are distributed to them.
  const masters = await buildGroup(t, token, { name: 'Masters', rights: ['fleet/ship/index'], data_scope: 'dept' });
  for (const [index, ship] of input.ships.entries()) {
    await must('/admin/auth.Admin/add', { username: `master_${index + 1}`, nickname: `Master ${ship.name_en}`, password: PASSWORD, status: 'enable', weight_type: 1, is_leader: true, department_id: ship.dept_id, group_arr: [masters.id] });
  }
  const [office] = await t.database.db.select({ id: admin.id }).from(admin).where(eq(admin.username, 'admin'));
  const demo = {
    today: input.today,
    ships: input.ships,
    departments: new Map(['QHSE', 'TECH', 'MARINE'].map((code) => [code, input.company] as [string, string])),
    staff: new Map(['tech_li', 'superintendent', 'dpa_zhou', 'marine_wang', 'crew_chen', 'gm_sun'].map((name) => [name, office!.id] as [string, string])),
  };
  await seedDemoSuppliers(t.app.moduleContext, demo);
  await seedDemoDocuments(t.app.moduleContext, demo);
  await seedDemoPms(t.app.moduleContext, demo);
  await seedDemoContingency(t.app.moduleContext, demo);
  await seedDemoEvaluation(t.app.moduleContext, demo);
  // A defect on every ship (the demo reports them on some ships only).
  for (const ship of input.ships) await must('/admin/pms.Defect/add', { ship_id: ship.id, reported_at: input.today, description: 'Galley exhaust fan vibrating', priority: 'P4' });
}
