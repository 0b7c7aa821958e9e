import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { buildSeafarer } from '../../test/crew-factories.js';

interface Item {
  id: string;
  label: string;
  label_en?: string;
  label_zh?: string;
}

/**
 * The remote select every reference picker uses: a seafarer is found by Chinese name, passport (English)
 * name and seafarer number, ranks answer in both languages, and the list pages with a true total.
 */
describe('remote select', () => {
  let t: TestApp;
  let root: string;
  let wang: { id: string; seafarer_no: string };

  const select = async (path: string, params: Record<string, string | number>) => {
    const query = new URLSearchParams({ select: 'true', ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) });
    const { json } = await call(t, { url: `${path}index?${query.toString()}`, token: root });
    expect(json.code, JSON.stringify(json)).toBe(1);
    return json.data as { list: Item[]; total: number };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    wang = (await buildSeafarer(t, root, { name_en: 'WANG HAIYANG', name_zh: '王海洋', rank: 'AB' })) as { id: string; seafarer_no: string };
    for (let n = 0; n < 7; n += 1) await buildSeafarer(t, root, { name_en: `PAGER CREW ${n}`, name_zh: `翻页${n}`, rank: 'OS' });
  });
  afterAll(() => t.close());

  it('finds a seafarer by Chinese name, passport name and seafarer number', async () => {
    for (const term of ['王海洋', '海洋', 'haiyang', 'WANG HAI', wang.seafarer_no]) {
      const { list } = await select('/admin/crew.Seafarer/', { quick_search: term });
      expect(list.map((item) => item.id), term).toEqual([wang.id]);
    }
    const [item] = (await select('/admin/crew.Seafarer/', { quick_search: '王海洋' })).list;
    expect(item).toMatchObject({ label: 'WANG HAIYANG', label_en: 'WANG HAIYANG', label_zh: '王海洋' });
  });

  it('pages: the next page holds the rest, the total counts every match', async () => {
    const first = await select('/admin/crew.Seafarer/', { quick_search: 'PAGER', limit: 3, page: 1 });
    const second = await select('/admin/crew.Seafarer/', { quick_search: 'PAGER', limit: 3, page: 2 });
    const third = await select('/admin/crew.Seafarer/', { quick_search: 'PAGER', limit: 3, page: 3 });
    expect(first.total).toBe(7);
    expect([first.list.length, second.list.length, third.list.length]).toEqual([3, 3, 1]);
    const ids = [...first.list, ...second.list, ...third.list].map((item) => item.id);
    expect(new Set(ids).size).toBe(7);
  });

  it('keeps the ids a form shows on the first page only', async () => {
    const first = await select('/admin/crew.Seafarer/', { quick_search: 'PAGER', limit: 3, initValue: wang.id });
    expect(first.list[0]!.id).toBe(wang.id);
    const second = await select('/admin/crew.Seafarer/', { quick_search: 'PAGER', limit: 3, page: 2, initValue: wang.id });
    expect(second.list.map((item) => item.id)).not.toContain(wang.id);
  });

  it('names ranks in both languages, finds them by code, and narrows by a declared filter', async () => {
    const { list } = await select('/admin/crew.Position/', { quick_search: 'C/O' });
    expect(list.find((item) => item.label_en === 'Chief Officer')).toMatchObject({ label_zh: '大副' });
    const shore = await select('/admin/crew.Position/', { limit: 100, 'search[0][field]': 'kind', 'search[0][operator]': 'eq', 'search[0][val]': 'shore_post' });
    const ranks = await select('/admin/crew.Position/', { limit: 100, 'search[0][field]': 'kind', 'search[0][operator]': 'eq', 'search[0][val]': 'ship_rank' });
    expect(ranks.list.some((item) => item.label_en === 'Chief Officer')).toBe(true);
    expect(shore.list.some((item) => item.label_en === 'Chief Officer')).toBe(false);
  });

  it('answers a department in both languages', async () => {
    const { list } = await select('/admin/auth.Department/', {});
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expect(Object.keys(item)).toEqual(expect.arrayContaining(['label_en', 'label_zh']));
  });

  it('refuses a filter on an undeclared field, as the list does', async () => {
    const { json } = await call(t, { url: '/admin/crew.Seafarer/index?select=true&search[0][field]=password&search[0][val]=x', token: root });
    expect(json.code).toBe(0);
  });
});
