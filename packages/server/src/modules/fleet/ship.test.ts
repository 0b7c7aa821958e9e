import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { buildDepartment, rootDepartmentId, superToken } from '../../test/factories.js';
import { department } from '../../platform/identity/tables.js';
import { ship, shipStatusLog } from './tables.js';

/** OCEAN HARMONY of DOMAIN.md §6.1: Panama, CCS; 9074729 is a valid IMO number, 371 a Panamanian MID. */
const harmony = (fleetGroup: string) => ({
  name_en: 'OCEAN HARMONY',
  name_zh: '海和',
  imo_no: '9074729',
  mmsi: '371234560',
  call_sign: '3FHA9',
  flag: 'PA',
  ship_type: 'bulk_carrier',
  ship_subtype: 'Supramax',
  class_society: 'CCS',
  gt: 34800,
  dwt: 57000,
  loa: '189.99',
  built_year: 2012,
  trading_area: 'international',
  status: 'in_service',
  fleet_group_id: fleetGroup,
});

describe('ships', () => {
  let t: TestApp;
  let root: string;
  let company: string;
  let fleet: string;
  let shore: string;

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    company = await rootDepartmentId(t, root);
    fleet = (await buildDepartment(t, root, { name: '散货船队', pid: company, dept_type: 'fleet_group' })).id;
    shore = (await buildDepartment(t, root, { name: '海务部', pid: company, dept_type: 'shore_dept' })).id;
  });
  afterAll(() => t.close());

  const countShips = async () => (await t.database.db.select().from(ship)).length;
  const countDepartments = async () => (await t.database.db.select().from(department)).length;

  it('refuses a wrong IMO check digit with a clear message in both languages, and creates nothing', async () => {
    const [ships, departments] = [await countShips(), await countDepartments()];
    const en = await call(t, { url: '/admin/fleet.Ship/add', token: root, lang: 'en', body: { ...harmony(fleet), imo_no: '9074728' } });
    expect(en.json.code).toBe(0);
    expect(en.json.data.errors.imo_no).toBe('IMO number check digit is wrong: expected 9, got 8');
    const zh = await call(t, { url: '/admin/fleet.Ship/add', token: root, lang: 'zh-cn', body: { ...harmony(fleet), imo_no: '9074728' } });
    expect(zh.json.data.errors.imo_no).toBe('IMO 编号校验位错误：应为 9，实为 8');
    const format = await call(t, { url: '/admin/fleet.Ship/add', token: root, lang: 'en', body: { ...harmony(fleet), imo_no: '90747' } });
    expect(format.json.data.errors.imo_no).toBe('The IMO number must be 7 digits');
    expect([await countShips(), await countDepartments()]).toEqual([ships, departments]);
  });

  it("refuses an MMSI whose MID is not the flag's", async () => {
    const { json } = await call(t, { url: '/admin/fleet.Ship/add', token: root, lang: 'en', body: { ...harmony(fleet), mmsi: '477123456' } });
    expect(json.data.errors.mmsi).toBe('MMSI starts with 477, which is not a MID of the flag PA (expected 351, 352, 353, 354, 355, 356, 357, 370, 371, 372, 373, 374)');
  });

  it('places a ship only under the company or a fleet group', async () => {
    const { json } = await call(t, { url: '/admin/fleet.Ship/add', token: root, lang: 'en', body: { ...harmony(shore) } });
    expect(json.data.errors.fleet_group_id).toBe('Choose the company or a fleet group');
  });

  it('with a right IMO number creates the ship and its department node under the fleet group, and logs the status', async () => {
    const { json } = await call(t, { url: '/admin/fleet.Ship/add', token: root, lang: 'en', body: harmony(fleet) });
    expect(json.code).toBe(1);
    const row = json.data.row;
    expect(row).toMatchObject({ name_en: 'OCEAN HARMONY', imo_no: '9074729', fleet_group_id: fleet, fleet_group_id_label: '散货船队', loa: 189.99 });
    const [node] = await t.database.db.select().from(department).where(eq(department.id, row.dept_id));
    expect(node).toMatchObject({ pid: fleet, dept_type: 'ship', name: '海和', name_en: 'OCEAN HARMONY', code: '9074729', status: 'enable' });
    const log = await t.database.db.select().from(shipStatusLog).where(eq(shipStatusLog.ship_id, row.id));
    expect(log).toMatchObject([{ from_status: null, to_status: 'in_service' }]);
    const again = await call(t, { url: '/admin/fleet.Ship/add', token: root, lang: 'en', body: { ...harmony(fleet), name_en: 'OTHER' } });
    expect(again.json.data.errors.imo_no).toBe('A ship with this IMO number already exists');
  });

  it('renames the node with the ship, keeps the former name, and logs a status change only with its reason', async () => {
    const [row] = await t.database.db.select().from(ship).where(eq(ship.imo_no, '9074729'));
    const edit = (body: Record<string, unknown>) => call(t, { url: '/admin/fleet.Ship/edit', token: root, lang: 'en', body: { id: row!.id, ...harmony(fleet), ...body } });
    const noReason = await edit({ status: 'drydock' });
    expect(noReason.json.data.errors.status_reason).toBe('Please give the reason for the status change');
    const renamed = await edit({ name_en: 'OCEAN GRACE', name_zh: '海恩', status: 'drydock', status_reason: 'Special survey at Zhoushan', status_date: '2026-01-05' });
    expect(renamed.json.code).toBe(1);
    const [node] = await t.database.db.select().from(department).where(eq(department.id, row!.dept_id));
    expect(node).toMatchObject({ name: '海恩', name_en: 'OCEAN GRACE' });
    const detail = await call(t, { url: `/admin/fleet.Ship/detail?id=${row!.id}`, token: root, lang: 'en' });
    expect(detail.json.data.name_history).toMatchObject([{ name_en: 'OCEAN HARMONY', name_zh: '海和' }]);
    expect(detail.json.data.status_log.find((l: { to_status: string }) => l.to_status === 'drydock')).toMatchObject({ from_status: 'in_service', to_status: 'drydock', changed_on: '2026-01-05', reason: 'Special survey at Zhoushan', username: 'admin' });
    const scrapped = await edit({ name_en: 'OCEAN GRACE', name_zh: '海恩', status: 'scrapped', status_reason: 'Sold for recycling' });
    expect(scrapped.json.code).toBe(1);
    const back = await edit({ name_en: 'OCEAN GRACE', name_zh: '海恩', status: 'in_service', status_reason: 'Oops' });
    expect(back.json.data.errors.status).toBe('A ship cannot go from scrapped to in service');
  });

  it("will not let its department node be deleted from the tree, and retires it when the ship is deleted", async () => {
    const created = await call(t, { url: '/admin/fleet.Ship/add', token: root, lang: 'en', body: { ...harmony(fleet), name_en: 'EAST STAR', name_zh: '东星', imo_no: '9334545', mmsi: '', flag: 'HK' } });
    expect(created.json.code).toBe(1);
    const { id, dept_id } = created.json.data.row;
    const refused = await call(t, { method: 'DELETE', url: `/admin/auth.Department/del?ids[]=${dept_id}`, token: root, lang: 'en' });
    expect(refused.json).toMatchObject({ code: 0, msg: 'A ship uses this department as its own node: delete or move the ship instead' });
    const deleted = await call(t, { method: 'DELETE', url: `/admin/fleet.Ship/del?ids[]=${id}`, token: root, lang: 'en' });
    expect(deleted.json).toMatchObject({ code: 1, data: { count: 1 } });
    const [node] = await t.database.db.select().from(department).where(eq(department.id, dept_id));
    expect(node?.status).toBe('disable');
  });

  it('answers a ship outside the data scope, or unknown, as not found', async () => {
    const missing = await call(t, { url: '/admin/fleet.Ship/detail?id=00000000-0000-4000-8000-000000000000', token: root });
    expect(missing.status).toBe(404);
  });
});
