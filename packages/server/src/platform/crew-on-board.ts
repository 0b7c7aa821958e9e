import type { Db } from '../db/client.js';
import { serviceToken } from './services.js';

/**
 * Who was on board a ship and when, for areas that count or check the crew on a day (drill participants,
 * the drill participation share). The crew area provides it from its assignments; a stay is an assignment
 * signed on, both its sign-on and sign-off days on board.
 */
export interface CrewStayRow {
  seafarer_id: string;
  ship_id: string;
  rank_id: string;
  sign_on_date: string;
  sign_off_date: string | null;
  name_en: string;
  name_zh: string;
  seafarer_no: string;
  rank_abbr: string;
  rank_name_en: string;
  rank_name_zh: string;
  /** The rank's seniority (higher first). */
  rank_weigh: number;
}

export interface CrewOnBoard {
  /** The stays on these ships that overlap `from`..`to` (both included), most senior rank first. */
  stays(db: Db, shipIds: readonly string[], from: string, to: string): Promise<CrewStayRow[]>;
}
export const CREW_ON_BOARD = serviceToken<CrewOnBoard>('platform.crewOnBoard');
