import { describe, expect, it } from 'vitest';
import { Code, isSuccess } from './envelope.js';

describe('body codes (spec §7, §8; CONTRACT.md)', () => {
  it('has the codes the client acts on', () => {
    expect(Code).toEqual({ success: 1, failure: 0, redirect: 302, unauthorized: 401, forbidden: 403, tokenExpired: 409 });
  });
});

describe('isSuccess: code 1 means success, any other code is an error', () => {
  it('code 1 is a success', () => {
    expect(isSuccess({ code: 1 })).toBe(true);
  });

  it.each([0, 302, 401, 403, 409, 200, -1, 2])('code %i is not', (code) => {
    expect(isSuccess({ code })).toBe(false);
  });

  it('a string "1" is not the success code', () => {
    expect(isSuccess({ code: '1' as unknown as number })).toBe(false);
  });
});
