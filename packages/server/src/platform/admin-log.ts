import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { adminLog } from './identity/tables.js';
import { storableText } from './input-guard.js';
import { maskUrl } from './logging.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Log this route in the administrator log even though no administrator is signed in yet (login). */
    adminLog?: boolean;
  }
}

// Bank accounts (a supplier's restricted details) are never kept in clear in the log either.
const SECRET_KEY = /pass(word)?|token|secret|captcha|account_no|iban/i;
const MAX_STRING = 2000;

/**
 * A copy of request parameters fit for an audit trail: secrets masked, long strings cut, and text the
 * database cannot hold (a NUL, a lone surrogate) replaced, so that a refused attempt still gets its line.
 */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6) return '…';
  if (typeof value === 'string') return storableText(value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value);
  if (Array.isArray(value)) return value.slice(0, 200).map((item) => maskSecrets(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), SECRET_KEY.test(key) ? '***' : maskSecrets(item, depth + 1)]),
    );
  }
  return value;
}

/**
 * The administrator log: every write an administrator makes (who, when, which right, the parameters
 * with secrets masked, address, agent). Reads are not logged. The line is written before the answer
 * leaves, so a write the caller saw acknowledged has its line; a failure to write it is itself logged.
 */
export const adminLogPlugin = fp<{ db: Db }>(async (app, { db }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config;
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (!isWrite || !(request.admin || config.adminLog) || reply.statusCode >= 500) return payload;
    const declared = request.genericAction?.right ?? config.right;
    const right = typeof declared === 'string' ? declared : (declared?.[0] ?? request.routeOptions.url ?? '');
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const username = request.admin?.row.username ?? storableText(String((body as { username?: unknown }).username ?? '').slice(0, 30));
    try {
      await db.insert(adminLog).values({
        admin_id: request.admin?.row.id ?? null,
        username,
        url: maskUrl(request.url).slice(0, 1500),
        title: right.slice(0, 100),
        right: right.slice(0, 100),
        data: maskSecrets({ query: request.query, body }) as object,
        ip: request.ip,
        useragent: String(request.headers['user-agent'] ?? '').slice(0, 255),
      });
    } catch (error) {
      request.log.error({ err: error }, 'admin log write failed');
    }
    return payload;
  });
});
