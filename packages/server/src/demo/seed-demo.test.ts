import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { checkImo, checkMmsi } from '@vessel/contract';
import { buildTestApp, call, type TestApp } from '../test/helpers.js';
import { superToken } from '../test/factories.js';
import { certificate } from '../modules/cert/tables.js';
import { crewDashboardTiles } from '../modules/crew/dashboard.js';
import { crewAssignment, seafarer } from '../modules/crew/tables.js';
import { ship } from '../modules/fleet/tables.js';
import { seedDemoData } from './seed-demo.js';

/** The demo company: every state the dashboard and the crew pages show, written once however often it runs. */
describe('demo data', () => {
  let t: TestApp;
  let root: string;
  let today: string;

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    today = await t.app.moduleContext.alerts.today();
    await seedDemoData(t.app.moduleContext);
  }, 300_000);
  afterAll(() => t.close());

  const count = async (table: typeof ship | typeof seafarer | typeof crewAssignment | typeof certificate) =>
    Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n);

  it('has the seven ships of DOMAIN.md §6.1 with valid identifiers: five in service, one in drydock, one laid up', async () => {
    const ships = await t.database.db.select().from(ship);
    expect(ships).toHaveLength(7);
    for (const row of ships) {
      expect(checkImo(row.imo_no).ok, row.name_en).toBe(true);
      expect(checkMmsi(row.mmsi, row.flag).ok, row.name_en).toBe(true);
    }
    const statuses = ships.map((row) => row.status).sort();
    expect(statuses).toEqual(['drydock', 'in_service', 'in_service', 'in_service', 'in_service', 'in_service', 'laid_up']);
  });

  it('has about 150 seafarers, most on board, and crews near safe manning with one deliberate gap', async () => {
    expect(await count(seafarer)).toBe(150);
    const onboard = await t.database.db.select().from(crewAssignment).where(eq(crewAssignment.status, 'onboard'));
    expect(onboard.length).toBeGreaterThan(100);
    const tiles = await crewDashboardTiles(t.database.db, { today, deptIds: 'all' });
    expect(tiles.safeManningGaps.count).toBe(1);
    expect(tiles.contractsEndingWithoutRelief.count).toBeGreaterThan(0);
    expect(tiles.crewDocumentsExpiringDuringAssignment.count).toBeGreaterThan(0);
    // The deliberately expired CoC of a seafarer on board: the red flag.
    expect(tiles.crewDocumentsExpiredOnBoard.count).toBeGreaterThan(0);
  });

  it("shows the refusal of the relief whose medical is missing", async () => {
    const [relief] = await t.database.db
      .select({ id: crewAssignment.id })
      .from(crewAssignment)
      .innerJoin(seafarer, eq(seafarer.id, crewAssignment.seafarer_id))
      .where(eq(seafarer.remark, 'Relief for the third officer; medical certificate not yet received'));
    const { json } = await call(t, { url: '/admin/crew.Assignment/approve', token: root, lang: 'en', body: { ids: [relief!.id] } });
    expect(json.data.refused[0].reason).toContain('Medical Fitness Certificate: missing');
  });

  it("shows OCEAN HARMONY's page: crew on board, the 3/O gap, certificates with their next survey window", async () => {
    const [harmony] = await t.database.db.select().from(ship).where(eq(ship.name_en, 'OCEAN HARMONY'));
    const { json } = await call(t, { url: `/admin/fleet.Ship/detail?id=${harmony!.id}`, token: root, lang: 'en' });
    expect(json.data.crew_on_board.length).toBeGreaterThan(15);
    expect(json.data.manning.filter((m: { required: number; onboard: number }) => m.onboard < m.required).map((m: { abbr: string }) => m.abbr)).toEqual(['3/O']);
    expect(json.data.certificates.some((c: { next_window: unknown }) => c.next_window !== null)).toBe(true);
    expect(json.data.open_items.alerts.map((a: { title: string }) => a.title)).toContain('OCEAN HARMONY is below safe manning: 3/O 0/1');
  });

  it('raises alerts and to-dos for what the demo holds', async () => {
    const { json } = await call(t, { url: '/admin/crew.Assignment/tracking?limit=100', token: root });
    expect(json.data.total).toBe(150);
    expect(json.data.list.some((row: { relief_planned: boolean }) => row.relief_planned)).toBe(true);
    const alerts = Number((await t.database.db.execute(sql`select count(*)::int as n from alert where closed_at is null`)).rows?.[0]?.n ?? 0);
    expect(alerts).toBeGreaterThan(5);
  });

  it('writes nothing twice when run again', async () => {
    const before = [await count(ship), await count(seafarer), await count(crewAssignment), await count(certificate)];
    await seedDemoData(t.app.moduleContext);
    expect([await count(ship), await count(seafarer), await count(crewAssignment), await count(certificate)]).toEqual(before);
  }, 120_000);
});
