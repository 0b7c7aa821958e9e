/**
 * `npm run bench`: starts the server on a fresh data directory and measures, with autocannon at 50
 * connections, the signed and authenticated GET /admin/index/index beside a bare route answering the
 * same JSON. With DATABASE_URL set it does the same on a fresh database of that PostgreSQL server.
 * Prints figures; fails only when it cannot run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEV_APP_KEY, DEV_APP_SECRET } from '../config.js';

const PASSWORD = 'Bench_pass_2026';
const DURATION = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = 50;
const main = fileURLToPath(new URL('../main.js', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function signed(): Record<string, string> {
  const curtime = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(12).toString('base64url');
  const checksum = createHash('md5').update(`${DEV_APP_SECRET}${nonce}${curtime}`).digest('hex');
  return { appkey: DEV_APP_KEY, curtime, nonce, checksum };
}

async function startServer(databaseUrl: string | null): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vessel-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, BENCH_ROUTES: '1', LOG_LEVEL: 'warn', APP_KEY: DEV_APP_KEY, APP_SECRET: DEV_APP_SECRET };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start within 20 s');
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(url: string, headers: () => Record<string, string>): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...headers() } }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

async function benchOne(label: string, databaseUrl: string | null): Promise<void> {
  const { base, child, dataDir } = await startServer(databaseUrl);
  try {
    const login = (await (
      await fetch(`${base}/account/login_admin/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signed() },
        body: JSON.stringify({ username: 'admin', password: PASSWORD }),
      })
    ).json()) as { code: number; data: { userInfo: { token: string } } };
    if (login.code !== 1) throw new Error(`login failed: ${JSON.stringify(login)}`);
    const authorization = `Token ${login.data.userInfo.token}`;
    const index = await (await fetch(`${base}/admin/index/index`, { headers: { authorization, ...signed() } })).json();
    await fetch(`${base}/bench/bare`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(index) });

    const bare = await measure(`${base}/bench/bare`, () => ({}));
    const full = await measure(`${base}/admin/index/index`, () => ({ authorization, ...signed() }));
    const row = (name: string, f: Figures) =>
      `  ${name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors + f.non2xx}`;
    process.stdout.write(`\n${label} (${CONNECTIONS} connections, ${DURATION} s each)\n`);
    process.stdout.write(`${row('bare route, same JSON', bare)}\n`);
    process.stdout.write(`${row('GET /admin/index/index (signed)', full)}\n`);
    process.stdout.write(`  ratio signed/bare: ${(full.rps / bare.rps).toFixed(3)} of the throughput\n`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withFreshPostgres(serverUrl: string, run: (url: string) => Promise<void>): Promise<void> {
  const name = `vessel_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function run(): Promise<void> {
  await benchOne('Embedded PGlite', null);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await withFreshPostgres(serverUrl, (url) => benchOne('PostgreSQL server', url));
}

run().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
