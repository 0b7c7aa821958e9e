/**
 * Data in and out at the bench's scale (issue 22): 100,000 seafarers (BENCH_EXPORT_ROWS) exported as
 * .xlsx and as .csv through the real, signed route, with the server's resident memory sampled while the
 * file streams (its growth is the figure: the target is under 100 MB); then 10,000 new seafarers
 * (BENCH_IMPORT_ROWS) imported from one workbook, all or nothing, with its progress followed as the web
 * follows it (the target is under 30 s on PostgreSQL).
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { imoFrom, type ImportStatus, type TransferColumn } from '@vessel/contract';
import { signed } from './harness.js';

export const BENCH_EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS) || 100_000;
export const BENCH_IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS) || 10_000;
/**
 * On the embedded database an import's transaction holds its one connection: every other request, the
 * import's own progress included, waits until it ends (docs/import-export.md). A thousand rows show its
 * rate there; the 10,000-row target is PostgreSQL's.
 */
export const BENCH_IMPORT_ROWS_EMBEDDED = Number(process.env.BENCH_IMPORT_ROWS_EMBEDDED) || 1_000;

const COLUMNS: TransferColumn[] = [
  { field: 'seafarer_no', title: { 'zh-cn': '船员编号', en: 'Seafarer no.' } },
  { field: 'name_en', title: { 'zh-cn': '姓名（护照拼写）', en: 'Name (passport)' } },
  { field: 'name_zh', title: { 'zh-cn': '中文姓名', en: 'Name (Chinese)' } },
  { field: 'nationality', title: { 'zh-cn': '国籍', en: 'Nationality' }, options: { CN: { 'zh-cn': '中国', en: 'China' }, PH: { 'zh-cn': '菲律宾', en: 'Philippines' } } },
  { field: 'rank_id', title: { 'zh-cn': '职务', en: 'Rank' } },
  { field: 'employment_state', title: { 'zh-cn': '聘用状态', en: 'Employment' }, options: { active: { 'zh-cn': '在职', en: 'Active' } } },
  { field: 'birth_date', title: { 'zh-cn': '出生日期', en: 'Date of birth' } },
  { field: 'address', title: { 'zh-cn': '地址', en: 'Address' } },
];

/** The server's resident memory in bytes, from /proc (Linux), or from the bench route elsewhere. */
async function rssOf(base: string, pid: number | undefined): Promise<number> {
  if (pid) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
      if (kb) return Number(kb) * 1024;
    } catch {
      // not Linux: ask the server
    }
  }
  return ((await (await fetch(`${base}/bench/memory`)).json()) as { rss: number }).rss;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export async function benchTransfer(options: { base: string; authorization: string; pid: number | undefined; embedded: boolean }): Promise<void> {
  const { base, authorization, pid } = options;
  const importRows = options.embedded ? BENCH_IMPORT_ROWS_EMBEDDED : BENCH_IMPORT_ROWS;
  process.stdout.write(`\n  data in and out (issue 22): ${BENCH_EXPORT_ROWS.toLocaleString('en')} seafarers exported, ${importRows.toLocaleString('en')} imported\n`);
  const filling = performance.now();
  const fill = await fetch(`${base}/bench/seafarer-fill`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rows: BENCH_EXPORT_ROWS }) });
  if (!fill.ok) throw new Error(`seafarer fill failed: ${fill.status}`);
  process.stdout.write(`    filled ${BENCH_EXPORT_ROWS.toLocaleString('en')} seafarers in ${((performance.now() - filling) / 1000).toFixed(1)} s\n`);

  // The first export after start also grows the server's heap to its working size (V8 keeps what it has
  // grown): it is shown as the warm-up, and the figures are those of the exports after it.
  for (const [format, warmUp] of [['csv', true], ['xlsx', false], ['csv', false]] as const) {
    const before = await rssOf(base, pid);
    let peak = before;
    let sampling = true;
    const heapBefore = (await (await fetch(`${base}/bench/memory`)).json()) as NodeJS.MemoryUsage;
    const heapPeak = { ...heapBefore };
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await rssOf(base, pid));
        const now = (await (await fetch(`${base}/bench/memory`)).json()) as NodeJS.MemoryUsage;
        for (const key of ['heapUsed', 'heapTotal', 'external', 'arrayBuffers'] as const) heapPeak[key] = Math.max(heapPeak[key], now[key]);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const started = performance.now();
    const response = await fetch(`${base}/admin/crew.Seafarer/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization, 'think-lang': 'en', ...signed() },
      body: JSON.stringify({ format, columns: COLUMNS, name: 'Seafarers' }),
    });
    let bytes = 0;
    let firstByte = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (!firstByte) firstByte = performance.now() - started;
      bytes += chunk.length;
    }
    const seconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    process.stdout.write(
      `    ${warmUp ? 'warm-up ' : ''}export .${format.padEnd(4)} ${response.status}  ${mb(bytes).padStart(6)} in ${seconds.toFixed(1)} s (first byte ${firstByte.toFixed(0)} ms, ${(BENCH_EXPORT_ROWS / seconds).toFixed(0)} rows/s)   server memory ${mb(before)} → peak ${mb(peak)}: grew ${mb(peak - before)} (target < 100 MB)\n` +
        `      of which JavaScript heap ${mb(heapBefore.heapTotal)} → ${mb(heapPeak.heapTotal)} (live objects at most ${mb(heapPeak.heapUsed)}), buffers ${mb(heapBefore.external)} → ${mb(heapPeak.external)}\n`,
    );
  }

  const headers = { 'content-type': 'application/json', authorization, 'think-lang': 'en', ...signed() };
  const call = async <T>(url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${url}`, body === undefined ? { headers: { authorization, ...signed() } } : { method: 'POST', headers: { ...headers, ...signed() }, body: JSON.stringify(body) });
    const envelope = (await response.json()) as { code: number; msg: string; data: T };
    if (envelope.code !== 1) throw new Error(`${url}: ${envelope.msg}`);
    return envelope.data;
  };

  // PMS masters, the largest lists a company brings: 10 ships of 1,000 components each, named by IMO number.
  const [company] = (await call<{ list: Array<{ id: string }> }>('/admin/auth.Department/index')).list;
  const imos: string[] = [];
  for (let ship = 0; ship < 10; ship++) {
    const imo = imoFrom(String(910000 + ship));
    await call('/admin/fleet.Ship/add', { name_en: `BENCH MASTERS ${ship}`, imo_no: imo, flag: 'PA', ship_type: 'bulk_carrier', trading_area: 'international', status: 'in_service', fleet_group_id: company!.id });
    imos.push(imo);
  }
  const componentColumns: TransferColumn[] = [
    { field: 'ship_id', title: { 'zh-cn': '船舶', en: 'Ship' } },
    { field: 'code', title: { 'zh-cn': '编码', en: 'Code' } },
    { field: 'name_en', title: { 'zh-cn': '英文名称', en: 'Name' } },
    { field: 'maker', title: { 'zh-cn': '制造商', en: 'Maker' } },
    { field: 'is_critical', title: { 'zh-cn': '关键设备', en: 'Critical' } },
  ];
  const components = new ExcelJS.Workbook();
  const componentSheet = components.addWorksheet('Components');
  componentSheet.addRow(componentColumns.map((column) => column.title.en));
  const componentRows = options.embedded ? BENCH_IMPORT_ROWS_EMBEDDED : BENCH_IMPORT_ROWS;
  for (let i = 0; i < componentRows; i++) {
    const group = 100 + (i % 900);
    componentSheet.addRow([imos[i % imos.length], `${Math.floor(group / 100)}${String(group % 100).padStart(2, '0')}.${String(Math.floor(i / 900)).padStart(2, '0')}`, `Component ${i}`, ['MAN', 'Wartsila', 'Alfa Laval', 'Yanmar'][i % 4], i % 9 === 0 ? 'Yes' : 'No']);
  }
  await timedImport(`PMS components ${componentRows.toLocaleString('en')} rows (10 ships)`, 'pms.Component', Buffer.from(await components.xlsx.writeBuffer()), componentColumns);

  // New seafarers, named as a crew manager would: rank by code, nationality by its word. Heavier per row:
  // each seafarer's standing (status, department) is worked out as the form's save does.
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Seafarers');
  sheet.addRow(COLUMNS.map((column) => column.title.en));
  const ranks = ['MSTR', 'C/O', '2/O', 'BSN', 'AB', 'OS', 'FTR', 'OLR', 'WPR', 'CCK'];
  for (let i = 0; i < importRows; i++) {
    sheet.addRow([`I${String(i).padStart(7, '0')}`, `IMPORTED SEAFARER ${i}`, '', i % 2 ? 'China' : 'Philippines', ranks[i % ranks.length], 'Active', new Date(Date.UTC(1970 + (i % 30), i % 12, 1 + (i % 28))), `Crew hostel ${i % 40}, Manila`]);
  }
  await timedImport(`seafarers ${importRows.toLocaleString('en')} rows`, 'crew.Seafarer', Buffer.from(await workbook.xlsx.writeBuffer()), COLUMNS);

  /** One import, all or nothing, followed as the web follows it: its time, its rate and the progress seen. */
  async function timedImport(label: string, resource: string, file: Buffer, columns: TransferColumn[]): Promise<void> {
    const started = performance.now();
    const begun = await call<ImportStatus>(`/admin/${resource}/import`, { file: file.toString('base64'), fileName: `${resource}.xlsx`, mode: 'all', columns });
    const accepted = performance.now() - started;
    let status = begun;
    const progress: string[] = [];
    let shown = -1;
    while (status.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = await call<ImportStatus>(`/admin/${resource}/importStatus?job=${begun.job}`);
      const step = Math.floor((performance.now() - started) / 5000);
      if (step !== shown) {
        shown = step;
        progress.push(`${((performance.now() - started) / 1000).toFixed(0)} s: ${status.done.toLocaleString('en')}`);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const result = status.result;
    process.stdout.write(
      `    import ${label}, .xlsx ${(file.length / 1024).toFixed(0)} KB, all or nothing: ${status.state}, ${result?.inserted ?? 0} added, ${result?.failed ?? 0} failed in ${seconds.toFixed(1)} s (answered in ${accepted.toFixed(0)} ms; ${(status.total / seconds).toFixed(0)} rows/s; target 10,000 in < 30 s on PostgreSQL)\n`,
    );
    process.stdout.write(`      progress seen: ${progress.join(' · ')}\n`);
  }
}
