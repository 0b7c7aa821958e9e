import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, seed } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase, START_UP_LOCK, type Database } from './db/client.js';
import { modulePublicKey } from './platform/module-packages.js';
import { testEnv } from './test/test-env.js';

/**
 * Processes started together on one PostgreSQL database (several behind a load balancer): the start-up
 * work that reads and then writes (the module signing key made once, every module's seed filling what is
 * empty) runs under one advisory lock, one process after the other. Without it, two processes starting at
 * once on a new database raced: one stopped with a duplicate key in the member menu's seed (1 start in 8),
 * and both could make a signing key of their own. PostgreSQL pass only (POSTGRES_ONLY).
 */
describe('processes starting together on one PostgreSQL database', () => {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `vessel_start_${randomBytes(5).toString('hex')}`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: server });
  const opened: Database[] = [];
  const open = async () => {
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    opened.push(database);
    return database;
  };

  beforeAll(async () => {
    await admin.connect();
    // Migrated, not seeded: what a new installation's processes meet.
    const template = inject('postgresTemplates')?.migrated;
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('make one signing key and seed once, each process in its turn', async () => {
    const config = loadConfig(testEnv(url.toString()));
    const [first, second] = await Promise.all([open(), open()]);
    await first!.migrate();
    const apps = await Promise.all([first!, second!].map((database) => buildApp({ config, database, logger: false })));
    try {
      await Promise.all(apps.map((app) => seed(app)));
      const [a, b] = apps.map((app) => modulePublicKey(app.moduleContext).keyId);
      expect(a).toBe(b);
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const count = async (table: string) => (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
        expect(await count('module_signing_key')).toBe(1);
        expect(await count('member_rule')).toBe(6);
        expect(await count('member_group')).toBe(1);
        expect(await count('admin')).toBe(1);

        // While another process holds the lock, a seed waits for it.
        await client.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK]);
        let done = false;
        const seeding = seed(apps[0]!).then(() => (done = true));
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(done).toBe(false);
        await client.query('SELECT pg_advisory_unlock($1)', [START_UP_LOCK]);
        await seeding;
        expect(done).toBe(true);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
