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

/** A value the schema would take, for a request to bend one part of (random ids name no record). */
export function sample(schema: Json | undefined): unknown {
  if (!schema) return 'sample';
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum.find((value: unknown) => value !== '') ?? schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((option: Json) => option.type !== 'null') ?? options[0]);
  if (schema.allOf) return sample(schema.allOf[0]);
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'object': {
      const out: Json = {};
      for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) out[key] = sample(property);
      return out;
    }
    case 'array':
      return schema.minItems ? Array.from({ length: schema.minItems }, () => sample(schema.items)) : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return '2026-01-15T08:00:00.000Z';
      if (schema.format === 'date') return '2026-01-15';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return 'sample';
  }
}

/** The schema takes text, alone or as one branch of a union. */
export function takesText(schema: Json | undefined): boolean {
  if (!schema) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some((branch: Json) => takesText(branch));
}
