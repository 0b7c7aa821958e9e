import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import { CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { verificationCode } from './tables.js';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number; maxmem: number }) => Promise<Buffer>;

/**
 * scrypt at N=2^14 (about 30 ms): a stolen table would take hours per code to search all million
 * codes, far longer than a code lives. Cheap enough for the handful of checks a code allows.
 */
const SCRYPT = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export async function hashCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(code, salt, 32, SCRYPT);
  return `${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function codeMatches(code: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(code, Buffer.from(salt, 'base64'), expected.length, SCRYPT);
  return timingSafeEqual(actual, expected);
}

/** The same address however it was typed: email in lower case; mobile without spaces and dashes. */
export function normaliseTarget(target: string): string {
  const trimmed = target.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/[\s-]/g, '');
}

export type IssueResult = { ok: true; code: string } | { ok: false; waitSeconds: number };
export type VerifyResult = { ok: true } | { ok: false; reason: 'wrong' | 'expired' | 'exhausted' };

/**
 * Six-digit codes for one address and event. Issuing replaces the previous code, but not within 60
 * seconds of it (one atomic upsert decides, so two requests at once cannot both send). Checking counts
 * every try; the fifth wrong one spends the code, as does the right one.
 */
export class VerificationCodes {
  constructor(private readonly db: Db) {}

  async issue(target: string, event: string, ttlSeconds: number, now = new Date()): Promise<IssueResult> {
    const key = normaliseTarget(target);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const values = { target: key, event, code_hash: await hashCode(code), attempts: 0, expires_at: new Date(now.getTime() + ttlSeconds * 1000), consumed_at: null, created_at: now };
    const resendAfter = new Date(now.getTime() - CODE_RESEND_SECONDS * 1000);
    const [row] = await this.db
      .insert(verificationCode)
      .values(values)
      .onConflictDoUpdate({ target: [verificationCode.target, verificationCode.event], set: values, setWhere: lte(verificationCode.created_at, resendAfter) })
      .returning({ id: verificationCode.id });
    if (row) return { ok: true, code };
    const [previous] = await this.db
      .select({ created_at: verificationCode.created_at })
      .from(verificationCode)
      .where(and(eq(verificationCode.target, key), eq(verificationCode.event, event)))
      .limit(1);
    const waitMs = previous ? previous.created_at.getTime() + CODE_RESEND_SECONDS * 1000 - now.getTime() : 1000;
    return { ok: false, waitSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /** Forgets a code that could not be delivered, so the member may ask again at once. */
  async withdraw(target: string, event: string): Promise<void> {
    await this.db.delete(verificationCode).where(and(eq(verificationCode.target, normaliseTarget(target)), eq(verificationCode.event, event)));
  }

  /**
   * Checks and, when right, spends the code. `executor` lets a caller check inside the transaction that
   * acts on the code (a registration), so that a failed action leaves the code as it was.
   */
  async verify(target: string, event: string, code: string, executor: Db = this.db, now = new Date()): Promise<VerifyResult> {
    const key = normaliseTarget(target);
    const live = and(eq(verificationCode.target, key), eq(verificationCode.event, event), isNull(verificationCode.consumed_at));
    // Count the try first, atomically: parallel guesses cannot exceed the limit between them.
    const [row] = await executor
      .update(verificationCode)
      .set({ attempts: sql`${verificationCode.attempts} + 1` })
      .where(and(live, gt(verificationCode.expires_at, now), lt(verificationCode.attempts, CODE_MAX_ATTEMPTS)))
      .returning();
    if (!row) {
      const [stale] = await executor.select().from(verificationCode).where(and(eq(verificationCode.target, key), eq(verificationCode.event, event))).limit(1);
      if (stale && !stale.consumed_at && stale.expires_at > now && stale.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, reason: 'exhausted' };
      // No code at all reads as a wrong code; a used or timed-out one asks for a new one.
      return { ok: false, reason: stale ? 'expired' : 'wrong' };
    }
    if (!(await codeMatches(code, row.code_hash))) {
      return { ok: false, reason: row.attempts >= CODE_MAX_ATTEMPTS ? 'exhausted' : 'wrong' };
    }
    const spent = await executor
      .update(verificationCode)
      .set({ consumed_at: now })
      .where(and(eq(verificationCode.id, row.id), isNull(verificationCode.consumed_at)))
      .returning({ id: verificationCode.id });
    return spent.length ? { ok: true } : { ok: false, reason: 'expired' };
  }

  async purge(now = new Date()): Promise<void> {
    // Kept a minute past expiry, so that the re-send wait still holds right after a short lifetime.
    await this.db.delete(verificationCode).where(lt(verificationCode.expires_at, new Date(now.getTime() - CODE_RESEND_SECONDS * 1000)));
  }
}
