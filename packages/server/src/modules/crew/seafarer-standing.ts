import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { seafarerStatus, type AssignmentStatus } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { department } from '../../platform/identity/tables.js';
import { service } from '../../platform/services.js';
import { SEAFARER_DOCUMENTS } from '../cert/api.js';
import { shipById } from './assignment-rules.js';
import { crewAssignment, seafarer } from './tables.js';

/** Assignments that put a seafarer under a ship's department: on board, or on the way there. */
const ATTACHED: AssignmentStatus[] = ['onboard', 'pre_joining', 'approved', 'nominated'];

/**
 * The department of seafarers in the pool (not attached to a ship): the shore department coded 'CREW'
 * (船员部) when there is one, else the company root.
 */
export async function crewPoolDepartment(tx: Db): Promise<string | null> {
  const [crewing] = await tx.select({ id: department.id }).from(department).where(and(eq(department.code, 'CREW'), eq(department.dept_type, 'shore_dept'))).limit(1);
  if (crewing) return crewing.id;
  const [root] = await tx.select({ id: department.id }).from(department).where(and(eq(department.dept_type, 'company'), isNull(department.pid))).orderBy(asc(department.created_at)).limit(1);
  return root?.id ?? null;
}

/**
 * Recomputes what a seafarer's assignments decide: the status (DOMAIN.md §4.4), the ship they are on or
 * going to, and the department that scopes them and their documents. Runs in the transaction of the change.
 */
export async function refreshSeafarer(tx: Db, seafarerId: string, today: string): Promise<void> {
  const [person] = await tx.select().from(seafarer).where(eq(seafarer.id, seafarerId)).limit(1);
  if (!person) return;
  const assignments = await tx
    .select({ id: crewAssignment.id, status: crewAssignment.status, ship_id: crewAssignment.ship_id, planned_join_date: crewAssignment.planned_join_date, sign_off_date: crewAssignment.sign_off_date })
    .from(crewAssignment)
    .where(and(eq(crewAssignment.seafarer_id, seafarerId), inArray(crewAssignment.status, [...ATTACHED, 'signed_off'])))
    .orderBy(asc(crewAssignment.planned_join_date));
  // On board wins; else the next period they are going to; else the last one they finished.
  const attached =
    assignments.find((a) => a.status === 'onboard') ??
    assignments.find((a) => a.status === 'pre_joining' || a.status === 'approved' || a.status === 'nominated');
  const finished = assignments.filter((a) => a.status === 'signed_off').sort((a, b) => String(b.sign_off_date).localeCompare(String(a.sign_off_date)))[0];
  const latest = (attached ?? finished)?.status ?? null;
  const status = seafarerStatus({ employment: person.employment_state, latest, availabilityDate: person.availability_date, today });
  let deptId: string | null;
  if (attached) {
    deptId = (await shipById(tx, attached.ship_id))?.dept_id ?? null;
  } else {
    deptId = await crewPoolDepartment(tx);
  }
  const currentShip = attached?.ship_id ?? null;
  if (person.status === status && person.dept_id === deptId && person.current_ship_id === currentShip) return;
  await tx.update(seafarer).set({ status, dept_id: deptId, current_ship_id: currentShip }).where(eq(seafarer.id, seafarerId));
  // The documents (and their survey rows) follow the seafarer's department, in the same transaction.
  if (person.dept_id !== deptId) await service(SEAFARER_DOCUMENTS).followSeafarer(tx, seafarerId, deptId);
}

/** Daily: on-leave seafarers whose availability date has come are available again. */
export async function refreshAvailability(db: Db, today: string): Promise<number> {
  const due = await db
    .select({ id: seafarer.id })
    .from(seafarer)
    .where(and(eq(seafarer.status, 'on_leave'), sql`${seafarer.availability_date} <= ${today}`))
    .orderBy(desc(seafarer.availability_date));
  for (const row of due) await db.transaction((tx) => refreshSeafarer(tx, row.id, today));
  return due.length;
}
