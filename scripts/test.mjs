#!/usr/bin/env node
// `npm test`: builds what is missing, runs every suite (the server's and the browser journeys side by
// side), and ends with one line of totals ("N passed, N failed") over all of them. With
// TEST_DATABASE_URL set, the server suite runs a second time against that PostgreSQL server, in two later
// stages after the default run (whose time it prints): the suite, then the long suites on their own. With TEST_REDIS_URL set (.ci/run sets it when
// Redis answers on 127.0.0.1:6379), the server suite also tests the signing nonces' Redis store against it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'vessel-test-'));
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

const suites = [
  // The import rules of .dependency-cruiser.cjs: one pass per rule kept, one failure per rule broken.
  { name: 'dependency rules', cwd: '.', kind: 'deps' },
  { name: 'contract', cwd: 'packages/contract', kind: 'vitest' },
  { name: 'web', cwd: 'packages/web', kind: 'vitest' },
  // These two run side by side: the browser journeys spend much of their time waiting on their pages
  // (one worker used 8.5 CPU-minutes in 18 minutes), which the server suite's workers fill. Each one's
  // output is printed whole when it ends, headed by its own time.
  // TEST_POSTGRES_PASS: a PostgreSQL pass follows, so tests chosen for it are left out here (vitest.config.ts).
  { name: 'server (PGlite)', cwd: 'packages/server', kind: 'vitest', env: { TEST_DATABASE_URL: '', TEST_POSTGRES_PASS: process.env.TEST_DATABASE_URL ? '1' : '' }, alongside: true },
  { name: 'e2e (Chromium)', cwd: 'e2e', kind: 'playwright', alongside: true },
];
// Later stages, after the default run, where a PostgreSQL server answers: the server suite again on it, then
// the long suites on their own (faults: the database cut, kill -9, a full disk; two servers behind a
// balancer; the soak; the batteries of bad input; the demo seed). The split is TEST_STAGE in vitest.config.ts.
const laterStages = process.env.TEST_DATABASE_URL
  ? [
      { name: 'server (PostgreSQL)', cwd: 'packages/server', kind: 'vitest', env: { TEST_STAGE: 'main' } },
      { name: 'long: faults, two servers, soak, batteries (PostgreSQL)', cwd: 'packages/server', kind: 'vitest', env: { TEST_STAGE: 'long' } },
    ]
  : [];

/** Runs a suite's process; with `buffered`, its output is kept and printed in one piece when it ends. */
function runProcess(command, args, options, buffered) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (status) => resolve({ status, output: Buffer.concat(chunks) }));
    child.on('error', () => resolve({ status: 1, output: Buffer.concat(chunks) }));
  });
}

async function runSuite(suite, index, buffered = false) {
  const report = path.join(reports, `${index}.json`);
  const env = { ...process.env, ...suite.env, FORCE_COLOR: '0' };
  const [command, args] =
    suite.kind === 'vitest'
      ? [process.execPath, [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]]
      : suite.kind === 'deps'
        ? [process.execPath, [path.join(root, 'scripts/check-deps.mjs'), '--report', report]]
        : [process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--reporter=list,json']];
  if (suite.kind === 'playwright') env.PLAYWRIGHT_JSON_OUTPUT_NAME = report;
  const started = Date.now();
  if (!buffered) process.stdout.write(`\n=== ${suite.name} ===\n`);
  const result = await runProcess(command, args, { cwd: path.join(root, suite.cwd), env }, buffered);
  if (buffered) process.stdout.write(`\n=== ${suite.name} (${minutes(Date.now() - started)}, run alongside another suite) ===\n${result.output}`);
  let counts = { passed: 0, failed: 0 };
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    counts =
      suite.kind === 'vitest'
        ? { passed: json.numPassedTests, failed: json.numFailedTests + (json.numTotalTestSuites && !json.success && json.numFailedTests === 0 ? 1 : 0) }
        : suite.kind === 'deps'
          ? { passed: json.passed, failed: json.failed }
          : { passed: json.stats.expected + (json.stats.flaky ?? 0), failed: json.stats.unexpected };
  } catch {
    counts.failed = 1; // the runner died before it could report: count the suite as one failure
  }
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  return { ...suite, ...counts, status: result.status };
}

let build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  process.stdout.write('\nbuild failed\n0 passed, 1 failed\n');
  process.exit(1);
}
try {
  ensureChromium();
} catch (error) {
  process.stderr.write(`${error.message}\n`);
}

const started = Date.now();
const results = [];
for (const [index, suite] of suites.entries()) if (!suite.alongside) results.push(await runSuite(suite, index));
results.push(...(await Promise.all(suites.map((suite, index) => (suite.alongside ? runSuite(suite, index, true) : null)).filter(Boolean))));
process.stdout.write(`\ndefault run: ${minutes(Date.now() - started)}${laterStages.length ? '; later stages follow' : ''}\n`);
for (const [index, suite] of laterStages.entries()) {
  const stageStarted = Date.now();
  results.push(await runSuite(suite, suites.length + index));
  process.stdout.write(`\n${suite.name}: ${minutes(Date.now() - stageStarted)}\n`);
}
if (laterStages.length) process.stdout.write(`all stages: ${minutes(Date.now() - started)}\n`);
rmSync(reports, { recursive: true, force: true });
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
process.stdout.write('\n');
for (const r of results) process.stdout.write(`${r.name.padEnd(22)} ${r.passed} passed, ${r.failed} failed\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
