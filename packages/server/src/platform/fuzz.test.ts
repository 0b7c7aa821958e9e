import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import qs from 'qs';
import { sql } from 'drizzle-orm';
import { OPERATORS, resourceBase, type ResourceDef } from '@vessel/contract';
import { buildTestApp, call, loginAdmin, type TestApp } from '../test/helpers.js';
import { memberCall, registerMember } from '../test/members.js';
import { listOperations, sample, walkedByBatteries, type Json, type Operation as DocumentOperation } from '../test/openapi-operations.js';

/**
 * Generated bad input on every operation of the OpenAPI document (admin, member and public), as the
 * issue-13 fuzzer sent it: wrong types, missing required and extra fields, 100 KB strings, Unicode (emoji,
 * right-to-left marks, NUL, lone surrogates), SQL and script payloads, deep nesting, arrays for scalars,
 * whole bodies that are not objects. The administrator's calls go as a super administrator, the
 * members' as a member. Every answer must be:
 * - below 500, and an envelope (a 2xx that is a file, an image or an event stream aside);
 * - when refused, a message a person can read, and field errors that name a field the request had or the
 *   operation declares;
 * - when a write (POST, DELETE) is refused, without any change to the data: a fingerprint of every table
 *   (row count and md5 of its rows) is taken before and compared after. Left out of the fingerprint are the
 *   tables whose very purpose is to record a refused request, and the counts kept of their rows (LOGGED_REFUSALS).
 * Fixed seeds (one per operation, from its method and path): a failure names the seed and the
 * counterexample; `FUZZ_RUNS` raises the number of runs per operation and `FUZZ_SEED` draws other input,
 * for a longer local hunt.
 * Special handling, and why:
 * - only bad input is sent: ids are random, so no delete or edit meets an existing record;
 * - the terminal's stream (GET /admin/Terminal/index, an event stream that runs commands) never gets a
 *   token, so it refuses in its own events, which end with `command-exec-completed`;
 * - logout routes run last, and after each operation the sessions are renewed if one ended.
 */

interface Operation extends DocumentOperation {
  /** A resource list's searchable fields, for filters of the wrong kind. */
  searchFields: string[];
}
interface BadRequest {
  label: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  /** Top-level names the request carried or the operation declares: a field error must name one. */
  names: Set<string>;
}

/**
 * Fixed, so that CI's runs are the same runs; `FUZZ_SEED` draws others for a hunt (a finding then names its
 * seed). The PostgreSQL pass draws other input than the PGlite pass, and less of it: the two passes together
 * try more inputs than either, and the second costs half the first.
 */
const POSTGRES_PASS = Boolean(process.env.TEST_DATABASE_URL);
const BASE_SEED = Number(process.env.FUZZ_SEED || (POSTGRES_PASS ? 15_2026 : 13_2026));
const RUNS = Number(process.env.FUZZ_RUNS || (POSTGRES_PASS ? 6 : 10));

/**
 * Tables that record refusals by design, compared for nothing: the signing nonces (each signed request,
 * refused or not), the administrator log (each write attempt of an administrator, refused ones included),
 * the failed-login counters, and the click captchas and verification codes (a wrong answer spends them,
 * spec §5). And the row counts the lists keep of those tables (resource_row_count, resource/row-count.ts:
 * a counted admin log's new line is counted there). Every other table must be exactly as it was.
 */
const LOGGED_REFUSALS = new Set(['request_nonce', 'admin_log', 'login_throttle', 'click_captcha', 'verification_code', 'resource_row_count']);

// ---------------------------------------------------------------------------------------------------
// Values

const HUGE = 'x'.repeat(100_000);
const HUGE_UNICODE = '船舶🚢'.repeat(25_000);
const SQL_PAYLOADS = ["' OR 1=1 --", "'; DROP TABLE admin; --", '" OR ""="', "1' AND pg_sleep(5) --", '1) UNION SELECT password_hash FROM admin --', '%', '_', '\\'];
const SCRIPT_PAYLOADS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '"><svg onload=alert(1)>', '{{7*7}}', '${7*7}'];
const ODD_TEXT = ['🚢⚓👩‍✈️', '\u202Eevil\u202C', 'مرحبا بالعالم', 'a\u0000b', 'a\ud800b', '\udfff', '\uFEFF', 'İıßﬀ', ' ', '\t\n', '0x10', '1e400', 'NaN', '-0', '../../etc/passwd', '__proto__', 'constructor'];

function deep(depth: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}

const scalarArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 0.5, 2_147_483_648, 9_007_199_254_740_993, 1e308, -1e308),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.string({ maxLength: 40 }),
);
const textArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL_PAYLOADS, ...SCRIPT_PAYLOADS, ...ODD_TEXT),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // Any code unit, lone surrogates and NUL included.
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(HUGE, HUGE_UNICODE),
);
/** A value that is wrong for some field: another type, hostile text, a structure where a scalar belongs. */
const badValueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: scalarArb },
  { weight: 4, arbitrary: textArb },
  { weight: 1, arbitrary: fc.array(fc.oneof(scalarArb, textArb), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalarArb, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 20, max: 400 }), fc.boolean()).map(([depth, asArray]) => deep(depth, 'x', asArray)) },
);
/** Query values as they travel: text, repeated keys (arrays) and bracketed keys (objects). */
const badQueryValueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: textArb.map((text) => text.slice(0, 20_000)) },
  { weight: 2, arbitrary: scalarArb.map((value) => String(value)) },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 10 }), { minLength: 2, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.string({ maxLength: 10 }), { minKeys: 1, maxKeys: 2 }) },
);
/** A body that is no object at all. */
const notAnObjectArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('[]', '"text"', '42', 'null', 'true', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '{"a":', ''),
  fc.integer({ min: 100, max: 2_000 }).map((depth) => JSON.stringify(deep(depth, 1, true))),
);

// ---------------------------------------------------------------------------------------------------
// A request the operation would take, to bend one part at a time

/** The top-level names a body schema declares, in any branch of a union (the member check-in's tabs). */
function propertyNames(schema: Json | null | undefined): string[] {
  if (!schema) return [];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])] as Json[];
  return [...Object.keys(schema.properties ?? {}), ...branches.flatMap(propertyNames)];
}

function withQuery(url: string, query: Json): string {
  const text = qs.stringify(query);
  return text ? `${url}?${text}` : url;
}

/** Bad requests for one operation: one mutation of a request it would take, or a body that is no request at all. */
function badRequestArb(op: Operation): fc.Arbitrary<BadRequest> {
  const declared = new Set([...propertyNames(op.body), ...op.query.map((parameter) => parameter.name), ...(op.multipart ? ['file'] : [])]);
  const requests: Array<fc.Arbitrary<BadRequest>> = [];

  if (op.method === 'POST') {
    // A union (the member check-in's login and register tabs) is bent through its first branch.
    const shape: Json | null = op.body?.properties ? op.body : ((op.body?.anyOf ?? op.body?.oneOf ?? []) as Json[]).find((branch) => branch.properties) ?? op.body;
    const base = (shape ? sample(shape) : {}) as Json;
    const fields = Object.keys(shape?.properties ?? {});
    const required: string[] = shape?.required ?? [];
    const json = (label: string, body: unknown): BadRequest => ({
      label,
      url: op.url,
      payload: JSON.stringify(body),
      contentType: 'application/json',
      names: new Set([...declared, ...(body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [])]),
    });
    if (fields.length) {
      requests.push(fc.tuple(fc.constantFrom(...fields), badValueArb).map(([field, value]) => json(`${field} = ${preview(value)}`, { ...base, [field]: value })));
      const nested = fields.filter((field) => shape!.properties[field]?.type === 'object' || shape!.properties[field]?.type === 'array');
      if (nested.length) {
        // One level down: a bad item in a list, a bad or unknown key in an object (the settings' `values`).
        requests.push(
          fc.tuple(fc.constantFrom(...nested), fc.string({ maxLength: 12 }), badValueArb).map(([field, key, value]) => {
            const inner = shape!.properties[field].type === 'array' ? [value] : { ...(base[field] as Json), [Object.keys(shape!.properties[field].properties ?? {})[0] ?? key]: value, [key]: value };
            return json(`${field} holding ${preview(inner)}`, { ...base, [field]: inner });
          }),
        );
      }
      // Every field wrong at once: the answer names each, or the first.
      requests.push(badValueArb.map((value) => json(`every field = ${preview(value)}`, Object.fromEntries(fields.map((field) => [field, value])))));
    }
    if (required.length) {
      requests.push(fc.subarray(required, { minLength: 1 }).map((missing) => json(`without ${missing.join(',')}`, Object.fromEntries(Object.entries(base).filter(([key]) => !missing.includes(key))))));
    }
    requests.push(
      fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !fields.includes(key)), badValueArb, { minKeys: 1, maxKeys: 3 })
        .map((extra) => json(`extra ${Object.keys(extra).join(',')}`, { ...base, ...extra })),
    );
    requests.push(notAnObjectArb.map((payload) => ({ label: `body ${preview(payload)}`, url: op.url, payload, contentType: 'application/json', names: declared })));
    if (fields.length) {
      // Number text JSON.stringify never writes (1e400 parses as Infinity), and a key given twice.
      requests.push(
        fc.tuple(fc.constantFrom(...fields), fc.constantFrom('1e400', '-1e400', '-0', '123456789012345678901234567890', '0.0000000000000000000001', '1E2')).map(([field, number]) => {
          const rest = JSON.stringify(Object.fromEntries(Object.entries(base).filter(([key]) => key !== field))).slice(1, -1);
          return { label: `${field} = ${number}`, url: op.url, payload: `{${rest ? `${rest},` : ''}${JSON.stringify(field)}:${number},${JSON.stringify(field)}:${number}}`, contentType: 'application/json', names: declared };
        }),
      );
    }
    // The body under a content type the API does not read, or a malformed one.
    requests.push(
      fc.constantFrom('application/json; charset=utf-16', 'application/json; charset=latin1', 'application/json;;', 'APPLICATION/JSON', 'application/x-www-form-urlencoded', 'text/plain', 'application/jsonx', '*/*', 'multipart/mixed', ';').map((contentType) => ({
        label: `content-type ${contentType}`,
        url: op.url,
        payload: JSON.stringify(base),
        contentType,
        names: declared,
      })),
    );
    if (op.multipart) {
      // A multipart body that is not the form it says it is.
      requests.push(
        fc.tuple(fc.oneof(fc.constant(''), fc.string({ maxLength: 70 })), fc.string({ unit: 'binary', maxLength: 300 })).map(([boundary, body]) => ({
          label: `multipart boundary=${preview(boundary)} body=${preview(body)}`,
          url: op.url,
          payload: Buffer.from(body),
          contentType: `multipart/form-data${boundary ? `; boundary=${boundary}` : ''}`,
          names: new Set(['file']),
        })),
      );
    }
  } else {
    const base: Json = Object.fromEntries(op.query.filter((parameter) => parameter.required).map((parameter) => [parameter.name, sample(parameter.schema)]));
    const query = (label: string, values: Json): BadRequest => ({ label, url: withQuery(op.url, values), names: new Set([...declared, ...Object.keys(values)]) });
    if (op.query.length) {
      requests.push(fc.tuple(fc.constantFrom(...op.query.map((parameter) => parameter.name)), badQueryValueArb).map(([name, value]) => query(`${name} = ${preview(value)}`, { ...base, [name]: value })));
    }
    const required = op.query.filter((parameter) => parameter.required).map((parameter) => parameter.name);
    if (required.length) requests.push(fc.subarray(required, { minLength: 1 }).map((missing) => query(`without ${missing.join(',')}`, Object.fromEntries(Object.entries(base).filter(([key]) => !missing.includes(key))))));
    requests.push(
      // Brackets in a key are structure to qs (`a[b]`): those keys come from the nested values instead.
      fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !declared.has(key) && !/[[\]]/.test(key)), badQueryValueArb, { minKeys: 1, maxKeys: 3 })
        .map((extra) => query(`extra ${Object.keys(extra).join(',')}`, { ...base, ...extra })),
    );
    if (op.searchFields.length) {
      // List filters: known and unknown fields, every operator and some that are not, values of any kind.
      const filter = fc.record({
        field: fc.oneof(fc.constantFrom(...op.searchFields), fc.constantFrom('password_hash', '__proto__', 'id;--'), fc.string({ maxLength: 12 })),
        operator: fc.oneof(fc.constantFrom(...OPERATORS), fc.constantFrom('DROP', '', 'eq;--', 'like')),
        val: badQueryValueArb,
      });
      requests.push(fc.array(filter, { minLength: 1, maxLength: 3 }).map((search) => query(`search ${preview(search)}`, { ...base, search })));
    }
    if (op.method === 'DELETE') requests.push(notAnObjectArb.map((payload) => ({ label: `body ${preview(payload)}`, url: withQuery(op.url, base), payload, contentType: 'application/json', names: declared })));
  }
  return fc.oneof(...requests);
}

function preview(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 60)}…(${text.length})` : text;
}

// ---------------------------------------------------------------------------------------------------

describe('fuzzing every OpenAPI operation with generated bad input', () => {
  let t: TestApp;
  let adminToken: string;
  let memberToken: string;
  let operations: Operation[];
  let fingerprintQuery: ReturnType<typeof sql.raw>;

  async function fingerprint(): Promise<Map<string, string>> {
    const result = (await t.database.db.execute(fingerprintQuery)) as unknown as { rows?: Array<{ t: string; h: string }> } | Array<{ t: string; h: string }>;
    const rows = Array.isArray(result) ? result : (result.rows ?? []);
    return new Map(rows.map((row) => [row.t, row.h]));
  }

  /** A battery may end a session (a logout): the next operation starts with live ones. */
  async function refreshSessions() {
    const admin = await call(t, { url: '/admin/index/index', token: adminToken });
    if (admin.json?.code !== 1) adminToken = (await loginAdmin(t)).token;
    const member = await memberCall(t, memberToken, { url: '/api/user/index' });
    if (member.json?.code !== 1) memberToken = (await registerMember(t, `fz${randomUUID().slice(0, 8)}`)).token;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    adminToken = (await loginAdmin(t)).token;
    memberToken = (await registerMember(t, 'fuzzer')).token;

    const tables = (await t.database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows?: Array<{ name: string }> } | Array<{ name: string }>;
    const names = (Array.isArray(tables) ? tables : (tables.rows ?? [])).map((row) => row.name).filter((name) => !LOGGED_REFUSALS.has(name) && !name.startsWith('__drizzle'));
    fingerprintQuery = sql.raw(
      names
        .map((name) => `select '${name}' as t, (select count(*) || ':' || coalesce(md5(string_agg(x::text, '' order by x::text)), '') from "${name}" x) as h`)
        .join(' union all '),
    );

    const searchable = new Map<string, string[]>(
      [...t.app.moduleContext.resources.values()].map(({ def }: { def: ResourceDef }) => [resourceBase(def), def.fields.filter((field) => field.search).map((field) => field.name)]),
    );
    operations = listOperations(t).filter((op) => walkedByBatteries(op.url)).map((op) => ({ ...op, searchFields: op.url.endsWith('/index') ? (searchable.get(op.url.slice(0, -'index'.length)) ?? []) : [] }));
    // Logging out ends the session every other operation uses: last.
    operations.sort((a, b) => Number(/logout/i.test(a.url)) - Number(/logout/i.test(b.url)));
  });
  afterAll(() => t?.close());

  it('reaches every side of the API from its OpenAPI document', () => {
    expect(new Set(operations.map((op) => op.auth))).toEqual(new Set(['admin', 'user', 'public']));
    expect(operations.length).toBeGreaterThan(120);
    expect(operations.filter((op) => op.body).length).toBeGreaterThan(40);
  });

  it('sees an accepted write in the fingerprint, so that an unchanged one means something', async () => {
    const before = await fingerprint();
    const { json } = await call(t, { url: '/admin/auth.Department/add', token: adminToken, body: { name: 'Fuzz check', dept_type: 'shore_dept', status: 'enable' } });
    expect(json.code).toBe(1);
    const after = await fingerprint();
    expect([...after].filter(([table, hash]) => before.get(table) !== hash).map(([table]) => table)).toContain('department');
  });

  it('answers no bad input with a 5xx, a bare body, a silent refusal, or a change to the data', async () => {
    const findings: string[] = [];
    let requests = 0;
    let refusedWrites = 0;

    async function send(op: Operation, bad: BadRequest): Promise<void> {
      requests++;
      const write = op.method !== 'GET';
      const before = write ? await fingerprint() : null;
      const headers: Record<string, string> = bad.contentType ? { 'content-type': bad.contentType } : {};
      if (op.auth === 'user') headers['ba-user-token'] = memberToken;
      const { status, json, raw } = await call(t, {
        method: op.method,
        url: bad.url,
        ...(bad.payload === undefined ? {} : { body: bad.payload as string }),
        ...(op.auth === 'admin' ? { token: adminToken } : {}),
        headers,
        lang: 'en',
        // Failed logins and code requests count against an address: keep them away from the session's own.
        remoteAddress: '198.51.100.13',
      });
      const problem = judge(status, json, raw.body, String(raw.headers['content-type'] ?? ''), bad);
      if (problem) throw new Finding(`${op.method} ${op.url} [${bad.label}] → ${status} ${problem}`);
      if (before && json && json.code !== 1) {
        refusedWrites++;
        const after = await fingerprint();
        const changed = [...after].filter(([table, hash]) => before.get(table) !== hash).map(([table]) => table);
        if (changed.length) throw new Finding(`${op.method} ${op.url} [${bad.label}] → refused (${status} ${json.msg}) but changed ${changed.join(', ')}`);
      }
    }

    for (const op of operations) {
      const seed = BASE_SEED ^ createHash('sha1').update(`${op.method} ${op.url}`).digest().readInt32BE(0);
      try {
        await fc.assert(fc.asyncProperty(badRequestArb(op), (bad) => send(op, bad)), { seed, numRuns: RUNS, endOnFailure: true });
      } catch (error) {
        // fast-check wraps what the property threw; its report repeats the whole counterexample.
        const cause = (error as { cause?: unknown }).cause;
        findings.push(cause instanceof Finding ? `${cause.message} (seed ${seed})` : `${op.method} ${op.url}: ${String(cause ?? error).slice(0, 300)} (seed ${seed})`);
      }
      await refreshSessions();
    }
    expect(findings).toEqual([]);
    expect(requests).toBe(operations.length * RUNS);
    // Enough writes were refused for the fingerprint to have meant something.
    expect(refusedWrites).toBeGreaterThan(operations.length);
  }, 600_000);
});

/** What the suite found wrong with one answer. */
class Finding extends Error {}

const INTERNALS = /node_modules|\/work\/|\.(ts|js):\d+|\bat [\w.<>]+ \(|ZodError|TypeError|ReferenceError|RangeError|Cannot read prop|undefined is not|failed query|syntax error|violates|duplicate key/i;

/** A message whose list or value was left out ("Must be one of: "), or a placeholder never filled. */
const UNFILLED = /[:：]\s*$|\{\w+\}/;

function judge(status: number, json: any, body: string, contentType: string, bad: BadRequest): string | null {
  const answer = body.slice(0, 200);
  if (status >= 500) return answer;
  // The terminal's stream refuses in its own events and always ends with the completion event.
  if (contentType.startsWith('text/event-stream')) return body.includes('command-exec-completed') ? null : `stream without its end: ${answer}`;
  // Files, images and icons answer as themselves.
  if (status < 400 && !contentType.includes('application/json')) return null;
  const envelope = json && typeof json.code === 'number' && typeof json.msg === 'string' && typeof json.time === 'number';
  if (!envelope) return `not an envelope: ${answer}`;
  if (json.code === 1) return null;
  if (json.msg.trim() === '') return `refused without a message: ${answer}`;
  if (INTERNALS.test(json.msg)) return `message shows internals: ${answer}`;
  if (UNFILLED.test(json.msg)) return `message with a blank where a value belongs: ${answer}`;
  const errors = json.data?.errors;
  if (errors && typeof errors === 'object') {
    for (const [field, message] of Object.entries(errors)) {
      if (typeof message !== 'string' || message.trim() === '') return `field ${field} without a message: ${answer}`;
      if (UNFILLED.test(message)) return `field ${field}: a blank where a value belongs: ${answer}`;
      // As sent, or a path into what was sent (`search.0.val`), or the key qs read from a bracketed one.
      const named = field === '_' || [...bad.names].some((name) => field === name || field.startsWith(`${name}.`) || (field !== '' && name.startsWith(field)));
      if (!named) return `field error names ${JSON.stringify(field)}, which the request neither sent nor declares: ${answer}`;
    }
  }
  return null;
}
