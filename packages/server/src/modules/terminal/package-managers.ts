import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { PACKAGE_MANAGERS, TERMINAL_DEFAULTS, type PackageManager } from '@vessel/contract';

/**
 * The default when nothing is saved, in order: the spec's pnpm (§9) when this machine has it, else yarn,
 * else npm, which comes with Node.js. A default the machine lacks would fail the first task a user runs.
 */
const FALLBACK_ORDER: readonly PackageManager[] = [TERMINAL_DEFAULTS.packageManager as PackageManager, 'yarn', 'npm'];

/** On Windows a program is `npm.cmd` or `pnpm.exe`; elsewhere the bare name. */
function candidates(program: string, env: NodeJS.ProcessEnv): string[] {
  if (process.platform !== 'win32') return [program];
  const extensions = (env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';').filter(Boolean);
  return [program, ...extensions.map((ext) => program + ext.toLowerCase())];
}

async function onPath(program: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  const dirs = (env.PATH ?? env.Path ?? '').split(path.delimiter).filter(Boolean);
  for (const dir of dirs) {
    for (const name of candidates(program, env)) {
      try {
        await access(path.join(dir, name), constants.X_OK);
        return true;
      } catch {
        // Not here: the next directory.
      }
    }
  }
  return false;
}

/** The package managers the server can run: those on its PATH, in the order of PACKAGE_MANAGERS. */
export async function installedPackageManagers(env: NodeJS.ProcessEnv = process.env): Promise<PackageManager[]> {
  const found = await Promise.all(PACKAGE_MANAGERS.map((manager) => onPath(manager, env)));
  return PACKAGE_MANAGERS.filter((_, index) => found[index]);
}

/** The first of pnpm, yarn, npm that is installed; npm when none is found (it ships with Node.js). */
export function defaultPackageManager(installed: readonly string[]): PackageManager {
  return FALLBACK_ORDER.find((manager) => installed.includes(manager)) ?? 'npm';
}
