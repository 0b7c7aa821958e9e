import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loadAccess, rowsOf, type Visibility } from '../authorization.js';
import { departmentSubtree } from '../resource/list-filter.js';
import { admin } from '../identity/tables.js';
import { optionalService } from '../services.js';
import { SHIP_DIRECTORY } from '../ships.js';

/** What a to-do links to: its ship, and an automatic one's record (by the record's department). */
export interface TodoLink {
  ship_id?: string | null;
  /** The record's department: counted for an automatic to-do only (a manual one's is its author's). */
  record_dept_id?: string | null;
}

/**
 * Whether the people a to-do is given to can open what it links to (a to-do never sends its assignee to a
 * record that answers "not found" for them). An administrator can when their data scope holds the
 * departments of the linked ship and record; a department can when those lie in its subtree, or when one
 * of its enabled administrators can. Answers are cached for one reader: the alert engine asks for
 * hundreds of records in a run.
 */
export class AssigneeScope {
  private readonly visibilities = new Map<string, Promise<Visibility | null>>();
  private readonly shipDepartments = new Map<string, Promise<string | null>>();

  constructor(private readonly db: Db) {}

  /** The departments a to-do's links live in (none: it links to nothing scoped). */
  async departmentsOf(link: TodoLink): Promise<string[]> {
    const departments = new Set<string>();
    if (link.ship_id) {
      const dept = await this.shipDepartment(link.ship_id);
      if (dept) departments.add(dept);
    }
    if (link.record_dept_id) departments.add(link.record_dept_id);
    return [...departments];
  }

  async adminSees(adminId: string, departments: readonly string[]): Promise<boolean> {
    if (departments.length === 0) return true;
    const visibility = await this.visibility(adminId);
    if (!visibility) return false;
    return visibility.kind === 'all' || departments.every((id) => visibility.departmentIds.includes(id));
  }

  async departmentSees(deptId: string, departments: readonly string[]): Promise<boolean> {
    if (departments.length === 0) return true;
    const below = rowsOf<{ id: string }>(await this.db.execute(departmentSubtree(deptId))).map((row) => row.id);
    if (departments.every((id) => below.includes(id))) return true;
    const members = await this.db.select({ id: admin.id }).from(admin).where(eq(admin.department_id, deptId));
    for (const member of members) if (await this.adminSees(member.id, departments)) return true;
    return false;
  }

  /** The first of `candidates` who can open the link, or null. */
  async firstWhoSees(candidates: readonly string[], link: TodoLink): Promise<string | null> {
    const departments = await this.departmentsOf(link);
    for (const candidate of candidates) if (await this.adminSees(candidate, departments)) return candidate;
    return null;
  }

  private visibility(adminId: string): Promise<Visibility | null> {
    let found = this.visibilities.get(adminId);
    if (!found) {
      found = (async () => {
        const [row] = await this.db.select().from(admin).where(eq(admin.id, adminId)).limit(1);
        // A disabled administrator opens nothing.
        if (!row || row.status !== 'enable') return null;
        return (await loadAccess(this.db, row)).visibility;
      })();
      this.visibilities.set(adminId, found);
    }
    return found;
  }

  private shipDepartment(shipId: string): Promise<string | null> {
    let found = this.shipDepartments.get(shipId);
    if (!found) {
      // Ships are departments of their own (platform/ships.ts); without the fleet there is no ship to scope by.
      const ships = optionalService(SHIP_DIRECTORY);
      found = ships ? ships.byIds(this.db, [shipId]).then((found) => found.get(shipId)?.dept_id ?? null) : Promise.resolve(null);
      this.shipDepartments.set(shipId, found);
    }
    return found;
  }
}
