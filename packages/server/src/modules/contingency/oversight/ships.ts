import { createHash } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import type { AdminAccess } from '../../../platform/authorization.js';
import { optionalService } from '../../../platform/services.js';
import { SHIP_DIRECTORY, type Ship } from '../../../platform/ships.js';

/** A ship's name in both languages, for an alert's params. */
export const shipName = (ship: Ship | undefined) => (ship ? { en: ship.name_en, 'zh-cn': ship.name_zh || ship.name_en } : '');

/** A ship's name in the reader's language (charts). */
export const shipLabel = (ship: Ship | undefined, lang: string, fallback: string) => (ship ? (lang === 'zh-cn' && ship.name_zh ? ship.name_zh : ship.name_en) : fallback);

/**
 * The ships in service the caller's data scope holds (one ship when the dashboard is narrowed to it), by
 * English name: the schedule and the participation share are computed for these only.
 */
export async function shipsInScope(db: Db, access: AdminAccess | null, shipId: string | null): Promise<Ship[]> {
  const directory = optionalService(SHIP_DIRECTORY);
  if (!directory) return [];
  const deptIds = !access || access.visibility.kind === 'all' ? 'all' : access.visibility.departmentIds;
  const ships = await directory.inService(db, { ...(shipId ? { shipIds: [shipId] } : {}), deptIds });
  return [...ships].sort((a, b) => a.name_en.localeCompare(b.name_en));
}

/**
 * A stable uuid for something that has no row of its own (a line of the computed schedule, ship × drill
 * type; a lifeboat named in the drill records): the alert engine keys an alert by its record's uuid, and
 * the same line must find its open alert again.
 */
export function lineId(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join(':')).digest('hex');
  // Shaped as a version-5 (name-based) uuid so any uuid column or check takes it.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** The uuid of a schedule line (ship × drill type). */
export const scheduleLineId = (shipId: string, drillTypeId: string) => lineId('drill-schedule', shipId, drillTypeId);
