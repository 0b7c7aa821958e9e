import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { seed } from '../../app.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { buildAssignment, buildDocument, buildSeafarer, buildShip, days, positionId } from '../../test/crew-factories.js';
import { typeCodes, typeId } from '../../test/cert-fixtures.js';
import { positionRequirement } from './tables.js';

/**
 * A fresh installation knows the STCW minimum of its seeded ranks: nomination checks it from the first
 * day. The matrix is the user's once seeded: a later start adds nothing back and changes nothing.
 */
describe('rank requirements on a fresh installation', () => {
  let t: TestApp;
  let root: string;
  let today: string;

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    today = await t.app.moduleContext.alerts.today();
  });
  afterAll(() => t.close());

  /** The rank's requirements as `CODE` (mandatory) or `CODE?` (listed only), for one ship type or all. */
  async function matrix(rank: string, shipType: string | null = null): Promise<string[]> {
    const codes = await typeCodes(t);
    const rows = await t.database.db
      .select({ cert_type_id: positionRequirement.cert_type_id, mandatory: positionRequirement.mandatory })
      .from(positionRequirement)
      .where(and(eq(positionRequirement.position_id, await positionId(t, rank)), shipType ? eq(positionRequirement.ship_type, shipType) : isNull(positionRequirement.ship_type)));
    return rows.map((row) => `${codes.get(row.cert_type_id)}${row.mandatory ? '' : '?'}`).sort();
  }

  it("requires the master's CoC II/2, GMDSS, fire fighting, medical care and the documents everyone needs", async () => {
    expect(await matrix('MSTR')).toEqual(['AFF', 'BST', 'COC_II_2_MASTER', 'FLAG_ENDORSEMENT?', 'GMDSS_GOC', 'MEDICAL', 'MEDICAL_CARE', 'PASSPORT', 'PSCRB', 'SEAMANS_BOOK']);
    expect(await matrix('MSTR', 'chemical_tanker')).toEqual(['TANKER_CHEM_ADV', 'TANKER_OIL_ADV', 'TANKER_OIL_CHEM_BASIC']);
    expect(await matrix('MSTR', 'lng_carrier')).toEqual(['TANKER_GAS_ADV', 'TANKER_GAS_BASIC']);
    expect(await matrix('MSTR', 'bulk_carrier')).toEqual([]);
  });

  it("requires an AB's CoC II/5 and basic safety; on a tanker the basic tanker training only", async () => {
    expect(await matrix('AB')).toEqual(['BST', 'COC_II_5', 'MEDICAL', 'PASSPORT', 'PSCRB', 'SEAMANS_BOOK']);
    expect(await matrix('AB', 'oil_tanker')).toEqual(['TANKER_OIL_CHEM_BASIC']);
    expect(await matrix('OS')).toEqual(['BST', 'COC_II_4', 'MEDICAL', 'PASSPORT', 'SEAMANS_BOOK']);
    expect(await matrix('C/E')).toEqual(['AFF', 'BST', 'COC_III_2_CE', 'FLAG_ENDORSEMENT?', 'MEDICAL', 'MFA', 'PASSPORT', 'PSCRB', 'SEAMANS_BOOK']);
    expect(await matrix('MSM')).toEqual(['BST', 'MEDICAL', 'PASSPORT', 'SEAMANS_BOOK']);
  });

  it('refuses to nominate an AB without a medical certificate, and says so; nominates once it is there', async () => {
    const ship = await buildShip(t, root, { name_en: 'FRESH START' });
    const ab = await buildSeafarer(t, root, { name_en: 'XU MING', name_zh: '徐明', rank: 'AB' });
    for (const code of ['PASSPORT', 'SEAMANS_BOOK', 'BST', 'PSCRB', 'COC_II_5']) await buildDocument(t, root, ab.id, code, days(today, 1500));
    const assignment = await buildAssignment(t, root, { seafarer_id: ab.id, ship_id: ship.id, rank: 'AB', join: days(today, 10), off: days(today, 250) });
    const en = (await call(t, { url: '/admin/crew.Assignment/nominate', token: root, lang: 'en', body: { ids: [assignment.id] } })).json;
    expect(en.data.done).toBe(0);
    expect(en.data.refused[0].reason).toBe('Documents for Able Seaman are missing or expire too soon: Medical Fitness Certificate: missing');
    expect(en.data.refused[0].documents).toMatchObject([{ cert_type_code: 'MEDICAL', kind: 'missing', needed_until: days(today, 280) }]);
    const zh = (await call(t, { url: '/admin/crew.Assignment/nominate', token: root, lang: 'zh-cn', body: { ids: [assignment.id] } })).json;
    expect(zh.data.refused[0].reason).toBe('一水所需证件缺失或有效期不足：健康证明：缺失');
    // Valid until the planned sign-off + 30 days: the least the seeded requirement accepts.
    await buildDocument(t, root, ab.id, 'MEDICAL', days(today, 280));
    const done = (await call(t, { url: '/admin/crew.Assignment/nominate', token: root, lang: 'en', body: { ids: [assignment.id] } })).json;
    expect(done).toMatchObject({ code: 1, data: { done: 1, refused: [] } });
  });

  it("keeps the user's changes when the server starts again: nothing added back, nothing reset", async () => {
    const rows = await t.database.db.select().from(positionRequirement);
    const medical = await typeId(t, 'MEDICAL');
    const ab = await positionId(t, 'AB');
    const target = rows.find((row) => row.position_id === ab && row.cert_type_id === medical)!;
    const edited = await call(t, { url: '/admin/crew.PositionRequirement/edit', token: root, lang: 'en', body: { id: target.id, position_id: ab, cert_type_id: medical, mandatory: true, min_validity_days: 90 } });
    expect(edited.json.code).toBe(1);
    const removed = rows.find((row) => row.position_id === ab && row.ship_type === null && row.cert_type_id !== medical)!;
    const deleted = await call(t, { method: 'DELETE', url: `/admin/crew.PositionRequirement/del?ids[]=${removed.id}`, token: root, lang: 'en' });
    expect(deleted.json.code).toBe(1);

    await seed(t.app);
    const after = await t.database.db.select().from(positionRequirement);
    expect(after).toHaveLength(rows.length - 1);
    expect(after.find((row) => row.id === removed.id)).toBeUndefined();
    expect(after.find((row) => row.id === target.id)?.min_validity_days).toBe(90);
  });
});
