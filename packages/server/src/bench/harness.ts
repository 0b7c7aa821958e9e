/**
 * What the benchmark's stages share: a server started on a fresh data directory or database, signed
 * requests, and autocannon's figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEV_APP_KEY, DEV_APP_SECRET } from '../config.js';

export const PASSWORD = 'Bench_pass_2026';
export const DURATION = Number(process.env.BENCH_SECONDS) || 10;
export const CONNECTIONS = 50;
const main = fileURLToPath(new URL('../main.js', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export function signed(): Record<string, string> {
  const curtime = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(12).toString('base64url');
  const checksum = createHash('md5').update(`${DEV_APP_SECRET}${nonce}${curtime}`).digest('hex');
  return { appkey: DEV_APP_KEY, curtime, nonce, checksum };
}

export async function startServer(databaseUrl: string | null, dataDirOf: () => string = () => mkdtempSync(path.join(tmpdir(), 'vessel-bench-'))): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = dataDirOf();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, BENCH_ROUTES: '1', LOG_LEVEL: 'warn', APP_KEY: DEV_APP_KEY, APP_SECRET: DEV_APP_SECRET };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start within 20 s');
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** `connections`: how many requests are in flight at once (fewer for a list one database process answers in seconds). */
export async function measure(url: string, headers: () => Record<string, string>, connections = CONNECTIONS): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: DURATION,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...headers() } }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}
