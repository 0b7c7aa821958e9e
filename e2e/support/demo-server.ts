import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { ADMIN_PASSWORD, DEMO_PORT } from '../playwright.config';

/**
 * The demo installation (the server started with DEMO_DATA=1 on an empty embedded database: a year of
 * the demo fleet's records, as `npm run seed:demo` makes), for the journeys that must see pages with
 * rows: tables, tags, status colours, charts, detail pages.
 *
 * It is started by the worker of the `demo` project rather than as one of the config's web servers: the
 * seed takes a minute or more (66 s on an idle 2-CPU machine), and Playwright starts no journey before
 * every web server answers. Started here, it seeds while the other servers' journeys run, and only when
 * a journey of the demo project is run at all.
 *
 * E2E_DEMO_URL=http://host:port uses a demo server already running instead (for working on the journey;
 * the journeys only read, so one server serves any number of runs).
 */
const SEED_TIMEOUT_MS = 480_000;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

async function startDemoServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = `http://127.0.0.1:${DEMO_PORT}`;
  // A worker started again after a failed journey: its predecessor's server may still be closing.
  for (let waited = 0; waited < 30_000 && (await answers(url)); waited += 500) await new Promise((resolve) => setTimeout(resolve, 500));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vessel-e2e-demo-'));
  const server: ChildProcess = spawn(process.execPath, [path.join(import.meta.dirname, '../../packages/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(DEMO_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DEMO_DATA: '1',
    },
    // The seed prints the demo's logins on stdout; the server's warnings and errors are kept for a failure.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4_000)));
  let exited: string | null = null;
  const exit = new Promise<void>((resolve) =>
    server.once('exit', (code, signal) => {
      exited = `exited (${signal ?? code})`;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) server.kill('SIGTERM');
    await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (!exited) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  while (!(await answers(url))) {
    if (exited || Date.now() - started > SEED_TIMEOUT_MS) {
      await stop();
      throw new Error(`The demo server ${exited ?? `did not answer within ${SEED_TIMEOUT_MS / 1000} s`}:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`demo installation seeded and serving in ${Math.round((Date.now() - started) / 1000)} s`);
  return { url, stop };
}

/** `test` whose pages are those of the demo installation (baseURL is the demo server's). */
export const test = base.extend<object, { demoURL: string }>({
  demoURL: [
    async ({}, use) => {
      const given = process.env.E2E_DEMO_URL;
      if (given) return use(given.replace(/\/$/, ''));
      const server = await startDemoServer();
      try {
        await use(server.url);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: SEED_TIMEOUT_MS + 60_000 },
  ],
  baseURL: async ({ demoURL }, use) => use(demoURL),
});
