import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from './authorization.js';
import type { Db } from '../db/client.js';
import { admin, adminGroup, adminGroupAccess, department } from './identity/tables.js';

/**
 * Who answers for what (DOMAIN.md decisions 5 and 6, ISM clause 4): the people approvals and urgent
 * alerts go to. Read from the administrators' flags and levels, never from a list in code.
 * Implemented in this file by the approval work (issue 16); each answers enabled administrators' ids.
 */
export interface Authorities {
  /** The designated person(s) ashore (`admin.is_dpa`). */
  dpa(db: Db): Promise<string[]>;
  /** The general manager level (`weight_type` ≥ 4). */
  generalManagers(db: Db): Promise<string[]>;
  /** Administrators with `weight_type` ≥ level. */
  atLeast(db: Db, level: number): Promise<string[]>;
  /**
   * The leaders (`is_leader`) of a department or, when it has none, of the nearest department above it
   * that has: a ship without a master's account answers to its fleet group's leader, as it does ashore.
   */
  deptLeaders(db: Db, deptId: string): Promise<string[]>;
  /** The leaders of a ship's own department node: the master's account. */
  shipMasters(db: Db, shipDeptId: string): Promise<string[]>;
  /** The members of a role (admin group). */
  roleMembers(db: Db, groupId: string): Promise<string[]>;
}

/** Enabled administrators matching `where`, ordered so that lists (and the to-dos they open) are stable. */
async function enabledAdmins(db: Db, where: SQL): Promise<string[]> {
  const rows = await db.select({ id: admin.id }).from(admin).where(and(eq(admin.status, 'enable'), where)).orderBy(admin.username);
  return rows.map((row) => row.id);
}

export const authorities: Authorities = {
  dpa: (db) => enabledAdmins(db, eq(admin.is_dpa, true)),
  generalManagers: (db) => enabledAdmins(db, gte(admin.weight_type, 4)),
  atLeast: (db, level) => enabledAdmins(db, gte(admin.weight_type, level)),
  async deptLeaders(db, deptId) {
    // The department and its ancestors, nearest first (depth bounds a cycle a hand edit could make).
    const chain = rowsOf<{ id: string }>(
      await db.execute(sql`
        with recursive up(id, pid, depth) as (
          select ${department.id}, ${department.pid}, 0 from ${department} where ${department.id} = ${deptId}
          union all
          select d.id, d.pid, up.depth + 1 from ${department} d join up on d.id = up.pid where up.depth < 32
        )
        select id from up order by depth`),
    );
    for (const { id } of chain) {
      const leaders = await enabledAdmins(db, and(eq(admin.department_id, id), eq(admin.is_leader, true))!);
      if (leaders.length > 0) return leaders;
    }
    return [];
  },
  // The master is the leader of the ship's own node, not of the ship's deck or engine departments below it.
  shipMasters: (db, shipDeptId) => enabledAdmins(db, and(eq(admin.department_id, shipDeptId), eq(admin.is_leader, true))!),
  roleMembers: (db, groupId) =>
    // A disabled role grants nothing, so its members answer for nothing through it.
    enabledAdmins(
      db,
      sql`${admin.id} in (select ${adminGroupAccess.admin_id} from ${adminGroupAccess} join ${adminGroup} on ${adminGroup.id} = ${adminGroupAccess.group_id} where ${adminGroupAccess.group_id} = ${groupId} and ${adminGroup.status} = 'enable')`,
    ),
};
