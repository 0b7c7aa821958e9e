import { eq } from 'drizzle-orm';
import { TERMINAL_DEFAULTS, isPackageManager, type PackageManager, type TerminalConfigBody } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { terminalSettings } from './tables.js';

/** The terminal settings as GET /admin/index/index answers them (spec §3: the port is a string). */
export interface TerminalSettings {
  packageManager: string;
  port: string;
}

const DEFAULTS: TerminalSettings = { packageManager: TERMINAL_DEFAULTS.packageManager, port: TERMINAL_DEFAULTS.port };

/** The saved settings, or the defaults of spec §9 when none were saved. */
export async function readTerminalSettings(db: Db): Promise<TerminalSettings> {
  const [row] = await db.select().from(terminalSettings).where(eq(terminalSettings.id, 1)).limit(1);
  if (!row) return { ...DEFAULTS };
  return { packageManager: row.package_manager, port: String(row.port) };
}

/** Saves what the body names and keeps the rest; answers the settings now in force. */
export async function saveTerminalSettings(db: Db, change: TerminalConfigBody): Promise<TerminalSettings> {
  const current = await readTerminalSettings(db);
  const packageManager: PackageManager = change.packageManager ?? (isPackageManager(current.packageManager) ? current.packageManager : TERMINAL_DEFAULTS.packageManager);
  const port = Number(change.port ?? current.port);
  await db
    .insert(terminalSettings)
    .values({ id: 1, package_manager: packageManager, port })
    .onConflictDoUpdate({ target: terminalSettings.id, set: { package_manager: packageManager, port, updated_at: new Date() } });
  return { packageManager, port: String(port) };
}
