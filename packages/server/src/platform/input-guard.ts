import fp from 'fastify-plugin';
import { fieldError } from './envelope.js';

/**
 * Text PostgreSQL cannot hold: a NUL character (text and jsonb both refuse it) or a lone UTF-16
 * surrogate (not Unicode at all: jsonb refuses it, text would silently store a replacement character).
 * No form produces either; a client that sends one gets a field error, not a database fault.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The same text with every unstorable character replaced by U+FFFD: for audit copies of what was sent. */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE_ALL, '\uFFFD');
}

/**
 * The path (`search.0.val`, `names.2`) of the first string or key in a parsed query or JSON body that
 * PostgreSQL cannot hold, or null. Walks iteratively: a body may nest as deep as its size allows.
 */
export function unstorablePath(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return path || '_';
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const here = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return here;
        stack.push([child, here]);
      }
    }
  }
  return null;
}

/**
 * What the API reads: JSON bodies (multipart only where an upload route registers it), and only text the
 * database can store. Fastify would also read a text/plain body as a string; no client of this API sends
 * one, and JSON sent under that type should be refused as unreadable (400), not validated as a string.
 * Unstorable text in the query or the body is refused on every route, after authentication and before
 * validation, so that no handler, list filter or log line has to think of it.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', async (request) => {
    const path = unstorablePath(request.query) ?? unstorablePath(request.body);
    if (path) throw fieldError(path, 'validate.unstorableText');
  });
});
