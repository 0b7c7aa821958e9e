import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAdmin, type TestApp } from '../../test/helpers.js';
import { buildAdmin, buildGroup, tokenOf } from '../../test/factories.js';
import { runStream } from '../../test/terminal-stream.js';
import { defaultPackageManager, installedPackageManagers } from './package-managers.js';

/** A PATH of one folder holding the named programs (`name` executable; `name:plain` present but not executable). */
function fakePath(...programs: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vessel-path-'));
  for (const entry of programs) {
    const [name, plain] = entry.split(':');
    const file = path.join(dir, name!);
    writeFileSync(file, '#!/bin/sh\necho 1.0.0\n');
    chmodSync(file, plain ? 0o644 : 0o755);
  }
  return dir;
}

describe('the package managers the server has', () => {
  it('finds the executable ones on PATH, in the order of the settings list', async () => {
    const dir = fakePath('yarn', 'npm', 'pnpm:plain');
    expect(await installedPackageManagers({ PATH: dir })).toEqual(['npm', 'yarn']);
    expect(await installedPackageManagers({ PATH: '' })).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('defaults to pnpm when present, else yarn, else npm (which comes with Node.js)', () => {
    expect(defaultPackageManager(['npm', 'pnpm', 'yarn'])).toBe('pnpm');
    expect(defaultPackageManager(['npm', 'yarn'])).toBe('yarn');
    expect(defaultPackageManager(['npm', 'cnpm'])).toBe('npm');
    expect(defaultPackageManager([])).toBe('npm');
  });
});

const CHANGE = '/admin/ajax/changeTerminalConfig';

describe('terminal settings: POST /admin/ajax/changeTerminalConfig and the shell bootstrap', () => {
  let t: TestApp;
  let token: string;
  let engineer: string;

  beforeAll(async () => {
    t = await buildTestApp();
    token = (await loginAdmin(t)).token;
    // Every right of the seeded menu: still not a super administrator.
    const group = await buildGroup(t, token, { name: 'Everything but super', rights: ['dashboard'] });
    await buildAdmin(t, token, { username: 'second_eng', group_arr: [group.id] });
    engineer = await tokenOf(t, 'second_eng');
  });
  afterAll(() => t.close());

  const terminalOfIndex = async () => {
    const { packageManager, port } = (await call(t, { url: '/admin/index/index', token })).json.data.terminal;
    return { packageManager, port };
  };
  const realPath = process.env.PATH;
  afterEach(() => {
    process.env.PATH = realPath;
  });

  it('answers the defaults of spec §9 before anything is saved: pnpm on a machine that has it', async () => {
    process.env.PATH = fakePath('npm', 'pnpm', 'yarn');
    expect((await call(t, { url: '/admin/index/index', token })).json.data.terminal).toEqual({ packageManager: 'pnpm', port: '8000', installed: ['npm', 'pnpm', 'yarn'] });
  });

  it('defaults to a package manager the machine has when pnpm is missing, and says which ones it has', async () => {
    process.env.PATH = fakePath('npm');
    expect((await call(t, { url: '/admin/index/index', token })).json.data.terminal).toEqual({ packageManager: 'npm', port: '8000', installed: ['npm'] });
    process.env.PATH = fakePath('npm', 'yarn');
    expect(await terminalOfIndex()).toEqual({ packageManager: 'yarn', port: '8000' });
  });

  it('runs the first check with the default on this machine, whatever it has', async () => {
    const { packageManager, installed } = (await call(t, { url: '/admin/index/index', token })).json.data.terminal;
    expect(installed).toContain(packageManager);
    const result = await runStream(t, { command: 'version', uuid: randomUUID(), extend: packageManager, token });
    expect(result.data.at(-2)).toBe('command-exec-success');
  });

  it('saves the package manager, then the port, keeping the other; the bootstrap answers the saved values', async () => {
    const first = await call(t, { url: CHANGE, body: { packageManager: 'npm' }, token, lang: 'en' });
    expect(first.json).toMatchObject({ code: 1, msg: 'Operation successful', data: { packageManager: 'npm', port: '8000', installed: expect.any(Array) } });
    expect(await terminalOfIndex()).toEqual({ packageManager: 'npm', port: '8000' });
    const second = await call(t, { url: CHANGE, body: { port: '8080' }, token });
    expect(second.json.data).toMatchObject({ packageManager: 'npm', port: '8080' });
    const both = await call(t, { url: CHANGE, body: { packageManager: 'yarn', port: 9000 }, token });
    expect(both.json.data).toMatchObject({ packageManager: 'yarn', port: '9000' });
    expect(await terminalOfIndex()).toEqual({ packageManager: 'yarn', port: '9000' });
  });

  it('is kept in the database, not in the process', async () => {
    await call(t, { url: CHANGE, body: { packageManager: 'cnpm', port: '7000' }, token });
    const { readTerminalSettings } = await import('./terminal-settings.js');
    expect(await readTerminalSettings(t.database.db)).toMatchObject({ packageManager: 'cnpm', port: '7000' });
  });

  it.each([
    ['en', { packageManager: 'bun' }, 'packageManager', 'Must be one of: npm, cnpm, pnpm, yarn, ni'],
    ['zh-cn', { packageManager: 'bun' }, 'packageManager', /npm, cnpm, pnpm, yarn, ni/],
    ['en', { port: '70000' }, 'port', 'Please enter a port from 1 to 65535'],
    ['zh-cn', { port: '70000' }, 'port', '请输入 1 到 65535 之间的端口'],
    ['en', { port: 'abc' }, 'port', 'Please enter a port from 1 to 65535'],
    ['en', { port: true }, 'port', 'Please enter a port from 1 to 65535'],
    ['en', {}, 'packageManager', 'This field is required'],
    ['zh-cn', {}, 'packageManager', /\p{Script=Han}/u],
    ['en', { port: '8000', command: 'rm' }, 'command', 'Unknown field'],
  ])('refuses (%s) %j with code 0 and the field message', async (lang, body, field, message) => {
    const before = await terminalOfIndex();
    const { status, json } = await call(t, { url: CHANGE, body, token, lang });
    expect(status).toBe(200);
    expect(json.code).toBe(0);
    expect(json.data.errors[field]).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(json.msg).toBe(json.data.errors[field]);
    expect(await terminalOfIndex()).toEqual(before);
  });

  it('is for super administrators only, as is the status call; members and strangers get 401', async () => {
    for (const [url, body] of [[CHANGE, { packageManager: 'npm' }], ['/admin/Terminal/status', undefined]] as const) {
      const forbidden = await call(t, { url, ...(body ? { body } : {}), token: engineer, lang: 'en' });
      expect(forbidden.status, url).toBe(403);
      expect(forbidden.json, url).toMatchObject({ code: 403 });
      expect((await call(t, { url, ...(body ? { body } : {}) })).json.code, url).toBe(401);
    }
  });

  it('GET /admin/Terminal/status says whether a command runs', async () => {
    const { json } = await call(t, { url: '/admin/Terminal/status', token });
    expect(json).toMatchObject({ code: 1, data: { running: false } });
  });
});
