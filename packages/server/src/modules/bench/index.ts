import type { FastifyInstance } from 'fastify';
import type { ModuleManifest } from '../../platform/module.js';

/**
 * A bare route for `npm run bench`, only when BENCH_ROUTES=1: it answers whatever JSON the benchmark
 * stored, with no signature, token or rights, so that the overhead of those can be measured beside the
 * real GET /admin/index/index. Never enabled in a deployment.
 */
function benchRoutes(app: FastifyInstance): void {
  let stored = '{}';
  app.put('/bench/bare', { config: { auth: 'public' }, schema: { hide: true } }, async (request) => {
    stored = JSON.stringify(request.body);
    return { ok: true };
  });
  app.get('/bench/bare', { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', 'application/json; charset=utf-8').send(stored),
  );
}

export const manifest: ModuleManifest = { name: 'bench', version: '1.0.0', title: { 'zh-cn': '基准测试', en: 'Benchmark' }, routes: benchRoutes };
