import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { department } from '../../platform/identity/tables.js';

/** The department tree's name column holds 50 characters; a ship node takes the Chinese name when there is one. */
function nodeName(names: { name_en: string; name_zh: string }): string {
  return (names.name_zh || names.name_en).slice(0, 50);
}

/** Whether a department may hold ships: the company itself or a fleet group. */
export async function isFleetParent(tx: Db, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: department.id })
    .from(department)
    .where(and(eq(department.id, id), inArray(department.dept_type, ['company', 'fleet_group'])))
    .limit(1);
  return !!row;
}

/** Creates the ship's own node (dept_type 'ship') under its fleet group, in the ship's transaction. */
export async function createShipDepartment(tx: Db, input: { name_en: string; name_zh: string; imo_no: string; parentId: string }): Promise<string> {
  const [node] = await tx
    .insert(department)
    .values({ pid: input.parentId, name: nodeName(input), name_en: input.name_en, dept_type: 'ship', code: input.imo_no })
    .returning({ id: department.id });
  return node!.id;
}

/** Keeps the node's names, code and place in step with the ship (and enabled: a restored ship's node comes back). */
export async function syncShipDepartment(tx: Db, nodeId: string, input: { name_en: string; name_zh: string; imo_no: string; parentId: string }): Promise<void> {
  await tx
    .update(department)
    .set({ pid: input.parentId, name: nodeName(input), name_en: input.name_en, code: input.imo_no, status: 'enable', updated_at: new Date() })
    .where(eq(department.id, nodeId));
}

/**
 * A deleted ship's node is kept but disabled, so that a copy of the ship in the recycle bin can still be
 * restored onto it; once the copy is purged, the node can be deleted from the department tree.
 */
export async function retireShipDepartment(tx: Db, nodeIds: readonly string[]): Promise<void> {
  if (nodeIds.length === 0) return;
  await tx.update(department).set({ status: 'disable', remark: 'ship deleted', updated_at: new Date() }).where(inArray(department.id, [...nodeIds]));
}
