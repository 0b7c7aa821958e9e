/**
 * The CRUD generator and the module store under load (issue 15): a page generated at run time, filled
 * with 100,000 rows, served by the generic actions beside a built-in list; and, where several processes
 * share a PostgreSQL server, how long a second process takes to follow a module disabled, enabled, or a
 * table generated on the first.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { CrudFieldDesign, CrudGenerateRequest } from '@vessel/contract';
import { crudKind, crudResourceNames } from '@vessel/contract';
import { BENCH_TABLE } from '../modules/bench/index.js';
import { measure, signed, startServer, type Figures } from './harness.js';

export const BENCH_ROWS = Number(process.env.BENCH_ROWS) || 100_000;

function field(kind: CrudFieldDesign['kind'], name: string, en: string, zh: string, extra: Partial<CrudFieldDesign> = {}): CrudFieldDesign {
  const palette = crudKind(kind);
  const storage: CrudFieldDesign['storage'] = { type: palette.storageTypes[0]!, nullable: true };
  if (storage.type === 'varchar') storage.length = palette.length ?? 255;
  return {
    name,
    kind,
    title: { 'zh-cn': zh, en },
    storage: { ...storage, ...extra.storage },
    list: true,
    form: true,
    search: palette.search,
    sortable: palette.sortable,
    ...extra,
    ...(extra.storage ? { storage: { ...storage, ...extra.storage } } : {}),
  };
}

/** A bunker delivery note, as a chief engineer keeps them: the page the benchmark generates. */
export function benchDesign(table: string): CrudGenerateRequest {
  return {
    type: 'create',
    table: {
      name: table,
      title: { 'zh-cn': '加油单', en: 'Bunker delivery notes' },
      quickSearch: ['ship_name', 'port'],
      defaultOrder: { field: 'delivered_on', direction: 'desc' },
      menuParent: null,
      icon: 'FireOutlined',
    },
    fields: [
      field('string', 'ship_name', 'Ship', '船名', { required: true, storage: { type: 'varchar', length: 100, nullable: false, index: true } }),
      field('string', 'port', 'Port', '港口', { storage: { type: 'varchar', length: 100, nullable: true } }),
      field('select', 'grade', 'Grade', '油品', {
        options: [
          { value: 'vlsfo', title: { 'zh-cn': '低硫燃料油', en: 'VLSFO' } },
          { value: 'mgo', title: { 'zh-cn': '船用轻柴油', en: 'MGO' } },
          { value: 'hsfo', title: { 'zh-cn': '高硫燃料油', en: 'HSFO' } },
        ],
      }),
      field('float', 'quantity_mt', 'Quantity (t)', '数量（吨）', { storage: { type: 'numeric', precision: 10, scale: 3, nullable: true } }),
      field('date', 'delivered_on', 'Delivered on', '交付日期', { storage: { type: 'date', nullable: true, index: true } }),
      field('textarea', 'remark', 'Remark', '备注'),
    ],
  };
}

async function api<T>(base: string, authorization: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: number; code: number; msg: string; data: T }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { authorization, ...signed(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { code: number; msg: string; data: T };
  return { status: response.status, ...json };
}

/** Milliseconds until `served` says what is expected on the second process (polled every 20 ms, 10 s at most). */
async function until(expected: boolean, served: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 10_000) {
    if ((await served()) === expected) return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}

const row = (name: string, f: Figures) =>
  `  ${name.padEnd(44)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(5)} ms   errors ${f.errors + f.non2xx}`;

/**
 * Generates the bench design on the running server, fills it, measures its lists beside the built-in
 * admin log's list, and (PostgreSQL) the second process's delays.
 */
export async function benchGenerated(options: { base: string; authorization: string; databaseUrl: string | null }): Promise<void> {
  const { base, authorization, databaseUrl } = options;
  const names = crudResourceNames(BENCH_TABLE);
  const generated = await api<{ resource: string }>(base, authorization, 'POST', '/admin/crud.Crud/generate', benchDesign(BENCH_TABLE));
  if (generated.code !== 1) throw new Error(`generate failed: ${generated.msg}`);
  const fillStarted = performance.now();
  const fill = await fetch(`${base}/bench/fill`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rows: BENCH_ROWS }) });
  if (!fill.ok) throw new Error(`fill failed: ${fill.status}`);
  const fillSeconds = (performance.now() - fillStarted) / 1000;

  const list = `${base}/admin/${names.name}/index`;
  const headers = () => ({ authorization, ...signed() });
  const figures: Array<[string, Figures]> = [
    [`generated list, page 1 of ${BENCH_ROWS.toLocaleString('en')}`, await measure(`${list}?page=1&limit=10`, headers)],
    ['generated list, quick search', await measure(`${list}?page=1&limit=10&quickSearch=SHIP%20042`, headers)],
    ['generated list, sorted by quantity', await measure(`${list}?page=1&limit=10&order=quantity_mt,desc`, headers)],
    [
      'generated list, filtered (grade, date range)',
      await measure(
        `${list}?page=1&limit=10&search[0][field]=grade&search[0][operator]=eq&search[0][val]=mgo&search[1][field]=delivered_on&search[1][operator]=RANGE&search[1][val]=2026-03-01,2026-03-31`,
        headers,
      ),
    ],
    ['built-in list: admin log, page 1', await measure(`${base}/admin/auth.AdminLog/index?page=1&limit=10`, headers)],
  ];
  process.stdout.write(`\n  CRUD generator: ${BENCH_ROWS.toLocaleString('en')} rows filled in ${fillSeconds.toFixed(1)} s\n`);
  for (const [name, f] of figures) process.stdout.write(`${row(name, f)}\n`);

  if (!databaseUrl) return;
  // A second process on the same database: it learns of every change from the registry's revision.
  const second = await startServer(databaseUrl);
  try {
    const servedOnSecond = async () => (await api(second.base, authorization, 'GET', `/admin/${names.name}/index?limit=1`)).code === 1;
    const change = async (state: 'enable' | 'disable') => {
      const answer = await api(base, authorization, 'POST', '/admin/module/changeState', { uid: names.module, state });
      if (answer.code !== 1) throw new Error(`${state} failed: ${answer.msg}`);
    };
    await change('disable');
    const disabled = await until(false, servedOnSecond);
    await change('enable');
    const enabled = await until(true, servedOnSecond);
    const other = `${BENCH_TABLE}_second`;
    const otherNames = crudResourceNames(other);
    const made = await api(base, authorization, 'POST', '/admin/crud.Crud/generate', benchDesign(other));
    if (made.code !== 1) throw new Error(`generate failed: ${made.msg}`);
    const appeared = await until(true, async () => (await api(second.base, authorization, 'GET', `/admin/${otherNames.name}/index?limit=1`)).code === 1);
    process.stdout.write('  second process follows (ms, target < 1000):\n');
    process.stdout.write(`    module disabled ${disabled}   enabled ${enabled}   table generated ${appeared}\n`);
  } finally {
    await stop(second);
  }
}

export async function stop(server: { child: ChildProcess; dataDir: string }): Promise<void> {
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(server.dataDir, { recursive: true, force: true });
}
