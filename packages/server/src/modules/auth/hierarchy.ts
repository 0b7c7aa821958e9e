import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../../platform/authorization.js';
import { fieldError } from '../../platform/envelope.js';
import { descendantsOf } from '../../platform/resource/tree.js';
import { adminGroup } from '../../platform/identity/tables.js';

type Link = { id: string; pid: string | null };

/**
 * Who may manage which roles: a super administrator any; anyone else only the roles strictly below
 * their own, so that nobody raises themselves or their peers (BuildAdmin's rule).
 */
export async function manageableGroupIds(db: Db, access: AdminAccess): Promise<Set<string> | 'all'> {
  if (access.isSuper) return 'all';
  const groups = await db.select({ id: adminGroup.id, pid: adminGroup.pid }).from(adminGroup);
  const below = descendantsOf(groups, access.groupIds);
  for (const own of access.groupIds) below.delete(own);
  return below;
}

/** Refuses a parent that would put a node under itself or one of its own descendants. */
export function assertNoCycle(links: readonly Link[], id: string, pid: string | null | undefined): void {
  if (pid && descendantsOf(links, [id]).has(pid)) throw fieldError('pid', 'tree.cycle');
}
