#!/usr/bin/env node
// `npm run deps`, and the "dependency rules" suite of `npm test`: cruises packages/server and
// packages/web/src with dependency-cruiser against the rules of .dependency-cruiser.cjs (explained in
// docs/architecture.md, "Dependency rules") and prints every violation, grouped by rule.
//
// Counting, for the test runner's totals: each rule is one check. A rule with no violation is one pass,
// a rule with any violation is one failure (its violations are all listed). The last line is
// "N passed, N failed" like every suite's.
//
// Options: --report FILE writes {passed, failed, rules: {name: [violation lines]}} as JSON (the test
// runner reads it); --quiet prints only the per-rule lines and the totals.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const args = process.argv.slice(2);
const reportAt = args.includes('--report') ? args[args.indexOf('--report') + 1] : undefined;
const quiet = args.includes('--quiet');

function finish(passed, failed, rules) {
  if (reportAt) writeFileSync(reportAt, JSON.stringify({ passed, failed, rules }, null, 2));
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  process.exit(failed === 0 ? 0 : 1);
}

const run = spawnSync(
  process.execPath,
  [cli, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'packages/server', 'packages/web/src'],
  { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
let result;
try {
  result = JSON.parse(run.stdout);
} catch {
  // The cruiser itself failed (bad config, a file it cannot parse): that is one failure, not a pass.
  process.stderr.write(run.stderr || run.stdout || 'dependency-cruiser gave no output\n');
  process.stdout.write('dependency-cruiser did not run to the end\n');
  finish(0, 1, {});
}

/** One readable line per violation: a cycle is shown whole, a dependency as from → to. */
function describe(violation) {
  if (violation.cycle?.length) {
    return `cycle: ${[violation.from, ...violation.cycle.map((step) => step.name)].join(' → ')}`;
  }
  return `${violation.from} → ${violation.to}`;
}

const ruleNames = result.summary.ruleSetUsed.forbidden.map((rule) => rule.name);
const byRule = Object.fromEntries(ruleNames.map((name) => [name, []]));
for (const violation of result.summary.violations) {
  const line = describe(violation);
  // The cruiser reports a cycle once per file on it; list each cycle once.
  const seen = byRule[violation.rule.name] ?? (byRule[violation.rule.name] = []);
  const key = violation.cycle?.length ? [violation.from, ...violation.cycle.map((s) => s.name)].sort().join('|') : line;
  if (!seen.some((entry) => entry.key === key)) seen.push({ key, line });
}

let passed = 0;
let failed = 0;
const rules = {};
process.stdout.write(
  `dependency rules: ${result.summary.totalCruised} files, ${result.summary.totalDependenciesCruised} imports cruised\n`,
);
for (const [name, entries] of Object.entries(byRule)) {
  rules[name] = entries.map((entry) => entry.line);
  if (entries.length === 0) {
    passed += 1;
    process.stdout.write(`  ✓ ${name}\n`);
    continue;
  }
  failed += 1;
  process.stdout.write(`  ✗ ${name}: ${entries.length} violation${entries.length === 1 ? '' : 's'}\n`);
  if (!quiet) for (const entry of entries) process.stdout.write(`      ${entry.line}\n`);
}
if (failed > 0 && !quiet) process.stdout.write('Each rule is explained in .dependency-cruiser.cjs and docs/architecture.md.\n');
finish(passed, failed, rules);
