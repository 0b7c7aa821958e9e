import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatNumber, formatShortDay } from './format';

describe('dates and numbers in the reader language', () => {
  const moment = '2026-03-05T14:07:00Z';

  it('writes date and time each language its own way', () => {
    expect(formatDateTime(moment, 'zh-cn', 'UTC')).toBe('2026年3月5日 14:07');
    expect(formatDateTime(moment, 'en', 'UTC')).toBe('5 Mar 2026, 14:07');
    expect(formatDate(moment, 'zh-cn', 'UTC')).toBe('2026年3月5日');
    expect(formatDate(moment, 'en', 'UTC')).toBe('5 Mar 2026');
  });

  it('reads unix seconds and milliseconds, and gives nothing for what is not a date', () => {
    expect(formatDate(1772719620, 'en', 'UTC')).toBe('5 Mar 2026');
    expect(formatDate(1772719620000, 'en', 'UTC')).toBe('5 Mar 2026');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });

  it('groups digits', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'zh-cn')).toBe('1,234,567.5');
    expect(formatNumber(0.25, 'en', { style: 'percent' })).toBe('25%');
    expect(formatNumber(Number.NaN, 'en')).toBe('');
  });

  it('writes a calendar day without moving it to another time zone', () => {
    expect(formatShortDay('2026-03-05', 'zh-cn')).toBe('3月5日');
    expect(formatShortDay('2026-03-05', 'en')).toBe('5 Mar');
    expect(formatDay('2026-12-31', 'en')).toBe('31 Dec 2026');
    expect(formatShortDay('05/03/2026', 'en')).toBe('');
    expect(formatDay('2026-02-30x', 'en')).toBe('');
  });
});
