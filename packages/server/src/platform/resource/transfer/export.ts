import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, count, inArray, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_MAX_ROWS, translate, type ExportBody, type ListQuery, type TransferFormat, type TransferStatus } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { optionalService } from '../../services.js';
import { DICTIONARIES } from '../../dictionaries.js';
import { ApiError } from '../../envelope.js';
import type { ResourceBinding, Row } from '../define.js';
import { columnOf, orderBy, searchConditions } from '../list-filter.js';
import { visibleCondition } from '../visibility.js';
import { exportCell, type CellValue } from './cells.js';
import { exportable, fileColumns, heading, type FileColumn } from './columns.js';
import { CONTENT_TYPES, disposition, sheetWriter, type SheetWriter } from './files.js';
import { jobOf, keepJob, runningJobs, transferStatus, type TransferJob } from './jobs.js';

/** Rows read and written per round (a page): enough to keep the database busy, few enough to keep memory flat. */
export const EXPORT_PAGE = 500;
/** Exports one administrator may have being written at once. */
export const EXPORT_MAX_RUNNING = 3;

/** What the kit gives an export: the database, the resource and the list's presentation of its rows. */
export interface ExportKit {
  db: Db;
  binding: ResourceBinding;
  present(rows: Record<string, unknown>[]): Promise<Row[]>;
}

/** An export read and ready to be written: the rows' ids in the list's order and how each becomes cells. */
interface PlannedExport {
  ids: string[];
  format: TransferFormat;
  name: string;
  headings: string[];
  datetimes: Set<number>;
  cellsOf(row: Row): CellValue[];
}

/**
 * The list as the reader sees it, ready to be written: the same scope, filters, quick search and order as
 * its page, the columns it shows, in the reader's language. The ids in order are read here (a few megabytes
 * for the largest list a file takes); the rows follow a page at a time as the file is written.
 */
async function planExport(kit: ExportKit, request: FastifyRequest): Promise<PlannedExport> {
  const { db, binding } = kit;
  const { def, table } = binding;
  const body = request.body as ExportBody;
  const lang = request.lang;
  const columns: FileColumn[] = fileColumns(exportable(def), body.columns);
  const id = columnOf(table, 'id')!;
  const visible = await visibleCondition(binding, request.access!, db);
  const where: SQL | undefined = and(visible, ...searchConditions(def, table, { quickSearch: body.quickSearch, search: body.search } as ListQuery));
  const order = orderBy(def, table, body.order);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(table).where(where);
  if (Number(total) > EXPORT_MAX_ROWS) throw new ApiError('transfer.tooManyRows', { params: { count: Number(total), max: EXPORT_MAX_ROWS } });
  const ids = ((await db.select({ id }).from(table).where(where).orderBy(...order).limit(EXPORT_MAX_ROWS)) as Array<{ id: string }>).map((row) => row.id);

  const dictionaries = optionalService(DICTIONARIES);
  const dictionaryWords = new Map<string, Map<string, string>>();
  for (const type of new Set(columns.map((column) => column.field.dict).filter((type): type is string => !!type))) {
    const items = dictionaries ? await dictionaries.items(db, type, { enabledOnly: false }) : [];
    dictionaryWords.set(type, new Map(items.map((item) => [item.code, (lang === 'zh-cn' ? item.name_zh : item.name_en) || item.code])));
  }
  const dictionaryLabel = (type: string, code: string) => dictionaryWords.get(type)?.get(code) ?? code;

  return {
    ids,
    format: body.format,
    name: body.name?.trim() || def.name,
    headings: columns.map((column) => heading(column, lang)),
    datetimes: new Set(columns.flatMap((column, index) => (column.field.type === 'datetime' ? [index] : []))),
    cellsOf: (row) => columns.map((column) => exportCell(column, row, lang, dictionaryLabel)),
  };
}

/**
 * Writes the planned rows a page at a time, each presented as the list presents them; `page` is told after
 * each page how many rows were written and how many the file will hold. A row deleted since the ids were
 * read is left out (the file holds one row fewer); a row written is let go at once.
 */
async function writeRows(kit: ExportKit, plan: PlannedExport, sheet: SheetWriter, page: (written: number, total: number) => void = () => undefined): Promise<void> {
  const { db, binding } = kit;
  const id = columnOf(binding.table, 'id')!;
  const { ids } = plan;
  let total = ids.length;
  let written = 0;
  for (let start = 0; start < ids.length; start += EXPORT_PAGE) {
    const batch = ids.slice(start, start + EXPORT_PAGE);
    const byId = new Map((await kit.present(await db.select().from(binding.table).where(inArray(id, batch)))).map((row) => [row.id, row]));
    for (const rowId of batch) {
      const row = byId.get(rowId);
      if (!row) {
        total -= 1;
        continue;
      }
      byId.delete(rowId);
      await sheet.write(plan.cellsOf(row));
      written += 1;
    }
    page(written, total);
  }
  await sheet.end();
}

/**
 * The list as a file, streamed as it is written (`POST {base}export`), so that neither the rows nor the file
 * sit in memory whole, and no statement holds the database for long (the embedded one serves one statement
 * at a time).
 */
export async function exportList(kit: ExportKit, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const plan = await planExport(kit, request);
  const sheet = sheetWriter(plan.format, plan.name, plan.headings, plan.datetimes);
  reply.header('content-type', CONTENT_TYPES[plan.format]).header('content-disposition', disposition(plan.name, plan.format)).header('cache-control', 'no-store');
  void writeRows(kit, plan, sheet).catch((error: unknown) => {
    // The headers are gone: the reader gets a cut file, and the log says why.
    request.log.error({ err: error }, 'export failed while streaming');
    sheet.stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(sheet.stream);
}

/** An export's job: besides its progress, the file it writes on this server's disk. */
interface ExportJob extends TransferJob {
  kind: 'export';
  format: TransferFormat;
  name: string;
  /** The finished file, once `state` is done. */
  file?: string;
  /** Why it stopped, when it did, in the starter's language. */
  reason?: string;
}

let folder: Promise<string> | undefined;
/** This process's folder of finished exports (each file removed when its job is forgotten). */
const exportFolder = () =>
  (folder ??= mkdtemp(path.join(tmpdir(), 'vessel-export-')).catch((error: unknown) => {
    // Tried again by the next export (a temporary folder that could not be made now may be later).
    folder = undefined;
    throw error;
  }));

/**
 * Starts an export as a job (`POST {base}exportStart`) and answers at once how many rows the file will hold;
 * the file is written on the server a page of rows at a time (the same file `export` streams), the job
 * telling how many are written, and is fetched whole once done (`exportFile`). What is read is decided here,
 * with the caller's rights and data scope, before the answer.
 */
export async function startExport(kit: ExportKit, request: FastifyRequest, answered: Promise<unknown> = Promise.resolve()): Promise<TransferStatus> {
  const owner = String(request.access!.admin.id);
  if (runningJobs('export', owner) >= EXPORT_MAX_RUNNING) throw new ApiError('transfer.exportBusy', { params: { count: EXPORT_MAX_RUNNING } });
  const plan = await planExport(kit, request);
  const job: ExportJob = {
    id: randomUUID(),
    kind: 'export',
    owner,
    resource: kit.binding.def.name,
    lang: request.lang,
    started: Date.now(),
    state: 'running',
    done: 0,
    total: plan.ids.length,
    format: plan.format,
    name: plan.name,
  };
  keepJob(job);
  // Begun once the answer has gone, as an import is: the reader follows it from the first page.
  void answered
    .then(() => writeExport(kit, plan, job))
    .catch((error: unknown) => {
      request.log.error({ err: error }, 'export failed');
      job.state = 'failed';
      job.reason = error instanceof ApiError ? translate(job.lang, error.key, error.params) : translate(job.lang, 'serverError');
      job.message = translate(job.lang, 'transfer.exportStopped', { reason: job.reason });
    });
  return transferStatus(job);
}

async function writeExport(kit: ExportKit, plan: PlannedExport, job: ExportJob): Promise<void> {
  const file = path.join(await exportFolder(), `${job.id}.${plan.format}`);
  job.release = () => void rm(file, { force: true }).catch(() => undefined);
  const sheet = sheetWriter(plan.format, plan.name, plan.headings, plan.datetimes);
  const saved = pipeline(sheet.stream, createWriteStream(file));
  try {
    // Together: a disk that refuses the file ends the job at once, rather than leaving the rows waiting for it.
    await Promise.all([
      writeRows(kit, plan, sheet, (written, total) => {
        job.done = written;
        job.total = total;
      }),
      saved,
    ]);
  } catch (error) {
    sheet.stream.destroy(error instanceof Error ? error : new Error(String(error)));
    await saved.catch(() => undefined);
    await rm(file, { force: true });
    throw error;
  }
  // The ids are let go with the plan; what stays is the file on disk.
  plan.ids.length = 0;
  job.file = file;
  job.state = 'done';
}

/** The caller's export job on this resource (`exportStatus`); anyone else's answers 404. */
export function exportStatus(request: FastifyRequest, resource: string): TransferStatus {
  return transferStatus(jobOf<ExportJob>('export', (request.query as { job: string }).job, String(request.access!.admin.id), resource));
}

/** The finished file of the caller's export job (`exportFile`): refused while it is written or when it stopped. */
export async function sendExportFile(request: FastifyRequest, reply: FastifyReply, resource: string): Promise<FastifyReply> {
  const job = jobOf<ExportJob>('export', (request.query as { job: string }).job, String(request.access!.admin.id), resource);
  if (job.state === 'running') throw new ApiError('transfer.exportRunning', { params: { done: job.done, total: job.total } });
  if (job.state === 'failed' || !job.file) throw new ApiError('transfer.exportStopped', { params: { reason: job.reason ?? translate(request.lang, 'serverError') } });
  const size = await stat(job.file).then(
    (found) => found.size,
    () => {
      throw new ApiError('transfer.exportJobNotFound', { status: 404 });
    },
  );
  return reply
    .header('content-type', CONTENT_TYPES[job.format])
    .header('content-disposition', disposition(job.name, job.format))
    .header('content-length', size)
    .header('cache-control', 'no-store')
    .send(createReadStream(job.file));
}
