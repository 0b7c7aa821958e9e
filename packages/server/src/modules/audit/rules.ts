import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { columnsOf } from './columns.js';
import { AUDIT_INTERVAL_MONTHS, AUDIT_PLAN_DONE_STATES, addMonths, type Lang } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { fieldError } from '../../platform/envelope.js';
import { admin, department } from '../../platform/identity/tables.js';
import { service } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';
import { CREW_SEAFARERS } from '../crew/api.js';
import { auditAuditor, auditPlan } from './tables.js';

const plan = columnsOf(auditPlan);
const register = columnsOf(auditAuditor);

/**
 * ISM 12.1: a unit's next internal audit is due 12 months after its last one was conducted (the last day
 * of the last internal audit done, self-inspections not counted). No audit yet: no due date to hold.
 */
export async function dueByOf(db: Db, deptId: string): Promise<{ last: string | null; due: string | null }> {
  const [last] = await db
    .select({ conducted_to: plan.conducted_to })
    .from(auditPlan)
    .where(
      and(
        eq(plan.dept_id, deptId),
        eq(plan.category, 'internal'),
        ne(plan.standard, 'self_inspection'),
        inArray(plan.status, [...AUDIT_PLAN_DONE_STATES]),
        isNotNull(plan.conducted_to),
      ),
    )
    .orderBy(desc(plan.conducted_to))
    .limit(1);
  const date = (last?.conducted_to as string | undefined) ?? null;
  return { last: date, due: date ? addMonths(date, AUDIT_INTERVAL_MONTHS) : null };
}

/** The last internal audit of many units at once: audited node → last day conducted. */
export async function lastAudits(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ dept_id: plan.dept_id, last: sql<string>`max(${plan.conducted_to})::text` })
    .from(auditPlan)
    .where(and(eq(plan.category, 'internal'), ne(plan.standard, 'self_inspection'), inArray(plan.status, [...AUDIT_PLAN_DONE_STATES]), isNotNull(plan.conducted_to)))
    .groupBy(plan.dept_id);
  return new Map(rows.map((row) => [row.dept_id as string, row.last]));
}

/** A department and its ancestors (the audited node's chain up to the company). */
async function ancestry(db: Db, deptId: string): Promise<Set<string>> {
  const all = await db.select({ id: department.id, pid: department.pid }).from(department);
  const parent = new Map(all.map((row) => [row.id, row.pid]));
  const chain = new Set<string>();
  for (let node: string | null | undefined = deptId; node && !chain.has(node); node = parent.get(node)) chain.add(node);
  return chain;
}

export interface IndependenceCheck {
  auditors: readonly string[];
  /** The audited node. */
  deptId: string;
  shipId: string | null;
  /** The audit's first day: sea service within `months` before it disqualifies. */
  from: string;
  months: number;
  lang: Lang;
}

/**
 * ISM 12.2: auditors are independent of the area audited. Refuses an auditor who belongs to the audited
 * department (or a department under it), and one who served on the audited ship within `months` before the
 * audit (their former sea service, through the crew's public entry and the register's seafarer record).
 */
export async function assertIndependent(db: Db, check: IndependenceCheck): Promise<void> {
  if (check.auditors.length === 0) return;
  const people = await db.select({ id: admin.id, nickname: admin.nickname, username: admin.username, department_id: admin.department_id }).from(admin).where(inArray(admin.id, [...check.auditors]));
  const name = (person: (typeof people)[number]) => person.nickname || person.username;
  const audited = await db.select({ dept_type: department.dept_type }).from(department).where(eq(department.id, check.deptId));
  // A company-wide audit covers everyone's department: only a ship or an office department is "their own".
  if (audited[0] && audited[0].dept_type !== 'company') {
    for (const person of people) {
      if (person.department_id && (await ancestry(db, person.department_id)).has(check.deptId)) {
        throw fieldError('team_ids', 'audit.ownDepartment', { name: name(person) });
      }
    }
  }
  if (!check.shipId || check.months <= 0) return;
  const records = await db.select({ admin_id: register.admin_id, seafarer_id: register.seafarer_id }).from(auditAuditor).where(inArray(register.admin_id, [...check.auditors]));
  const since = addMonths(check.from, -check.months);
  const ship = (await service(SHIP_DIRECTORY).byIds(db, [check.shipId])).get(check.shipId);
  for (const record of records) {
    if (!record.seafarer_id) continue;
    if (await service(CREW_SEAFARERS).servedOnSince(db, record.seafarer_id as string, check.shipId, since)) {
      const person = people.find((p) => p.id === record.admin_id);
      const shipName = ship ? (check.lang === 'zh-cn' && ship.name_zh ? ship.name_zh : ship.name_en) : '';
      throw fieldError('team_ids', 'audit.servedOnShip', { name: person ? name(person) : '', ship: shipName, months: check.months });
    }
  }
}
