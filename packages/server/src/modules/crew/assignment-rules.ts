import { and, eq, inArray, ne } from 'drizzle-orm';
import { FINAL_SHIP_STATUSES, OCCUPYING_STATUSES, addYears, translate, type AssignmentStatus, type Lang, type MessageKey } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { ApiError, fieldError } from '../../platform/envelope.js';
import { service } from '../../platform/services.js';
import { SHIP_DIRECTORY, type Ship } from '../../platform/ships.js';
import { crewAssignment, position, seafarer, type AssignmentRow, type SeafarerRow } from './tables.js';

/**
 * Takes the seafarer's row lock for the rest of the transaction: two requests that would give the same
 * seafarer overlapping periods run one after the other, and the second sees the first's row.
 */
export async function lockSeafarer(tx: Db, seafarerId: string): Promise<SeafarerRow | null> {
  const [row] = await tx.select().from(seafarer).where(eq(seafarer.id, seafarerId)).for('update');
  return row ?? null;
}

/** The days an assignment holds: from sign-on (else planned join) to sign-off (else planned sign-off, or today while on board past it). */
export function periodOf(a: Pick<AssignmentRow, 'status' | 'planned_join_date' | 'planned_sign_off_date' | 'sign_on_date' | 'sign_off_date'>, today: string): { start: string; end: string } {
  const start = a.sign_on_date ?? a.planned_join_date;
  let end = a.sign_off_date ?? a.planned_sign_off_date;
  if (a.status === 'onboard' && !a.sign_off_date && end < today) end = today;
  return { start, end };
}

/**
 * Another period of the same seafarer that shares a day with [start, end). Touching ends are allowed:
 * a transfer signs off one ship and on to the next the same day.
 */
export async function findOverlap(tx: Db, input: { seafarerId: string; start: string; end: string; excludeId?: string; today: string }) {
  const others = await tx
    .select({
      id: crewAssignment.id,
      ship_id: crewAssignment.ship_id,
      status: crewAssignment.status,
      planned_join_date: crewAssignment.planned_join_date,
      planned_sign_off_date: crewAssignment.planned_sign_off_date,
      sign_on_date: crewAssignment.sign_on_date,
      sign_off_date: crewAssignment.sign_off_date,
    })
    .from(crewAssignment)
    .where(
      and(
        eq(crewAssignment.seafarer_id, input.seafarerId),
        inArray(crewAssignment.status, [...OCCUPYING_STATUSES]),
        input.excludeId ? ne(crewAssignment.id, input.excludeId) : undefined,
      ),
    );
  for (const other of others) {
    const period = periodOf(other, input.today);
    if (period.start < input.end && input.start < period.end) {
      const where = await shipById(tx, other.ship_id);
      return { ...period, id: other.id, status: other.status, ship: where?.name_en ?? '' };
    }
  }
  return null;
}

/**
 * The refusal names the rule that stops the seafarer: on board another ship over these dates, or booked
 * (planned, nominated, approved, joining) for one, with the ship and the period either way.
 */
export function overlapError(field: string, overlap: { ship: string; status: AssignmentStatus; start: string; end: string }, lang: Lang): ApiError {
  const params = { ship: overlap.ship, from: overlap.start, to: overlap.end };
  if (overlap.status === 'onboard') return fieldError(field, 'crew.onBoardElsewhere', params);
  return fieldError(field, 'crew.overlap', { ...params, status: translate(lang, `crew.assignmentStatus.${overlap.status}` as MessageKey) });
}

/**
 * Not on leave on the joining day: `availability_date` is the first day the seafarer can be sent again
 * (set at sign-off from the leave earned, or by hand), so a join before it is refused, naming both days.
 */
export function assertOffLeave(person: Pick<SeafarerRow, 'availability_date'>, joinDate: string, field = 'planned_join_date'): void {
  if (person.availability_date && person.availability_date > joinDate) {
    throw fieldError(field, 'crew.onLeave', { date: person.availability_date, join: joinDate });
  }
}

/** One ship, from the fleet's directory (ships are the fleet's records). */
export async function shipById(tx: Db, shipId: string): Promise<Ship | null> {
  return (await service(SHIP_DIRECTORY).byIds(tx, [shipId])).get(shipId) ?? null;
}

/** The ship takes crew unless sold, scrapped or handed over. */
export async function shipTakingCrew(tx: Db, shipId: string, lang: Lang, field = 'ship_id'): Promise<Ship> {
  const target = await shipById(tx, shipId);
  if (!target) throw fieldError(field, 'record.notFound');
  if (FINAL_SHIP_STATUSES.includes(target.status)) {
    throw fieldError(field, 'crew.shipNotActive', { status: translate(lang, `fleet.shipStatus.${target.status}` as MessageKey) });
  }
  return target;
}

/** A ship rank (not a shore post), enabled. */
export async function shipRank(tx: Db, rankId: string, field = 'rank_id') {
  const [rank] = await tx.select().from(position).where(eq(position.id, rankId)).limit(1);
  if (!rank || rank.kind !== 'ship_rank') throw fieldError(field, 'crew.notShipRank');
  return rank;
}

/** A seafarer who can be sent: active (not unfit, resigned or not for re-hire), and old enough for the rank. */
export function assertSendable(person: SeafarerRow, rank: { min_age: number | null }, joinDate: string, lang: Lang, field = 'seafarer_id'): void {
  if (person.employment_state !== 'active') {
    throw fieldError(field, 'crew.seafarerUnavailable', { state: translate(lang, `crew.employment.${person.employment_state}` as MessageKey) });
  }
  if (rank.min_age && person.birth_date) {
    if (addYears(person.birth_date, rank.min_age) > joinDate) throw fieldError(field, 'crew.minAge', { age: rank.min_age });
  }
}

/** "ZHANG WEI · C/O · OCEAN HARMONY": the label remote selects show. */
export async function assignmentLabel(tx: Db, input: { seafarerId: string; rankId: string; shipId: string; plannedJoin: string }): Promise<string> {
  const [row] = await tx
    .select({ seafarer: seafarer.name_en, seafarer_zh: seafarer.name_zh, rank: position.abbr, rank_en: position.name_en })
    .from(seafarer)
    .innerJoin(position, eq(position.id, input.rankId))
    .where(eq(seafarer.id, input.seafarerId))
    .limit(1);
  const target = await shipById(tx, input.shipId);
  if (!row || !target) return '';
  const name = row.seafarer_zh ? `${row.seafarer} ${row.seafarer_zh}` : row.seafarer;
  return `${name} · ${row.rank || row.rank_en} · ${target.name_en} · ${input.plannedJoin}`.slice(0, 200);
}
