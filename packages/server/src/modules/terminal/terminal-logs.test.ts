import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggedTestApp, loginAdmin, type TestApp } from '../../test/helpers.js';
import { runStream } from '../../test/terminal-stream.js';

/** The admin token travels in the stream's URL (EventSource sends no headers): it must never reach the log. */
describe('terminal stream in the structured log', () => {
  let t: TestApp & { lines: string[] };
  let lines: string[];

  beforeAll(async () => {
    t = await buildLoggedTestApp();
    lines = t.lines;
  });
  afterAll(() => t.close());

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
