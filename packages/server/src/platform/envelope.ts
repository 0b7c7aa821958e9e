import type { FastifyRequest } from 'fastify';
import { Code, translate, type Envelope, type MessageKey } from '@vessel/contract';

/**
 * A failure the handler reports on purpose: the error handler turns it into an envelope in the
 * request's language. `status` is the HTTP class (CONTRACT.md), `code` the body code.
 */
export class ApiError extends Error {
  readonly key: MessageKey;
  readonly status: number;
  readonly code: number;
  readonly params: Record<string, string | number>;
  readonly data: unknown;
  readonly headers: Record<string, string>;
  /** Field → message key: answered as `data.errors`, translated, like a validation failure. */
  readonly fields: Record<string, MessageKey> | null;

  constructor(
    key: MessageKey,
    options: {
      status?: number;
      code?: number;
      params?: Record<string, string | number>;
      data?: unknown;
      headers?: Record<string, string>;
      fields?: Record<string, MessageKey>;
    } = {},
  ) {
    super(key);
    this.name = 'ApiError';
    this.key = key;
    this.status = options.status ?? 200;
    this.code = options.code ?? Code.failure;
    this.params = options.params ?? {};
    this.data = options.data ?? null;
    this.headers = options.headers ?? {};
    this.fields = options.fields ?? null;
  }
}

export function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, msg, time: Math.floor(Date.now() / 1000), data };
}

/** A success answer; `msgKey` names the message the client may show. */
export function success<T>(
  request: FastifyRequest,
  data: T,
  msgKey?: MessageKey,
  params: Record<string, string | number> = {},
): Envelope<T> & { code: typeof Code.success } {
  return { code: Code.success, msg: msgKey ? translate(request.lang, msgKey, params) : '', time: Math.floor(Date.now() / 1000), data };
}

/** A failure of one field, answered like a validation failure: code 0, the message, `data.errors`. */
export function fieldError(field: string, key: MessageKey, params: Record<string, string | number> = {}): ApiError {
  return new ApiError(key, { params, fields: { [field]: key } });
}
