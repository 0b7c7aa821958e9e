import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authToken } from '../../platform/identity/tables.js';
import { buildTestApp, call, loginAdmin, type TestApp } from '../../test/helpers.js';
import { lastSmsCode, MEMBER_PASSWORD, memberCall, memberLogin, newMobile, registerMember, sendSmsCode, setSettings, type BuiltMember } from '../../test/members.js';
import { accountTicket, member, memberGroupRule, memberRule } from '../../platform/identity/member-tables.js';

describe('the member account (/api/account/*)', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    adminToken = (await loginAdmin(t)).token;
    await setSettings(t, { user_login_captcha: false });
  });
  afterAll(() => t.close());

  const get = (m: BuiltMember, url: string) => memberCall(t, m.token, { url });
  const post = (m: BuiltMember, url: string, body: Record<string, unknown>) => memberCall(t, m.token, { url, body });
  const adjust = async (m: BuiltMember, kind: 'MoneyLog' | 'ScoreLog', amount: number, memo: string) => {
    const field = kind === 'MoneyLog' ? 'money' : 'score';
    const { json } = await call(t, { url: `/admin/user.${kind}/add`, body: { user_id: m.id, [field]: amount, memo }, token: adminToken });
    expect(json.code, JSON.stringify(json)).toBe(1);
  };

  it('every account call needs the member’s token', async () => {
    for (const url of ['/api/account/overview', '/api/account/profile', '/api/account/balance', '/api/account/integral']) {
      expect((await memberCall(t, null, { url })).json.code, url).toBe(401);
    }
    expect((await memberCall(t, null, { url: '/api/account/changePassword', body: { oldPassword: 'a', newPassword: 'Harbour_77' } })).json.code).toBe(401);
  });

  it('profile: reads and saves nickname, gender, birthday, motto, avatar and username, with rules', async () => {
    const m = await registerMember(t, 'Profile_Pia');
    const read = await get(m, '/api/account/profile');
    expect(read.json.data.userInfo.username).toBe('Profile_Pia');
    expect(read.json.data.accountVerificationType).toEqual(['mobile']);
    const saved = await post(m, '/api/account/profile', { nickname: 'Pia', gender: 2, birthday: '1990-05-17', motto: 'Fair winds', avatar: '/storage/default/20260101/a.png' });
    expect(saved.json).toMatchObject({ code: 1, msg: 'Profile saved' });
    expect(saved.json.data.userInfo).toMatchObject({ nickname: 'Pia', gender: 2, birthday: '1990-05-17', motto: 'Fair winds', avatar: '/storage/default/20260101/a.png' });
    const cleared = await post(m, '/api/account/profile', { nickname: 'Pia', gender: 0, birthday: '' });
    expect(cleared.json.data.userInfo.birthday).toBe('');

    await registerMember(t, 'Taken_Tom');
    const bad: Array<[Record<string, unknown>, string, string]> = [
      [{ nickname: '', gender: 0 }, 'nickname', 'This field is required'],
      [{ nickname: 'x', gender: 3 }, 'gender', 'Must be one of'],
      [{ nickname: 'x', gender: 0, birthday: '2999-01-01' }, 'birthday', 'The birthday cannot be in the future'],
      [{ nickname: 'x', gender: 0, birthday: '1990-13-45' }, 'birthday', 'Invalid value'],
      [{ nickname: 'x', gender: 0, birthday: '1990-02-30' }, 'birthday', 'Invalid value'],
      [{ nickname: 'x', gender: 0, avatar: 'javascript:alert(1)' }, 'avatar', 'Upload an image'],
      [{ nickname: 'x', gender: 0, avatar: '/storage/a.png onerror=x' }, 'avatar', 'Upload an image'],
      [{ nickname: 'x', gender: 0, avatar: `/storage/${'a'.repeat(300)}.png` }, 'avatar', 'at most 255'],
      [{ nickname: 'x', gender: 0, username: 'TAKEN_TOM' }, 'username', 'This username is already taken'],
      [{ nickname: 'x', gender: 0, username: '9lives' }, 'username', 'Please enter a correct account'],
      [{ nickname: 'x', gender: 0, money: 100 }, 'money', 'Unknown field'],
    ];
    for (const [body, field, message] of bad) {
      const { json } = await post(m, '/api/account/profile', body);
      expect(json.code, JSON.stringify(body)).toBe(0);
      expect(json.data.errors[field], JSON.stringify(body)).toContain(message);
    }
    const [row] = await t.database.db.select().from(member).where(eq(member.id, m.id));
    expect(row!.money).toBe(0);
    // The own username in another case is fine.
    expect((await post(m, '/api/account/profile', { nickname: 'Pia', gender: 0, username: 'PROFILE_pia' })).json.code).toBe(1);
  });

  it('change password: needs the old one, ends every session, and the new one logs in', async () => {
    const m = await registerMember(t, 'Secret_Sam');
    const second = await memberLogin(t, 'Secret_Sam');
    const wrong = await post(m, '/api/account/changePassword', { oldPassword: 'Not_it_1', newPassword: 'Harbour_77' });
    expect(wrong.json).toMatchObject({ code: 0, data: { errors: { oldPassword: 'The old password is incorrect' } } });
    const weak = await post(m, '/api/account/changePassword', { oldPassword: MEMBER_PASSWORD, newPassword: 'a"b' });
    expect(weak.json.data.errors.newPassword).toContain('Please enter a correct password');
    const done = await post(m, '/api/account/changePassword', { oldPassword: MEMBER_PASSWORD, newPassword: 'Harbour_77' });
    expect(done.json).toMatchObject({ code: 1, msg: 'Password changed, please log in again' });
    expect((await get(m, '/api/user/index')).json.code).toBe(401);
    expect((await memberCall(t, second.json.data.userInfo.token, { url: '/api/user/index' })).json.code).toBe(401);
    expect((await call(t, { url: '/api/common/refreshToken', body: { refresh_token: m.refreshToken } })).json.code).toBe(401);
    const live = await t.database.db.select().from(authToken).where(eq(authToken.subject_id, m.id));
    expect(live.every((token) => token.revoked_at !== null)).toBe(true);
    expect((await memberLogin(t, 'Secret_Sam')).json.code).toBe(0);
    expect((await memberLogin(t, 'Secret_Sam', 'Harbour_77')).json.code).toBe(1);
  });

  it('retrieve password: the texted code resets it and ends every session; a stranger learns nothing', async () => {
    const m = await registerMember(t, 'Forgot_Fin');
    expect((await sendSmsCode(t, m.mobile, 'user_retrieve_pwd')).json.code).toBe(1);
    const code = await lastSmsCode(t, m.mobile);
    const reset = (body: Record<string, unknown>) => memberCall(t, null, { url: '/api/account/retrievePassword', body: { type: 'mobile', account: m.mobile, captcha: code, password: 'Harbour_88', ...body } });
    expect((await reset({ account: newMobile() })).json).toMatchObject({ code: 0, data: { errors: { captcha: 'Please enter the correct verification code' } } });
    expect((await reset({ captcha: code === '000000' ? '000001' : '000000' })).json.data.errors.captcha).toBe('Please enter the correct verification code');
    expect((await reset({})).json).toMatchObject({ code: 1, msg: 'Password reset, please log in with the new password' });
    expect((await get(m, '/api/user/index')).json.code).toBe(401);
    expect((await memberLogin(t, 'Forgot_Fin', 'Harbour_88')).json.code).toBe(1);
    // The code is spent.
    expect((await reset({ password: 'Harbour_99' })).json.data.errors.captcha).toBe('The verification code has expired, please get a new one');
  });

  it('change of mobile: prove the current one (a one-time ticket), then the new one with its own code', async () => {
    const m = await registerMember(t, 'Rebind_Rae');
    const newNumber = newMobile();
    // Without a proof of the current number, refused.
    await sendSmsCode(t, newNumber, 'user_change_mobile', {}, m.token);
    const newCode = await lastSmsCode(t, newNumber);
    const unproven = await post(m, '/api/account/changeBind', { type: 'mobile', mobile: newNumber, captcha: newCode });
    expect(unproven.json.data.errors.accountVerificationToken).toBe('Please verify your current mobile number before changing it');

    expect((await sendSmsCode(t, m.mobile, 'user_mobile_verify', { password: MEMBER_PASSWORD }, m.token)).json.code).toBe(1);
    const wrongProof = await post(m, '/api/account/verification', { type: 'mobile', captcha: '000000' === (await lastSmsCode(t, m.mobile)) ? '000001' : '000000' });
    expect(wrongProof.json.data.errors.captcha).toBe('Please enter the correct verification code');
    const proof = await post(m, '/api/account/verification', { type: 'mobile', captcha: await lastSmsCode(t, m.mobile) });
    expect(proof.json).toMatchObject({ code: 1, data: { type: 'mobile' } });
    const ticket = proof.json.data.accountVerificationToken as string;
    const [stored] = await t.database.db.select().from(accountTicket).where(eq(accountTicket.member_id, m.id));
    expect(stored!.ticket_hash).not.toBe(ticket);

    // A ticket for the other type does not do.
    const wrongType = await post(m, '/api/account/changeBind', { type: 'email', email: 'rae@example.com', captcha: '123456', accountVerificationToken: ticket });
    expect(wrongType.json.data.errors.password).toBe('The password is incorrect');

    const changed = await post(m, '/api/account/changeBind', { type: 'mobile', mobile: newNumber, captcha: newCode, accountVerificationToken: ticket });
    expect(changed.json).toMatchObject({ code: 1, msg: 'Changed successfully', data: { userInfo: { mobile: newNumber } } });
    expect((await memberLogin(t, newNumber)).json.code).toBe(1);
    // The ticket was spent with the change.
    const again = await post(m, '/api/account/changeBind', { type: 'mobile', mobile: newMobile(), captcha: newCode, accountVerificationToken: ticket });
    expect(again.json.data.errors.accountVerificationToken).toBe('Please verify your current mobile number before changing it');
  });

  it('change of binding: a member without an email gives the password; a taken address is refused', async () => {
    const m = await registerMember(t, 'Bind_Bo');
    const other = await registerMember(t, 'Bind_Cy');
    // The other member's number is taken.
    const taken = await sendSmsCode(t, other.mobile, 'user_change_mobile', {}, m.token);
    expect(taken.json.data.errors.mobile).toBe('This mobile number is already in use');
    // No current email: the password stands in for the proof; the code still comes from the new address
    // (sent here by the service itself, as mail is not configured in this test).
    const { VerificationCodes } = await import('../messaging/index.js');
    const issued = await new VerificationCodes(t.database.db).issue('bo@example.com', 'user_change_email', 600);
    if (!issued.ok) throw new Error('not issued');
    const noPassword = await post(m, '/api/account/changeBind', { type: 'email', email: 'bo@example.com', captcha: issued.code });
    expect(noPassword.json.data.errors.password).toBe('The password is incorrect');
    const bound = await post(m, '/api/account/changeBind', { type: 'email', email: 'bo@example.com', captcha: issued.code, password: MEMBER_PASSWORD });
    expect(bound.json.data.userInfo.email).toBe('bo@example.com');
    const missing = await post(m, '/api/account/changeBind', { type: 'email', captcha: '123456' });
    expect(missing.json.data.errors.email).toBe('Please enter a correct email address');
  });

  it('verification needs a current address', async () => {
    const m = await registerMember(t, 'Verify_Val');
    const { json } = await post(m, '/api/account/verification', { type: 'email', captcha: '123456' });
    expect(json.data.errors.type).toBe('Your account has no email address to verify');
  });

  it('balance and integral list only the caller’s lines, newest first, paged', async () => {
    const a = await registerMember(t, 'Ledger_Al');
    const b = await registerMember(t, 'Ledger_Bea');
    await adjust(a, 'MoneyLog', 1250, 'Top-up');
    await adjust(b, 'MoneyLog', 9900, 'Not yours');
    await adjust(a, 'MoneyLog', -250, 'Canteen');
    await adjust(a, 'MoneyLog', 1000, 'Bonus');
    await adjust(a, 'ScoreLog', 30, 'Drill attended');
    const page1 = await get(a, '/api/account/balance?page=1&limit=2');
    expect(page1.json.data.total).toBe(3);
    expect(page1.json.data.list.map((row: { memo: string }) => row.memo)).toEqual(['Bonus', 'Canteen']);
    expect(page1.json.data.list[0]).toMatchObject({ amount: 1000, before: 1000, after: 2000 });
    expect(page1.json.data.list[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const page2 = await get(a, '/api/account/balance?page=2&limit=2');
    expect(page2.json.data.list).toEqual([expect.objectContaining({ memo: 'Top-up', amount: 1250, before: 0, after: 1250 })]);
    const score = await get(a, '/api/account/integral');
    expect(score.json.data).toMatchObject({ total: 1, list: [{ amount: 30, before: 0, after: 30, memo: 'Drill attended' }] });
    const others = await get(b, '/api/account/balance');
    expect(others.json.data.list.map((row: { memo: string }) => row.memo)).toEqual(['Not yours']);
    const bounds = await get(a, '/api/account/balance?limit=500');
    expect(bounds.json.code).toBe(0);
    expect(bounds.json.data.errors.limit).toBeTruthy();
  });

  it('concurrent adjustments leave the member a consistent ledger: each line starts where the previous ended', async () => {
    const m = await registerMember(t, 'Ledger_Cat');
    await Promise.all(Array.from({ length: 10 }, (_, n) => adjust(m, 'MoneyLog', (n + 1) * 100, `Parallel ${n}`)));
    const { json } = await get(m, '/api/account/balance?limit=100');
    const lines = [...json.data.list].reverse() as Array<{ amount: number; before: number; after: number }>;
    expect(lines).toHaveLength(10);
    const ordered = [...lines].sort((x, y) => x.before - y.before);
    let running = 0;
    for (const line of ordered) {
      expect(line.before).toBe(running);
      expect(line.after).toBe(line.before + line.amount);
      running = line.after;
    }
    expect(running).toBe(5500);
    expect((await get(m, '/api/user/index')).json.data.userInfo.money).toBe(5500);
  });

  it('overview: seven days, oldest first, with today’s net changes, in the asked time zone', async () => {
    const m = await registerMember(t, 'Overview_Oz');
    await adjust(m, 'MoneyLog', 500, 'In');
    await adjust(m, 'MoneyLog', -200, 'Out');
    await adjust(m, 'ScoreLog', 7, 'Points');
    const { json } = await get(m, '/api/account/overview?tz=Asia/Shanghai');
    expect(json.data.days).toHaveLength(7);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect(json.data.days.at(-1)).toBe(today);
    expect(json.data.money).toEqual([0, 0, 0, 0, 0, 0, 300]);
    expect(json.data.score).toEqual([0, 0, 0, 0, 0, 0, 7]);
    expect(json.data.userInfo).toMatchObject({ username: 'Overview_Oz', money: 300, score: 7 });
    expect((await get(m, '/api/account/overview?tz=Mars/Olympus')).json.data.errors.tz).toBe('Invalid value');
  });

  it('each page needs its member rule: without it, 403', async () => {
    const m = await registerMember(t, 'Rights_Ray');
    const [balance] = await t.database.db.select().from(memberRule).where(eq(memberRule.name, 'account/balance'));
    await t.database.db.delete(memberGroupRule).where(eq(memberGroupRule.rule_id, balance!.id));
    const refused = await get(m, '/api/account/balance');
    expect(refused.json.code).toBe(403);
    expect(refused.status).toBe(403);
    expect((await get(m, '/api/account/integral')).json.code).toBe(1);
    const index = await get(m, '/api/user/index');
    expect(index.json.data.rights).not.toContain('account/balance');
    expect(index.json.data.menus[0].children.map((node: { name: string }) => node.name)).not.toContain('account/balance');
    await t.database.db.insert(memberGroupRule).values({ group_id: (await t.database.db.select().from(member).where(eq(member.id, m.id)))[0]!.group_id!, rule_id: balance!.id });
  });
});
