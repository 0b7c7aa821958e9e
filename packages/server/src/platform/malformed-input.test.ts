import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import qs from 'qs';
import { fieldsForForm, resourceBase, type FieldDef, type ResourceDef } from '@vessel/contract';
import { buildTestApp, call, loginAdmin, signature, type TestApp } from '../test/helpers.js';
import { buildGroup } from '../test/factories.js';
import { memberCall, registerMember } from '../test/members.js';
import { candidatesFor, nextDate, resetDates, sample, walkedByBatteries, type Json } from '../test/openapi-operations.js';

/**
 * Every route of the server, as the server itself lists them, fed malformed input: bodies that are not
 * objects, known fields replaced by wrong types or by values the database cannot hold, query parameters
 * of the wrong shape, list filters with values of the wrong kind. Whatever the input, the answer is a
 * client error in the envelope, in words a person can read: never a 5xx, never the server's internals.
 * A new route joins by being registered; its fields come from its own schema (the OpenAPI document).
 */

type Method = 'GET' | 'POST' | 'DELETE';
interface Target {
  method: Method;
  url: string;
  auth: 'admin' | 'user' | 'public';
  bodySchema: Json | null;
  queryNames: string[];
}
interface Answer {
  status: number;
  json: any;
}

const HUGE = 'x'.repeat(100_000);
const SQL_TEXT = /failed query|\bselect\b[^"]*\bfrom\b|insert into|update "|delete from|violates|duplicate key|syntax error|relation "|column "/i;
const INTERNALS = /node_modules|\/work\/|\.(ts|js):\d+|\bat [\w.<>]+ \(|ZodError|TypeError|ReferenceError|RangeError|Cannot read prop|undefined is not/;

/** Values that are wrong for some field somewhere: wrong types, and values the database cannot store. */
const BAD_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ['object', { nested: { deeper: true } }],
  ['array', ['a', 1, null]],
  ['huge string', HUGE],
  ['negative', -1],
  ['fraction', 0.5],
  ['beyond int32', 2_147_483_648],
  ['huge number', 1e308],
  ['digits beyond int64', '99999999999999999999'],
  ['NaN text', 'NaN'],
  ['path traversal', '../../etc/passwd'],
  ['invalid uuid', 'not-a-uuid'],
  ['unknown uuid', randomUUID()],
  ['invalid date', '2026-02-30'],
  ['year zero', '0000-01-01'],
  ['month 13', '2026-13-01'],
  ['invalid datetime', '2026-02-30T25:61:00Z'],
  ['year-zero datetime', '0000-01-01T00:00:00Z'],
  ['emoji', '🚢⚓👩‍✈️'],
  ['NUL byte', 'a\u0000b'],
  ['lone surrogate', 'a\ud800b'],
  ['true', true],
  ['null', null],
  ['empty', ''],
  ['quote', "' OR 1=1; --"],
  ['bad array items', ['2026-02-30', 'a\u0000b', {}, -1]],
  ['unknown uuids', [randomUUID(), randomUUID()]],
  ['long array', Array.from({ length: 2000 }, () => randomUUID())],
];

/** Query values as they travel: text, or the arrays and objects brackets and repeats make of it. */
const BAD_QUERY_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ['text', 'abc'],
  ['negative', '-1'],
  ['zero', '0'],
  ['fraction', '1.5'],
  ['digits beyond int64', '99999999999999999999'],
  ['1e400', '1e400'],
  ['long', 'y'.repeat(5000)],
  ['invalid uuid', 'not-a-uuid'],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['invalid date', '2026-02-30'],
  ['year zero', '0000-01-01'],
  ['emoji', '🚢'],
  ['NUL byte', 'a\u0000b'],
  ['path traversal', '../../etc/passwd'],
  ['empty', ''],
  ['repeated', ['1', '2']],
  ['array', ['a', randomUUID()]],
  ['nested', { a: { b: 'c' } }],
  ['indexed object', [{ field: 'id' }]],
];

/** Filter values for a field of each type: text that passes the type's first look but not its second. */
const SEARCH_VALUES: Record<FieldDef['type'], readonly string[]> = {
  string: ['a\u0000b', '🚢\ud800', 'y'.repeat(1000)],
  'string[]': ['a\u0000b', '🚢\ud800'],
  int: ['abc', '1.5', '2147483648', '99999999999999999999', '-99999999999'],
  decimal: ['abc', '0x10', '1.2.3', '1e400', '9'.repeat(400)],
  boolean: ['maybe', '2'],
  uuid: ['not-a-uuid', '00000000-0000-0000-0000-00000000000g'],
  'uuid[]': ['not-a-uuid'],
  date: ['abc', '2026-02-30', '0000-01-01', '99999-01-01', '99999999999999', '-99999999999'],
  datetime: ['abc', '2026-02-30', '0000-01-01', '99999999999999', '-99999999999', '2026-01-01T25:00:00Z'],
  json: ['a\u0000b'],
};

function refusedFields(json: any): Set<string> | null {
  const errors = json?.code === 0 ? json.data?.errors : null;
  if (!errors || typeof errors !== 'object') return null;
  return new Set(Object.keys(errors).map((key) => key.split('.')[0]!));
}

const REMOTE = '198.51.100.7';
const baseOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);
const withQuery = (url: string, query: Json) => {
  const text = qs.stringify(query);
  return text ? `${url}?${text}` : url;
};

describe('malformed input on every route', () => {
  let t: TestApp;
  let adminToken: string;
  let memberToken: string;
  let targets: Target[];
  const findings: string[] = [];
  /** Records the sample bodies created, by resource base: their edit, delete and workflow routes act on them. */
  const created = new Map<string, string>();

  let requests = 0;
  /** One request of the battery, judged on the spot. */
  async function send(target: Target, label: string, url: string, payload?: string, extraHeaders: Record<string, string> = {}): Promise<Answer> {
    requests++;
    const headers: Record<string, string> = { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...extraHeaders };
    if (target.auth === 'user') headers['ba-user-token'] = memberToken;
    const { status, json, raw } = await call(t, {
      method: target.method,
      url,
      ...(payload === undefined ? {} : { body: payload }),
      ...(target.auth === 'admin' ? { token: adminToken } : {}),
      headers,
      lang: 'en',
      // Failed logins and code requests count against an address: keep them away from the test's own.
      remoteAddress: REMOTE,
    });
    const problem = judge(status, json, raw.body, String(raw.headers['content-type'] ?? ''));
    if (problem) findings.push(`${target.method} ${target.url} [${label}] → ${status} ${problem}`);
    return { status, json };
  }

  function judge(status: number, json: any, body: string, contentType: string): string | null {
    const answer = body.slice(0, 240);
    if (status >= 500) return answer;
    // A route that answers a file (the suffix icon) may; its failures are envelopes like any other.
    if (status < 400 && !contentType.includes('application/json')) return null;
    const envelope = json && typeof json.code === 'number' && typeof json.msg === 'string' && typeof json.time === 'number';
    if (!envelope || (json.code !== 1 && json.msg.trim() === '')) return `not an envelope with a message: ${answer}`;
    // A success echoes what was stored; a failure's words are the server's own and must not show its insides.
    const words = json.code === 1 ? `${json.msg} ${JSON.stringify(json.data?.errors ?? '')}` : body;
    if (SQL_TEXT.test(words) || INTERNALS.test(words)) return `leaks internals: ${answer}`;
    return null;
  }

  /** Sets `fields` to `value` all at once; fields the validator refuses drop out and the rest go again, so each reaches the handler. */
  async function mutate(target: Target, label: string, fields: readonly string[], value: unknown, request: (values: Json) => [string, string | undefined]) {
    let pending = [...fields];
    for (let round = 0; round < 4 && pending.length; round++) {
      const [url, payload] = request(Object.fromEntries(pending.map((field) => [field, value])));
      const { json } = await send(target, `${pending.join(',')} = ${label}`, url, payload);
      const refused = refusedFields(json);
      if (!refused) return;
      const next = pending.filter((field) => !refused.has(field));
      if (next.length === pending.length) return;
      pending = next;
    }
  }

  /** Bodies that are not an object, or that try to reach the prototype. */
  async function rawBodies(target: Target) {
    for (const raw of ['[]', '"text"', '42', 'null', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}']) {
      await send(target, `body ${raw}`, target.url, raw);
    }
  }

  /** Ids a remote select offers (the records a form picks from), newest state of the database. */
  async function remoteIds(url: string): Promise<string[]> {
    const { json } = await call(t, { url: `${url}index?select=true&limit=5`, token: adminToken });
    return ((json?.data?.list ?? []) as Array<{ id: string }>).map((row) => row.id);
  }

  /** A form the resource's own declaration says is right: options, patterns, bounds, and records to pick. */
  async function resourceSample(def: ResourceDef, mode: 'add' | 'edit'): Promise<Json> {
    const out: Json = {};
    resetDates();
    for (const field of fieldsForForm(def, mode)) {
      if (field.options?.length) out[field.name] = field.type === 'string[]' ? [field.options[0]] : field.options[0];
      else if (field.type === 'uuid' || field.type === 'uuid[]') {
        const ids = field.remote ? await remoteIds(field.remote.url) : [];
        out[field.name] = field.type === 'uuid[]' ? ids.slice(0, 1) : (ids[0] ?? (field.required ? randomUUID() : null));
      } else if (field.type === 'string') {
        const pattern = field.pattern ? new RegExp(field.pattern.source) : null;
        const fits = (text: string) => (!pattern || pattern.test(text)) && text.length <= (field.max ?? Infinity) && text.length >= (field.min ?? 0);
        out[field.name] = candidatesFor(field.name).find(fits) ?? (field.required ? 'Sample' : '');
      } else if (field.type === 'int') out[field.name] = Math.max(field.min ?? 1, Math.min(field.max ?? 1, 1));
      else if (field.type === 'boolean') out[field.name] = true;
      else if (field.type === 'string[]') out[field.name] = ['Sample'];
      else if (field.type === 'date') out[field.name] = nextDate();
      else if (field.type === 'datetime') out[field.name] = `${nextDate()}T08:00:00.000Z`;
      else out[field.name] = {};
    }
    return out;
  }

  async function bodyBattery(target: Target) {
    const { url } = target;
    await rawBodies(target);
    resetDates();
    const drawn = target.bodySchema ? sample(target.bodySchema) : {};
    const body: Json = drawn && typeof drawn === 'object' && !Array.isArray(drawn) ? (drawn as Json) : {};
    const binding = [...t.app.moduleContext.resources.values()].find((candidate) => [`${resourceBase(candidate.def)}add`, `${resourceBase(candidate.def)}edit`].includes(url));
    if (binding) Object.assign(body, await resourceSample(binding.def, url.endsWith('/add') ? 'add' : 'edit'));
    const known = created.get(baseOf(url));
    if (known && 'id' in body) body.id = known;
    if (known && 'ids' in body) body.ids = [known];
    // The sample as drawn may break a rule the schema document cannot say; optional fields the server refuses are left out.
    const required = new Set<string>(target.bodySchema?.required ?? []);
    for (let round = 0; round < 3; round++) {
      const { json } = await send(target, 'schema sample', url, JSON.stringify(body));
      if (json?.code === 1 && url.endsWith('/add') && typeof json.data?.row?.id === 'string') created.set(baseOf(url), json.data.row.id);
      const optional = [...(refusedFields(json) ?? [])].filter((field) => field in body && !required.has(field));
      if (optional.length === 0) break;
      for (const field of optional) delete body[field];
    }
    // The same record twice: a unique key says so in words.
    await send(target, 'schema sample again', url, JSON.stringify(body));
    await send(target, 'unknown field', url, JSON.stringify({ ...body, surplus_field: 'x' }));
    await send(target, 'empty object', url, '{}');
    const fields = Object.keys(body).length ? Object.keys(body) : ['id', 'ids', 'name', 'value'];
    for (const [label, value] of BAD_VALUES) {
      await mutate(target, label, fields, value, (values) => [url, JSON.stringify({ ...body, ...values })]);
    }
  }

  async function queryBattery(target: Target) {
    const { url } = target;
    const known = created.get(baseOf(url));
    const baseline: Json = {};
    if (target.queryNames.includes('id')) baseline.id = known ?? randomUUID();
    if (target.queryNames.includes('ids')) baseline.ids = [known ?? randomUUID()];
    await send(target, 'no query', url);
    await send(target, 'unknown parameter', withQuery(url, { ...baseline, surplus_param: '1' }));
    const names = target.queryNames.length ? target.queryNames : ['id', 'ids'];
    for (const [label, value] of BAD_QUERY_VALUES) {
      await mutate(target, label, names, value, (values) => [withQuery(url, { ...baseline, ...values }), undefined]);
    }
    const binding = [...t.app.moduleContext.resources.values()].find((candidate) => url === `${resourceBase(candidate.def)}index`);
    if (binding) await listBattery(target, binding.def.fields);
  }

  /** A list's filters, through each field it lets people search, with values of the wrong kind. */
  async function listBattery(target: Target, fields: readonly FieldDef[]) {
    const list = (label: string, query: Json) => send(target, label, withQuery(target.url, query));
    for (const field of fields.filter((candidate) => candidate.search)) {
      for (const value of SEARCH_VALUES[field.type]) {
        // Every operator of the field at once: each either refuses the value or passes it to the database.
        const search = field.search!.map((operator) => ({ field: field.name, operator, val: operator.includes('RANGE') ? `${value},${value}` : value }));
        await list(`search ${field.name} ${JSON.stringify(value.slice(0, 24))}`, { search });
      }
      await list(`search ${field.name} as a list`, { search: [{ field: field.name, operator: field.search![0], val: ['a\u0000b', '2026-02-30', '99999999999999999999'] }] });
      if (field.sortable) await list(`order ${field.name}`, { order: `${field.name},asc` });
    }
    for (const [label, query] of [
      ['quickSearch NUL', { quickSearch: 'a\u0000b' }],
      ['quickSearch wildcards', { quickSearch: '%_\\' }],
      ['order unknown field', { order: 'no_such_field,asc' }],
      ['order sideways', { order: 'id,sideways' }],
      ['search as text', { search: 'abc' }],
      ['search __proto__', { search: [{ field: '__proto__', val: '1' }] }],
      ['search an undeclared column', { search: [{ field: 'password_hash', val: '1' }] }],
      ['search unknown operator', { search: [{ field: 'id', operator: 'DROP', val: '1' }] }],
      ['select quick_search NUL', { select: 'true', quick_search: 'a\u0000b' }],
      ['select quick_search long', { select: 'true', quick_search: 'y'.repeat(300) }],
      ['select initValue NUL', { select: 'true', initValue: 'a\u0000b' }],
      ['select initValue not ids', { select: 'true', initValue: 'not-a-uuid,also-not' }],
      ['select initValue unknown ids', { select: 'true', initValue: [randomUUID(), randomUUID()] }],
    ] as const) {
      await list(label, query);
    }
  }

  /** A battery may end a session (a password change, logout): the next route starts with a live one. */
  async function refreshSessions() {
    const admin = await call(t, { url: '/admin/index/index', token: adminToken });
    if (admin.json?.code !== 1) adminToken = (await loginAdmin(t)).token;
    const member = await memberCall(t, memberToken, { url: '/api/user/index' });
    if (member.json?.code !== 1) memberToken = (await registerMember(t, `fuzz${randomUUID().slice(0, 8)}`)).token;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    adminToken = (await loginAdmin(t)).token;
    memberToken = (await registerMember(t, 'fuzzmate')).token;
    // A role an administrator's form can pick (the super administrators' own is not offered).
    await buildGroup(t, adminToken, { name: 'Fuzzing crew', rights: [] });
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Json>> };
    targets = t.app.routeRecords
      .filter((route) => ['GET', 'POST', 'DELETE'].includes(route.method))
      // Static files and the documentation serve no envelope; the terminal's stream is an open SSE response.
      .filter((route) => !/^\/(docs|storage)\b|^\/\*$|^\/$|^\/client-config\.js$/.test(route.url) && route.url !== '/admin/Terminal/index')
      .filter((route) => walkedByBatteries(route.url))
      .map((route) => {
        const operation = doc.paths[route.url]?.[route.method.toLowerCase()] ?? {};
        return {
          method: route.method as Method,
          url: route.url,
          auth: (route.config.auth ?? 'public') as Target['auth'],
          bodySchema: (operation.requestBody?.content?.['application/json']?.schema as Json | undefined) ?? null,
          queryNames: ((operation.parameters ?? []) as Json[]).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name as string),
        };
      })
      // Logging out ends the session the other routes use: last.
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
  });
  afterAll(() => t?.close());

  it('walks the routes of every side', () => {
    const auths = new Set(targets.map((target) => target.auth));
    expect([...auths].sort()).toEqual(['admin', 'public', 'user']);
    expect(targets.length).toBeGreaterThan(120);
    expect(targets.filter((target) => target.bodySchema).length).toBeGreaterThan(40);
  });

  it('answers every malformed request with a client error in the envelope, never a 5xx or internals', async () => {
    for (const target of targets) {
      if (target.method === 'POST') await bodyBattery(target);
      if (target.method === 'DELETE') await rawBodies(target);
      if (target.method !== 'POST') await queryBattery(target);
      await refreshSessions();
    }
    // Enough of the battery got past validation to mean something: records were created and edited through it.
    expect(requests).toBeGreaterThan(3000);
    expect(created.size).toBeGreaterThan(15);
    expect(findings).toEqual([]);
    // Over 3,000 requests across every route: 300 s ran out at a load average of 7 on the 2-CPU machine.
  }, 600_000);

  const admin = (options: Parameters<typeof call>[1]) => call(t, { lang: 'en', token: adminToken, ...options });

  it('answers a body over the limit with 413 in the envelope, on any side', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1_100_000) });
    for (const url of ['/admin/auth.Department/add', '/api/user/checkIn', '/api/account/profile']) {
      const { status, json } = await call(t, { url, body: big, headers: { 'content-type': 'application/json', 'ba-user-token': memberToken }, token: adminToken, lang: 'en' });
      expect(status, url).toBe(413);
      expect(json, url).toMatchObject({ code: 0, msg: 'The request is too large: at most 1 MB can be sent', data: null });
    }
  });

  it('answers JSON sent under another content type, or none, with 400 in the envelope', async () => {
    const body = JSON.stringify({ name: 'Deck', dept_type: 'shore_dept', status: 'enable' });
    for (const contentType of ['text/plain', 'application/xml', 'application/octet-stream', 'application/jsonx', 'text/json']) {
      const { status, json } = await admin({ url: '/admin/auth.Department/add', body, headers: { 'content-type': contentType } });
      expect(status, contentType).toBe(400);
      expect(json, contentType).toMatchObject({ code: 0, msg: 'The request body could not be read' });
    }
    // The upload routes read multipart for the whole server: elsewhere such a body reads as no body at all.
    const multipart = await admin({ url: '/admin/auth.Department/add', body, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(multipart.status).toBeLessThan(500);
    expect(multipart.json).toMatchObject({ code: 0, msg: expect.stringMatching(/\S/) });
    const broken = await admin({ url: '/admin/auth.Department/add', body: '{"name": "Deck",', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(broken.json).toMatchObject({ code: 0, msg: 'The request body could not be read' });
    const noType = await t.app.inject({ method: 'POST', url: '/admin/auth.Department/add', payload: body, headers: { ...signature(t.config), authorization: `Token ${adminToken}`, 'think-lang': 'en' } });
    expect(noType.statusCode).toBeLessThan(500);
    expect(noType.json()).toMatchObject({ code: 0, msg: expect.stringMatching(/\S/) });
  });

  it('answers repeated query keys that must be single with the field named, and reads repeated ids as a list', async () => {
    for (const [query, field] of [
      ['page=1&page=2', 'page'],
      ['limit=10&limit=20', 'limit'],
      ['quickSearch=a&quickSearch=b', 'quickSearch'],
      ['order=id,asc&order=id,desc', 'order'],
    ] as const) {
      const { status, json } = await admin({ url: `/admin/auth.Admin/index?${query}` });
      expect(status, query).toBe(200);
      expect(json, query).toMatchObject({ code: 0, data: { errors: { [field]: expect.any(String) } } });
    }
    const twoIds = await admin({ url: `/admin/auth.Admin/edit?id=${randomUUID()}&id=${randomUUID()}` });
    expect(twoIds.json).toMatchObject({ code: 0, data: { errors: { id: expect.any(String) } } });
    // `ids` is a list by nature: repeated, it names several records (none of which exists here).
    const ids = await admin({ method: 'DELETE', url: `/admin/auth.Admin/del?ids=${randomUUID()}&ids=${randomUUID()}` });
    expect(ids.status).toBe(404);
    expect(ids.json).toMatchObject({ code: 0, msg: 'The record does not exist or is outside your data scope' });
  });
});
