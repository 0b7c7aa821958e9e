import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Journeys in Debian's Chromium against the real, built server on an empty embedded database.
 * `npm test` builds the server and the web app before this runs.
 *
 * The journeys are shared out over E2E_SERVERS servers (2 by default), each with its own database and
 * its own worker, so that one waits on its page while the other renders; on one server they run one
 * after another, as a person would. A shard's journeys never meet another shard's data.
 *
 * The journeys of DEMO_FILES run on the demo installation instead (the server seeded with DEMO_DATA=1,
 * support/demo-server.ts), in a project and worker of their own: its server, on the port after the
 * shards', is started by that worker and seeds while the shards' journeys run.
 */
export const ADMIN_PASSWORD = 'Harbour_e2e_2026';
const firstPort = Number(process.env.E2E_PORT) || 8765;
const servers = Math.max(1, Math.min(4, Number(process.env.E2E_SERVERS) || 2));
export const DEMO_PORT = firstPort + servers;
const DEMO_FILES = ['accessibility.spec.ts'];

/** Seconds each journey file took on the 2-CPU CI machine, to share them out evenly; a new file counts 40. */
const SECONDS: Record<string, number> = {
  'psc-to-ncr.spec.ts': 93,
  'pms.spec.ts': 70,
  'internal-audit.spec.ts': 66,
  'crud-generator.spec.ts': 64,
  'member-centre.spec.ts': 64,
  'fleet-and-crew.spec.ts': 62,
  'roles-and-rights.spec.ts': 54,
  'drills.spec.ts': 50,
  'management-review.spec.ts': 50,
  'document-control.spec.ts': 50,
  'supplier.spec.ts': 45,
  'import-export.spec.ts': 45,
  'admin-shell.spec.ts': 45,
  'printables.spec.ts': 40,
  'terminal.spec.ts': 35,
  'certificates-and-dashboard.spec.ts': 31,
  'admin-login.spec.ts': 20,
  'settings-and-recycle.spec.ts': 19,
  'bundle-budget.spec.ts': 12,
};

/** The journey files, heaviest first, each given to the shard with the least work so far. */
function shards(): string[][] {
  const files = readdirSync(path.join(import.meta.dirname, 'tests')).filter((file) => file.endsWith('.spec.ts') && !DEMO_FILES.includes(file));
  files.sort((a, b) => (SECONDS[b] ?? 40) - (SECONDS[a] ?? 40) || a.localeCompare(b));
  const out = Array.from({ length: servers }, () => ({ files: [] as string[], seconds: 0 }));
  for (const file of files) {
    const lightest = out.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += SECONDS[file] ?? 40;
  }
  return out.map((shard) => shard.files);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Whole journeys on a 2-CPU machine that may be busy: the per-step waits (expect, 10 s) are the real guards.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // One worker per server, and one for the demo installation; each project (a server and its journeys)
  // holds one.
  workers: servers + 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  projects: [
    ...shards().map((files, index) => ({
      name: `server-${index + 1}`,
      testMatch: files.map((file) => new RegExp(`(^|/)${escape(file)}$`)),
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${firstPort + index}` },
    })),
    {
      name: 'demo',
      testMatch: DEMO_FILES.map((file) => new RegExp(`(^|/)${escape(file)}$`)),
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${DEMO_PORT}` },
    },
  ],
  use: {
    browserName: 'chromium',
    // The app turns antd's motion off for people who ask for less (layouts/reduced-motion.ts): journeys
    // then never wait on, or click into, a dialog or list still zooming or sliding on a busy machine.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: Array.from({ length: servers }, (_, index) => ({
    command: 'node ../packages/server/dist/main.js',
    url: `http://127.0.0.1:${firstPort + index}/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    env: {
      PORT: String(firstPort + index),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vessel-e2e-')),
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  })),
});
