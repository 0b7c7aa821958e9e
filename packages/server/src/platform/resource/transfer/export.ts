import { and, count, inArray, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_MAX_ROWS, type ExportBody, type ListQuery } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { optionalService } from '../../services.js';
import { DICTIONARIES } from '../../dictionaries.js';
import { ApiError } from '../../envelope.js';
import type { ResourceBinding, Row } from '../define.js';
import { columnOf, orderBy, searchConditions } from '../list-filter.js';
import { visibleCondition } from '../visibility.js';
import { exportCell, type CellValue } from './cells.js';
import { exportable, fileColumns, heading } from './columns.js';
import { CONTENT_TYPES, disposition, sheetWriter } from './files.js';

/** Rows read and written per round: enough to keep the database busy, few enough to keep memory flat. */
const BATCH = 500;

/**
 * The list as the reader sees it, as a file: the same scope, filters, quick search and order as its page,
 * the columns it shows, in the reader's language. The ids in order are read first (a few megabytes for the
 * largest list a file takes); the rows follow a batch at a time, each presented as the list presents them,
 * and are streamed out as they are written, so that neither the rows nor the file sit in memory whole, and
 * no statement holds the database for long (the embedded one serves one statement at a time).
 */
export async function exportList(
  context: { db: Db; binding: ResourceBinding; present(rows: Record<string, unknown>[]): Promise<Row[]> },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { db, binding } = context;
  const { def, table } = binding;
  const body = request.body as ExportBody;
  const lang = request.lang;
  const columns = fileColumns(exportable(def), body.columns);
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

  const datetimes = new Set(columns.flatMap((column, index) => (column.field.type === 'datetime' ? [index] : [])));
  const name = body.name?.trim() || def.name;
  const sheet = sheetWriter(body.format, name, columns.map((column) => heading(column, lang)), datetimes);
  reply.header('content-type', CONTENT_TYPES[body.format]).header('content-disposition', disposition(name, body.format)).header('cache-control', 'no-store');
  void (async () => {
    try {
      for (let start = 0; start < ids.length; start += BATCH) {
        const batch = ids.slice(start, start + BATCH);
        const byId = new Map((await context.present(await db.select().from(table).where(inArray(id, batch)))).map((row) => [row.id, row]));
        for (const rowId of batch) {
          const row = byId.get(rowId);
          // A row deleted since the ids were read is left out; a row written is let go at once.
          if (!row) continue;
          byId.delete(rowId);
          const cells: CellValue[] = columns.map((column) => exportCell(column, row, lang, dictionaryLabel));
          await sheet.write(cells);
        }
      }
      await sheet.end();
    } catch (error) {
      // The headers are gone: the reader gets a cut file, and the log says why.
      request.log.error({ err: error }, 'export failed while streaming');
      sheet.stream.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return reply.send(sheet.stream);
}
