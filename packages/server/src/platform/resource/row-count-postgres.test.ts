import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDescription } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import type { AdminAccess } from '../authorization.js';
import { STATEMENT_BREAK } from '../module-migrations.js';
import { describedResource } from './described.js';
import { isCounted, maintainedTotal } from './row-count.js';
import { scopeCondition } from './visibility.js';

/** A table described by data, scoped by department and owner (created_by), as a module's would be. */
const probe: ResourceDescription = {
  table: 'count_probe',
  scope: { department: 'dept_id', owner: true },
  def: {
    name: 'probe.CountProbe',
    path: 'probe/countProbe',
    labelField: 'title',
    quickSearch: ['title'],
    defaultOrder: { field: 'title', direction: 'asc' },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      { name: 'dept_id', type: 'uuid', widget: 'text', search: ['eq'] },
      { name: 'title', type: 'string', widget: 'text', required: true, max: 100, search: ['LIKE'] },
    ],
  },
};
/** The same with no department column: counted as a whole. */
const plain: ResourceDescription = { ...probe, table: 'count_plain', scope: undefined, def: { ...probe.def, name: 'probe.CountPlain', fields: [probe.def.fields[1]!] } };

const all = { visibility: { kind: 'all' } } as AdminAccess;
const scoped = (departmentIds: string[], self: string) => ({ visibility: { kind: 'scoped', departmentIds, self } }) as AdminAccess;

/**
 * The kept totals against other connections' open transactions: a PostgreSQL server's (the embedded
 * database has one connection). PostgreSQL pass only (POSTGRES_ONLY in vitest.config.ts).
 */
describe('list totals kept by triggers beside other connections (row-count.ts)', () => {
  let t: TestApp;
  let db: Db;
  const { binding } = describedResource(probe, () => undefined);
  const [d1, d2, d3] = [randomUUID(), randomUUID(), randomUUID()];
  const me = randomUUID();
  const someone = randomUUID();

  const exec = (text: string) => db.execute(sql.raw(text));
  const create = async (description: ResourceDescription) => {
    for (const statement of describedResource(description, () => undefined).migration.sql.split(STATEMENT_BREAK)) await exec(statement);
  };
  const truth = async (access: AdminAccess, of = binding) => {
    const [row] = await db.select({ n: count() }).from(of.table).where(scopeCondition(of, access));
    return Number(row!.n);
  };
  /** Every caller's kept total equals count(*) under the same scope. */
  const callers = () => [all, scoped([d1], me), scoped([d1, d2], me), scoped([d3], me), scoped([], me), scoped([d2, d3], someone), scoped([randomUUID()], randomUUID())];
  async function expectExact(of = binding) {
    for (const access of callers()) expect(await maintainedTotal(db, of, access), JSON.stringify(access.visibility)).toBe(await truth(access, of));
  }

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database.db;
    await create(probe);
    await create(plain);
  });
  afterAll(() => t.close());

  it('counts only committed rows, and its writers never wait for one another', async () => {
    const url = t.config.databaseUrl!;
    const [a, b] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
    await a.connect();
    await b.connect();
    try {
      await maintainedTotal(db, binding, all);
      await a.query('begin');
      await b.query('begin');
      await a.query(`insert into count_probe (dept_id, title) select '${d1}', 'a' || i from generate_series(1, 20) as i`);
      // Same table, same department, at once: a shared counter row would make this wait for a's commit.
      await b.query({ text: `insert into count_probe (dept_id, title) select '${d1}', 'b' || i from generate_series(1, 5) as i`, query_timeout: 2000 } as pg.QueryConfig);
      await b.query({ text: `delete from count_probe where title = 'new'`, query_timeout: 2000 } as pg.QueryConfig);
      await expectExact();
      // A fold meanwhile leaves the uncommitted rows' counts alone.
      for (let i = 0; i < 100; i++) await exec(`insert into count_probe (dept_id, title) values ('${d2}', 'f${i}')`);
      await expectExact();
      await a.query('commit');
      await expectExact();
      await b.query('rollback');
      await expectExact();
      // a's 20 and the 100 written meanwhile; b's rolled back.
      expect(await maintainedTotal(db, binding, all)).toBe(120);
    } finally {
      await a.end();
      await b.end();
    }
  });

  it('does not wait long behind a transaction writing to a table it has never counted: that list counts as before', async () => {
    await create({ ...plain, table: 'count_busy' });
    const busy = describedResource({ ...plain, table: 'count_busy' }, () => undefined).binding;
    const writer = new pg.Client({ connectionString: t.config.databaseUrl! });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(`insert into count_busy (title) values ('held')`);
      const started = Date.now();
      expect(await maintainedTotal(db, busy, all)).toBeNull();
      expect(Date.now() - started).toBeLessThan(5000);
      await writer.query('commit');
      expect(await isCounted(db, 'count_busy')).toBe(false);
    } finally {
      await writer.end();
    }
  });
});
