import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify';
import { parse } from 'csv-parse/sync';
import type { TransferFormat } from '@vessel/contract';
import { ApiError } from '../../envelope.js';
import { neutralised, plainCell, type CellValue, type ReadCell } from './cells.js';

export const CONTENT_TYPES: Record<TransferFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** `attachment; filename*=UTF-8''…`: a file name in any language, safely quoted. */
export function disposition(name: string, format: TransferFormat): string {
  const safe = name.replace(/[\\/:*?"<>|\r\n]/g, '_').trim() || 'export';
  return `attachment; filename*=UTF-8''${encodeURIComponent(`${safe}.${format}`)}`;
}

const DATE_FORMAT = 'yyyy-mm-dd';
const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm';

/**
 * A sheet written row by row into a stream, so that a long list never sits in memory whole: a workbook
 * (ExcelJS's streaming writer) or CSV (with a byte-order mark, so that Excel reads it as UTF-8). `write`
 * waits while the reader is behind.
 */
export interface SheetWriter {
  stream: PassThrough;
  write(cells: readonly CellValue[]): Promise<void>;
  end(): Promise<void>;
}

export function sheetWriter(format: TransferFormat, sheetName: string, headings: readonly string[], datetimeColumns: ReadonlySet<number>): SheetWriter {
  const stream = new PassThrough();
  const drained = async () => {
    if (stream.writableNeedDrain) await once(stream, 'drain');
  };
  if (format === 'csv') {
    const csv = stringify({ bom: true, cast: { date: (date: Date) => date.toISOString().slice(0, 10) } });
    csv.pipe(stream);
    const text = (cell: CellValue, index: number) => {
      if (cell === null) return '';
      if (cell instanceof Date) return datetimeColumns.has(index) ? cell.toISOString().slice(0, 16).replace('T', ' ') : cell.toISOString().slice(0, 10);
      return typeof cell === 'string' ? neutralised(cell) : cell;
    };
    csv.write(headings.map(neutralised));
    return {
      stream,
      async write(cells) {
        if (!csv.write(cells.map(text))) await once(csv, 'drain');
        await drained();
      },
      async end() {
        csv.end();
        await once(stream, 'end').catch(() => undefined);
      },
    };
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const entries: PassThrough[] = [];
  (workbook as unknown as { _openStream(path: string): PassThrough })._openStream = (entryPath: string) => zipEntry(workbook, entryPath, entries);
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headings.map((header, index) => ({
    header,
    width: Math.min(40, Math.max(12, header.length * 2 + 4)),
    ...(datetimeColumns.has(index) ? { style: { numFmt: DATETIME_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    stream,
    async write(cells) {
      const row = sheet.addRow(cells.map((cell) => cell));
      cells.forEach((cell, index) => {
        if (cell instanceof Date && !datetimeColumns.has(index)) row.getCell(index + 1).numFmt = DATE_FORMAT;
      });
      row.commit();
      // The sheet's entry first (the zip reads it as it compresses), then the reader.
      for (const entry of entries) if (entry.writableNeedDrain) await once(entry, 'drain');
      await drained();
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/**
 * A zip entry of the streaming workbook as a plain stream with backpressure. ExcelJS's own entry buffer
 * keeps every chunk it has passed on when the zip reads it by events (a 100,000-row sheet held whole, some
 * 90 MB); this one lets each chunk go once the zip has it, and tells the writer when to wait. ExcelJS writes
 * its own string buffers (`toBuffer`) as well as text.
 */
function zipEntry(workbook: unknown, entryPath: string, entries: PassThrough[]): PassThrough {
  const entry = new PassThrough();
  const write = entry.write.bind(entry) as (chunk: unknown) => boolean;
  entry.write = ((chunk: unknown) => write(typeof chunk === 'string' || Buffer.isBuffer(chunk) ? chunk : (chunk as { toBuffer(): Buffer }).toBuffer())) as PassThrough['write'];
  (workbook as { zip: { append(source: PassThrough, options: { name: string }): void } }).zip.append(entry, { name: entryPath });
  entry.on('finish', () => entry.emit('zipped'));
  entries.push(entry);
  return entry;
}

/** What kind of file this is, by its first bytes and its name: an old binary workbook is refused by name. */
export function formatOf(bytes: Buffer, fileName: string): TransferFormat {
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b) return 'xlsx';
  if (/\.csv$/i.test(fileName) || /\.txt$/i.test(fileName)) return 'csv';
  throw new ApiError('transfer.fileType');
}

/**
 * A file's first sheet as rows of plain cells. CSV is read as UTF-8 (a byte-order mark is dropped) or,
 * when it is not valid UTF-8, as GB18030: what Excel on a Chinese Windows saves.
 */
export async function readSheet(bytes: Buffer, format: TransferFormat): Promise<ReadCell[][]> {
  if (format === 'csv') {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('gb18030').decode(bytes);
    }
    try {
      const records = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true, relax_quotes: true }) as string[][];
      return records.map((cells) => cells.map((cell) => (cell.trim() === '' ? null : cell)));
    } catch {
      throw new ApiError('transfer.unreadable', { params: { format: 'CSV' } });
    }
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new ApiError('transfer.unreadable', { params: { format: 'Excel (.xlsx)' } });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ApiError('transfer.emptyFile');
  const rows: ReadCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = row.values as unknown[];
    rows[number - 1] = values.slice(1).map(plainCell);
  });
  for (let index = 0; index < rows.length; index++) rows[index] ??= [];
  return rows;
}
