import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_CHANNELS, ALERT_RECIPIENTS, DEPT_TYPES, GENDERS } from '@vessel/contract';
import { buildTestApp, fieldErrors, type TestApp } from '../test/helpers.js';
import { superToken } from '../test/factories.js';
import { memberCall, registerMember } from '../test/members.js';

/**
 * A value outside a field's options is refused with the options named, for text, number and list
 * fields alike (the fuzz suite found "Must be one of: " with the list left empty: a refinement's values
 * were not passed to the message).
 */
describe('messages of fields with options', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
  });
  afterAll(() => t.close());

  const errorsOf = (url: string, body: object, lang = 'en') => fieldErrors(t, { url, body, token, lang });

  it('names the options of a text, a number and a list field', async () => {
    expect((await errorsOf('/admin/auth.Department/add', { name: 'Deck', dept_type: 'galley', status: 'enable' })).dept_type).toBe(`Must be one of: ${DEPT_TYPES.join(', ')}`);
    expect((await errorsOf('/admin/user.User/add', { username: 'opt_check', gender: 7, status: 'enable' })).gender).toBe(`Must be one of: ${GENDERS.join(', ')}`);
    const rule = await errorsOf('/admin/alert.AlertRule/edit', { id: randomUUID(), recipients: ['captain'], channels: ['pigeon'] });
    expect(rule.recipients).toBe(`Must be one of: ${ALERT_RECIPIENTS.join(', ')}`);
    expect(rule.channels).toBe(`Must be one of: ${ALERT_CHANNELS.join(', ')}`);
    expect((await errorsOf('/admin/alert.AlertRule/edit', { id: randomUUID(), recipients: ['captain'] }, 'zh-cn')).recipients).toBe(`只能是以下值之一：${ALERT_RECIPIENTS.join(', ')}`);
  });

  it('names the values of a union of literals, and says "invalid" where a check cannot list any', async () => {
    const { token: member } = await registerMember(t, 'optioned');
    const profile = await memberCall(t, member, { url: '/api/account/profile', body: { username: 'optioned', nickname: 'O', gender: null } });
    expect(profile.json.data.errors.gender).toBe(`Must be one of: ${GENDERS.join(', ')}`);
    // The check-in's tab picks the union's branch; zod reports no list for it.
    const checkIn = await memberCall(t, null, { url: '/api/user/checkIn', body: { tab: 'sideways' } });
    expect(checkIn.json.data.errors.tab).toBe('Invalid value');
  });
});
