import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { lt } from 'drizzle-orm';
import { NONCE_PATTERN, SIGNATURE_WINDOW_SECONDS, checksumInput } from '@vessel/contract';
import type { Db } from '../db/client.js';
import { ApiError } from './envelope.js';
import { requestNonce } from './tables.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False for an API route that a browser reaches without our client (an event stream, a download). */
    signed?: boolean;
  }
}

/** The API lives under these prefixes; pages, static files, /health and /docs are not signed. */
export const API_PATH = /^\/(api|admin|account)\//;

/** Remembers each nonce for its signature window; `claim` is true only the first time. */
export interface NonceStore {
  claim(nonce: string, expiresAt: Date): Promise<boolean>;
  purgeExpired(now?: Date): Promise<void>;
}

/**
 * For the embedded database. PGlite lives inside this one process, so no other process can receive a
 * request to replay against, and memory is the shared store. It saves a write per request, the larger
 * part of a signed request's cost on PGlite. A restart forgets the nonces of the last window; the
 * CURTIME check still bounds a replay to that window.
 */
export class MemoryNonceStore implements NonceStore {
  private readonly seen = new Map<string, number>();

  async claim(nonce: string, expiresAt: Date): Promise<boolean> {
    const known = this.seen.get(nonce);
    if (known !== undefined && known > Date.now()) return false;
    this.seen.set(nonce, expiresAt.getTime());
    return true;
  }

  async purgeExpired(now = new Date()): Promise<void> {
    const limit = now.getTime();
    for (const [nonce, expiresAt] of this.seen) if (expiresAt <= limit) this.seen.delete(nonce);
  }
}

/** For a PostgreSQL server: every process of the deployment sees the same table. */
export class DbNonceStore implements NonceStore {
  constructor(private readonly db: Db) {}

  /** True the first time a nonce is seen within its window, false on a replay. */
  async claim(nonce: string, expiresAt: Date): Promise<boolean> {
    const rows = await this.db
      .insert(requestNonce)
      .values({ nonce, expires_at: expiresAt })
      .onConflictDoNothing()
      .returning({ nonce: requestNonce.nonce });
    return rows.length === 1;
  }

  async purgeExpired(now = new Date()): Promise<void> {
    await this.db.delete(requestNonce).where(lt(requestNonce.expires_at, now));
  }
}

function header(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function md5Hex(text: string): Buffer {
  return Buffer.from(createHash('md5').update(text).digest('hex'));
}

/**
 * Checks APPKEY, CURTIME, NONCE and CHECKSUM on every API request (spec §7, CONTRACT.md). A refusal is
 * HTTP 401 with code 0, before authentication and before the body is read.
 */
export const signingPlugin = fp<{ appKey: string; appSecret: string; required: () => Promise<boolean>; nonces: NonceStore }>(async (app, options) => {
  const { nonces } = options;
  const unauthorized = (key: 'signature.missing' | 'signature.invalid' | 'signature.expired' | 'signature.replayed') =>
    new ApiError(key, { status: 401 });

  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!route || !API_PATH.test(route) || request.routeOptions.config.signed === false) return;
    // A system setting (security group); read from the settings cache, not the database, per request.
    if (!(await options.required())) return;
    const appKey = header(request.headers.appkey);
    const curtime = header(request.headers.curtime);
    const nonce = header(request.headers.nonce);
    const checksum = header(request.headers.checksum).toLowerCase();
    if (!appKey || !curtime || !nonce || !checksum) throw unauthorized('signature.missing');
    if (appKey !== options.appKey || !/^\d{1,12}$/.test(curtime) || !NONCE_PATTERN.test(nonce)) {
      throw unauthorized('signature.invalid');
    }
    const expected = md5Hex(checksumInput(options.appSecret, nonce, curtime));
    const given = Buffer.from(checksum);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthorized('signature.invalid');
    const now = Date.now() / 1000;
    if (Math.abs(now - Number(curtime)) > SIGNATURE_WINDOW_SECONDS) throw unauthorized('signature.expired');
    // Kept until the request's own window has passed on both sides of the clock.
    const expiresAt = new Date((Number(curtime) + SIGNATURE_WINDOW_SECONDS) * 1000);
    if (!(await nonces.claim(nonce, expiresAt))) throw unauthorized('signature.replayed');
  });

  const timer = setInterval(() => {
    nonces.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'nonce purge failed'));
  }, 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
