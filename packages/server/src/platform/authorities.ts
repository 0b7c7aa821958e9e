import type { Db } from '../db/client.js';

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
  /** The leaders (`is_leader`) of one department. */
  deptLeaders(db: Db, deptId: string): Promise<string[]>;
  /** The leaders of a ship's own department node: the master's account. */
  shipMasters(db: Db, shipDeptId: string): Promise<string[]>;
  /** The members of a role (admin group). */
  roleMembers(db: Db, groupId: string): Promise<string[]>;
}
