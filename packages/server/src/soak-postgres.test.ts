import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { imoFrom } from '@vessel/contract';
import { api, loginBuilt, signed, startBuiltServer, stopBuiltServer, type BuiltServer } from './test/built-server.js';

/**
 * A soak (issue 20, "Faults"): the built server on a fresh PostgreSQL database, 100 connections for
 * SOAK_SECONDS (60 by default) after a 10 s warm-up, each cycling through signed, logged-in reads (the ship
 * list, the seafarer list, the admin index) and writes (a new department, a new ship: unique names and IMO
 * numbers, fresh signing headers on every request). Zero errors, zero non-2xx, envelope code 1 on every
 * answer; and memory flat: between the end of the warm-up and the end of the soak, heapUsed may grow by
 * less than 64 MB and rss by less than 128 MB. Not zero, because what fills once (the compiled query and
 * schema caches, the tables the lists grow into, the pool's connections) may not all be full after 10 s,
 * and V8 grows its heap by a percentage before it collects, so a sample can land high in that sawtooth; the
 * server exposes no way to force a collection, so each reading is the least of five samples a second
 * apart. A leak of even a kilobyte per request (some hundred thousand requests) overshoots both bounds.
 *
 * PostgreSQL pass only (POSTGRES_ONLY): the embedded database serves one connection at a time, so 100
 * connections of writes on it measure its queue, not leaks.
 */
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS) || 60;
const WARM_UP_SECONDS = 10;
const CONNECTIONS = 100;
const HEAP_GROWTH_BOUND = 64 * 1024 * 1024;
const RSS_GROWTH_BOUND = 128 * 1024 * 1024;
const MB = 1024 * 1024;

interface Memory {
  rss: number;
  heapUsed: number;
}

/** The least rss and the least heapUsed of five samples a second apart (no forced collection is exposed). */
async function memoryOf(base: string): Promise<Memory> {
  let rss = Infinity;
  let heapUsed = Infinity;
  for (let i = 0; i < 5; i++) {
    if (i) await new Promise((resolve) => setTimeout(resolve, 1000));
    const usage = (await (await fetch(`${base}/bench/memory`)).json()) as NodeJS.MemoryUsage;
    rss = Math.min(rss, usage.rss);
    heapUsed = Math.min(heapUsed, usage.heapUsed);
  }
  return { rss, heapUsed };
}

interface Tally {
  answers: number;
  writes: number;
  /** Answers whose envelope code was not 1; the first 20 of them in `refused`. */
  other: number;
  refused: string[];
}

/** 100 connections for `seconds` over the mix; the envelope of every answer counted in `tally`. */
async function soak(base: string, token: string, root: string, seconds: number, tally: Tally, next: () => number) {
  const headers = () => ({ ...signed(), 'think-lang': 'en', authorization: `Token ${token}` });
  const check = (status: number, body: string) => {
    tally.answers++;
    let code: unknown;
    try {
      code = (JSON.parse(body) as { code?: unknown }).code;
    } catch {
      code = undefined;
    }
    if (code === 1) return;
    tally.other++;
    if (tally.refused.length < 20) tally.refused.push(`${status} ${body.slice(0, 300)}`);
  };
  const read = (path: string): autocannon.Request => ({
    method: 'GET',
    path,
    setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...headers() } }),
    onResponse: (status, body) => check(status, body),
  });
  const write = (path: string, body: () => unknown): autocannon.Request => ({
    method: 'POST',
    path,
    setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...headers(), 'content-type': 'application/json' }, body: JSON.stringify(body()) }),
    onResponse: (status, answer) => {
      tally.writes++;
      check(status, answer);
    },
  });
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      read('/admin/fleet.Ship/index?page=1&limit=10'),
      write('/admin/auth.Department/add', () => ({ name: `Soak ${next()}`, dept_type: 'shore_dept', pid: root, status: 'enable' })),
      read('/admin/crew.Seafarer/index?page=1&limit=10'),
      write('/admin/fleet.Ship/add', () => {
        const imo = imoFrom(String(next()));
        return { name_en: `Soak ${imo}`, imo_no: imo, flag: 'PA', ship_type: 'bulk_carrier', trading_area: 'international', status: 'in_service', fleet_group_id: root };
      }),
      read('/admin/index/index'),
    ],
  });
}

describe('a soak of reads and writes at 100 connections, on PostgreSQL', () => {
  it('answers every request and keeps its memory flat', async () => {
    const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
    const name = `vessel_soak_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    let server: BuiltServer | null = null;
    try {
      server = await startBuiltServer({ DATABASE_URL: url.toString(), BENCH_ROUTES: '1' });
      const { base } = server;
      const { token } = await loginBuilt(base);
      const root = (await api(base, '/admin/auth.Department/index', token)).data.list[0].id as string;
      // Six-digit sequence numbers: unique department names and IMO numbers (with their check digit).
      let seq = 100_000;
      const next = () => ++seq;

      const warm: Tally = { answers: 0, writes: 0, other: 0, refused: [] };
      const warmUp = await soak(base, token, root, WARM_UP_SECONDS, warm, next);
      const before = await memoryOf(base);
      const tally: Tally = { answers: 0, writes: 0, other: 0, refused: [] };
      const result = await soak(base, token, root, SOAK_SECONDS, tally, next);
      const after = await memoryOf(base);

      const mb = (bytes: number) => (bytes / MB).toFixed(1);
      console.log(
        [
          `soak: ${CONNECTIONS} connections, ${SOAK_SECONDS} s after ${WARM_UP_SECONDS} s of warm-up (${warmUp.requests.total} requests, ${warm.writes} writes)`,
          `  ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${result.requests.total} requests, ${tally.writes} writes`,
          `  errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, envelope code other than 1: ${tally.other}`,
          `  heapUsed ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB (${mb(after.heapUsed - before.heapUsed)} MB, bound ${mb(HEAP_GROWTH_BOUND)})`,
          `  rss ${mb(before.rss)} → ${mb(after.rss)} MB (${mb(after.rss - before.rss)} MB, bound ${mb(RSS_GROWTH_BOUND)})`,
        ].join('\n'),
      );

      expect(warm.refused).toEqual([]);
      expect(warm.other).toBe(0);
      expect([warmUp.errors, warmUp.timeouts, warmUp.non2xx]).toEqual([0, 0, 0]);
      expect(tally.refused).toEqual([]);
      expect(tally.other).toBe(0);
      expect([result.errors, result.timeouts, result.non2xx]).toEqual([0, 0, 0]);
      // Every request autocannon counted was answered with code 1 (onResponse saw each one).
      expect(tally.answers).toBeGreaterThanOrEqual(result.requests.total);
      expect(tally.writes).toBeGreaterThan(0);
      expect(after.heapUsed - before.heapUsed).toBeLessThan(HEAP_GROWTH_BOUND);
      expect(after.rss - before.rss).toBeLessThan(RSS_GROWTH_BOUND);
    } finally {
      if (server) await stopBuiltServer(server);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, (SOAK_SECONDS + WARM_UP_SECONDS) * 1000 + 180_000);
});
