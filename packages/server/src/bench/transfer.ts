/**
 * Data in and out at the bench's scale (issue 22): 100,000 seafarers (BENCH_EXPORT_ROWS) exported as
 * .xlsx and as .csv through the real, signed route, with the server's resident memory sampled while the
 * file streams (its growth is the figure: the target is under 100 MB); then 10,000 new seafarers
 * (BENCH_IMPORT_ROWS) imported from one workbook, all or nothing, with its progress followed as the web
 * follows it (the target is under 30 s on PostgreSQL).
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { ImportStatus, TransferColumn } from '@vessel/contract';
import { signed } from './harness.js';

export const BENCH_EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS) || 100_000;
export const BENCH_IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS) || 10_000;

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

export async function benchTransfer(options: { base: string; authorization: string; pid: number | undefined }): Promise<void> {
  const { base, authorization, pid } = options;
  process.stdout.write(`\n  data in and out (issue 22): ${BENCH_EXPORT_ROWS.toLocaleString('en')} seafarers exported, ${BENCH_IMPORT_ROWS.toLocaleString('en')} imported\n`);
  const filling = performance.now();
  const fill = await fetch(`${base}/bench/seafarer-fill`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rows: BENCH_EXPORT_ROWS }) });
  if (!fill.ok) throw new Error(`seafarer fill failed: ${fill.status}`);
  process.stdout.write(`    filled ${BENCH_EXPORT_ROWS.toLocaleString('en')} seafarers in ${((performance.now() - filling) / 1000).toFixed(1)} s\n`);

  for (const format of ['xlsx', 'csv'] as const) {
    const before = await rssOf(base, pid);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await rssOf(base, pid));
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
      `    export .${format.padEnd(4)} ${response.status}  ${mb(bytes).padStart(6)} in ${seconds.toFixed(1)} s (first byte ${firstByte.toFixed(0)} ms, ${(BENCH_EXPORT_ROWS / seconds).toFixed(0)} rows/s)   server memory ${mb(before)} → peak ${mb(peak)}: grew ${mb(peak - before)} (target < 100 MB)\n`,
    );
  }

  // 10,000 new seafarers in one workbook, named as a crew manager would: rank by code, nationality by its word.
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Seafarers');
  sheet.addRow(COLUMNS.map((column) => column.title.en));
  const ranks = ['MSTR', 'C/O', '2/O', 'BSN', 'AB', 'OS', 'FTR', 'OLR', 'WPR', 'CCK'];
  for (let i = 0; i < BENCH_IMPORT_ROWS; i++) {
    sheet.addRow([`I${String(i).padStart(7, '0')}`, `IMPORTED SEAFARER ${i}`, '', i % 2 ? 'China' : 'Philippines', ranks[i % ranks.length], 'Active', new Date(Date.UTC(1970 + (i % 30), i % 12, 1 + (i % 28))), `Crew hostel ${i % 40}, Manila`]);
  }
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  const started = performance.now();
  const post = (await (
    await fetch(`${base}/admin/crew.Seafarer/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization, 'think-lang': 'en', ...signed() },
      body: JSON.stringify({ file: file.toString('base64'), fileName: 'seafarers.xlsx', mode: 'all', columns: COLUMNS }),
    })
  ).json()) as { code: number; msg: string; data: ImportStatus };
  if (post.code !== 1) throw new Error(`import refused: ${post.msg}`);
  const accepted = performance.now() - started;
  let status = post.data;
  const progress: string[] = [];
  let lastShown = -1;
  while (status.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = ((await (await fetch(`${base}/admin/crew.Seafarer/importStatus?job=${status.job}`, { headers: { authorization, ...signed() } })).json()) as { data: ImportStatus }).data;
    const second = Math.floor((performance.now() - started) / 5000);
    if (second !== lastShown) {
      lastShown = second;
      progress.push(`${((performance.now() - started) / 1000).toFixed(0)} s: ${status.done.toLocaleString('en')}`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const result = status.result;
  process.stdout.write(
    `    import .xlsx ${(file.length / 1024).toFixed(0)} KB, ${BENCH_IMPORT_ROWS.toLocaleString('en')} rows, all or nothing: ${status.state}, ${result?.inserted ?? 0} added, ${result?.failed ?? 0} failed in ${seconds.toFixed(1)} s (accepted in ${accepted.toFixed(0)} ms; ${(BENCH_IMPORT_ROWS / seconds).toFixed(0)} rows/s; target < 30 s on PostgreSQL)\n`,
  );
  process.stdout.write(`      progress seen: ${progress.join(' · ')}\n`);
}
