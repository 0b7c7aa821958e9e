import { z } from 'zod';
import type { MessageKey } from './messages/index.js';

/**
 * The terminal's wire (spec §7, CONTRACT.md "Uploads and the terminal"): the browser names a command by
 * its key and the package manager; the server streams `data: {"uuid", "data"}` events back, where
 * `data` is an output line or one of the markers below, `command-exec-completed` always last.
 */
export const TERMINAL_PATHS = {
  /** GET, text/event-stream: `command`, `uuid`, `extend` (package manager), `token` (admin access token). */
  stream: '/admin/Terminal/index',
  /** GET, super administrator: whether a command runs now. The panel calls it before each stream, so an expired token is refreshed first. */
  status: '/admin/Terminal/status',
  /** POST, super administrator: `{packageManager?, port?}`. */
  changeConfig: '/admin/ajax/changeTerminalConfig',
} as const;

export const TERMINAL_MARKERS = {
  linkSuccess: 'command-link-success',
  execSuccess: 'command-exec-success',
  execError: 'command-exec-error',
  execCompleted: 'command-exec-completed',
} as const;
export type TerminalMarker = (typeof TERMINAL_MARKERS)[keyof typeof TERMINAL_MARKERS];

/** One event of the stream, as JSON in its `data:` field. */
export interface TerminalEvent {
  uuid: string;
  data: string;
}

/** The package managers the settings offer (spec §9: pnpm by default). */
export const PACKAGE_MANAGERS = ['npm', 'cnpm', 'pnpm', 'yarn', 'ni'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export function isPackageManager(value: unknown): value is PackageManager {
  return typeof value === 'string' && (PACKAGE_MANAGERS as readonly string[]).includes(value);
}

/** The only query parameters the stream takes; any other answers an error. */
export const TERMINAL_QUERY_KEYS = ['command', 'uuid', 'extend', 'token'] as const;

/** A command key (`version.node`) or the base of one that the package manager completes (`web-install`). */
export const TERMINAL_COMMAND_PATTERN = /^[a-z][a-z0-9-]{0,39}(\.[a-z][a-z0-9-]{0,19})?$/;
/**
 * Checks (`version.*`, `test.*`) only report: one that fails (the tool missing, no registry) says so in
 * its output and holds no task after it. Installs and builds block on failure (spec §5): what follows
 * them needs them.
 */
export function isCheckCommand(command: string): boolean {
  return /^(version|test)\./.test(command);
}

/** The task's id, echoed in every event. */
export const TERMINAL_UUID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

export function isValidPort(value: unknown): boolean {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9][0-9]{0,4}$/.test(text)) return false;
  return Number(text) <= 65535;
}

const port: MessageKey = 'validate.port';

/** POST /admin/ajax/changeTerminalConfig: either setting or both. */
export const terminalConfigBody = z
  .strictObject({
    packageManager: z.enum(PACKAGE_MANAGERS).optional(),
    port: z
      .union([z.string(), z.number()], { error: port })
      .refine((value) => isValidPort(value), { error: port })
      .optional(),
  })
  .refine((body) => body.packageManager !== undefined || body.port !== undefined, {
    error: 'validate.required',
    path: ['packageManager'],
  });
export type TerminalConfigBody = z.infer<typeof terminalConfigBody>;

export const terminalStatusAnswer = z.object({ running: z.boolean() });
export type TerminalStatusAnswer = z.infer<typeof terminalStatusAnswer>;

/** The URL of one task's stream; `base` is the client config's API base URL ('' for the page's origin). */
export function terminalStreamUrl(
  base: string,
  params: { command: string; uuid: string; extend: string; token: string },
): string {
  const query = (['command', 'uuid', 'extend', 'token'] as const).map((key) => `${key}=${encodeURIComponent(params[key])}`).join('&');
  return `${base.replace(/\/+$/, '')}${TERMINAL_PATHS.stream}?${query}`;
}

/** Parses one event's JSON; null for anything that is not `{uuid: string, data: string}`. */
export function parseTerminalEvent(text: string): TerminalEvent | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object') {
      const { uuid, data } = value as Record<string, unknown>;
      if (typeof uuid === 'string' && typeof data === 'string') return { uuid, data };
    }
  } catch {
    // not JSON: not ours
  }
  return null;
}
