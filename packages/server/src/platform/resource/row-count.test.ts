import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDescription } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { buildAdmin, buildDepartment, buildGroup, rootDepartmentId, superToken, tokenOf } from '../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { all, plain, probe, rowCountProbe, scoped } from '../../test/row-count-probe.js';
import { rowsOf } from '../authorization.js';
import { describedResource } from './described.js';
import { isCounted, maintainedTotal } from './row-count.js';

describe('list totals kept by triggers (row-count.ts)', () => {
  let t: TestApp;
  let db: Db;
  const { binding, plainBinding, d1, d2, d3, me, someone, exec, create, expectExact } = rowCountProbe(() => db);
  const countRows = async (table: string) =>
    Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from resource_row_count where table_name = ${table}`))[0]!.n);

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database.db;
    await create(probe);
    await create(plain);
  });
  afterAll(() => t.close());

  it('counts a table the first time a total is asked, then keeps it through inserts, deletes and moves', async () => {
    await exec(`insert into count_probe (dept_id, title, created_by) values ('${d1}', 'one', '${me}'), ('${d2}', 'two', '${someone}'), (null, 'none', '${me}')`);
    expect(await isCounted(db, 'count_probe')).toBe(false);
    expect(await maintainedTotal(db, binding, all)).toBe(3);
    expect(await isCounted(db, 'count_probe')).toBe(true);
    await expectExact();

    // One statement of thousands of rows over three departments, the caller owning some in each.
    await exec(`insert into count_probe (dept_id, title, created_by)
      select (array['${d1}', '${d2}', '${d3}']::uuid[])[1 + i % 3], 'bulk ' || i, case when i % 7 = 0 then '${me}'::uuid else '${someone}'::uuid end
      from generate_series(1, 3000) as i`);
    await expectExact();
    // Single deletes, a delete of many, a delete of none.
    await exec(`delete from count_probe where title = 'one'`);
    await exec(`delete from count_probe where title like 'bulk 1%'`);
    await exec(`delete from count_probe where title = 'nothing by this name'`);
    await expectExact();
    // Records moved to another department (and out of any), one by one and many at once; other edits move nothing.
    await exec(`update count_probe set dept_id = '${d3}' where title = 'two'`);
    await exec(`update count_probe set dept_id = null where title like 'bulk 2%'`);
    await exec(`update count_probe set dept_id = '${d1}' where dept_id = '${d2}'`);
    await exec(`update count_probe set title = title || '!' where dept_id = '${d1}'`);
    await expectExact();
    // Inserted and deleted in one transaction that rolls back: nothing counted.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`insert into count_probe (dept_id, title) values ('${d1}', 'rolled back')`));
        await tx.execute(sql.raw(`delete from count_probe where dept_id = '${d3}'`));
        throw new Error('roll back');
      })
      .catch(() => {});
    await expectExact();
  });

  it('counts a table without a department column as a whole, and forgets a truncated one', async () => {
    await exec(`insert into count_plain (title) select 'p' || i from generate_series(1, 250) as i`);
    expect(await maintainedTotal(db, plainBinding, all)).toBe(250);
    await exec(`delete from count_plain where title like 'p1%'`);
    await exec(`insert into count_plain (title) values ('late')`);
    await expectExact(plainBinding);
    await exec('truncate count_plain');
    expect(await maintainedTotal(db, plainBinding, all)).toBe(0);
    await exec(`insert into count_plain (title) values ('again')`);
    expect(await maintainedTotal(db, plainBinding, all)).toBe(1);
    await exec('truncate count_probe');
    await expectExact();
  });

  it('folds its rows back into one per department once writes have piled them up', async () => {
    for (let i = 0; i < 150; i++) await exec(`insert into count_probe (dept_id, title) values ('${[d1, d2, d3][i % 3]}', 'row ${i}')`);
    await exec(`delete from count_probe where title like 'row 1%'`);
    expect(await countRows('count_probe')).toBeGreaterThan(150);
    await expectExact();
    // The list that found them folded them: one row per department left.
    expect(await countRows('count_probe')).toBeLessThanOrEqual(3);
    await expectExact();
  });

  it('counts afresh a table dropped and made again, or one whose oid changed (a restored dump)', async () => {
    await maintainedTotal(db, binding, all);
    await exec('drop table count_probe');
    await create(probe);
    await exec(`insert into count_probe (dept_id, title) values ('${d1}', 'new')`);
    expect(await isCounted(db, 'count_probe')).toBe(false);
    await expectExact();
    expect(await maintainedTotal(db, binding, all)).toBe(1);
    // As after a restore: the recorded oid is another table's, and the counts are not trusted.
    await exec(`update resource_row_count_table set relid = relid + 1 where table_name = 'count_probe'`);
    await exec(`update resource_row_count set n = n + 41 where table_name = 'count_probe'`);
    expect(await maintainedTotal(db, binding, all)).toBe(1);
  });

  it('lets the department column be dropped, renamed or retyped under it: writes go on, the table is counted afresh', async () => {
    const shifting: ResourceDescription = { ...probe, table: 'count_shift' };
    await create(shifting);
    const shift = describedResource(shifting, () => undefined).binding;
    await exec(`insert into count_shift (dept_id, title) values ('${d1}', 'a'), ('${d2}', 'b')`);
    expect(await maintainedTotal(db, shift, scoped([d1], me))).toBe(1);
    // Renamed: the writes still go through; the table is no longer counted, nor can it be by that name.
    await exec('alter table count_shift rename column dept_id to dept_old');
    await exec(`insert into count_shift (dept_old, title) values ('${d1}', 'c')`);
    await exec(`update count_shift set dept_old = '${d2}' where title = 'a'`);
    await exec(`delete from count_shift where title = 'b'`);
    expect(await isCounted(db, 'count_shift')).toBe(false);
    expect(await maintainedTotal(db, shift, all)).toBeNull();
    // Back under its name: counted afresh, exactly.
    await exec('alter table count_shift rename column dept_old to dept_id');
    await expectExact(shift);
    // Retyped to text, then dropped: nothing holds the column, and no write fails.
    await exec('alter table count_shift alter column dept_id type text');
    await exec(`insert into count_shift (dept_id, title) values ('not a uuid', 'd')`);
    expect(await maintainedTotal(db, shift, all)).toBeNull();
    await exec('alter table count_shift drop column dept_id');
    await exec(`insert into count_shift (title) values ('e')`);
    await exec(`update count_shift set title = 'f' where title = 'e'`);
    await exec(`delete from count_shift where title = 'f'`);
    expect(await maintainedTotal(db, shift, all)).toBeNull();
    // Counted whole by a binding without a department, as a table is after its design dropped the scope.
    const whole = describedResource({ ...plain, table: 'count_shift' }, () => undefined).binding;
    await expectExact(whole);
  });
});

describe('the list answers the kept total and reads its last pages from the end', () => {
  let t: TestApp;
  let token: string;
  let groupId: string;
  const departments: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    const company = await rootDepartmentId(t, token);
    for (const name of ['Deck', 'Engine', 'Galley']) departments.push((await buildDepartment(t, token, { name, pid: company })).id);
    groupId = (await buildGroup(t, token, { name: 'Crewing', rights: ['auth/admin', 'auth/admin/index'], data_scope: 'custom', departments: [departments[0]!, departments[1]!] })).id;
  });
  afterAll(() => t.close());

  const list = async (query: string, as = token) => (await call(t, { url: `/admin/auth.Admin/index?${query}`, token: as, lang: 'en' })).json;
  const total = async (as = token) => (await list('page=1&limit=5', as)).data.total as number;
  const picker = async (as = token) => (await list('select=true&page=1&limit=5', as)).data.total as number;
  const counted = async (where: string) => Number(rowsOf<{ n: number }>(await t.database.db.execute(sql.raw(`select count(*)::int as n from admin where ${where}`)))[0]!.n);
  const del = (ids: string[]) => call(t, { method: 'DELETE', url: `/admin/auth.Admin/del?${ids.map((id) => `ids[]=${id}`).join('&')}`, token, lang: 'en' });

  it('keeps the totals of a super administrator and of a scoped one exact through adds, moves, deletes and restores', async () => {
    const made: Array<{ id: string }> = [];
    for (let i = 0; i < 9; i++) made.push(await buildAdmin(t, token, { username: `crew${i}`, group_arr: [groupId], department_id: departments[i % 3]! }));
    const scopedOne = await tokenOf(t, 'crew2'); // in Galley, sees Deck and Engine, and itself
    const inScope = () => counted(`department_id in ('${departments[0]}', '${departments[1]}') or id = '${made[2]!.id}'`);
    const expectExact = async () => {
      expect(await total()).toBe(await counted('true'));
      expect(await picker()).toBe(await counted('true'));
      expect(await total(scopedOne)).toBe(await inScope());
      expect(await picker(scopedOne)).toBe(await inScope());
    };
    await expectExact();
    expect(await isCounted(t.database.db, 'admin')).toBe(true);

    // Moved to a department out of the scoped one's sight, and back into it.
    const edit = (id: string, username: string, department: string | null) =>
      call(t, { url: '/admin/auth.Admin/edit', token, body: { id, username, nickname: username, group_arr: [groupId], weight_type: 1, status: 'enable', department_id: department } });
    expect((await edit(made[0]!.id, 'crew0', departments[2]!)).json.code).toBe(1);
    await expectExact();
    expect((await edit(made[5]!.id, 'crew5', departments[0]!)).json.code).toBe(1);
    expect((await edit(made[8]!.id, 'crew8', null)).json.code).toBe(1);
    await expectExact();

    // One delete, then several at once; both land in the recycle bin.
    expect((await del([made[1]!.id])).json.code).toBe(1);
    await expectExact();
    expect((await del([made[3]!.id, made[4]!.id, made[6]!.id])).json).toMatchObject({ code: 1, data: { count: 3 } });
    await expectExact();
    // Restored from the bin, in their departments again.
    const bin = (await call(t, { url: '/admin/security.DataRecycleLog/index?limit=100', token })).json.data.list as Array<{ id: string; record_id: string }>;
    const lines = bin.filter((line) => [made[1]!.id, made[3]!.id, made[4]!.id].includes(line.record_id)).map((line) => line.id);
    expect((await call(t, { url: '/admin/security.DataRecycleLog/restore', token, body: { ids: lines } })).json).toMatchObject({ code: 1, data: { done: 3 } });
    await expectExact();
    // A filtered list still counts its matches.
    expect((await list('page=1&limit=5&quickSearch=crew')).data.total).toBe(await counted(`username like 'crew%'`));
  });

  it('serves every page of a long list in the same order, the last pages read from the end', async () => {
    for (let i = 0; i < 14; i++) await buildAdmin(t, token, { username: `page${String(i).padStart(2, '0')}`, group_arr: [groupId], department_id: departments[i % 2]! });
    // Some have signed in (last_login_at set), most never have: nulls sort last ascending, first descending.
    for (const name of ['page03', 'page07', 'page11']) await tokenOf(t, name);
    for (const order of ['', '&order=last_login_at,asc', '&order=last_login_at,desc', '&order=username,desc', '&order=created_at,asc']) {
      const whole = await list(`page=1&limit=100${order}`);
      const ids = whole.data.list.map((row: { id: string }) => row.id);
      expect(ids).toHaveLength(whole.data.total);
      const paged: string[] = [];
      for (let page = 1; (page - 1) * 4 < whole.data.total; page++) {
        const { data } = await list(`page=${page}&limit=4${order}`);
        expect(data.total).toBe(whole.data.total);
        paged.push(...data.list.map((row: { id: string }) => row.id));
      }
      expect(paged, order).toEqual(ids);
      // Past the end: nothing.
      expect((await list(`page=99&limit=4${order}`)).data.list).toEqual([]);
    }
  });
});
