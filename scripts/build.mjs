#!/usr/bin/env node
// Builds what is missing or out of date: the TypeScript of contract and server (incremental), and the
// web app when its sources are newer than its last build. `--force` rebuilds the web app regardless.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'packages/contract', 'packages/server']);

const web = path.join(root, 'packages/web');
const builtAt = newest(path.join(web, 'dist/index.html'));
const sources = ['src', 'index.html', 'vite.config.ts', 'public'].map((entry) => newest(path.join(web, entry)));
const changedAt = Math.max(...sources, newest(path.join(root, 'packages/contract/src')));
if (force || builtAt === 0 || changedAt > builtAt) {
  run('npm', ['run', 'build', '--silent', '-w', 'packages/web']);
}
