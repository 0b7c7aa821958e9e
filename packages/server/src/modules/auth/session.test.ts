import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, call, loginAdmin, type TestApp } from '../../test/helpers.js';
import { hashToken } from '../../platform/tokens.js';
import { admin, authToken } from '../../platform/identity/tables.js';

describe('admin session: bootstrap, expiry, logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const index = (token?: string, lang = 'en') => call(t, { url: '/admin/index/index', ...(token ? { token } : {}), lang });

  it('GET /admin/index/index answers the shell bootstrap of CONTRACT.md', async () => {
    const { token } = await loginAdmin(t);
    const { json } = await index(token);
    expect(json.code).toBe(1);
    expect(json.data.adminInfo).toMatchObject({ username: 'admin', super: true, is_superuser: 1 });
    expect(json.data.adminInfo).not.toHaveProperty('password_hash');
    expect(json.data.menus.map((menu: { name: string }) => menu.name)).toContain('dashboard');
    expect(json.data.rights).toContain('dashboard');
    expect(Array.isArray(json.data.nav)).toBe(true);
    expect(json.data.siteConfig).toMatchObject({ siteName: expect.any(String), upload: { mode: 'local' } });
    // The default package manager is one this machine has (pnpm when installed): terminal-settings.test.ts.
    expect(json.data.terminal).toEqual({ packageManager: expect.any(String), port: '8000', installed: expect.arrayContaining([json.data.terminal.packageManager]) });
    expect(JSON.stringify(json.data)).not.toContain(t.config.appSecret);
  });

  it('shows a menu rule added, edited or deleted at once, though the rules are cached', async () => {
    const { token } = await loginAdmin(t);
    const names = async () => JSON.stringify((await index(token)).json.data.menus);
    expect(await names()).not.toContain('fleet/voyage');
    const added = await call(t, { url: '/admin/auth.Rule/add', token, body: { type: 'menu', title: '航次', name: 'fleet/voyage', path: 'fleet/voyage', menu_type: 'tab', keepalive: false, weigh: 0, status: 'enable' } });
    expect(added.json.code).toBe(1);
    expect(await names()).toContain('fleet/voyage');
    await call(t, { method: 'DELETE', url: `/admin/auth.Rule/del?ids[]=${added.json.data.row.id}`, token });
    expect(await names()).not.toContain('fleet/voyage');
  });

  it('answers 401 without a token, with a malformed header, or with a forged token', async () => {
    const { token } = await loginAdmin(t);
    for (const headers of [{}, { authorization: token }, { authorization: 'Bearer abc' }, { authorization: `Token ${'A'.repeat(43)}` }]) {
      const { status, json } = await call(t, { url: '/admin/index/index', headers, lang: 'en' });
      expect(status).toBe(200);
      expect(json.code).toBe(401);
    }
  });

  it('does not take a refresh token for an access token', async () => {
    const { refreshToken } = await loginAdmin(t);
    expect((await index(refreshToken)).json.code).toBe(401);
  });

  it('answers 409 for an expired access token, so that the client refreshes', async () => {
    const { token, refreshToken } = await loginAdmin(t);
    await t.database.db
      .update(authToken)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(authToken.token_hash, hashToken(token)));
    const expired = await index(token);
    expect(expired.json).toMatchObject({ code: 409, msg: 'Your session has expired' });
    const refreshed = await call(t, { url: '/api/common/refreshToken', body: { refresh_token: refreshToken } });
    expect(refreshed.json.code).toBe(1);
    expect((await index(refreshed.json.data.token)).json.code).toBe(1);
  });

  it('ends every session of an account that is disabled', async () => {
    await t.database.db.insert(admin).values({ username: 'second', password_hash: (await t.database.db.select().from(admin).limit(1))[0]!.password_hash });
    const { json } = await call(t, { url: '/account/login_admin/', body: { username: 'second', password: 'Harbour_2026' } });
    const token = json.data.userInfo.token;
    expect((await index(token)).json.code).toBe(1);
    await t.database.db.update(admin).set({ status: 'disable' }).where(eq(admin.username, 'second'));
    expect((await index(token)).json.code).toBe(401);
  });

  it('logout revokes the access and refresh tokens of that session only', async () => {
    const first = await loginAdmin(t);
    const second = await loginAdmin(t);
    const out = await call(t, { url: '/admin/index/logout', body: { refresh_token: first.refreshToken }, token: first.token, lang: 'en' });
    expect(out.json).toMatchObject({ code: 1, msg: 'Logged out' });
    expect((await index(first.token)).json.code).toBe(401);
    const refresh = await call(t, { url: '/api/common/refreshToken', body: { refresh_token: first.refreshToken } });
    expect(refresh.json.code).toBe(401);
    expect((await index(second.token)).json.code).toBe(1);
  });

  it('logout validates its body and needs a session', async () => {
    const { token } = await loginAdmin(t);
    expect((await call(t, { url: '/admin/index/logout', body: {}, token })).json.code).toBe(0);
    expect((await call(t, { url: '/admin/index/logout', body: { refresh_token: 'a'.repeat(43) } })).json.code).toBe(401);
  });
});
