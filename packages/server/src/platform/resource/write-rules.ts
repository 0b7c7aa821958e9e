import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { uniqueRule, type ResourceDef } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../authorization.js';
import { DICTIONARIES } from '../dictionaries.js';
import { fieldError } from '../envelope.js';
import { optionalService } from '../services.js';
import type { Row } from './define.js';
import type { WriteMemo } from './write-memo.js';
import { columnOf } from './list-filter.js';

/**
 * What the resource kit does for every add and edit of every resource, so that no area writes it by
 * hand: who wrote the record, and the uniqueness its fields declare (`FieldDef.unique`). Both run inside
 * the write's transaction, on the column values the resource's `toColumns` produced (normalised values:
 * an IMO number without its prefix, '' turned to null), just before the INSERT or UPDATE.
 */

/**
 * Stamps the author columns a table has (`auditColumns()` in db/columns.ts): `created_by` on add,
 * `updated_by` on add and edit, both the calling administrator. A value the server-side code already put
 * there (a step acting for someone) is kept; the client cannot put one there, because the form schema
 * and the column copy take only declared fields, and no resource declares these. Answers the same object.
 */
export function stampCreatedBy(table: PgTable, columnValues: Record<string, unknown>, access: AdminAccess, mode: 'add' | 'edit'): Record<string, unknown> {
  if (mode === 'add' && columnOf(table, 'created_by') && columnValues.created_by === undefined) columnValues.created_by = access.admin.id;
  if (columnOf(table, 'updated_by') && columnValues.updated_by === undefined) columnValues.updated_by = access.admin.id;
  return columnValues;
}

/** Null, undefined and '' are "no value": an empty optional field never collides, and is one scope value. */
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Refuses a write that would give a unique field (`FieldDef.unique`) a value another record already
 * holds, with the field's own message on that field (`fieldError`), as the hand-written checks did.
 *
 * - `values`: the column values about to be written; on edit only what changes may be there, the rest
 *   is read from `existing` (the row as it was). A rule whose field and scope are all absent or
 *   unchanged is not checked: an edit of other fields never trips over a value it does not touch.
 * - The record itself never collides with itself (`existing.id` is left out).
 * - An empty value never collides; in the scope an empty value matches only empty values (a requirement
 *   for every ship type is one per position and certificate type, as the table's unique index says).
 * - Every record of the table counts, whatever the caller may see: a number taken by a record outside
 *   the caller's data scope is still taken.
 */
export async function assertUnique(def: ResourceDef, table: PgTable, values: Record<string, unknown>, existing: Row | null, tx: Db): Promise<void> {
  const id = columnOf(table, 'id');
  for (const field of def.fields) {
    const rule = uniqueRule(field);
    const column = columnOf(table, field.name);
    if (!rule || !column) continue;
    const names = [field.name, ...rule.scope];
    const after = (name: string) => (values[name] !== undefined ? values[name] : existing?.[name]);
    const touched = names.some((name) => values[name] !== undefined && (!existing || !sameValue(values[name], existing[name])));
    if (!touched) continue;
    const value = after(field.name);
    if (isEmpty(value)) continue;

    const conditions: Array<SQL | undefined> = [
      rule.ignoreCase && typeof value === 'string' ? eq(sql`lower(${column})`, value.toLowerCase()) : eq(column, value),
    ];
    for (const name of rule.scope) {
      const scopeColumn = columnOf(table, name);
      // A declaration naming a field the table does not have is a programming error, not the client's.
      if (!scopeColumn) throw new Error(`${def.name}: unique scope field "${name}" of "${field.name}" is not a column`);
      const scopeValue = after(name);
      conditions.push(isEmpty(scopeValue) ? or(isNull(scopeColumn), sql`${scopeColumn}::text = ''`) : eq(scopeColumn, scopeValue));
    }
    if (existing && id) conditions.push(ne(id, existing.id));
    const [clash] = await tx
      .select({ one: sql`1` })
      .from(table)
      .where(and(...conditions))
      .limit(1);
    if (clash) throw fieldError(field.name, rule.message);
  }
}

/** Equal as stored: '' and null are both empty; dates and arrays compare by their text. */
function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (a instanceof Date || b instanceof Date) return String(a instanceof Date ? a.toISOString() : a) === String(b instanceof Date ? b.toISOString() : b);
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

/** The codes a `string` or `string[]` field's value holds (none when it is empty). */
function codesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((code): code is string => typeof code === 'string' && code !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/**
 * Refuses a value of a dictionary field (`FieldDef.dict`) that is not an enabled item of its type, with
 * `validate.dictItem` on the field. Checked on the form values, before the resource's `toColumns`. On edit
 * a code the record already holds stays valid, even when its item has since been disabled: a ship typed
 * with a retired code may still have its other fields edited. Without the settings area (no dictionaries
 * service) there is no list to check against, and the values pass as the form schema let them.
 */
export async function assertDictionaryValues(def: Pick<ResourceDef, 'fields'>, values: Record<string, unknown>, existing: Row | null, tx: Db, memo?: WriteMemo): Promise<void> {
  const dictionaries = optionalService(DICTIONARIES);
  if (!dictionaries) return;
  for (const field of def.fields) {
    if (!field.dict || values[field.name] === undefined) continue;
    const held = new Set(codesOf(existing?.[field.name]));
    for (const code of codesOf(values[field.name])) {
      const known = `dictionary:${field.dict}:${code}`;
      if (held.has(code) || memo?.has(known)) continue;
      if (!(await dictionaries.has(tx, field.dict, code))) throw fieldError(field.name, 'validate.dictItem', { value: code, type: field.dict });
      memo?.mark(known);
    }
  }
}
