import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';

describe('members and their balance and score ledgers', () => {
  let t: TestApp;
  let token: string;
  let memberId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    const added = await call(t, { url: '/admin/user.User/add', token, body: { username: 'traveller', nickname: 'Traveller', password: 'Member_pass1', gender: 1, status: 'enable', email: 'traveller@example.com' } });
    expect(added.json.code).toBe(1);
    memberId = added.json.data.row.id;
  });
  afterAll(() => t.close());

  const adjust = (money: number, memo = 'Top-up') => call(t, { url: '/admin/user.MoneyLog/add', token, lang: 'en', body: { user_id: memberId, money, memo } });
  const balance = async () => (await call(t, { url: `/admin/user.User/edit?id=${memberId}`, token })).json.data.row.money;

  it('keeps money and score out of the member form', async () => {
    const edit = await call(t, { url: '/admin/user.User/edit', token, lang: 'en', body: { id: memberId, username: 'traveller', nickname: 'T', gender: 1, status: 'enable', money: 1_000_000 } });
    expect(edit.json).toMatchObject({ code: 0, data: { errors: { money: 'Unknown field' } } });
    expect(await balance()).toBe(0);
  });

  it('answers a taken username or email on its field', async () => {
    const clash = await call(t, { url: '/admin/user.User/add', token, lang: 'en', body: { username: 'TRAVELLER', nickname: 'x', password: 'Member_pass1', gender: 0, status: 'enable' } });
    expect(clash.json.data.errors.username).toBe('The same data already exists in the system!');
    const email = await call(t, { url: '/admin/user.User/add', token, lang: 'en', body: { username: 'other', nickname: 'x', password: 'Member_pass1', gender: 0, status: 'enable', email: 'Traveller@Example.com' } });
    expect(email.json.data.errors.email).toBe('The same data already exists in the system!');
  });

  it('writes a ledger line with before and after, and needs a memo', async () => {
    const line = await adjust(5000, 'Welcome credit');
    expect(line.json.data.row).toMatchObject({ money: 5000, before: 0, after: 5000, memo: 'Welcome credit', user_id_label: 'traveller' });
    expect(await balance()).toBe(5000);
    const noMemo = await call(t, { url: '/admin/user.MoneyLog/add', token, lang: 'en', body: { user_id: memberId, money: 100, memo: '' } });
    expect(noMemo.json.data.errors.memo).toBe('This field is required');
    expect((await adjust(0)).json.data.errors.money).toBe('The amount cannot be zero');
  });

  it('never lets the balance go below zero unless the setting allows it', async () => {
    const refused = await adjust(-6000, 'Overdraw');
    expect(refused.json.data.errors.money).toBe('The balance cannot go below zero');
    expect(await balance()).toBe(5000);
    await call(t, { url: '/admin/routine.Config/edit', token, body: { values: { balance_below_zero: true } } });
    expect((await adjust(-6000, 'Overdraw allowed')).json.data.row).toMatchObject({ before: 5000, after: -1000 });
    await call(t, { url: '/admin/routine.Config/edit', token, body: { values: { balance_below_zero: false } } });
    await adjust(1000, 'Settle');
  });

  it('keeps the ledger consistent under concurrent adjustments', async () => {
    await adjust(2000, 'Float for the test');
    const start = await balance();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => adjust(i % 2 ? 300 : -100, `Concurrent ${i}`)));
    expect(results.every((r) => r.json.code === 1)).toBe(true);
    const end = await balance();
    expect(end).toBe(start + 10 * 300 - 10 * 100);
    const lines = (await call(t, { url: `/admin/user.MoneyLog/index?limit=100&quickSearch=Concurrent`, token })).json.data.list as Array<{ before: number; after: number; money: number }>;
    expect(lines).toHaveLength(20);
    // Every line's after is its before plus its change, and the lines link up into one chain from start
    // to end: each value is left as often as it is reached, except the start (left once more) and the end.
    for (const line of lines) expect(line.after).toBe(line.before + line.money);
    const balanceOf = new Map<number, number>();
    for (const line of lines) {
      balanceOf.set(line.before, (balanceOf.get(line.before) ?? 0) + 1);
      balanceOf.set(line.after, (balanceOf.get(line.after) ?? 0) - 1);
    }
    const open = [...balanceOf.entries()].filter(([, n]) => n !== 0).sort(([a], [b]) => a - b);
    expect(open).toEqual([
      [start, 1],
      [end, -1],
    ].sort(([a], [b]) => a! - b!));
    expect(lines.map((l) => l.after)).toContain(end);
  });

  it('adjusts the score the same way', async () => {
    const line = await call(t, { url: '/admin/user.ScoreLog/add', token, body: { user_id: memberId, score: 30, memo: 'Sign-in bonus' } });
    expect(line.json.data.row).toMatchObject({ score: 30, before: 0, after: 30 });
    const refused = await call(t, { url: '/admin/user.ScoreLog/add', token, lang: 'en', body: { user_id: memberId, score: -31, memo: 'x' } });
    expect(refused.json.data.errors.score).toBe('The balance cannot go below zero');
  });
});
