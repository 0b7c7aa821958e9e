import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, seed } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { call, loginAdmin, type TestApp } from '../test/helpers.js';
import { testEnv } from '../test/test-env.js';

/**
 * The database goes away under a running server and comes back (issue 20, faults): while it is away every
 * request answers a clear 503 envelope within the pool's connection timeout, nothing hangs and the
 * process stays up; once it answers again the same server serves as before, without a restart. The
 * server reaches PostgreSQL through a TCP relay this test cuts, so the shared PostgreSQL server is never
 * stopped. PostgreSQL pass only (vitest.config.ts): the embedded database cannot be cut from its process.
 */

/** A TCP relay to PostgreSQL that can drop every connection and refuse new ones, then let them through again. */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the database away and back', () => {
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `vessel_outage_${randomBytes(5).toString('hex')}`;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    const template = inject('postgresTemplates')?.seeded;
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await admin.end();
    relay = await startRelay({ host: serverUrl.hostname, port: Number(serverUrl.port) || 5432 });
    const url = new URL(serverUrl);
    url.host = `127.0.0.1:${relay.port}`;
    url.pathname = `/${name}`;
    // A short wait for a connection, so that the test's requests answer in seconds.
    process.env.DATABASE_CONNECT_TIMEOUT_MS = '1500';
    const config = loadConfig(testEnv(url.toString()));
    const database = await openDatabase(config);
    delete process.env.DATABASE_CONNECT_TIMEOUT_MS;
    await database.migrate();
    const app = await buildApp({ config, database, logger: false });
    await seed(app);
    await app.ready();
    t = { app, config, database, close: async () => (await app.close(), await database.close()) };
    token = (await loginAdmin(t)).token;
  });

  afterAll(async () => {
    await t?.close();
    await relay?.close();
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const shipList = (lang: string) => call(t, { url: '/admin/fleet.Ship/index', token, lang });

  it('answers 503 with a message in the caller\'s language while it is away, and serves again once it is back', async () => {
    expect((await shipList('en')).json.code).toBe(1);

    relay.cut();
    const started = Date.now();
    const [english, chinese, login] = await Promise.all([
      shipList('en'),
      shipList('zh-cn'),
      call(t, { url: '/account/login_admin/', body: { username: 'admin', password: 'wrong-password' }, lang: 'en' }),
    ]);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(english.status).toBe(503);
    expect(english.raw.headers['retry-after']).toBe('5');
    expect(english.json).toMatchObject({ code: 0, msg: 'The database cannot be reached just now; please try again in a moment.', data: null });
    expect(chinese.json.msg).toBe('暂时无法连接数据库，请稍后重试。');
    // A login attempt is not taken for a wrong password (nor counted against the account) while the database is away.
    expect(login.status).toBe(503);

    relay.restore();
    const back = await shipList('en');
    expect(back.status).toBe(200);
    expect(back.json.code).toBe(1);
    // The wrong password is judged as such again, now that the database answers.
    const wrong = await call(t, { url: '/account/login_admin/', body: { username: 'admin', password: 'wrong-password' }, lang: 'en' });
    expect(wrong.status).toBe(200);
    expect(wrong.json.code).toBe(0);
  });
});
