import type { ShipStatus } from '@vessel/contract';
import type { Db } from '../db/client.js';
import type { AdminAccess } from './authorization.js';
import { serviceToken } from './services.js';

/**
 * Ships as departments (DOMAIN.md §4.1), a concept every area shares: each ship is a node of the
 * department tree, has its names, its type and particulars, and the people who answer for it. The fleet
 * area owns the ship records and provides this directory; the platform (alert mail, to-do scope) and the
 * other areas (crew, certificates) read ships only through it, never through the fleet's table.
 */
export interface Ship {
  id: string;
  name_en: string;
  name_zh: string;
  imo_no: string;
  /** Radio call sign ('' when not recorded). */
  call_sign: string;
  flag: string;
  port_of_registry: string;
  ship_type: string;
  gt: number | null;
  doc_company: string;
  operator: string;
  status: ShipStatus;
  /** The ship's own node of the department tree: the data scope of everything aboard. */
  dept_id: string;
  tech_superintendent_id: string | null;
  marine_superintendent_id: string | null;
  crew_manager_id: string | null;
  /** `{position_id: count}`: minimum safe manning by rank. */
  safe_manning: Record<string, number>;
  /** The day the company took the ship into management (null: not recorded): what was due before is not the company's. */
  management_start: string | null;
}

export interface ShipDirectory {
  /** The ships with these ids, in one query; unknown ids are left out. */
  byIds(db: Db, ids: readonly string[]): Promise<Map<string, Ship>>;
  /** The ship when the caller's data scope holds it (as the ship list would show it), else null. */
  visibleTo(db: Db, id: string, access: AdminAccess): Promise<Ship | null>;
  /** Ships in service, optionally only these ids and only those whose department is one of `deptIds`. */
  inService(db: Db, filter: { shipIds?: readonly string[]; deptIds?: readonly string[] | 'all' }): Promise<Ship[]>;
  /**
   * Every ship's place when ships are listed by English name (the database's order; ships of the same name
   * share a place), so that another area can order its own rows by their ship without reading ships.
   */
  nameOrder(db: Db): Promise<Map<string, number>>;
}

export const SHIP_DIRECTORY = serviceToken<ShipDirectory>('platform.shipDirectory');

