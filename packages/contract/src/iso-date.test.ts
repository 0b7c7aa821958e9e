import { describe, expect, it } from 'vitest';
import { addDays, addMonths, addYears, daysBetween, isIsoDate, todayIso } from './iso-date.js';

describe('calendar dates', () => {
  it('adds months on the calendar, ending on the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-30', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-05-31', -3)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonths('2026-06-30', 0)).toBe('2026-06-30');
  });

  it('keeps 29 February in leap years and falls back to the 28th otherwise', () => {
    expect(addYears('2028-02-29', -1)).toBe('2027-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
    expect(addYears('2028-02-29', 5)).toBe('2033-02-28');
    expect(addYears('2027-02-28', 1)).toBe('2028-02-28');
  });

  it('adds days across month, year and leap-day ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-06-30', -90)).toBe('2026-04-01');
  });

  it('counts days between dates, negative backwards', () => {
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(0);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
  });

  it('recognises only real dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('0001-01-01')).toBe(true);
    expect(isIsoDate(20260101)).toBe(false);
  });

  it("gives today's date in a zone", () => {
    const instant = new Date('2026-03-31T20:30:00Z');
    expect(todayIso(instant)).toBe('2026-03-31');
    expect(todayIso(instant, 'Asia/Shanghai')).toBe('2026-04-01');
  });
});
