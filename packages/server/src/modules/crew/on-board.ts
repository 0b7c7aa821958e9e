import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { CREW_ON_BOARD, type CrewOnBoard } from '../../platform/crew-on-board.js';
import { provideService } from '../../platform/services.js';
import { crewAssignment, position, seafarer } from './tables.js';

const crewOnBoard: CrewOnBoard = {
  async stays(db, shipIds, from, to) {
    if (shipIds.length === 0) return [];
    return db
      .select({
        seafarer_id: crewAssignment.seafarer_id,
        ship_id: crewAssignment.ship_id,
        rank_id: crewAssignment.rank_id,
        sign_on_date: crewAssignment.sign_on_date,
        sign_off_date: crewAssignment.sign_off_date,
        name_en: seafarer.name_en,
        name_zh: seafarer.name_zh,
        seafarer_no: seafarer.seafarer_no,
        rank_abbr: position.abbr,
        rank_name_en: position.name_en,
        rank_name_zh: position.name_zh,
        rank_weigh: position.weigh,
      })
      .from(crewAssignment)
      .innerJoin(seafarer, eq(seafarer.id, crewAssignment.seafarer_id))
      .innerJoin(position, eq(position.id, crewAssignment.rank_id))
      .where(
        and(
          inArray(crewAssignment.ship_id, [...shipIds]),
          isNotNull(crewAssignment.sign_on_date),
          lte(crewAssignment.sign_on_date, to),
          or(isNull(crewAssignment.sign_off_date), gte(crewAssignment.sign_off_date, from)),
        ),
      )
      .orderBy(desc(position.weigh), asc(seafarer.name_en)) as Promise<Awaited<ReturnType<CrewOnBoard['stays']>>>;
  },
};

/** The crew on board for the areas that check or count it (platform/crew-on-board.ts). */
export function provideCrewOnBoard(): void {
  provideService(CREW_ON_BOARD, crewOnBoard, 'crew');
}
