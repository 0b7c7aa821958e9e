import type { Db } from '../../db/client.js';
import { provideService, serviceToken } from '../../platform/services.js';
import { readTerminalSettings, type TerminalSettings } from './terminal-settings.js';

/** The terminal's settings as the admin shell reads them at start-up (`GET /admin/index` answers them). */
export type { TerminalSettings };

export interface TerminalSettingsService {
  read(db: Db): Promise<TerminalSettings>;
}
export const TERMINAL_SETTINGS = serviceToken<TerminalSettingsService>('terminal.settings');

/** What the terminal offers the other areas. */
export function provideTerminalServices(): void {
  provideService(TERMINAL_SETTINGS, { read: (db) => readTerminalSettings(db) }, 'terminal');
}
