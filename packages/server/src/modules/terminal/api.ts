import type { Db } from '../../db/client.js';
import { serviceToken } from '../../platform/services.js';

/**
 * What the terminal offers other areas: its service token and types, and nothing else (a leaf file: a
 * consumer never depends on the terminal's tables or manifest). Provided by provideTerminalServices.
 */

/**
 * The terminal settings as GET /admin/index/index answers them (spec §3: the port is a string), with the
 * package managers this machine has, so that the settings can say when the one wanted is missing.
 */
export interface TerminalSettings {
  packageManager: string;
  port: string;
  installed: string[];
}

/** The terminal's settings as the admin shell reads them at start-up (`GET /admin/index` answers them). */
export interface TerminalSettingsService {
  read(db: Db): Promise<TerminalSettings>;
}
export const TERMINAL_SETTINGS = serviceToken<TerminalSettingsService>('terminal.settings');
