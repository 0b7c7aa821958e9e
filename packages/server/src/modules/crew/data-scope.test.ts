import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { buildAdmin, buildDepartment, buildGroup, rootDepartmentId, superToken, tokenOf } from '../../test/factories.js';
import { buildAssignment, clearRequirements, buildDocument, buildSeafarer, buildShip, certTypeId, days, step } from '../../test/crew-factories.js';

/**
 * A ship's own administrator (role data scope 'dept' on the ship's department node) sees that ship, its
 * crew (on board or assigned to it) and their documents, and its certificates; nothing of the other ship
 * or of the crew pool. A seafarer who signs off leaves the ship's sight with their documents.
 */
describe('crew data scope by ship', () => {
  let t: TestApp;
  let root: string;
  let master: string;
  let today: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    today = await t.app.moduleContext.alerts.today();
    // Scope and tracking, not documents: no rank requirement in the way.
    await clearRequirements(t);
    const company = await rootDepartmentId(t, root);
    const fleet = (await buildDepartment(t, root, { name: '散货船队', pid: company, dept_type: 'fleet_group' })).id;
    const shipA = await buildShip(t, root, { name_en: 'PACIFIC PIONEER', fleet_group_id: fleet });
    const shipB = await buildShip(t, root, { name_en: 'EAST STAR', fleet_group_id: fleet });
    Object.assign(ids, { shipA: shipA.id, shipB: shipB.id, deptA: shipA.dept_id });
    const a = await buildSeafarer(t, root, { name_en: 'WANG LEI', rank: 'AB' });
    const b = await buildSeafarer(t, root, { name_en: 'CHEN JUN', rank: 'AB' });
    const pool = await buildSeafarer(t, root, { name_en: 'LIU YANG', rank: 'AB' });
    Object.assign(ids, { a: a.id, b: b.id, pool: pool.id });
    for (const person of [a, b, pool]) await buildDocument(t, root, person.id, 'PASSPORT', days(today, 2000));
    ids.assignmentA = (await buildAssignment(t, root, { seafarer_id: a.id, ship_id: shipA.id, rank: 'AB', join: days(today, -10), off: days(today, 170) })).id;
    ids.assignmentB = (await buildAssignment(t, root, { seafarer_id: b.id, ship_id: shipB.id, rank: 'AB', join: days(today, 20), off: days(today, 200) })).id;
    await step(t, root, 'nominate', [ids.assignmentA, ids.assignmentB]);
    await step(t, root, 'approve', [ids.assignmentA]);
    await step(t, root, 'signOn', [ids.assignmentA], { date: days(today, -10) });
    for (const [shipId, no] of [[shipA.id, 'LL-A-1'], [shipB.id, 'LL-B-1']] as const) {
      const { json } = await call(t, {
        url: '/admin/cert.Certificate/add',
        token: root,
        lang: 'en',
        body: { holder_type: 'ship', ship_id: shipId, cert_type_id: await certTypeId(t, 'LL'), cert_no: no, term: 'full', issue_date: days(today, -400), expiry_date: days(today, 1400) },
      });
      if (json.code !== 1) throw new Error(JSON.stringify(json));
    }
    const rights = ['fleet/ship/index', 'crew/seafarer/index', 'crew/seafarer/edit', 'crew/assignment/index', 'crew/contract/index', 'cert/certificate/index', 'crew/seafarerDocument/index', 'crew/seaService/index'];
    const role = await buildGroup(t, root, { name: 'Ship office', rights, data_scope: 'dept' });
    await buildAdmin(t, root, { username: 'master_a', group_arr: [role.id], department_id: ids.deptA });
    master = await tokenOf(t, 'master_a');
  });
  afterAll(() => t.close());

  const list = async (url: string, field: string) => {
    const { json } = await call(t, { url, token: master });
    expect(json.code, url).toBe(1);
    return (json.data.list as Array<Record<string, string>>).map((row) => row[field]).sort();
  };

  it("sees only its own ship and the crew on board or assigned to it", async () => {
    expect(await list('/admin/fleet.Ship/index', 'name_en')).toEqual(['PACIFIC PIONEER']);
    expect(await list('/admin/crew.Seafarer/index', 'name_en')).toEqual(['WANG LEI']);
    expect(await list('/admin/crew.Assignment/index', 'id')).toEqual([ids.assignmentA]);
    expect(await list('/admin/crew.Assignment/tracking', 'name_en')).toEqual(['WANG LEI']);
  });

  it("sees its ship's certificates and its crew's documents, not the other ship's nor the pool's", async () => {
    expect(await list('/admin/cert.Certificate/index?limit=100', 'cert_no')).toEqual(expect.arrayContaining(['LL-A-1']));
    expect(await list('/admin/cert.Certificate/index?limit=100', 'cert_no')).not.toContain('LL-B-1');
    const documents = await call(t, { url: '/admin/crew.SeafarerDocument/index?limit=100', token: master });
    expect([...new Set(documents.json.data.list.map((row: { seafarer_id: string }) => row.seafarer_id))]).toEqual([ids.a]);
  });

  it('answers the other ship, its crew and its timeline as not found', async () => {
    expect((await call(t, { url: `/admin/fleet.Ship/detail?id=${ids.shipB}`, token: master })).status).toBe(404);
    expect((await call(t, { url: `/admin/crew.Seafarer/edit?id=${ids.b}`, token: master })).status).toBe(404);
    expect((await call(t, { url: `/admin/crew.Seafarer/detail?id=${ids.b}`, token: master })).status).toBe(404);
    expect((await call(t, { url: `/admin/crew.Seafarer/detail?id=${ids.a}`, token: master })).json.data.seafarer.name_en).toBe('WANG LEI');
    expect((await call(t, { url: `/admin/crew.Assignment/timeline?ship_id=${ids.shipB}&from=${today}&to=${days(today, 60)}`, token: master })).status).toBe(404);
  });

  it('loses sight of a seafarer who signs off, documents included', async () => {
    await step(t, root, 'signOff', [ids.assignmentA], { date: today });
    expect(await list('/admin/crew.Seafarer/index', 'name_en')).toEqual([]);
    const documents = await call(t, { url: '/admin/crew.SeafarerDocument/index?limit=100', token: master });
    expect(documents.json.data.list).toEqual([]);
    // Past assignments of the ship stay in its records.
    expect(await list('/admin/crew.Assignment/index', 'id')).toEqual([ids.assignmentA]);
  });
});
