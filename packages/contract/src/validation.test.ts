import { describe, expect, it } from 'vitest';
import { ACCOUNT_LENGTH, PASSWORD_LENGTH } from './constants.js';
import { accountSchema, passwordSchema, tokenSchema } from './validation.js';
import { isValidAccount, isValidPassword } from './validation-rules.js';

/** The messages of every issue of a failed parse (empty when the parse succeeds). */
function issueMessages(result: { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

const accountCases: ReadonlyArray<[string, string, boolean]> = [
  ['3 characters (minimum)', 'abc', true],
  ['15 characters (maximum)', 'a'.repeat(15), true],
  ['2 characters', 'ab', false],
  ['16 characters', 'a'.repeat(16), false],
  ['a single letter', 'a', false],
  ['empty', '', false],
  ['upper case letters', 'ABCdef', true],
  ['underscore and digits after the first letter', 'a_1', true],
  ['ends with an underscore', 'ab_', true],
  ['letter then 14 digits/underscores', 'z1234567890123_', true],
  ['starts with a digit', '1abc', false],
  ['starts with an underscore', '_abc', false],
  ['contains a hyphen', 'ab-c', false],
  ['contains a dot', 'ab.c', false],
  ['contains a space', 'ab c', false],
  ['contains @', 'ab@c', false],
  ['trailing newline', 'abc\n', false],
  ['leading space', ' abc', false],
  ['accented latin letter', 'abé', false],
  ['starts with an accented letter', 'éabc', false],
  ['Chinese characters', '张三丰abc', false],
  ['cyrillic look-alike a', 'аbc', false],
];

describe('account rule (spec §5: 3 to 15, starts with a letter, letters/digits/underscores)', () => {
  it.each(accountCases)('%s: %j → %s', (_label, value, valid) => {
    expect(isValidAccount(value)).toBe(valid);
  });

  it.each(accountCases)('accountSchema agrees — %s', (_label, value, valid) => {
    const result = accountSchema.safeParse(value);
    expect(result.success).toBe(valid);
    if (!valid) expect(issueMessages(result)).toEqual(['validate.account']);
  });

  it('follows the lengths of the constants', () => {
    expect(isValidAccount('a'.repeat(ACCOUNT_LENGTH.min))).toBe(true);
    expect(isValidAccount('a'.repeat(ACCOUNT_LENGTH.min - 1))).toBe(false);
    expect(isValidAccount('a'.repeat(ACCOUNT_LENGTH.max))).toBe(true);
    expect(isValidAccount('a'.repeat(ACCOUNT_LENGTH.max + 1))).toBe(false);
  });

  it.each([[undefined], [null], [123], [{}]])('accountSchema refuses a non-string (%j) with the account key', (value) => {
    const result = accountSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(issueMessages(result)).toEqual(['validate.account']);
  });
});

const passwordCases: ReadonlyArray<[string, string, boolean]> = [
  ['6 characters (minimum)', 'abc123', true],
  ['32 characters (maximum)', 'p'.repeat(32), true],
  ['5 characters', 'abc12', false],
  ['33 characters', 'p'.repeat(33), false],
  ['empty', '', false],
  ['contains spaces', 'my pass word', true],
  ['only spaces', '      ', true],
  ['other punctuation', '!@#$%^*()-=+[]{};:,./?~`|\\', true],
  ['non-latin characters', '密码密码密码', true],
  ['contains &', 'abc&def', false],
  ['contains <', 'abc<def', false],
  ['contains >', 'abc>def', false],
  ['contains "', 'abc"def', false],
  ["contains '", "abc'def", false],
  ['forbidden character first', '&abcdef', false],
  ['forbidden character last', "abcdef'", false],
];

describe('password rule (spec §5: 6 to 32, none of & < > " \')', () => {
  it.each(passwordCases)('%s: %j → %s', (_label, value, valid) => {
    expect(isValidPassword(value)).toBe(valid);
  });

  it.each(passwordCases)('passwordSchema agrees — %s', (_label, value, valid) => {
    const result = passwordSchema.safeParse(value);
    expect(result.success).toBe(valid);
    if (!valid) expect(issueMessages(result)).toEqual(['validate.password']);
  });

  it('a 32-character password with a forbidden character is still refused', () => {
    expect(isValidPassword(`${'p'.repeat(31)}<`)).toBe(false);
  });

  it('follows the lengths of the constants', () => {
    expect(isValidPassword('x'.repeat(PASSWORD_LENGTH.min))).toBe(true);
    expect(isValidPassword('x'.repeat(PASSWORD_LENGTH.min - 1))).toBe(false);
    expect(isValidPassword('x'.repeat(PASSWORD_LENGTH.max))).toBe(true);
    expect(isValidPassword('x'.repeat(PASSWORD_LENGTH.max + 1))).toBe(false);
  });

  it('passwordSchema refuses a non-string with the password key', () => {
    const result = passwordSchema.safeParse(12345678);
    expect(result.success).toBe(false);
    expect(issueMessages(result)).toEqual(['validate.password']);
  });
});

describe('tokenSchema (opaque base64url token, 20 to 200 characters)', () => {
  it('accepts 20 and 200 base64url characters, with - and _', () => {
    expect(tokenSchema.safeParse('a'.repeat(20)).success).toBe(true);
    expect(tokenSchema.safeParse('A-_z09'.repeat(33) + 'ab').success).toBe(true); // 200
  });

  it('refuses 19 and 201 characters', () => {
    expect(tokenSchema.safeParse('a'.repeat(19)).success).toBe(false);
    expect(tokenSchema.safeParse('a'.repeat(201)).success).toBe(false);
  });

  it.each(['+', '/', '=', '.', ' ', '%'])('refuses a token containing %j with the tokenInvalid key', (char) => {
    const result = tokenSchema.safeParse(`${'a'.repeat(30)}${char}${'a'.repeat(5)}`);
    expect(result.success).toBe(false);
    expect(issueMessages(result)).toEqual(['auth.tokenInvalid']);
  });
});
