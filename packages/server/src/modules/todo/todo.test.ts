import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { todo } from './tables.js';

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
