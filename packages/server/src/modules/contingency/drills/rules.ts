import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { drillAppliesTo, drillDeficienciesSchema, drillParticipantsSchema, onBoardOn, type DrillDeficiency, type DrillParticipantInput } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import type { AdminAccess } from '../../../platform/authorization.js';
import { CREW_ON_BOARD } from '../../../platform/crew-on-board.js';
import { fieldError } from '../../../platform/envelope.js';
import { service } from '../../../platform/services.js';
import type { Ship } from '../../../platform/ships.js';
import { drill, drillParticipant, drillType, type DrillRow, type DrillTypeRow } from './tables.js';

export async function drillTypeOf(tx: Db, id: string): Promise<DrillTypeRow> {
  const [row] = await tx.select().from(drillType).where(eq(drillType.id, id));
  if (!row) throw fieldError('drill_type_id', 'record.notFound');
  return row;
}

/** A drill type held on this ship: active, not shore-only, for the ship's type. */
export function checkTypeForShip(type: DrillTypeRow, ship: Ship): void {
  if (!type.active || !drillAppliesTo(type, ship.ship_type)) throw fieldError('drill_type_id', 'contingency.drillTypeNotForShip', { type: type.name_en });
}

export function parseParticipants(value: unknown): DrillParticipantInput[] {
  const parsed = drillParticipantsSchema.safeParse(value ?? []);
  if (!parsed.success) throw fieldError('participants', 'validate.invalid');
  const seen = new Set<string>();
  for (const row of parsed.data) {
    if (seen.has(row.seafarer_id)) throw fieldError('participants', 'contingency.participantTwice');
    seen.add(row.seafarer_id);
    if (row.attendance === 'absent' && !row.absence_reason) throw fieldError('participants', 'contingency.absenceReasonRequired');
  }
  return parsed.data;
}

/**
 * The deficiencies as typed, keyed: a new one gets its key; one already raised as an NCR keeps its NCR
 * (the browser never sets it) and may not be removed.
 */
export function mergeDeficiencies(value: unknown, existing: readonly DrillDeficiency[]): DrillDeficiency[] {
  const parsed = drillDeficienciesSchema.safeParse(value ?? []);
  if (!parsed.success) throw fieldError('deficiencies', 'validate.invalid');
  const before = new Map(existing.filter((row) => row.key).map((row) => [row.key!, row]));
  const merged = parsed.data.map((row) => {
    const old = row.key ? before.get(row.key) : undefined;
    return { key: old?.key ?? randomUUID(), description: row.description, grade: row.grade, ncr_id: old?.ncr_id ?? null, ncr_no: old?.ncr_no ?? null };
  });
  const kept = new Set(merged.map((row) => row.key));
  const lost = existing.find((row) => row.ncr_id && row.key && !kept.has(row.key));
  if (lost) throw fieldError('deficiencies', 'contingency.deficiencyHasNcr', { ncr: lost.ncr_no ?? '' });
  return merged;
}

/**
 * What a conducted drill needs: a date not after today, at least one attending participant, every
 * participant on board the ship that day (the crew's assignments decide).
 */
export async function checkConducted(tx: Db, shipId: string, conductedAt: string, today: string, participants: readonly DrillParticipantInput[]): Promise<void> {
  if (conductedAt > today) throw fieldError('conducted_at', 'contingency.conductedInFuture', { date: conductedAt, today });
  if (!participants.some((row) => row.attendance === 'attended')) throw fieldError('participants', 'contingency.noParticipants');
  const stays = await service(CREW_ON_BOARD).stays(tx, [shipId], conductedAt, conductedAt);
  const aboard = new Set(stays.filter((stay) => onBoardOn({ seafarer_id: stay.seafarer_id, sign_on_date: stay.sign_on_date, sign_off_date: stay.sign_off_date }, conductedAt)).map((stay) => stay.seafarer_id));
  const stranger = participants.find((row) => !aboard.has(row.seafarer_id));
  if (stranger) throw fieldError('participants', 'contingency.participantNotOnBoard', { date: conductedAt });
}

/** The drill's participant rows, rewritten from its form's list (what the participation share reads). */
export async function syncParticipants(tx: Db, row: DrillRow, by: string): Promise<void> {
  await tx.delete(drillParticipant).where(eq(drillParticipant.drill_id, row.id));
  if (row.participants.length === 0) return;
  await tx.insert(drillParticipant).values(
    row.participants.map((p) => ({
      drill_id: row.id,
      ship_id: row.ship_id,
      dept_id: row.dept_id,
      drill_type_id: row.drill_type_id,
      conducted_at: row.conducted_at,
      seafarer_id: p.seafarer_id,
      rank_id: p.rank_id ?? null,
      role: p.role ?? null,
      attendance: p.attendance,
      absence_reason: p.absence_reason ?? null,
      created_by: by,
    })),
  );
}

/** The master of a ship is the leader of its department node. */
export function isMasterOf(access: AdminAccess, row: Pick<DrillRow, 'dept_id'>): boolean {
  return access.admin.is_leader && !!row.dept_id && access.admin.department_id === row.dept_id;
}

export async function drillById(tx: Db, id: string): Promise<DrillRow> {
  const [row] = await tx.select().from(drill).where(eq(drill.id, id));
  if (!row) throw fieldError('id', 'record.notFound');
  return row;
}
