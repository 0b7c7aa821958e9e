import { describe, expect, it } from 'vitest';
import { adminInfo, adminLoginAnswer, adminLoginBody, refreshTokenAnswer, refreshTokenBody } from './account.js';

const validLogin = { username: 'admin', password: 'secret123' };

function issues(result: ReturnType<typeof adminLoginBody.safeParse>) {
  return result.success ? [] : result.error.issues;
}

describe('adminLoginBody (POST /account/login_admin/)', () => {
  it('accepts username and password alone', () => {
    expect(adminLoginBody.safeParse(validLogin)).toMatchObject({ success: true, data: validLogin });
  });

  it('accepts the optional captcha fields and keep', () => {
    const body = { ...validLogin, captchaId: 'c'.repeat(64), captchaInfo: 'i'.repeat(500), keep: true };
    expect(adminLoginBody.safeParse(body).success).toBe(true);
  });

  it('refuses an unknown key, naming it', () => {
    const result = adminLoginBody.safeParse({ ...validLogin, is_superuser: 1 });
    expect(result.success).toBe(false);
    expect(issues(result)).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['is_superuser'] })]);
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(16)],
    ['starts with a digit', '1admin'],
    ['missing', undefined],
  ])('a bad username (%s) fails on username with the key validate.account', (_label, username) => {
    const result = adminLoginBody.safeParse({ ...validLogin, username });
    expect(result.success).toBe(false);
    expect(issues(result)).toEqual([expect.objectContaining({ path: ['username'], message: 'validate.account' })]);
  });

  it.each([
    ['too short', '12345'],
    ['too long', 'x'.repeat(33)],
    ['contains <', 'abc<defg'],
    ['missing', undefined],
  ])('a bad password (%s) fails on password with the key validate.password', (_label, password) => {
    const result = adminLoginBody.safeParse({ ...validLogin, password });
    expect(result.success).toBe(false);
    expect(issues(result)).toEqual([expect.objectContaining({ path: ['password'], message: 'validate.password' })]);
  });

  it('accepts the username and password at their edges (3/15 and 6/32)', () => {
    expect(adminLoginBody.safeParse({ username: 'abc', password: '123456' }).success).toBe(true);
    expect(adminLoginBody.safeParse({ username: 'a'.repeat(15), password: 'p'.repeat(32) }).success).toBe(true);
  });

  it('refuses a captchaId over 64 and a captchaInfo over 500 characters', () => {
    expect(adminLoginBody.safeParse({ ...validLogin, captchaId: 'c'.repeat(65) }).success).toBe(false);
    expect(adminLoginBody.safeParse({ ...validLogin, captchaInfo: 'i'.repeat(501) }).success).toBe(false);
  });

  it('refuses keep that is not a boolean', () => {
    expect(adminLoginBody.safeParse({ ...validLogin, keep: 'true' }).success).toBe(false);
    expect(adminLoginBody.safeParse({ ...validLogin, keep: 1 }).success).toBe(false);
  });
});

describe('refreshTokenBody', () => {
  const token = 'T0ken_with-base64url'.padEnd(40, 'x');

  it('accepts a refresh_token', () => {
    expect(refreshTokenBody.safeParse({ refresh_token: token }).success).toBe(true);
  });

  it('refuses a missing refresh_token, a malformed one and an unknown key', () => {
    expect(refreshTokenBody.safeParse({}).success).toBe(false);
    expect(refreshTokenBody.safeParse({ refresh_token: 'short' }).success).toBe(false);
    const extra = refreshTokenBody.safeParse({ refresh_token: token, token });
    expect(extra.success).toBe(false);
    expect(extra.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['token'] });
  });
});

const sampleAdminInfo = {
  id: '1',
  username: 'admin',
  nickname: 'Admin',
  avatar: '/static/avatar.png',
  date_joined: '2024-01-01 00:00:00',
  super: true,
  is_superuser: 1,
  last_name: '',
  lastlogintime: null,
  dept_name: 'Fleet',
  department_id: '6f1c2a4e-0000-4000-8000-000000000001',
  department_name: 'Fleet department',
  dept_type: 'shore',
  is_leader: false,
  weight_type: 0,
};

describe('adminInfo (spec §3)', () => {
  it('accepts the fields of spec §3', () => {
    expect(adminInfo.safeParse(sampleAdminInfo).success).toBe(true);
    expect(adminInfo.safeParse({ ...sampleAdminInfo, lastlogintime: '2024-05-01 08:00:00' }).success).toBe(true);
  });

  it.each(['super', 'is_superuser', 'is_leader', 'weight_type', 'username', 'dept_name', 'department_id'])('requires %s', (field) => {
    const { [field as keyof typeof sampleAdminInfo]: _removed, ...rest } = sampleAdminInfo;
    expect(adminInfo.safeParse(rest).success).toBe(false);
  });

  it('types the flags: super and is_leader booleans, is_superuser and weight_type integers', () => {
    expect(adminInfo.safeParse({ ...sampleAdminInfo, super: 1 }).success).toBe(false);
    expect(adminInfo.safeParse({ ...sampleAdminInfo, is_leader: 'no' }).success).toBe(false);
    expect(adminInfo.safeParse({ ...sampleAdminInfo, is_superuser: true }).success).toBe(false);
    expect(adminInfo.safeParse({ ...sampleAdminInfo, weight_type: 1.5 }).success).toBe(false);
  });
});

describe('adminLoginAnswer', () => {
  it('requires the user info with token and refreshToken, and routePath', () => {
    const userInfo = { ...sampleAdminInfo, token: 't', refreshToken: 'r' };
    expect(adminLoginAnswer.safeParse({ userInfo, routePath: '/admin' }).success).toBe(true);
    expect(adminLoginAnswer.safeParse({ userInfo: sampleAdminInfo, routePath: '/admin' }).success).toBe(false);
    expect(adminLoginAnswer.safeParse({ userInfo: { ...userInfo, refreshToken: undefined }, routePath: '/admin' }).success).toBe(false);
    expect(adminLoginAnswer.safeParse({ userInfo }).success).toBe(false);
  });
});

describe('refreshTokenAnswer (spec §7: data.type and data.token)', () => {
  it.each(['admin-refresh', 'user-refresh'])('accepts type %s', (type) => {
    expect(refreshTokenAnswer.safeParse({ type, token: 't' }).success).toBe(true);
  });

  it('refuses another type', () => {
    expect(refreshTokenAnswer.safeParse({ type: 'admin', token: 't' }).success).toBe(false);
    expect(refreshTokenAnswer.safeParse({ type: 'user', token: 't' }).success).toBe(false);
  });

  it('requires token; refreshToken is optional', () => {
    expect(refreshTokenAnswer.safeParse({ type: 'user-refresh' }).success).toBe(false);
    expect(refreshTokenAnswer.safeParse({ type: 'user-refresh', token: 't', refreshToken: 'r' }).success).toBe(true);
  });
});
