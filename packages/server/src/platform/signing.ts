import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { lt } from 'drizzle-orm';
import { createClient, type RedisClientType } from 'redis';
import { NONCE_PATTERN, SIGNATURE_WINDOW_SECONDS, checksumInput } from '@vessel/contract';
import type { Db } from '../db/client.js';
import { ApiError } from './envelope.js';
import { requestNonce } from './tables.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False for an API route that a browser reaches without our client (an event stream, a download). */
    signed?: boolean;
    /**
     * The signature is checked but its nonce is not stored: a read that must be answered without the
     * database (which the nonce store is, on the embedded one) and whose replay within the signature's
     * window could only read the same thing again (a module change's progress, to its own session).
     */
    replayableSignature?: boolean;
  }
}

/** The API lives under these prefixes; pages, static files, /health and /docs are not signed. */
export const API_PATH = /^\/(api|admin|account)\//;

/** Remembers each nonce for its signature window; `claim` is true only the first time. */
export interface NonceStore {
  claim(nonce: string, expiresAt: Date): Promise<boolean>;
  purgeExpired(now?: Date): Promise<void>;
  close?(): Promise<void>;
}

/** The store could not be asked: the request can be neither accepted nor called a replay. */
export class NonceStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('nonce store unavailable', { cause });
    this.name = 'NonceStoreUnavailable';
  }
}

/**
 * The database, on every engine: PGlite keeps the table in its data directory, so a restart does not
 * forget the nonces of the last window (a request captured before it cannot be replayed after it), and
 * on a PostgreSQL server every process of the deployment sees the same table. One statement per signed
 * request; expired rows are purged in the background.
 */
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

/**
 * Redis (REDIS_URL): one `SET key 1 NX EX seconds` per signed request, and Redis expires the keys itself.
 * While Redis cannot be reached the store refuses to decide (NonceStoreUnavailable, answered 503): falling
 * back to the database would let a request Redis has seen be replayed there. Commands are not queued while
 * the connection is down; the client reconnects by itself.
 */
export class RedisNonceStore implements NonceStore {
  private constructor(private readonly client: RedisClientType) {}

  /** Connects before the server starts; an unreachable Redis at start is an error of the deployment. */
  static async connect(url: string, log: { warn(detail: object, message: string): void; info(message: string): void }): Promise<RedisNonceStore> {
    let started = false;
    let down = false;
    const client: RedisClientType = createClient({
      url,
      disableOfflineQueue: true,
      commandOptions: { timeout: 2_000 },
      socket: {
        connectTimeout: 5_000,
        // At start the first failure is final (connect() rejects); later, retry every second or two.
        reconnectStrategy: (retries, cause) => (started ? Math.min(100 * 2 ** retries, 2_000) : cause),
      },
    });
    // Without a listener an 'error' event would end the process; one line per outage, not per retry.
    client.on('error', (error: unknown) => {
      if (down || !started) return;
      down = true;
      log.warn({ err: error }, 'redis unreachable: signed requests are refused until it is back');
    });
    client.on('ready', () => {
      if (down) log.info('redis reachable again');
      down = false;
    });
    await client.connect();
    started = true;
    return new RedisNonceStore(client);
  }

  async claim(nonce: string, expiresAt: Date): Promise<boolean> {
    const seconds = Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));
    try {
      return (await this.client.set(`vessel:nonce:${nonce}`, '1', { condition: 'NX', expiration: { type: 'EX', value: seconds } })) === 'OK';
    } catch (error) {
      throw new NonceStoreUnavailable(error);
    }
  }

  async purgeExpired(): Promise<void> {}

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close();
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
    if (request.routeOptions.config.replayableSignature === true) return;
    const expiresAt = new Date((Number(curtime) + SIGNATURE_WINDOW_SECONDS) * 1000);
    let fresh: boolean;
    try {
      fresh = await nonces.claim(nonce, expiresAt);
    } catch (error) {
      if (!(error instanceof NonceStoreUnavailable)) throw error;
      // The outage itself is logged once by the store; each request refused during it only at debug.
      request.log.debug({ err: error.cause }, 'nonce store unavailable');
      throw new ApiError('signature.unavailable', { status: 503, headers: { 'retry-after': '5' } });
    }
    if (!fresh) throw unauthorized('signature.replayed');
  });

  const timer = setInterval(() => {
    nonces.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'nonce purge failed'));
  }, 60_000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await nonces.close?.();
  });
});
