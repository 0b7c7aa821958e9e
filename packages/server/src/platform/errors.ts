import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Code, translate } from '@vessel/contract';
import { ApiError, envelope } from './envelope.js';
import { storageFullOf } from './storage-full.js';
import { fieldErrors, type ValidationItem } from './validation-errors.js';

/** A byte count as people read it: 1 MB, 512 KB. */
function byteSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * One error handler for the whole server: every failure becomes an envelope in the request's language,
 * and a fault is logged with its stack while the answer carries none.
 */
export const errorsPlugin = fp<{ webDist: string }>(async (app, options) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      const msg = translate(request.lang, error.key, error.params);
      const data = error.fields
        ? { errors: Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, translate(request.lang, key, error.params)])) }
        : error.data;
      return reply.status(error.status).headers(error.headers).send(envelope(error.code, msg, data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // What was sent, to tell a missing field from one of the wrong type (zod's issue does not carry it).
      const sent = error.validationContext === 'querystring' ? request.query : error.validationContext === 'params' ? request.params : request.body;
      const errors = fieldErrors(error.validation as unknown as ValidationItem[], request.lang, sent);
      const first = Object.values(errors)[0] ?? translate(request.lang, 'validate.failed');
      return reply.status(200).send(envelope(Code.failure, first, { errors }));
    }
    if (isUniqueViolation(error)) {
      // Two writes raced past the kit's uniqueness check (write-rules.ts) and the table's unique index
      // refused the second: the caller's value is taken, as the check would have said.
      request.log.info({ err: { code: '23505' } }, 'unique index refused a write');
      return reply.status(200).send(envelope(Code.failure, translate(request.lang, 'record.duplicate'), null));
    }
    if (isForeignKeyViolation(error)) {
      // A record other records still point to (a component with its jobs, a version with its
      // distributions), refused by the table's foreign key where no area said it earlier: the caller is
      // told it is in use, and nothing changed (the transaction rolled back).
      request.log.info({ err: { code: '23503' } }, 'foreign key refused a write');
      return reply.status(200).send(envelope(Code.failure, translate(request.lang, 'record.inUse'), null));
    }
    if (isDatabaseUnavailable(error)) {
      // The database server is down or unreachable: nothing was written (a transaction that lost its
      // connection rolls back), and the pool opens new connections once it answers again.
      request.log.warn({ err: { code: (error as { code?: unknown }).code, message: error.message } }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(envelope(Code.failure, translate(request.lang, 'databaseUnavailable'), null));
    }
    const full = storageFullOf(error);
    if (full) {
      // The upload store (or any file the server writes) has no room left: nothing was stored (the store
      // writes whole files or none) and the server goes on serving; the operator frees or adds space.
      // Only the file system's code and call are logged, never a path or the bytes.
      request.log.warn({ err: { code: full.code, syscall: full.syscall } }, 'storage full');
      return reply.status(507).send(envelope(Code.failure, translate(request.lang, 'storageFull'), null));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
      return reply.status(413).send(envelope(Code.failure, translate(request.lang, 'validate.bodyTooLarge', { limit: byteSize(limit) }), null));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, an empty body where one was expected: the client's fault.
      request.log.info({ err: { code: error.code, message: error.message } }, 'malformed request');
      return reply.status(400).send(envelope(Code.failure, translate(request.lang, 'validate.malformedBody'), null));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(envelope(Code.failure, translate(request.lang, 'serverError'), null));
  });

  const indexHtml = path.join(options.webDist, 'index.html');
  app.setNotFoundHandler((request, reply) => {
    // A page of the single-page app: the browser router decides what it shows (including /404).
    if (request.method === 'GET' && request.headers.accept?.includes('text/html') && existsSync(indexHtml)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', options.webDist, { cacheControl: false });
    }
    return reply
      .status(404)
      .send(envelope(Code.failure, translate(request.lang, 'notFound', { url: request.url.split('?')[0] ?? '' }), null));
  });
});

/** Whether PostgreSQL answered `code`, as the driver reports it or as drizzle wraps it (`cause`). */
function hasPgCode(error: unknown, code: string): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** unique_violation. */
function isUniqueViolation(error: unknown): boolean {
  return hasPgCode(error, '23505');
}

/**
 * foreign_key_violation (a delete of a record still referred to, or a write naming one that is gone), or
 * restrict_violation: a key declared ON DELETE RESTRICT refuses the delete with its own code (an
 * assignment its appraisals point to).
 */
function isForeignKeyViolation(error: unknown): boolean {
  return hasPgCode(error, '23503') || hasPgCode(error, '23001');
}

/**
 * Errors of a database that cannot be reached: refused or dropped connections, a server shutting down
 * or starting (SQLSTATE class 08 and 57P01–57P03), and a connection not had within the pool's timeout.
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P02', '57P03']);
const UNREACHABLE_MESSAGES = ['Connection terminated', 'timeout exceeded when trying to connect', 'Client has encountered a connection error'];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((text) => message.startsWith(text))) return true;
  }
  return false;
}
