/**
 * Dates and numbers written the way the reader's language writes them (Intl), so that a page never
 * hard-codes 'YYYY-MM-DD' or '1,234.5'. The language only changes through a reload (spec §4).
 */
import type { Lang } from '@vessel/contract';

/** BCP 47 tags of our languages. English uses day-month-year order and 24-hour time, as at sea. */
export const LOCALE_TAGS: Readonly<Record<Lang, string>> = { 'zh-cn': 'zh-CN', en: 'en-GB' };

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(typeof value === 'number' && value < 1e11 ? value * 1000 : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Date and time, e.g. 2026年3月5日 14:07 / 5 Mar 2026, 14:07; '' for a value that is not a date. */
export function formatDateTime(value: DateInput, lang: Lang, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** A date alone, e.g. 2026年3月5日 / 5 Mar 2026. */
export function formatDate(value: DateInput, lang: Lang, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(date);
}

export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  return Number.isFinite(value) ? new Intl.NumberFormat(LOCALE_TAGS[lang], options).format(value) : '';
}

/** A calendar day given as `YYYY-MM-DD` (no time zone of its own), short: 3月5日 / 5 Mar. '' when malformed. */
export function formatShortDay(day: string, lang: Lang): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang], { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A calendar day given as `YYYY-MM-DD`, in full: 2026年3月5日 / 5 Mar 2026. '' when malformed. */
export function formatDay(day: string, lang: Lang): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return formatDate(`${day}T00:00:00Z`, lang, 'UTC');
}
