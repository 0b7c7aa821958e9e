import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_RULES } from '@vessel/contract';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { passedCaptcha } from '../../test/click-captcha.js';
import { MEMBER_PASSWORD, memberCall, memberLogin } from '../../test/members.js';
import { defaultGroupId } from './member-menu.js';

/** A member an administrator adds without picking a group holds the default group's rights, as a registered one does. */
describe('members added by an administrator', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
  });
  afterAll(() => t.close());

  const add = (username: string, extra: Record<string, unknown> = {}) =>
    call(t, { url: '/admin/user.User/add', token, lang: 'en', body: { username, nickname: username, password: MEMBER_PASSWORD, gender: 0, status: 'enable', ...extra } });

  it('join the default group when none is chosen, and see the member centre', async () => {
    const fallback = await defaultGroupId(t.database.db);
    expect(fallback).toBeTruthy();
    for (const [username, extra] of [['Deck_Dan', {}], ['Deck_Eve', { group_id: '' }], ['Deck_Fay', { group_id: null }]] as const) {
      const added = await add(username, extra);
      expect(added.json.code, JSON.stringify(added.json)).toBe(1);
      expect(added.json.data.row.group_id).toBe(fallback);
    }
    const login = await memberLogin(t, 'Deck_Dan', MEMBER_PASSWORD, await passedCaptcha(t));
    expect(login.json.code).toBe(1);
    const index = await memberCall(t, login.json.data.userInfo.token, { url: '/api/user/index' });
    expect(index.json.data.rights).toEqual(expect.arrayContaining([MEMBER_RULES.overview, MEMBER_RULES.profile, MEMBER_RULES.balance]));
  });

  it('keep the group chosen for them', async () => {
    const other = await call(t, { url: '/admin/user.Group/add', token, lang: 'en', body: { name: 'Pilots', rules: [], status: 'enable' } });
    expect(other.json.code, JSON.stringify(other.json)).toBe(1);
    const added = await add('Deck_Gus', { group_id: other.json.data.row.id });
    expect(added.json.data.row.group_id).toBe(other.json.data.row.id);
  });
});
