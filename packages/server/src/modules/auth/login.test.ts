import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_PASSWORD, buildTestApp, call, login, type TestApp } from '../../test/helpers.js';
import { admin, authToken } from '../../platform/identity/tables.js';

describe('admin login (POST /account/login_admin/)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('logs the seeded super administrator in and answers the admin info of spec §3 with tokens', async () => {
    const { status, json } = await login(t, 'admin', ADMIN_PASSWORD, { lang: 'en' });
    expect(status).toBe(200);
    expect(json.code).toBe(1);
    expect(json.msg).toBe('Login successful');
    expect(json.data.routePath).toBe('/admin');
    const info = json.data.userInfo;
    expect(info).toMatchObject({ username: 'admin', super: true, is_superuser: 1, is_leader: false, weight_type: 4 });
    for (const field of ['id', 'avatar', 'nickname', 'date_joined', 'last_name', 'lastlogintime', 'dept_name', 'department_name', 'department_id', 'dept_type']) {
      expect(info).toHaveProperty(field);
    }
    expect(info.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(info.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(info.token).not.toBe(info.refreshToken);
    expect(info.lastlogintime).not.toBeNull();
  });

  it('matches the username case-insensitively', async () => {
    const { json } = await login(t, 'ADMIN', ADMIN_PASSWORD);
    expect(json.code).toBe(1);
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrongPassword = await login(t, 'admin', 'not-the-password', { lang: 'en', remoteAddress: '10.9.0.1' });
    const unknownUser = await login(t, 'nobody', ADMIN_PASSWORD, { lang: 'en', remoteAddress: '10.9.0.2' });
    expect(wrongPassword.json).toMatchObject({ code: 0, msg: 'Incorrect username or password', data: null });
    expect(unknownUser.json).toMatchObject({ code: 0, msg: 'Incorrect username or password', data: null });
    expect(wrongPassword.status).toBe(unknownUser.status);
    const zh = await login(t, 'admin', 'not-the-password', { lang: 'zh-cn', remoteAddress: '10.9.0.3' });
    expect(zh.json.msg).toBe('用户名或密码不正确');
  });

  it('refuses a disabled account with the same answer, even with the right password', async () => {
    await t.database.db.insert(admin).values({ username: 'retired', password_hash: (await t.database.db.select().from(admin).limit(1))[0]!.password_hash, status: 'disable' });
    const { json } = await login(t, 'retired', ADMIN_PASSWORD, { lang: 'en' });
    expect(json).toMatchObject({ code: 0, msg: 'Incorrect username or password' });
  });

  it('keeps only hashes of passwords and tokens', async () => {
    const { json } = await login(t);
    const [row] = await t.database.db.select().from(admin).where(eq(admin.username, 'admin'));
    expect(row!.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row!.password_hash).not.toContain(ADMIN_PASSWORD);
    const tokens = await t.database.db.select().from(authToken);
    const stored = tokens.map((token) => token.token_hash);
    expect(stored).not.toContain(json.data.userInfo.token);
    expect(stored).not.toContain(json.data.userInfo.refreshToken);
    expect(stored.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  describe('bad input answers code 0 with a message per field, and never 500', () => {
    it('names each missing field', async () => {
      const { status, json } = await call(t, { url: '/account/login_admin/', body: {}, lang: 'en' });
      expect(status).toBe(200);
      expect(json.code).toBe(0);
      // Missing is said as such; the account and password rules are explained when a value breaks them (below).
      expect(json.data.errors).toEqual({ username: 'This field is required', password: 'This field is required' });
    });

    it('explains the account and password rules of spec §5 in both languages', async () => {
      const body = { username: '1abc', password: 'abc<def' };
      const en = await call(t, { url: '/account/login_admin/', body, lang: 'en' });
      expect(en.json.data.errors.username).toBe(
        'Please enter a correct account: 3 to 15 characters, starting with a letter, only letters, digits and underscores',
      );
      expect(en.json.data.errors.password).toBe('Please enter a correct password: 6 to 32 characters, without & < > " \'');
      expect(en.json.msg).toBe(en.json.data.errors.username);
      const zh = await call(t, { url: '/account/login_admin/', body, lang: 'zh-cn' });
      expect(zh.json.data.errors.username).toMatch(/账户名/);
    });

    it.each([
      ['wrong types', { username: 42, password: ['a'] }],
      ['oversize strings', { username: 'a'.repeat(5000), password: 'b'.repeat(5000) }],
      ['null fields', { username: null, password: null }],
      ['a wrongly typed keep flag', { username: 'admin', password: ADMIN_PASSWORD, keep: 'yes' }],
    ])('%s', async (_name, body) => {
      const { status, json } = await call(t, { url: '/account/login_admin/', body, lang: 'en' });
      expect(status).toBe(200);
      expect(json.code).toBe(0);
      expect(Object.keys(json.data.errors).length).toBeGreaterThan(0);
    });

    it('refuses unknown fields by name', async () => {
      const { json } = await call(t, { url: '/account/login_admin/', body: { username: 'admin', password: ADMIN_PASSWORD, role: 'super' }, lang: 'en' });
      expect(json.code).toBe(0);
      expect(json.data.errors).toEqual({ role: 'Unknown field' });
    });

    it('answers a body that is not JSON, or not an object, with code 0', async () => {
      for (const body of ['{"username":', '[]', '"admin"', 'null']) {
        const { status, json } = await call(t, {
          url: '/account/login_admin/',
          body,
          headers: { 'content-type': 'application/json' },
          lang: 'en',
        });
        expect(status, body).toBeLessThan(500);
        expect(json.code, body).toBe(0);
      }
    });

    it('answers a body over the limit with 413', async () => {
      const { status, json } = await call(t, {
        url: '/account/login_admin/',
        body: JSON.stringify({ username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
        lang: 'en',
      });
      expect(status).toBe(413);
      expect(json).toMatchObject({ code: 0, msg: 'The request is too large: at most 1 MB can be sent' });
    });
  });
});
