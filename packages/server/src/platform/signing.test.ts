import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, call, signature, type TestApp } from '../test/helpers.js';

describe('request signing (spec §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  // A route that needs a signature but no session: a refusal there can only come from the signature.
  const refresh = (headers: Record<string, string>, lang = 'en') =>
    call(t, { url: '/api/common/refreshToken', body: { refresh_token: 'x'.repeat(43) }, unsigned: true, headers, lang });

  it('accepts a correctly signed request', async () => {
    const { status, json } = await refresh(signature(t.config));
    expect(status).toBe(200);
    expect(json.code).toBe(401); // past the signature: the refresh token itself is unknown
  });

  it('refuses a request without signature headers, in the request language', async () => {
    const en = await refresh({});
    expect(en.status).toBe(401);
    expect(en.json).toMatchObject({ code: 0, msg: 'The request is not signed', data: null });
    const zh = await refresh({}, 'zh-cn');
    expect(zh.json.msg).toBe('请求未签名');
  });

  it.each([
    ['a wrong app key', { appkey: 'someone-else' }],
    ['a wrong checksum', { checksum: 'a'.repeat(32) }],
    ['a malformed nonce', { nonce: 'bad nonce!' }],
    ['a non-numeric time', { curtime: 'yesterday' }],
  ])('refuses %s', async (_name, override) => {
    const headers = signature(t.config, override);
    const { status, json } = await refresh(headers);
    expect(status).toBe(401);
    expect(json).toMatchObject({ code: 0, msg: 'The request signature is invalid' });
  });

  it('refuses a checksum made with another secret', async () => {
    const forged = signature({ ...t.config, appSecret: 'guessed-secret' });
    const { status, json } = await refresh(forged);
    expect(status).toBe(401);
    expect(json.msg).toBe('The request signature is invalid');
  });

  it('accepts a time 299 s away and refuses one 301 s away, on both sides of the clock', async () => {
    // The server's clock stands still on a whole second while the four requests run: with a moving clock
    // the fraction of the current second and the time the requests take shift each edge by up to a second
    // (301 s ahead was accepted on a slow machine).
    const now = Math.floor(Date.now() / 1000);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(now * 1000);
      for (const [offset, ok] of [
        [-299, true],
        [299, true],
        [-301, false],
        [301, false],
      ] as const) {
        const { status, json } = await refresh(signature(t.config, { curtime: String(now + offset) }));
        if (ok) expect(status, `offset ${offset}`).toBe(200);
        else expect(json.msg, `offset ${offset}`).toBe('The request signature has expired, please check your clock');
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a replayed nonce within the window', async () => {
    const headers = signature(t.config);
    expect((await refresh(headers)).status).toBe(200);
    const replay = await refresh(headers);
    expect(replay.status).toBe(401);
    expect(replay.json.msg).toBe('The request was already received');
  });

  it('does not ask pages, health or docs for a signature', async () => {
    expect((await call(t, { url: '/health', unsigned: true })).status).toBe(200);
    expect((await call(t, { url: '/docs/json', unsigned: true })).status).toBe(200);
    expect((await call(t, { url: '/client-config.js', unsigned: true })).status).toBe(200);
  });

  it('can be switched off for a deployment', async () => {
    const open = await buildTestApp({ REQUIRE_SIGNATURE: 'false' });
    try {
      const { status } = await call(open, { url: '/api/common/refreshToken', body: { refresh_token: 'x'.repeat(43) }, unsigned: true });
      expect(status).toBe(200);
    } finally {
      await open.close();
    }
  });
});
