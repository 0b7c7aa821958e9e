import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { todayIso } from '@vessel/contract';
import { fillPms } from '../../bench/pms-fill.js';
import { fillSeafarers } from '../../bench/seafarer-fill.js';
import type { ModuleContext, ModuleManifest } from '../../platform/module.js';

/** The table of the design `npm run bench` generates (bench/generated.ts): filled here, on either engine. */
export const BENCH_TABLE = 'bench_bunker_note';

/**
 * A bare route for `npm run bench`, only when BENCH_ROUTES=1: it answers whatever JSON the benchmark
 * stored, with no signature, token or rights, so that the overhead of those can be measured beside the
 * real GET /admin/index/index. Never enabled in a deployment.
 */
function benchRoutes(app: FastifyInstance, context: ModuleContext): void {
  let stored = '{}';
  app.put('/bench/bare', { config: { auth: 'public' }, schema: { hide: true } }, async (request) => {
    stored = JSON.stringify(request.body);
    return { ok: true };
  });
  app.get('/bench/bare', { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', 'application/json; charset=utf-8').send(stored),
  );
  // Rows for the generated bench table, made by the database itself: 100,000 adds through the API would
  // measure the add action, not the list. Only the bench's own design's table, with its known columns.
  app.post('/bench/fill', { config: { auth: 'public' }, schema: { hide: true } }, async (request) => {
    const rows = Math.max(0, Math.min(1_000_000, Math.trunc(Number((request.body as { rows?: unknown } | null)?.rows) || 0)));
    await context.db.execute(sql`
      insert into ${sql.identifier(BENCH_TABLE)} (ship_name, port, grade, quantity_mt, delivered_on, remark)
      select 'SHIP ' || lpad((i % 700)::text, 3, '0'),
             (array['Singapore','Rotterdam','Fujairah','Houston','Busan','Zhoushan','Gibraltar'])[1 + i % 7],
             (array['vlsfo','mgo','hsfo'])[1 + i % 3],
             round(((i * 7919) % 2000) / 3.0, 3),
             date '2026-01-01' + (i % 330),
             'Delivery ' || i
      from generate_series(1, ${rows}::int) as i`);
    return { rows };
  });
  // Seafarers at the bench's scale (bench/seafarer-fill.ts), for the export and import stage.
  app.post('/bench/seafarer-fill', { config: { auth: 'public' }, schema: { hide: true } }, async (request) =>
    fillSeafarers(context.db, Number((request.body as { rows?: unknown } | null)?.rows) || 0),
  );
  // The server's resident memory now, for the export's growth (measured beside the stream).
  app.get('/bench/memory', { config: { auth: 'public' }, schema: { hide: true } }, async () => process.memoryUsage());
  // The maintenance area at the bench's scale (bench/pms-fill.ts), when the pms module is installed.
  app.post('/bench/pms-fill', { config: { auth: 'public' }, schema: { hide: true } }, async (request) => {
    const body = (request.body ?? {}) as { ships?: unknown; orders?: unknown; jobs_per_ship?: unknown; from?: unknown; count?: unknown };
    return fillPms(context.db, {
      ships: Number(body.ships) || 1000,
      orders: Number(body.orders) || 0,
      jobsPerShip: Number(body.jobs_per_ship) || 30,
      today: todayIso(),
      from: Number(body.from) || 0,
      ...(body.count === undefined ? {} : { count: Number(body.count) || 0 }),
    });
  });
}

export const manifest: ModuleManifest = { name: 'bench', version: '1.0.0', title: { 'zh-cn': '基准测试', en: 'Benchmark' }, routes: benchRoutes };
