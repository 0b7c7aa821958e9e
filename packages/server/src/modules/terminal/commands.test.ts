import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_MANAGERS } from '@vessel/contract';
import { commandLine, defaultTerminalCommands, resolveCommand, type TerminalCommands } from './commands.js';

const root = '/srv/vessel';
const webDist = '/srv/vessel/packages/web/dist';
const commands = defaultTerminalCommands({ projectRoot: root, webDist });

describe('the default command list', () => {
  it('has the keys of issue 7, for every package manager', () => {
    expect(Object.keys(commands)).toEqual(expect.arrayContaining(['version.node', 'version.npm', 'test.npm', 'web-install.npm', 'web-install.pnpm', 'web-build.npm']));
    for (const manager of PACKAGE_MANAGERS) {
      for (const base of ['version', 'test', 'web-install']) expect(commands[`${base}.${manager}`], `${base}.${manager}`).toBeDefined();
    }
  });

  it('runs programs with arguments, never a shell', () => {
    for (const [key, command] of Object.entries(commands)) {
      expect(['sh', 'bash', 'cmd', 'powershell'], key).not.toContain(path.basename(command.program));
      expect(command.args.join(' '), key).not.toMatch(/[;&|`$]/);
    }
  });

  it('test.npm installs one small package in a scratch folder; web-install at the root', () => {
    expect(commands['test.npm']).toEqual({ program: 'npm', args: ['install', '--no-audit', '--no-fund', 'is-number@7.0.0'], cwd: { scratch: true } });
    expect(commands['web-install.npm']).toMatchObject({ program: 'npm', cwd: '.' });
    expect(commands['web-install.pnpm']).toEqual({ program: 'pnpm', args: ['install'], cwd: '.' });
  });

  it('web-build.npm builds beside the served copy and publishes it on success', () => {
    expect(commands['web-build.npm']).toEqual({
      program: 'npm',
      args: ['run', 'build', '-w', 'packages/web', '--', '--outDir', `${webDist}-next`],
      cwd: '.',
      publish: { from: `${webDist}-next`, to: webDist },
    });
  });

  it('version.node runs this very node', () => {
    expect(commands['version.node']!.program).toBe(process.execPath);
    expect(commandLine(commands['version.node']!)).toBe('node --version');
    expect(commandLine({ program: 'node', args: ['-e', 'console.log(1)'], cwd: '.' })).toBe('node -e "console.log(1)"');
  });
});

describe('resolveCommand', () => {
  it('takes a key as it is, or a base completed by the package manager', () => {
    expect(resolveCommand(commands, root, 'version.node', '')).toMatchObject({ ok: true, key: 'version.node', cwd: root });
    expect(resolveCommand(commands, root, 'web-install', 'pnpm')).toMatchObject({ ok: true, key: 'web-install.pnpm' });
    expect(resolveCommand(commands, root, 'web-build.npm', 'pnpm')).toMatchObject({ ok: true, key: 'web-build.npm' });
    expect(resolveCommand(commands, root, 'test', 'npm')).toMatchObject({ ok: true, key: 'test.npm', cwd: null });
  });

  it('refuses what is not in the list, and a package manager outside the list', () => {
    for (const name of ['web-install', 'web-build', 'rm', 'version.node ', 'toString', '__proto__', 'constructor', '']) {
      expect(resolveCommand(commands, root, name, ''), name).toEqual({ ok: false, reason: 'unknown-command' });
    }
    expect(resolveCommand(commands, root, 'web-build', 'pnpm')).toEqual({ ok: false, reason: 'unknown-command' });
    expect(resolveCommand(commands, root, 'web-install', 'bun')).toEqual({ ok: false, reason: 'bad-extend' });
    expect(resolveCommand(commands, root, 'version.node', 'x')).toEqual({ ok: false, reason: 'bad-extend' });
  });

  it('never runs in a directory outside the project', () => {
    const list: TerminalCommands = {
      'a.up': { program: 'x', args: [], cwd: '..' },
      'a.abs': { program: 'x', args: [], cwd: '/etc' },
      'a.sibling': { program: 'x', args: [], cwd: '../vessel-other' },
      'a.inside': { program: 'x', args: [], cwd: 'packages/web' },
    };
    for (const key of ['a.up', 'a.abs', 'a.sibling']) expect(resolveCommand(list, root, key, '').ok, key).toBe(false);
    expect(resolveCommand(list, root, 'a.inside', '')).toMatchObject({ ok: true, cwd: '/srv/vessel/packages/web' });
  });
});
