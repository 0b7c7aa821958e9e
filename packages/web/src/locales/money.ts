/**
 * Money (a member's balance and its ledger) travels and is stored in minor units (fen, cents) as whole
 * numbers, never as a float; it is shown in major units with two decimals, grouped the reader's way.
 */
import type { Lang } from '@vessel/contract';
import { LOCALE_TAGS } from './format';

const MINOR_PER_MAJOR = 100;

/** Minor units → major units (12345 → 123.45). */
export function toMajor(minor: number): number {
  return minor / MINOR_PER_MAJOR;
}

/**
 * Major units as typed (123.45, '123.45') → whole minor units (12345). Rounded half away from zero to the
 * nearest cent, so that 0.29 (0.28999… in binary) is 29, not 28. Null for what is not a finite number.
 */
export function toMinor(major: number | string | null | undefined): number | null {
  if (major === null || major === undefined || major === '') return null;
  const value = typeof major === 'number' ? major : Number(major);
  if (!Number.isFinite(value)) return null;
  // toPrecision(15) drops the binary noise (1.005 * 100 = 100.49999…) before rounding half away from zero.
  const scaled = Number((Math.abs(value) * MINOR_PER_MAJOR).toPrecision(15));
  const minor = Math.round(scaled);
  return value < 0 && minor !== 0 ? -minor : minor;
}

export interface MoneyFormatOptions {
  /** Show the sign of a positive amount too (a ledger's change: +12.00). */
  signed?: boolean;
}

/** 123456 → '1,234.56' (both languages group by thousands); '' for what is not a number. */
export function formatMoney(minor: unknown, lang: Lang, options: MoneyFormatOptions = {}): string {
  const value = typeof minor === 'number' ? minor : typeof minor === 'string' && minor.trim() !== '' ? Number(minor) : Number.NaN;
  if (!Number.isFinite(value)) return '';
  return new Intl.NumberFormat(LOCALE_TAGS[lang], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    ...(options.signed ? { signDisplay: 'exceptZero' } : {}),
  }).format(toMajor(value));
}
