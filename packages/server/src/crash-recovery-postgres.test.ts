import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, it } from 'vitest';
import { countsOf, killAndRestart } from './test/crash.js';

/** kill -9 under acknowledged writes on a database of the PostgreSQL server (test/crash.ts); PostgreSQL pass only. */
describe('kill -9 during a stream of acknowledged writes, on PostgreSQL', () => {
  it('keeps every acknowledged ship after a restart, none half written', async () => {
    const server = new URL(process.env.TEST_DATABASE_URL!);
    const name = `vessel_crash_${randomBytes(5).toString('hex')}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vessel-crash-'));
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    try {
      await killAndRestart({ DATABASE_URL: url.toString(), DATA_DIR: dataDir }, async () => {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        try {
          return await countsOf((text) => client.query(text));
        } finally {
          await client.end();
        }
      });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
