import type { ShipDetailAnswer } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { serviceToken } from '../../platform/services.js';

/**
 * What the crew offers other areas: its service tokens and their types, and nothing else, so that a
 * consumer depends on this leaf file only (never on the crew's tables or its manifest, which would tie the
 * areas in a circle). Provided by provideCrewServices (services.ts).
 */

/** What the crew tells other areas about its seafarers (the certificate area keeps their documents). */
export interface CrewSeafarers {
  /** Each seafarer's department (null: not placed yet), in one query; unknown ids are left out. */
  departments(db: Db, ids: readonly string[]): Promise<Map<string, string | null>>;
  /** The certificate types the seafarer's rank must hold: its mandatory requirements, whatever the ship type. */
  mandatoryDocumentTypes(db: Db, seafarerId: string): Promise<string[]>;
  /**
   * Whether the seafarer served on the ship on or after `since` (sea service signed off since then, or an
   * assignment signed on and not signed off before it): what auditor independence asks (ISM 12.2).
   */
  servedOnSince(db: Db, seafarerId: string, shipId: string, since: string): Promise<boolean>;
}
export const CREW_SEAFARERS = serviceToken<CrewSeafarers>('crew.seafarers');

/** What the crew tells the fleet about ships: who is aboard, the ranks safe manning counts, what holds a ship. */
export interface CrewShips {
  /** Crew on board and joining the ship, most senior first (the ship page). */
  ofShip(db: Db, shipId: string, today: string): Promise<{ onBoard: ShipDetailAnswer['crew_on_board']; joining: ShipDetailAnswer['crew_joining'] }>;
  /** Whether an assignment or an employment contract names any of these ships (they block its delete). */
  namesShips(tx: Db, shipIds: readonly string[]): Promise<boolean>;
  /** Of these position ids, the ship ranks (shore posts and unknown ids left out). */
  shipRanks(tx: Db, ids: readonly string[]): Promise<Set<string>>;
  /** The ranks with these ids, most senior first. */
  ranks(db: Db, ids: readonly string[]): Promise<{ id: string; abbr: string; name_en: string; name_zh: string }[]>;
}
export const CREW_SHIPS = serviceToken<CrewShips>('crew.ships');
