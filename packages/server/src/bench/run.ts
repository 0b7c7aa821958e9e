/**
 * `npm run bench`: starts the server on a fresh data directory and measures, with autocannon at 50
 * connections, the signed and authenticated GET /admin/index/index beside a bare route answering the
 * same JSON, then first paint and interactivity of the login page and the dashboard in Chromium, plain
 * and throttled (bench/web.ts), then a page generated at run time with 100,000 rows (bench/generated.ts),
 * then the maintenance lists and compliance at 1,000 ships and a million work orders (bench/pms.ts), and
 * the export of 100,000 seafarers and the import of 10,000 (bench/transfer.ts), and last a realistic
 * fleet (bench/fleet.ts: 1,000 ships in fleet groups, 100,000 seafarers with documents and contract
 * histories, a million certificates, a year of the admin log; 100 ships on the embedded database) whose
 * main lists, dashboard and alert job are measured as a fleet-group superintendent beside the same queries
 * behind a bare route, against the targets of issue 20 (JSON and an SVG chart in bench-results/). With
 * DATABASE_URL set it does the same on a fresh database of that PostgreSQL server, and times a second
 * process following module changes. Prints figures; fails only when it cannot run.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { benchFleet } from './fleet.js';
import { benchGenerated } from './generated.js';
import { CONNECTIONS, DURATION, PASSWORD, measure, signed, startServer, type Figures } from './harness.js';
import { benchPms } from './pms.js';
import { benchTransfer } from './transfer.js';
import { benchWeb } from './web.js';

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

    process.stdout.write(`\n${label}\n`);
    if (stage('signed')) await benchSigned(base, authorization);
    // Before the stages that fill the database: the dashboard of a fresh installation.
    if (stage('web')) await benchWeb({ base });
    if (stage('generated')) await benchGenerated({ base, authorization, databaseUrl });
    if (stage('transfer')) await benchTransfer({ base, authorization, pid: child.pid, embedded: !databaseUrl });
    if (stage('pms')) await benchPms({ base, authorization });
    // Last: it fills the largest data set, and adopts the pms stage's ships (and work orders) when that ran.
    if (stage('fleet')) await benchFleet({ base, authorization, embedded: !databaseUrl });
  } finally {
    // A server that already died (killed from outside mid-run) has no exit left to wait for.
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    } else {
      process.stderr.write(`the ${label} server had stopped (${child.signalCode ?? `exit ${child.exitCode}`})\n`);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** BENCH_ONLY=transfer,pms runs those stages alone (all when unset): signed, web, generated, transfer, pms, fleet. */
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim()).filter(Boolean);
const stage = (name: string) => !only?.length || only.includes(name);

/** The signed, authenticated GET /admin/index/index beside a bare route answering the same JSON. */
async function benchSigned(base: string, authorization: string): Promise<void> {
  const bare = await measure(`${base}/bench/bare`, () => ({}));
  const full = await measure(`${base}/admin/index/index`, () => ({ authorization, ...signed() }));
  const row = (name: string, f: Figures) =>
    `  ${name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors + f.non2xx}`;
  process.stdout.write(`  (${CONNECTIONS} connections, ${DURATION} s each)\n`);
  process.stdout.write(`${row('bare route, same JSON', bare)}\n`);
  process.stdout.write(`${row('GET /admin/index/index (signed)', full)}\n`);
  process.stdout.write(`  ratio signed/bare: ${(full.rps / bare.rps).toFixed(3)} of the throughput\n`);
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
  // BENCH_EMBEDDED=0 measures the PostgreSQL server alone.
  if (process.env.BENCH_EMBEDDED !== '0') await benchOne('Embedded PGlite', null);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await withFreshPostgres(serverUrl, (url) => benchOne('PostgreSQL server', url));
}

run().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
