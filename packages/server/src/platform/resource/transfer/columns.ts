import { fieldsForForm, translate, type FieldDef, type Lang, type ResourceDef, type TransferColumn } from '@vessel/contract';
import { ApiError } from '../../envelope.js';

/** A file's column: the field it holds and the words the reader gave for it. */
export interface FileColumn {
  field: FieldDef;
  words: TransferColumn;
}

/** Widgets whose values cannot travel in a sheet (files and pictures are uploaded, not typed). */
const UNTYPEABLE = new Set(['image', 'images', 'file', 'files', 'password']);

/** Fields an export may write: every one the list shows (never a write-only one). */
export function exportable(def: ResourceDef): FieldDef[] {
  return def.fields.filter((field) => !field.writeOnly);
}

/**
 * Fields an import may fill: those of the add or edit form that can be typed in a cell, and those that only
 * help to name a related record (a job's ship, derived from its component, tells which ship's component
 * code "ME-01" is): `context` names them.
 */
export function importable(def: ResourceDef, context: ReadonlySet<string> = new Set()): FieldDef[] {
  const names = new Set([...fieldsForForm(def, 'add'), ...fieldsForForm(def, 'edit')].map((field) => field.name));
  return def.fields.filter((field) => (names.has(field.name) || context.has(field.name)) && !field.writeOnly && !UNTYPEABLE.has(field.widget));
}

/**
 * The columns asked for, each matched to a field of the resource; a column naming no such field is
 * refused (the request was not made by the list). A field of the resource that is not `allowed` here is
 * left out when it is one of `passed` (the web sends the words of every field; an import reads those it
 * can). Each field once, in the order asked.
 */
export function fileColumns(allowed: readonly FieldDef[], asked: readonly TransferColumn[], passed: readonly FieldDef[] = []): FileColumn[] {
  const byName = new Map(allowed.map((field) => [field.name, field]));
  const skipped = new Set(passed.map((field) => field.name));
  const out: FileColumn[] = [];
  const seen = new Set<string>();
  for (const words of asked) {
    const field = byName.get(words.field);
    if (!field && skipped.has(words.field)) continue;
    if (!field) throw new ApiError('validate.unknownField', { fields: { [`columns.${words.field}`]: 'validate.unknownField' } });
    if (seen.has(field.name)) continue;
    seen.add(field.name);
    out.push({ field, words });
  }
  if (out.length === 0) throw new ApiError('transfer.noColumns');
  return out;
}

/** A heading in the reader's language (the field's name when no words came). */
export function heading(column: FileColumn, lang: Lang): string {
  return column.words.title[lang].trim() || column.field.name;
}

/** Yes and no when a boolean column brought no words of its own. */
export function yesNo(value: boolean, lang: Lang): string {
  return translate(lang, value ? 'transfer.yes' : 'transfer.no');
}
