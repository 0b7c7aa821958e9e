import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMINAL_MARKERS } from '@vessel/contract';
import { buildTestApp, loginAdmin, type TestApp } from '../../test/helpers.js';
import { nodeCommand, runStream } from '../../test/terminal-stream.js';
import { publishDirectory } from './web-publish.js';

/** A stand-in for `vite build --outDir {dist}-next`: writes a page and an asset, or fails half-way. */
function fakeBuild(dist: string, label: string, fail = false) {
  const next = `${dist}-next`;
  const script = [
    "const fs = require('fs'); const path = require('path');",
    `const out = ${JSON.stringify(next)};`,
    "fs.mkdirSync(path.join(out, 'assets'), { recursive: true });",
    `fs.writeFileSync(path.join(out, 'index.html'), '<html>${label}</html>');`,
    `fs.writeFileSync(path.join(out, 'assets', '${label}.js'), 'console.log(1)');`,
    `console.log('built ${label}');`,
    fail ? 'process.exit(1);' : '',
  ].join(' ');
  return nodeCommand(script, { publish: { from: next, to: dist } });
}

describe('web-build: the new build is served at once, without a restart', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'vessel-web-'));
  const dist = path.join(root, 'dist');
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<html>old</html>');
    writeFileSync(path.join(dist, 'assets', 'old.js'), 'old');
    t = await buildTestApp({ WEB_DIST: dist }, (config) => {
      config.terminal.commands = { ...config.terminal.commands, 'web-build.npm': fakeBuild(dist, 'fresh'), 'web-build.fail': fakeBuild(dist, 'broken', true) };
    });
    token = (await loginAdmin(t)).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = async () => (await t.app.inject({ url: '/', headers: { accept: 'text/html' } })).body;
  const asset = async (name: string) => (await t.app.inject({ url: `/assets/${name}.js` })).statusCode;

  it('a failed build leaves the served build as it was and no half-written output', async () => {
    const result = await runStream(t, { command: 'web-build.fail', uuid: randomUUID(), extend: '', token });
    expect(result.data.slice(-2)).toEqual([TERMINAL_MARKERS.execError, TERMINAL_MARKERS.execCompleted]);
    expect(existsSync(`${dist}-next`)).toBe(false);
    expect(await page()).toBe('<html>old</html>');
    expect(await asset('old')).toBe(200);
  });

  it('a successful build replaces the served one: the next request gets the new page and assets', async () => {
    expect(await asset('fresh')).toBe(404);
    const result = await runStream(t, { command: 'web-build', uuid: randomUUID(), extend: 'npm', token });
    expect(result.data).toEqual([
      TERMINAL_MARKERS.linkSuccess,
      expect.stringContaining('> node -e'),
      'built fresh',
      'The new build of the web app is served now; reload the page to use it',
      TERMINAL_MARKERS.execSuccess,
      TERMINAL_MARKERS.execCompleted,
    ]);
    expect(await page()).toBe('<html>fresh</html>');
    expect(await asset('fresh')).toBe(200);
    expect(await asset('old')).toBe(404);
    expect(existsSync(`${dist}-next`)).toBe(false);
    expect(existsSync(`${dist}-previous`)).toBe(false);
  });
});

describe('web-build on a server that started without a build', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'vessel-web-'));
  const dist = path.join(root, 'dist');
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST: dist }, (config) => {
      config.terminal.commands = { ...config.terminal.commands, 'web-build.npm': fakeBuild(dist, 'first') };
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the first build once it is published', async () => {
    expect((await t.app.inject({ url: '/assets/first.js' })).statusCode).toBe(404);
    const { token } = await loginAdmin(t);
    const result = await runStream(t, { command: 'web-build.npm', uuid: randomUUID(), extend: 'pnpm', token });
    expect(result.data.at(-2)).toBe(TERMINAL_MARKERS.execSuccess);
    expect((await t.app.inject({ url: '/assets/first.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/admin/login', headers: { accept: 'text/html' } })).body).toBe('<html>first</html>');
  });
});

describe('publishDirectory', () => {
  it('moves the new directory into place, also when none was served before', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'vessel-publish-'));
    try {
      const to = path.join(root, 'dist');
      mkdirSync(`${to}-next`);
      writeFileSync(path.join(`${to}-next`, 'a'), '1');
      publishDirectory(`${to}-next`, to);
      expect(readFileSync(path.join(to, 'a'), 'utf8')).toBe('1');
      expect(() => publishDirectory(`${to}-next`, to)).toThrow(/missing/);
      expect(readFileSync(path.join(to, 'a'), 'utf8')).toBe('1');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
