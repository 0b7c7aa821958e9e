import { and, eq, inArray } from 'drizzle-orm';
import { AUDIT_DUE_SOON_DAYS, AUDIT_INTERVAL_MONTHS, addMonths, daysBetween, leadStage, type TitleParam } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AlertCondition, AlertSource } from '../../platform/alert/engine.js';
import { department } from '../../platform/identity/tables.js';
import { service } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';
import { lastAudits } from './rules.js';

/** biz_type of the 12-month rule's alerts; biz_id is the audited node (a ship's node or an office department). */
export const INTERNAL_AUDIT_SOURCE = 'internal_audit_due';

export interface AuditedUnit {
  dept_id: string;
  ship_id: string | null;
  name: TitleParam;
  /** Who arranges it: the ship's superintendents (an office department has none here; the rule's recipients hear). */
  assignees: string[];
  last: string | null;
  due: string | null;
}

/**
 * Every unit the 12-month rule covers (ISM 12.1): each ship in service and each office department, with
 * the last internal audit done and the date the next is due. A unit never audited has no due date yet.
 */
export async function auditedUnits(db: Db, only?: readonly string[]): Promise<AuditedUnit[]> {
  const ships = await service(SHIP_DIRECTORY).inService(db, {});
  const offices = await db
    .select({ id: department.id, name: department.name, name_en: department.name_en })
    .from(department)
    .where(and(eq(department.dept_type, 'shore_dept'), eq(department.status, 'enable'), only ? inArray(department.id, [...only]) : undefined));
  const last = await lastAudits(db);
  const due = (deptId: string) => {
    const date = last.get(deptId) ?? null;
    return { last: date, due: date ? addMonths(date, AUDIT_INTERVAL_MONTHS) : null };
  };
  return [
    ...ships
      .filter((ship) => !only || only.includes(ship.dept_id))
      .map((ship) => ({
        dept_id: ship.dept_id,
        ship_id: ship.id,
        name: { en: ship.name_en, 'zh-cn': ship.name_zh || ship.name_en },
        assignees: [ship.marine_superintendent_id, ship.tech_superintendent_id].filter((id): id is string => !!id),
        ...due(ship.dept_id),
      })),
    ...offices.map((office) => ({ dept_id: office.id, ship_id: null, name: { en: office.name_en || office.name, 'zh-cn': office.name }, assignees: [], ...due(office.id) })),
  ];
}

/** Internal audits due within the lead time ('90d'…), then 'overdue' once the 12 months have passed. */
export const internalAuditDueSource: AlertSource = {
  biz_type: INTERNAL_AUDIT_SOURCE,
  defaults: { lead_days: [AUDIT_DUE_SOON_DAYS, 30], recipients: ['assignees', 'dept_leaders'] },
  async collect(db, { today, leadDays, ids }) {
    const conditions: AlertCondition[] = [];
    for (const unit of await auditedUnits(db, ids)) {
      const stage = leadStage(unit.due, today, leadDays.length ? leadDays : [AUDIT_DUE_SOON_DAYS], 'overdue');
      if (!stage || !unit.due) continue;
      const days = daysBetween(today, unit.due);
      conditions.push({
        biz_type: INTERNAL_AUDIT_SOURCE,
        biz_id: unit.dept_id,
        ship_id: unit.ship_id,
        dept_id: unit.dept_id,
        due_date: unit.due,
        stage,
        level: stage === 'overdue' ? 'critical' : days <= 30 ? 'warn' : 'info',
        title_key: stage === 'overdue' ? 'alert.internalAudit.overdue' : 'alert.internalAudit.dueSoon',
        params: { unit: unit.name, date: unit.due },
        assignees: unit.assignees,
        todo_type: 'audit_prepare',
        todo_title_key: 'todo.internalAudit',
      });
    }
    return conditions;
  },
};

export const AUDIT_ALERT_SOURCES = [internalAuditDueSource] as const;
