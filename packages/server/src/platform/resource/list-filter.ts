import { and, asc, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, like, lt, lte, ne, not, notIlike, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isDecimalText, isIsoDate, TIME_PATTERN, type FieldDef, type ListQuery, type Operator, type ResourceDef } from '@vessel/contract';
import { department } from '../identity/tables.js';
import { fieldError } from '../envelope.js';

/**
 * Turns a list query into SQL conditions, only through the resource's declared fields and operators:
 * a field or operator the resource does not declare is refused, never passed into SQL.
 */
export function columnOf(table: PgTable, name: string): PgColumn | undefined {
  const column = (table as unknown as Record<string, unknown>)[name];
  return column && typeof column === 'object' && 'columnType' in column ? (column as PgColumn) : undefined;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The bounds of PostgreSQL's integer columns: a filter value outside them is refused, not sent to fail there. */
const INTEGER_BOUND: Record<string, number> = { PgSmallInt: 2 ** 15, PgSmallSerial: 2 ** 15, PgInteger: 2 ** 31, PgSerial: 2 ** 31 };
const ISO_DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/;

function valueFor(field: FieldDef, column: PgColumn, raw: string): unknown {
  switch (field.type) {
    case 'int': {
      const n = /^-?\d{1,16}$/.test(raw) ? Number(raw) : Number.NaN;
      const bound = INTEGER_BOUND[column.columnType] ?? Number.MAX_SAFE_INTEGER;
      if (!Number.isSafeInteger(n) || n < -bound || n >= bound) throw invalid(field.name);
      return n;
    }
    case 'boolean':
      if (!['true', 'false', '1', '0'].includes(raw)) throw invalid(field.name);
      return raw === 'true' || raw === '1';
    case 'uuid':
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)) throw invalid(field.name);
      return raw;
    case 'decimal':
      // Text PostgreSQL would refuse to read as a number is refused here, on its field.
      if (!isDecimalText(raw)) throw invalid(field.name);
      return raw;
    case 'datetime':
      return instantOf(field, raw);
    case 'date':
      // A calendar day is compared as the day written ('YYYY-MM-DD', what the web filter and the
      // dashboard links send), never through a Date whose zone could move it to the day before.
      if (isIsoDate(raw)) return raw;
      // Unix seconds: what the web filter sent for days before, still in bookmarked links.
      if (/^-?\d+$/.test(raw)) return instantOf(field, raw).toISOString().slice(0, 10);
      throw invalid(field.name);
    default:
      // A time of day kept in a time column (a generated design's time field): HH:MM[:SS] or refused.
      if (field.widget === 'time' && (raw.length > 8 || !TIME_PATTERN.test(raw))) throw invalid(field.name);
      return raw;
  }
}

/** A moment: unix seconds (what BuildAdmin's datetime filters send) or an ISO date / date-time. */
function instantOf(field: FieldDef, raw: string): Date {
  const date = /^-?\d+$/.test(raw) ? new Date(Number(raw) * 1000) : new Date(raw);
  // A calendar date that does not exist (30 February) would roll over into March; a year outside
  // 1..9999 is one PostgreSQL refuses to read back.
  const written = ISO_DATE_PREFIX.exec(raw)?.[1];
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1 || year > 9999 || (written !== undefined && !isIsoDate(written))) throw invalid(field.name);
  return date;
}

function invalid(field: string) {
  return fieldError(`search.${field}`, 'validate.invalid');
}

export function searchConditions(resource: ResourceDef, table: PgTable, query: ListQuery): SQL[] {
  const conditions: SQL[] = [];
  const items = query.search ? (Array.isArray(query.search) ? query.search : Object.values(query.search)) : [];
  for (const item of items) {
    const field = resource.fields.find((f) => f.name === item.field);
    const column = columnOf(table, item.field);
    if (!field || !column || !field.search) {
      throw fieldError(`search.${item.field}`, 'validate.unknownField');
    }
    if (!field.search.includes(item.operator)) {
      throw fieldError(`search.${item.field}`, 'validate.invalidValue', { values: field.search.join(', ') });
    }
    const condition = conditionFor(field, column, item.operator, item.val);
    if (condition) conditions.push(condition);
  }
  const quick = query.quickSearch?.trim();
  if (quick) {
    const columns = resource.quickSearch.map((name) => columnOf(table, name)).filter((c): c is PgColumn => !!c);
    const pattern = `%${escapeLike(quick)}%`;
    const any = or(...columns.map((column) => ilike(sql`${column}::text`, pattern)));
    if (any) conditions.push(any);
  }
  return conditions;
}

/**
 * The values equal to one of `values`, or in the family (`{option}-…`) of one that is a family option
 * (optionFamilies): a `gap` filter finds every `gap-{fingerprint}`. Undefined when the field has none.
 */
function familyMatch(field: FieldDef, column: PgColumn, values: readonly string[]): SQL | undefined {
  const families = values.filter((value) => field.optionFamilies?.includes(value));
  if (!families.length) return undefined;
  return or(inArray(column, [...values]), ...families.map((family) => like(sql`${column}::text`, `${escapeLike(family)}-%`)));
}

function conditionFor(field: FieldDef, column: PgColumn, operator: Operator, val: string | string[] | undefined): SQL | undefined {
  const list = Array.isArray(val) ? val : val === undefined || val === '' ? [] : String(val).split(',');
  const single = Array.isArray(val) ? val[0] : val;
  const family = familyMatch(field, column, operator === 'IN' || operator === 'NOT IN' ? list : single ? [single] : []);
  if (family && (operator === 'eq' || operator === 'IN')) return family;
  if (family && (operator === 'ne' || operator === 'NOT IN')) return not(family);
  switch (operator) {
    case 'NULL':
      return isNull(column);
    case 'NOT NULL':
      return isNotNull(column);
    case 'IN':
      return list.length ? inArray(column, list.map((v) => valueFor(field, column, v))) : undefined;
    case 'NOT IN':
      return list.length ? notInArray(column, list.map((v) => valueFor(field, column, v))) : undefined;
    case 'RANGE':
    case 'NOT RANGE': {
      const [from, to] = list;
      const parts: SQL[] = [];
      if (from) parts.push(gte(column, valueFor(field, column, from)));
      if (to) parts.push(lte(column, valueFor(field, column, to)));
      const range = and(...parts);
      if (!range) return undefined;
      return operator === 'RANGE' ? range : not(range);
    }
  }
  if (single === undefined || single === '') return undefined;
  if (operator === 'LIKE' || operator === 'NOT LIKE') {
    const pattern = `%${escapeLike(single)}%`;
    return operator === 'LIKE' ? ilike(sql`${column}::text`, pattern) : notIlike(sql`${column}::text`, pattern);
  }
  const value = valueFor(field, column, single);
  if (operator === 'eq' && field.subtree) return inSubtree(column, value);
  switch (operator) {
    case 'eq':
      return eq(column, value);
    case 'ne':
      return ne(column, value);
    case 'gt':
      return gt(column, value);
    case 'egt':
      return gte(column, value);
    case 'lt':
      return lt(column, value);
    case 'elt':
      return lte(column, value);
  }
  return undefined;
}

/**
 * A department and every department below it: a fleet group's records are its ships' records (the
 * department tree scopes as a tree, as the data scope does).
 */
function inSubtree(column: PgColumn, root: unknown): SQL {
  return sql`${column} in (${departmentSubtree(root)})`;
}

/** The ids of a department and of every department below it, as a subquery. */
export function departmentSubtree(root: unknown): SQL {
  return sql`with recursive below(id) as (select ${root}::uuid union select d.id from ${department} d join below on d.pid = below.id) select id from below`;
}

/**
 * The list's order: the asked field (or the default with its tie-breakers), then the id. `reversed` turns
 * every key round, the id's too, so the rows come in exactly the opposite order (a null that sorts last
 * ascending sorts first descending): the last pages of a long list read from its end (register.ts).
 */
export function orderBy(resource: ResourceDef, table: PgTable, order: string | undefined, reversed = false): SQL[] {
  const [name, direction] = order ? order.split(',') : [resource.defaultOrder.field, resource.defaultOrder.direction];
  const field = resource.fields.find((f) => f.name === name);
  const column = name ? columnOf(table, name) : undefined;
  const allowed = field?.sortable || name === resource.defaultOrder.field;
  if (!column || !allowed) {
    throw fieldError('order', 'validate.unknownField');
  }
  const keys = [sortKey(resource, table, name!, direction, reversed)];
  // The default's tie-breakers go with its field, whichever way the user turned it.
  if (name === resource.defaultOrder.field) for (const next of resource.defaultOrder.then ?? []) keys.push(sortKey(resource, table, next.field, next.direction, reversed));
  const id = columnOf(table, 'id');
  // A stable tie-breaker, so that paging never shows a row twice.
  return id ? [...keys, reversed ? desc(id) : asc(id)] : keys;
}

/**
 * One key of an order. A ranked field sorts by its option's position (critical after warn after info), not
 * by the text; a value outside the options sorts below them all.
 */
function sortKey(resource: ResourceDef, table: PgTable, name: string, direction: string | undefined, reversed = false): SQL {
  const column = columnOf(table, name);
  if (!column) throw new Error(`${resource.name}: no column ${name} to order by`);
  const field = resource.fields.find((f) => f.name === name);
  const ascending = (direction?.toLowerCase() === 'asc') !== reversed;
  if (field?.ranked && field.options?.length) {
    const rank = sql`coalesce(array_position(array[${sql.join(field.options.map((option) => sql`${String(option)}`), sql`, `)}]::text[], ${column}::text), 0)`;
    return ascending ? sql`${rank} asc` : sql`${rank} desc`;
  }
  return ascending ? asc(column) : desc(column);
}
