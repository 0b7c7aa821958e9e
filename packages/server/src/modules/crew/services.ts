import { and, desc, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dashboardTiles } from '../../platform/dashboard.js';
import { labelSource, type LabelName, type LabelSource } from '../../platform/record-labels.js';
import { provideService, service } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';
import { CREW_SEAFARERS, CREW_SHIPS, type CrewSeafarers, type CrewShips } from './api.js';
import { crewDashboardTiles } from './dashboard.js';
import { crewOfShip } from './ship-crew.js';
import { crewAssignment, crewContract, position, positionRequirement, seaService, seafarer } from './tables.js';

const crewShips: CrewShips = {
  ofShip: crewOfShip,
  async namesShips(tx, shipIds) {
    if (shipIds.length === 0) return false;
    const [assignment] = await tx.select({ id: crewAssignment.id }).from(crewAssignment).where(inArray(crewAssignment.ship_id, [...shipIds])).limit(1);
    const [contract] = await tx.select({ id: crewContract.id }).from(crewContract).where(inArray(crewContract.ship_id, [...shipIds])).limit(1);
    return !!(assignment || contract);
  },
  async shipRanks(tx, ids) {
    if (ids.length === 0) return new Set();
    const rows = await tx.select({ id: position.id }).from(position).where(and(inArray(position.id, [...ids]), eq(position.kind, 'ship_rank')));
    return new Set(rows.map((row) => row.id));
  },
  async ranks(db, ids) {
    if (ids.length === 0) return [];
    return db.select({ id: position.id, abbr: position.abbr, name_en: position.name_en, name_zh: position.name_zh }).from(position).where(inArray(position.id, [...ids])).orderBy(desc(position.weigh));
  },
};

const crewSeafarers: CrewSeafarers = {
  async departments(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id: seafarer.id, dept_id: seafarer.dept_id }).from(seafarer).where(inArray(seafarer.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row.dept_id]));
  },
  async mandatoryDocumentTypes(db, seafarerId) {
    const rows = await db
      .select({ cert_type_id: positionRequirement.cert_type_id })
      .from(seafarer)
      .innerJoin(positionRequirement, eq(positionRequirement.position_id, seafarer.rank_id))
      .where(and(eq(seafarer.id, seafarerId), eq(positionRequirement.mandatory, true)));
    return rows.map((row) => row.cert_type_id);
  },
  async servedOnSince(db, seafarerId, shipId, since) {
    // Service before joining the company is typed by hand: it names the ship by its IMO number.
    const imo = (await service(SHIP_DIRECTORY).byIds(db, [shipId])).get(shipId)?.imo_no;
    const onShip = imo ? or(eq(seaService.ship_id, shipId), eq(seaService.imo_no, imo)) : eq(seaService.ship_id, shipId);
    const [served] = await db
      .select({ id: seaService.id })
      .from(seaService)
      .where(and(eq(seaService.seafarer_id, seafarerId), onShip, or(isNull(seaService.sign_off), gte(seaService.sign_off, since))))
      .limit(1);
    if (served) return true;
    const [aboard] = await db
      .select({ id: crewAssignment.id })
      .from(crewAssignment)
      .where(
        and(
          eq(crewAssignment.seafarer_id, seafarerId),
          eq(crewAssignment.ship_id, shipId),
          isNotNull(crewAssignment.sign_on_date),
          or(isNull(crewAssignment.sign_off_date), gte(crewAssignment.sign_off_date, since)),
        ),
      )
      .limit(1);
    return !!aboard;
  },
};

const bothNames = (rows: { id: string; en: string; zh: string }[]) => new Map<string, LabelName>(rows.map((r) => [r.id, { en: r.en, zh: r.zh }]));
/** A contract number or an assignment's label reads the same in both languages. */
const sameNames = (rows: { id: string; label: string }[]) => new Map<string, LabelName>(rows.map((r) => [r.id, { en: r.label, zh: r.label }]));

const LABELS: Record<'seafarer' | 'position' | 'contract' | 'assignment', LabelSource> = {
  seafarer: {
    names: async (db, ids) => bothNames(await db.select({ id: seafarer.id, en: seafarer.name_en, zh: seafarer.name_zh }).from(seafarer).where(inArray(seafarer.id, ids))),
    // "张伟 (ZHANG WEI)"
    line: (name) => (name.zh ? `${name.zh} (${name.en})` : name.en),
  },
  position: {
    names: async (db, ids) => bothNames(await db.select({ id: position.id, en: position.name_en, zh: position.name_zh }).from(position).where(inArray(position.id, ids))),
    line: (name) => (name.zh ? `${name.zh} / ${name.en}` : name.en),
  },
  contract: {
    names: async (db, ids) => sameNames(await db.select({ id: crewContract.id, label: crewContract.contract_no }).from(crewContract).where(inArray(crewContract.id, ids))),
    line: (name) => name.en,
  },
  assignment: {
    names: async (db, ids) => sameNames(await db.select({ id: crewAssignment.id, label: crewAssignment.label }).from(crewAssignment).where(inArray(crewAssignment.id, ids))),
    line: (name) => name.en,
  },
};

/** What the crew offers the platform and the other areas: its seafarers, and the labels of its records. */
export function provideCrewServices(): void {
  provideService(CREW_SEAFARERS, crewSeafarers, 'crew');
  provideService(CREW_SHIPS, crewShips, 'crew');
  provideService(
    dashboardTiles('crew'),
    {
      async tiles(db, { access, today, shipId }) {
        const crew = await crewDashboardTiles(db, { today, deptIds: access.visibility.kind === 'all' ? 'all' : access.visibility.departmentIds, ...(shipId ? { shipId } : {}) });
        return {
          red_flags: [crew.crewDocumentsExpiredOnBoard, crew.safeManningGaps],
          due_soon: [crew.contractsEndingWithoutRelief, crew.crewDocumentsExpiringDuringAssignment],
        };
      },
    },
    'crew',
  );
  for (const [kind, source] of Object.entries(LABELS)) provideService(labelSource(kind as keyof typeof LABELS), source, 'crew');
}
