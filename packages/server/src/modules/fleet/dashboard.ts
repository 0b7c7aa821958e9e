import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { dictLabel, FINAL_SHIP_STATUSES, SHIP_TYPES, type DashboardShip, type Lang } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { can, rowsOf } from '../../platform/authorization.js';
import { DICTIONARIES } from '../../platform/dictionaries.js';
import { admin, department } from '../../platform/identity/tables.js';
import { scopeCondition } from '../../platform/resource/visibility.js';
import { optionalService } from '../../platform/services.js';
import type { FleetDashboard, FleetFilter } from './api.js';
import { shipBinding } from './resources.js';
import { ship } from './tables.js';

/** The right of the ship list: the fleet list names ships and opens their pages, so it asks the same. */
const SHIP_LIST_RIGHT = 'fleet/ship/index';

function filterCondition(filter: FleetFilter): SQL | undefined {
  return and(
    filter.fleetGroupId ? eq(ship.fleet_group_id, filter.fleetGroupId) : undefined,
    filter.shipType ? eq(ship.ship_type, filter.shipType) : undefined,
    filter.shipId ? eq(ship.id, filter.shipId) : undefined,
  );
}

/** Ships still in the fleet: a sold, scrapped or handed-over ship is no longer on the fleet list. */
const inFleet = notInArray(ship.status, [...FINAL_SHIP_STATUSES]);

/** Each department and every department below it, in one recursive query. */
async function withSubtrees(db: Db, roots: readonly string[]): Promise<string[]> {
  if (roots.length === 0) return [];
  const rows = await db.execute<{ id: string }>(sql`
    with recursive below(id) as (
      select ${department.id} from ${department} where ${inArray(department.id, [...roots])}
      union
      select d.id from ${department} d join below on d.pid = below.id
    ) select id from below`);
  return rowsOf<{ id: string }>(rows).map((row) => row.id);
}

/** The names of the ship types in `lang`: the settings' dictionary, else the contract's seed list. */
async function shipTypeNames(db: Db, lang: Lang): Promise<{ name: (code: string) => string; order: (code: string) => number }> {
  const items = (await optionalService(DICTIONARIES)?.items(db, 'ship_type', { enabledOnly: false })) ?? SHIP_TYPES;
  const byCode = new Map(items.map((item, index) => [item.code, { item, place: index }]));
  return {
    name: (code) => dictLabel(byCode.get(code)?.item, code, lang),
    order: (code) => byCode.get(code)?.place ?? Number.MAX_SAFE_INTEGER,
  };
}

/** The morning dashboard's fleet (modules/fleet/api.ts): the filters' matches, choices and the fleet list. */
export const fleetDashboard: FleetDashboard = {
  async matching(db, access, filter) {
    const rows = await db.select({ id: ship.id, dept_id: ship.dept_id }).from(ship).where(and(scopeCondition(shipBinding, access), filterCondition(filter)));
    return { shipIds: rows.map((row) => row.id), departmentIds: await withSubtrees(db, rows.map((row) => row.dept_id)) };
  },

  async overview(db, access, filter, lang) {
    const visible = and(scopeCondition(shipBinding, access), inFleet);
    const [fleet, types] = await Promise.all([
      db
        .select({ id: ship.id, fleet_group_id: ship.fleet_group_id, ship_type: ship.ship_type })
        .from(ship)
        .where(visible),
      shipTypeNames(db, lang),
    ]);
    const matched = new Set(
      (filter.fleetGroupId || filter.shipType || filter.shipId ? await db.select({ id: ship.id }).from(ship).where(and(visible, filterCondition(filter))) : fleet).map((row) => row.id),
    );
    const groupIds = [...new Set(fleet.map((row) => row.fleet_group_id).filter((id): id is string => !!id))];
    const groups = groupIds.length
      ? await db.select({ id: department.id, name: department.name, name_en: department.name_en }).from(department).where(inArray(department.id, groupIds))
      : [];
    const groupName = new Map(groups.map((group) => [group.id, lang === 'en' ? group.name_en.trim() || group.name : group.name]));
    const fleet_groups = groups.map((group) => ({ id: group.id, name: groupName.get(group.id)! })).sort((a, b) => a.name.localeCompare(b.name, lang));
    const ship_types = [...new Set(fleet.map((row) => row.ship_type))]
      .map((code) => ({ code, name: types.name(code) }))
      .sort((a, b) => types.order(a.code) - types.order(b.code) || a.name.localeCompare(b.name, lang));
    if (!can(access, SHIP_LIST_RIGHT)) return { fleet_groups, ship_types, ships: null };

    const rows = matched.size
      ? await db
          .select({
            id: ship.id,
            name_en: ship.name_en,
            name_zh: ship.name_zh,
            ship_type: ship.ship_type,
            status: ship.status,
            fleet_group_id: ship.fleet_group_id,
            next_port: ship.next_port,
            next_port_eta: ship.next_port_eta,
            tech_superintendent_id: ship.tech_superintendent_id,
            marine_superintendent_id: ship.marine_superintendent_id,
          })
          .from(ship)
          .where(inArray(ship.id, [...matched]))
          .orderBy(asc(ship.name_en))
      : [];
    const people = [...new Set(rows.flatMap((row) => [row.tech_superintendent_id, row.marine_superintendent_id]).filter((id): id is string => !!id))];
    const names = new Map(people.length ? (await db.select({ id: admin.id, nickname: admin.nickname }).from(admin).where(inArray(admin.id, people))).map((row) => [row.id, row.nickname]) : []);
    const ships: DashboardShip[] = rows.map((row) => ({
      id: row.id,
      name_en: row.name_en,
      name_zh: row.name_zh,
      ship_type: row.ship_type,
      ship_type_name: types.name(row.ship_type),
      status: row.status,
      fleet_group_id: row.fleet_group_id,
      fleet_group_name: row.fleet_group_id ? (groupName.get(row.fleet_group_id) ?? '') : '',
      next_port: row.next_port,
      next_port_eta: row.next_port_eta,
      tech_superintendent: row.tech_superintendent_id ? (names.get(row.tech_superintendent_id) ?? '') : '',
      marine_superintendent: row.marine_superintendent_id ? (names.get(row.marine_superintendent_id) ?? '') : '',
    }));
    return { fleet_groups, ship_types, ships };
  },
};
