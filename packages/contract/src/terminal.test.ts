import { describe, expect, it } from 'vitest';
import { TERMINAL_DEFAULTS } from './constants.js';
import {
  isCheckCommand,
  PACKAGE_MANAGERS,
  TERMINAL_COMMAND_PATTERN,
  TERMINAL_PATHS,
  TERMINAL_UUID_PATTERN,
  isPackageManager,
  isValidPort,
  parseTerminalEvent,
  terminalConfigBody,
  terminalStreamUrl,
} from './terminal.js';

describe('terminal wire', () => {
  it('offers the package managers, the default among them', () => {
    expect(PACKAGE_MANAGERS).toEqual(['npm', 'cnpm', 'pnpm', 'yarn', 'ni']);
    expect(isPackageManager(TERMINAL_DEFAULTS.packageManager)).toBe(true);
    expect(isPackageManager('bun')).toBe(false);
    expect(isPackageManager(undefined)).toBe(false);
  });

  it('builds the stream URL of spec §7 with every value encoded', () => {
    expect(terminalStreamUrl('', { command: 'version.node', uuid: 'u-1', extend: 'npm', token: 'a+b/c' })).toBe(
      `${TERMINAL_PATHS.stream}?command=version.node&uuid=u-1&extend=npm&token=a%2Bb%2Fc`,
    );
    expect(terminalStreamUrl('https://api.example.com/', { command: 'x', uuid: 'u', extend: '', token: 't' })).toBe(
      'https://api.example.com/admin/Terminal/index?command=x&uuid=u&extend=&token=t',
    );
  });

  it('parses an event and refuses anything else', () => {
    expect(parseTerminalEvent('{"uuid":"u","data":"line"}')).toEqual({ uuid: 'u', data: 'line' });
    expect(parseTerminalEvent('{"uuid":"u"}')).toBeNull();
    expect(parseTerminalEvent('{"uuid":1,"data":"x"}')).toBeNull();
    expect(parseTerminalEvent('nope')).toBeNull();
    expect(parseTerminalEvent('null')).toBeNull();
  });

  it('command keys and uuids have a narrow shape', () => {
    for (const good of ['version.node', 'web-install', 'web-install.pnpm', 'test.npm']) expect(TERMINAL_COMMAND_PATTERN.test(good), good).toBe(true);
    for (const bad of ['', 'Version', 'a.b.c', '../x', 'rm -rf', 'x;y', '.x']) expect(TERMINAL_COMMAND_PATTERN.test(bad), bad).toBe(false);
    expect(TERMINAL_UUID_PATTERN.test('3b241101-e2bb-4255-8caf-4136c566a962')).toBe(true);
    expect(TERMINAL_UUID_PATTERN.test('')).toBe(false);
    expect(TERMINAL_UUID_PATTERN.test('a b')).toBe(false);
  });

  it('a port is an integer from 1 to 65535', () => {
    for (const good of ['1', '8000', 65535, '65535']) expect(isValidPort(good), String(good)).toBe(true);
    for (const bad of ['0', '65536', '80a', '', ' 80', '08000', -1, 1.5, null]) expect(isValidPort(bad), String(bad)).toBe(false);
  });

  it('the settings body takes the package manager, the port, or both; nothing else', () => {
    expect(terminalConfigBody.safeParse({ packageManager: 'npm' }).success).toBe(true);
    expect(terminalConfigBody.safeParse({ port: '8080' }).success).toBe(true);
    expect(terminalConfigBody.safeParse({ packageManager: 'yarn', port: 9000 }).success).toBe(true);
    expect(terminalConfigBody.safeParse({}).success).toBe(false);
    expect(terminalConfigBody.safeParse({ packageManager: 'bun' }).success).toBe(false);
    expect(terminalConfigBody.safeParse({ port: '70000' }).success).toBe(false);
    expect(terminalConfigBody.safeParse({ port: '8000', command: 'x' }).success).toBe(false);
    const port = terminalConfigBody.safeParse({ port: 'abc' });
    expect(port.success ? null : port.error.issues[0]?.message).toBe('validate.port');
  });
});

describe('checks and tasks that block', () => {
  it('version and test commands are checks; installs and builds are not', () => {
    for (const command of ['version.node', 'version.pnpm', 'test.npm', 'test.pnpm']) expect(isCheckCommand(command), command).toBe(true);
    for (const command of ['web-install.npm', 'web-build.npm', 'version', 'testing.npm', 'xversion.node']) expect(isCheckCommand(command), command).toBe(false);
  });
});
