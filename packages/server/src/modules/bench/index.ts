import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { todayIso } from '@vessel/contract';
import { fillFleet, type FleetFillPhase } from '../../bench/fleet-fill.js';
import { fillPms } from '../../bench/pms-fill.js';
import { fillSeafarers } from '../../bench/seafarer-fill.js';
import type { Db } from '../../db/client.js';
import { loadAccess, rowsOf, type AdminAccess } from '../../platform/authorization.js';
import { ApiError } from '../../platform/envelope.js';
import { admin } from '../../platform/identity/tables.js';
import type { ModuleContext, ModuleManifest } from '../../platform/module.js';
import { findAction } from '../../platform/resource/dispatch.js';

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
  fleetRoutes(app, context);
}

/**
 * The fleet stage's routes (bench/fleet.ts): the fill (bench/fleet-fill.ts), and the same list queries
 * behind a bare route. `PUT /bench/fleet-scope {username}` resolves an administrator's rights and data scope
 * once; `GET /bench/fleet-list/{resource}?{list query}` then runs that resource's own list action (the
 * resource kit's handler: the same where with the resolved scope condition, order, page and count, and the
 * same presentation of the rows) with no signature, token, rights or per-request scope resolution, nonce
 * or admin log. `GET /bench/fleet-sql/{resource}?…` runs it once while recording the statements it sends,
 * and answers each with its EXPLAIN (ANALYZE, BUFFERS): the plan of a list that misses its target.
 */
function fleetRoutes(app: FastifyInstance, context: ModuleContext): void {
  let scoped: AdminAccess | null = null;
  app.post('/bench/fleet-fill', { config: { auth: 'public' }, schema: { hide: true } }, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return fillFleet(context.db, {
      phase: String(body.phase) as FleetFillPhase,
      ships: Number(body.ships) || 1000,
      groups: Number(body.groups) || 10,
      seafarers: Number(body.seafarers) || 0,
      logRows: Number(body.log_rows) || 0,
      today: todayIso(),
      seed: String(body.seed ?? 'fleet-1'),
      from: Number(body.from) || 0,
      count: Number(body.count) || 0,
    });
  });
  app.put('/bench/fleet-scope', { config: { auth: 'public' }, schema: { hide: true } }, async (request) => {
    const username = String((request.body as { username?: unknown } | null)?.username ?? '');
    const [row] = await context.db.select().from(admin).where(eq(admin.username, username)).limit(1);
    if (!row) throw new ApiError('record.notFound', { status: 404 });
    scoped = await loadAccess(context.db, row);
    return { visibility: scoped.visibility.kind, departments: scoped.visibility.kind === 'scoped' ? scoped.visibility.departmentIds.length : null, rights: scoped.rights.size };
  });
  /** The resource's list action, run as the stored administrator on this request's query. */
  const runList = async (request: FastifyRequest, reply: FastifyReply) => {
    const resource = (request.params as { resource: string }).resource;
    const action = findAction(context, resource, 'GET', 'index');
    if (!action || !scoped) throw new ApiError('record.notFound', { status: 404 });
    const parsed = action.querystring ? action.querystring.safeParse(request.query) : { success: true as const, data: request.query };
    if (!parsed.success) throw new ApiError('record.notFound', { status: 400 });
    const bare = Object.create(request) as FastifyRequest;
    Object.defineProperty(bare, 'query', { value: parsed.data });
    Object.defineProperty(bare, 'access', { value: scoped });
    return action.handle(bare, reply);
  };
  app.get('/bench/fleet-list/:resource', { config: { auth: 'public' }, schema: { hide: true } }, runList);
  // Every statement the next requests send (a signed list request: its nonce, token, roles, rules and
  // department tree, then the list and its count), from PUT until GET, with nothing else running.
  let recorder: { stop(): void; seen: Array<{ sql: string }> } | null = null;
  app.put('/bench/fleet-record', { config: { auth: 'public' }, schema: { hide: true } }, async () => {
    recorder?.stop();
    recorder = startRecording(context.db);
    return { recording: true };
  });
  app.get('/bench/fleet-record', { config: { auth: 'public' }, schema: { hide: true } }, async () => {
    const seen = recorder?.seen ?? [];
    recorder?.stop();
    recorder = null;
    // This GET's own request went through no statement (a public route): all of them are the signed request's.
    return { statements: seen.map((entry) => entry.sql) };
  });
  app.get('/bench/fleet-sql/:resource', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const statements = await recording(context.db, () => runList(request, reply));
    const plans: Array<{ sql: string; params: unknown[]; plan: string[] }> = [];
    for (const statement of statements) {
      const rows = rowsOf<Record<string, string>>(await context.db.execute(withParams(`explain (analyze, buffers) ${statement.sql}`, statement.params)));
      plans.push({ ...statement, plan: rows.map((row) => Object.values(row)[0] ?? '') });
    }
    return { plans };
  });
}

/**
 * Records the statements sent through drizzle from now until stop(), by swapping the session's logger (a
 * prepared query takes the session's logger when it is built, which is at every execution).
 */
function startRecording(db: Db): { stop(): void; seen: Array<{ sql: string; params: unknown[] }> } {
  const session = (db as unknown as { session: { logger: { logQuery(query: string, params: unknown[]): void } } }).session;
  const before = session.logger;
  const seen: Array<{ sql: string; params: unknown[] }> = [];
  session.logger = { logQuery: (query, params) => seen.push({ sql: query, params }) };
  return { seen, stop: () => void (session.logger = before) };
}

/** The statements `work` sends (nothing else runs meanwhile: the bench asks for it between measurements). */
async function recording(db: Db, work: () => Promise<unknown>): Promise<Array<{ sql: string; params: unknown[] }>> {
  const recorder = startRecording(db);
  try {
    await work();
  } finally {
    recorder.stop();
  }
  return recorder.seen;
}

/** A statement text with $n placeholders and its values, as drizzle SQL (the values bound again). */
function withParams(text: string, params: readonly unknown[]) {
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`));
  return sql.join(chunks, sql``);
}

export const manifest: ModuleManifest = { name: 'bench', version: '1.0.0', title: { 'zh-cn': '基准测试', en: 'Benchmark' }, routes: benchRoutes };
