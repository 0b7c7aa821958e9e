import { provideService } from '../../platform/services.js';
import { TERMINAL_SETTINGS } from './api.js';
import { readTerminalSettings } from './terminal-settings.js';

/** What the terminal offers the other areas (the tokens and types are in api.ts). */
export function provideTerminalServices(): void {
  provideService(TERMINAL_SETTINGS, { read: (db) => readTerminalSettings(db) }, 'terminal');
}
