import { and, count, inArray } from 'drizzle-orm';
import { resourceBase, type FieldDef } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../authorization.js';
import { fieldError } from '../envelope.js';
import type { ResourceBinding, Row } from './define.js';
import { columnOf } from './list-filter.js';
import { visibleCondition } from './visibility.js';
import type { WriteMemo } from './write-memo.js';

export interface ReferenceWrite {
  /** The resource written: its declaration names the reference fields (`remote.url` on a `uuid`/`uuid[]` field). */
  binding: ResourceBinding;
  /** The values about to be written, by field name; fields not given are not checked. */
  values: Record<string, unknown>;
  /** The row as stored, on edit: ids it already holds stay as they are, whoever picked them. */
  existing: Row | null;
  access: AdminAccess;
  /** Every registered resource (`context.resources`), where each reference's target is found. */
  resources: ReadonlyMap<string, ResourceBinding>;
  tx: Db;
  /** Ids already found in scope earlier in the run of writes (an import's rows name the same ranks again and again). */
  memo?: WriteMemo;
}

const idsIn = (value: unknown): string[] =>
  [...new Set((Array.isArray(value) ? value : value ? [value] : []).filter((id): id is string => typeof id === 'string'))];

/**
 * The one rule for every reference a write makes, by the generic form or by a module's own route: each id
 * must name a record that exists and, when the target resource has a data scope, one the caller sees there
 * (its scope and its `restrict`, as its list shows it). A stale form or a hand-made request is answered on
 * its field, with `record.notFound` either way, so that a refusal never tells that a record exists outside
 * the caller's scope. Targets without a data scope (ranks, certificate types, roles, rights) are checked
 * for existence only: their restrictions are rules of managing (roles below one's own, rights one holds)
 * that the writing module refuses in its own words.
 *
 * On edit, ids the row already holds are not checked again: a colleague with a wider scope may have
 * picked them, and saving the record's other fields must not undo that.
 */
export async function assertReferencesVisible(write: ReferenceWrite): Promise<void> {
  const { binding, values, existing, access, resources, tx, memo } = write;
  let presented: Row | undefined;
  for (const field of binding.def.fields) {
    const target = referenceTarget(field, resources);
    if (!target) continue;
    let ids = idsIn(values[field.name]);
    if (ids.length === 0) continue;
    if (existing) {
      // List fields (role members, chosen departments) are not columns: the stored value is what `present` reads.
      if (existing[field.name] === undefined && binding.present && !columnOf(binding.table, field.name)) presented ??= (await binding.present([existing], tx))[0];
      const held = new Set(idsIn(existing[field.name] ?? presented?.[field.name]));
      ids = ids.filter((id) => !held.has(id));
      if (ids.length === 0) continue;
    }
    const seen = (one: string) => `visible:${target.def.name}:${one}`;
    if (memo) ids = ids.filter((one) => !memo.has(seen(one)));
    if (ids.length === 0) continue;
    const id = columnOf(target.table, 'id')!;
    const visible = target.scope ? await visibleCondition(target, access, tx) : undefined;
    const [row] = await tx.select({ found: count() }).from(target.table).where(and(inArray(id, ids), visible));
    if (Number(row?.found ?? 0) !== ids.length) throw fieldError(field.name, 'record.notFound');
    for (const one of ids) memo?.mark(seen(one));
  }
}

/** The registered resource a field references, or undefined when it is no reference (or to nothing served). */
export function referenceTarget(field: FieldDef, resources: ReadonlyMap<string, ResourceBinding>): ResourceBinding | undefined {
  if (field.type !== 'uuid' && field.type !== 'uuid[]') return undefined;
  // A resource described by data names its target; a hand-written one is known by its picker's URL.
  const declared = field.storage?.references?.resource;
  if (declared) return resources.get(declared);
  if (!field.remote) return undefined;
  for (const binding of resources.values()) {
    if (resourceBase(binding.def) === field.remote.url && columnOf(binding.table, 'id')) return binding;
  }
  return undefined;
}

/**
 * The reference check of a module's own route, for the resource it writes (found by name): the same rule
 * as the generic add and edit.
 */
export async function assertRouteReferences(resourceName: string, write: Omit<ReferenceWrite, 'binding'>): Promise<void> {
  const binding = write.resources.get(resourceName);
  if (!binding) throw new Error(`resource ${resourceName} is not registered`);
  await assertReferencesVisible({ ...write, binding });
}
