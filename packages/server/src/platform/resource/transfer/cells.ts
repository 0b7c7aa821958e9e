import type { FieldDef, Lang, MessageKey } from '@vessel/contract';
import type { Row } from '../define.js';
import { yesNo, type FileColumn } from './columns.js';

/** What a cell of a written file holds: text, a number, a date (a real date cell in a workbook), or nothing. */
export type CellValue = string | number | Date | null;

/**
 * A spreadsheet reads a cell starting with these as a formula (CSV injection, OWASP): on the way out such a
 * text is led by an apostrophe, which every spreadsheet shows as text; on the way back in it is taken off.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function unneutralised(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function stripTags(html: string): string {
  // Linear: one pass over tags, then entities that rich text commonly holds.
  return html
    .replace(/<[^>]{0,2000}>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of one option value, in the reader's language. */
function optionWords(column: FileColumn, value: unknown, lang: Lang): string {
  const text = String(value);
  const words = column.words.options?.[text]?.[lang];
  if (words) return words;
  if (column.field.type === 'boolean' || typeof value === 'boolean') return yesNo(value === true || text === 'true', lang);
  return text;
}

/** A related record's name as the list shows it (`{field}_label`, in Chinese to a Chinese reader when sent). */
function referenceLabel(row: Row, name: string, lang: Lang): unknown {
  const zh = row[`${name}_label_zh`];
  if (lang === 'zh-cn' && !isBlank(zh)) return zh;
  return row[`${name}_label`];
}

/**
 * What one cell of an export holds for a row: what the list shows, in the reader's language (option and
 * dictionary labels, related records' names, yes or no), as a number or date where it is one.
 */
export function exportCell(column: FileColumn, row: Row, lang: Lang, dictionaryLabel: (type: string, code: string) => string): CellValue {
  const { field } = column;
  const value = row[field.name];
  if (isBlank(value)) return null;
  const label = referenceLabel(row, field.name, lang);
  if (!isBlank(label)) return Array.isArray(label) ? label.map(String).join('; ') : String(label);
  const many = Array.isArray(value) ? value : [value];
  if (field.options || field.type === 'boolean') return many.map((one) => optionWords(column, one, lang)).join('; ');
  if (field.dict) return many.map((one) => dictionaryLabel(field.dict!, String(one))).join('; ');
  switch (field.type) {
    case 'int':
    case 'decimal': {
      const number = Number(value);
      return Number.isFinite(number) ? number : String(value);
    }
    case 'date': {
      const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : text;
    }
    case 'datetime': {
      const date = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(date.getTime()) ? String(value) : date;
    }
    case 'json':
      if (field.widget === 'array' && Array.isArray(value)) {
        return value.map((pair) => `${String((pair as { key?: unknown }).key ?? '')}=${String((pair as { value?: unknown }).value ?? '')}`).join('\n');
      }
      return JSON.stringify(value);
    case 'string[]':
    case 'uuid[]':
      return many.map(String).join('; ');
    default:
      return field.widget === 'editor' ? stripTags(String(value)) : String(value);
  }
}

/** A cell as read from a file, reduced to what it says: text, a number, a boolean or a date. */
export type ReadCell = string | number | boolean | Date | null;

/** An ExcelJS cell value (formula, rich text, hyperlink, error) reduced to what it shows. */
export function plainCell(value: unknown): ReadCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const object = value as { result?: unknown; richText?: Array<{ text?: string }>; text?: unknown; error?: unknown };
    if ('result' in object) return plainCell(object.result);
    if (Array.isArray(object.richText)) return plainCell(object.richText.map((part) => part.text ?? '').join(''));
    if ('text' in object) return plainCell(object.text);
    if ('error' in object) return String(object.error);
  }
  return String(value);
}

/** A cell as the text it shows (for headings, reports and lookups). */
export function cellText(cell: ReadCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

export type Parsed = { value: unknown } | { error: MessageKey; params?: Record<string, string> };

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** Options named in a refusal at most; a longer list is in the template's allowed values. */
const NAMED_OPTIONS = 12;

/** An option value from its code or its label in either language. */
function optionFrom(column: FileColumn, text: string, lang: Lang): Parsed {
  const options = column.field.options ?? [];
  for (const option of options) {
    const words = column.words.options?.[String(option)];
    if (same(String(option), text) || (words && Object.values(words).some((label) => label && same(label, text)))) return { value: option };
  }
  if (options.length > NAMED_OPTIONS) return { error: 'transfer.badOptionMany', params: { value: text } };
  const allowed = options.map((option) => column.words.options?.[String(option)]?.[lang] || String(option)).join(lang === 'zh-cn' ? '、' : ', ');
  return { error: 'transfer.badOption', params: { value: text, allowed } };
}

const TRUE_WORDS = ['true', '1', 'yes', 'y', '是', '√', '✓'];
const FALSE_WORDS = ['false', '0', 'no', 'n', '否', '×'];

function booleanFrom(column: FileColumn, cell: ReadCell): Parsed {
  if (typeof cell === 'boolean') return { value: cell };
  const text = cellText(cell).toLowerCase();
  const words = column.words.options ?? {};
  if (TRUE_WORDS.includes(text) || Object.values(words.true ?? {}).some((label) => label && same(label, text))) return { value: true };
  if (FALSE_WORDS.includes(text) || Object.values(words.false ?? {}).some((label) => label && same(label, text))) return { value: false };
  return { error: 'transfer.badBoolean', params: { value: cellText(cell) } };
}

function numberFrom(cell: ReadCell, field: FieldDef): Parsed {
  if (typeof cell === 'number') return { value: cell };
  const text = cellText(cell).replace(/,/g, '');
  if (text.length > 40 || !/^-?\d+(\.\d+)?$/.test(text)) return { error: 'transfer.badNumber', params: { value: cellText(cell) } };
  // A decimal travels as its text, exactly as typed (a form's number input sends the same).
  return { value: field.type === 'decimal' ? text : Number(text) };
}

function dateFrom(cell: ReadCell, withTime: boolean): Parsed {
  if (cell instanceof Date) return { value: withTime ? cell.toISOString() : cell.toISOString().slice(0, 10) };
  const text = cellText(cell);
  if (text.length <= 40) {
    const day = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
    if (day) {
      const iso = `${day[1]}-${day[2]!.padStart(2, '0')}-${day[3]!.padStart(2, '0')}`;
      const check = new Date(`${iso}T00:00:00Z`);
      if (!Number.isNaN(check.getTime()) && check.toISOString().startsWith(iso)) return { value: withTime ? check.toISOString() : iso };
    }
    if (withTime && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/.test(text)) {
      const parsed = new Date(text.replace(' ', 'T'));
      if (!Number.isNaN(parsed.getTime())) return { value: parsed.toISOString() };
    }
  }
  return { error: 'transfer.badDate', params: { value: text } };
}

/** The parts of a list typed in one cell: `A; B`, `A，B`, one per line. */
export function listParts(text: string): string[] {
  return text
    .split(/[;；,，\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * A cell's value as the form would send it, before the form's own checks run on it. References and
 * dictionary codes are resolved by the caller (they need the database); here they stay text.
 */
export function importValue(column: FileColumn, cell: ReadCell, lang: Lang): Parsed {
  const { field } = column;
  if (typeof cell === 'string') cell = unneutralised(cell.trim());
  if (cell === null || cell === '') return { value: null };
  if (field.type === 'boolean') return booleanFrom(column, cell);
  if (field.options && field.type !== 'string[]') {
    return optionFrom(column, cellText(cell), lang);
  }
  switch (field.type) {
    case 'int':
    case 'decimal':
      return numberFrom(cell, field);
    case 'date':
      return dateFrom(cell, false);
    case 'datetime':
      return dateFrom(cell, true);
    case 'string[]': {
      const parts = listParts(cellText(cell));
      if (!field.options) return { value: parts };
      const values: unknown[] = [];
      for (const part of parts) {
        const parsed = optionFrom(column, part, lang);
        if ('error' in parsed) return parsed;
        values.push(parsed.value);
      }
      return { value: values };
    }
    case 'json': {
      const text = cellText(cell);
      if (field.widget === 'array') {
        return {
          value: text
            .split('\n')
            .filter((line) => line.trim() !== '')
            .map((line) => {
              const at = line.indexOf('=');
              return at < 0 ? { key: line.trim(), value: '' } : { key: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
            }),
        };
      }
      try {
        return { value: JSON.parse(text) as unknown };
      } catch {
        return { error: 'transfer.badJson', params: { value: text.slice(0, 40) } };
      }
    }
    default:
      if (cell instanceof Date) return { value: cell.toISOString().slice(0, 10) };
      if (typeof cell === 'number' && field.type === 'string') return { value: String(cell) };
      return { value: typeof cell === 'string' ? cell : String(cell) };
  }
}
