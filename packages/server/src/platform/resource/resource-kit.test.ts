import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { buildDepartment, rootDepartmentId, superToken } from '../../test/factories.js';

/** The generic actions, exercised on departments (a tree with weights) and administrators (a paged list). */
describe('resource kit: the generic actions', () => {
  let t: TestApp;
  let token: string;
  let company: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    company = await rootDepartmentId(t, token);
    for (const name of ['Marine', 'Technical', 'Crewing', 'Purchasing', 'QHSE']) await buildDepartment(t, token, { name, pid: company });
  });
  afterAll(() => t.close());

  const get = (url: string) => call(t, { url, token, lang: 'en' });

  it('answers a tree for a tree resource', async () => {
    const { json } = await get('/admin/auth.Department/index');
    expect(json.code).toBe(1);
    expect(json.data.list).toHaveLength(1);
    expect(json.data.list[0].name).toBe('公司');
    expect(json.data.list[0].children.map((c: { name: string }) => c.name).sort()).toEqual(['Crewing', 'Marine', 'Purchasing', 'QHSE', 'Technical']);
    expect(json.data.total).toBe(6);
  });

  it('pages, orders and counts a flat list, never more than the limit', async () => {
    const noRole = await call(t, { url: '/admin/auth.Admin/add', token, lang: 'en', body: { username: 'deck99', nickname: 'Deck', password: 'Seaworthy_1', group_arr: [], weight_type: 1, status: 'enable' } });
    expect(noRole.json).toMatchObject({ code: 0, data: { errors: { group_arr: 'This field is required' } } });
    const groups = await call(t, { url: '/admin/auth.Group/add', token, body: { name: 'Deck', data_scope: 'all', status: 'enable', rules: [] } });
    for (let i = 0; i < 12; i++) {
      const { json } = await call(t, { url: '/admin/auth.Admin/add', token, body: { username: `deck${String(i).padStart(2, '0')}`, nickname: `Deck ${i}`, password: 'Seaworthy_1', group_arr: [groups.json.data.row.id], weight_type: 1, status: 'enable' } });
      expect(json.code).toBe(1);
    }
    const page1 = await get('/admin/auth.Admin/index?page=1&limit=5&order=username,asc');
    expect(page1.json.data.total).toBe(13);
    expect(page1.json.data.list.map((r: { username: string }) => r.username)).toEqual(['admin', 'deck00', 'deck01', 'deck02', 'deck03']);
    const page3 = await get('/admin/auth.Admin/index?page=3&limit=5&order=username,asc');
    expect(page3.json.data.list.map((r: { username: string }) => r.username)).toEqual(['deck09', 'deck10', 'deck11']);
    const over = await get('/admin/auth.Admin/index?limit=101');
    expect(over.json.code).toBe(0);
    expect(over.json.data.errors).toHaveProperty('limit');
  });

  it('quick search and column search work through declared fields only', async () => {
    const quick = await get(`/admin/auth.Admin/index?quickSearch=${encodeURIComponent('deck1')}`);
    expect(quick.json.data.list.map((r: { username: string }) => r.username).sort()).toEqual(['deck10', 'deck11']);
    const like = await get('/admin/auth.Admin/index?search[0][field]=username&search[0][operator]=LIKE&search[0][val]=ck0');
    expect(like.json.data.total).toBe(10);
    const eq = await get('/admin/auth.Admin/index?search[0][field]=username&search[0][operator]=eq&search[0][val]=deck05');
    expect(eq.json.data.list).toHaveLength(1);
    // Wildcards typed by the user are text, not patterns.
    const percent = await get(`/admin/auth.Admin/index?quickSearch=${encodeURIComponent('%')}`);
    expect(percent.json.data.total).toBe(0);
  });

  it('refuses unknown fields, undeclared operators and unsortable orders by name', async () => {
    const unknown = await get('/admin/auth.Admin/index?search[0][field]=password_hash&search[0][operator]=eq&search[0][val]=x');
    expect(unknown.json).toMatchObject({ code: 0, data: { errors: { 'search.password_hash': 'Unknown field' } } });
    const operator = await get('/admin/auth.Admin/index?search[0][field]=nickname&search[0][operator]=gt&search[0][val]=x');
    expect(operator.json.code).toBe(0);
    expect(operator.json.data.errors['search.nickname']).toMatch(/^Must be one of: LIKE$/);
    const badOperator = await get('/admin/auth.Admin/index?search[0][field]=username&search[0][operator]=DROP&search[0][val]=x');
    expect(badOperator.json.code).toBe(0);
    const order = await get('/admin/auth.Admin/index?order=password_hash,asc');
    expect(order.json).toMatchObject({ code: 0, data: { errors: { order: 'Unknown field' } } });
    const injection = await get(`/admin/auth.Admin/index?order=${encodeURIComponent('username;drop table admin,asc')}`);
    expect(injection.json.code).toBe(0);
    const badValue = await get('/admin/auth.Admin/index?search[0][field]=weight_type&search[0][operator]=eq&search[0][val]=abc');
    expect(badValue.json).toMatchObject({ code: 0, data: { errors: { 'search.weight_type': 'Invalid value' } } });
  });

  it('refuses filter values the column cannot hold: integers beyond its range, days that do not exist, years outside 1..9999', async () => {
    const filter = (field: string, operator: string, val: string) =>
      get(`/admin/auth.Admin/index?search[0][field]=${field}&search[0][operator]=${operator}&search[0][val]=${encodeURIComponent(val)}`);
    // weight_type is a smallint.
    for (const val of ['32768', '-32769', '2147483648', '99999999999999999999', '1e3', '0x10', '1.5']) {
      expect((await filter('weight_type', 'eq', val)).json, val).toMatchObject({ code: 0, data: { errors: { 'search.weight_type': 'Invalid value' } } });
    }
    expect((await filter('weight_type', 'eq', '32767')).json).toMatchObject({ code: 1, data: { total: 0 } });
    for (const val of ['2026-02-30,', '0000-01-01,', '99999-01-01,', ',-99999999999', '99999999999999,']) {
      expect((await filter('created_at', 'RANGE', val)).json, val).toMatchObject({ code: 0, data: { errors: { 'search.created_at': 'Invalid value' } } });
    }
    // What the web filter sends (unix seconds), and ISO dates, still filter.
    const now = Math.floor(Date.now() / 1000);
    expect((await filter('created_at', 'RANGE', `${now - 86_400},${now + 86_400}`)).json.data.total).toBeGreaterThan(0);
    expect((await filter('created_at', 'RANGE', '2000-02-29,2100-12-31')).json.data.total).toBeGreaterThan(0);
  });

  it('refuses a picked record that does not exist on its field, and writes nothing', async () => {
    const ghost = randomUUID();
    const child = await call(t, { url: '/admin/auth.Department/add', token, lang: 'en', body: { name: 'Ghost child', dept_type: 'shore_dept', pid: ghost, status: 'enable' } });
    expect(child.json).toMatchObject({ code: 0, data: { errors: { pid: 'The record does not exist or is outside your data scope' } } });
    const group = await call(t, { url: '/admin/auth.Group/add', token, lang: 'en', body: { name: 'Ghost rules', pid: null, data_scope: 'all', status: 'enable', rules: [ghost] } });
    expect(group.json).toMatchObject({ code: 0, data: { errors: { rules: 'The record does not exist or is outside your data scope' } } });
    expect((await get('/admin/auth.Department/index?quickSearch=Ghost')).json.data.total).toBe(0);
    expect((await get('/admin/auth.Group/index?quickSearch=Ghost')).json.data.total).toBe(0);
  });

  it('refuses a number beyond what an integer column holds, naming the bound', async () => {
    const { json } = await call(t, { url: '/admin/auth.Department/add', token, lang: 'en', body: { name: 'Heavy', dept_type: 'shore_dept', pid: company, status: 'enable', weigh: 2_147_483_648 } });
    expect(json).toMatchObject({ code: 0, data: { errors: { weigh: 'Must be at most 2147483647' } } });
  });

  it('remote select answers id and label (both languages of a bilingual name), filtered by quick_search, with tree links for trees', async () => {
    const { json } = await get(`/admin/auth.Department/index?select=true&quick_search=${encodeURIComponent('rew')}`);
    expect(json.data.list).toEqual([{ id: expect.any(String), label: 'Crewing', label_zh: 'Crewing', label_en: expect.any(String), pid: company }]);
  });

  it('remote select puts the ids a form already shows first, so a page limit never drops them', async () => {
    const last = (await get('/admin/auth.Admin/index?page=1&limit=1&order=username,desc')).json.data.list[0];
    const { json } = await get(`/admin/auth.Admin/index?select=true&limit=2&initValue=${last.id}`);
    expect(json.data.list).toHaveLength(2);
    expect(json.data.list[0]).toEqual({ id: last.id, label: last.nickname });
  });

  it('names the bound of a length check in its message', async () => {
    const { json } = await call(t, { url: '/admin/auth.Department/add', token, lang: 'en', body: { name: 'x'.repeat(51), dept_type: 'shore_dept', pid: company, status: 'enable' } });
    expect(json.data.errors.name).toBe('Must be at most 50 characters');
  });

  it('add validates against the declared form and refuses unknown fields', async () => {
    const { json } = await call(t, { url: '/admin/auth.Department/add', token, lang: 'en', body: { name: '', dept_type: 'spaceship', pid: company, flagship: true } });
    expect(json.code).toBe(0);
    expect(json.data.errors).toMatchObject({ name: 'This field is required', dept_type: expect.stringMatching(/^Must be one of/), flagship: 'Unknown field' });
  });

  it('edit reads and saves one record, and refuses to put a node under its own child', async () => {
    const marine = (await get('/admin/auth.Department/index?select=true&quick_search=Marine')).json.data.list[0];
    const child = await buildDepartment(t, token, { name: 'Nautical', pid: marine.id });
    const loop = await call(t, { url: '/admin/auth.Department/edit', token, lang: 'en', body: { id: marine.id, name: 'Marine', dept_type: 'shore_dept', pid: child.id, status: 'enable' } });
    expect(loop.json).toMatchObject({ code: 0, data: { errors: { pid: 'A record cannot be placed under itself or its own children' } } });
    const saved = await call(t, { url: '/admin/auth.Department/edit', token, body: { id: marine.id, name: 'Marine (海务部)', dept_type: 'shore_dept', pid: company, status: 'enable' } });
    expect(saved.json.code).toBe(1);
    expect((await get(`/admin/auth.Department/edit?id=${marine.id}`)).json.data.row.name).toBe('Marine (海务部)');
  });

  it('sortable swaps the weights of two records', async () => {
    const [a, b] = (await get('/admin/auth.Department/index?select=true&quick_search=r')).json.data.list;
    const weigh = async (id: string) => (await get(`/admin/auth.Department/edit?id=${id}`)).json.data.row.weigh;
    await call(t, { url: '/admin/auth.Department/edit', token, body: { id: a.id, name: a.label, dept_type: 'shore_dept', pid: company, status: 'enable', weigh: 5 } });
    await call(t, { url: '/admin/auth.Department/edit', token, body: { id: b.id, name: b.label, dept_type: 'shore_dept', pid: company, status: 'enable', weigh: 9 } });
    expect((await call(t, { url: '/admin/auth.Department/sortable', token, body: { id: a.id, targetId: b.id } })).json.code).toBe(1);
    expect([await weigh(a.id), await weigh(b.id)]).toEqual([9, 5]);
  });

  it('sortable moves a record past one of equal weight, keeping the others in order', async () => {
    const parent = await buildDepartment(t, token, { name: 'Fleet ops', pid: company });
    const [first, second, third] = [
      await buildDepartment(t, token, { name: 'Alpha desk', pid: parent.id }),
      await buildDepartment(t, token, { name: 'Bravo desk', pid: parent.id }),
      await buildDepartment(t, token, { name: 'Charlie desk', pid: parent.id }),
    ];
    const order = async () => {
      const { list } = (await get('/admin/auth.Department/index?quickSearch=desk')).json.data;
      const node = (list as Array<{ id: string; children: Array<{ name: string }> }>).find((row) => row.id === parent.id);
      return (node?.children ?? (list as Array<{ name: string }>)).map((row) => row.name);
    };
    const before = await order();
    expect(before).toHaveLength(3);
    const names = new Map([first, second, third].map((row) => [row.name as string, row.id as string]));
    // Move the last one up, past its neighbour of the same weight.
    const last = names.get(before[2]!)!;
    const neighbour = names.get(before[1]!)!;
    expect((await call(t, { url: '/admin/auth.Department/sortable', token, body: { id: last, targetId: neighbour } })).json.code).toBe(1);
    expect(await order()).toEqual([before[0], before[2], before[1]]);
  });

  it('del removes several records at once, refuses a parent whose children stay, and ignores bad ids', async () => {
    const parent = await buildDepartment(t, token, { name: 'Ops', pid: company });
    const kid = await buildDepartment(t, token, { name: 'Chartering', pid: parent.id });
    const refused = await call(t, { method: 'DELETE', url: `/admin/auth.Department/del?ids[]=${parent.id}`, token, lang: 'en' });
    expect(refused.json).toMatchObject({ code: 0, msg: 'Delete or move its children first' });
    const both = await call(t, { method: 'DELETE', url: `/admin/auth.Department/del?ids[]=${parent.id}&ids[]=${kid.id}`, token });
    expect(both.json).toMatchObject({ code: 1, data: { count: 2 } });
    const bad = await call(t, { method: 'DELETE', url: '/admin/auth.Department/del?ids[]=not-a-uuid', token });
    expect(bad.json.code).toBe(0);
    const none = await call(t, { method: 'DELETE', url: '/admin/auth.Department/del', token });
    expect(none.json.code).toBe(0);
  });
});
