/**
 * Values of the editor, city, color, array and year widgets between the server's shapes and what their
 * inputs and cells hold. The form keeps the server's shape (a year as a number, a region as its codes
 * joined by ','); the inputs convert at their edge, so the form's payload needs no step of its own.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { KeyValueRow } from '@vessel/contract';

/** A stored year as the year picker's date (1 January of it); none when it is not a whole year. */
export function yearToPicker(value: unknown): Dayjs | null {
  const year = typeof value === 'string' && value !== '' ? Number(value) : value;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 1 || year > 9999) return null;
  return dayjs(`${String(year).padStart(4, '0')}-01-01`);
}

/** The picked year as the number the field stores; null once cleared. */
export function yearFromPicker(picked: Dayjs | null | undefined): number | null {
  return picked ? picked.year() : null;
}

/** A stored region (`110000,110100`) as the cascader's path of codes. */
export function cityToPath(value: unknown): string[] {
  return typeof value === 'string' && value !== '' ? value.split(',') : [];
}

/** The cascader's path as the stored value: '' once cleared. */
export function cityFromPath(path: readonly (string | number)[] | null | undefined): string {
  return (path ?? []).map(String).join(',');
}

/** The rows an `array` field holds; anything else (null, a stray value) as no rows. */
export function keyValueRows(value: unknown): KeyValueRow[] {
  if (!Array.isArray(value)) return [];
  return value.filter((row): row is KeyValueRow => row !== null && typeof row === 'object' && typeof row.key === 'string' && typeof row.value === 'string');
}

/** What a table cell shows of the rows: `key: value` pairs, cut at `max` characters. */
export function keyValueText(value: unknown, max = 120): string {
  return cut(
    keyValueRows(value)
      .map((row) => `${row.key}: ${row.value}`)
      .join('; '),
    max,
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ', '#160': ' ' };
const BLOCKS = new Set(['p', 'br', 'h1', 'h2', 'h3', 'li', 'blockquote']);

/**
 * Rich text as one line of plain text for a table cell: the tags dropped (a block's end a space), the
 * common entities read. Never put into the page as HTML: a cell shows text.
 */
export function richTextExcerpt(html: unknown, max = 120): string {
  if (typeof html !== 'string') return '';
  let out = '';
  let i = 0;
  while (i < html.length) {
    const char = html[i]!;
    if (char === '<') {
      const end = html.indexOf('>', i);
      if (end < 0) break;
      const name = /^<\/?([a-z0-9]+)/i.exec(html.slice(i, Math.min(end + 1, i + 14)))?.[1]?.toLowerCase();
      if (name && BLOCKS.has(name)) out += ' ';
      i = end + 1;
      continue;
    }
    if (char === '&') {
      const end = html.indexOf(';', i);
      const entity = end > i && end - i <= 6 ? ENTITIES[html.slice(i + 1, end).toLowerCase()] : undefined;
      if (entity !== undefined) {
        out += entity;
        i = end + 1;
        continue;
      }
    }
    out += char;
    i++;
  }
  return cut(out.replace(/\s+/g, ' ').trim(), max);
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
