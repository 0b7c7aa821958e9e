import type { Envelope, FieldErrors, MessageKey } from '@vessel/contract';
import { DUPLICATE_CANCEL_REASON } from './duplicate-requests';

/**
 * The server answered with an envelope whose code is not 1. `fieldErrors` carries `data.errors` of a
 * validation failure so that a form can put each message on its field.
 */
export class ApiError<T = unknown> extends Error {
  readonly code: number;
  readonly data: T;
  readonly status: number;
  readonly fieldErrors: FieldErrors;

  constructor(envelope: Envelope<T>, status: number) {
    super(envelope.msg || `code ${envelope.code}`);
    this.name = 'ApiError';
    this.code = envelope.code;
    this.data = envelope.data;
    this.status = status;
    this.fieldErrors = fieldErrorsOf(envelope.data);
  }
}

/** No envelope came back: an HTTP status error, a timeout or a network failure (spec §8). */
export class TransportError extends Error {
  readonly key: MessageKey;
  /** HTTP status when the server answered at all. */
  readonly status: number | null;

  constructor(key: MessageKey, message: string, status: number | null) {
    super(message);
    this.name = 'TransportError';
    this.key = key;
    this.status = status;
  }
}

/** An earlier identical request that a later one replaced; callers should just ignore it. */
export class CancelledRequestError extends Error {
  readonly reason: MessageKey = DUPLICATE_CANCEL_REASON;

  constructor() {
    super(DUPLICATE_CANCEL_REASON);
    this.name = 'CancelledRequestError';
  }
}

export function isCancelledRequest(error: unknown): error is CancelledRequestError {
  return error instanceof CancelledRequestError;
}

export function fieldErrorsOf(data: unknown): FieldErrors {
  if (!data || typeof data !== 'object') return {};
  const errors = (data as { errors?: unknown }).errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  const result: FieldErrors = {};
  for (const [field, message] of Object.entries(errors as Record<string, unknown>)) {
    if (typeof message === 'string') result[field] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') result[field] = message[0];
  }
  return result;
}

export function isEnvelope(body: unknown): body is Envelope {
  return !!body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'number';
}
