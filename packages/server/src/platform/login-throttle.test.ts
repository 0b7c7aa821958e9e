import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginKnownAddress, loginThrottle } from './identity/tables.js';
import { ADMIN_PASSWORD, buildTestApp, login, type TestApp } from '../test/helpers.js';

/** Small thresholds so that each rule is reached in a few calls. */
const env = { LOGIN_MAX_PER_ACCOUNT_ADDRESS: '3', LOGIN_MAX_PER_ADDRESS: '6', LOGIN_MAX_PER_ACCOUNT: '5', LOGIN_BASE_DELAY: '30' };

describe('slowing repeated failed logins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(env);
  });
  // The throttle keeps all it knows in these two tables: each test starts with no failure and no known address.
  beforeEach(async () => {
    await t.database.db.delete(loginThrottle);
    await t.database.db.delete(loginKnownAddress);
  });
  afterAll(() => t.close());

  const attempt = (password: string, remoteAddress: string, username = 'admin') =>
    login(t, username, password, { remoteAddress, lang: 'en' });

  it('slows one address guessing one account, even when it then guesses right', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-pass', '198.51.100.7')).json.code).toBe(0);
    const blocked = await attempt(ADMIN_PASSWORD, '198.51.100.7');
    expect(blocked.status).toBe(429);
    expect(blocked.json.code).toBe(0);
    expect(blocked.json.msg).toMatch(/^Too many failed attempts, please try again in \d+ seconds$/);
    expect(Number(blocked.raw.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(blocked.raw.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it('lets the owner in from another address meanwhile', async () => {
    for (let i = 0; i < 3; i++) await attempt('wrong-pass', '198.51.100.7');
    expect((await attempt(ADMIN_PASSWORD, '203.0.113.9')).json.code).toBe(1);
  });

  it('slows one address spraying many accounts', async () => {
    for (let i = 0; i < 6; i++) await attempt('wrong-pass', '198.51.100.8', `user${i}x`);
    expect((await attempt(ADMIN_PASSWORD, '198.51.100.8')).status).toBe(429);
  });

  it('a distributed guesser slows unknown addresses but never the owner at a known one', async () => {
    expect((await attempt(ADMIN_PASSWORD, '203.0.113.10')).json.code).toBe(1); // the owner's usual address
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-pass', `198.51.100.${20 + i}`)).status).toBe(200);
    expect((await attempt(ADMIN_PASSWORD, '198.51.100.99')).status).toBe(429);
    expect((await attempt(ADMIN_PASSWORD, '203.0.113.10')).json.code).toBe(1);
  });

  it('doubles the wait with each failure past the limit', async () => {
    for (let i = 0; i < 3; i++) await attempt('wrong-pass', '198.51.100.30');
    const first = Number((await attempt('wrong-pass', '198.51.100.30')).raw.headers['retry-after']);
    // A blocked attempt is refused before the password is checked, so it does not count; count one by hand.
    await t.database.db.execute(`update login_throttle set blocked_until = null where key like 'aa:%'`);
    await attempt('wrong-pass', '198.51.100.30');
    const second = Number((await attempt('wrong-pass', '198.51.100.30')).raw.headers['retry-after']);
    expect(first).toBeLessThanOrEqual(30);
    expect(second).toBeGreaterThan(30);
    expect(second).toBeLessThanOrEqual(60);
  });
});
