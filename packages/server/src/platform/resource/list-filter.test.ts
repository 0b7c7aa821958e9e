import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';

/**
 * Filters of a `date` column (a calendar day, PostgreSQL `date`), on the to-do's due date: days travel
 * as 'YYYY-MM-DD' and are compared as those days; unix seconds still read (old bookmarked links).
 */
describe('list filter: date columns by ISO days', () => {
  let t: TestApp;
  let token: string;
  const DAYS = ['2026-04-30', '2026-05-01', '2026-05-15', '2026-05-31', '2026-06-01'];

  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    for (const day of DAYS) {
      const added = await call(t, { url: '/admin/todo.Todo/add', token, body: { title: `Range ${day}`, due_date: day, priority: 'normal', status: 'open' } });
      expect(added.json.code).toBe(1);
    }
    const undated = await call(t, { url: '/admin/todo.Todo/add', token, body: { title: 'Range undated', due_date: null, priority: 'normal', status: 'open' } });
    expect(undated.json.code).toBe(1);
  });
  afterAll(() => t?.close());

  /** The due dates of the test's to-dos that the filter finds, in order. */
  const due = async (operator: string, val: string, lang = 'en') => {
    const query = new URLSearchParams({
      'search[0][field]': 'due_date',
      'search[0][operator]': operator,
      'search[0][val]': val,
      'search[1][field]': 'title',
      'search[1][operator]': 'LIKE',
      'search[1][val]': 'Range ',
      order: 'due_date,asc',
      limit: '100',
    });
    const { json } = await call(t, { url: `/admin/todo.Todo/index?${query}`, token, lang });
    return json;
  };
  const days = async (operator: string, val: string) => {
    const json = await due(operator, val);
    expect(json.code, JSON.stringify(json)).toBe(1);
    return json.data.list.map((row: { due_date: string | null }) => row.due_date);
  };

  it('finds a RANGE of days including both edge days, and only those', async () => {
    expect(await days('RANGE', '2026-05-01,2026-05-31')).toEqual(['2026-05-01', '2026-05-15', '2026-05-31']);
    expect(await days('RANGE', '2026-05-31,2026-05-31')).toEqual(['2026-05-31']);
    expect(await days('RANGE', '2026-05-31,')).toEqual(['2026-05-31', '2026-06-01']);
    expect(await days('RANGE', ',2026-05-01')).toEqual(['2026-04-30', '2026-05-01']);
  });

  it('compares single days as days', async () => {
    expect(await days('eq', '2026-05-15')).toEqual(['2026-05-15']);
    expect(await days('lt', '2026-05-01')).toEqual(['2026-04-30']);
    expect(await days('egt', '2026-05-31')).toEqual(['2026-05-31', '2026-06-01']);
  });

  it('still reads unix seconds (old links) as the UTC day of that moment', async () => {
    const seconds = (iso: string) => String(Date.parse(`${iso}T00:00:00Z`) / 1000);
    expect(await days('RANGE', `${seconds('2026-05-01')},${seconds('2026-05-31')}`)).toEqual(['2026-05-01', '2026-05-15', '2026-05-31']);
  });

  it('refuses a malformed day with a field error, in en and zh-cn', async () => {
    for (const val of ['2026-02-30,', '2026-5-1,', ',2026-05-01T00:00:00Z', 'May 1,', '0000-01-01,', '99999-01-01,', '2026-13-01,2026-05-31']) {
      expect(await due('RANGE', val), val).toMatchObject({ code: 0, data: { errors: { 'search.due_date': 'Invalid value' } } });
    }
    expect(await due('eq', '2026-02-29', 'zh-cn')).toMatchObject({ code: 0, data: { errors: { 'search.due_date': '值不正确' } } });
    // 2028 is a leap year: its 29 February is a day.
    expect(await days('RANGE', '2028-02-29,')).toEqual([]);
  });
});
