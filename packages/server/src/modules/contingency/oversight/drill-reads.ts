import { and, eq, inArray, isNotNull, lte, max, or, sql, type SQL } from 'drizzle-orm';
import { DRILL_HELD_STATES, isFreeFallBoat } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { drill, drillType } from '../drills/tables.js';

/** Every drill type's names in both languages, by id (alert params, chart categories). */
export async function drillTypeNames(db: Db): Promise<Map<string, { en: string; 'zh-cn': string }>> {
  const rows = await db.select({ id: drillType.id, en: drillType.name_en, zh: drillType.name_zh }).from(drillType);
  return new Map(rows.map((row) => [row.id, { en: row.en, 'zh-cn': row.zh || row.en }]));
}

/** A boat launch is a held drill of a type that launches a boat, or one whose equipment names the lifeboat. */
function launchCondition(): SQL {
  return or(eq(drillType.requires_boat_launch, true), sql`${drill.equipment_used} @> '["lifeboat"]'::jsonb`)!;
}

export interface BoatLaunch {
  ship_id: string;
  dept_id: string | null;
  /** The boat as the records name it; null: the records name none, so the ship is judged as one. */
  boat: string | null;
  free_fall: boolean;
  last_launch: string | null;
}

/**
 * The last launch of each lifeboat of the ships named (SOLAS III/19.3.3.3): the boats are those the held
 * records name (`lifeboat_no`); a ship whose records name no boat is one line with its last launch of any
 * boat, or none at all.
 */
export async function boatLaunches(db: Db, ships: ReadonlyArray<{ id: string; dept_id: string }>): Promise<BoatLaunch[]> {
  if (ships.length === 0) return [];
  const rows = await db
    .select({ ship_id: drill.ship_id, boat: drill.lifeboat_no, last: max(drill.conducted_at) })
    .from(drill)
    .innerJoin(drillType, eq(drillType.id, drill.drill_type_id))
    .where(and(inArray(drill.ship_id, ships.map((ship) => ship.id)), inArray(drill.status, [...DRILL_HELD_STATES]), isNotNull(drill.conducted_at), launchCondition()))
    .groupBy(drill.ship_id, drill.lifeboat_no);
  const launches: BoatLaunch[] = [];
  for (const ship of ships) {
    const own = rows.filter((row) => row.ship_id === ship.id);
    const named = own.filter((row) => row.boat && row.boat.trim());
    if (named.length) {
      for (const row of named) launches.push({ ship_id: ship.id, dept_id: ship.dept_id, boat: row.boat!.trim(), free_fall: isFreeFallBoat(row.boat), last_launch: row.last });
    } else {
      const last = own.map((row) => row.last).filter((day): day is string => !!day).sort().at(-1) ?? null;
      launches.push({ ship_id: ship.id, dept_id: ship.dept_id, boat: null, free_fall: false, last_launch: last });
    }
  }
  return launches;
}

/** Done drills (not yet reviewed by the office) conducted on or before `lastDay`, of the ships named (all when omitted). */
export function awaitingReview(lastDay: string | null, shipIds?: readonly string[]): SQL {
  const ships = shipIds ? (shipIds.length ? inArray(drill.ship_id, [...shipIds]) : sql`false`) : undefined;
  return and(eq(drill.status, 'done'), lastDay ? lte(drill.conducted_at, lastDay) : undefined, ships)!;
}
