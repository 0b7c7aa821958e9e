import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { buildTestApp, call, signature, type TestApp } from '../test/helpers.js';
import { RedisNonceStore } from './signing.js';
import { requestNonce } from './tables.js';

/**
 * Signing nonces in Redis (REDIS_URL). Runs where a Redis server is reachable: scripts/test.mjs and
 * .ci/run set TEST_REDIS_URL when one answers, and vitest.config.ts leaves this file out otherwise.
 * The server reaches Redis through a TCP relay of the test's own, which the test cuts to play an outage.
 */
const REDIS = process.env.TEST_REDIS_URL!;

/** Forwards every connection to Redis until cut; `cut()` drops open connections and refuses new ones. */
function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const cut = () => {
    open = false;
    for (const socket of sockets) socket.destroy();
  };
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))),
    cut,
    restore: () => {
      open = true;
    },
    close: () => new Promise<void>((resolve) => (cut(), server.close(() => resolve()))),
  };
}

describe('signing nonces in Redis', () => {
  const target = new URL(REDIS);
  const link = relay(target);
  let url: string;
  let t: TestApp;
  let other: TestApp;
  const redis = createClient({ url: REDIS });

  beforeAll(async () => {
    const port = await link.listen();
    const through = new URL(REDIS);
    through.hostname = '127.0.0.1';
    through.port = String(port);
    url = through.toString();
    await redis.connect();
    t = await buildTestApp({ REDIS_URL: url });
    // A second server of the same deployment, on a database of its own: only Redis is shared.
    other = await buildTestApp({ REDIS_URL: REDIS });
  });
  afterAll(async () => {
    await t?.close();
    await other?.close();
    await link.close();
    await redis.close();
  });

  const refresh = (app: TestApp, headers: Record<string, string>, lang = 'en') =>
    call(app, { url: '/api/common/refreshToken', body: { refresh_token: 'x'.repeat(43) }, unsigned: true, headers, lang });

  it('accepts a nonce once, keeps it in Redis for its window, and refuses it on every server sharing Redis', async () => {
    const headers = signature(t.config);
    expect((await refresh(t, headers)).status).toBe(200);
    const ttl = await redis.ttl(`vessel:nonce:${headers.nonce}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
    for (const server of [t, other]) {
      const replay = await refresh(server, headers);
      expect(replay.status).toBe(401);
      expect(replay.json).toMatchObject({ code: 0, msg: 'The request was already received' });
    }
    // Nothing of it went to the database.
    expect(await t.database.db.select().from(requestNonce)).toEqual([]);
  });

  it('refuses signed requests with 503 while Redis is unreachable, and accepts them again once it is back', async () => {
    link.cut();
    try {
      const en = await refresh(t, signature(t.config));
      expect(en.status).toBe(503);
      expect(en.raw.headers['retry-after']).toBe('5');
      expect(en.json).toMatchObject({ code: 0, msg: 'The request cannot be checked right now, please try again shortly', data: null });
      const zh = await refresh(t, signature(t.config), 'zh-cn');
      expect(zh.json.msg).toBe('暂时无法校验请求，请稍后重试');
      // What needs no signature is still served.
      expect((await call(t, { url: '/health', unsigned: true })).status).toBe(200);
    } finally {
      link.restore();
    }
    // The client reconnects by itself (backoff of at most 2 s): ask until it has.
    let status = 0;
    for (let attempt = 0; attempt < 100 && status !== 200; attempt++) {
      status = (await refresh(t, signature(t.config))).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  });

  it('will not start on a REDIS_URL nothing answers', async () => {
    const closed = net.createServer();
    const port = await new Promise<number>((resolve) => closed.listen(0, '127.0.0.1', () => resolve((closed.address() as net.AddressInfo).port)));
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const log = { warn: () => {}, info: () => {} };
    await expect(RedisNonceStore.connect(`redis://127.0.0.1:${port}`, log)).rejects.toThrow(/ECONNREFUSED/);
  });
});
