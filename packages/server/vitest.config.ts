import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The suite runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL names a server. Tests of the
 * Redis nonce store run where TEST_REDIS_URL names a Redis server, and are left out (not skipped) elsewhere. Tests whose
 * outcome cannot depend on the engine run in the PGlite pass only; the long ones (LATER_STAGE) run on
 * PostgreSQL only when a PostgreSQL pass follows (TEST_POSTGRES_PASS=1, set by scripts/test.mjs), and on
 * PGlite otherwise, so that every test runs at least once in every setup.
 */
const ENGINE_INDEPENDENT = [
  // Every route fed malformed input: the server's validation answers before any query is made.
  'src/platform/malformed-input.test.ts',
  // A 1 MB hostile string in every text field: refused by the length checks before any pattern or query.
  'src/platform/redos.test.ts',
  // Files served from a directory: the database only builds the app.
  'src/platform/web-app.test.ts',
  // Pure functions: no database at all.
  'src/config.test.ts',
  'src/modules/captcha/click-captcha-drawing.test.ts',
  'src/modules/terminal/commands.test.ts',
  'src/modules/terminal/output-lines.test.ts',
  'src/platform/registry.test.ts',
  // Always on an in-memory PGlite, whatever TEST_DATABASE_URL says (buildLoggedTestApp).
  'src/platform/logging.test.ts',
  // Always on PGlite with its files in a directory: the nonces a restart must not forget.
  'src/platform/nonce-restart.test.ts',
  // Always the built server on PGlite with its files in a directory, killed and restarted (its PostgreSQL
  // twin is crash-recovery-postgres.test.ts).
  'src/crash-recovery.test.ts',
  // Always on PGlite: it loads a 0.1.0 installation's dump into a PGlite of its own and upgrades it
  // (the same migrations run on PostgreSQL in every test database of the PostgreSQL pass).
  'src/upgrade-in-place.test.ts',
  // What it checks lives in Redis, not in the database.
  'src/platform/nonce-redis.test.ts',
  'src/modules/terminal/terminal-logs.test.ts',
];
/**
 * Run in the later stage (the PostgreSQL pass) when one follows, else in the PGlite pass: the demo seed (a
 * long run of real queries), and the batteries that feed every route bad input (ten minutes of a worker's
 * time between them: the default run stays short, and they still run once in every setup).
 */
const LATER_STAGE = ['src/demo/seed-demo.test.ts', 'src/platform/fuzz.test.ts', 'src/platform/malformed-input.test.ts', 'src/platform/redos.test.ts'];
/**
 * Need a PostgreSQL server of their own: to cut (a relay between the app and the server), to restart the
 * built server on, or to share between processes (two processes of the built server behind a balancer; two
 * apps starting at once on a new database). The PostgreSQL pass only, left out (not skipped) of the PGlite
 * pass.
 */
const POSTGRES_ONLY = [
  'src/platform/database-outage.test.ts',
  'src/crash-recovery-postgres.test.ts',
  'src/two-servers-postgres.test.ts',
  'src/start-up-postgres.test.ts',
  // Other connections' open transactions beside the kept row counts: the embedded database has one connection.
  'src/platform/resource/row-count-postgres.test.ts',
  // 100 connections of reads and writes for a minute: the embedded database serves one connection at a
  // time, so on it the soak would measure its queue, not leaks.
  'src/soak-postgres.test.ts',
  // The built server under ulimit -f: on PGlite its WAL files alone outgrow the limit, so the upload meets a full disk only on PostgreSQL.
  'src/storage-full-postgres.test.ts',
];
/** Need the Redis server named by TEST_REDIS_URL (.ci/run sets it when one answers on 127.0.0.1:6379). */
const REDIS = ['src/platform/nonce-redis.test.ts'];

/**
 * The later stages (scripts/test.mjs) split the PostgreSQL pass in two: TEST_STAGE=main runs the suite but
 * the long files, TEST_STAGE=long the long files alone (the fault, two-server and soak suites and the
 * batteries), so that CI reports them as a stage of their own. Unset (a developer's `vitest run` with
 * TEST_DATABASE_URL), the pass runs both.
 */
const LONG = [...new Set([...LATER_STAGE, ...POSTGRES_ONLY])];
const stage = process.env.TEST_STAGE;

const postgresPass = Boolean(process.env.TEST_DATABASE_URL);
const postgresFollows = process.env.TEST_POSTGRES_PASS === '1';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    environment: 'node',
    include: postgresPass && stage === 'long' ? LONG : ['src/**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      ...(postgresPass ? ENGINE_INDEPENDENT.filter((file) => !LATER_STAGE.includes(file)) : postgresFollows ? LATER_STAGE : []),
      ...(postgresPass ? [] : POSTGRES_ONLY),
      ...(postgresPass && stage === 'main' ? LONG : []),
      ...(process.env.TEST_REDIS_URL ? [] : REDIS),
    ],
    // Migrates one database per run; every test file's database is a copy of it (src/test/global-setup.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // A worker per CPU (vitest's default leaves one idle for itself): the main process only waits on them.
    maxWorkers: Math.max(2, availableParallelism()),
    // Files share their worker's loaded modules: each file still builds its own app on its own database, but
    // the app's hundreds of modules are imported once per worker instead of once per file (20 min → 14 min).
    isolate: false,
    // Each file builds its own app on its own database; PGlite start-up and scrypt are CPU-bound.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
