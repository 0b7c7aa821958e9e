import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { labelSource } from '../../platform/record-labels.js';
import { provideService } from '../../platform/services.js';
import { SHIP_DIRECTORY, type Ship, type ShipDirectory } from '../../platform/ships.js';
import { scopeCondition } from '../../platform/resource/visibility.js';
import { FLEET_DASHBOARD } from './api.js';
import { fleetDashboard } from './dashboard.js';
import { shipBinding } from './resources.js';
import { ship } from './tables.js';

/** The columns of a ship the other areas see (platform/ships.ts `Ship`). */
const SHIP_COLUMNS = {
  id: ship.id,
  name_en: ship.name_en,
  name_zh: ship.name_zh,
  imo_no: ship.imo_no,
  call_sign: ship.call_sign,
  flag: ship.flag,
  port_of_registry: ship.port_of_registry,
  ship_type: ship.ship_type,
  gt: ship.gt,
  doc_company: ship.doc_company,
  operator: ship.operator,
  status: ship.status,
  management_start: ship.management_start,
  dept_id: ship.dept_id,
  tech_superintendent_id: ship.tech_superintendent_id,
  marine_superintendent_id: ship.marine_superintendent_id,
  crew_manager_id: ship.crew_manager_id,
  safe_manning: ship.safe_manning,
};

const shipDirectory: ShipDirectory = {
  async byIds(db: Db, ids) {
    if (ids.length === 0) return new Map();
    const rows: Ship[] = await db.select(SHIP_COLUMNS).from(ship).where(inArray(ship.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row]));
  },
  async visibleTo(db, id, access) {
    // The ship list's own scope rule, so that a ship is visible here exactly when the list would show it.
    const [row] = await db.select(SHIP_COLUMNS).from(ship).where(and(eq(ship.id, id), scopeCondition(shipBinding, access))).limit(1);
    return row ?? null;
  },
  async nameOrder(db) {
    const rows = await db.select({ id: ship.id, place: sql<number>`(dense_rank() over (order by ${ship.name_en}))::int` }).from(ship);
    return new Map(rows.map((row) => [row.id, row.place]));
  },
  async inService(db, filter) {
    return db
      .select(SHIP_COLUMNS)
      .from(ship)
      .where(
        and(
          eq(ship.status, 'in_service'),
          filter.shipIds ? inArray(ship.id, [...filter.shipIds]) : undefined,
          filter.deptIds && filter.deptIds !== 'all' ? (filter.deptIds.length ? inArray(ship.dept_id, [...filter.deptIds]) : sql`false`) : undefined,
        ),
      );
  },
};

/** What the fleet offers the platform and the other areas: ships as departments, ships' labels, the dashboard's fleet. */
export function provideFleetServices(): void {
  provideService(SHIP_DIRECTORY, shipDirectory, 'fleet');
  provideService(FLEET_DASHBOARD, fleetDashboard, 'fleet');
  provideService(
    labelSource('ship'),
    {
      async names(db, ids) {
        const rows = await db.select({ id: ship.id, en: ship.name_en, zh: ship.name_zh }).from(ship).where(inArray(ship.id, ids));
        return new Map(rows.map((r) => [r.id, { en: r.en, zh: r.zh }]));
      },
      // "OCEAN HARMONY / 远洋和谐"
      line: (name) => (name.zh ? `${name.en} / ${name.zh}` : name.en),
    },
    'fleet',
  );
}
