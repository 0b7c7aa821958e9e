import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber } from './format';

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
});
