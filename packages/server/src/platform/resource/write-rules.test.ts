import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { translate, type FieldDef, type ResourceDef } from '@vessel/contract';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import type { AdminAccess } from '../authorization.js';
import { ApiError } from '../envelope.js';
import type { Row } from './define.js';
import { assertUnique, stampCreatedBy } from './write-rules.js';

/**
 * The kit's write rules on a table of the test's own (so that the edges are exactly the ones named here):
 * a certificate-like record whose number is unique per ship, a code unique whatever its case, and an
 * optional e-mail that is unique when given.
 */
const probe = pgTable('write_rule_probe', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  cert_no: varchar('cert_no', { length: 30 }),
  ship_id: uuid('ship_id'),
  kind: varchar('kind', { length: 20 }),
  code: varchar('code', { length: 20 }),
  email: varchar('email', { length: 100 }).notNull().default(''),
  created_by: uuid('created_by'),
  updated_by: uuid('updated_by'),
});
const probeWithoutAuthors = pgTable('write_rule_probe_plain', { id: uuid('id').primaryKey().default(sql`gen_random_uuid()`), name: varchar('name', { length: 30 }) });

const text = (name: string, unique: FieldDef['unique']): FieldDef => ({ name, type: 'string', widget: 'text', unique });
const def: ResourceDef = {
  name: 'test.Probe',
  path: 'test/probe',
  labelField: 'cert_no',
  quickSearch: [],
  defaultOrder: { field: 'cert_no', direction: 'asc' },
  actions: ['index', 'add', 'edit', 'del'],
  fields: [
    text('cert_no', { scope: ['ship_id', 'kind'], message: 'cert.codeTaken' }),
    { name: 'ship_id', type: 'uuid', widget: 'remoteSelect' },
    text('kind', undefined),
    text('code', { ignoreCase: true }),
    text('email', true),
  ],
};

const SHIP_A = '00000000-0000-4000-8000-00000000000a';
const SHIP_B = '00000000-0000-4000-8000-00000000000b';
const ADMIN = '00000000-0000-4000-8000-0000000000ad';
const OTHER_ADMIN = '00000000-0000-4000-8000-0000000000ae';
const access = { admin: { id: ADMIN } } as unknown as AdminAccess;

describe('write rules: uniqueness declared on the field', () => {
  let t: TestApp;
  const db = () => t.database.db;
  const insert = async (values: Record<string, unknown>) => (await db().insert(probe).values(values).returning())[0] as Row;
  /** The field → message key a write is refused with, or null when it may go ahead. */
  const refusal = async (values: Record<string, unknown>, existing: Row | null = null) => {
    try {
      await assertUnique(def, probe, values, existing, db());
      return null;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return error.fields;
    }
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await db().execute(sql`create table write_rule_probe (
      id uuid primary key default gen_random_uuid(), cert_no varchar(30), ship_id uuid, kind varchar(20), code varchar(20),
      email varchar(100) not null default '', created_by uuid, updated_by uuid)`);
    await db().execute(sql`create table write_rule_probe_plain (id uuid primary key default gen_random_uuid(), name varchar(30))`);
    await insert({ cert_no: 'SMC-1', ship_id: SHIP_A, kind: 'smc', code: 'Abc', email: 'one@example.com' });
    await insert({ cert_no: 'DOC-1', ship_id: SHIP_A, kind: null, code: 'x1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a value another record holds in the same scope, on that field with its message', async () => {
    expect(await refusal({ cert_no: 'SMC-1', ship_id: SHIP_A, kind: 'smc' })).toEqual({ cert_no: 'cert.codeTaken' });
  });

  it('lets the same value live in another scope (another ship, another kind)', async () => {
    expect(await refusal({ cert_no: 'SMC-1', ship_id: SHIP_B, kind: 'smc' })).toBeNull();
    expect(await refusal({ cert_no: 'SMC-1', ship_id: SHIP_A, kind: 'doc' })).toBeNull();
  });

  it('takes an empty scope value as a value of its own: empty matches empty (null or ""), not a filled one', async () => {
    expect(await refusal({ cert_no: 'DOC-1', ship_id: SHIP_A, kind: null })).toEqual({ cert_no: 'cert.codeTaken' });
    expect(await refusal({ cert_no: 'DOC-1', ship_id: SHIP_A, kind: '' })).toEqual({ cert_no: 'cert.codeTaken' });
    expect(await refusal({ cert_no: 'DOC-1', ship_id: SHIP_A, kind: 'smc' })).toBeNull();
  });

  it('never lets empty values collide', async () => {
    await insert({ cert_no: null, ship_id: SHIP_A, kind: 'smc', email: '' });
    expect(await refusal({ cert_no: null, ship_id: SHIP_A, kind: 'smc' })).toBeNull();
    expect(await refusal({ cert_no: '', ship_id: SHIP_A, kind: 'smc', email: '' })).toBeNull();
    expect(await refusal({ cert_no: 'NEW', email: '' })).toBeNull();
  });

  it('compares case-blind only where the field says so', async () => {
    expect(await refusal({ code: 'ABC' })).toEqual({ 'code': 'record.duplicate' });
    expect(await refusal({ code: 'abc' })).toEqual({ 'code': 'record.duplicate' });
    expect(await refusal({ cert_no: 'smc-1', ship_id: SHIP_A, kind: 'smc' })).toBeNull();
    expect(await refusal({ email: 'ONE@example.com' })).toBeNull(); // declared `unique: true`: case counts
    expect(await refusal({ email: 'one@example.com' })).toEqual({ email: 'record.duplicate' });
  });

  it('lets a record keep its own value on edit, and refuses an edit onto another record\'s', async () => {
    const own = await insert({ cert_no: 'OWN-1', ship_id: SHIP_B, kind: 'smc', code: 'own' });
    // The whole form sent back as it is, and the value re-cased on a case-blind field.
    expect(await refusal({ cert_no: 'OWN-1', ship_id: SHIP_B, kind: 'smc', code: 'OWN' }, own)).toBeNull();
    expect(await refusal({ code: 'ABC' }, own)).toEqual({ code: 'record.duplicate' });
    // Moving it into a scope where its number is taken.
    const twin = await insert({ cert_no: 'OWN-1', ship_id: SHIP_A, kind: 'smc' });
    expect(await refusal({ ship_id: SHIP_A }, own)).toEqual({ cert_no: 'cert.codeTaken' });
    expect(await refusal({ kind: 'doc' }, twin)).toBeNull();
  });

  it('does not re-check a value the edit leaves as it was (a record that already shares one may still be edited)', async () => {
    const first = await insert({ cert_no: 'OLD-1', ship_id: SHIP_B, kind: 'doc' });
    await insert({ cert_no: 'OLD-1', ship_id: SHIP_B, kind: 'doc' });
    expect(await refusal({ cert_no: 'OLD-1', ship_id: SHIP_B, kind: 'doc', code: 'fresh' }, first)).toBeNull();
    expect(await refusal({ kind: 'smc' }, first)).toBeNull();
    expect(await refusal({ kind: 'doc', ship_id: SHIP_A }, first)).toBeNull();
    expect(await refusal({ ship_id: SHIP_B }, { ...first, ship_id: SHIP_A })).toEqual({ cert_no: 'cert.codeTaken' });
  });

  it('answers the message in the reader\'s language, the same words the hand-written checks answered', async () => {
    const fields = await refusal({ email: 'one@example.com' });
    expect(translate('en', fields!.email as never)).toBe('The same data already exists in the system!');
    expect(translate('zh-cn', fields!.email as never)).toBe('系统已存在相同数据！');
  });

  it('refuses a scope that names no column (a declaration error) with a programming error, not a field message', async () => {
    const broken: ResourceDef = { ...def, fields: [text('cert_no', { scope: ['no_such_field'] })] };
    await expect(assertUnique(broken, probe, { cert_no: 'x' }, null, db())).rejects.toThrow(/no_such_field/);
  });
});

describe('write rules: the author of a record', () => {
  it('stamps created_by and updated_by on add, and only updated_by on edit', () => {
    expect(stampCreatedBy(probe, { cert_no: 'A' }, access, 'add')).toEqual({ cert_no: 'A', created_by: ADMIN, updated_by: ADMIN });
    expect(stampCreatedBy(probe, { cert_no: 'A' }, access, 'edit')).toEqual({ cert_no: 'A', updated_by: ADMIN });
  });

  it('keeps an author the server-side code set (a step acting for someone)', () => {
    expect(stampCreatedBy(probe, { created_by: OTHER_ADMIN }, access, 'add')).toEqual({ created_by: OTHER_ADMIN, updated_by: ADMIN });
  });

  it('leaves a table without author columns alone', () => {
    expect(stampCreatedBy(probeWithoutAuthors, { name: 'n' }, access, 'add')).toEqual({ name: 'n' });
  });
});
