import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../platform/authorization.js';

/** Rows the database deleted along with a record (ON DELETE CASCADE), table by table, parents first. */
export interface CascadedRows {
  table: string;
  rows: Array<Record<string, unknown>>;
}

/** The key under which a recycle-bin copy keeps what was deleted with the record; no table has such a column. */
export const CASCADE_KEY = '__cascaded';

/** One-time tickets (a password reset, a change of address) a restore must not bring back to life. */
const NEVER_KEPT = new Set(['account_ticket']);

/** Deep enough for every chain of the schema (a group → its rights; a certificate → its surveys → …). */
const MAX_DEPTH = 4;

/** The schema is migrated before the server starts: its cascading keys are read once per table. */
const childrenOf = new Map<string, Promise<Array<{ child: string; column: string }>>>();

function cascadingChildren(tx: Db, table: string): Promise<Array<{ child: string; column: string }>> {
  let known = childrenOf.get(table);
  if (!known) {
    known = readCascadingChildren(tx, table);
    childrenOf.set(table, known);
    known.catch(() => childrenOf.delete(table));
  }
  return known;
}

async function readCascadingChildren(tx: Db, table: string): Promise<Array<{ child: string; column: string }>> {
  const result = await tx.execute(sql`
    select cl.relname as child, a.attname as column
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confdeltype = 'c' and array_length(c.conkey, 1) = 1 and c.confrelid = to_regclass(${table})`);
  return rowsOf<{ child: string; column: string }>(result);
}

/**
 * What deleting these records of `table` will take with it: the rows that reference them through an
 * ON DELETE CASCADE key, and theirs in turn. Read inside the delete's transaction, before the delete,
 * so that a restore can put the whole back (a role with its rights and members, not a bare role).
 */
export async function cascadedRows(tx: Db, table: string, ids: readonly string[], depth = 0): Promise<CascadedRows[]> {
  if (ids.length === 0 || depth >= MAX_DEPTH) return [];
  const out: CascadedRows[] = [];
  for (const { child, column } of await cascadingChildren(tx, table)) {
    if (child === table || NEVER_KEPT.has(child)) continue;
    // As PostgreSQL writes them (a date stays '2026-03-01'), not as the driver parses them: the restore
    // reads them back with the same types, whatever the server's time zone.
    const rows = rowsOf<{ row: Record<string, unknown> }>(
      await tx.execute(sql`select to_jsonb(t) as row from ${sql.identifier(child)} t where t.${sql.identifier(column)}::text in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by to_jsonb(t)::text`),
    ).map((entry) => (typeof entry.row === 'string' ? JSON.parse(entry.row) : entry.row) as Record<string, unknown>);
    if (rows.length === 0) continue;
    out.push({ table: child, rows });
    const childIds = rows.map((row) => row.id).filter((id): id is string => typeof id === 'string');
    out.push(...(await cascadedRows(tx, child, childIds, depth + 1)));
  }
  return out;
}

/** Puts back what a delete took with a record, parents first; a row that exists again is left as it is. */
export async function restoreCascaded(tx: Db, groups: readonly CascadedRows[]): Promise<void> {
  for (const group of groups) {
    const table = sql.identifier(group.table);
    await tx.execute(sql`insert into ${table} select * from jsonb_populate_recordset(null::${table}, ${JSON.stringify(group.rows)}::jsonb) on conflict do nothing`);
  }
}
