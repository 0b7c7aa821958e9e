import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, call, loginAdmin, type TestApp } from '../../test/helpers.js';
import { hashToken } from '../../platform/tokens.js';
import { authToken } from '../../platform/identity/tables.js';

describe('POST /api/common/refreshToken', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: unknown, lang = 'en') => call(t, { url: '/api/common/refreshToken', body: { refresh_token: refreshToken }, lang });
  const age = (token: string, interval: string) =>
    t.database.db
      .update(authToken)
      .set({ created_at: sql`created_at - ${sql.raw(`interval '${interval}'`)}`, expires_at: sql`expires_at - ${sql.raw(`interval '${interval}'`)}` })
      .where(eq(authToken.token_hash, hashToken(token)));

  it('answers a new admin access token, without rotating a young refresh token', async () => {
    const { token, refreshToken } = await loginAdmin(t);
    const { json } = await refresh(refreshToken);
    expect(json.code).toBe(1);
    expect(json.data.type).toBe('admin-refresh');
    expect(json.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(json.data.token).not.toBe(token);
    expect(json.data).not.toHaveProperty('refreshToken');
    // The young refresh token keeps working.
    expect((await refresh(refreshToken)).json.code).toBe(1);
  });

  it('rotates a refresh token past half its life; the old one yields nothing after the grace period', async () => {
    const { refreshToken } = await loginAdmin(t);
    await age(refreshToken, '2 days'); // lifetime 3 days
    const rotated = await refresh(refreshToken);
    expect(rotated.json.code).toBe(1);
    const next = rotated.json.data.refreshToken as string;
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await refresh(next)).json.code).toBe(1);
    // Within the grace period a second tab may still use the old token for an access token.
    expect((await refresh(refreshToken)).json).toMatchObject({ code: 1, data: { type: 'admin-refresh' } });
  });

  it('revokes the whole family when a spent refresh token comes back', async () => {
    const { token, refreshToken } = await loginAdmin(t);
    await age(refreshToken, '2 days');
    const next = (await refresh(refreshToken)).json.data.refreshToken as string;
    await t.database.db
      .update(authToken)
      .set({ spent_at: sql`now() - interval '1 minute'` })
      .where(eq(authToken.token_hash, hashToken(refreshToken)));
    const replay = await refresh(refreshToken);
    expect(replay.json).toMatchObject({ code: 401, msg: 'Your login has expired, please log in again' });
    expect((await refresh(next)).json.code).toBe(401);
    expect((await call(t, { url: '/admin/index/index', token })).json.code).toBe(401);
  });

  it('refuses an expired, unknown or access token with 401 in the request language', async () => {
    const { token, refreshToken } = await loginAdmin(t);
    await t.database.db
      .update(authToken)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(authToken.token_hash, hashToken(refreshToken)));
    expect((await refresh(refreshToken)).json.code).toBe(401);
    expect((await refresh('Z'.repeat(43))).json.code).toBe(401);
    expect((await refresh(token)).json.code).toBe(401);
    expect((await refresh('Z'.repeat(43), 'zh-cn')).json.msg).toBe('登录已过期，请重新登录');
  });

  it('answers malformed refresh tokens with code 0', async () => {
    for (const bad of [undefined, '', 'short', 42, 'has spaces in it and is long enough', 'x'.repeat(500)]) {
      const { status, json } = await refresh(bad);
      expect(status).toBe(200);
      expect(json.code, String(bad)).toBe(0);
      expect(json.data.errors).toHaveProperty('refresh_token');
    }
  });
});
