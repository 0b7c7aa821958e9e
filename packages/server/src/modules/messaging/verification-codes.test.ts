import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import { verificationCode } from './tables.js';
import { normaliseTarget, VerificationCodes } from './verification-codes.js';

describe('verification codes', () => {
  let t: TestApp;
  let codes: VerificationCodes;
  beforeAll(async () => {
    t = await buildTestApp();
    codes = new VerificationCodes(t.database.db);
  });
  afterAll(() => t.close());

  const rowOf = async (target: string, event: string) =>
    (await t.database.db.select().from(verificationCode).where(and(eq(verificationCode.target, normaliseTarget(target)), eq(verificationCode.event, event))))[0];

  it('issues six random digits and keeps only a salted hash', async () => {
    const issued = await codes.issue('Skipper@Example.com', 'user_register', 600);
    if (!issued.ok) throw new Error('not issued');
    expect(issued.code).toMatch(/^\d{6}$/);
    const row = await rowOf('skipper@example.com', 'user_register');
    expect(row!.target).toBe('skipper@example.com');
    expect(row!.code_hash).not.toContain(issued.code);
    expect(row!.code_hash).toMatch(/^[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    // Two codes of the same value hash differently (salted).
    const other = await new VerificationCodes(t.database.db).issue('second@example.com', 'user_register', 600);
    expect((await rowOf('second@example.com', 'user_register'))!.code_hash).not.toBe(row!.code_hash);
    expect(other.ok).toBe(true);
    expect(await codes.verify('SKIPPER@example.com', 'user_register', issued.code)).toEqual({ ok: true });
    // Spent.
    expect(await codes.verify('skipper@example.com', 'user_register', issued.code)).toEqual({ ok: false, reason: 'expired' });
  });

  it('a code is bound to its address and event', async () => {
    const issued = await codes.issue('13800000001', 'user_register', 600);
    if (!issued.ok) throw new Error('not issued');
    expect(await codes.verify('13800000002', 'user_register', issued.code)).toEqual({ ok: false, reason: 'wrong' });
    expect(await codes.verify('13800000001', 'user_retrieve_pwd', issued.code)).toEqual({ ok: false, reason: 'wrong' });
    expect(await codes.verify('138 0000 0001', 'user_register', issued.code)).toEqual({ ok: true });
  });

  it('does not re-send within 60 seconds, and says how long to wait', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect((await codes.issue('13800000010', 'user_register', 600, now)).ok).toBe(true);
    expect(await codes.issue('13800000010', 'user_register', 600, new Date(now.getTime() + 15_000))).toEqual({ ok: false, waitSeconds: 45 });
    expect(await codes.issue('13800000010', 'user_register', 600, new Date(now.getTime() + 59_500))).toEqual({ ok: false, waitSeconds: 1 });
    // Another event or address is not held back.
    expect((await codes.issue('13800000010', 'user_retrieve_pwd', 600, now)).ok).toBe(true);
    const later = await codes.issue('13800000010', 'user_register', 600, new Date(now.getTime() + 60_000));
    expect(later.ok).toBe(true);
  });

  it('two sends at once: only one code goes out', async () => {
    const results = await Promise.all([codes.issue('13800000020', 'user_register', 600), codes.issue('13800000020', 'user_register', 600)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it('a new code replaces the old one', async () => {
    const now = new Date();
    const first = await codes.issue('13800000030', 'user_register', 600, new Date(now.getTime() - 120_000));
    const second = await codes.issue('13800000030', 'user_register', 600, now);
    if (!first.ok || !second.ok) throw new Error('not issued');
    if (first.code !== second.code) expect(await codes.verify('13800000030', 'user_register', first.code)).toEqual({ ok: false, reason: 'wrong' });
    expect(await codes.verify('13800000030', 'user_register', second.code)).toEqual({ ok: true });
  });

  it('an expired code fails, however right', async () => {
    const issued = await codes.issue('13800000040', 'user_register', 600, new Date(Date.now() - 601_000));
    if (!issued.ok) throw new Error('not issued');
    expect(await codes.verify('13800000040', 'user_register', issued.code)).toEqual({ ok: false, reason: 'expired' });
  });

  it('five wrong tries spend the code; the right one then fails too', async () => {
    const issued = await codes.issue('13800000050', 'user_register', 600);
    if (!issued.ok) throw new Error('not issued');
    const wrong = issued.code === '000000' ? '000001' : '000000';
    for (let n = 1; n <= 4; n++) expect(await codes.verify('13800000050', 'user_register', wrong)).toEqual({ ok: false, reason: 'wrong' });
    expect(await codes.verify('13800000050', 'user_register', wrong)).toEqual({ ok: false, reason: 'exhausted' });
    expect(await codes.verify('13800000050', 'user_register', issued.code)).toEqual({ ok: false, reason: 'exhausted' });
    expect((await rowOf('13800000050', 'user_register'))!.attempts).toBe(5);
  });

  it('parallel guesses cannot exceed the five tries', async () => {
    const issued = await codes.issue('13800000060', 'user_register', 600);
    if (!issued.ok) throw new Error('not issued');
    const guesses = Array.from({ length: 12 }, (_, n) => String(n).padStart(6, '9')).filter((guess) => guess !== issued.code);
    await Promise.all(guesses.map((guess) => codes.verify('13800000060', 'user_register', guess)));
    expect((await rowOf('13800000060', 'user_register'))!.attempts).toBe(5);
    expect(await codes.verify('13800000060', 'user_register', issued.code)).toEqual({ ok: false, reason: 'exhausted' });
  });

  it('a failed action inside the transaction gives the code back', async () => {
    const issued = await codes.issue('13800000070', 'user_register', 600);
    if (!issued.ok) throw new Error('not issued');
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await codes.verify('13800000070', 'user_register', issued.code, tx)).toEqual({ ok: true });
        throw new Error('the registration failed');
      }),
    ).rejects.toThrow('the registration failed');
    expect(await codes.verify('13800000070', 'user_register', issued.code)).toEqual({ ok: true });
  });

  it('withdraw forgets an undelivered code at once', async () => {
    expect((await codes.issue('13800000080', 'user_register', 600)).ok).toBe(true);
    await codes.withdraw('13800000080', 'user_register');
    expect((await codes.issue('13800000080', 'user_register', 600)).ok).toBe(true);
  });
});
