import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ShipDetailAnswer } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { crewAssignment, crewContract, position, seafarer } from './tables.js';

/** Crew on board and joining one ship, with their ranks and contract ends (the ship page's crew). */
export async function crewOfShip(db: Db, shipId: string, today: string): Promise<{ onBoard: ShipDetailAnswer['crew_on_board']; joining: ShipDetailAnswer['crew_joining'] }> {
  const rows = await db
    .select({
      assignment_id: crewAssignment.id,
      status: crewAssignment.status,
      seafarer_id: seafarer.id,
      seafarer_no: seafarer.seafarer_no,
      name_en: seafarer.name_en,
      name_zh: seafarer.name_zh,
      nationality: seafarer.nationality,
      rank_id: position.id,
      rank_label: position.name_en,
      rank_label_zh: position.name_zh,
      rank_abbr: position.abbr,
      weigh: position.weigh,
      planned_join_date: crewAssignment.planned_join_date,
      sign_on_date: crewAssignment.sign_on_date,
      planned_sign_off_date: crewAssignment.planned_sign_off_date,
      contract_end: crewContract.planned_end_date,
      relieved_by: crewAssignment.relieved_by_assignment_id,
    })
    .from(crewAssignment)
    .innerJoin(seafarer, eq(seafarer.id, crewAssignment.seafarer_id))
    .innerJoin(position, eq(position.id, crewAssignment.rank_id))
    .leftJoin(crewContract, eq(crewContract.id, crewAssignment.contract_id))
    .where(and(eq(crewAssignment.ship_id, shipId), inArray(crewAssignment.status, ['onboard', 'nominated', 'approved', 'pre_joining'])))
    .orderBy(desc(position.weigh), asc(crewAssignment.planned_join_date));
  const days = (from: string) => Math.round((Date.parse(today) - Date.parse(from)) / 86_400_000) + 1;
  return {
    onBoard: rows
      .filter((r) => r.status === 'onboard')
      .map((r) => ({
        assignment_id: r.assignment_id,
        seafarer_id: r.seafarer_id,
        seafarer_no: r.seafarer_no,
        name_en: r.name_en,
        name_zh: r.name_zh,
        nationality: r.nationality,
        rank_id: r.rank_id,
        rank_label: r.rank_label,
        rank_label_zh: r.rank_label_zh,
        rank_abbr: r.rank_abbr,
        sign_on_date: r.sign_on_date!,
        days_on_board: days(r.sign_on_date!),
        planned_sign_off_date: r.planned_sign_off_date,
        contract_end: r.contract_end ?? r.planned_sign_off_date,
        relief_planned: !!r.relieved_by,
      })),
    joining: rows
      .filter((r) => r.status !== 'onboard')
      .map((r) => ({ assignment_id: r.assignment_id, seafarer_id: r.seafarer_id, name_en: r.name_en, name_zh: r.name_zh, rank_label: r.rank_label, rank_label_zh: r.rank_label_zh, status: r.status, planned_join_date: r.planned_join_date })),
  };
}
