/**
 * The words a file's columns carry (issue 22): each field's heading and its options' labels in both
 * languages, from the web's translations (which name every field). The server writes them as headings and
 * values, and reads them back when a file comes in.
 */
import { fieldLabelKey, LANGS, optionLabelKey, type FieldDef, type Lang, type ResourceDef, type TransferColumn } from '@vessel/contract';
import type { ColumnSpec } from './resource-columns';

/** A translation function per language (`i18n.getFixedT(lang, 'backend')`). */
export type Words = Record<Lang, (key: string, options?: { defaultValue?: string }) => string>;

function bothLanguages(words: Words, key: string, fallback: string): Record<Lang, string> {
  return Object.fromEntries(LANGS.map((lang) => [lang, words[lang](key, { defaultValue: fallback }).slice(0, 200)])) as Record<Lang, string>;
}

/** One field's column: its heading, and the labels of its options (yes and no for a switch). */
export function transferColumn(def: Pick<ResourceDef, 'path'>, field: FieldDef, words: Words): TransferColumn {
  const options: Record<string, Record<Lang, string>> = {};
  for (const option of field.options ?? []) options[String(option)] = bothLanguages(words, optionLabelKey(def, field, option), String(option));
  if (field.type === 'boolean') {
    options.true = bothLanguages(words, 'resourceKit.yes', 'Yes');
    options.false = bothLanguages(words, 'resourceKit.no', 'No');
  }
  return {
    field: field.name,
    title: bothLanguages(words, fieldLabelKey(def, field), field.name),
    ...(Object.keys(options).length ? { options } : {}),
  };
}

/**
 * The columns of an export: those the table shows, in its order; a name shown in two languages in one
 * column travels as its two fields.
 */
export function exportColumns(def: ResourceDef, shown: readonly ColumnSpec[], words: Words): TransferColumn[] {
  const fields = new Map(def.fields.map((field) => [field.name, field]));
  return shown.flatMap((spec) => {
    const names = spec.pair ? [spec.pair.en, spec.pair.zh] : [spec.key];
    return names.flatMap((name) => (fields.has(name) ? [transferColumn(def, fields.get(name)!, words)] : []));
  });
}

/** The columns of a template or an import: every field the server may read (it keeps those an import can fill). */
export function importColumns(def: ResourceDef, words: Words): TransferColumn[] {
  return def.fields.filter((field) => !field.writeOnly).map((field) => transferColumn(def, field, words));
}
