import { and, eq, getTableName, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf, type AdminAccess } from '../authorization.js';
import { resourceRowCount, resourceRowCountTable } from '../tables.js';
import type { ResourceBinding } from './define.js';

/**
 * A list's `total` without counting the table (issue 20, "Scale"): when nothing but the caller's data scope
 * narrows a list, its total is the number of rows in the departments the caller sees (and the rows the
 * caller owns elsewhere), which triggers on the table keep in `resource_row_count` (migrations 0020, 0021). A
 * list of a million work orders answered its page in milliseconds and then counted a million rows for its
 * total, on every request; now it sums one small row per department.
 *
 * - The total stays exact (CONTRACT.md: the list answers `{ list, total }`, and the web's pager shows
 *   "N in total" and pages to the end): the triggers run in the writing statement's own transaction, so a
 *   total counts exactly the committed rows the list's own query could see. Inserts and deletes (one
 *   form's, a bulk delete, a restore from the recycle bin, a cascade) are counted a statement at a time,
 *   a record moved to another department as one row out and one in, a truncated table's counts cleared.
 * - The triggers only ever insert (a row per statement and department): concurrent writers never wait for
 *   one another on a shared counter row, nor can they deadlock on it. A list that finds more rows than it
 *   should for its table folds them back into one per department, in one statement (`fold`).
 * - They name the department column only at run time (migration 0021), so a column may still be dropped,
 *   renamed or retyped (the CRUD generator does): should the column be gone or no longer a uuid, a write
 *   goes through uncounted and forgets the table, which the next list counts afresh.
 * - A table is counted from the first time a list needs its total: its triggers are attached and its rows
 *   counted once, under a lock that holds writers back for that moment only (and gives up after
 *   `LOCK_WAIT`, the list counting as before, should a long transaction be writing there). The table is
 *   recorded with its oid: dropped and made again, renamed or restored from a dump, it is counted afresh.
 *
 * Not used (the list counts its rows as before, with its indexes) when a search or filter narrows the list,
 * for a tree, or when the resource has a further restriction (`restrict`) for this caller.
 */

/** Triggers the kit attaches to a counted table (their functions: migrations 0020 and 0021). */
const TRIGGERS = ['resource_row_count_added', 'resource_row_count_removed', 'resource_row_count_moved', 'resource_row_count_emptied'] as const;

/** How long attaching the triggers waits for the writers of the table before the list counts as before. */
const LOCK_WAIT = '2s';
/** After such a wait, the table is not tried again for this long. */
const RETRY_AFTER_MS = 60_000;

/** What attaching answers when the table's department column is missing or not a uuid. */
const UNUSABLE = -1;

/** Names that go into DDL: lower snake case, as every table and column of the product. */
const SQL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

interface TableState {
  /**
   * The department column the table is counted by ('' for none). A binding counting by another (a design
   * whose scope changed) takes the table over: its first list finds the registration's column differs and
   * counts afresh. (Two resources on one table scoped by different columns would take it from each other
   * on every list: none is.)
   */
  column: string;
  /** How many rows the table's counts had after the last fold or count (unknown: 0). */
  folded: number;
  /** Not tried again before this time after a failed attach. */
  retryAt: number;
}

/** Per database (tests run many in one process), per table. */
const states = new WeakMap<Db, Map<string, TableState>>();

function stateOf(db: Db, table: string, column: string): TableState {
  let tables = states.get(db);
  if (!tables) states.set(db, (tables = new Map()));
  let state = tables.get(table);
  if (!state || state.column !== column) tables.set(table, (state = { column, folded: 0, retryAt: 0 }));
  return state;
}

/** The quoted name to_regclass reads. */
const regclass = (table: string) => `"${table}"`;

/**
 * The total of the binding's list for this caller when nothing but the data scope narrows it, from the
 * maintained counts; null when they cannot say (the list then counts its rows).
 */
export async function maintainedTotal(db: Db, binding: ResourceBinding, access: AdminAccess): Promise<number | null> {
  const table = getTableName(binding.table);
  const department = binding.scope?.department;
  const owner = binding.scope?.owner;
  if (department && getTableName(department.table) !== table) return null;
  const column = department?.name ?? '';
  if (!SQL_NAME.test(table) || (column && !SQL_NAME.test(column))) return null;
  const state = stateOf(db, table, column);

  // The data scope as scopeOn (visibility.ts) writes it: the departments seen, or the rows owned, or nothing.
  const scoped = access.visibility.kind !== 'all' && !!binding.scope;
  const ids = scoped && access.visibility.kind !== 'all' && department ? access.visibility.departmentIds : null;
  const self = access.visibility.kind !== 'all' ? access.visibility.self : null;
  const byDepartment = !scoped || (ids !== null && ids.length > 0);
  const byOwner = scoped && owner && self !== null;
  if (scoped && !byDepartment && !byOwner) return 0;

  let summed = byDepartment ? await sum(db, table, column, ids) : { ready: true, total: 0, deltas: 0 };
  if (!summed.ready) {
    if (Date.now() < state.retryAt) return null;
    const attached = await attach(db, table, column).catch(() => null);
    // Its department column gone or not a uuid (tried again next time: cheap), or writers held it too long.
    if (attached === UNUSABLE) return null;
    if (attached === null) {
      state.retryAt = Date.now() + RETRY_AFTER_MS;
      return null;
    }
    state.folded = attached;
    summed = await sum(db, table, column, ids);
    if (!summed.ready) return null;
  }
  if (summed.deltas > (ids ? 4 * ids.length : 2 * state.folded) + 64) state.folded = await fold(db, table);

  let total = summed.total;
  if (byOwner) {
    // The caller's own rows outside the departments they see (or all of them, when none is seen).
    const mine = eq(owner!, self!);
    const elsewhere = department && ids?.length ? or(isNull(department), notInArray(department, [...ids])) : undefined;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(binding.table)
      .where(and(mine, elsewhere));
    total += Number(row?.n ?? 0);
  }
  return total;
}

/** The counted rows of the departments (all when null), and whether the table's counts can be trusted. */
async function sum(db: Db, table: string, column: string, ids: readonly string[] | null): Promise<{ ready: boolean; total: number; deltas: number }> {
  const ready = sql<number>`(select count(*)::int from ${resourceRowCountTable} r where r.table_name = ${table} and r.dept_column = ${column} and r.relid = to_regclass(${regclass(table)})::oid::bigint)`;
  const [row] = await db
    .select({ ready, total: sql<string>`coalesce(sum(${resourceRowCount.n}), 0)::text`, deltas: sql<number>`count(*)::int` })
    .from(resourceRowCount)
    .where(and(eq(resourceRowCount.table_name, table), ids ? inArray(resourceRowCount.dept_id, [...ids]) : undefined));
  return { ready: Number(row?.ready ?? 0) > 0, total: Number(row?.total ?? 0), deltas: Number(row?.deltas ?? 0) };
}

/**
 * Attaches the counting triggers to the table and counts its rows, in one transaction that holds its
 * writers back meanwhile (so no row is counted twice or missed). Answers how many count rows it wrote
 * (UNUSABLE when the department column cannot be counted by).
 */
async function attach(db: Db, table: string, column: string): Promise<number> {
  const name = `"${table}"`;
  const args = `'${column}'`;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // One process attaches at a time (two servers on one database); the second finds it done.
    await tx.execute(sql`select pg_advisory_xact_lock(740223, hashtext(${table}))`);
    const [done] = rowsOf<{ n: number }>(
      await tx.execute(
        sql`select count(*)::int as n from ${resourceRowCountTable} where table_name = ${table} and dept_column = ${column} and relid = to_regclass(${regclass(table)})::oid::bigint`,
      ),
    );
    if (Number(done?.n ?? 0) > 0) return 0;
    // Counted by a department column that is a uuid, or by none.
    const [usable] = rowsOf<{ ok: boolean }>(await tx.execute(sql`select resource_row_count_column_ok(to_regclass(${regclass(table)}), ${column}) as ok`));
    if (!usable?.ok) return UNUSABLE;
    await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_WAIT}'`));
    await tx.execute(sql.raw(`lock table ${name} in share row exclusive mode`));
    for (const trigger of TRIGGERS) await tx.execute(sql.raw(`drop trigger if exists ${trigger} on ${name}`));
    await tx.execute(sql.raw(`create trigger resource_row_count_added after insert on ${name} referencing new table as added for each statement execute function resource_row_count_added(${args})`));
    await tx.execute(sql.raw(`create trigger resource_row_count_removed after delete on ${name} referencing old table as removed for each statement execute function resource_row_count_removed(${args})`));
    if (column) {
      await tx.execute(
        sql.raw(`create trigger resource_row_count_moved after update on ${name} referencing old table as old_rows new table as new_rows for each statement execute function resource_row_count_moved(${args})`),
      );
    }
    await tx.execute(sql.raw(`create trigger resource_row_count_emptied after truncate on ${name} for each statement execute function resource_row_count_emptied()`));
    await tx.execute(sql`delete from ${resourceRowCount} where table_name = ${table}`);
    const counted = rowsOf<{ n: number }>(
      await tx.execute(
        column
          ? sql`insert into ${resourceRowCount} (table_name, dept_id, n) select ${table}, ${sql.raw(`"${column}"`)}::uuid, count(*) from ${sql.raw(name)} group by 2 returning 1 as n`
          : sql`insert into ${resourceRowCount} (table_name, dept_id, n) select ${table}, null, count(*) from ${sql.raw(name)} having count(*) > 0 returning 1 as n`,
      ),
    ).length;
    await tx.execute(sql`
      insert into ${resourceRowCountTable} (table_name, relid, dept_column) values (${table}, to_regclass(${regclass(table)})::oid::bigint, ${column})
      on conflict (table_name) do update set relid = excluded.relid, dept_column = excluded.dept_column, installed_at = now()`);
    return counted;
  });
}

/**
 * Folds the table's count rows into one per department, in one statement: rows a concurrent writer adds
 * meanwhile are not in its snapshot and stay as they are; two folds at once each fold what the other left.
 */
export async function fold(db: Db, table: string): Promise<number> {
  return rowsOf(
    await db.execute(sql`
      with gone as (delete from ${resourceRowCount} where table_name = ${table} returning dept_id, n)
      insert into ${resourceRowCount} (table_name, dept_id, n)
      select ${table}, dept_id, sum(n) from gone group by dept_id having sum(n) <> 0
      returning 1 as n`),
  ).length;
}

/** For tests: whether a table's counts are kept (its triggers attached and recorded). */
export async function isCounted(db: Db, table: string): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${resourceRowCountTable} where table_name = ${table} and relid = to_regclass(${regclass(table)})::oid::bigint`),
  );
  return Number(row?.n ?? 0) > 0;
}
