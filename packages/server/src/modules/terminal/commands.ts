import path from 'node:path';
import { PACKAGE_MANAGERS, TERMINAL_COMMAND_PATTERN, isPackageManager, type PackageManager } from '@vessel/contract';

/**
 * The commands the terminal may run, by key. A command is a program and its arguments, run without a
 * shell, in a directory of the project (or in a fresh scratch folder); the browser only ever names a key.
 */
export interface TerminalCommand {
  program: string;
  args: readonly string[];
  /** Relative to the project root; it must stay inside it. */
  cwd: string | { scratch: true };
  /**
   * After success, move the directory `from` into `to`'s place (the web build: built beside the served
   * copy, then swapped in, so the server serves the new build at once and the old one until then).
   */
  publish?: { from: string; to: string };
}

export type TerminalCommands = Readonly<Record<string, TerminalCommand>>;

/** The package a test install fetches: small, no dependencies, no install scripts. */
const TEST_PACKAGE = 'is-number@7.0.0';

const INSTALL: Record<PackageManager, readonly string[]> = {
  npm: ['install', '--no-audit', '--no-fund'],
  cnpm: ['install'],
  pnpm: ['install'],
  yarn: ['install'],
  ni: [],
};

const ADD: Record<PackageManager, readonly string[]> = {
  npm: ['install', '--no-audit', '--no-fund', TEST_PACKAGE],
  cnpm: ['install', TEST_PACKAGE],
  pnpm: ['add', TEST_PACKAGE],
  yarn: ['add', TEST_PACKAGE],
  ni: [TEST_PACKAGE],
};

/**
 * The default list:
 * - `version.node`, `version.{manager}`: the version of each tool;
 * - `test.{manager}`: an install of one small package in a scratch folder (the registry is reachable, the tool works);
 * - `web-install.{manager}`: the project's dependencies, at its root (one lock file, npm workspaces);
 * - `web-build.npm`: the web app, built next to the served copy and swapped in on success.
 */
export function defaultTerminalCommands(options: { projectRoot: string; webDist: string }): TerminalCommands {
  const commands: Record<string, TerminalCommand> = {
    'version.node': { program: process.execPath, args: ['--version'], cwd: '.' },
  };
  for (const manager of PACKAGE_MANAGERS) {
    commands[`version.${manager}`] = { program: manager, args: ['--version'], cwd: '.' };
    commands[`test.${manager}`] = { program: manager, args: ADD[manager], cwd: { scratch: true } };
    commands[`web-install.${manager}`] = { program: manager, args: INSTALL[manager], cwd: '.' };
  }
  const next = `${options.webDist}-next`;
  commands['web-build.npm'] = {
    program: 'npm',
    args: ['run', 'build', '-w', 'packages/web', '--', '--outDir', next],
    cwd: '.',
    publish: { from: next, to: options.webDist },
  };
  return commands;
}

export type Resolution =
  | { ok: true; key: string; command: TerminalCommand; cwd: string | null }
  | { ok: false; reason: 'unknown-command' | 'bad-extend' };

/**
 * The command a request names: `command` itself when it is a key, else `command.extend` (the package
 * manager completes a base such as `web-install`). `extend` is empty or a package manager.
 */
export function resolveCommand(commands: TerminalCommands, projectRoot: string, command: string, extend: string): Resolution {
  if (extend !== '' && !isPackageManager(extend)) return { ok: false, reason: 'bad-extend' };
  if (!TERMINAL_COMMAND_PATTERN.test(command)) return { ok: false, reason: 'unknown-command' };
  const key = Object.hasOwn(commands, command) ? command : extend && Object.hasOwn(commands, `${command}.${extend}`) ? `${command}.${extend}` : null;
  if (!key) return { ok: false, reason: 'unknown-command' };
  const found = commands[key]!;
  if (typeof found.cwd !== 'string') return { ok: true, key, command: found, cwd: null };
  const root = path.resolve(projectRoot);
  const cwd = path.resolve(root, found.cwd);
  // A directory outside the project is a mistake in the list; it runs nothing.
  if (cwd !== root && !cwd.startsWith(root + path.sep)) return { ok: false, reason: 'unknown-command' };
  return { ok: true, key, command: found, cwd };
}

/** How a command reads in the output: `npm run build -w packages/web`. */
export function commandLine(command: TerminalCommand): string {
  const program = command.program === process.execPath ? 'node' : command.program;
  return [program, ...command.args].map((part) => (/^[\w@%+=:,./-]+$/.test(part) ? part : JSON.stringify(part))).join(' ');
}
