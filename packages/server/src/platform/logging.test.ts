import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, seed } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { ADMIN_PASSWORD, call, type TestApp } from '../test/helpers.js';
import { loggerOptions, maskUrl } from './logging.js';

/** What the structured log of a real session holds: requests, yes; passwords and tokens, never. */
describe('structured logs keep secrets out', () => {
  let t: TestApp;
  let database: Database;
  const lines: string[] = [];

  beforeAll(async () => {
    const config = loadConfig({ ADMIN_PASSWORD, DATABASE_URL: 'memory://', WEB_DIST: '/nonexistent', LOG_LEVEL: 'debug' });
    database = await openDatabase(config);
    await database.migrate();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp({ config, database, logger: { ...(loggerOptions('debug') as object), stream: sink } });
    await seed(app);
    t = { app, config, database, close: async () => {} };
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

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
