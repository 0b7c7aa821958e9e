import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { department } from '../../platform/identity/tables.js';
import { todo } from '../../platform/todo/tables.js';

/** The web hides delete on automatic to-dos; the server is what refuses it. */
describe('to-dos: an automatic one cannot be deleted by hand', () => {
  let t: TestApp;
  let token: string;
  let autoId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    // As the alert engine opens one (its sources are tested with certificates).
    const [row] = await t.database.db
      .insert(todo)
      .values({ title: 'Renew LR-1', title_key: 'todo.certRenew', biz_type: 'cert_renew', biz_id: randomUUID(), source: 'certificate', auto: true, due_date: '2026-05-31' })
      .returning({ id: todo.id });
    autoId = row!.id;
  });
  afterAll(() => t?.close());

  const exists = async (id: string) => (await t.database.db.select({ id: todo.id }).from(todo).where(eq(todo.id, id))).length === 1;
  const del = (ids: string[], lang = 'en') => call(t, { method: 'DELETE', url: `/admin/todo.Todo/del?${ids.map((id) => `ids[]=${id}`).join('&')}`, token, lang });
  const addManual = async (title: string) => {
    const { json } = await call(t, { url: '/admin/todo.Todo/add', token, body: { title, priority: 'normal', status: 'open' } });
    expect(json.code).toBe(1);
    return json.data.row.id as string;
  };

  it('refuses deleting it, in en and zh-cn, alone or with a manual one, and deletes nothing', async () => {
    const manual = await addManual('Send crew list');
    const en = await del([autoId]);
    expect(en.json).toMatchObject({ code: 0, data: { errors: { ids: expect.stringContaining('closes by itself') } } });
    const zh = await del([manual, autoId], 'zh-cn');
    expect(zh.json).toMatchObject({ code: 0, data: { errors: { ids: expect.stringContaining('自动关闭') } } });
    expect(await exists(autoId)).toBe(true);
    expect(await exists(manual)).toBe(true);
  });

  it('deletes a manual one', async () => {
    const manual = await addManual('Order charts');
    const { json } = await del([manual]);
    expect(json.code).toBe(1);
    expect(await exists(manual)).toBe(false);
  });
});

describe('to-dos: the department view', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
  });
  afterAll(() => t?.close());

  it("lists a department's to-dos and those of every department below it (a fleet group's are its ships'), no other", async () => {
    const db = t.database.db;
    const node = async (name: string, dept_type: 'fleet_group' | 'ship' | 'shore_dept', pid: string | null) =>
      (await db.insert(department).values({ name, name_en: name, dept_type, code: `T-${name}`, pid }).returning({ id: department.id }))[0]!.id;
    const group = await node('Bulk fleet', 'fleet_group', null);
    const shipNode = await node('OCEAN TEST', 'ship', group);
    const deck = await node('OCEAN TEST deck', 'shore_dept', shipNode);
    const other = await node('Finance', 'shore_dept', null);
    for (const [title, dept] of [['group', group], ['ship', shipNode], ['deck', deck], ['other', other]] as const) {
      await db.insert(todo).values({ title, dept_id: dept, due_date: '2026-06-01' });
    }
    const titles = async (dept: string) => {
      const { json } = await call(t, { url: `/admin/todo.Todo/index?search[0][field]=dept_id&search[0][operator]=eq&search[0][val]=${dept}`, token });
      expect(json.code).toBe(1);
      return (json.data.list as Array<{ title: string }>).map((row) => row.title).sort();
    };
    expect(await titles(group)).toEqual(['deck', 'group', 'ship']);
    expect(await titles(shipNode)).toEqual(['deck', 'ship']);
    expect(await titles(other)).toEqual(['other']);
    // A list of departments stays a list of exactly those.
    const { json } = await call(t, { url: `/admin/todo.Todo/index?search[0][field]=dept_id&search[0][operator]=IN&search[0][val]=${group},${other}`, token });
    expect((json.data.list as Array<{ title: string }>).map((row) => row.title).sort()).toEqual(['group', 'other']);
  });
});
