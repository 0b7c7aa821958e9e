import { Writable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, seed } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { loggerOptions } from '../../platform/logging.js';
import { ADMIN_PASSWORD, loginAdmin, type TestApp } from '../../test/helpers.js';
import { runStream } from '../../test/terminal-stream.js';

/** The admin token travels in the stream's URL (EventSource sends no headers): it must never reach the log. */
describe('terminal stream in the structured log', () => {
  let t: TestApp;
  let database: Database;
  const lines: string[] = [];

  beforeAll(async () => {
    const config = loadConfig({ ADMIN_PASSWORD, DATABASE_URL: 'memory://', WEB_DIST: '/nonexistent', LOG_LEVEL: 'debug' });
    database = await openDatabase(config);
    await database.migrate();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp({ config, database, logger: { ...(loggerOptions('debug') as object), stream: sink } });
    await seed(app);
    t = { app, config, database, close: async () => {} };
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it('logs the request with token=*** and the command run, never the token', async () => {
    const { token } = await loginAdmin(t);
    const result = await runStream(t, { command: 'version.node', uuid: randomUUID(), extend: 'npm', token });
    expect(result.data.at(-2)).toBe('command-exec-success');
    await runStream(t, { command: 'nope', uuid: randomUUID(), extend: '', token });
    const all = lines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(encodeURIComponent(token));
    expect(all).toContain('/admin/Terminal/index?command=version.node');
    expect(all).toContain('token=***');
    const finished = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'terminal command finished');
    expect(finished).toMatchObject({ command: 'version.node', outcome: { kind: 'exit', code: 0 } });
    expect(finished.adminId).toEqual(expect.any(String));
  });
});
