import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, seed } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { ADMIN_PASSWORD, testEnv } from './test-env.js';

/**
 * A real app on a real database of its own, migrated and seeded: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again when the app closes). Both
 * start from the migrated copy global-setup.ts makes once per run.
 */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

export { ADMIN_PASSWORD };

/** `adjust` changes the loaded config before the app is built (the terminal's command list, say). */
export async function buildTestApp(env: Record<string, string> = {}, adjust?: (config: Config) => void): Promise<TestApp> {
  const server = process.env.TEST_DATABASE_URL;
  // Seeded in advance only for the default environment: the seed writes some settings from it.
  const seeded = Object.keys(env).length === 0 && !adjust;
  let databaseUrl = 'memory://';
  let dropDatabase = async () => {};
  if (server) {
    const name = `vessel_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    const template = inject('postgresTemplates')?.[seeded ? 'seeded' : 'migrated'];
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const config = loadConfig({ ...testEnv(databaseUrl), ...env });
  adjust?.(config);
  const database = await openDatabase({ ...config, loadDataDir: pgliteDump(seeded ? 'seeded' : 'migrated') });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  // On a seeded copy this finds everything there: it still runs, as on every start of the server.
  await seed(app);
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** A PGlite data directory of global-setup.ts, read once per test file; none on PostgreSQL. */
const dumps = new Map<string, Blob>();
function pgliteDump(kind: 'migrated' | 'seeded'): Blob | undefined {
  const file = inject('pgliteDumps')?.[kind];
  if (!file) return undefined;
  if (!dumps.has(file)) dumps.set(file, new Blob([readFileSync(file)]));
  return dumps.get(file);
}

/** The four signing headers of spec §7, for the config's key pair; `override` forges any of them. */
export function signature(config: Config, override: Partial<Record<'appkey' | 'curtime' | 'nonce' | 'checksum', string>> = {}) {
  const curtime = override.curtime ?? String(Math.floor(Date.now() / 1000));
  const nonce = override.nonce ?? randomBytes(12).toString('base64url');
  const checksum = override.checksum ?? createHash('md5').update(`${config.appSecret}${nonce}${curtime}`).digest('hex');
  return { appkey: override.appkey ?? config.appKey, curtime, nonce, checksum };
}

export interface Call {
  method?: InjectOptions['method'];
  url: string;
  body?: unknown;
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
  /** Send without signature headers. */
  unsigned?: boolean;
  remoteAddress?: string;
}

/** One signed request, parsed; `json` is the envelope. */
export async function call(t: TestApp, options: Call): Promise<{ status: number; json: any; raw: LightMyRequestResponse }> {
  const headers: Record<string, string> = { ...(options.unsigned ? {} : signature(t.config)) };
  if (options.token) headers.authorization = `Token ${options.token}`;
  if (options.lang) headers['think-lang'] = options.lang;
  Object.assign(headers, options.headers);
  const raw = await t.app.inject({
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    url: options.url,
    headers,
    ...(options.body === undefined ? {} : typeof options.body === 'string' ? { payload: options.body } : { payload: options.body as object }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  let json: any = null;
  try {
    json = raw.json();
  } catch {
    json = null;
  }
  return { status: raw.statusCode, json, raw };
}

/** The field messages a refused write answers ({} when it was not refused field by field). */
export async function fieldErrors(t: TestApp, options: Call): Promise<Record<string, string>> {
  return (await call(t, options)).json?.data?.errors ?? {};
}

export async function login(t: TestApp, username = 'admin', password = ADMIN_PASSWORD, extra: Partial<Call> = {}) {
  const result = await call(t, { url: '/account/login_admin/', body: { username, password }, ...extra });
  return result;
}

/** Logs in as the seeded super administrator and returns its tokens. */
export async function loginAdmin(t: TestApp): Promise<{ token: string; refreshToken: string }> {
  const { json } = await login(t);
  if (json?.code !== 1) throw new Error(`login failed: ${JSON.stringify(json)}`);
  return { token: json.data.userInfo.token, refreshToken: json.data.userInfo.refreshToken };
}

/**
 * A test app whose structured log is captured, line by line, on an in-memory PGlite: for tests that read
 * what the server writes to its log.
 */
export async function buildLoggedTestApp(): Promise<TestApp & { lines: string[] }> {
  const { Writable } = await import('node:stream');
  const { loggerOptions } = await import('../platform/logging.js');
  const lines: string[] = [];
  const config = loadConfig({ ADMIN_PASSWORD, DATABASE_URL: 'memory://', WEB_DIST: '/nonexistent', LOG_LEVEL: 'debug' });
  const database = await openDatabase({ ...config, loadDataDir: pgliteDump('migrated') });
  await database.migrate();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp({ config, database, logger: { ...(loggerOptions('debug') as object), stream: sink } });
  await seed(app);
  await app.ready();
  return {
    app,
    config,
    database,
    lines,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
