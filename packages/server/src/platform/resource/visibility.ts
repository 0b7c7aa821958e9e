import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../authorization.js';
import type { ResourceBinding } from './define.js';

/** The data-scope condition of the caller on this resource, or undefined when they see everything. */
export function scopeCondition(binding: ResourceBinding, access: AdminAccess): SQL | undefined {
  return binding.scope ? scopeOn(binding.scope, access) : undefined;
}

/**
 * The data-scope rule itself, on any pair of columns: a row is visible when its department is one the
 * caller sees, or the caller owns it. Also applied to the copies the security logs keep of a record.
 */
export function scopeOn(scope: NonNullable<ResourceBinding['scope']>, access: AdminAccess): SQL | undefined {
  if (access.visibility.kind === 'all') return undefined;
  const { department, owner } = scope;
  const { departmentIds, self } = access.visibility;
  const parts: SQL[] = [];
  if (department && departmentIds.length) parts.push(inArray(department, departmentIds));
  if (owner) parts.push(eq(owner, self));
  return parts.length ? or(...parts) : sql`false`;
}

/** Which records of the resource the caller sees: its data scope and its further restriction. */
export async function visibleCondition(binding: ResourceBinding, access: AdminAccess, db: Db): Promise<SQL | undefined> {
  return and(scopeCondition(binding, access), await binding.restrict?.(access, db));
}

