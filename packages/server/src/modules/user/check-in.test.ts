import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAdmin, type TestApp } from '../../test/helpers.js';
import { passedCaptcha } from '../../test/click-captcha.js';
import { lastSmsCode, MEMBER_PASSWORD, memberCall, memberLogin, newMobile, registerMember, sendSmsCode, setSettings } from '../../test/members.js';
import { member } from '../../platform/identity/member-tables.js';

describe('member registration and login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const register = async (body: Record<string, unknown>) => memberCall(t, null, { url: '/api/user/checkIn', body: { tab: 'register', password: MEMBER_PASSWORD, registerType: 'mobile', ...body } });

  it('GET checkIn tells the forms what is on: captcha, registration, verification types', async () => {
    const { json } = await call(t, { url: '/api/user/checkIn' });
    // SMTP is not set on a new installation; the log SMS provider is ready.
    expect(json.data).toEqual({ userLoginCaptchaSwitch: true, codeCaptchaSwitch: true, registerOpen: true, accountVerificationType: ['mobile'] });
    await setSettings(t, { smtp_host: '127.0.0.1', smtp_sender: 'noreply@example.com', member_register_open: false, user_login_captcha: false });
    expect((await call(t, { url: '/api/user/checkIn' })).json.data).toEqual({
      userLoginCaptchaSwitch: false,
      codeCaptchaSwitch: true,
      registerOpen: false,
      accountVerificationType: ['email', 'mobile'],
    });
    await setSettings(t, { smtp_host: '', member_register_open: true, user_login_captcha: true });
  });

  it('registers with a texted code, answers the member info and tokens, and logs the member in', async () => {
    const mobile = newMobile();
    expect((await sendSmsCode(t, mobile, 'user_register')).json).toMatchObject({ code: 1, msg: 'The verification code has been sent' });
    const { json } = await register({ username: 'Mariner_1', mobile, captcha: await lastSmsCode(t, mobile) });
    expect(json.code).toBe(1);
    expect(json.data.routePath).toBe('/user');
    expect(json.data.userInfo).toMatchObject({ username: 'Mariner_1', nickname: 'Mariner_1', mobile, email: '', gender: 0, money: 0, score: 0, birthday: '' });
    expect(json.data.userInfo.token).toMatch(/^[\w-]{40,}$/);
    expect(json.data.userInfo.refreshToken).toMatch(/^[\w-]{40,}$/);
    const index = await memberCall(t, json.data.userInfo.token, { url: '/api/user/index' });
    expect(index.json.code).toBe(1);
    expect(index.json.data.userInfo.username).toBe('Mariner_1');
    // The default group holds the member centre's menu.
    expect(index.json.data.rights).toEqual(expect.arrayContaining(['account/overview', 'account/profile', 'account/changePassword', 'account/balance', 'account/integral']));
    expect(index.json.data.menus).toHaveLength(1);
    expect(index.json.data.menus[0].children.map((node: { path: string }) => node.path)).toEqual([
      'account/overview',
      'account/profile',
      'account/changePassword',
      'account/balance',
      'account/integral',
    ]);
    expect(index.json.data.siteConfig.siteName).toBeTruthy();
    // The code was spent.
    const again = await register({ username: 'Mariner_2', mobile: newMobile(), captcha: await lastSmsCode(t, mobile) });
    expect(again.json.code).toBe(0);
  });

  it('refuses a username taken in any case, and an address already bound, without spending the code', async () => {
    await registerMember(t, 'Bosun_Ann');
    const mobile = newMobile();
    await sendSmsCode(t, mobile, 'user_register');
    const code = await lastSmsCode(t, mobile);
    const taken = await register({ username: 'bosun_ann', mobile, captcha: code });
    expect(taken.json).toMatchObject({ code: 0, data: { errors: { username: 'This username is already taken' } } });
    // The code still works for a free name.
    expect((await register({ username: 'Bosun_Ben', mobile, captcha: code })).json.code).toBe(1);
    // That mobile is now bound: another code for registering it is refused.
    const bound = await sendSmsCode(t, mobile, 'user_register');
    expect(bound.json).toMatchObject({ code: 0, data: { errors: { mobile: 'This mobile number is already in use' } } });
  });

  it('applies the account and password rules of spec §5 on the server', async () => {
    const mobile = newMobile();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ username: 'ab' }, 'username', 'Please enter a correct account'],
      [{ username: '1abc' }, 'username', 'Please enter a correct account'],
      [{ username: 'abc-def' }, 'username', 'Please enter a correct account'],
      [{ username: 'a'.repeat(16) }, 'username', 'Please enter a correct account'],
      [{ username: 'Valid_1', password: '12345' }, 'password', 'Please enter a correct password'],
      [{ username: 'Valid_1', password: 'abc<def1' }, 'password', 'Please enter a correct password'],
      [{ username: 'Valid_1', password: 'x'.repeat(33) }, 'password', 'Please enter a correct password'],
      [{ username: 'Valid_1', captcha: '12345' }, 'captcha', 'Please enter the 6-digit verification code'],
      [{ username: 'Valid_1', mobile: 'not a phone' }, 'mobile', 'Please enter the correct mobile number'],
      [{ username: 'Valid_1', mobile: '', registerType: 'mobile' }, 'mobile', 'Please enter the correct mobile number'],
      [{ username: 'Valid_1', registerType: 'email', email: 'nobody' }, 'email', 'Please enter a correct email address'],
    ];
    for (const [body, field, message] of cases) {
      const { json, status } = await register({ mobile, captcha: '123456', ...body });
      expect(status).toBe(200);
      expect(json.code, JSON.stringify(body)).toBe(0);
      expect(json.data.errors[field], JSON.stringify(body)).toContain(message);
    }
    expect(await t.database.db.select().from(member).where(eq(member.username, 'Valid_1'))).toHaveLength(0);
  });

  it('refuses registration when closed, or by a channel that is not configured', async () => {
    await setSettings(t, { member_register_open: false });
    const closed = await register({ username: 'Closed_1', mobile: newMobile(), captcha: '123456' });
    expect(closed.json).toMatchObject({ code: 0, msg: 'Registration is closed' });
    await setSettings(t, { member_register_open: true });
    const byEmail = await register({ username: 'Mailer_1', registerType: 'email', email: 'a@example.com', captcha: '123456' });
    expect(byEmail.json).toMatchObject({ code: 0, msg: 'Registration by email address is not available' });
  });

  it('logs in by username, email or mobile, any case, with the captcha when it is on', async () => {
    const built = await registerMember(t, 'Helm_Sue');
    await t.database.db.update(member).set({ email: 'Helm.Sue@Example.com' }).where(eq(member.id, built.id));
    const noCaptcha = await memberLogin(t, 'Helm_Sue');
    expect(noCaptcha.json).toMatchObject({ code: 0, msg: 'Please complete the captcha first' });
    for (const account of ['helm_sue', 'HELM.SUE@example.com', built.mobile, `${built.mobile.slice(0, 3)} ${built.mobile.slice(3)}`]) {
      const { json } = await memberLogin(t, account, MEMBER_PASSWORD, await passedCaptcha(t));
      expect(json.code, account).toBe(1);
      expect(json.data.userInfo.username).toBe('Helm_Sue');
      expect(json.data.routePath).toBe('/user');
    }
    // An unchecked captcha with its answer works once; a spent one does not.
    const direct = await passedCaptcha(t, { check: false });
    expect((await memberLogin(t, 'Helm_Sue', MEMBER_PASSWORD, direct)).json.code).toBe(1);
    expect((await memberLogin(t, 'Helm_Sue', MEMBER_PASSWORD, direct)).json.code).toBe(0);
    const [row] = await t.database.db.select().from(member).where(eq(member.id, built.id));
    expect(row!.last_login_at).toBeInstanceOf(Date);
    expect(row!.last_login_ip).toBe('127.0.0.1');
  });

  it('gives a wrong password, an unknown account and a disabled member the same answer, and slows a guesser', async () => {
    await setSettings(t, { user_login_captcha: false });
    const built = await registerMember(t, 'Cook_Dan');
    const wrong = await memberLogin(t, 'Cook_Dan', 'Wrong_pass1');
    const unknown = await memberLogin(t, 'Nobody_Here', MEMBER_PASSWORD);
    expect(wrong.json).toMatchObject({ code: 0, msg: 'Incorrect username or password' });
    expect(unknown.json).toMatchObject({ code: 0, msg: 'Incorrect username or password' });
    const { token } = await loginAdmin(t);
    const disabled = await call(t, { url: '/admin/user.User/edit', body: { id: built.id, username: 'Cook_Dan', nickname: 'Cook_Dan', gender: 0, status: 'disable' }, token });
    expect(disabled.json.code).toBe(1);
    expect((await memberLogin(t, 'Cook_Dan')).json).toMatchObject({ code: 0, msg: 'Incorrect username or password' });
    // Disabling ended the member's session.
    expect((await memberCall(t, built.token, { url: '/api/user/index' })).json.code).toBe(401);

    const guesser = { remoteAddress: '10.9.8.7' };
    await registerMember(t, 'Oiler_Eve');
    for (let n = 0; n < 5; n++) expect((await memberLogin(t, 'Oiler_Eve', `Guess_${n}xx`, {}, guesser)).json.code).toBe(0);
    const held = await memberLogin(t, 'Oiler_Eve', MEMBER_PASSWORD, {}, guesser);
    expect(held.status).toBe(429);
    expect(held.json.msg).toMatch(/try again in \d+ seconds/);
    // The owner at another address is not held back.
    expect((await memberLogin(t, 'Oiler_Eve')).json.code).toBe(1);
    await setSettings(t, { user_login_captcha: true });
  });

  it('logout ends the session; the member routes then answer 401', async () => {
    const built = await registerMember(t, 'Purser_Fay');
    const out = await memberCall(t, built.token, { url: '/api/user/logout', body: { refresh_token: built.refreshToken } });
    expect(out.json.code).toBe(1);
    expect((await memberCall(t, built.token, { url: '/api/user/index' })).json.code).toBe(401);
    const refreshed = await call(t, { url: '/api/common/refreshToken', body: { refresh_token: built.refreshToken } });
    expect(refreshed.json.code).toBe(401);
  });

  it('a closed member centre lets nobody log in or load it', async () => {
    const built = await registerMember(t, 'Closed_Cleo');
    await setSettings(t, { member_center_open: false });
    expect((await memberLogin(t, 'Closed_Cleo', MEMBER_PASSWORD, await passedCaptcha(t))).json).toMatchObject({ code: 0, msg: 'The member centre is closed' });
    expect((await memberCall(t, built.token, { url: '/api/user/index' })).json).toMatchObject({ code: 0, msg: 'The member centre is closed' });
    await setSettings(t, { member_center_open: true });
    expect((await memberCall(t, built.token, { url: '/api/user/index' })).json.code).toBe(1);
  });

  it('an admin token is not a member token', async () => {
    const { token } = await loginAdmin(t);
    expect((await memberCall(t, token, { url: '/api/user/index' })).json.code).toBe(401);
  });

  it('answers in zh-cn by default', async () => {
    const { json } = await call(t, { url: '/api/user/checkIn', body: { tab: 'login', username: 'x', password: 'y' } });
    expect(json.msg).toMatch(/\p{Script=Han}/u);
  });
});
