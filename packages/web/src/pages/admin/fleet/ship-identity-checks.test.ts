import { describe, expect, it } from 'vitest';
import { translate } from '@vessel/contract';
import { imoMessage, midsHint, mmsiMessage } from './ship-identity-checks';

describe('IMO number as typed in the ship form', () => {
  it('passes a number whose seventh digit is the check digit, with or without the IMO prefix', () => {
    expect(imoMessage('9074729')).toBeNull();
    expect(imoMessage('IMO 9074729')).toBeNull();
  });

  it('names the expected check digit, in the words the server uses', () => {
    const message = imoMessage('9074728');
    expect(message).toEqual({ key: 'fleet.imoCheckDigit', params: { expected: 9, given: 8 } });
    expect(translate('en', message!.key, message!.params)).toBe('IMO number check digit is wrong: expected 9, got 8');
  });

  it('asks for seven digits when the shape is wrong', () => {
    expect(imoMessage('907472')).toEqual({ key: 'fleet.imoFormat', params: {} });
    expect(imoMessage('90747290')).toEqual({ key: 'fleet.imoFormat', params: {} });
    expect(imoMessage('9O74729')).toEqual({ key: 'fleet.imoFormat', params: {} });
  });

  it('leaves an empty field to the required check', () => {
    expect(imoMessage('')).toBeNull();
    expect(imoMessage(undefined)).toBeNull();
  });
});

describe('MMSI against the flag', () => {
  it('passes an MMSI whose MID belongs to the flag', () => {
    expect(mmsiMessage('351234000', 'PA')).toBeNull();
    expect(mmsiMessage('374000001', 'PA')).toBeNull();
    expect(mmsiMessage('477123400', 'HK')).toBeNull();
  });

  it('says which MIDs the flag has when the MMSI belongs to another country', () => {
    expect(mmsiMessage('412345678', 'PA')).toEqual({
      key: 'fleet.mmsiFlagMismatch',
      params: { mid: 412, flag: 'PA', expected: '351, 352, 353, 354, 355, 356, 357, 370, 371, 372, 373, 374' },
    });
  });

  it('refuses numbers that are not a ship station and malformed ones', () => {
    expect(mmsiMessage('002734000', 'PA')).toEqual({ key: 'fleet.mmsiNotShip', params: { mmsi: '002734000' } });
    expect(mmsiMessage('35123400', 'PA')).toEqual({ key: 'fleet.mmsiFormat', params: {} });
  });

  it('waits for a flag and for a number', () => {
    expect(mmsiMessage('351234000', '')).toBeNull();
    expect(mmsiMessage('', 'PA')).toBeNull();
  });

  it('writes a flag’s MIDs as runs for the hint', () => {
    expect(midsHint('PA')).toBe('351–357, 370–374');
    expect(midsHint('MT')).toBe('215, 229, 248–249, 256');
    expect(midsHint('LR')).toBe('636–637');
    expect(midsHint('XX')).toBe('');
    expect(midsHint(undefined)).toBe('');
  });
});
