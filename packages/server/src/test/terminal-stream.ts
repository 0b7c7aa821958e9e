import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TERMINAL_PATHS, type TerminalEvent } from '@vessel/contract';
import type { TerminalCommand } from '../modules/terminal/commands.js';
import type { TestApp } from './helpers.js';

/** The `data` of each event of an event-stream body, in order. */
export function eventData(body: string): string[] {
  return body
    .split('\n\n')
    .flatMap((block) => block.split('\n').filter((line) => line.startsWith('data: ')))
    .map((line) => (JSON.parse(line.slice(6)) as TerminalEvent).data);
}

export function events(body: string): TerminalEvent[] {
  return body
    .split('\n\n')
    .flatMap((block) => block.split('\n').filter((line) => line.startsWith('data: ')))
    .map((line) => JSON.parse(line.slice(6)) as TerminalEvent);
}

export function streamUrl(query: Record<string, string>): string {
  return `${TERMINAL_PATHS.stream}?${new URLSearchParams(query).toString()}`;
}

/** One whole stream through app.inject (no signature: EventSource cannot sign). */
export async function runStream(t: TestApp, query: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: streamUrl(query), headers: { 'accept-language': 'en', ...headers } });
  return { status: response.statusCode, headers: response.headers, body: response.body, data: eventData(response.body) };
}

/** A node one-liner as a command of the list. */
export function nodeCommand(script: string, extra: Partial<TerminalCommand> = {}): TerminalCommand {
  return { program: process.execPath, args: ['-e', script], cwd: '.', ...extra };
}

/** Whether a process still runs (a zombie waiting for its reaper does not count). */
export function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) [ZX] /.test(stat);
  } catch {
    return false;
  }
}

export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A stream over a real socket, read as it arrives: `lines` fills event by event; `close()` drops the
 * connection as a browser closing the panel would.
 */
export async function openStream(t: TestApp, query: Record<string, string>) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const data: string[] = [];
  let buffer = '';
  let request!: http.ClientRequest;
  const ended = new Promise<void>((resolve) => {
    request = http.get({ host: '127.0.0.1', port, path: streamUrl(query), headers: { 'accept-language': 'en' } }, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        data.push(...eventData(blocks.join('\n\n')));
      });
      response.on('end', resolve);
      response.on('close', resolve);
      response.on('error', () => resolve());
    });
    request.on('error', () => resolve());
  });
  return { data, ended, close: () => request.destroy() };
}
