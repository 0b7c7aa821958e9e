import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEV_APP_KEY, DEV_APP_SECRET } from '../config.js';
import { freePort, signed } from '../bench/harness.js';
import { underFileSizeLimit } from './file-size-limit.js';

/**
 * The built server (packages/server/dist/main.js, which `npm test` builds) as a process of its own, for the
 * tests that need the real thing: killed under writes (test/crash.ts), or two of them on one database
 * behind a balancer (two-servers-postgres.test.ts). Requests are signed with the development pair the
 * process is started with, and the first administrator's password is BUILT_SERVER_PASSWORD.
 */
const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
export const BUILT_SERVER_PASSWORD = 'Crash_test_2026';

export interface BuiltServer {
  base: string;
  child: ChildProcess;
}

/** The four signing headers of one request under a fresh nonce: the benchmark's, signed with the same development pair. */
export { signed };

/**
 * Starts the built server with `env` on a free port and answers once /health does (60 s at most).
 * `fileSizeLimitKib` starts it under `ulimit -f` (test/file-size-limit.ts): no file it writes may grow past that.
 */
export async function startBuiltServer(env: Record<string, string>, options: { fileSizeLimitKib?: number } = {}): Promise<BuiltServer> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the server first (node scripts/build.mjs)`);
  const port = await freePort();
  const [command, args] = options.fileSizeLimitKib === undefined ? [process.execPath, [MAIN]] : underFileSizeLimit(options.fileSizeLimitKib, process.execPath, [MAIN]);
  const child = spawn(command, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: BUILT_SERVER_PASSWORD, LOG_LEVEL: 'error', ALERT_JOB: 'false', APP_KEY: DEV_APP_KEY, APP_SECRET: DEV_APP_SECRET },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start within 60 s');
}

export const stopped = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));

/** SIGTERM, then SIGKILL if the process has not gone within `graceMs`. */
export async function stopBuiltServer(server: BuiltServer, graceMs = 10_000): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await stopped(child);
  clearTimeout(timer);
}

export interface Request {
  token?: string | null;
  /** JSON unless FormData; a body makes it a POST. */
  body?: unknown;
  method?: string;
  /** Added to (and overriding) the signing headers, the language and the token. */
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  json: any;
}

/** A signed request in English, with the token when given; the answer's status, headers and JSON (null when not JSON). */
export async function request(base: string, url: string, options: Request = {}): Promise<Answer> {
  const { token, body, headers } = options;
  const form = body instanceof FormData;
  const response = await fetch(`${base}${url}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      ...signed(),
      ...(form || body === undefined ? {} : { 'content-type': 'application/json' }),
      'think-lang': 'en',
      ...(token ? { authorization: `Token ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (a file)
  }
  return { status: response.status, headers: response.headers, json };
}

/** The JSON answer of a signed request. */
export async function api(base: string, url: string, token: string | null, body?: unknown): Promise<any> {
  return (await request(base, url, { token, ...(body === undefined ? {} : { body }) })).json;
}

/** Logs the first administrator in; answers the access token and the refresh token. */
export async function loginBuilt(base: string, headers: Record<string, string> = {}): Promise<{ token: string; refreshToken: string }> {
  const answer = await request(base, '/account/login_admin/', { body: { username: 'admin', password: BUILT_SERVER_PASSWORD }, headers });
  if (answer.json?.code !== 1) throw new Error(`login refused: ${JSON.stringify(answer.json)}`);
  return { token: answer.json.data.userInfo.token as string, refreshToken: answer.json.data.userInfo.refreshToken as string };
}
