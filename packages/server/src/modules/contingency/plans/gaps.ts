import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { addDays, dutyWeeksMissing, ERT_ROLES, ertGaps, PLAN_REVIEW_LEAD_DAYS, weekMonday, type ErtGap } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import type { AdminAccess } from '../../../platform/authorization.js';
import { emergencyContact, emergencyPlan, ertDuty, type EmergencyPlanRow } from './tables.js';

/** The response team's gaps on `today` (roles without a valid contact or without a backup). */
export async function currentErtGaps(db: Db, today: string): Promise<ErtGap[]> {
  const contacts = await db.select().from(emergencyContact).where(eq(emergencyContact.kind, 'team'));
  return ertGaps(contacts, today);
}

/** The Mondays of this week and the next that have no duty roster. */
export async function missingDutyWeeks(db: Db, today: string): Promise<string[]> {
  const first = weekMonday(today);
  const rows = await db.select({ week: ertDuty.week_start }).from(ertDuty).where(and(gte(ertDuty.week_start, first), lte(ertDuty.week_start, addDays(first, 7))));
  return dutyWeeksMissing(rows.map((row) => row.week), today);
}

/**
 * Active plans due for review within 30 days or past it, in the caller's data scope: a ship's plan by its
 * department, the shore plans only for whoever sees everything (null access: the alert engine).
 */
export async function plansDueForReview(db: Db, today: string, access: AdminAccess | null, shipId: string | null = null): Promise<EmergencyPlanRow[]> {
  const visibility = access?.visibility;
  const scope =
    !visibility || visibility.kind === 'all'
      ? undefined
      : visibility.departmentIds.length
        ? inArray(emergencyPlan.dept_id, [...visibility.departmentIds])
        : sql`false`;
  return db
    .select()
    .from(emergencyPlan)
    .where(and(eq(emergencyPlan.active, true), lte(emergencyPlan.review_due_date, addDays(today, PLAN_REVIEW_LEAD_DAYS)), scope, shipId ? eq(emergencyPlan.ship_id, shipId) : undefined))
    .orderBy(asc(emergencyPlan.review_due_date));
}

/** A role's words in both languages (alert params). */
export function roleName(role: string): { en: string; 'zh-cn': string } | string {
  const found = ERT_ROLES.find(([code]) => code === role);
  return found ? { en: found[1], 'zh-cn': found[2] } : role;
}

/** A stable uuid for what has no row of its own (a duty week, an ERT role): the alert engine keys by uuid. */
export function lineId(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join(':')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
