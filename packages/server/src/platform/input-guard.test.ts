import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { adminLog, department } from './identity/tables.js';
import { buildTestApp, call, type TestApp } from '../test/helpers.js';
import { rootDepartmentId, superToken } from '../test/factories.js';
import { isStorableText, storableText, unstorablePath } from './input-guard.js';

describe('text the database cannot store', () => {
  it('finds a NUL or a lone surrogate in any string or key, and lets real characters pass', () => {
    expect(isStorableText('Ship 🚢 船 ⚓')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('\udc00')).toBe(false);
    expect(isStorableText('end\ud83d')).toBe(false);
    expect(unstorablePath({ name: 'ok', search: [{ field: 'x', val: 'a\u0000' }] })).toBe('search.0.val');
    expect(unstorablePath({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(unstorablePath('\u0000')).toBe('_');
    expect(unstorablePath({ a: [1, true, null, { b: '🚢' }] })).toBeNull();
    expect(unstorablePath(undefined)).toBeNull();
  });

  it('walks a body nested far deeper than a recursive walk could', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(unstorablePath(deep)).toBe(Array(10_000).fill('0').join('.'));
  });

  it('replaces what cannot be stored, for copies kept for the record', () => {
    expect(storableText('a\u0000b\ud800c🚢')).toBe('a\uFFFDb\uFFFDc🚢');
  });
});

describe('the input guard on every route', () => {
  let t: TestApp;
  let token: string;
  let company: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    company = await rootDepartmentId(t, token);
  });
  afterAll(() => t.close());

  const departments = async () => Number((await t.database.db.select({ n: count() }).from(department))[0]!.n);

  it('refuses a NUL in a body field on its field, in the caller’s language, and writes nothing', async () => {
    const before = await departments();
    const body = { name: 'Deck\u0000', pid: company, dept_type: 'shore_dept', status: 'enable' };
    const en = await call(t, { url: '/admin/auth.Department/add', body, token, lang: 'en' });
    expect(en.status).toBe(200);
    expect(en.json).toMatchObject({
      code: 0,
      msg: 'Contains a character that cannot be saved (a NUL character or a broken Unicode sequence)',
      data: { errors: { name: 'Contains a character that cannot be saved (a NUL character or a broken Unicode sequence)' } },
    });
    const zh = await call(t, { url: '/admin/auth.Department/add', body: { ...body, name: 'Deck\ud800' }, token, lang: 'zh-cn' });
    expect(zh.json).toMatchObject({ code: 0, data: { errors: { name: '包含无法保存的字符（空字符或残缺的 Unicode 编码）' } } });
    expect(await departments()).toBe(before);
  });

  it('still writes the administrator log line of the refused attempt, with the character replaced', async () => {
    await call(t, { url: '/admin/auth.Department/add', body: { name: 'Log\u0000me', pid: company, dept_type: 'shore_dept', status: 'enable' }, token, lang: 'en' });
    const [line] = await t.database.db.select().from(adminLog).where(eq(adminLog.url, '/admin/auth.Department/add')).orderBy(desc(adminLog.created_at)).limit(1);
    expect((line?.data as { body: { name: string } }).body.name).toBe('Log\uFFFDme');
  });

  it('refuses it in a query, on a public route and before a member logs in', async () => {
    const list = await call(t, { url: `/admin/auth.Admin/index?quickSearch=${encodeURIComponent('a\u0000')}`, token, lang: 'en' });
    expect(list.json).toMatchObject({ code: 0, data: { errors: { quickSearch: expect.stringContaining('cannot be saved') } } });
    const search = await call(t, { url: `/admin/auth.Admin/index?search[0][field]=username&search[0][operator]=LIKE&search[0][val]=${encodeURIComponent('\u0000')}`, token, lang: 'en' });
    expect(search.json).toMatchObject({ code: 0, data: { errors: { 'search.0.val': expect.any(String) } } });
    const login = await call(t, { url: '/api/user/checkIn', body: { tab: 'login', username: 'mate\u0000', password: 'Deckhand_7' }, lang: 'en' });
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ code: 0, data: { errors: { username: expect.any(String) } } });
  });

  it('still answers 401 first to a caller without a session', async () => {
    const { json } = await call(t, { url: '/admin/auth.Department/add', body: { name: '\u0000' }, lang: 'en' });
    expect(json.code).toBe(401);
  });
});
