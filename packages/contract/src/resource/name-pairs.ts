import type { Lang } from '../constants.js';
import type { ResourceDef } from './fields.js';

/** A name declared in two languages: its English field and its Chinese one. */
export interface NamePair {
  en: string;
  zh: string;
}

/** The usual pair: `name_en` and `name_zh`. */
export const NAME_PAIR: NamePair = { en: 'name_en', zh: 'name_zh' };

/**
 * The names a resource declares in both languages: `x_en` beside `x_zh`, or beside a Chinese `x` (a
 * department's `name` and `name_en`). Lists read each pair as one column and pickers label a record in
 * the reader's language, so that neither shows a Chinese reader English ranks nor the same name twice.
 */
export function namePairs(def: Pick<ResourceDef, 'fields'>): NamePair[] {
  const texts = new Set(def.fields.filter((field) => field.type === 'string' && !field.writeOnly && !field.options).map((field) => field.name));
  const pairs: NamePair[] = [];
  for (const name of texts) {
    if (!name.endsWith('_en')) continue;
    const base = name.slice(0, -3);
    const zh = texts.has(`${base}_zh`) ? `${base}_zh` : texts.has(base) ? base : null;
    if (zh) pairs.push({ en: name, zh });
  }
  return pairs;
}

/** The pair a resource's label field belongs to (its remote-select label in both languages), if any. */
export function labelPair(def: Pick<ResourceDef, 'fields' | 'labelField'>): NamePair | undefined {
  return namePairs(def).find((pair) => pair.en === def.labelField || pair.zh === def.labelField);
}

/**
 * A name as a reader sees it: theirs first, the other as a second (empty when missing or the same); the
 * other language alone when theirs is not written.
 */
export function namesFor(lang: Lang, en: unknown, zh: unknown): { first: string; second: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const [mine, other] = lang === 'zh-cn' ? [text(zh), text(en)] : [text(en), text(zh)];
  if (!mine) return { first: other, second: '' };
  return { first: mine, second: other === mine ? '' : other };
}
