import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { call, signature, type TestApp } from '../test/helpers.js';
import { testEnv } from '../test/test-env.js';

/**
 * The embedded database keeps the signing nonces in its data directory: a request captured before a
 * restart is refused after it, as docs/security.md promises (they used to live in memory on PGlite).
 */
describe('signing nonces across a restart of the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vessel-nonces-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The server as `npm start` builds it: PGlite with its files under DATA_DIR (not memory://). */
  async function start(): Promise<TestApp> {
    const env = testEnv('');
    delete env.DATABASE_URL;
    const config = loadConfig({ ...env, DATA_DIR: dataDir });
    const database = await openDatabase(config);
    expect(database.kind).toBe('pglite');
    await database.migrate();
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    return { app, config, database, close: async () => (await app.close(), await database.close()) };
  }

  // Signed, no session needed: a refusal there can only come from the signature.
  const refresh = (t: TestApp, headers: Record<string, string>) =>
    call(t, { url: '/api/common/refreshToken', body: { refresh_token: 'x'.repeat(43) }, unsigned: true, headers, lang: 'en' });

  it('refuses a request replayed after the server restarted on the same data directory', async () => {
    const headers = signature(loadConfig(testEnv('')));
    const first = await start();
    try {
      const accepted = await refresh(first, headers);
      expect(accepted.status).toBe(200);
      expect(accepted.json.code).toBe(401); // past the signature: the refresh token itself is unknown
    } finally {
      await first.close();
    }
    const second = await start();
    try {
      const replayed = await refresh(second, headers);
      expect(replayed.status).toBe(401);
      expect(replayed.json).toMatchObject({ code: 0, msg: 'The request was already received', data: null });
      // A fresh signature still passes: the restart refused the replay, not everything.
      expect((await refresh(second, signature(second.config))).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
