import { describe, expect, it } from 'vitest';
import { COUNTRIES, FLAG_CODES, checkImo, checkMmsi, imoCheckDigit, imoFrom } from './ship-identity.js';

describe('IMO number', () => {
  it('accepts a number whose seventh digit is the check digit (9074729: 139 → 9)', () => {
    expect(imoCheckDigit('907472')).toBe(9);
    expect(checkImo('9074729')).toEqual({ ok: true });
    expect(checkImo(' IMO 9074729 ')).toEqual({ ok: true });
  });

  it('refuses a wrong check digit, saying which digit was expected', () => {
    expect(checkImo('9074728')).toEqual({ ok: false, reason: 'checkDigit', expected: 9, given: 8 });
    expect(checkImo('9074720')).toEqual({ ok: false, reason: 'checkDigit', expected: 9, given: 0 });
  });

  it('refuses anything but seven digits', () => {
    for (const value of ['907472', '90747290', '907472X', '', 'IMO', '９０７４７２９', '9074 729']) {
      expect(checkImo(value), value).toEqual({ ok: false, reason: 'format' });
    }
  });

  it('makes valid numbers from six digits', () => {
    for (const six of ['123456', '953102', '000000', '999999']) expect(checkImo(imoFrom(six)).ok).toBe(true);
  });
});

describe('MMSI against the flag', () => {
  it('accepts an MMSI whose MID belongs to the flag (any of several)', () => {
    expect(checkMmsi('413123456', 'CN')).toEqual({ ok: true, mid: 413 });
    expect(checkMmsi('477000001', 'HK')).toEqual({ ok: true, mid: 477 });
    expect(checkMmsi('373456789', 'PA')).toEqual({ ok: true, mid: 373 });
    expect(checkMmsi('538009876', 'MH')).toEqual({ ok: true, mid: 538 });
  });

  it('refuses a MID of another flag, naming the expected ones', () => {
    expect(checkMmsi('477000001', 'PA')).toMatchObject({ ok: false, reason: 'midMismatch', mid: 477 });
    expect(checkMmsi('636012345', 'SG')).toEqual({ ok: false, reason: 'midMismatch', mid: 636, expected: [563, 564, 565, 566] });
  });

  it('refuses a wrong length, non-digits, and numbers that are not ship stations', () => {
    expect(checkMmsi('41312345', 'CN')).toEqual({ ok: false, reason: 'format' });
    expect(checkMmsi('4131234567', 'CN')).toEqual({ ok: false, reason: 'format' });
    expect(checkMmsi('41312345a', 'CN')).toEqual({ ok: false, reason: 'format' });
    expect(checkMmsi('004131234', 'CN')).toMatchObject({ ok: false, reason: 'notShip' });
    expect(checkMmsi('970123456', 'CN')).toMatchObject({ ok: false, reason: 'notShip' });
  });

  it('refuses a flag that is not in the table', () => {
    expect(checkMmsi('413123456', 'XX')).toEqual({ ok: false, reason: 'unknownFlag' });
    expect(checkMmsi('413123456', 'UA')).toEqual({ ok: false, reason: 'unknownFlag' });
  });

  it('has bilingual, unique countries, and no MID claimed by two flags', () => {
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const country of COUNTRIES) expect(country.name_en && country.name_zh && /^[A-Z]{2}$/.test(country.code)).toBeTruthy();
    const mids = COUNTRIES.flatMap((c) => c.mids);
    expect(new Set(mids).size).toBe(mids.length);
    expect(FLAG_CODES).toEqual(expect.arrayContaining(['PA', 'LR', 'MH', 'HK', 'SG', 'MT', 'BS', 'CY', 'GR', 'CN']));
  });
});
