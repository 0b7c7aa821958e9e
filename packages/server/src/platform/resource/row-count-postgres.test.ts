import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import { all, plain, probe, rowCountProbe } from '../../test/row-count-probe.js';
import { describedResource } from './described.js';
import { isCounted, maintainedTotal } from './row-count.js';

/**
 * The kept totals against other connections' open transactions: a PostgreSQL server's (the embedded
 * database has one connection). PostgreSQL pass only (POSTGRES_ONLY in vitest.config.ts).
 */
describe('list totals kept by triggers beside other connections (row-count.ts)', () => {
  let t: TestApp;
  let db: Db;
  const { binding, d1, d2, me, exec, create, expectExact } = rowCountProbe(() => db);

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
