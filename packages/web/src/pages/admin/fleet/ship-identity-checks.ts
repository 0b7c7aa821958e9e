/**
 * The ship form's own checks of its identifiers, as the user types: the contract's IMO check digit and
 * MMSI-against-flag functions (`ship-identity.ts`), worded with the very message keys the server answers
 * with, so the form and the server never disagree.
 */
import { checkImo, checkMmsi, countryOf } from '@vessel/contract';
import type { MessageRef } from '../../../components/resource/form-items';

/** An IMO number: seven digits whose last is the check digit of the first six. Empty is the schema's business. */
export function imoMessage(value: unknown): MessageRef | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const check = checkImo(value);
  if (check.ok) return null;
  if (check.reason === 'format') return { key: 'fleet.imoFormat', params: {} };
  return { key: 'fleet.imoCheckDigit', params: { expected: check.expected, given: check.given } };
}

/** An MMSI against the chosen flag; nothing to say while either is empty. */
export function mmsiMessage(value: unknown, flag: unknown): MessageRef | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const check = checkMmsi(value, typeof flag === 'string' ? flag : '');
  if (check.ok) return null;
  switch (check.reason) {
    case 'format':
      return { key: 'fleet.mmsiFormat', params: {} };
    case 'notShip':
      return { key: 'fleet.mmsiNotShip', params: { mmsi: value.trim() } };
    case 'midMismatch':
      return { key: 'fleet.mmsiFlagMismatch', params: { mid: check.mid, flag: String(flag), expected: check.expected.join(', ') } };
    case 'unknownFlag':
      // No flag chosen yet: the flag field says so itself.
      return null;
  }
}

/**
 * The MIDs a flag's ships' MMSIs start with, written compactly for the hint under the field:
 * Panama [351..357, 370..374] → "351–357, 370–374". Empty when the flag is unknown.
 */
export function midsHint(flag: unknown): string {
  const mids = typeof flag === 'string' ? (countryOf(flag)?.mids ?? []) : [];
  const sorted = [...mids].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(j > i ? `${sorted[i]}–${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return runs.join(', ');
}
