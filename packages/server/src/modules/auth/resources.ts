import { eq, inArray, sql } from 'drizzle-orm';
import {
  adminLogResource,
  adminResource,
  departmentResource,
  groupResource,
  ruleResource,
  resourceRight,
  type DataScope,
} from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { fieldError } from '../../platform/envelope.js';
import { hashPassword } from '../../platform/passwords.js';
import type { ResourceBinding, Row } from '../../platform/resource/define.js';
import { assertNoCycle, manageableGroupIds } from './hierarchy.js';
import { admin, adminGroup, adminGroupAccess, adminGroupDepartment, adminGroupRule, adminLog, adminRule, department } from '../../platform/identity/tables.js';
import { departmentLabel } from '../../platform/identity/department-label.js';

/** Forms elsewhere that pick from a resource may read its remote-select list. */
const pickers = (...paths: string[]) => paths.flatMap((path) => [`${path}/add`, `${path}/edit`]);

/** A uuid-list value of a form, as given or empty. */
const idsOf = (value: unknown): string[] => (Array.isArray(value) ? [...new Set(value as string[])] : []);

async function labelsOf(db: Db, table: typeof adminGroup | typeof department, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  if (table === department) {
    const rows = await db.select({ id: department.id, name: department.name, name_en: department.name_en }).from(department).where(inArray(department.id, [...ids]));
    return new Map(rows.map((row) => [row.id, departmentLabel(row)]));
  }
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export const adminBinding: ResourceBinding = {
  def: adminResource,
  table: admin,
  scope: { department: admin.department_id, owner: admin.id },
  readOnlyColumns: ['is_super'],
  // The ship form picks its superintendents and crew manager; an approval flow names an approver, and an approver hands a step on.
  selectRights: [...pickers('fleet/ship', 'approval/flow', 'audit/plan', 'audit/externalPlan', 'audit/selfInspection', 'audit/auditor'), 'approval/instance/transfer'],
  async present(rows, db) {
    const ids = rows.map((row) => row.id);
    const access = ids.length
      ? await db.select().from(adminGroupAccess).where(inArray(adminGroupAccess.admin_id, ids))
      : [];
    const groupNames = await labelsOf(db, adminGroup, [...new Set(access.map((a) => a.group_id))]);
    const departmentNames = await labelsOf(db, department, rows.map((row) => row.department_id as string).filter(Boolean));
    return rows.map((row) => {
      const groups = access.filter((a) => a.admin_id === row.id).map((a) => a.group_id);
      return {
        ...row,
        group_arr: groups,
        group_arr_label: groups.map((id) => groupNames.get(id) ?? ''),
        department_id_label: row.department_id ? (departmentNames.get(row.department_id as string) ?? '') : '',
      };
    });
  },
  async toColumns(values, context) {
    const { tx, access, existing } = context;
    const self = existing?.id === access.admin.id;
    if (existing && (existing as Row & { is_super?: boolean }).is_super && !access.isSuper) throw fieldError('username', 'auth.superProtected');
    if (self && (values.status === 'disable' || values.group_arr !== undefined)) {
      // Changing one's own roles or status here could lift or lock oneself: the profile is the way.
      const current = (await tx.select({ group_id: adminGroupAccess.group_id }).from(adminGroupAccess).where(eq(adminGroupAccess.admin_id, access.admin.id))).map((r) => r.group_id);
      const same = idsOf(values.group_arr).sort().join() === current.sort().join();
      if (values.status === 'disable' || !same) throw fieldError(values.status === 'disable' ? 'status' : 'group_arr', 'auth.notSelf');
    }
    if (!self && values.group_arr !== undefined) {
      // Roles one cannot manage may stay as they are, but may be neither given nor taken away.
      const manageable = await manageableGroupIds(tx, access);
      if (manageable !== 'all') {
        const before = existing
          ? (await tx.select({ group_id: adminGroupAccess.group_id }).from(adminGroupAccess).where(eq(adminGroupAccess.admin_id, existing.id))).map((r) => r.group_id)
          : [];
        const after = idsOf(values.group_arr);
        const changed = [...after.filter((id) => !before.includes(id)), ...before.filter((id) => !after.includes(id))];
        if (changed.some((id) => !manageable.has(id))) throw fieldError('group_arr', 'auth.groupNotManageable');
      }
    }
    const columns: Record<string, unknown> = {};
    for (const name of ['username', 'nickname', 'avatar', 'email', 'mobile', 'department_id', 'is_leader', 'weight_type', 'is_dpa', 'status'] as const) {
      if (values[name] !== undefined) columns[name] = values[name];
    }
    if (typeof values.password === 'string' && values.password !== '') columns.password_hash = await hashPassword(values.password);
    return columns;
  },
  async afterWrite(row, values, context) {
    const { tx, request } = context;
    if (values.group_arr !== undefined) {
      await tx.delete(adminGroupAccess).where(eq(adminGroupAccess.admin_id, row.id));
      const groups = idsOf(values.group_arr);
      if (groups.length) await tx.insert(adminGroupAccess).values(groups.map((group_id) => ({ admin_id: row.id, group_id })));
    }
    // A changed password or a disabled account ends the sessions it had.
    if (context.mode === 'edit' && ((typeof values.password === 'string' && values.password !== '') || values.status === 'disable')) {
      await request.server.moduleContext.tokens.revokeSubject(row.id, tx);
    }
  },
  async beforeDelete(rows, { access }) {
    if (rows.some((row) => row.id === access.admin.id)) throw fieldError('ids', 'auth.notSelf');
    if (!access.isSuper && rows.some((row) => (row as Row & { is_super?: boolean }).is_super)) throw fieldError('ids', 'auth.superProtected');
  },
};

export const groupBinding: ResourceBinding = {
  def: groupResource,
  table: adminGroup,
  // The administrator form picks roles; an approval flow's step may be a role's.
  selectRights: pickers('auth/admin', 'approval/flow'),
  async restrict(access, db) {
    if (access.isSuper) return undefined;
    const manageable = await manageableGroupIds(db, access);
    const visible = manageable === 'all' ? [] : [...manageable, ...access.groupIds];
    return visible.length ? inArray(adminGroup.id, visible) : sql`false`;
  },
  async present(rows, db) {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return rows;
    const [rules, departments] = await Promise.all([
      db.select().from(adminGroupRule).where(inArray(adminGroupRule.group_id, ids)),
      db.select().from(adminGroupDepartment).where(inArray(adminGroupDepartment.group_id, ids)),
    ]);
    return rows.map((row) => ({
      ...row,
      rules: rules.filter((r) => r.group_id === row.id).map((r) => r.rule_id),
      departments: departments.filter((d) => d.group_id === row.id).map((d) => d.department_id),
    }));
  },
  async toColumns(values, context) {
    const { tx, access, existing } = context;
    const manageable = await manageableGroupIds(tx, access);
    if (manageable !== 'all') {
      // One's own roles are read-only; a new or moved role must sit under one's own or below.
      if (existing && !manageable.has(existing.id)) throw fieldError('name', 'auth.groupNotManageable');
      const pid = values.pid as string | null | undefined;
      if (!pid || !(manageable.has(pid) || access.groupIds.includes(pid))) throw fieldError('pid', 'auth.groupNotManageable');
      if (idsOf(values.rules).some((id) => !access.ruleIds.has(id))) throw fieldError('rules', 'auth.ruleNotHeld');
      const scope = values.data_scope as DataScope | undefined;
      if (scope === 'all' && access.visibility.kind !== 'all') throw fieldError('data_scope', 'auth.scopeTooWide');
    }
    if (existing) assertNoCycle(await tx.select({ id: adminGroup.id, pid: adminGroup.pid }).from(adminGroup), existing.id, values.pid as string | null);
    const columns: Record<string, unknown> = {};
    for (const name of ['pid', 'name', 'data_scope', 'status'] as const) if (values[name] !== undefined) columns[name] = values[name];
    return columns;
  },
  async afterWrite(row, values, { tx }) {
    if (values.rules !== undefined) {
      await tx.delete(adminGroupRule).where(eq(adminGroupRule.group_id, row.id));
      const rules = idsOf(values.rules);
      if (rules.length) await tx.insert(adminGroupRule).values(rules.map((rule_id) => ({ group_id: row.id, rule_id })));
    }
    if (values.departments !== undefined || values.data_scope !== undefined) {
      await tx.delete(adminGroupDepartment).where(eq(adminGroupDepartment.group_id, row.id));
      const departments = values.data_scope === 'custom' || (values.data_scope === undefined && row.data_scope === 'custom') ? idsOf(values.departments) : [];
      if (departments.length) await tx.insert(adminGroupDepartment).values(departments.map((department_id) => ({ group_id: row.id, department_id })));
    }
  },
  async beforeDelete(rows, { access, tx }) {
    const manageable = await manageableGroupIds(tx, access);
    if (manageable !== 'all' && rows.some((row) => !manageable.has(row.id))) throw fieldError('ids', 'auth.groupNotManageable');
  },
};

export const ruleBinding: ResourceBinding = {
  def: ruleResource,
  table: adminRule,
  selectRights: pickers('auth/group'),
  restrict(access) {
    // Rights one does not hold stay out of sight, so they cannot be granted or altered.
    if (access.isSuper) return undefined;
    return access.ruleIds.size ? inArray(adminRule.id, [...access.ruleIds]) : sql`false`;
  },
  async toColumns(values, { tx, existing }) {
    if (existing) assertNoCycle(await tx.select({ id: adminRule.id, pid: adminRule.pid }).from(adminRule), existing.id, values.pid as string | null);
    const columns: Record<string, unknown> = {};
    for (const field of ruleResource.fields) if (values[field.name] !== undefined) columns[field.name] = values[field.name];
    if (values.type === 'button') columns.menu_type = null;
    return columns;
  },
};

export const departmentBinding: ResourceBinding = {
  def: departmentResource,
  table: department,
  scope: { department: department.id },
  // The ship form picks its fleet group (or the company) from the tree.
  selectRights: pickers('auth/admin', 'auth/group', 'fleet/ship', 'audit/plan', 'audit/externalPlan', 'audit/selfInspection'),
  async toColumns(values, context) {
    const { tx, existing, access } = context;
    // A parent outside the caller's scope is refused by the resource kit, as any reference; a new root
    // (no parent) would sit above everything the caller sees.
    if (!values.pid && access.visibility.kind !== 'all') throw fieldError('pid', 'auth.departmentOutOfScope');
    if (existing) assertNoCycle(await tx.select({ id: department.id, pid: department.pid }).from(department), existing.id, values.pid as string | null);
    const columns: Record<string, unknown> = {};
    for (const field of departmentResource.fields) if (values[field.name] !== undefined) columns[field.name] = values[field.name];
    return columns;
  },
  async beforeDelete(rows, { tx }) {
    const members = await tx.select({ id: admin.id }).from(admin).where(inArray(admin.department_id, rows.map((row) => row.id))).limit(1);
    if (members.length) throw fieldError('ids', 'auth.departmentInUse');
  },
};

export const adminLogBinding: ResourceBinding = {
  def: adminLogResource,
  table: adminLog,
  restrict(access) {
    const { visibility } = access;
    if (visibility.kind === 'all') return undefined;
    // Log lines of administrators one can see, and one's own.
    const departments = visibility.departmentIds;
    return sql`(${adminLog.admin_id} = ${visibility.self} or ${adminLog.admin_id} in (select ${admin.id} from ${admin} where ${
      departments.length ? inArray(admin.department_id, departments) : sql`false`
    }))`;
  },
};

export const AUTH_BINDINGS = [adminBinding, groupBinding, ruleBinding, departmentBinding, adminLogBinding];

/** Used by the authorisation matrix test and the menu seed. */
export const authRights = AUTH_BINDINGS.flatMap((binding) => binding.def.actions.map((action) => resourceRight(binding.def, action)));
