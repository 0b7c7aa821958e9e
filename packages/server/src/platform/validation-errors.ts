import { isMessageKey, translate, typeMessageKey, type FieldErrors, type Lang, type MessageKey } from '@vessel/contract';

/** One failed check as fastify-type-provider-zod reports it (a zod issue in Ajv's clothes). */
export interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * Turns zod issues into one message per field, in the request's language. Our schemas carry message
 * keys; zod's own checks (type, length, range, unknown keys) are mapped by their issue code.
 */
export function fieldErrors(items: readonly ValidationItem[], lang: Lang, sent?: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const item of items) {
    const field = item.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (item.keyword === 'unrecognized_keys' && Array.isArray(item.params.keys)) {
      for (const key of item.params.keys as string[]) {
        const name = field ? `${field}.${key}` : key;
        errors[name] ??= translate(lang, 'validate.unknownField');
      }
      continue;
    }
    errors[field || '_'] ??= item.keyword === 'invalid_type' ? typeMessage(item, lang, sent) : messageOf(item, lang);
  }
  return errors;
}

/**
 * A type error names what was wrong: a field that is missing (or null) is required, one sent as another kind of
 * value says which kind it must be. Decided from what was sent: `z.string({ error: 'validate.required' })`
 * meets a number too, and "required" would then be false. A schema's own wording (an email address's,
 * a whole number's) stands.
 */
function typeMessage(item: ValidationItem, lang: Lang, sent: unknown): string {
  const path = item.instancePath.split('/').slice(1);
  const expected = String(item.params.expected ?? '');
  const value = valueAt(sent, path);
  if (value === undefined || value === null || expected === 'nonoptional') return translate(lang, 'validate.required');
  if (item.message && item.message !== 'validate.required' && isMessageKey(item.message)) return messageOf(item, lang);
  return translate(lang, typeMessageKey(expected));
}

/** The value at a path of the parsed input (`['values', 'site_name']`), or undefined. */
function valueAt(input: unknown, path: readonly string[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function messageOf(item: ValidationItem, lang: Lang): string {
  const { params } = item;
  const bound = (name: string) => String(params[name] ?? '');
  // Our own keys carry the check's bounds too ("at most {max} characters").
  if (item.message && isMessageKey(item.message)) {
    const values = allowedValues(params);
    // "Must be one of: " with nothing after it helps nobody: a check that cannot list its values says "invalid".
    if (item.message === 'validate.invalidValue' && values.length === 0) return translate(lang, 'validate.invalid');
    return translate(lang, item.message, { max: bound('maximum'), min: bound('minimum'), values: values.join(', ') });
  }
  const isText = params.origin === 'string' || params.origin === 'array';
  let key: MessageKey = 'validate.invalid';
  let values: Record<string, string> = {};
  switch (item.keyword) {
    case 'too_small':
      key = isText ? 'validate.tooShort' : 'validate.tooSmall';
      values = { min: bound('minimum') };
      break;
    case 'too_big':
      key = isText ? 'validate.tooLong' : 'validate.tooBig';
      values = { max: bound('maximum') };
      break;
    case 'invalid_value':
      if (allowedValues(params).length) {
        key = 'validate.invalidValue';
        values = { values: allowedValues(params).join(', ') };
      }
      break;
  }
  return translate(lang, key, values);
}

/**
 * The values a check allows: its own (an enum's `values`), a refinement's (`params.values`, a field's
 * options), or those of a union of literals' branches (each branch's issue names its one value).
 */
function allowedValues(params: Record<string, unknown>): unknown[] {
  if (Array.isArray(params.values)) return params.values;
  const refined = (params.params as { values?: unknown } | undefined)?.values;
  if (Array.isArray(refined)) return refined;
  if (Array.isArray(params.errors)) {
    return (params.errors as unknown[][]).flat().flatMap((issue) => {
      const values = (issue as { values?: unknown } | null)?.values;
      return Array.isArray(values) ? values : [];
    });
  }
  return [];
}
