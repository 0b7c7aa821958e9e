import { describe, expect, it } from 'vitest';
import { formatMoney, toMajor, toMinor } from './money';

describe('money in minor units', () => {
  it('shows two decimals, grouped, in both languages', () => {
    expect(formatMoney(123456, 'en')).toBe('1,234.56');
    expect(formatMoney(123456, 'zh-cn')).toBe('1,234.56');
    expect(formatMoney(0, 'en')).toBe('0.00');
    expect(formatMoney(5, 'en')).toBe('0.05');
    expect(formatMoney(-250, 'en')).toBe('-2.50');
  });

  it('signs a change when asked, never a zero', () => {
    expect(formatMoney(1200, 'en', { signed: true })).toBe('+12.00');
    expect(formatMoney(-1200, 'en', { signed: true })).toBe('-12.00');
    expect(formatMoney(0, 'en', { signed: true })).toBe('0.00');
  });

  it('reads numeric strings (bigint columns may arrive so) and gives nothing for the rest', () => {
    expect(formatMoney('100', 'en')).toBe('1.00');
    expect(formatMoney('', 'en')).toBe('');
    expect(formatMoney(null, 'en')).toBe('');
    expect(formatMoney('abc', 'en')).toBe('');
  });

  it('turns typed major units into whole minor units, rounding binary fractions to the cent', () => {
    expect(toMinor(0.29)).toBe(29);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor('12.34')).toBe(1234);
    expect(toMinor(-3.5)).toBe(-350);
    expect(toMinor('')).toBeNull();
    expect(toMinor(null)).toBeNull();
    expect(toMinor('x')).toBeNull();
    expect(toMajor(1234)).toBe(12.34);
  });
});
