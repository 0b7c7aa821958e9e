#!/usr/bin/env node
// `npm run dev`: the API server on :8000 (rebuilt from TypeScript first) and Vite's dev server on :5173
// with hot reload, which forwards API calls to :8000. Ctrl-C stops both.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'packages/contract', 'packages/server'], { cwd: root, stdio: 'inherit' });
const children = [
  spawn(process.execPath, ['packages/server/dist/main.js'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'packages/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
