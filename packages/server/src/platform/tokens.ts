import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { authToken, type TokenKind } from './identity/tables.js';

/**
 * Opaque tokens (CONTRACT.md "Tokens"): 32 random bytes, base64url; only their SHA-256 is stored.
 * One login is one family; refresh adds an access token to the family and, once the refresh token has
 * lived half its life, replaces it. Presenting a spent refresh token again revokes the family.
 */
export type Side = 'admin' | 'user';

export interface TokenLifetimes {
  access: number;
  refresh: number;
}

export interface IssuedPair {
  token: string;
  refreshToken: string;
  familyId: string;
}

export type AccessCheck<S> = { ok: true; subject: S; familyId: string } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' };

export type RefreshResult =
  | { ok: true; token: string; refreshToken?: string; subjectId: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** How long after a rotation the old refresh token still yields an access token (two tabs refreshing at once). */
const ROTATION_GRACE_MS = 30_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const refreshKind = (side: Side): TokenKind => (side === 'admin' ? 'admin-refresh' : 'user-refresh');

export class TokenService {
  constructor(private readonly db: Db) {}

  async issuePair(side: Side, subjectId: string, lifetimes: TokenLifetimes): Promise<IssuedPair> {
    const familyId = randomUUID();
    const token = newToken();
    const refreshToken = newToken();
    const now = Date.now();
    await this.db.insert(authToken).values([
      { token_hash: hashToken(token), kind: side, subject_id: subjectId, family_id: familyId, expires_at: new Date(now + lifetimes.access * 1000) },
      {
        token_hash: hashToken(refreshToken),
        kind: refreshKind(side),
        subject_id: subjectId,
        family_id: familyId,
        expires_at: new Date(now + lifetimes.refresh * 1000),
      },
    ]);
    return { token, refreshToken, familyId };
  }

  /**
   * Checks an access token and loads its holder from `subjects` (the admin or member table) in the
   * same query: this runs on every authenticated request.
   */
  async checkAccess<T extends PgTable & { id: PgColumn }>(side: Side, token: string, subjects: T): Promise<AccessCheck<T['$inferSelect']>> {
    const [row] = await this.db
      .select({ token: authToken, subject: subjects } as never)
      .from(authToken)
      .innerJoin(subjects as PgTable, eq(subjects.id, authToken.subject_id))
      .where(and(eq(authToken.token_hash, hashToken(token)), eq(authToken.kind, side)))
      .limit(1);
    const found = row as unknown as { token: typeof authToken.$inferSelect; subject: T['$inferSelect'] } | undefined;
    if (!found) return { ok: false, reason: 'unknown' };
    if (found.token.revoked_at) return { ok: false, reason: 'revoked' };
    if (found.token.expires_at.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    return { ok: true, subject: found.subject, familyId: found.token.family_id };
  }

  /** Exchanges a refresh token of either side for a new access token (and, past half life, a new refresh token). */
  async refresh(refreshToken: string, lifetimesOf: (side: Side) => TokenLifetimes): Promise<RefreshResult & { side?: Side }> {
    const hash = hashToken(refreshToken);
    const [row] = await this.db.select().from(authToken).where(eq(authToken.token_hash, hash)).limit(1);
    if (!row || (row.kind !== 'admin-refresh' && row.kind !== 'user-refresh')) return { ok: false, reason: 'unknown' };
    const side: Side = row.kind === 'admin-refresh' ? 'admin' : 'user';
    const now = Date.now();
    if (row.revoked_at) return { ok: false, reason: 'revoked' };
    if (row.expires_at.getTime() <= now) return { ok: false, reason: 'expired' };
    if (row.spent_at && now - row.spent_at.getTime() > ROTATION_GRACE_MS) {
      await this.revokeFamily(row.family_id);
      return { ok: false, reason: 'reused' };
    }
    const lifetimes = lifetimesOf(side);
    const lived = now - row.created_at.getTime();
    const total = row.expires_at.getTime() - row.created_at.getTime();
    return this.db.transaction(async (tx) => {
      const token = newToken();
      await tx.insert(authToken).values({
        token_hash: hashToken(token),
        kind: side,
        subject_id: row.subject_id,
        family_id: row.family_id,
        expires_at: new Date(now + lifetimes.access * 1000),
      });
      let rotated: string | undefined;
      if (!row.spent_at && lived * 2 >= total) {
        // Claim the rotation atomically: of two concurrent refreshes only one replaces the token.
        const claimed = await tx
          .update(authToken)
          .set({ spent_at: new Date(now) })
          .where(and(eq(authToken.token_hash, hash), isNull(authToken.spent_at)))
          .returning({ hash: authToken.token_hash });
        if (claimed.length === 1) {
          rotated = newToken();
          await tx.insert(authToken).values({
            token_hash: hashToken(rotated),
            kind: refreshKind(side),
            subject_id: row.subject_id,
            family_id: row.family_id,
            // The family keeps its original lifetime choice (with or without "keep me logged in").
            expires_at: new Date(now + total),
          });
        }
      }
      return { ok: true as const, token, subjectId: row.subject_id, side, ...(rotated ? { refreshToken: rotated } : {}) };
    });
  }

  /** Logout: revokes the family of a refresh token, provided it belongs to this subject. */
  async revokeByRefreshToken(subjectId: string, refreshToken: string): Promise<void> {
    const [row] = await this.db.select().from(authToken).where(eq(authToken.token_hash, hashToken(refreshToken))).limit(1);
    if (row && row.subject_id === subjectId) await this.revokeFamily(row.family_id);
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(authToken)
      .set({ revoked_at: new Date() })
      .where(and(eq(authToken.family_id, familyId), isNull(authToken.revoked_at)));
  }

  /** Disabling an account or changing its password ends all its sessions (inside the caller's transaction when given). */
  async revokeSubject(subjectId: string, executor: Db = this.db): Promise<void> {
    await executor
      .update(authToken)
      .set({ revoked_at: new Date() })
      .where(and(eq(authToken.subject_id, subjectId), isNull(authToken.revoked_at)));
  }

  /**
   * Removes rows of no further use. An expired access token is kept as long as a refresh token of its
   * family may live (`retainSeconds`), so that it still answers "expired" (409, refresh) and not
   * "unknown" (401, log in again).
   */
  async purge(retainSeconds: number, now = new Date()): Promise<void> {
    const horizon = new Date(now.getTime() - retainSeconds * 1000);
    const dayAgo = new Date(now.getTime() - 86_400_000);
    await this.db.delete(authToken).where(or(lt(authToken.expires_at, horizon), lt(authToken.revoked_at, dayAgo)));
  }
}
