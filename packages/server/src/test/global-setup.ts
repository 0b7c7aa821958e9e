import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp, seed } from '../app.js';
import { loadConfig } from '../config.js';
import { migratedPgliteDump, openDatabase, pgliteDatabase, type Database } from '../db/client.js';
import { testEnv } from './test-env.js';

interface Variants {
  /** Every migration applied, nothing seeded: for test apps built with an environment of their own. */
  migrated: string;
  /** Migrated, then seeded by an app with the default test environment. */
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite pass: files holding the data directories each test database starts from. */
    pgliteDumps: Variants | null;
    /** PostgreSQL pass: the databases each test database is created from (CREATE DATABASE … TEMPLATE). */
    postgresTemplates: Variants | null;
  }
}

/**
 * Migrates and seeds once per run instead of once per test file (most of the cost of a test database):
 * each test still gets a database of its own, a copy of one of these.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const suffix = randomBytes(6).toString('hex');
    const names: Variants = { migrated: `vessel_template_${suffix}`, seeded: `vessel_template_seeded_${suffix}` };
    const drop = async () => {
      for (const name of Object.values(names)) await adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
    try {
      await adminQuery(server, `CREATE DATABASE ${names.migrated}`);
      // A template must have no session open while databases are created from it: each is closed after.
      await withDatabase(await openDatabase({ databaseUrl: databaseOf(server, names.migrated), dataDir: '' }), (database) => database.migrate());
      await adminQuery(server, `CREATE DATABASE ${names.seeded} TEMPLATE ${names.migrated}`);
      await withDatabase(await openDatabase({ databaseUrl: databaseOf(server, names.seeded), dataDir: '' }), (database) => seedWith(database, databaseOf(server, names.seeded)));
    } catch (error) {
      await drop();
      throw error;
    }
    project.provide('pgliteDumps', null);
    project.provide('postgresTemplates', names);
    return drop;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'vessel-pglite-'));
  const files: Variants = { migrated: path.join(dir, 'migrated.tar'), seeded: path.join(dir, 'seeded.tar') };
  const migrated = await migratedPgliteDump();
  writeFileSync(files.migrated, Buffer.from(await migrated.arrayBuffer()));
  const client = new PGlite({ loadDataDir: migrated });
  await withDatabase(pgliteDatabase(client), async (database) => {
    await seedWith(database, 'memory://');
    writeFileSync(files.seeded, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  });
  project.provide('pgliteDumps', files);
  project.provide('postgresTemplates', null);
  return async () => rmSync(dir, { recursive: true, force: true });
}

/** What buildTestApp does on a database with the default environment: build the app, seed, close it. */
async function seedWith(database: Database, databaseUrl: string): Promise<void> {
  const app = await buildApp({ config: loadConfig(testEnv(databaseUrl)), database, logger: false });
  try {
    await seed(app);
  } finally {
    await app.close();
  }
}

async function withDatabase(database: Database, use: (database: Database) => Promise<void>): Promise<void> {
  try {
    await use(database);
  } finally {
    await database.close();
  }
}

function databaseOf(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(server: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
