import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { ABANDON_SHIP_DRILL, DRILL_HELD_STATES, FIRE_DRILL, PARTICIPATION_WINDOW_DAYS, addDays, participationShare } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { CREW_ON_BOARD } from '../../../platform/crew-on-board.js';
import { service } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import { drill, drillParticipant, drillType } from './tables.js';

/** DOMAIN.md: the % of the crew on board who did abandon-ship AND fire drills in the last 30 days, per ship. */
export interface DrillParticipationRow {
  ship_id: string;
  on_board: number;
  abandon_ship: number;
  fire: number;
  both: number;
  /** 0..100, one decimal */
  share: number;
  /** share < 75: a drill within 24 h of departure is due */
  below: boolean;
}

/**
 * The participation share on `today` of the ships in service (those named, else every one): the crew on
 * board today from the crew's assignments, the attendances of held abandon-ship and fire drills on that
 * ship from today − 30 to today (the rule itself: participationShare in the contract).
 */
export async function drillParticipation(db: Db, today: string, shipIds?: readonly string[]): Promise<DrillParticipationRow[]> {
  const ships = await service(SHIP_DIRECTORY).inService(db, shipIds ? { shipIds } : { deptIds: 'all' });
  if (ships.length === 0) return [];
  const ids = ships.map((ship) => ship.id);
  const stays = await service(CREW_ON_BOARD).stays(db, ids, today, today);
  const attendances = await db
    .select({ ship_id: drillParticipant.ship_id, seafarer_id: drillParticipant.seafarer_id, drill_type_code: drillType.code, conducted_at: drill.conducted_at })
    .from(drillParticipant)
    .innerJoin(drill, eq(drill.id, drillParticipant.drill_id))
    .innerJoin(drillType, eq(drillType.id, drill.drill_type_id))
    .where(
      and(
        inArray(drill.ship_id, ids),
        inArray(drill.status, [...DRILL_HELD_STATES]),
        inArray(drillType.code, [ABANDON_SHIP_DRILL, FIRE_DRILL]),
        eq(drillParticipant.attendance, 'attended'),
        gte(drill.conducted_at, addDays(today, -PARTICIPATION_WINDOW_DAYS)),
        lte(drill.conducted_at, today),
      ),
    );
  return ships.map((ship) => ({
    ship_id: ship.id,
    ...participationShare(
      today,
      stays.filter((stay) => stay.ship_id === ship.id),
      attendances.filter((row) => row.ship_id === ship.id).map((row) => ({ seafarer_id: row.seafarer_id, drill_type_code: row.drill_type_code, conducted_at: row.conducted_at! })),
    ),
  }));
}
