import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ResourceDescription } from '@vessel/contract';
import type { Db } from '../db/client.js';
import type { AdminAccess } from '../platform/authorization.js';
import { STATEMENT_BREAK } from '../platform/module-migrations.js';
import type { ResourceBinding } from '../platform/resource/define.js';
import { describedResource } from '../platform/resource/described.js';
import { maintainedTotal } from '../platform/resource/row-count.js';
import { scopeCondition } from '../platform/resource/visibility.js';

/** A table described by data, scoped by department and owner (created_by), as a module's would be. */
export const probe: ResourceDescription = {
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
export const plain: ResourceDescription = { ...probe, table: 'count_plain', scope: undefined, def: { ...probe.def, name: 'probe.CountPlain', fields: [probe.def.fields[1]!] } };

export const all = { visibility: { kind: 'all' } } as AdminAccess;
export const scoped = (departmentIds: string[], self: string) => ({ visibility: { kind: 'scoped', departmentIds, self } }) as AdminAccess;

/**
 * The kept row counts' test bench (row-count.test.ts and its PostgreSQL twin): the probe tables made on
 * `db()`, three departments and two owners, and the check that every caller's kept total equals count(*)
 * under the same scope.
 */
export function rowCountProbe(db: () => Db) {
  const binding = describedResource(probe, () => undefined).binding;
  const plainBinding = describedResource(plain, () => undefined).binding;
  const [d1, d2, d3] = [randomUUID(), randomUUID(), randomUUID()];
  const me = randomUUID();
  const someone = randomUUID();
  const exec = (text: string) => db().execute(sql.raw(text));
  const create = async (description: ResourceDescription) => {
    for (const statement of describedResource(description, () => undefined).migration.sql.split(STATEMENT_BREAK)) await exec(statement);
  };
  const truth = async (access: AdminAccess, of: ResourceBinding) => {
    const [row] = await db().select({ n: count() }).from(of.table).where(scopeCondition(of, access));
    return Number(row!.n);
  };
  const callers = () => [all, scoped([d1], me), scoped([d1, d2], me), scoped([d3], me), scoped([], me), scoped([d2, d3], someone), scoped([randomUUID()], randomUUID())];
  async function expectExact(of: ResourceBinding = binding) {
    for (const access of callers()) expect(await maintainedTotal(db(), of, access), JSON.stringify(access.visibility)).toBe(await truth(access, of));
  }
  return { binding, plainBinding, d1, d2, d3, me, someone, exec, create, expectExact };
}
