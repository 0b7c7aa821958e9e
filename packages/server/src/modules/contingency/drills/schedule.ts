import { and, eq, inArray, isNotNull, max } from 'drizzle-orm';
import { DRILL_HELD_STATES, drillAppliesTo, drillDue, drillFrequency } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { service } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import { drill, drillType } from './tables.js';

/** One ship × drill type of the schedule (DOMAIN.md `drill_schedule`, computed, never stored). */
export interface DrillScheduleRow {
  ship_id: string;
  drill_type_id: string;
  drill_type_code: string;
  frequency_days: number;
  last_done_date: string | null;
  next_due_date: string | null;
  status: 'ok' | 'due_soon' | 'overdue' | 'never_done';
}

/**
 * The schedule on `today` of the ships in service (those named, else every one), one row per active drill
 * type that applies to the ship's type, shore-only types left out. Last done: the latest conducted drill
 * of that type on that ship that was held (done or reviewed by the office); next due: last done + the
 * type's frequency for the ship's type; the status from the contract's due-status calculator with a lead
 * of a sixth of the frequency (drillLeadDays); a type never held is due one interval after the ship came
 * into management. Ordered by ship, then the types' order.
 */
export async function drillSchedule(db: Db, today: string, shipIds?: readonly string[]): Promise<DrillScheduleRow[]> {
  const ships = await service(SHIP_DIRECTORY).inService(db, shipIds ? { shipIds } : { deptIds: 'all' });
  if (ships.length === 0) return [];
  const types = await db.select().from(drillType).where(eq(drillType.active, true)).orderBy(drillType.weigh, drillType.code);
  const held = await db
    .select({ ship_id: drill.ship_id, drill_type_id: drill.drill_type_id, last: max(drill.conducted_at) })
    .from(drill)
    .where(and(inArray(drill.ship_id, ships.map((ship) => ship.id)), inArray(drill.status, [...DRILL_HELD_STATES]), isNotNull(drill.conducted_at)))
    .groupBy(drill.ship_id, drill.drill_type_id);
  const lastDone = new Map(held.map((row) => [`${row.ship_id}|${row.drill_type_id}`, row.last]));
  const rows: DrillScheduleRow[] = [];
  for (const ship of ships) {
    for (const type of types) {
      if (!drillAppliesTo(type, ship.ship_type)) continue;
      const frequency = drillFrequency(type, ship.ship_type);
      const last = lastDone.get(`${ship.id}|${type.id}`) ?? null;
      const due = drillDue(last, frequency, today, ship.management_start);
      rows.push({ ship_id: ship.id, drill_type_id: type.id, drill_type_code: type.code, frequency_days: frequency, last_done_date: last, ...due });
    }
  }
  return rows;
}
