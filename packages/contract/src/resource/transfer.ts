import { z } from 'zod';
import { LANGS, type Lang } from '../constants.js';
import { listQuery } from './query.js';

/**
 * Data in and out of every resource (issue 22): a list exported as it is shown, a template to fill in,
 * and an import checked row by row with the form's own rules. The kit serves these for every resource;
 * an area writes nothing for them.
 */
export const TRANSFER_FORMATS = ['xlsx', 'csv'] as const;
export type TransferFormat = (typeof TRANSFER_FORMATS)[number];

/** Rows one export writes at most: beyond this the list is to be narrowed first. */
export const EXPORT_MAX_ROWS = 200_000;
/** An import file's size at most, and its data rows at most. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
/** Errors an import answers at most (the downloadable report holds every failed row). */
export const IMPORT_MAX_ERRORS = 1000;

const words = z.string().max(200);
/** A value's words in both languages (an option's label). */
const bilingual = z.strictObject(Object.fromEntries(LANGS.map((lang) => [lang, words])) as Record<Lang, typeof words>);

/**
 * One column of a file, in the words the reader sees: the field it holds, its heading in both languages,
 * and the labels of its fixed options. The web sends them because its translations name every field; the
 * server uses them only as words in the file and to recognise headings and values on the way back in.
 */
export const transferColumn = z.strictObject({
  field: z.string().min(1).max(64),
  title: bilingual,
  /** Option value → its label in both languages (a status, a yes/no). */
  options: z.record(z.string().max(64), bilingual).optional(),
});
export type TransferColumn = z.infer<typeof transferColumn>;

const columns = z.array(transferColumn).min(1).max(120);

/**
 * POST {base}export: the list as shown (its filters, search and order; the visible columns) as a file,
 * streamed. POST {base}exportStart takes the same body and answers a job (TransferStatus) whose file is
 * written on the server a page of rows at a time: {base}exportStatus tells how far it has come,
 * {base}exportFile gives the file once done.
 */
export const exportBody = z.strictObject({
  format: z.enum(TRANSFER_FORMATS),
  columns,
  // What the list is showing, read as the list reads it.
  ...listQuery.pick({ order: true, quickSearch: true, search: true }).shape,
  /** The file's name without its extension (the list's title); the resource's name when absent. */
  name: z.string().max(100).optional(),
});
export type ExportBody = z.infer<typeof exportBody>;

/** POST {base}template: an empty file to fill in, headed in both languages, with the allowed values. */
export const templateBody = z.strictObject({
  format: z.enum(TRANSFER_FORMATS),
  columns,
  name: z.string().max(100).optional(),
});
export type TemplateBody = z.infer<typeof templateBody>;

/**
 * What an import does with the rows: `preview` checks every row and writes nothing; `all` writes every
 * row or, when any row fails, none; `valid` writes the rows that pass and reports the others.
 */
export const IMPORT_MODES = ['preview', 'all', 'valid'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** POST {base}import: the file (base64), read with the columns' words. Answers a job to follow. */
export const importBody = z.strictObject({
  file: z.string().min(1).max(Math.ceil(IMPORT_MAX_BYTES / 3) * 4, { abort: true }).regex(/^[A-Za-z0-9+/]*={0,2}$/),
  fileName: z.string().min(1).max(200),
  mode: z.enum(IMPORT_MODES),
  columns,
});
export type ImportBody = z.infer<typeof importBody>;

/**
 * A transfer job named by its id: GET {base}importStatus?job=, {base}importReport?job=,
 * {base}exportStatus?job=, {base}exportFile?job=.
 */
export const transferJobQuery = z.strictObject({ job: z.string().uuid() });

/** One refusal of a row: the sheet's row number (as Excel numbers it), the column's heading and the form's message. */
export interface ImportError {
  row: number;
  column: string;
  field: string;
  message: string;
}

export interface ImportResult {
  mode: ImportMode;
  /** Data rows read. */
  total: number;
  /** Rows that passed (written unless the mode is preview or another row failed in `all`). */
  valid: number;
  inserted: number;
  updated: number;
  /** Rows whose errors are reported. */
  failed: number;
  /** Whether anything was written. */
  written: boolean;
  errors: ImportError[];
  /** More errors than answered: the report holds them all. */
  truncated: boolean;
  /** Headings of the file that name no field of the list: their columns were not read. */
  ignoredColumns: string[];
}

/**
 * Long work on a list (an import, an export) runs as a job after its request is answered; the reader
 * follows it by its id until `state` is no longer `running`. A job is its starter's alone.
 */
export interface TransferStatus {
  job: string;
  state: 'running' | 'done' | 'failed';
  /** Rows checked (an import) or written to the file (an export) so far, of `total`. */
  done: number;
  total: number;
  /** Why the job stopped, in the reader's language. */
  message?: string;
}

/** An import's job; once done, its result. */
export interface ImportStatus extends TransferStatus {
  result?: ImportResult;
}
