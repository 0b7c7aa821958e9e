import { randomUUID } from 'node:crypto';
import type { TestApp } from './helpers.js';

/** The operations of the app's OpenAPI document, with who may call them and what they take. */
export type Json = Record<string, any>;
export interface Operation {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  auth: 'admin' | 'user' | 'public';
  body: Json | null;
  multipart: boolean;
  query: Array<{ name: string; required: boolean; schema: Json }>;
}

export function listOperations(t: TestApp): Operation[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Json>> };
  const auths = new Map(t.app.routeRecords.map((route) => [`${route.method} ${route.url}`, route.config.auth ?? 'public']));
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      if (!['GET', 'POST', 'DELETE'].includes(upper)) continue;
      const url = path.replace(/\{(\w+)\}/g, '$1');
      operations.push({
        method: upper,
        url,
        auth: (auths.get(`${upper} ${url}`) ?? 'public') as Operation['auth'],
        body: (operation.requestBody?.content?.['application/json']?.schema as Json | undefined) ?? null,
        multipart: Boolean(operation.requestBody?.content?.['multipart/form-data']) || (operation.consumes ?? []).includes('multipart/form-data') || /\/upload$/.test(url),
        query: ((operation.parameters ?? []) as Json[])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({ name: parameter.name as string, required: Boolean(parameter.required), schema: (parameter.schema ?? {}) as Json })),
      });
    }
  }
  return operations;
}

/** The object shapes of a body: itself, or each branch of a union (the member check-in's tabs). */
export function bodyShapes(schema: Json | null): Json[] {
  if (!schema) return [];
  if (schema.properties) return [schema];
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((branch: Json) => bodyShapes(branch));
}

/** A body or field value the schema would accept, so that one mutation at a time reaches the handler. */
export function sample(schema: Json | undefined, name = ''): unknown {
  if (!schema) return 'sample';
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum.find((value: unknown) => value !== '') ?? schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((option: Json) => option.type !== 'null' && !(option.enum?.length === 1 && option.enum[0] === '')) ?? options[0], name);
  if (schema.allOf) return sample(schema.allOf[0], name);
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'object': {
      const out: Json = {};
      for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) out[key] = sample(property, key);
      return out;
    }
    case 'array':
      return schema.minItems ? Array.from({ length: schema.minItems }, () => sample(schema.items, name)) : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'string':
      return sampleText(schema, name);
    default:
      return 'sample';
  }
}

/** Text that passes common rules: a word, an account, a password, a mobile, an e-mail, a code, an IMO number, a measure. */
const TEXT_CANDIDATES = ['Sample', 'Sample_1', 'sample1', 'Harbour_2026', '9074729', '13800138000', 'mate@example.com', '123456', 'SMP1', 'CN', '12.5', 'a', '2026-01-15', 'auth/admin', 'https://example.com/a.png', '08:00'];
/** Dates a month apart in the order they are drawn: joins before sign-offs, issues before expiries. */
let drawnDates = 0;
/** Starts the dates over, so that each request's dates run in order from January. */
export function resetDates(): void {
  drawnDates = 0;
}
export function nextDate(): string {
  return `2026-${String(1 + (drawnDates++ % 12)).padStart(2, '0')}-15`;
}

/** What a field's name says it holds, tried before the generic candidates. */
export function candidatesFor(name: string): string[] {
  const hints: Array<[RegExp, string]> = [
    // Old enough for any rank's minimum age.
    [/birth/, '1990-05-15'],
    [/date|birthday|as_of|^(from|to)$/, nextDate()],
    [/imo/, '9074729'],
    [/mobile|phone/, '13800138000'],
    [/email/, 'mate@example.com'],
    [/code$|_no$/, 'SMP1'],
  ];
  return [...hints.filter(([pattern]) => pattern.test(name)).map(([, text]) => text), ...TEXT_CANDIDATES];
}

function sampleText(schema: Json, name: string): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date-time') return `${nextDate()}T08:00:00.000Z`;
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const fits = (text: string) => (!pattern || pattern.test(text)) && text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
  return candidatesFor(name).find(fits) ?? 'a'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** The top-level fields a validation answer names (`data.errors`), or null when it names none. */
/** The schema takes text, alone or as one branch of a union. */
export function takesText(schema: Json | undefined): boolean {
  if (!schema) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some((branch: Json) => takesText(branch));
}

/**
 * The kit's data in and out (export, template, import and its status and report) is one code for every
 * resource, taking the same bodies whatever the resource: the batteries that feed every route bad input
 * walk it on a few resources of different kinds rather than on all of them (which would double their time).
 */
const TRANSFER_ACTION = /^\/admin\/([^/]+)\/(export|exportStart|exportStatus|exportFile|template|import|importStatus|importReport)$/;
const TRANSFER_SAMPLES = new Set(['crew.Seafarer', 'fleet.Ship', 'pms.Job', 'auth.Department']);
export function walkedByBatteries(url: string): boolean {
  const match = TRANSFER_ACTION.exec(url);
  return !match || TRANSFER_SAMPLES.has(match[1]!);
}
