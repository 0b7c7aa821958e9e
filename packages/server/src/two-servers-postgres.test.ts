import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { design, field } from './modules/crud/crud-fixtures.js';
import { hashToken } from './platform/tokens.js';
import { BUILT_SERVER_PASSWORD, loginBuilt, request, signed, startBuiltServer, stopBuiltServer, type Answer, type BuiltServer, type Request } from './test/built-server.js';
import { captchaSpotsFrom, infoFor, newCaptchaId } from './test/captcha-answer.js';

/**
 * Two processes of the built server on one PostgreSQL database, sharing one DATA_DIR (the upload store on a
 * shared volume) and, where TEST_REDIS_URL names one, one Redis (the signing nonces), behind a round-robin
 * balancer of the test's own (issue 20, "Two servers"). Whichever process answers, the deployment behaves
 * as one server: sessions, refresh rotation, the click captcha, the login throttle, uploads, replay
 * protection, the alert job, module states and generated resources. PostgreSQL pass only (POSTGRES_ONLY).
 */

/** The few failed logins of one account from one address before the wait (LOGIN_MAX_PER_ACCOUNT_ADDRESS). */
const THROTTLE_LIMIT = 3;
/** How long a module change made on one process may take to reach the other (it polls every 300 ms). */
const SYNC_BOUND_MS = 5000;

interface Balancer {
  url: string;
  /** The targets (0 = first process, 1 = second) of the next requests, in order; round robin after them. */
  force(...targets: number[]): void;
  close(): Promise<void>;
}

/**
 * A small round-robin balancer: each request goes to the next process in turn, its body and headers piped
 * both ways, X-Forwarded-For appended as a proxy does. The answer says which process gave it
 * (`x-upstream`: its index).
 */
async function startBalancer(targets: readonly string[]): Promise<Balancer> {
  let turn = 0;
  const forced: number[] = [];
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((incoming, outgoing) => {
    const index = forced.length > 0 ? forced.shift()! : turn++ % targets.length;
    const target = new URL(targets[index]!);
    const forwarded = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, 'x-forwarded-for': forwarded }, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'x-upstream': String(index) });
      outgoing.end(String(error));
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    force: (...next) => forced.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const other = (index: number) => 1 - index;
const upstreamOf = (answer: Answer) => Number(answer.headers.get('x-upstream'));

describe('two server processes on one PostgreSQL database behind a balancer', () => {
  const server = new URL(process.env.TEST_DATABASE_URL!);
  const name = `vessel_two_${randomBytes(5).toString('hex')}`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vessel-two-'));
  const admin = new pg.Client({ connectionString: server.toString() });
  let db: pg.Client;
  const processes: BuiltServer[] = [];
  let balancer: Balancer;
  let token: string;
  /** What each scenario measured, printed at the end. */
  const figures: string[] = [];

  /** A signed request through the balancer; to process `target` when given, else to the next in turn. */
  const call = (target: number | null, href: string, options: Request = {}) => {
    if (target !== null) balancer.force(target);
    return request(balancer.url, href, { token, ...options });
  };

  beforeAll(async () => {
    const started = Date.now();
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      // Behind the balancer: the client's address is the X-Forwarded-For it appends.
      TRUST_PROXY: 'true',
      LOGIN_MAX_PER_ACCOUNT_ADDRESS: String(THROTTLE_LIMIT),
    };
    // Both at once, as a deployment starts them: the migrations wait on each other's lock, the seed is idempotent.
    processes.push(...(await Promise.all([startBuiltServer(env), startBuiltServer(env)])));
    balancer = await startBalancer(processes.map((one) => one.base));
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    token = (await loginBuilt(balancer.url)).token;
    figures.push(`two processes started in ${Date.now() - started} ms`);
  }, 120_000);

  afterAll(async () => {
    await balancer?.close();
    await Promise.all(processes.map((one) => stopBuiltServer(one)));
    await db?.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`two servers (${process.env.TEST_REDIS_URL ? 'nonces in Redis' : 'nonces in the database'}): ${figures.join('; ')}`);
  });

  it('serves a session logged in on one process from the other', async () => {
    const login = await call(null, '/account/login_admin/', { token: null, body: { username: 'admin', password: BUILT_SERVER_PASSWORD } });
    expect(login.json.code).toBe(1);
    const own = login.json.data.userInfo.token as string;
    const there = await call(other(upstreamOf(login)), '/admin/index/index', { token: own });
    expect(upstreamOf(there)).toBe(other(upstreamOf(login)));
    expect(there.json).toMatchObject({ code: 1, data: { adminInfo: { username: 'admin' } } });
    // In turn, both processes answer the same session alike.
    const turns = await Promise.all([0, 1, 2, 3].map(() => call(null, '/admin/index/index', { token: own })));
    expect(new Set(turns.map(upstreamOf))).toEqual(new Set([0, 1]));
    expect(turns.map((answer) => answer.json.code)).toEqual([1, 1, 1, 1]);
  });

  it('rotates a refresh token on one process; the other takes the new one and refuses the spent one', async () => {
    const first = await call(0, '/account/login_admin/', { token: null, body: { username: 'admin', password: BUILT_SERVER_PASSWORD } });
    const { token: access, refreshToken: old } = first.json.data.userInfo as { token: string; refreshToken: string };
    // Past half its life (3 days), the refresh token is replaced when used.
    await db.query(`UPDATE auth_token SET created_at = created_at - interval '2 days', expires_at = expires_at - interval '2 days' WHERE token_hash = $1`, [hashToken(old)]);
    const rotated = await call(0, '/api/common/refreshToken', { token: null, body: { refresh_token: old } });
    expect(upstreamOf(rotated)).toBe(0);
    expect(rotated.json).toMatchObject({ code: 1, data: { type: 'admin-refresh' } });
    const next = rotated.json.data.refreshToken as string;
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The access token it gave and the new refresh token work on the other process.
    expect((await call(1, '/admin/index/index', { token: rotated.json.data.token })).json.code).toBe(1);
    const onB = await call(1, '/api/common/refreshToken', { token: null, body: { refresh_token: next } });
    expect(upstreamOf(onB)).toBe(1);
    expect(onB.json).toMatchObject({ code: 1, data: { type: 'admin-refresh' } });
    // Within the 30 s grace (two tabs refreshing at once) the old one still yields an access token there...
    expect((await call(1, '/api/common/refreshToken', { token: null, body: { refresh_token: old } })).json.code).toBe(1);
    // ...after it, the spent token is refused there and revokes its family on both.
    await db.query(`UPDATE auth_token SET spent_at = now() - interval '1 minute' WHERE token_hash = $1`, [hashToken(old)]);
    const replay = await call(1, '/api/common/refreshToken', { token: null, body: { refresh_token: old } });
    expect(upstreamOf(replay)).toBe(1);
    expect(replay.json).toMatchObject({ code: 401, msg: 'Your login has expired, please log in again' });
    expect((await call(0, '/api/common/refreshToken', { token: null, body: { refresh_token: next } })).json.code).toBe(401);
    expect((await call(0, '/admin/index/index', { token: access })).json.code).toBe(401);
  });

  it('checks a click captcha on the other process than the one that drew it, and judges it once', async () => {
    const sealed = async (hash: string) => (await db.query<{ answer: string }>('SELECT answer FROM click_captcha WHERE id_hash = $1', [hash])).rows[0]?.answer;
    const id = newCaptchaId();
    const drawn = await call(0, `/api/common/clickCaptcha?id=${id}`, { token: null });
    expect(drawn.json.code).toBe(1);
    const info = infoFor(await captchaSpotsFrom(id, sealed));
    const checked = await call(1, '/api/common/checkClickCaptcha', { token: null, body: { id, info, unset: false } });
    expect(upstreamOf(checked)).toBe(1);
    expect(checked.json).toMatchObject({ code: 1, msg: 'Verification is successful!' });
    // Judged once: the same answer again, on the process that drew it, finds it passed, not open.
    expect((await call(0, '/api/common/checkClickCaptcha', { token: null, body: { id, info, unset: false } })).json).toMatchObject({ code: 0, msg: 'The captcha has expired, please refresh it' });

    // A wrong answer on one process spends it for the other.
    const wrongId = newCaptchaId();
    expect((await call(1, `/api/common/clickCaptcha?id=${wrongId}`, { token: null })).json.code).toBe(1);
    const right = infoFor(await captchaSpotsFrom(wrongId, sealed));
    const wrong = infoFor((await captchaSpotsFrom(wrongId, sealed)).map((spot) => ({ ...spot, x: (spot.x + 175) % 350, y: (spot.y + 100) % 200 })));
    expect((await call(0, '/api/common/checkClickCaptcha', { token: null, body: { id: wrongId, info: wrong } })).json).toMatchObject({ code: 0, msg: 'The correct area is not clicked, please try again!' });
    expect((await call(1, '/api/common/checkClickCaptcha', { token: null, body: { id: wrongId, info: right } })).json).toMatchObject({ code: 0, msg: 'The captcha has expired, please refresh it' });
  });

  it('counts failed logins on both processes together', async () => {
    // A guesser at an address of its own (the balancer forwards it), failing on each process in turn.
    const guesser = { 'x-forwarded-for': '203.0.113.7' };
    const attempt = (target: number, password: string) => call(target, '/account/login_admin/', { token: null, headers: guesser, body: { username: 'admin', password } });
    for (let i = 0; i < THROTTLE_LIMIT; i++) {
      const failed = await attempt(i % 2, `Wrong_${i}_pass`);
      expect(upstreamOf(failed)).toBe(i % 2);
      expect(failed.json).toMatchObject({ code: 0, msg: 'Incorrect username or password' });
    }
    // Neither process alone has seen the limit; together they have: even the right password waits now.
    for (const target of [1, 0]) {
      const held = await attempt(target, BUILT_SERVER_PASSWORD);
      expect(upstreamOf(held)).toBe(target);
      expect(held.status).toBe(429);
      expect(held.json.msg).toMatch(/^Too many failed attempts, please try again in \d+ seconds$/);
      expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const counter = await db.query<{ failures: number }>(`SELECT failures FROM login_throttle WHERE key = 'aa:admin:admin@203.0.113.7'`);
    expect(counter.rows).toEqual([{ failures: THROTTLE_LIMIT }]);
    // The owner at an address of theirs is not held back, on either process.
    for (const target of [0, 1]) expect((await call(target, '/account/login_admin/', { token: null, body: { username: 'admin', password: BUILT_SERVER_PASSWORD } })).json.code).toBe(1);
  });

  it('serves a file uploaded on one process from the other', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'two-servers.png');
    const uploaded = await call(0, '/admin/ajax/upload', { body: form });
    expect(upstreamOf(uploaded)).toBe(0);
    expect(uploaded.json).toMatchObject({ code: 1, data: { file: { name: 'two-servers.png', size: png.length, url: expect.stringMatching(/^\/storage\//) } } });
    balancer.force(1);
    const served = await fetch(`${balancer.url}${uploaded.json.data.file.url}`);
    expect(served.headers.get('x-upstream')).toBe('1');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('refuses a signed request replayed to the other process', async () => {
    const headers = signed();
    const first = await call(0, '/admin/index/index', { headers });
    expect(first.json.code).toBe(1);
    const replayed = await call(1, '/admin/index/index', { headers });
    expect(upstreamOf(replayed)).toBe(1);
    expect(replayed.status).toBe(401);
    expect(replayed.json).toMatchObject({ code: 0, msg: 'The request was already received' });
    // And the other way round.
    const again = signed();
    expect((await call(1, '/admin/index/index', { headers: again })).json.code).toBe(1);
    expect((await call(0, '/admin/index/index', { headers: again })).status).toBe(401);
    // Where the shared store is: Redis when configured (nothing in the table), else the database.
    const stored = await db.query('SELECT 1 FROM request_nonce WHERE nonce = $1', [headers.nonce]);
    expect(stored.rowCount).toBe(process.env.TEST_REDIS_URL ? 0 : 1);
  });

  it('runs the alert job once across both processes', async () => {
    // The job of whichever process takes the advisory lock first is held inside its transaction (a lock on
    // alert_rule, which it writes first), so that the two calls meet for sure rather than by chance.
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE alert_rule IN ACCESS EXCLUSIVE MODE');
      balancer.force(0, 1);
      const calls = [0, 1].map(() => request(balancer.url, '/admin/alert.Alert/run', { token, body: {} }));
      const busy = await Promise.race(calls);
      expect(busy.json).toMatchObject({ code: 0, msg: 'The alert check is running in another process; try again in a moment' });
      await holder.query('COMMIT');
      const answers = await Promise.all(calls);
      const ran = answers.find((answer) => answer !== busy)!;
      expect(upstreamOf(ran)).toBe(other(upstreamOf(busy)));
      expect(ran.json).toMatchObject({ code: 1, data: { ran: true } });
    } finally {
      await holder.end();
    }
  });

  it('follows a module disabled and enabled on one process on the other', async () => {
    const list = (target: number) => call(target, '/admin/bunker.DeliveryNote/index');
    /** Polls the other process until `done`; answers how long it took. */
    const until = async (target: number, done: (answer: Answer) => boolean) => {
      const started = Date.now();
      while (!done(await list(target))) {
        if (Date.now() - started > SYNC_BOUND_MS) throw new Error(`process ${target} did not follow within ${SYNC_BOUND_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return Date.now() - started;
    };
    expect((await list(1)).json.code).toBe(1);

    expect((await call(0, '/admin/module/changeState', { body: { uid: 'bunker', state: 'disable' } })).json.code).toBe(1);
    expect((await list(0)).status).toBe(404);
    const stopped = await until(1, (answer) => answer.status === 404);

    expect((await call(0, '/admin/module/changeState', { body: { uid: 'bunker', state: 'enable' } })).json.code).toBe(1);
    expect((await list(0)).json.code).toBe(1);
    const served = await until(1, (answer) => answer.json?.code === 1);
    figures.push(`a module disabled on one process stopped serving on the other after ${stopped} ms, served again ${served} ms after it was enabled`);
  });

  it('lists the rows of a resource generated on one process on the other at once', async () => {
    const fields = [field('id', 'id'), field('string', 'title', { required: true }), field('createTime', 'created_at'), field('updateTime', 'updated_at')];
    const generated = await call(0, '/admin/crud.Crud/generate', { body: design('relay_note', fields) });
    expect(generated.json).toMatchObject({ code: 1, data: { name: 'relay_note.RelayNote' } });
    const empty = await call(1, '/admin/relay_note.RelayNote/index');
    expect(upstreamOf(empty)).toBe(1);
    expect(empty.json).toMatchObject({ code: 1, data: { total: 0 } });
    expect((await call(0, '/admin/relay_note.RelayNote/add', { body: { title: 'Written on the first' } })).json.code).toBe(1);
    expect((await call(1, '/admin/relay_note.RelayNote/add', { body: { title: 'Written on the second' } })).json.code).toBe(1);
    for (const target of [1, 0]) {
      const listed = await call(target, '/admin/relay_note.RelayNote/index');
      expect(listed.json.data.list.map((row: { title: string }) => row.title).sort()).toEqual(['Written on the first', 'Written on the second']);
    }
  });
});
