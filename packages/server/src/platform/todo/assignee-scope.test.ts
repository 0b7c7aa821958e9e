import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, addMonths } from '@vessel/contract';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { buildAdmin, buildDepartment, buildGroup, rootDepartmentId, superToken } from '../../test/factories.js';
import { buildCertificate, typeId } from '../../test/cert-fixtures.js';
import { buildShip } from '../../test/crew-factories.js';
import { todo } from './tables.js';

/**
 * A to-do never links to a record its assignee cannot open: a person assigning one is refused on the
 * assignee's field, and the alert engine gives a ship's work only to someone who sees the ship.
 */
describe('to-do assignees see what the to-do links to', () => {
  let t: TestApp;
  let root: string;
  let today: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    today = await t.app.moduleContext.alerts.today();
    const company = await rootDepartmentId(t, root);
    ids.fleetA = (await buildDepartment(t, root, { name: 'Fleet A', pid: company, dept_type: 'fleet_group' })).id;
    ids.fleetB = (await buildDepartment(t, root, { name: 'Fleet B', pid: company, dept_type: 'fleet_group' })).id;
    const superintendents = await buildGroup(t, root, { name: 'Fleet A superintendents', rights: ['todo/todo', 'todo/todo/index'], data_scope: 'custom', departments: [ids.fleetA] });
    const office = await buildGroup(t, root, { name: 'Whole fleet', rights: ['todo/todo', 'todo/todo/index'], data_scope: 'all' });
    ids.supA = (await buildAdmin(t, root, { username: 'sup_a', group_arr: [superintendents.id], department_id: ids.fleetA })).id;
    ids.office = (await buildAdmin(t, root, { username: 'office_all', group_arr: [office.id], department_id: company })).id;
    const a1 = await buildShip(t, root, { name_en: 'ALPHA ONE', fleet_group_id: ids.fleetA, tech_superintendent_id: ids.supA, marine_superintendent_id: ids.office });
    // Fleet B's ship names A's superintendent first (a stale choice): he cannot open it.
    const b1 = await buildShip(t, root, { name_en: 'BRAVO ONE', fleet_group_id: ids.fleetB, tech_superintendent_id: ids.supA, marine_superintendent_id: ids.office });
    const b2 = await buildShip(t, root, { name_en: 'BRAVO TWO', fleet_group_id: ids.fleetB, tech_superintendent_id: ids.supA });
    Object.assign(ids, { a1: a1.id, b1: b1.id, b2: b2.id });
  }, 60_000);
  afterAll(() => t?.close());

  const add = (body: Record<string, unknown>, lang = 'en') => call(t, { url: '/admin/todo.Todo/add', token: root, lang, body: { title: 'Check the lashing gear', priority: 'normal', status: 'open', ...body } });

  it('refuses an assignee whose data scope does not hold the ship, in both languages, and writes nothing', async () => {
    const before = (await t.database.db.select({ id: todo.id }).from(todo)).length;
    const en = await add({ ship_id: ids.b1, assignee_admin_id: ids.supA });
    expect(en.json).toMatchObject({ code: 0, data: { errors: { assignee_admin_id: expect.stringContaining('outside their data scope') } } });
    const zh = await add({ ship_id: ids.b1, assignee_admin_id: ids.supA }, 'zh-cn');
    expect(zh.json.data.errors.assignee_admin_id).toContain('数据范围');
    expect((await t.database.db.select({ id: todo.id }).from(todo)).length).toBe(before);
    // His own fleet's ship, and a to-do of no ship, he may be given.
    expect((await add({ ship_id: ids.a1, assignee_admin_id: ids.supA })).json.code).toBe(1);
    expect((await add({ assignee_admin_id: ids.supA })).json.code).toBe(1);
    expect((await add({ ship_id: ids.b1, assignee_admin_id: ids.office })).json.code).toBe(1);
  });

  it('refuses moving a to-do to a ship its assignee cannot open, or handing it to one who cannot', async () => {
    const { json } = await add({ ship_id: ids.a1, assignee_admin_id: ids.supA });
    const id = json.data.row.id as string;
    const edit = (body: Record<string, unknown>) => call(t, { url: '/admin/todo.Todo/edit', token: root, lang: 'en', body: { id, title: 'Check the lashing gear', priority: 'normal', status: 'open', ...body } });
    expect((await edit({ ship_id: ids.b1 })).json.data.errors).toEqual({ assignee_admin_id: expect.any(String) });
    expect((await edit({ ship_id: ids.b1, assignee_admin_id: ids.office })).json.code).toBe(1);
    expect((await edit({ assignee_admin_id: ids.supA })).json.data.errors).toEqual({ assignee_admin_id: expect.any(String) });
  });

  it('gives a department only what lies in its tree or what one of its people can open', async () => {
    expect((await add({ ship_id: ids.b1, assignee_dept: ids.fleetA })).json.data.errors).toEqual({ assignee_dept: expect.stringContaining('Nobody in this department') });
    expect((await add({ ship_id: ids.a1, assignee_dept: ids.fleetA })).json.code).toBe(1);
    expect((await add({ ship_id: ids.b1, assignee_dept: ids.fleetB })).json.code).toBe(1);
  });

  it('has the alert engine assign a ship’s to-do to the first named person who can open it, else to nobody', async () => {
    const lr = await typeId(t, 'LIFERAFT');
    const expiry = addDays(today, 20);
    const certificates: Record<string, string> = {};
    for (const [name, shipId] of [['a1', ids.a1], ['b1', ids.b1], ['b2', ids.b2]] as const) {
      certificates[name] = (await buildCertificate(t, root, { ship_id: shipId, cert_type_id: lr, cert_no: `LR-${name}`, issue_date: addMonths(expiry, -12), expiry_date: expiry })).id;
    }
    await t.app.moduleContext.alerts.run(today);
    const opened = await t.database.db
      .select({ biz_id: todo.biz_id, assignee: todo.assignee_admin_id })
      .from(todo)
      .where(and(eq(todo.auto, true), inArray(todo.biz_id, Object.values(certificates))));
    const assigneeOf = (name: string) => opened.find((row) => row.biz_id === certificates[name])?.assignee;
    expect(assigneeOf('a1')).toBe(ids.supA);
    expect(assigneeOf('b1')).toBe(ids.office);
    expect(opened.some((row) => row.biz_id === certificates.b2)).toBe(true);
    expect(assigneeOf('b2')).toBeNull();
  });
});
