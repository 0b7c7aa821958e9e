import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import { captchaSpots, infoFor, newCaptchaId, passedCaptcha } from '../../test/click-captcha.js';
import { lastSmsCode, MEMBER_PASSWORD, memberCall, memberLogin, newMobile, registerMember, sendSmsCode, setSettings } from '../../test/members.js';
import { startSmtp, smtpSettings, type TestSmtp } from '../../test/smtp.js';
import { call } from '../../test/helpers.js';

describe('sending verification codes (/api/Ems/send, /api/Sms/send)', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    t = await buildTestApp();
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  const ems = async (body: Record<string, unknown>, token: string | null = null, captcha = true) =>
    memberCall(t, token, { url: '/api/Ems/send', body: { ...(captcha ? await passedCaptcha(t) : {}), ...body } });
  const mailedCode = (to: string) => {
    const mail = [...smtp.mails].reverse().find((m) => m.to.some((address) => address.toLowerCase() === to.toLowerCase()));
    const code = mail ? /verification code is (\d{6})/.exec(mail.text)?.[1] : undefined;
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  };

  it('mail: refused while SMTP is not configured, without spending the captcha', async () => {
    const captcha = await passedCaptcha(t);
    const { json } = await memberCall(t, null, { url: '/api/Ems/send', body: { email: 'x@example.com', event: 'user_register', ...captcha } });
    expect(json).toMatchObject({ code: 0, msg: 'Sending codes by email is not configured' });
    await setSettings(t, smtpSettings(smtp));
    expect((await memberCall(t, null, { url: '/api/Ems/send', body: { email: 'x@example.com', event: 'user_register', ...captcha } })).json.code).toBe(1);
  });

  it('registers by email with the code read from a mail received by a real SMTP server', async () => {
    const sent = await ems({ email: 'Navigator@Example.com', event: 'user_register' });
    expect(sent.json).toMatchObject({ code: 1, msg: 'The verification code has been sent' });
    const mail = smtp.mails.at(-1)!;
    // (nodemailer writes the domain in lower case, as domains are case-blind)
    expect(mail.to.map((to) => to.toLowerCase())).toEqual(['navigator@example.com']);
    expect(mail.raw).toMatch(/^Subject: Registration verification code - /m);
    expect(mail.text).toContain('valid for 10 minutes');
    const { json } = await memberCall(t, null, {
      url: '/api/user/checkIn',
      body: { tab: 'register', username: 'Navigator', password: MEMBER_PASSWORD, registerType: 'email', email: 'Navigator@Example.com', captcha: mailedCode('Navigator@Example.com') },
    });
    expect(json.code).toBe(1);
    expect(json.data.userInfo.email).toBe('Navigator@Example.com');
    // The address is now taken, in any case.
    const again = await ems({ email: 'navigator@example.com', event: 'user_register' });
    expect(again.json).toMatchObject({ code: 0, data: { errors: { email: 'This email address is already in use' } } });
    expect((await memberLogin(t, 'NAVIGATOR@example.com', MEMBER_PASSWORD, await passedCaptcha(t))).json.code).toBe(1);
  });

  it('mails in the language of the request', async () => {
    await memberCall(t, null, { url: '/api/Ems/send', body: { email: 'zh@example.com', event: 'user_register', ...(await passedCaptcha(t)) }, lang: 'zh-cn' });
    const mail = smtp.mails.at(-1)!;
    // Headers carry UTF-8 as RFC 2047 encoded words (B or Q); the body says the code in Chinese.
    const words = [...mail.raw.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)].map(([, kind, text]) =>
      kind!.toUpperCase() === 'B' ? Buffer.from(text!, 'base64').toString('utf8') : Buffer.from(text!.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
    expect(words.join('')).toContain('注册账户验证码');
  });

  it('does not re-send to the same address for the same event within 60 seconds', async () => {
    expect((await ems({ email: 'often@example.com', event: 'user_register' })).json.code).toBe(1);
    const count = smtp.mails.length;
    const soon = await ems({ email: 'often@example.com', event: 'user_register' });
    expect(soon.json.code).toBe(0);
    expect(soon.json.msg).toMatch(/^A code was just sent, please try again in \d+ seconds$/);
    expect(soon.json.data.seconds).toBeGreaterThan(50);
    expect(smtp.mails.length).toBe(count);
  });

  it('needs a passed click captcha, one per code, unless the setting turns it off', async () => {
    const missing = await ems({ email: 'cap@example.com', event: 'user_register' }, null, false);
    expect(missing.json).toMatchObject({ code: 0, msg: 'Please complete the captcha first' });
    // A captcha answered wrongly is spent; a used one cannot be reused.
    const id = newCaptchaId();
    await call(t, { url: `/api/common/clickCaptcha?id=${id}` });
    const spots = await captchaSpots(t, id);
    const wrong = await ems({ email: 'cap@example.com', event: 'user_register', captchaId: id, captchaInfo: infoFor([...spots].reverse()) }, null, false);
    expect(wrong.json.msg).toBe('The correct area is not clicked, please try again!');
    const used = await passedCaptcha(t);
    expect((await ems({ email: 'cap1@example.com', event: 'user_register', ...used }, null, false)).json.code).toBe(1);
    expect((await ems({ email: 'cap2@example.com', event: 'user_register', ...used }, null, false)).json.msg).toBe('The captcha has expired, please refresh it');
    await setSettings(t, { user_code_captcha: false });
    expect((await ems({ email: 'cap3@example.com', event: 'user_register' }, null, false)).json.code).toBe(1);
    await setSettings(t, { user_code_captcha: true });
  });

  it('an undelivered mail is reported and may be asked again at once', async () => {
    await setSettings(t, { smtp_port: 1 });
    const failed = await ems({ email: 'lost@example.com', event: 'user_register' });
    expect(failed.json).toMatchObject({ code: 0, msg: 'The verification code could not be sent, please try again later' });
    await setSettings(t, { smtp_port: smtp.port });
    expect((await ems({ email: 'lost@example.com', event: 'user_register' })).json.code).toBe(1);
  });

  it('password reset codes go only to registered addresses', async () => {
    const unknown = await ems({ email: 'ghost@example.com', event: 'user_retrieve_pwd' });
    expect(unknown.json).toMatchObject({ code: 0, data: { errors: { email: 'No account uses this email address' } } });
    const noMobile = await sendSmsCode(t, newMobile(), 'user_retrieve_pwd');
    expect(noMobile.json.data.errors.mobile).toBe('No account uses this mobile number');
  });

  it('verify codes go to the logged-in member’s own address, after the password', async () => {
    const sailor = await registerMember(t, 'Verify_Vic');
    const anonymous = await sendSmsCode(t, sailor.mobile, 'user_mobile_verify', { password: MEMBER_PASSWORD });
    expect(anonymous.json).toMatchObject({ code: 0, msg: 'Please log in first' });
    const other = await sendSmsCode(t, newMobile(), 'user_mobile_verify', { password: MEMBER_PASSWORD }, sailor.token);
    expect(other.json.data.errors.mobile).toBe('Use the email address or mobile number bound to your account');
    const badPassword = await sendSmsCode(t, sailor.mobile, 'user_mobile_verify', { password: 'Wrong_pass1' }, sailor.token);
    expect(badPassword.json.data.errors.password).toBe('The password is incorrect');
    const ok = await sendSmsCode(t, sailor.mobile, 'user_mobile_verify', { password: MEMBER_PASSWORD }, sailor.token);
    expect(ok.json.code).toBe(1);
    expect(await lastSmsCode(t, sailor.mobile)).toMatch(/^\d{6}$/);
  });

  it('change codes need a member and a free address', async () => {
    const first = await registerMember(t, 'Change_Cal');
    const second = await registerMember(t, 'Change_Dee');
    expect((await sendSmsCode(t, newMobile(), 'user_change_mobile')).json.msg).toBe('Please log in first');
    expect((await sendSmsCode(t, second.mobile, 'user_change_mobile', {}, first.token)).json.data.errors.mobile).toBe('This mobile number is already in use');
    expect((await sendSmsCode(t, first.mobile, 'user_change_mobile', {}, first.token)).json.data.errors.mobile).toBe('This is already your mobile number');
    // A token that is not valid answers 401 (an expired one 409, so that the client refreshes and replays).
    expect((await sendSmsCode(t, newMobile(), 'user_change_mobile', {}, 'not-a-real-token-but-long-enough')).json.code).toBe(401);
  });

  it('the text message carries the code through the log provider; an unconfigured provider is refused', async () => {
    const mobile = newMobile();
    expect((await sendSmsCode(t, mobile, 'user_register')).json.code).toBe(1);
    expect(await lastSmsCode(t, mobile)).toMatch(/^\d{6}$/);
    await setSettings(t, { sms_provider: 'aliyun' });
    expect((await sendSmsCode(t, newMobile(), 'user_register')).json.msg).toBe('Sending codes by text message is not configured');
    expect((await call(t, { url: '/api/user/checkIn' })).json.data.accountVerificationType).toEqual(['email']);
    await setSettings(t, { sms_provider: 'log' });
  });

  it('refuses unknown events and malformed addresses with field messages', async () => {
    const event = await ems({ email: 'a@example.com', event: 'user_delete' });
    expect(event.json.data.errors.event).toMatch(/^Must be one of: user_register/);
    const address = await sendSmsCode(t, 'call me', 'user_register');
    expect(address.json.data.errors.mobile).toBe('Please enter the correct mobile number');
  });
});
