import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Journeys in Debian's Chromium against the real, built server on an empty embedded database.
 * `npm test` builds the server and the web app before this runs.
 */
export const ADMIN_PASSWORD = 'Harbour_e2e_2026';
const port = Number(process.env.E2E_PORT) || 8765;
const dataDir = mkdtempSync(path.join(tmpdir(), 'vessel-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Whole journeys on a 2-CPU machine that may be busy: the per-step waits (expect, 10 s) are the real guards.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // One server and one database: journeys run one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node ../packages/server/dist/main.js',
    url: `http://127.0.0.1:${port}/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  },
});
