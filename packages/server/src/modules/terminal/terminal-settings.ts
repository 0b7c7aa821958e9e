import { eq } from 'drizzle-orm';
import { TERMINAL_DEFAULTS, isPackageManager, type PackageManager, type TerminalConfigBody } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { defaultPackageManager, installedPackageManagers } from './package-managers.js';
import type { TerminalSettings } from './api.js';
import { terminalSettings } from './tables.js';

export type { TerminalSettings };

/**
 * The saved settings, or the defaults of spec §9 when none were saved, except that the default package
 * manager is one the machine has (pnpm when installed, else yarn, else npm). A saved choice is kept as
 * the administrator made it.
 */
export async function readTerminalSettings(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<TerminalSettings> {
  const installed = await installedPackageManagers(env);
  const [row] = await db.select().from(terminalSettings).where(eq(terminalSettings.id, 1)).limit(1);
  if (!row) return { packageManager: defaultPackageManager(installed), port: TERMINAL_DEFAULTS.port, installed };
  return { packageManager: row.package_manager, port: String(row.port), installed };
}

/** Saves what the body names and keeps the rest; answers the settings now in force. */
export async function saveTerminalSettings(db: Db, change: TerminalConfigBody): Promise<TerminalSettings> {
  const current = await readTerminalSettings(db);
  const packageManager: PackageManager = change.packageManager ?? (isPackageManager(current.packageManager) ? current.packageManager : defaultPackageManager(current.installed));
  const port = Number(change.port ?? current.port);
  await db
    .insert(terminalSettings)
    .values({ id: 1, package_manager: packageManager, port })
    .onConflictDoUpdate({ target: terminalSettings.id, set: { package_manager: packageManager, port, updated_at: new Date() } });
  return { packageManager, port: String(port), installed: current.installed };
}
