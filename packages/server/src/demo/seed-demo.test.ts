import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { addDays, checkImo, checkMmsi } from '@vessel/contract';
import { buildTestApp, call, type TestApp } from '../test/helpers.js';
import { superToken } from '../test/factories.js';
import { listedByLink } from '../test/cert-fixtures.js';
import { alert } from '../modules/alert/tables.js';
import { department } from '../modules/auth/tables.js';
import { certificate, certificateSurvey } from '../modules/cert/tables.js';
import { CREW_ALERTS } from '../modules/crew/alert-sources.js';
import { crewDashboardTiles } from '../modules/crew/dashboard.js';
import { crewAssignment, employmentContract, position, seaService, seafarer } from '../modules/crew/tables.js';
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

  it('issues no certificate or document in the future, nor after it expires; surveys are done by today', async () => {
    const rows = await t.database.db.select({ no: certificate.cert_no, issue: certificate.issue_date, expiry: certificate.expiry_date }).from(certificate);
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.filter((row) => !row.issue || row.issue > today).map((row) => row.no)).toEqual([]);
    expect(rows.filter((row) => row.expiry && row.issue && row.issue > row.expiry).map((row) => row.no)).toEqual([]);
    const done = await t.database.db.select({ done: certificateSurvey.done_date }).from(certificateSurvey).where(isNotNull(certificateSurvey.done_date));
    expect(done.length).toBeGreaterThan(0);
    expect(done.filter((row) => row.done! > today)).toEqual([]);
  });

  it('dates the crew believably: nobody joined or left in the future, no seafarer in two places, reliefs join ahead', async () => {
    const periods = await t.database.db.select().from(crewAssignment);
    expect(periods.filter((a) => a.status === 'onboard' && !(a.sign_on_date && a.sign_on_date <= today)).map((a) => a.label)).toEqual([]);
    expect(periods.filter((a) => a.status === 'signed_off' && !(a.sign_off_date && a.sign_on_date && a.sign_on_date <= a.sign_off_date && a.sign_off_date <= today)).map((a) => a.label)).toEqual([]);
    // A relief still to join joins from today on: one whose date has passed would have joined or been replanned.
    const ahead = periods.filter((a) => ['nominated', 'approved', 'pre_joining'].includes(a.status));
    expect(ahead.length).toBeGreaterThan(0);
    expect(ahead.filter((a) => a.planned_join_date < today).map((a) => a.label)).toEqual([]);
    const bySeafarer = new Map<string, typeof periods>();
    for (const a of periods.filter((p) => p.sign_on_date)) bySeafarer.set(a.seafarer_id, [...(bySeafarer.get(a.seafarer_id) ?? []), a]);
    for (const own of bySeafarer.values()) {
      expect(own.filter((a) => a.status === 'onboard').length).toBeLessThanOrEqual(1);
      const sorted = own.sort((a, b) => a.sign_on_date!.localeCompare(b.sign_on_date!));
      for (const [i, a] of sorted.entries()) if (i > 0) expect(sorted[i - 1]!.sign_off_date! < a.sign_on_date!, a.label).toBe(true);
    }
    const signed = await t.database.db.select({ no: employmentContract.contract_no, sign: employmentContract.sign_date }).from(employmentContract).where(inArray(employmentContract.status, ['signed', 'active', 'completed']));
    expect(signed.filter((c) => !c.sign || c.sign > today).map((c) => c.no)).toEqual([]);
    expect((await t.database.db.select({ off: seaService.sign_off }).from(seaService)).filter((s) => s.off > today)).toEqual([]);
  });

  it('has a year of history: sign-offs spread over the past year, renewed certificates, surveys endorsed', async () => {
    const offs = (await t.database.db.select({ off: crewAssignment.sign_off_date }).from(crewAssignment).where(eq(crewAssignment.status, 'signed_off'))).map((a) => a.off!);
    const months = new Set(offs.filter((off) => off >= addDays(today, -365)).map((off) => off.slice(0, 7)));
    expect(months.size, 'sign-offs in most months of the past year').toBeGreaterThanOrEqual(10);
    const renewed = await t.database.db.select({ holder: certificate.holder_type }).from(certificate).where(eq(certificate.status, 'superseded'));
    expect(renewed.filter((r) => r.holder === 'ship').length).toBeGreaterThanOrEqual(5);
    expect(renewed.filter((r) => r.holder === 'seafarer').length).toBeGreaterThanOrEqual(10);
    const endorsed = await t.database.db.select({ done: certificateSurvey.done_date }).from(certificateSurvey).where(isNotNull(certificateSurvey.done_date));
    expect(endorsed.filter((s) => s.done! >= addDays(today, -365)).length).toBeGreaterThanOrEqual(10);
  });

  it('has exactly one master and one chief engineer on board every crewed ship, in service, in drydock or laid up', async () => {
    const ships = await t.database.db.select().from(ship);
    const heads = await t.database.db
      .select({ ship_id: crewAssignment.ship_id, code: position.code })
      .from(crewAssignment)
      .innerJoin(position, eq(position.id, crewAssignment.rank_id))
      .where(and(eq(crewAssignment.status, 'onboard'), inArray(position.code, ['MSTR', 'C/E'])));
    for (const row of ships.filter((s) => ['in_service', 'drydock', 'repair', 'laid_up'].includes(s.status))) {
      const own = heads.filter((h) => h.ship_id === row.id).map((h) => h.code).sort();
      expect(own, row.name_en).toEqual(['C/E', 'MSTR']);
    }
  });

  it("shows the same manning gaps on the ship pages as on the dashboard and in the open alerts", async () => {
    const ships = await t.database.db.select().from(ship);
    const short: string[] = [];
    for (const row of ships) {
      const { json } = await call(t, { url: `/admin/fleet.Ship/detail?id=${row.id}`, token: root, lang: 'en' });
      if (json.data.manning.some((m: { required: number; onboard: number }) => m.onboard < m.required)) short.push(row.name_en);
    }
    expect(short).toEqual(['OCEAN HARMONY']);
    const tiles = await crewDashboardTiles(t.database.db, { today, deptIds: 'all' });
    expect(tiles.safeManningGaps.count).toBe(short.length);
    const open = await t.database.db.select({ ship_id: alert.ship_id }).from(alert).where(and(eq(alert.biz_type, CREW_ALERTS.safeManning), isNull(alert.closed_at)));
    expect(new Set(open.map((a) => a.ship_id)).size).toBe(short.length);
  });

  it('opens, from every dashboard tile, a list as long as its number', async () => {
    const { json } = await call(t, { url: '/admin/dashboard/overview', token: root });
    const tiles = [...json.data.red_flags, ...json.data.due_soon] as Array<{ key: string; count: number; link: { path: string; query: Record<string, string> } }>;
    const listed = tiles.filter((tile) => tile.link.path !== '/admin/crew/assignment');
    expect(listed.length).toBeGreaterThan(6);
    for (const tile of listed) expect(await listedByLink(t, root, tile.link), tile.key).toBe(tile.count);
    // Not vacuous: the demo shows every row-1 and row-2 state.
    for (const tile of tiles) expect(tile.count, tile.key).toBeGreaterThan(0);
  });

  it('names every department, fleet group and ship node in both languages', async () => {
    const nodes = await t.database.db.select({ code: department.code, name: department.name, name_en: department.name_en }).from(department);
    expect(nodes.length).toBeGreaterThan(20);
    expect(nodes.filter((node) => !node.name.trim() || !node.name_en.trim()).map((node) => node.code)).toEqual([]);
    // A ship's fleet group is labelled by both names, which either language's reader finds.
    const groups = new Map((await t.database.db.select().from(department).where(eq(department.dept_type, 'fleet_group'))).map((g) => [g.id, g]));
    const { json } = await call(t, { url: '/admin/fleet.Ship/index?limit=20', token: root, lang: 'en' });
    expect(json.data.list).toHaveLength(7);
    for (const row of json.data.list as Array<{ fleet_group_id: string; fleet_group_id_label: string }>) {
      const group = groups.get(row.fleet_group_id)!;
      expect(row.fleet_group_id_label).toBe(`${group.name} / ${group.name_en}`);
    }
  });

  it('writes nothing twice when run again', async () => {
    const before = [await count(ship), await count(seafarer), await count(crewAssignment), await count(certificate)];
    await seedDemoData(t.app.moduleContext);
    expect([await count(ship), await count(seafarer), await count(crewAssignment), await count(certificate)]).toEqual(before);
  }, 120_000);
});
