import { describe, expect, it } from 'vitest';
import { refreshTokenAnswer } from '@vessel/contract';
import { refreshAnswerOf } from './http';

/** The hand-written check the login pages use must accept exactly what the contract's schema accepts. */
describe('refreshAnswerOf', () => {
  const cases: unknown[] = [
    { type: 'admin-refresh', token: 'a' },
    { type: 'user-refresh', token: 'b', refreshToken: 'c' },
    { type: 'admin-refresh', token: 'a', refreshToken: undefined },
    { type: 'admin-refresh', token: 'a', extra: 1 },
    { type: 'admin', token: 'a' },
    { type: 'admin-refresh' },
    { type: 'admin-refresh', token: 5 },
    { type: 'user-refresh', token: 'b', refreshToken: null },
    { type: 'user-refresh', token: 'b', refreshToken: 7 },
    null,
    'admin-refresh',
    [],
    42,
  ];

  it.each(cases.map((value) => [JSON.stringify(value) ?? String(value), value]))('agrees with the contract on %s', (_name, value) => {
    const parsed = refreshTokenAnswer.safeParse(value);
    expect(refreshAnswerOf(value)).toEqual(parsed.success ? parsed.data : null);
  });
});
