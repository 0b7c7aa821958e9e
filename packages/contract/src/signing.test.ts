import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checksumInput, NONCE_PATTERN, SIGNATURE_HEADERS } from './signing.js';

describe('request signature (spec §7, CONTRACT.md)', () => {
  it('the checksum input is app secret + nonce + time, in that order, with no separator', () => {
    expect(checksumInput('SECRET', 'nonce123', 1_700_000_000)).toBe('SECRETnonce1231700000000');
    expect(checksumInput('SECRET', 'nonce123', '1700000000')).toBe('SECRETnonce1231700000000');
  });

  it('gives the lowercase hex MD5 expected by the server', () => {
    const checksum = createHash('md5').update(checksumInput('s3cret', 'abcdefgh', 1_700_000_000)).digest('hex');
    expect(checksum).toBe(createHash('md5').update('s3cretabcdefgh1700000000').digest('hex'));
    expect(checksum).toMatch(/^[0-9a-f]{32}$/);
  });

  it('names the four headers of spec §7 (lower case, as Node reads them)', () => {
    expect(SIGNATURE_HEADERS).toEqual({ appKey: 'appkey', curtime: 'curtime', nonce: 'nonce', checksum: 'checksum' });
    expect(Object.values(SIGNATURE_HEADERS).map((name) => name.toUpperCase())).toEqual(['APPKEY', 'CURTIME', 'NONCE', 'CHECKSUM']);
  });
});

describe('NONCE_PATTERN: 8 to 64 letters, digits, - and _', () => {
  it.each([
    ['8 characters', 'abcdefgh'],
    ['64 characters', 'a'.repeat(64)],
    ['a UUID', '3f0c2a4e-9b1d-4c7a-8e2f-0a1b2c3d4e5f'],
    ['underscores and digits', 'A_b-9_Z0'],
  ])('accepts %s', (_label, nonce) => {
    expect(NONCE_PATTERN.test(nonce)).toBe(true);
  });

  it.each([
    ['7 characters', 'abcdefg'],
    ['65 characters', 'a'.repeat(65)],
    ['empty', ''],
    ['a dot', 'abcd.efgh'],
    ['a space', 'abcd efgh'],
    ['a slash', 'abcd/efgh'],
    ['a plus', 'abcd+efgh'],
    ['a trailing newline', 'abcdefgh\n'],
    ['a non-ASCII letter', 'abcdéfgh'],
  ])('refuses %s', (_label, nonce) => {
    expect(NONCE_PATTERN.test(nonce)).toBe(false);
  });
});
