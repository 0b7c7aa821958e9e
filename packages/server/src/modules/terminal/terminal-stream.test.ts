import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { TERMINAL_MARKERS } from '@vessel/contract';
import { buildTestApp, loginAdmin, type TestApp } from '../../test/helpers.js';
import { buildAdmin, buildGroup, tokenOf } from '../../test/factories.js';
import { alive, nodeCommand, openStream, runStream, until } from '../../test/terminal-stream.js';
import { hashToken } from '../../platform/tokens.js';
import { authToken } from '../../platform/identity/tables.js';

const { linkSuccess, execSuccess, execError, execCompleted } = TERMINAL_MARKERS;
const scratch = mkdtempSync(path.join(tmpdir(), 'vessel-terminal-test-'));
const marker = path.join(scratch, 'ran');

/** The real list, plus commands that show each way a command can end. */
const TEST_COMMANDS = {
  'fail.node': nodeCommand("console.log('about to fail'); process.exit(3)"),
  'ansi.node': nodeCommand(
    "process.stdout.write('\\x1b[31mred\\x1b[0m text\\n'); process.stderr.write('\\x1b[1;33mwarn\\x1b[0m on stderr\\r\\n\\x1b]0;title\\x07last')",
  ),
  'marker.node': nodeCommand(`require('fs').writeFileSync(${JSON.stringify(marker)}, 'x')`),
  'input.node': nodeCommand(
    "const b = Buffer.alloc(10); const n = require('fs').readSync(0, b); console.log('read ' + n + ' bytes'); process.exit(n === 0 ? 2 : 0)",
  ),
  'sleep.node': nodeCommand(
    "const { spawn } = require('child_process'); const c = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.log('pids ' + process.pid + ' ' + c.pid); setInterval(() => {}, 1000)",
  ),
  'missing.tool': { program: 'vessel-no-such-program', args: ['--version'], cwd: '.' },
  'outside.node': nodeCommand('1', { cwd: '..' }),
};

describe('terminal stream: GET /admin/Terminal/index', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({}, (config) => {
      config.terminal.commands = { ...config.terminal.commands, ...TEST_COMMANDS };
    });
    token = (await loginAdmin(t)).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const run = (command: string, extra: Record<string, string> = {}) =>
    runStream(t, { command, uuid: randomUUID(), extend: '', token, ...extra });

  it('runs version.node: link success, the command, the version line, exec success, completed (last)', async () => {
    const uuid = randomUUID();
    const result = await runStream(t, { command: 'version.node', uuid, extend: 'npm', token });
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(result.headers['cache-control']).toContain('no-cache');
    expect(result.data).toEqual([linkSuccess, '> node --version', process.version, execSuccess, execCompleted]);
    // Each event: `id: n` and `data: {"uuid", "data"}`, with the task's uuid.
    expect(result.body.split('\n\n')[0]).toBe(`id: 1\ndata: ${JSON.stringify({ uuid, data: linkSuccess })}`);
    expect(result.body).not.toContain(token);
  });

  it('takes the package manager as extend to complete a base key (version + npm = version.npm)', async () => {
    const result = await run('version', { extend: 'npm' });
    expect(result.data[0]).toBe(linkSuccess);
    expect(result.data[1]).toBe('> npm --version');
    expect(result.data[2]).toMatch(/^\d+\.\d+\.\d+/);
    expect(result.data.slice(-2)).toEqual([execSuccess, execCompleted]);
  });

  it('a failing command: its output, the exit code, exec error, completed', async () => {
    const result = await run('fail.node');
    expect(result.data).toEqual([linkSuccess, expect.stringContaining('> node -e'), 'about to fail', 'The command ended with exit code 3', execError, execCompleted]);
  });

  it('sends stdout and stderr lines without ANSI colours or control sequences', async () => {
    const result = await run('ansi.node');
    const lines = result.data.slice(2, -2);
    expect(lines).toEqual(expect.arrayContaining(['red text', 'warn on stderr', 'last']));
    expect(lines).toHaveLength(3);
    expect(result.body).not.toMatch(/\\u001b|\x1b/);
    expect(result.data.slice(-2)).toEqual([execSuccess, execCompleted]);
  });

  it('a program that is not installed fails cleanly with a clear line (pnpm on a machine without it)', async () => {
    const result = await run('missing.tool');
    expect(result.data).toEqual(['vessel-no-such-program is not installed on the server (not found on its PATH)', execError, execCompleted]);
    // The server is fine afterwards.
    expect((await run('version.node')).data.at(-2)).toBe(execSuccess);
  });

  it('a command that waits for input reads end-of-file at once and does not hang', async () => {
    // 'read 0 bytes' is the proof: with stdin left open the read would block until the test times out.
    const result = await run('input.node');
    expect(result.data).toContain('read 0 bytes');
    expect(result.data.slice(-2)).toEqual([execError, execCompleted]);
  });

  it('answers 204 to a reconnecting EventSource (Last-Event-ID) and runs nothing', async () => {
    const result = await runStream(t, { command: 'marker.node', uuid: randomUUID(), extend: '', token }, { 'last-event-id': '5' });
    expect(result.status).toBe(204);
    expect(result.body).toBe('');
    expect(existsSync(marker)).toBe(false);
  });

  describe('refusals: a line, exec error, completed, and nothing runs', () => {
    const refused = async (query: Record<string, string>, line: string) => {
      const result = await runStream(t, { command: 'marker.node', uuid: randomUUID(), extend: '', ...query });
      expect(result.status).toBe(200);
      expect(result.data).toEqual([line, execError, execCompleted]);
      expect(existsSync(marker)).toBe(false);
    };

    it('without a token', async () => {
      await refused({}, 'Please log in first');
      await refused({ token: '' }, 'Please log in first');
    });

    it('with a member token, a refresh token or a forged one', async () => {
      const member = await t.app.moduleContext.tokens.issuePair('user', randomUUID(), { access: 3600, refresh: 7200 });
      const { refreshToken } = await loginAdmin(t);
      for (const wrong of [member.token, refreshToken, 'A'.repeat(43)]) {
        await refused({ token: wrong }, 'Your login is no longer valid, please log in again');
      }
    });

    it('with the token of an administrator who is not super, whatever their role', async () => {
      const group = await buildGroup(t, token, { name: 'Engineers', rights: [] });
      await buildAdmin(t, token, { username: 'chief_eng', group_arr: [group.id] });
      await refused({ token: await tokenOf(t, 'chief_eng') }, 'Only a super administrator can run terminal commands');
    });

    it('with an expired token', async () => {
      const { token: old } = await loginAdmin(t);
      await t.database.db
        .update(authToken)
        .set({ expires_at: sql`now() - interval '1 second'` })
        .where(eq(authToken.token_hash, hashToken(old)));
      await refused({ token: old }, 'Your session has expired');
    });

    it('with a token that was revoked (logout)', async () => {
      const { token: old } = await loginAdmin(t);
      await t.database.db.update(authToken).set({ revoked_at: new Date() }).where(eq(authToken.token_hash, hashToken(old)));
      await refused({ token: old }, 'Your login is no longer valid, please log in again');
    });

    it('an unknown key, a command line, a path', async () => {
      for (const command of ['rm.rf', 'web-install', 'marker', 'node --version', '../x', '']) {
        const result = await run(command);
        expect(result.data.slice(-2), command).toEqual([execError, execCompleted]);
        expect(result.data[0], command).toMatch(/^Unknown command/);
      }
    });

    it('a package manager outside the list', async () => {
      await refused({ token, extend: 'bun' }, 'Unknown package manager: bun');
      await refused({ token, extend: 'npm;rm' }, 'Unknown package manager: npm;rm');
    });

    it('any other parameter, or a parameter given twice', async () => {
      await refused({ token, cwd: '/' }, 'Unexpected parameter: cwd');
      const twice = await t.app.inject({
        url: `/admin/Terminal/index?command=marker.node&command=version.node&uuid=u1&extend=&token=${encodeURIComponent(token)}`,
        headers: { 'accept-language': 'en' },
      });
      expect(twice.body).toContain('Unexpected parameter: command');
      expect(existsSync(marker)).toBe(false);
    });

    it('a missing or malformed uuid', async () => {
      await refused({ token, uuid: '' }, 'The task id is missing or malformed');
      await refused({ token, uuid: 'a b<c>' }, 'The task id is missing or malformed');
    });

    it('a command whose directory lies outside the project', async () => {
      await refused({ token, command: 'outside.node' }, 'Unknown command: outside.node');
    });

    it('in the language the browser asks for', async () => {
      const result = await runStream(t, { command: 'marker.node', uuid: 'u', extend: '' }, { 'accept-language': 'zh-CN,zh;q=0.9' });
      expect(result.data[0]).toMatch(/\p{Script=Han}/u);
    });
  });

  it('the allowed command that writes the marker does run (the refusals above prove nothing ran)', async () => {
    expect((await run('marker.node')).data.slice(-2)).toEqual([execSuccess, execCompleted]);
    expect(existsSync(marker)).toBe(true);
    rmSync(marker);
  });

  it('a closed connection kills the process and its children', async () => {
    const stream = await openStream(t, { command: 'sleep.node', uuid: randomUUID(), extend: '', token });
    await until(() => stream.data.some((line) => line.startsWith('pids ')));
    const [parent, child] = stream.data.find((line) => line.startsWith('pids '))!.slice(5).split(' ').map(Number) as [number, number];
    expect(alive(parent)).toBe(true);
    expect(alive(child)).toBe(true);
    stream.close();
    await until(() => !alive(parent) && !alive(child));
    // And the lock is free again.
    await until(async () => (await run('version.node')).data.at(-2) === execSuccess);
  });

  it('runs one command at a time: a second is refused with a clear line while one runs', async () => {
    const first = await openStream(t, { command: 'sleep.node', uuid: randomUUID(), extend: '', token });
    await until(() => first.data.some((line) => line.startsWith('pids ')));
    const second = await run('marker.node');
    expect(second.data).toEqual(['Another command is running on the server; this one was not started', execError, execCompleted]);
    expect(existsSync(marker)).toBe(false);
    first.close();
    await first.ended;
    await until(async () => (await run('version.node')).data.at(-2) === execSuccess);
  });
});

describe('terminal stream: a command that runs too long', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({ TERMINAL_TIMEOUT: '1' }, (config) => {
      config.terminal.commands = { ...config.terminal.commands, 'sleep.node': TEST_COMMANDS['sleep.node'] };
    });
    token = (await loginAdmin(t)).token;
  });
  afterAll(() => t.close());

  it('is stopped with its children after the timeout: a line, exec error, completed', async () => {
    // The command never ends by itself: the stream closes only because the one-second timeout stopped it.
    const result = await runStream(t, { command: 'sleep.node', uuid: randomUUID(), extend: '', token });
    const pids = result.data.find((line) => line.startsWith('pids '))!.slice(5).split(' ').map(Number);
    expect(result.data.slice(-3)).toEqual(['The command ran longer than 1 seconds and was stopped', execError, execCompleted]);
    await until(() => pids.every((pid) => !alive(pid)));
  });
});
