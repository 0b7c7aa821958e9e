import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { countsOf, killAndRestart } from './test/crash.js';

/** kill -9 under acknowledged writes on the embedded database, its files in DATA_DIR as `npm start` runs it (test/crash.ts). */
describe('kill -9 during a stream of acknowledged writes, on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vessel-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged ship after a restart, none half written', async () => {
    await killAndRestart({ DATA_DIR: dataDir, DATABASE_URL: '' }, async () => {
      const { PGlite } = await import('@electric-sql/pglite');
      const db = new PGlite(path.join(dataDir, 'pgdata'));
      try {
        return await countsOf((text) => db.query(text));
      } finally {
        await db.close();
      }
    });
  }, 240_000);
});
