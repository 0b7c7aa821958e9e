import { TERMINAL_DEFAULTS } from '@vessel/contract';

export function terminalConfigOf(): { packageManager: string; port: string } {
  return { packageManager: TERMINAL_DEFAULTS.packageManager, port: TERMINAL_DEFAULTS.port };
}
