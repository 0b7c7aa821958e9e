import { describe, expect, it } from 'vitest';
import * as contract from './index.js';
import type { ResourceDef } from './resource/fields.js';

/**
 * Every pattern the contract exports, and every field rule its resources declare, answers in linear time
 * on hostile text: a backtracking pattern (two repeated classes that can split the same run of characters)
 * takes seconds on 50,000 characters and minutes on the 1 MB a request may carry, and holds the whole
 * server meanwhile. Lengths are checked before patterns run (see the server's redos test), but a pattern
 * must not depend on that alone.
 *
 * The hostile texts are runs of one unit after a prefix a pattern accepts and before a tail that makes it
 * fail at the very end: the shape that makes a quadratic pattern try every split (the old email check
 * took `a@` + 50,000 dots + `@` for about 3 s).
 */
const LENGTH = 50_000;
/** Linear takes well under a millisecond here; quadratic takes seconds. */
const BUDGET_MS = 50;

const PREFIXES = ['', 'a', 'a@', 'a@a', '1', '1.', '-1', '+1', '#', '/storage/', 'http://', 'a:'];
const UNITS = ['a', 'A', '1', '.', '@', ' ', '-', '_', '/', ':', '\t', 'a.', '1.', '@.', 'a@', ' -', '0 ', 'a1'];
const TAILS = ['', '!', '@', ' ', '.', '\n', '\u0000'];

const HOSTILE: string[] = PREFIXES.flatMap((prefix) => UNITS.flatMap((unit) => TAILS.map((tail) => prefix + unit.repeat(Math.ceil(LENGTH / unit.length)) + tail)));

/** The slowest input of a check, in milliseconds (a slow one is measured again: a pause of the collector is no finding). */
function slowest(check: (text: string) => unknown): { ms: number; input: string } {
  let worst = { ms: 0, input: '' };
  for (const input of HOSTILE) {
    let ms = Number.POSITIVE_INFINITY;
    for (let attempt = 0; attempt < 3 && ms > BUDGET_MS; attempt++) {
      const start = performance.now();
      check(input);
      ms = Math.min(ms, performance.now() - start);
    }
    if (ms > worst.ms) worst = { ms, input: `${JSON.stringify(input.slice(0, 12))}…${JSON.stringify(input.slice(-3))} (${input.length})` };
  }
  return worst;
}

const exported = Object.entries(contract).filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp);
const resources = Object.values(contract).filter((value): value is ResourceDef => !!value && typeof value === 'object' && Array.isArray((value as ResourceDef).fields) && typeof (value as ResourceDef).name === 'string');
const fieldRules = resources.flatMap((resource) => resource.fields.filter((field) => field.pattern).map((field) => [`${resource.name}.${field.name}`, new RegExp(field.pattern!.source)] as const));

describe('patterns are linear on hostile text', () => {
  it('finds the patterns to check', () => {
    expect(exported.map(([name]) => name)).toEqual(expect.arrayContaining(['EMAIL_PATTERN', 'MOBILE_PATTERN', 'ACCOUNT_PATTERN', 'PASSWORD_PATTERN', 'IMAGE_PATH_PATTERN', 'DECIMAL_TEXT']));
    expect(fieldRules.map(([name]) => name)).toEqual(expect.arrayContaining(['fleet.Ship.contact_email', 'fleet.Ship.loa', 'crew.Seafarer.email']));
  });

  it.each(exported)('%s', (_name, pattern) => {
    const worst = slowest((text) => pattern.test(text));
    expect(worst.ms, worst.input).toBeLessThan(BUDGET_MS);
  });

  it.each(fieldRules)('field rule %s', (_name, pattern) => {
    const worst = slowest((text) => pattern.test(text));
    expect(worst.ms, worst.input).toBeLessThan(BUDGET_MS);
  });

  it.each([
    ['parseMaxsize', (text: string) => contract.parseMaxsize(text)],
    ['isExternalUrl', (text: string) => contract.isExternalUrl(text)],
    ['isSafeLink', (text: string) => contract.isSafeLink(text)],
    ['isDecimalText', (text: string) => contract.isDecimalText(text)],
  ] as const)('%s', (_name, check) => {
    const worst = slowest(check);
    expect(worst.ms, worst.input).toBeLessThan(BUDGET_MS);
  });

  it('accepts the addresses people have and refuses the rest', () => {
    for (const email of ['master@ocean-harmony.com', 'a.b+c@mail.example.co.uk', '船长@例子.中国', 'x@y.z']) expect(contract.EMAIL_PATTERN.test(email), email).toBe(true);
    for (const email of ['', 'a', 'a@', '@b.c', 'a@b', 'a@b.', 'a@.b', 'a@b..c', 'a b@c.d', 'a@b c.d', 'a@b@c.d', 'a@b.c ']) expect(contract.EMAIL_PATTERN.test(email), email).toBe(false);
  });

  it('reads a maximum size as before, spaces around it allowed', () => {
    expect(contract.parseMaxsize(' 10 mb ')).toBe(10 * 1024 ** 2);
    expect(contract.parseMaxsize('2048')).toBe(2048);
    expect(contract.parseMaxsize('1.5kb')).toBe(1536);
    expect(contract.parseMaxsize('10 m b')).toBeNaN();
  });
});
