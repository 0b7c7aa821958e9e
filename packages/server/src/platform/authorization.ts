import fp from 'fastify-plugin';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { Code, type DataScope, type DeptType } from '@vessel/contract';
import type { Db } from '../db/client.js';
import { adminGroup, adminGroupAccess, adminGroupDepartment, adminGroupRule, adminRule, department, type AdminRow } from './identity/tables.js';
import { ApiError } from './envelope.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The right an admin route needs; any one of a list will do. A super administrator passes. */
    right?: string | readonly string[];
    /** Only a super administrator may call the route, whatever rights a role grants (the terminal). */
    superOnly?: boolean;
  }
  interface FastifyRequest {
    /** What the administrator of this request may do and see, loaded once per request. */
    access: AdminAccess | null;
  }
}

/** Which records an administrator's roles let them see (DOMAIN.md §4.2), as one union over the roles. */
export type Visibility =
  | { kind: 'all' }
  /** Records of these departments, and the administrator's own records. */
  | { kind: 'scoped'; departmentIds: string[]; self: string };

export interface AdminAccess {
  admin: AdminRow;
  isSuper: boolean;
  /** Names of the enabled rules of the administrator's enabled roles. */
  rights: Set<string>;
  ruleIds: Set<string>;
  groupIds: string[];
  visibility: Visibility;
}

export function can(access: AdminAccess, right: string | readonly string[]): boolean {
  if (access.isSuper) return true;
  const wanted = typeof right === 'string' ? [right] : right;
  return wanted.some((name) => access.rights.has(name));
}

/** node-postgres answers `{rows}`, PGlite `{rows}` too, but drizzle's types differ: read both. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export async function loadAccess(db: Db, admin: AdminRow): Promise<AdminAccess> {
  if (admin.is_super) {
    return { admin, isSuper: true, rights: new Set(), ruleIds: new Set(), groupIds: [], visibility: { kind: 'all' } };
  }
  const groups = await db
    .select({ id: adminGroup.id, data_scope: adminGroup.data_scope })
    .from(adminGroupAccess)
    .innerJoin(adminGroup, eq(adminGroup.id, adminGroupAccess.group_id))
    .where(and(eq(adminGroupAccess.admin_id, admin.id), eq(adminGroup.status, 'enable')));
  const groupIds = groups.map((group) => group.id);
  const rules = groupIds.length
    ? await db
        .selectDistinct({ id: adminRule.id, name: adminRule.name })
        .from(adminGroupRule)
        .innerJoin(adminRule, eq(adminRule.id, adminGroupRule.rule_id))
        .where(and(inArray(adminGroupRule.group_id, groupIds), eq(adminRule.status, 'enable')))
    : [];
  return {
    admin,
    isSuper: false,
    rights: new Set(rules.map((rule) => rule.name)),
    ruleIds: new Set(rules.map((rule) => rule.id)),
    groupIds,
    visibility: await visibilityOf(db, admin, groups),
  };
}

/** Kinds of department that belong to the department above them under the data scope `dept`. */
const SHIP_NODE_TYPES: readonly DeptType[] = ['ship', 'ship_dept'];

/**
 * The departments a set of roles sees, in one recursive query over the department tree, whatever the
 * number of roles. `dept_and_below` (the caller's department) and `custom` (each chosen department) take
 * the whole subtree: a fleet group brings its ships and everything of them. `dept` takes the department
 * and the ship nodes that hang below it with no other department between (a ship is part of its fleet
 * group, a ship's departments part of the ship), so a ship's own user sees that ship whole and nothing
 * beside it, and a fleet group's staff see the group's ships but not another department set under it.
 */
async function visibilityOf(db: Db, admin: AdminRow, groups: ReadonlyArray<{ id: string; data_scope: DataScope }>): Promise<Visibility> {
  if (groups.some((group) => group.data_scope === 'all')) return { kind: 'all' };
  const own = admin.department_id;
  const scopes = new Set(groups.map((group) => group.data_scope));
  const custom = groups.filter((group) => group.data_scope === 'custom').map((group) => group.id);
  // Roots of the walk: (id, whole) where whole = the entire subtree, else only the ship nodes below.
  const roots: SQL[] = [];
  if (own && scopes.has('dept_and_below')) roots.push(sql`select ${own}::uuid as id, true as whole`);
  if (own && scopes.has('dept')) roots.push(sql`select ${own}::uuid as id, false as whole`);
  if (custom.length) {
    roots.push(sql`select ${adminGroupDepartment.department_id} as id, true as whole from ${adminGroupDepartment} where ${inArray(adminGroupDepartment.group_id, custom)}`);
  }
  if (roots.length === 0) return { kind: 'scoped', departmentIds: [], self: admin.id };
  const rows = await db.execute<{ id: string }>(sql`
    with recursive tree(id, whole) as (
      ${sql.join(roots, sql` union `)}
      union
      select d.id, tree.whole from ${department} d join tree on d.pid = tree.id
      where tree.whole or d.dept_type in (${sql.join(SHIP_NODE_TYPES.map((type) => sql`${type}`), sql`, `)})
    ) select distinct id from tree`);
  return { kind: 'scoped', departmentIds: rowsOf<{ id: string }>(rows).map((row) => row.id), self: admin.id };
}

/**
 * After authentication: loads the administrator's rights and data scope, and refuses (HTTP 403,
 * code 403) a route whose right they lack, or a super-only route to anyone but a super administrator.
 */
export const authorizationPlugin = fp<{ db: Db }>(async (app, { db }) => {
  app.decorateRequest('access', null);
  app.addHook('onRequest', async (request) => {
    if (!request.admin) return;
    request.access = await loadAccess(db, request.admin.row);
    // The dispatcher of registered resources resolved this request's action, and with it its right.
    const right = request.genericAction?.right ?? request.routeOptions.config.right;
    const notSuper = request.routeOptions.config.superOnly === true && !request.access.isSuper;
    if (notSuper || (right && !can(request.access, right))) {
      throw new ApiError('auth.forbidden', { status: 403, code: Code.forbidden });
    }
  });
});
