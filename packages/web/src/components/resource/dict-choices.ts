import { dictLabel, type DictOption, type Lang } from '@vessel/contract';
import { currentLang } from '../../locales/i18n';

/** The choices of a dictionary field in the reader's language; a held code no longer listed keeps its code. */
export function dictChoices(items: readonly DictOption[], held: readonly string[] = [], lang: Lang = currentLang()): Array<{ value: string; label: string }> {
  const listed = new Set(items.map((item) => item.code));
  return [...items.map((item) => ({ value: item.code, label: dictLabel(item, item.code, lang) })), ...held.filter((code) => !listed.has(code)).map((code) => ({ value: code, label: code }))];
}

/** The codes a dictionary field's value holds: one for a select, a list for checkboxes, none when empty. */
export const codesOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : typeof value === 'string' && value ? [value] : []);
