import { TERMINAL_DEFAULTS } from '@vessel/contract';

/**
 * What the settings say about the package manager chosen: missing on the server (its tasks would fail),
 * or in use because the spec's pnpm is missing. Nothing while the server has not said what it has.
 */
export function packageManagerNote(chosen: string, installed: readonly string[]): { kind: 'missing' | 'fallback'; manager: string } | null {
  if (installed.length === 0) return null;
  if (!installed.includes(chosen)) return { kind: 'missing', manager: chosen };
  if (chosen !== TERMINAL_DEFAULTS.packageManager && !installed.includes(TERMINAL_DEFAULTS.packageManager)) return { kind: 'fallback', manager: chosen };
  return null;
}
