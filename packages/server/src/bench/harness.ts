/**
 * What the benchmark's stages share: a server started on a fresh data directory or database, signed
 * requests, and autocannon's figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEV_APP_KEY, DEV_APP_SECRET } from '../config.js';

export const PASSWORD = 'Bench_pass_2026';
export const DURATION = Number(process.env.BENCH_SECONDS) || 10;
export const CONNECTIONS = 50;
const main = fileURLToPath(new URL('../main.js', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export function signed(): Record<string, string> {
  const curtime = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(12).toString('base64url');
  const checksum = createHash('md5').update(`${DEV_APP_SECRET}${nonce}${curtime}`).digest('hex');
  return { appkey: DEV_APP_KEY, curtime, nonce, checksum };
}

export async function startServer(databaseUrl: string | null, dataDirOf: () => string = () => mkdtempSync(path.join(tmpdir(), 'vessel-bench-'))): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = dataDirOf();
  // The scheduled alert job off (BENCH_ALERT_JOB=1 keeps it): it starts a minute after start, and over a
  // million work orders it holds the embedded database for minutes, so every list measured then would time
  // the job instead. The PMS stage runs the job on demand and measures it, and a list beside it, on their own.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
    BENCH_ROUTES: '1',
    LOG_LEVEL: 'warn',
    APP_KEY: DEV_APP_KEY,
    APP_SECRET: DEV_APP_SECRET,
    ALERT_JOB: process.env.BENCH_ALERT_JOB === '1' ? 'true' : 'false',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  // A fresh embedded database migrates and seeds before it listens: seconds alone, a minute on a shared, busy machine.
  const startSeconds = Number(process.env.BENCH_START_SECONDS) || 60;
  const deadline = Date.now() + startSeconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Not left running after the benchmark gave up on it.
  child.kill('SIGTERM');
  throw new Error(`server did not start within ${startSeconds} s (BENCH_START_SECONDS)`);
}

export interface Figures {
  rps: number;
  p50: number;
  /** autocannon has no p95: worked out, with p50 and p99, from every answer's own time (the 'response' event). */
  p95: number;
  p99: number;
  /** The slowest answer (ms). */
  max: number;
  /** Answers received (a request that timed out has none, and no time in the percentiles). */
  answered: number;
  errors: number;
  non2xx: number;
}

/** The q-quantile (0..1) of sorted times, by the nearest rank: what p95 means in a latency table. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/**
 * `connections`: how many requests are in flight at once (fewer for a list one database process answers in
 * seconds); `timeoutSeconds`: how long a request may take before it counts as an error and is dropped
 * (autocannon's 10 by default; longer to learn how slow a page is at a load where it takes longer);
 * `durationSeconds`: how long to keep the connections busy (a request still in flight then is not counted).
 */
export async function measure(url: string, headers: () => Record<string, string>, connections = CONNECTIONS, timeoutSeconds = 10, durationSeconds = DURATION): Promise<Figures> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: durationSeconds,
        timeout: timeoutSeconds,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...headers() } }) }],
      },
      (error: unknown, done: autocannon.Result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const at = (q: number, fallback: number) => (times.length ? Math.round(quantile(times, q)) : fallback);
  return {
    rps: result.requests.average,
    p50: at(0.5, result.latency.p50),
    p95: at(0.95, result.latency.p97_5),
    p99: at(0.99, result.latency.p99),
    max: times.length ? Math.round(times[times.length - 1]!) : result.latency.max,
    answered: times.length,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** `search[i][field]=…` query of the list API, from [field, operator, value] triples (as the web's list sends it). */
export function listSearch(filters: ReadonlyArray<readonly [string, string, string]>): string {
  return filters.map(([field, operator, value], i) => `search[${i}][field]=${field}&search[${i}][operator]=${encodeURIComponent(operator)}&search[${i}][val]=${encodeURIComponent(value)}`).join('&');
}

/**
 * One POST that may take minutes (the alert job over a million records): node:http, which has no
 * five-minute header timeout as fetch has (a slice of a fill, too). Answers the status, the JSON body and the
 * milliseconds taken.
 */
export function longPost(url: string, headers: Record<string, string>, body = '{}'): Promise<{ status: number; body: unknown; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: kept as text for the message
        }
        resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Sequential GETs of `url` until `done` settles: how long a user waits while something else holds the database. */
export async function latenciesUntil(
  url: string,
  headers: () => Record<string, string>,
  done: Promise<unknown>,
): Promise<{ count: number; p50: number; p95: number; p99: number; worst: number; errors: number }> {
  let finished = false;
  void done.then(
    () => (finished = true),
    () => (finished = true),
  );
  const times: number[] = [];
  let errors = 0;
  while (!finished) {
    const started = performance.now();
    try {
      const response = await fetch(url, { headers: headers() });
      await response.arrayBuffer();
      if (!response.ok) errors++;
    } catch {
      // A connection the server dropped while it was held (a reused keep-alive socket): counted, not fatal.
      errors++;
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    count: times.length,
    p50: Math.round(quantile(times, 0.5)),
    p95: Math.round(quantile(times, 0.95)),
    p99: Math.round(quantile(times, 0.99)),
    worst: Math.round(times[times.length - 1] ?? 0),
    errors,
  };
}
