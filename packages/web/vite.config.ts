import { readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, defaultClientConditions, type Plugin, type ProxyOptions } from 'vite';

/** The API server the dev server forwards to (`npm run dev` starts it on 8000). */
const API_TARGET = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:8000';

/**
 * Paths the server answers. `/admin/...` is shared with the app's own pages, so only the API shapes of
 * CONTRACT.md are forwarded: `/admin/index/*`, `/admin/ajax/*`, `/admin/Terminal/*`, the resource
 * definitions and resource bases `/admin/{module}.{Resource}/*` (a dot in the second segment).
 */
const API_PATHS = [
  '^/api/',
  '^/account/',
  '^/admin/index/',
  '^/admin/resource/definitions',
  '^/admin/ajax/',
  '^/admin/Terminal/',
  '^/admin/[^/.]+\\.[^/]+/',
  '^/client-config\\.js',
  '^/health',
  '^/docs',
];

/** A browser navigation (Accept: text/html) gets the app's index.html, except the API documentation pages. */
function keepPageNavigations(req: IncomingMessage): string | undefined {
  const accept = req.headers.accept ?? '';
  if (accept.includes('text/html') && !req.url?.startsWith('/docs')) return '/index.html';
  return undefined;
}

/**
 * Writes a `.br` and a `.gz` beside every script, stylesheet and image of the build worth compressing:
 * the server sends them to browsers that accept them (@fastify/static's `preCompressed`), so a page's
 * scripts cross the network at a third of their size without compressing on every request.
 */
function precompress(): Plugin {
  return {
    name: 'vessel-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|mjs|css|svg|json)$/.test(fileName)) continue;
        const file = path.join(options.dir!, fileName);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
      }
    },
  };
}

const apiProxy: ProxyOptions = { target: API_TARGET, changeOrigin: false, bypass: keepPageNavigations };

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    ...(process.env.BUNDLE_REPORT
      ? [visualizer({ filename: process.env.BUNDLE_REPORT, template: process.env.BUNDLE_REPORT.endsWith('.md') ? 'markdown' : process.env.BUNDLE_REPORT.endsWith('.json') ? 'raw-data' : 'treemap', gzipSize: true, projectRoot: new URL('../..', import.meta.url).pathname })]
      : []),
  ],
  resolve: {
    // The contract package is consumed as TypeScript source (its exports "source" condition).
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, apiProxy])),
  },
  preview: {
    port: 4173,
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, apiProxy])),
  },
});
