import { z } from 'zod';
import { ACCOUNT_LENGTH, PASSWORD_LENGTH } from './constants.js';
import { isIsoDate } from './iso-date.js';
import { ACCOUNT_PATTERN, PASSWORD_PATTERN } from './validation-rules.js';
import type { MessageKey } from './messages/index.js';

/**
 * Validation rules of spec §5 as zod schemas (for the server and the forms alike), on the plain
 * predicates of validation-rules.ts. A zod issue's message is a message key; each side translates it.
 */

const key = (k: MessageKey) => ({ error: k });

const KIND_MESSAGES: Record<string, MessageKey> = {
  number: 'validate.number',
  int: 'validate.integer',
  bigint: 'validate.number',
  string: 'validate.string',
  object: 'validate.object',
  record: 'validate.object',
  map: 'validate.object',
  array: 'validate.array',
  tuple: 'validate.array',
  set: 'validate.array',
  boolean: 'validate.boolean',
};

/** A value of the wrong kind says which kind it must be ("Must be a number"), by zod's `expected`, in words of the user's language. */
export function typeMessageKey(expected: string): MessageKey {
  return KIND_MESSAGES[expected] ?? 'validate.invalid';
}

// Measured first, and an over-long value goes no further (`abort`): no pattern reads unbounded text.
export const accountSchema = z.string(key('validate.account')).max(ACCOUNT_LENGTH.max, { ...key('validate.account'), abort: true }).regex(ACCOUNT_PATTERN, key('validate.account'));
export const passwordSchema = z.string(key('validate.password')).max(PASSWORD_LENGTH.max, { ...key('validate.password'), abort: true }).regex(PASSWORD_PATTERN, key('validate.password'));

/** A calendar date 'YYYY-MM-DD' that exists (not 30 February, not year 0): what a `date` column can hold. */
export const isoDateSchema = z.string().max(10, { ...key('validate.invalid'), abort: true }).refine(isIsoDate, key('validate.invalid'));

/** An opaque token as issued by the server (base64url, fixed length range). */
export const tokenSchema = z.string().min(20).max(200, { abort: true }).regex(/^[A-Za-z0-9_-]+$/, key('auth.tokenInvalid'));
