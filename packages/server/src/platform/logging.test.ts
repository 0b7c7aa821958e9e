import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildLoggedTestApp, call, type TestApp } from '../test/helpers.js';
import { maskUrl } from './logging.js';

/** What the structured log of a real session holds: requests, yes; passwords and tokens, never. */
describe('structured logs keep secrets out', () => {
  let t: TestApp & { lines: string[] };
  let lines: string[];

  beforeAll(async () => {
    t = await buildLoggedTestApp();
    lines = t.lines;
  });
  afterAll(() => t.close());

  it('logs each request as JSON without passwords, tokens or signatures', async () => {
    const wrong = await call(t, { url: '/account/login_admin/', body: { username: 'admin', password: 'Wrong_secret_9' } });
    expect(wrong.json.code).toBe(0);
    const { json } = await call(t, { url: '/account/login_admin/', body: { username: 'admin', password: ADMIN_PASSWORD } });
    const { token, refreshToken } = json.data.userInfo;
    await call(t, { url: '/admin/index/index', token });
    await call(t, { url: '/api/common/refreshToken', body: { refresh_token: refreshToken } });
    await call(t, { url: `/admin/Nothing/here?token=${token}` });

    expect(lines.length).toBeGreaterThan(8);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const all = lines.join('\n');
    for (const secret of [ADMIN_PASSWORD, 'Wrong_secret_9', token, refreshToken, t.config.appSecret]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('/admin/index/index');
    expect(all).toContain('token=***');
  });

  it('masks credentials in query strings', () => {
    expect(maskUrl('/admin/Terminal/index?command=x&token=abc&uuid=1')).toBe('/admin/Terminal/index?command=x&token=***&uuid=1');
    expect(maskUrl('/a?refresh_token=abc')).toBe('/a?refresh_token=***');
    expect(maskUrl('/a?tokenish=1')).toBe('/a?tokenish=1');
  });
});
