import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { addDays, checkImo, checkMmsi } from '@vessel/contract';
import { buildTestApp, call, type TestApp } from '../test/helpers.js';
import { superToken, tokenOf } from '../test/factories.js';
import { listedByLink } from '../test/cert-fixtures.js';
import { alert } from '../platform/alert/tables.js';
import { admin, department } from '../platform/identity/tables.js';
import { certificate, certificateSurvey } from '../modules/cert/tables.js';
import { CREW_ALERTS } from '../modules/crew/alert-sources.js';
import { crewDashboardTiles } from '../modules/crew/dashboard.js';
import { crewAssignment, crewContract, position, seaService, seafarer } from '../modules/crew/tables.js';
import { ship } from '../modules/fleet/tables.js';
import { AssigneeScope } from '../platform/todo/assignee-scope.js';
import { todo } from '../platform/todo/tables.js';
import { seedDemoData } from './seed-demo.js';

/** The demo company: every state the dashboard and the crew pages show, written once however often it runs. */
describe('demo data', () => {
  let t: TestApp;
  let root: string;
  let today: string;
  let superintendent: string;

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    today = await t.app.moduleContext.alerts.today();
    const summary = await seedDemoData(t.app.moduleContext);
    const login = summary.logins.find((entry) => entry.username === 'superintendent');
    superintendent = await tokenOf(t, 'superintendent', login!.password);
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
    // As the alert list orders them: critical, warn, info, each by the nearest due date.
    const order = (json.data.open_items.alerts as Array<{ level: string; due_date: string | null }>).map((a) => `${['critical', 'warn', 'info'].indexOf(a.level)}:${a.due_date ?? '9999'}`);
    expect(order.length).toBeGreaterThan(1);
    expect(order).toEqual([...order].sort());
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
    const signed = await t.database.db.select({ no: crewContract.contract_no, sign: crewContract.sign_date }).from(crewContract).where(inArray(crewContract.status, ['signed', 'active', 'completed']));
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

  type Tile = { key: string; count: number; link: { path: string; query: Record<string, string> } };
  const tilesOf = async (token: string, shipId?: string) => {
    const { json } = await call(t, { url: `/admin/dashboard/overview${shipId ? `?ship_id=${shipId}` : ''}`, token });
    expect(json.code).toBe(1);
    return json.data as { red_flags: Tile[]; due_soon: Tile[]; my_todos: Tile[] };
  };
  /** Every tile of the fleet and of each ship against the list its link opens; the tiles of the fleet. */
  const everyTileMatches = async (token: string, ships: readonly string[]) => {
    const mismatches: string[] = [];
    for (const shipId of [undefined, ...ships]) {
      const overview = await tilesOf(token, shipId);
      for (const tile of [...overview.red_flags, ...overview.due_soon, ...overview.my_todos]) {
        const listed = await listedByLink(t, token, tile.link);
        if (listed !== tile.count) mismatches.push(`${shipId ?? 'fleet'} ${tile.key}: tile ${tile.count}, list ${listed}`);
      }
    }
    expect(mismatches).toEqual([]);
    return tilesOf(token);
  };

  it('opens, from every dashboard tile, a list as long as its number, for the fleet and for each ship', async () => {
    const ships = (await t.database.db.select({ id: ship.id }).from(ship)).map((row) => row.id);
    const fleet = await everyTileMatches(root, ships);
    // Not vacuous: the demo shows every row-1 and row-2 state, but one: its detention was released after
    // four days (the tile of detentions in 12 months counts it); a ship detained now is an emergency.
    const ZERO_IN_DEMO = new Set(['supervision.detentionsOpen']);
    for (const tile of [...fleet.red_flags, ...fleet.due_soon]) if (!ZERO_IN_DEMO.has(tile.key)) expect(tile.count, tile.key).toBeGreaterThan(0);
  });

  it('gives every ship in service or in the yard a next port and an ETA ahead, the laid-up ship none', async () => {
    const ships = await t.database.db.select().from(ship);
    for (const row of ships) {
      if (row.status === 'laid_up') expect([row.next_port, row.next_port_eta], row.name_en).toEqual(['', null]);
      else {
        expect(row.next_port, row.name_en).toMatch(/^[^()]+ \([A-Z]{2}[A-Z2-9]{3}\)$/);
        expect(row.next_port_eta! > today, row.name_en).toBe(true);
      }
    }
  });

  it('opens, from every tile narrowed to a fleet group or a ship type, a list as long as its number', async () => {
    const groups = [...new Set((await t.database.db.select({ id: ship.fleet_group_id }).from(ship)).map((row) => row.id!))];
    const mismatches: string[] = [];
    const sums: Record<string, number> = {};
    for (const query of [...groups.map((id) => ({ fleet_group_id: id })), { ship_type: 'bulk_carrier' }, { ship_type: 'lpg_carrier' }]) {
      const { json } = await call(t, { url: `/admin/dashboard/overview?${new URLSearchParams(query)}`, token: root });
      expect(json.code).toBe(1);
      for (const tile of [...json.data.red_flags, ...json.data.due_soon, ...json.data.my_todos] as Tile[]) {
        const listed = await listedByLink(t, root, tile.link);
        if (listed !== tile.count) mismatches.push(`${JSON.stringify(query)} ${tile.key}: tile ${tile.count}, list ${listed}`);
        if ('fleet_group_id' in query) sums[tile.key] = (sums[tile.key] ?? 0) + tile.count;
      }
    }
    expect(mismatches).toEqual([]);
    // Each ship is in one group: the groups' numbers add up to the fleet's, less what is the shore's or the
    // company's own (a DOC, an office's audit); the management review is the company's, the same in each.
    const fleet = await tilesOf(root);
    for (const tile of [...fleet.red_flags, ...fleet.due_soon]) if (tile.key !== 'evaluation.reviewDue') expect(sums[tile.key], tile.key).toBeLessThanOrEqual(tile.count);
    for (const key of ['cert.windowsOpen', 'crew.contractsEndingWithoutRelief', 'pms.due30', 'contingency.awaitingReview']) {
      expect(sums[key], key).toBe([...fleet.red_flags, ...fleet.due_soon].find((tile) => tile.key === key)!.count);
      expect(sums[key], key).toBeGreaterThan(0);
    }
  });

  it("lets the bulk fleet's superintendent see his ships, their to-dos and red flags, each tile as long as its list", async () => {
    const [bulk] = await t.database.db.select().from(department).where(eq(department.code, 'FLEET-BULK'));
    const own = await t.database.db.select().from(ship).where(eq(ship.fleet_group_id, bulk!.id));
    expect(own.length).toBe(3);
    const { json: listed } = await call(t, { url: '/admin/fleet.Ship/index?limit=20', token: superintendent, lang: 'en' });
    expect((listed.data.list as Array<{ name_en: string }>).map((row) => row.name_en).sort()).toEqual(own.map((row) => row.name_en).sort());
    // His ships' pages open (no 404), as the to-dos' links lead there.
    for (const row of own) expect((await call(t, { url: `/admin/fleet.Ship/detail?id=${row.id}`, token: superintendent })).json.code, row.name_en).toBe(1);

    const { json: todos } = await call(t, { url: '/admin/todo.Todo/index?limit=100&search[0][field]=status&search[0][operator]=IN&search[0][val]=open,in_progress', token: superintendent });
    expect(todos.data.total).toBeGreaterThan(0);
    const ownShips = new Set(own.map((row) => row.id));
    expect((todos.data.list as Array<{ ship_id: string | null }>).filter((row) => row.ship_id && !ownShips.has(row.ship_id))).toEqual([]);

    // 本部门 (his department, the fleet group) holds his ships' to-dos: here all he sees.
    const { json: departmental } = await call(t, { url: `/admin/todo.Todo/index?limit=100&search[0][field]=status&search[0][operator]=IN&search[0][val]=open,in_progress&search[1][field]=dept_id&search[1][operator]=eq&search[1][val]=${bulk!.id}`, token: superintendent });
    expect(departmental.data.total).toBe(todos.data.total);
    // 我的待办: as his ships' technical superintendent, their certificate work is assigned to him.
    const [me] = await t.database.db.select({ id: admin.id }).from(admin).where(eq(admin.username, 'superintendent'));
    const mine = (todos.data.list as Array<{ assignee_admin_id: string | null }>).filter((row) => row.assignee_admin_id === me!.id);
    expect(mine.length).toBeGreaterThan(0);

    const fleet = await everyTileMatches(superintendent, own.map((row) => row.id));
    // OCEAN HARMONY's 3/O gap is in his fleet: a red flag (not the 0 a scope without his ships showed).
    const flags = Object.fromEntries(fleet.red_flags.map((tile) => [tile.key, tile.count]));
    expect(flags['crew.safeManningGaps']).toBe(1);
    expect(fleet.red_flags.reduce((sum, tile) => sum + tile.count, 0)).toBeGreaterThan(0);
    // Every record his to-dos link to opens for him (no 404 behind a to-do).
    // As the to-do page links them (record-link.ts): a survey window by its certificate, a ship by its page.
    const RECORDS: Record<string, string> = { certificate: 'cert.Certificate/edit', certificate_survey: 'cert.Certificate/edit', crew_document: 'crew.SeafarerDocument/edit', crew_contract_end: 'crew.Assignment/edit', safe_manning: 'fleet.Ship/detail', ncr_action: 'ncr.Report/edit', inspection_detention: 'supervision.Inspection/edit', pms_work_order: 'pms.WorkOrder/edit', pms_counter_stale: 'pms.Counter/edit', pms_spare_low: 'pms.SparePart/edit', pms_defect_overdue: 'pms.Defect/edit', document_ack: 'document.Acknowledgement/index?search[0][field]=id&search[0][operator]=eq&search[0][val]={id}', contingency_drill_review: 'contingency.Drill/edit', contingency_plan_review: 'contingency.Plan/edit', master_review_due: 'evaluation.MasterReview/edit', appraisal_missing: 'crew.Assignment/edit', appraisal_no_rehire: 'evaluation.Appraisal/edit' };
    const closed: string[] = [];
    for (const row of todos.data.list as Array<{ source: string; biz_id: string | null; certificate_id?: string; auto: boolean }>) {
      if (!row.auto || !row.biz_id) continue;
      const id = row.source === 'certificate_survey' ? row.certificate_id : row.biz_id;
      const record = RECORDS[row.source] ?? '';
      // A record without a page of its own (an acknowledgement) opens as its list filtered to it.
      const url = record.includes('{id}') ? `/admin/${record.replace('{id}', String(id))}` : `/admin/${record}?id=${id}`;
      const { json } = await call(t, { url, token: superintendent });
      if (json?.code !== 1 || (Array.isArray(json.data?.list) && json.data.list.length === 0)) closed.push(`${row.source} ${row.biz_id}`);
    }
    expect(closed).toEqual([]);
    // The engine gives a ship's work only to someone who can open it.
    const scope = new AssigneeScope(t.database.db);
    const unseen: string[] = [];
    for (const row of await t.database.db.select().from(todo).where(and(eq(todo.auto, true), inArray(todo.status, ['open', 'in_progress'])))) {
      if (row.assignee_admin_id && !(await scope.adminSees(row.assignee_admin_id, await scope.departmentsOf({ ship_id: row.ship_id, record_dept_id: row.dept_id })))) unseen.push(row.title);
    }
    expect(unseen).toEqual([]);
    const { json: open } = await call(t, { url: '/admin/todo.Todo/index?limit=100&search[0][field]=status&search[0][operator]=IN&search[0][val]=open,in_progress', token: root });
    const assigned = [...new Set((open.data.list as Array<{ assignee_admin_id: string | null }>).map((row) => row.assignee_admin_id).filter((id): id is string => !!id))];
    expect(assigned.length).toBeGreaterThan(0);
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
