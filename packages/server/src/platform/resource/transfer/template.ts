import type { FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import { LANGS, translate, type Lang, type TemplateBody } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { DICTIONARIES } from '../../dictionaries.js';
import { optionalService } from '../../services.js';
import type { ResourceBinding } from '../define.js';
import { columnOf } from '../list-filter.js';
import { referenceTarget } from '../references.js';
import { visibleCondition } from '../visibility.js';
import { neutralised } from './cells.js';
import { fileColumns, heading, importable, type FileColumn } from './columns.js';
import { CONTENT_TYPES, disposition } from './files.js';
import { namingFields } from './references.js';
import { namingContext } from './import.js';

/** Records of a referenced list named in the template's allowed values, at most (a fleet's ships, every rank). */
const REFERENCE_CHOICES = 1000;

/** The values a column takes, in the reader's words: its options, its dictionary's items, the records it may name. */
async function allowedValues(db: Db, request: FastifyRequest, column: FileColumn, resources: ReadonlyMap<string, ResourceBinding>, lang: Lang): Promise<string[]> {
  const { field } = column;
  if (field.type === 'boolean') return [translate(lang, 'transfer.yes'), translate(lang, 'transfer.no')];
  if (field.options) return field.options.map((option) => column.words.options?.[String(option)]?.[lang] || String(option));
  if (field.dict) {
    const items = (await optionalService(DICTIONARIES)?.items(db, field.dict)) ?? [];
    return items.map((item) => (lang === 'zh-cn' ? item.name_zh : item.name_en) || item.code);
  }
  const target = referenceTarget(field, resources);
  if (target) {
    const [name] = namingFields(target).map((naming) => naming.name);
    const column = name ? columnOf(target.table, name) : undefined;
    if (!column) return [];
    const rows = (await db
      .select({ value: column })
      .from(target.table)
      .where(await visibleCondition(target, request.access!, db))
      .orderBy(column)
      .limit(REFERENCE_CHOICES)) as Array<{ value: unknown }>;
    return rows.map((row) => String(row.value ?? '')).filter((value) => value !== '');
  }
  return [];
}

/**
 * An empty file to fill in: headed in the reader's language and, on the second row, in the other one
 * (an import reads either); a required column's heading is marked `*`. A workbook adds a sheet of the
 * values each column takes, and offers them as a drop-down list in its cells.
 */
export async function importTemplate(
  context: { db: Db; binding: ResourceBinding; resources: ReadonlyMap<string, ResourceBinding> },
  request: FastifyRequest,
): Promise<{ bytes: Buffer; contentType: string; disposition: string }> {
  const body = request.body as TemplateBody;
  const lang = request.lang;
  const other = LANGS.find((candidate) => candidate !== lang)!;
  const columns = fileColumns(importable(context.binding.def, namingContext(context.binding.def, context.resources)), body.columns, context.binding.def.fields);
  const required = (column: FileColumn) => column.field.required === true || column.field.required === 'add';
  const first = columns.map((column) => `${required(column) ? '*' : ''}${heading(column, lang)}`);
  const second = columns.map((column) => heading(column, other));
  const name = body.name?.trim() || context.binding.def.name;
  if (body.format === 'csv') {
    const text = stringify([first.map(neutralised), second.map(neutralised)], { bom: true });
    return { bytes: Buffer.from(text, 'utf8'), contentType: CONTENT_TYPES.csv, disposition: disposition(name, 'csv') };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name.slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.addRow(first).font = { bold: true };
  sheet.addRow(second).font = { italic: true, color: { argb: 'FF888888' } };
  const values = workbook.addWorksheet(translate(lang, 'transfer.allowedValues').slice(0, 31));
  let valuesColumn = 0;
  for (const [index, column] of columns.entries()) {
    sheet.getColumn(index + 1).width = Math.min(40, Math.max(14, first[index]!.length * 2 + 4));
    const allowed = await allowedValues(context.db, request, column, context.resources, lang);
    if (!allowed.length) continue;
    valuesColumn += 1;
    const letter = values.getColumn(valuesColumn).letter;
    values.getCell(1, valuesColumn).value = heading(column, lang);
    values.getCell(1, valuesColumn).font = { bold: true };
    allowed.forEach((value, row) => (values.getCell(row + 2, valuesColumn).value = value));
    values.getColumn(valuesColumn).width = 24;
    // A single choice is offered as a list; a list of several (ranks held, ship types) is typed, `;` apart.
    if (column.field.type.endsWith('[]')) continue;
    const range = `'${values.name.replace(/'/g, "''")}'!$${letter}$2:$${letter}$${allowed.length + 1}`;
    const cells = `${sheet.getColumn(index + 1).letter}3:${sheet.getColumn(index + 1).letter}${3 + 5000}`;
    (sheet as unknown as { dataValidations: { add(range: string, rule: object): void } }).dataValidations.add(cells, {
      type: 'list',
      allowBlank: !required(column),
      formulae: [range],
      showErrorMessage: false,
    });
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { bytes, contentType: CONTENT_TYPES.xlsx, disposition: disposition(name, 'xlsx') };
}
