import { describe, expect, it } from 'vitest';
import { checkClickCaptchaBody, isUnset, parseCaptchaInfo } from './captcha.js';
import { changeBindBody, ledgerQuery, profileBody, retrievePasswordBody } from './member-account.js';
import { EMAIL_EVENTS, emsSendBody, SMS_EVENTS, smsSendBody } from './member-messaging.js';
import { checkInBody, memberInfo } from './member.js';

const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('checkIn body', () => {
  it('a login names the account by username, email or mobile', () => {
    for (const username of ['Mariner_1', 'a@example.com', '13800138000']) {
      expect(checkInBody.safeParse({ tab: 'login', username, password: 'x' }).success, username).toBe(true);
    }
    expect(issuesOf(checkInBody.safeParse({ tab: 'login', username: '', password: '' }))).toEqual({ username: 'validate.required', password: 'validate.required' });
  });

  it('a registration applies the spec §5 rules and needs the address its type names, and a six-digit code', () => {
    const base = { tab: 'register', username: 'Mariner_1', password: 'Seaworthy_1', registerType: 'mobile', mobile: '13800138000', captcha: '123456' };
    expect(checkInBody.safeParse(base).success).toBe(true);
    expect(issuesOf(checkInBody.safeParse({ ...base, username: '1abc' }))).toEqual({ username: 'validate.account' });
    expect(issuesOf(checkInBody.safeParse({ ...base, password: "it's" }))).toEqual({ password: 'validate.password' });
    expect(issuesOf(checkInBody.safeParse({ ...base, captcha: '12345' }))).toEqual({ captcha: 'validate.code' });
    expect(issuesOf(checkInBody.safeParse({ ...base, mobile: undefined }))).toEqual({ mobile: 'validate.mobile' });
    expect(issuesOf(checkInBody.safeParse({ ...base, registerType: 'email' }))).toEqual({ email: 'validate.email' });
    expect(checkInBody.safeParse({ ...base, registerType: 'email', email: 'a@b.co' }).success).toBe(true);
    expect(checkInBody.safeParse({ ...base, tab: 'other' }).success).toBe(false);
    expect(issuesOf(checkInBody.safeParse({ ...base, extra: 1 }))).toHaveProperty('');
  });
});

describe('member info', () => {
  it('has the fields of spec §3 (tokens apart)', () => {
    expect(Object.keys(memberInfo.shape).sort()).toEqual(
      ['id', 'username', 'nickname', 'email', 'mobile', 'avatar', 'gender', 'birthday', 'money', 'score', 'lastlogintime', 'lastloginip', 'jointime', 'motto'].sort(),
    );
  });
});

describe('messaging bodies', () => {
  it('names BuildAdmin’s events and refuses others', () => {
    expect(EMAIL_EVENTS).toContain('user_email_verify');
    expect(SMS_EVENTS).toContain('user_mobile_verify');
    expect(emsSendBody.safeParse({ email: 'a@b.co', event: 'user_register', captchaId: 'abcdefgh12' }).success).toBe(true);
    expect(issuesOf(emsSendBody.safeParse({ email: 'a@b.co', event: 'user_change_mobile' }))).toEqual({ event: 'validate.invalidValue' });
    expect(issuesOf(smsSendBody.safeParse({ mobile: 'x', template_code: 'user_register' }))).toEqual({ mobile: 'validate.mobile' });
    expect(issuesOf(smsSendBody.safeParse({ mobile: '13800138000', template_code: 'user_register', captchaId: 'bad id!' }))).toEqual({ captchaId: 'captcha.required' });
  });
});

describe('account bodies', () => {
  it('profile: gender 0, 1 or 2; birthday a date or empty', () => {
    expect(profileBody.safeParse({ nickname: 'Pia', gender: 1, birthday: '1990-01-02' }).success).toBe(true);
    expect(profileBody.safeParse({ nickname: 'Pia', gender: 1, birthday: null }).success).toBe(true);
    expect(issuesOf(profileBody.safeParse({ nickname: 'Pia', gender: 3 }))).toEqual({ gender: 'validate.invalidValue' });
    expect(issuesOf(profileBody.safeParse({ nickname: 'Pia', gender: 0, birthday: '02/01/1990' }))).toEqual({ birthday: 'validate.invalid' });
  });

  it('changeBind needs the address of its type; retrievePassword a code and a valid new password', () => {
    expect(issuesOf(changeBindBody.safeParse({ type: 'mobile', captcha: '123456' }))).toEqual({ mobile: 'validate.mobile' });
    expect(issuesOf(retrievePasswordBody.safeParse({ type: 'email', account: 'a@b.co', captcha: '1234567', password: 'abc' }))).toEqual({
      captcha: 'validate.code',
      password: 'validate.password',
    });
  });

  it('ledger pages: defaults 1 and 10, at most 100 a page', () => {
    expect(ledgerQuery.parse({})).toEqual({ page: 1, limit: 10 });
    expect(ledgerQuery.parse({ page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 });
    expect(ledgerQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(ledgerQuery.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('click captcha', () => {
  it('reads clicks and the drawn size', () => {
    expect(parseCaptchaInfo('1,2-3,4;175;100')).toEqual({ clicks: [{ x: 1, y: 2 }, { x: 3, y: 4 }], renderedWidth: 175, renderedHeight: 100 });
    expect(parseCaptchaInfo('1,2;0;100')).toBeNull();
    expect(parseCaptchaInfo(`${Array.from({ length: 21 }, () => '1,1').join('-')};1;1`)).toBeNull();
  });

  it('unset in its usual spellings', () => {
    expect([true, 1, '1', 'true'].map((value) => isUnset(value as never))).toEqual([true, true, true, true]);
    expect([false, 0, '0', 'false', undefined].map((value) => isUnset(value as never))).toEqual([false, false, false, false, false]);
    expect(checkClickCaptchaBody.safeParse({ id: 'abcdefgh', info: '1,1;1;1', unset: 'maybe' }).success).toBe(false);
  });
});
