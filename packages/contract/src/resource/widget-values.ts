import type { KeyValueRow } from './fields.js';

/**
 * The values of the widgets whose rules are more than a length or a range (editor, city, color, array,
 * year), shared by the form schema (server and browser) and the web's inputs. Every check here is a
 * single pass or a linear pattern, run only on text already bounded by the schema.
 */

/**
 * Whether rich text holds anything a reader sees: text outside the tags other than white space and
 * non-breaking spaces. An editor emptied by its user still sends `<p></p>` (or `<p><br></p>`), which a
 * required field must refuse like an empty text.
 */
export function htmlHasText(html: string): boolean {
  let inTag = false;
  for (let i = 0; i < html.length; i++) {
    const char = html[i]!;
    if (inTag) {
      if (char === '>') inTag = false;
      continue;
    }
    if (char === '<') {
      inTag = true;
      continue;
    }
    if (char === '&') {
      // `&nbsp;` and `&#160;` are what an editor writes for spaces a user typed in a row.
      const entity = html.slice(i, i + 6).toLowerCase();
      if (entity === '&nbsp;' || entity === '&#160;') {
        i += 5;
        continue;
      }
    }
    if (!/\s/.test(char) && char !== '\u00a0') return true;
  }
  return false;
}

/** The longest colour text: `rgba(255, 255, 255, 0.5)` with room for spaces. */
export const COLOR_MAX = 30;

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
// Three channels 0–255 (or percentages) and an optional alpha 0–1 (or a percentage); the parts are
// checked as numbers below. Each `\s*` stands between different characters, so the pattern is linear.
const RGB_COLOR = /^rgba?\(\s*(\d{1,3}%?)\s*,\s*(\d{1,3}%?)\s*,\s*(\d{1,3}%?)\s*(?:,\s*(\d{0,3}(?:\.\d{1,6})?%?)\s*)?\)$/;

/** A colour as the color widget stores it: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r, g, b)` or `rgba(r, g, b, a)`. */
export function isColor(value: string): boolean {
  if (value.length > COLOR_MAX) return false;
  if (HEX_COLOR.test(value)) return true;
  const match = RGB_COLOR.exec(value);
  if (!match) return false;
  const channels = [match[1]!, match[2]!, match[3]!];
  if (!channels.every((part) => (part.endsWith('%') ? Number(part.slice(0, -1)) <= 100 : Number(part) <= 255))) return false;
  const alpha = match[4];
  // `rgb(` takes no alpha, `rgba(` requires one.
  if (value.startsWith('rgba(') !== (alpha !== undefined)) return false;
  if (alpha === undefined) return true;
  if (alpha === '' || alpha === '%' || alpha === '.') return false;
  return alpha.endsWith('%') ? Number(alpha.slice(0, -1)) <= 100 : Number(alpha) <= 1;
}

/** Province, city, district: codes of GB/T 2260, six digits each. */
export const CITY_LEVELS = 3;
/** `110000,110100,110101`. */
export const CITY_MAX = CITY_LEVELS * 7 - 1;
const CITY_PATTERN = /^\d{6}(?:,\d{6}){0,2}$/;
/** One region code, as the area routes take it. */
export const AREA_CODE_PATTERN = /^\d{6}$/;

/**
 * The codes of a city value, from the province down; null when it is not one to three codes each inside
 * the one before (a city's code begins with its province's two digits, a district's with its city's
 * four). Whether the codes exist is the server's check: the browser has no list of regions.
 */
export function cityCodes(value: string): string[] | null {
  if (value.length > CITY_MAX || !CITY_PATTERN.test(value)) return null;
  const codes = value.split(',');
  const [province, city, district] = codes;
  if (!province!.endsWith('0000')) return null;
  if (city !== undefined && (city.slice(0, 2) !== province!.slice(0, 2) || city.endsWith('0000') || !city.endsWith('00'))) return null;
  if (district !== undefined && (district.slice(0, 4) !== city!.slice(0, 4) || district.endsWith('00'))) return null;
  return codes;
}

/** Bounds of an `array` field: rows, and characters of a key and of a value. */
export const KEY_VALUE_LIMITS = { rows: 100, key: 50, value: 500 } as const;

/**
 * Whether a value is what an `array` field holds: a list of at most 100 `{key, value}` rows and nothing
 * else, each key 1 to 50 characters once trimmed, each value text of at most 500. One function rather than
 * a nested schema, so that whatever is wrong is said on the field the form shows, not on `extra.3.key`.
 */
export function isKeyValueRows(value: unknown): value is KeyValueRow[] {
  // Counted before any row is read: a list of a million rows is refused at once.
  if (!Array.isArray(value) || value.length > KEY_VALUE_LIMITS.rows) return false;
  return value.every((row: unknown) => {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) return false;
    const keys = Object.keys(row);
    if (keys.length !== 2 || !keys.includes('key') || !keys.includes('value')) return false;
    const { key, value: text } = row as Record<string, unknown>;
    if (typeof key !== 'string' || typeof text !== 'string' || key.length > KEY_VALUE_LIMITS.key || text.length > KEY_VALUE_LIMITS.value) return false;
    return key.trim() !== '';
  });
}

/** Years a `year` field takes unless the field's own min and max say otherwise. */
export const YEAR_RANGE = { min: 1900, max: 2200 } as const;
