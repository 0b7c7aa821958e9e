import fp from 'fastify-plugin';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Code, type DataScope } from '@vessel/contract';
import type { Db } from '../db/client.js';
import { adminGroup, adminGroupAccess, adminGroupDepartment, adminGroupRule, adminRule, department, type AdminRow } from '../modules/auth/tables.js';
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

/** The ids of a department and all departments below it. */
export async function departmentSubtree(db: Db, rootIds: readonly string[]): Promise<string[]> {
  if (rootIds.length === 0) return [];
  const rows = await db.execute<{ id: string }>(sql`
    with recursive tree as (
      select id from ${department} where ${inArray(department.id, [...rootIds])}
      union
      select d.id from ${department} d join tree on d.pid = tree.id
    ) select id from tree`);
  return rowsOf<{ id: string }>(rows).map((row) => row.id);
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

async function visibilityOf(db: Db, admin: AdminRow, groups: ReadonlyArray<{ id: string; data_scope: DataScope }>): Promise<Visibility> {
  if (groups.some((group) => group.data_scope === 'all')) return { kind: 'all' };
  const departments = new Set<string>();
  const own = admin.department_id;
  if (own && groups.some((group) => group.data_scope === 'dept')) departments.add(own);
  if (own && groups.some((group) => group.data_scope === 'dept_and_below')) {
    for (const id of await departmentSubtree(db, [own])) departments.add(id);
  }
  const custom = groups.filter((group) => group.data_scope === 'custom').map((group) => group.id);
  if (custom.length) {
    const chosen = await db
      .select({ id: adminGroupDepartment.department_id })
      .from(adminGroupDepartment)
      .where(inArray(adminGroupDepartment.group_id, custom));
    for (const { id } of chosen) departments.add(id);
  }
  return { kind: 'scoped', departmentIds: [...departments], self: admin.id };
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
    const right = request.routeOptions.config.right;
    const notSuper = request.routeOptions.config.superOnly === true && !request.access.isSuper;
    if (notSuper || (right && !can(request.access, right))) {
      throw new ApiError('auth.forbidden', { status: 403, code: Code.forbidden });
    }
  });
});
