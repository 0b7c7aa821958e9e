import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import ExcelJS from 'exceljs';
import {
  fieldsForForm,
  formSchema,
  IMPORT_MAX_ERRORS,
  IMPORT_MAX_ROWS,
  LANGS,
  resourceRight,
  translate,
  uniqueRule,
  type FieldDef,
  type ImportBody,
  type ImportError,
  type ImportMode,
  type ImportResult,
  type ImportStatus,
  type Lang,
} from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { can } from '../../authorization.js';
import { DICTIONARIES } from '../../dictionaries.js';
import { ApiError } from '../../envelope.js';
import { optionalService } from '../../services.js';
import { fieldErrors, type ValidationItem } from '../../validation-errors.js';
import type { ResourceBinding, Row } from '../define.js';
import { columnOf } from '../list-filter.js';
import { referenceTarget } from '../references.js';
import { visibleCondition } from '../visibility.js';
import { WriteMemo } from '../write-memo.js';
import { cellText, importValue, listParts, type ReadCell } from './cells.js';
import { fileColumns, heading, importable, type FileColumn } from './columns.js';
import { CONTENT_TYPES, disposition, formatOf, readSheet } from './files.js';
import { jobOf, keepJob, transferStatus, type TransferJob } from './jobs.js';
import { isReference, namingFields, ReferenceResolver } from './references.js';

/** What the import needs of the kit: the form's write and the list's presentation. */
export interface ImportKit {
  db: Db;
  binding: ResourceBinding;
  resources: ReadonlyMap<string, ResourceBinding>;
  write(tx: Db, request: FastifyRequest, mode: 'add' | 'edit', values: Record<string, unknown>, memo?: WriteMemo): Promise<Row>;
  present(rows: Record<string, unknown>[]): Promise<Row[]>;
  /** Told once when rows were written (caches and live lists follow). */
  changed(): void;
}

interface FailedRow {
  row: number;
  cells: string[];
  messages: string[];
}

/** A data row of the file, read: its values by field, the fields left empty, and what was wrong with it. */
interface ReadRow {
  number: number;
  cells: ReadCell[];
  values: Record<string, unknown>;
  blanks: Set<string>;
  messages: string[];
  refuse(column: string, field: string, message: string): void;
}

/**
 * An import's job: besides its progress, its result and the failed rows its report lists. Imports run after
 * their request is answered (the reader follows the progress, jobs.ts), kept for an hour in this process for
 * their status and error report. A job is only ever a view: the rows it writes are in one transaction, so a
 * restart in the middle leaves nothing half written.
 */
interface Job extends TransferJob {
  kind: 'import';
  result?: ImportResult;
  headings: string[];
  failed: FailedRow[];
  name: string;
}

/** Rows read ahead together (their updated records found in one statement). */
const CHUNK = 500;

/** The caller's import job on this resource (anyone else's answers 404). */
export function importJobOf(id: string, owner: string, resource: string): Job {
  return jobOf<Job>('import', id, owner, resource);
}

export function statusOf(job: Job): ImportStatus {
  return { ...transferStatus(job), ...(job.result ? { result: job.result } : {}) };
}

/** Thrown to roll back the import's transaction once every row was checked (a preview, or `all` with errors). */
class RollBack extends Error {}

const normal = (text: string) => text.replace(/^\*+/, '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Which column of the file holds which field: a heading names a field by its name or its words in either
 * language (the template's two heading rows, an export's one). Answers the mapping and the first data row.
 */
export function mapHeadings(rows: ReadCell[][], columns: readonly FileColumn[]): { mapped: Map<number, FileColumn>; ignored: string[]; firstData: number; headings: string[] } {
  const names = new Map<string, FileColumn>();
  for (const column of columns) {
    for (const word of [column.field.name, ...LANGS.map((lang) => column.words.title[lang])]) if (word) names.set(normal(word), column);
    const [zh, en] = [column.words.title['zh-cn'], column.words.title.en];
    if (zh && en) names.set(normal(`${zh} / ${en}`), column);
  }
  const header = (rows[0] ?? []).map(cellText);
  const mapped = new Map<number, FileColumn>();
  const ignored: string[] = [];
  header.forEach((text, index) => {
    if (!text) return;
    const column = names.get(normal(text));
    if (column && ![...mapped.values()].includes(column)) mapped.set(index, column);
    else ignored.push(text);
  });
  // The template heads its columns twice, in both languages: a second row that only names the same fields is not data.
  const second = (rows[1] ?? []).map(cellText);
  const secondIsHeading = mapped.size > 0 && [...mapped].every(([index, column]) => !second[index] || names.get(normal(second[index]!)) === column) && second.some((text) => text);
  return { mapped, ignored, firstData: secondIsHeading ? 2 : 1, headings: header };
}

function pgCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * The keys that find the record a row updates, tried in order: the resource's declared import key, then
 * each unique field with its scope. Only keys whose fields the file fills can serve.
 */
export function importKeys(def: ResourceBinding['def'], fields: readonly FieldDef[]): string[][] {
  const names = new Set(fields.map((field) => field.name));
  const keys: string[][] = def.importKey ? [[...def.importKey]] : [];
  for (const field of def.fields) {
    const rule = uniqueRule(field);
    if (rule && (field.type === 'string' || field.type === 'int')) keys.push([field.name, ...rule.scope]);
  }
  return keys.filter((key) => key.every((name) => names.has(name)));
}

/** Fields of a resource that narrow how its references are named (a job's ship, for its component's code per ship). */
export function namingContext(def: ResourceBinding['def'], resources: ReadonlyMap<string, ResourceBinding>): Set<string> {
  const own = new Set(def.fields.map((field) => field.name));
  const context = new Set<string>();
  for (const field of def.fields) {
    const target = isReference(field) ? referenceTarget(field, resources) : undefined;
    if (!target) continue;
    for (const naming of namingFields(target)) for (const name of naming.scope) if (own.has(name)) context.add(name);
  }
  return context;
}

/** Starts an import as a job and answers its id at once; the rows are read and written after. */
export async function startImport(kit: ImportKit, request: FastifyRequest, answered: Promise<unknown> = Promise.resolve()): Promise<ImportStatus> {
  const body = request.body as ImportBody;
  const { def } = kit.binding;
  const columns = fileColumns(importable(def, namingContext(def, kit.resources)), body.columns, def.fields);
  const bytes = Buffer.from(body.file, 'base64');
  const rows = await readSheet(bytes, formatOf(bytes, body.fileName));
  const { mapped, ignored, firstData, headings } = mapHeadings(rows, columns);
  if (mapped.size === 0) throw new ApiError('transfer.noColumns');
  const data: Array<{ number: number; cells: ReadCell[] }> = [];
  for (let index = firstData; index < rows.length; index++) {
    const cells = rows[index] ?? [];
    if (cells.some((cell) => cellText(cell) !== '')) data.push({ number: index + 1, cells });
  }
  if (data.length === 0) throw new ApiError('transfer.emptyFile');
  if (data.length > IMPORT_MAX_ROWS) throw new ApiError('transfer.importTooManyRows', { params: { count: data.length, max: IMPORT_MAX_ROWS } });
  const now = Date.now();
  const job: Job = {
    id: randomUUID(),
    kind: 'import',
    owner: String(request.access!.admin.id),
    resource: def.name,
    lang: request.lang,
    started: now,
    state: 'running',
    done: 0,
    total: data.length,
    headings,
    failed: [],
    name: body.fileName.replace(/\.[^.]*$/, ''),
  };
  keepJob(job);
  // Begun once the answer has gone: on the embedded database the import's transaction holds the one
  // connection, and the answer's own writes (the admin log) would otherwise wait for the whole import.
  void answered.then(() => runImport(kit, request, job, body.mode, { mapped, ignored, data })).catch((error: unknown) => {
    request.log.error({ err: error }, 'import failed');
    job.state = 'failed';
    job.message = translate(job.lang, 'transfer.stopped', { reason: error instanceof ApiError ? translate(job.lang, error.key, error.params) : translate(job.lang, 'serverError') });
  });
  return statusOf(job);
}

/** The counts and errors of a pass over the file. */
interface PassOutcome {
  counts: { valid: number; inserted: number; updated: number; failed: number };
  errors: ImportError[];
}

/** Thrown when a row is refused inside the form's write of a pass without savepoints: the pass starts again with them. */
class Again extends Error {}

/**
 * Reads and writes the file's rows in one transaction. A file whose every row the form's write accepts is
 * written without a savepoint per row (two statements fewer per row); the first refusal inside the write
 * (which may have left its row half written, or the transaction aborted) rolls the pass back, and the file
 * is read again with a savepoint around each row, so that a refused row leaves the others standing.
 */
async function runImport(
  kit: ImportKit,
  request: FastifyRequest,
  job: Job,
  mode: ImportMode,
  file: { mapped: Map<number, FileColumn>; ignored: string[]; data: Array<{ number: number; cells: ReadCell[] }> },
): Promise<void> {
  let outcome: PassOutcome;
  try {
    outcome = await importPass(kit, request, job, mode, file, false);
  } catch (error) {
    if (!(error instanceof Again)) throw error;
    outcome = await importPass(kit, request, job, mode, file, true);
  }
  const { counts, errors } = outcome;
  const written = mode !== 'preview' && counts.inserted + counts.updated > 0;
  if (written) kit.changed();
  job.result = {
    mode,
    total: file.data.length,
    valid: counts.valid,
    inserted: counts.inserted,
    updated: counts.updated,
    failed: counts.failed,
    written,
    errors,
    truncated: errors.length < job.failed.reduce((sum, row) => sum + row.messages.length, 0),
    ignoredColumns: file.ignored,
  };
  job.state = 'done';
}

async function importPass(
  kit: ImportKit,
  request: FastifyRequest,
  job: Job,
  mode: ImportMode,
  file: { mapped: Map<number, FileColumn>; ignored: string[]; data: Array<{ number: number; cells: ReadCell[] }> },
  savepoints: boolean,
): Promise<PassOutcome> {
  const { binding, db } = kit;
  const { def, table } = binding;
  const lang = job.lang;
  const access = request.access!;
  const addFields = fieldsForForm(def, 'add');
  const addForm = new Set(addFields.map((field) => field.name));
  const editForm = fieldsForForm(def, 'edit');
  const keys = importKeys(def, [...file.mapped.values()].map((column) => column.field));
  const resolvers = new Map<string, ReferenceResolver>();
  const dictionaries = optionalService(DICTIONARIES);
  const dictionaryCodes = new Map<string, Map<string, string>>();
  const errors: ImportError[] = [];
  const counts = { valid: 0, inserted: 0, updated: 0, failed: 0 };
  const memo = new WriteMemo();
  job.done = 0;
  job.failed = [];
  const visible = await visibleCondition(binding, access, db);

  const codeOf = async (tx: Db, type: string, text: string) => {
    let codes = dictionaryCodes.get(type);
    if (!codes) {
      codes = new Map();
      for (const item of dictionaries ? await dictionaries.items(tx, type, { enabledOnly: false }) : []) {
        for (const word of [item.name_en, item.name_zh, item.code]) if (word) codes.set(word.trim().toLowerCase(), item.code);
      }
      dictionaryCodes.set(type, codes);
    }
    // An unknown word stays as typed: the form's own check names it (`validate.dictItem`).
    return codes.get(text.trim().toLowerCase()) ?? text.trim();
  };

  // Plain values first, then references: a reference named by a code unique per ship reads the row's ship.
  const readOrder = [...file.mapped].sort(([, a], [, b]) => Number(isReference(a.field)) - Number(isReference(b.field)) || scoped(a.field) - scoped(b.field));
  function scoped(field: FieldDef): number {
    const target = isReference(field) ? referenceTarget(field, kit.resources) : undefined;
    return target && namingFields(target).some((naming) => naming.scope.length) ? 1 : 0;
  }

  /** A referenced record's id from the words naming it, or the refusal. */
  const referenceOf = async (tx: Db, field: FieldDef, text: string, row: Record<string, unknown>): Promise<{ id: string } | { error: ImportError['message'] }> => {
    const target = referenceTarget(field, kit.resources);
    if (!target) return { id: text };
    let resolver = resolvers.get(target.def.name);
    if (!resolver) resolvers.set(target.def.name, (resolver = new ReferenceResolver(target, access)));
    const ids = await resolver.idsFor(tx, text, row);
    if (ids.length === 1) return { id: ids[0]! };
    return { error: translate(lang, ids.length ? 'transfer.referenceAmbiguous' : 'transfer.referenceNotFound', { value: text }) };
  };

  const rowValues = async (tx: Db, cells: ReadCell[], refuse: (column: string, field: string, message: string) => void) => {
    const values: Record<string, unknown> = {};
    const blanks = new Set<string>();
    for (const [index, column] of readOrder) {
      const { field } = column;
      const cell = cells[index] ?? null;
      const parsed = importValue(column, cell, lang);
      const title = heading(column, lang);
      if ('error' in parsed) {
        refuse(title, field.name, translate(lang, parsed.error, parsed.params));
        continue;
      }
      let value = parsed.value;
      if (value === null) {
        blanks.add(field.name);
        continue;
      }
      if (isReference(field)) {
        const parts = field.type === 'uuid[]' ? (Array.isArray(value) ? value.map(String) : listParts(String(value))) : [String(value)];
        const ids: string[] = [];
        for (const part of parts) {
          const found = await referenceOf(tx, field, part, values);
          if ('error' in found) refuse(title, field.name, found.error);
          else ids.push(found.id);
        }
        value = field.type === 'uuid[]' ? ids : ids[0];
      } else if (field.dict) {
        value = Array.isArray(value) ? await Promise.all(value.map((one) => codeOf(tx, field.dict!, String(one)))) : await codeOf(tx, field.dict, String(value));
      }
      values[field.name] = value;
    }
    return { values, blanks };
  };

  /**
   * The records the file's rows may update, found by each key's first field for a chunk of rows at a time
   * (one statement per key, not one per row); the rest of the key is compared here.
   */
  const filled = (value: unknown) => value !== undefined && value !== null && value !== '';
  const keyValue = (name: string, value: unknown) => {
    const field = def.fields.find((candidate) => candidate.name === name)!;
    return uniqueRule(field)?.ignoreCase && typeof value === 'string' ? value.toLowerCase() : String(value);
  };
  const candidates = keys.map(() => new Map<string, Row[]>());
  const loadCandidates = async (tx: Db, rowsAhead: ReadonlyArray<Record<string, unknown>>) => {
    for (const [index, key] of keys.entries()) {
      const [first] = key as [string];
      const known = candidates[index]!;
      const wanted = [...new Set(rowsAhead.filter((values) => key.every((name) => filled(values[name]))).map((values) => keyValue(first, values[first])))].filter((value) => !known.has(value));
      if (!wanted.length) continue;
      const column = columnOf(table, first)!;
      const field = def.fields.find((candidate) => candidate.name === first)!;
      const left: SQL = uniqueRule(field)?.ignoreCase ? sql`lower(${column}::text)` : sql`${column}::text`;
      const found = (await tx.select().from(table).where(and(visible, inArray(left, wanted)))) as Row[];
      for (const value of wanted) known.set(value, []);
      for (const row of found) known.get(keyValue(first, row[first]))?.push(row);
    }
  };
  /** The record a row updates, as the edit form would load it; several matching the key: the row is ambiguous. */
  const existingFor = async (tx: Db, values: Record<string, unknown>): Promise<Row | 'ambiguous' | undefined> => {
    for (const [index, key] of keys.entries()) {
      if (!key.every((name) => filled(values[name]))) continue;
      const [first] = key as [string];
      if (!candidates[index]!.has(keyValue(first, values[first]))) await loadCandidates(tx, [values]);
      const rows = (candidates[index]!.get(keyValue(first, values[first])) ?? []).filter((candidate) => key.every((name) => keyValue(name, candidate[name]) === keyValue(name, values[name])));
      if (rows.length > 1) return 'ambiguous';
      if (!rows.length) continue;
      // Read again, fresh: an earlier row of the file may have changed it.
      const [current] = (await tx.select().from(table).where(eq(columnOf(table, 'id')!, rows[0]!.id))) as Row[];
      if (!current) return undefined;
      const [presented] = await kit.present([current]);
      return presented;
    }
    return undefined;
  };

  // The form's schemas, compiled once for the whole file.
  const validators = { add: validatorCompiler({ schema: formSchema(def, 'add'), method: '', url: '', httpPart: 'body' }), edit: validatorCompiler({ schema: formSchema(def, 'edit'), method: '', url: '', httpPart: 'body' }) };
  const validate = (mode: 'add' | 'edit', input: Record<string, unknown>) => {
    const result = validators[mode](input) as { value?: unknown; error?: unknown };
    if (result.error) return { errors: fieldErrors(result.error as ValidationItem[], lang, input) as Record<string, string>, value: undefined };
    return { errors: undefined, value: result.value as Record<string, unknown> };
  };

  const titleOf = (fieldName: string) => {
    for (const column of file.mapped.values()) if (column.field.name === fieldName) return heading(column, lang);
    return fieldName === '_' ? '' : fieldName;
  };

  /** One row, read and (in a savepoint, so that a refusal leaves the others standing) written as the form would. */
  const importRow = async (tx: Db, row: ReadRow) => {
    const { values, blanks, refuse } = row;
    if (row.messages.length) return;
    const existing = await existingFor(tx, values);
    if (existing === 'ambiguous') {
      refuse('', '', translate(lang, 'transfer.keyAmbiguous'));
      return;
    }
    const rowMode = existing ? 'edit' : 'add';
    if (!can(access, resourceRight(def, rowMode))) {
      refuse('', '', translate(lang, rowMode === 'edit' ? 'transfer.noEditRight' : 'auth.forbidden'));
      return;
    }
    let input: Record<string, unknown>;
    if (existing) {
      input = { id: existing.id };
      for (const field of editForm) {
        if (field.writeOnly) continue;
        const held = existing[field.name];
        if (held !== undefined) input[field.name] = held instanceof Date ? held.toISOString() : held;
        if (values[field.name] !== undefined) input[field.name] = values[field.name];
        // A cell left empty empties the field: text becomes '', a list none, anything else null.
        else if (blanks.has(field.name)) input[field.name] = field.type === 'string' ? '' : field.type === 'uuid[]' || field.type === 'string[]' ? [] : null;
      }
    } else {
      // What the file does not give starts as the add form starts it: with the field's default.
      input = Object.fromEntries(Object.entries(values).filter(([name]) => addForm.has(name)));
      for (const field of addFields) if (input[field.name] === undefined && field.default !== undefined && field.default !== null) input[field.name] = field.default;
    }
    const checked = validate(rowMode, input);
    if (checked.errors) {
      for (const [field, message] of Object.entries(checked.errors)) refuse(titleOf(field), field, message);
      return;
    }
    try {
      if (savepoints) await tx.transaction((savepoint) => kit.write(savepoint, request, rowMode, checked.value!, memo));
      else await kit.write(tx, request, rowMode, checked.value!, memo);
      counts[rowMode === 'edit' ? 'updated' : 'inserted'] += 1;
    } catch (error) {
      const code = pgCode(error);
      // A value the table refuses (too long for its column, a clash its index found): the row's fault.
      const refusedByTable = code?.startsWith('22') || code?.startsWith('23');
      if (!savepoints && (error instanceof ApiError || refusedByTable)) throw new Again();
      if (error instanceof ApiError) {
        if (error.fields) for (const [field, messageKey] of Object.entries(error.fields)) refuse(titleOf(field), field, translate(lang, messageKey, error.params));
        else refuse('', '', translate(lang, error.key, error.params));
        return;
      }
      if (!refusedByTable) throw error;
      refuse('', '', translate(lang, code === '23505' ? 'record.duplicate' : code === '23503' ? 'record.inUse' : 'validate.failed'));
    }
  };

  try {
    await db.transaction(async (tx) => {
      for (let start = 0; start < file.data.length; start += CHUNK) {
        // A chunk's cells are read first, so that the records they may update are found in one statement.
        const chunk: ReadRow[] = [];
        for (const { number, cells } of file.data.slice(start, start + CHUNK)) {
          const messages: string[] = [];
          const refuse = (column: string, field: string, message: string) => {
            messages.push(column ? `${column}: ${message}` : message);
            if (errors.length < IMPORT_MAX_ERRORS) errors.push({ row: number, column, field, message });
          };
          chunk.push({ number, cells, messages, refuse, ...(await rowValues(tx, cells, refuse)) });
        }
        await loadCandidates(tx, chunk.filter((row) => row.messages.length === 0).map((row) => row.values));
        for (const row of chunk) {
          await importRow(tx, row);
          if (row.messages.length) {
            counts.failed += 1;
            job.failed.push({ row: row.number, cells: job.headings.map((_, index) => cellText(row.cells[index] ?? null)), messages: row.messages });
          } else {
            counts.valid += 1;
          }
          job.done += 1;
        }
      }
      if (mode === 'preview' || (mode === 'all' && counts.failed > 0) || counts.inserted + counts.updated === 0) throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    counts.inserted = mode === 'preview' ? counts.inserted : 0;
    counts.updated = mode === 'preview' ? counts.updated : 0;
  }
  return { counts, errors };
}

/** The failed rows as a workbook: the file's own columns as they were, and what was wrong with each row. */
export async function importReport(job: Job): Promise<{ bytes: Buffer; contentType: string; disposition: string }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(job.lang, 'transfer.errors').slice(0, 31));
  sheet.addRow([translate(job.lang, 'transfer.row'), ...job.headings, translate(job.lang, 'transfer.errors')]).font = { bold: true };
  for (const failed of job.failed) sheet.addRow([failed.row, ...failed.cells, failed.messages.join('\n')]);
  sheet.getColumn(job.headings.length + 2).width = 60;
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { bytes, contentType: CONTENT_TYPES.xlsx, disposition: disposition(`${job.name}-${translate(job.lang, 'transfer.errors')}`, 'xlsx') };
}
