import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SHIP_IDS_PARAM, addDays, addMonths, tileFilter, type DashboardOverview, type DashboardTile } from '@vessel/contract';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { buildAssignment, buildSeafarer } from '../../test/crew-factories.js';
import { buildAdmin, buildDepartment, buildGroup, rootDepartmentId, superToken, tokenOf } from '../../test/factories.js';
import { buildCertificate, buildShip, IMOS, listedByLink, storedStatus, typeId } from '../../test/cert-fixtures.js';
import type { AdminAccess } from '../../platform/authorization.js';
import type { AdminRow } from '../../platform/identity/tables.js';
import { NOBODY, narrowedAccess, narrowedLink } from './narrow.js';

/**
 * The dashboard's fleet-group and ship-type filters (DOMAIN.md §5 header): every area's numbers narrowed
 * to the ships the filters match among those the caller sees, the links narrowed with them, and the fleet
 * list beside them.
 */
describe('dashboard filters and fleet list', () => {
  let t: TestApp;
  let root: string;
  let today: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    today = await t.app.moduleContext.alerts.today();
    const company = await rootDepartmentId(t, root);
    ids.bulk = (await buildDepartment(t, root, { name: '散货船队', pid: company, dept_type: 'fleet_group' })).id;
    ids.liner = (await buildDepartment(t, root, { name: '班轮船队', pid: company, dept_type: 'fleet_group' })).id;
    ids.empty = (await buildDepartment(t, root, { name: '新船队', pid: company, dept_type: 'fleet_group' })).id;
    // Two bulk carriers of the bulk fleet, a container ship in drydock of the liner fleet, a bulk carrier sold.
    const harmony = await buildShip(t, root, 'OCEAN HARMONY', IMOS[0]!, { fleet_group_id: ids.bulk, name_zh: '海和' });
    const pioneer = await buildShip(t, root, 'PACIFIC PIONEER', IMOS[1]!, { fleet_group_id: ids.bulk });
    const star = await buildShip(t, root, 'EAST STAR', IMOS[2]!, { fleet_group_id: ids.liner, ship_type: 'container_ship', status: 'drydock' });
    const sold = await buildShip(t, root, 'OLD TIMER', IMOS[3]!, { fleet_group_id: ids.bulk, status: 'sold' });
    Object.assign(ids, { harmony: harmony.id, pioneer: pioneer.id, star: star.id, sold: sold.id });
    // One expired liferaft certificate a ship: three expired in all.
    const liferaft = await typeId(t, 'LIFERAFT');
    const expiry = addDays(today, -10);
    for (const [shipId, no] of [[harmony.id, 'LR-H'], [pioneer.id, 'LR-P'], [star.id, 'LR-S']] as const) {
      await buildCertificate(t, root, { ship_id: shipId, cert_type_id: liferaft, cert_no: no, issue_date: addMonths(expiry, -12), expiry_date: expiry });
    }
    expect(await storedStatus(t, 'LR-H')).toBe('expired');
  });
  afterAll(() => t.close());

  async function overview(query: Record<string, string>, token = root, lang = 'en'): Promise<DashboardOverview> {
    const { json } = await call(t, { url: `/admin/dashboard/overview?${new URLSearchParams(query)}`, token, lang });
    expect(json.code, JSON.stringify(json)).toBe(1);
    return json.data;
  }
  const tile = (answer: DashboardOverview, key: string): DashboardTile => [...answer.red_flags, ...answer.due_soon].find((entry) => entry.key === key)!;
  const shipNames = (answer: DashboardOverview) => answer.fleet?.ships?.map((ship) => ship.name_en);

  it("narrows a tile's count to a fleet group's ships, and its link to the same ships", async () => {
    expect(tile(await overview({}), 'cert.expired').count).toBe(3);
    const bulk = await overview({ fleet_group_id: ids.bulk });
    expect(bulk.fleet_group_id).toBe(ids.bulk);
    const expired = tile(bulk, 'cert.expired');
    expect(expired.count).toBe(2);
    expect(await listedByLink(t, root, expired.link)).toBe(2);
    expect(tile(await overview({ fleet_group_id: ids.liner }), 'cert.expired').count).toBe(1);
    // With a ship: the ship's own count when it is the group's, none when it is not.
    expect(tile(await overview({ fleet_group_id: ids.bulk, ship_id: ids.harmony }), 'cert.expired').count).toBe(1);
    const elsewhere = tile(await overview({ fleet_group_id: ids.bulk, ship_id: ids.star }), 'cert.expired');
    expect(elsewhere.count).toBe(0);
    expect(await listedByLink(t, root, elsewhere.link)).toBe(0);
  });

  it('narrows by ship type, alone or with a fleet group', async () => {
    expect(tile(await overview({ ship_type: 'bulk_carrier' }), 'cert.expired').count).toBe(2);
    expect(tile(await overview({ ship_type: 'container_ship' }), 'cert.expired').count).toBe(1);
    expect(tile(await overview({ ship_type: 'container_ship', fleet_group_id: ids.bulk }), 'cert.expired').count).toBe(0);
  });

  it('narrows the tiles whose pages take ships as plain parameters (contracts ending without relief, drills overdue and due) to the same ships', async () => {
    // On board with contracts ending within 60 days and no relief: two on OCEAN HARMONY, one on PACIFIC
    // PIONEER, one on EAST STAR; one more on OCEAN HARMONY ends in 120 days (not counted).
    const aboard = async (name: string, shipId: string, off: number) => {
      const seafarer = await buildSeafarer(t, root, { name_en: name, rank: 'AB' });
      const assignment = await buildAssignment(t, root, { seafarer_id: seafarer.id, ship_id: shipId, rank: 'AB', join: addDays(today, -90), off: addDays(today, off) });
      // Signed on 90 days ago (the crew's own steps are its tests').
      await t.database.db.execute(sql`update crew_assignment set sign_on_date = ${addDays(today, -90)}, status = 'onboard' where id = ${assignment.id}`);
    };
    await aboard('LI QIANG', ids.harmony!, 20);
    await aboard('WU FENG', ids.harmony!, 50);
    await aboard('ZHOU MIN', ids.harmony!, 120);
    await aboard('CHEN JIE', ids.pioneer!, 40);
    await aboard('SUN HAO', ids.star!, 30);
    // A fire drill held 10 days ago on OCEAN HARMONY and on EAST STAR: due in 20 days; every other drill never held.
    for (const shipId of [ids.harmony!, ids.star!]) {
      await t.database.db.execute(
        sql`insert into drill_record (ship_id, drill_type_id, status, planned_date, conducted_at) select ${shipId}::uuid, id, 'office_reviewed', ${addDays(today, -10)}::date, ${addDays(today, -10)}::date from drill_type where code = 'fire'`,
      );
    }
    // EAST STAR leaves the yard for this test: the schedule is of ships in service.
    await t.database.db.execute(sql`update ship set status = 'in_service' where id = ${ids.star!}`);
    try {
      const KEYS = ['crew.contractsEndingWithoutRelief', 'contingency.drillsOverdue', 'contingency.drillsDue30'];
      const counts = async (query: Record<string, string>) => {
        const answer = await overview(query);
        const found: Record<string, number> = {};
        for (const key of KEYS) {
          const entry = tile(answer, key);
          expect(entry.link.shipsParam, key).toBe(SHIP_IDS_PARAM);
          // The tile's own link opens a list exactly as long as its number.
          expect(await listedByLink(t, root, entry.link), `${key} for ${JSON.stringify(query)}`).toBe(entry.count);
          found[key] = entry.count;
        }
        return { answer, found };
      };
      const all = (await counts({})).found;
      expect(all).toMatchObject({ 'crew.contractsEndingWithoutRelief': 4, 'contingency.drillsDue30': 2 });
      const overdueOf = async (shipId: string) => tile(await overview({ ship_id: shipId }), 'contingency.drillsOverdue').count;
      const overdue = { harmony: await overdueOf(ids.harmony!), pioneer: await overdueOf(ids.pioneer!), star: await overdueOf(ids.star!) };
      expect(overdue.star).toBeGreaterThan(0);
      expect(all['contingency.drillsOverdue']).toBe(overdue.harmony + overdue.pioneer + overdue.star);

      const bulk = await counts({ fleet_group_id: ids.bulk! });
      expect(bulk.found).toEqual({ 'crew.contractsEndingWithoutRelief': 3, 'contingency.drillsOverdue': overdue.harmony + overdue.pioneer, 'contingency.drillsDue30': 1 });
      // Narrowed to the group's ships (the sold one among them; it has no crew and no schedule).
      expect(new Set(tile(bulk.answer, 'contingency.drillsDue30').link.query[SHIP_IDS_PARAM]!.split(','))).toEqual(new Set([ids.harmony, ids.pioneer, ids.sold]));
      // The heat-map's link opens the schedule of the same ships.
      expect(bulk.answer.charts.find((chart) => chart.key === 'contingency.drillStatus')?.link?.query[SHIP_IDS_PARAM]).toBe(tile(bulk.answer, 'contingency.drillsDue30').link.query[SHIP_IDS_PARAM]);
      const liner = await counts({ fleet_group_id: ids.liner! });
      expect(liner.found).toEqual({ 'crew.contractsEndingWithoutRelief': 1, 'contingency.drillsOverdue': overdue.star, 'contingency.drillsDue30': 1 });
      expect((await counts({ ship_type: 'container_ship' })).found).toEqual(liner.found);
      expect((await counts({ ship_type: 'bulk_carrier' })).found).toEqual(bulk.found);
      expect((await counts({ ship_type: 'container_ship', fleet_group_id: ids.bulk! })).found).toEqual({ 'crew.contractsEndingWithoutRelief': 0, 'contingency.drillsOverdue': 0, 'contingency.drillsDue30': 0 });
      // With a ship: its own list when it is among the matched ships, none when it is not.
      const own = await counts({ fleet_group_id: ids.bulk!, ship_id: ids.harmony! });
      expect(own.found).toEqual({ 'crew.contractsEndingWithoutRelief': 2, 'contingency.drillsOverdue': overdue.harmony, 'contingency.drillsDue30': 1 });
      expect(tile(own.answer, 'contingency.drillsDue30').link.query[SHIP_IDS_PARAM]).toBeUndefined();
      const elsewhere = await counts({ fleet_group_id: ids.bulk!, ship_id: ids.star! });
      expect(elsewhere.found).toEqual({ 'crew.contractsEndingWithoutRelief': 0, 'contingency.drillsOverdue': 0, 'contingency.drillsDue30': 0 });
      expect(tile(elsewhere.answer, 'crew.contractsEndingWithoutRelief').link.query[SHIP_IDS_PARAM]).toBe(NOBODY);
    } finally {
      await t.database.db.execute(sql`update ship set status = 'drydock' where id = ${ids.star!}`);
    }
  });

  it('refuses a ships parameter that is not a list of ship ids, on both pages', async () => {
    for (const url of ['/admin/crew.Assignment/tracking', '/admin/contingency.Drill/schedule']) {
      for (const value of ['x', `${ids.harmony},`, Array.from({ length: 301 }, () => ids.harmony).join(',')]) {
        const { json } = await call(t, { url: `${url}?${SHIP_IDS_PARAM}=${encodeURIComponent(value)}`, token: root });
        expect(json.code, `${url} ${value.slice(0, 40)}`).toBe(0);
      }
      const { json } = await call(t, { url: `${url}?${SHIP_IDS_PARAM}=${ids.harmony},${ids.star}`, token: root });
      expect(json.code).toBe(1);
    }
  });

  it('gives zeros, not everything, for a ship type no ship has, a fleet group with no ships and an id of no fleet group', async () => {
    // Not vacuous: unfiltered, two areas count something (the expired certificates, the drills never held on ships in service).
    const unfiltered = await overview({});
    expect([...unfiltered.red_flags, ...unfiltered.due_soon].filter((entry) => entry.count > 0).map((entry) => entry.key)).toEqual(expect.arrayContaining(['cert.expired', 'contingency.drillsOverdue']));
    for (const query of [{ ship_type: 'lpg_carrier' }, { fleet_group_id: ids.empty! }, { fleet_group_id: ids.harmony! }]) {
      const answer = await overview(query);
      for (const entry of [...answer.red_flags, ...answer.due_soon]) {
        // The management review is the company's, not a ship's: no ship filter narrows it (as with ship_id).
        if (entry.key === 'evaluation.reviewDue') continue;
        expect(entry.count, `${entry.key} for ${JSON.stringify(query)}`).toBe(0);
      }
      expect(tile(answer, 'cert.expired').link.query['search.ship_id']).toBe(`IN:${NOBODY}`);
      expect(await listedByLink(t, root, tile(answer, 'cert.expired').link)).toBe(0);
      expect(answer.fleet?.ships).toEqual([]);
    }
  });

  it("does not let a scoped administrator widen their scope through the filters", async () => {
    const role = await buildGroup(t, root, { name: 'Liner desk', rights: ['dashboard/index', 'fleet/ship/index', 'cert/certificate/index'], data_scope: 'custom', departments: [ids.liner] });
    await buildAdmin(t, root, { username: 'liner_desk', group_arr: [role.id] });
    const desk = await tokenOf(t, 'liner_desk');
    expect(tile(await overview({}, desk), 'cert.expired').count).toBe(1);
    const other = await overview({ fleet_group_id: ids.bulk }, desk);
    expect(tile(other, 'cert.expired').count).toBe(0);
    expect(await listedByLink(t, desk, tile(other, 'cert.expired').link)).toBe(0);
    expect(other.fleet?.ships).toEqual([]);
    expect(tile(await overview({ ship_type: 'bulk_carrier' }, desk), 'cert.expired').count).toBe(0);
    const own = await overview({ fleet_group_id: ids.liner }, desk);
    expect(tile(own, 'cert.expired').count).toBe(1);
    expect(shipNames(own)).toEqual(['EAST STAR']);
    // The filters offer only what the desk sees.
    expect(own.fleet?.fleet_groups.map((group) => group.id)).toEqual([ids.liner]);
    expect(own.fleet?.ship_types.map((type) => type.code)).toEqual(['container_ship']);
  });

  it('refuses bad filters with a message in both languages', async () => {
    const refused = async (query: string, lang: string) => {
      const { json } = await call(t, { url: `/admin/dashboard/overview?${query}`, token: root, lang });
      expect(json.code).toBe(0);
      return json.data.errors as Record<string, string>;
    };
    expect((await refused('fleet_group_id=bulk', 'en')).fleet_group_id).toBe('Not a fleet group id: choose a fleet group from the list');
    expect((await refused('fleet_group_id=bulk', 'zh-cn')).fleet_group_id).toBe('不是有效的船队编号，请从列表中选择船队');
    expect((await refused(`ship_type=${'x'.repeat(31)}`, 'en')).ship_type).toBe('A ship type code has at most 30 characters');
    expect((await refused(`ship_type=${'x'.repeat(31)}`, 'zh-cn')).ship_type).toBe('船舶类型代码最多 30 个字符');
    // The length is judged before the pattern: a long hostile value gets the length's message.
    expect((await refused(`ship_type=${'%20'.repeat(5000)}`, 'en')).ship_type).toBe('A ship type code has at most 30 characters');
    expect((await refused('ship_type=bulk%20carrier', 'en')).ship_type).toBe('A ship type code holds only letters, digits and _ . -');
    expect((await refused("ship_type=bulk'--", 'zh-cn')).ship_type).toBe('船舶类型代码只能包含字母、数字和 _ . -');
    expect((await refused('fleet_group=x', 'en')).fleet_group).toBeDefined();
  });

  it("lists the fleet's ships with status, next port, ETA and superintendents, narrowed by the filters", async () => {
    const role = await buildGroup(t, root, { name: 'Superintendents', rights: ['dashboard/index'], data_scope: 'all' });
    const li = await buildAdmin(t, root, { username: 'li_ming', group_arr: [role.id] });
    const wang = await buildAdmin(t, root, { username: 'wang_qiang', group_arr: [role.id] });
    const eta = addDays(today, 3);
    // The ship form's values as it sends them: the ship's own, with the next port and ETA changed.
    const stem = { imo_no: IMOS[0], flag: 'PA', ship_type: 'bulk_carrier', trading_area: 'international', status: 'in_service', fleet_group_id: ids.bulk };
    const edit = (id: string, body: Record<string, unknown>, lang = 'en') => call(t, { url: '/admin/fleet.Ship/edit', token: root, lang, body: { id, ...stem, ...body } });
    const saved = await edit(ids.harmony, { name_en: 'OCEAN HARMONY', name_zh: '海和', next_port: 'Ningbo (CNNGB)', next_port_eta: eta, tech_superintendent_id: li.id, marine_superintendent_id: wang.id });
    expect(saved.json.code, JSON.stringify(saved.json)).toBe(1);
    expect(saved.json.data.row).toMatchObject({ next_port: 'Ningbo (CNNGB)', next_port_eta: eta });
    const tooLong = { name_en: 'OCEAN HARMONY', next_port: 'P'.repeat(61), next_port_eta: 'soon' };
    expect((await edit(ids.harmony, tooLong)).json.data.errors).toMatchObject({ next_port: 'Must be at most 60 characters', next_port_eta: expect.any(String) });
    expect((await edit(ids.harmony, tooLong, 'zh-cn')).json.data.errors.next_port).toBe('长度不能超过 60 个字符');

    const all = await overview({});
    // In the fleet: not the sold ship. By name.
    expect(shipNames(all)).toEqual(['EAST STAR', 'OCEAN HARMONY', 'PACIFIC PIONEER']);
    expect(all.fleet?.ships?.find((ship) => ship.id === ids.harmony)).toEqual({
      id: ids.harmony,
      name_en: 'OCEAN HARMONY',
      name_zh: '海和',
      ship_type: 'bulk_carrier',
      ship_type_name: 'Bulk carrier',
      status: 'in_service',
      fleet_group_id: ids.bulk,
      fleet_group_name: '散货船队',
      next_port: 'Ningbo (CNNGB)',
      next_port_eta: eta,
      tech_superintendent: 'li_ming',
      marine_superintendent: 'wang_qiang',
    });
    expect(all.fleet?.ships?.find((ship) => ship.id === ids.star)).toMatchObject({ status: 'drydock', next_port: '', next_port_eta: null, tech_superintendent: '' });
    expect(new Set(all.fleet?.fleet_groups.map((group) => group.id))).toEqual(new Set([ids.bulk, ids.liner]));
    expect(all.fleet?.ship_types.map((type) => type.code)).toEqual(['bulk_carrier', 'container_ship']);

    expect(shipNames(await overview({ fleet_group_id: ids.bulk }))).toEqual(['OCEAN HARMONY', 'PACIFIC PIONEER']);
    expect(shipNames(await overview({ ship_type: 'container_ship' }))).toEqual(['EAST STAR']);
    expect(shipNames(await overview({ ship_id: ids.pioneer }))).toEqual(['PACIFIC PIONEER']);
    const zh = await overview({ ship_type: 'container_ship' }, root, 'zh-cn');
    expect(zh.fleet?.ships?.[0]?.ship_type_name).toBe('集装箱船');

    // Who may not read the ship list gets the filters' choices but no ship names.
    await buildAdmin(t, root, { username: 'dashboard_only', group_arr: [role.id] });
    const limited = await overview({}, await tokenOf(t, 'dashboard_only'));
    expect(limited.fleet?.ships).toBeNull();
    expect(limited.fleet?.fleet_groups.length).toBe(2);
  });

  it('has no fleet and no ships to filter by once the fleet module is disabled', async () => {
    // The fleet goes last, after every module that depends on it (directly or through another).
    const manifests = t.app.moduleContext.registry.manifests();
    const dependants = new Set<string>(['fleet']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const manifest of manifests) {
        if (!dependants.has(manifest.name) && (manifest.dependsOn ?? []).some((name) => dependants.has(name))) {
          dependants.add(manifest.name);
          grew = true;
        }
      }
    }
    const order = manifests.map((manifest) => manifest.name).filter((name) => dependants.has(name));
    const change = async (uid: string, state: 'disable' | 'enable') => {
      const { json } = await call(t, { url: '/admin/module/changeState', token: root, body: { uid, state } });
      expect(json.code, `${state} ${uid}: ${JSON.stringify(json)}`).toBe(1);
    };
    for (const name of [...order].reverse()) await change(name, 'disable');
    try {
      const answer = await overview({ fleet_group_id: ids.bulk });
      expect(answer.fleet).toBeUndefined();
      expect([...answer.red_flags, ...answer.due_soon].every((entry) => entry.count === 0)).toBe(true);
      expect((await overview({})).fleet).toBeUndefined();
    } finally {
      // Services are the process's: the next file's app must find the fleet's again.
      for (const name of order) await change(name, 'enable');
    }
    expect(shipNames(await overview({ fleet_group_id: ids.liner }))).toEqual(['EAST STAR']);
  });
});

describe('narrowing a scope and a link to the matched ships', () => {
  const access = (visibility: AdminAccess['visibility']): AdminAccess => ({
    admin: { id: 'me' } as AdminRow,
    isSuper: false,
    rights: new Set(['dashboard/index']),
    ruleIds: new Set(),
    groupIds: [],
    visibility,
  });

  it('never widens a scope, and leaves out the caller’s own records elsewhere', () => {
    expect(narrowedAccess(access({ kind: 'all' }), ['a', 'b', 'a']).visibility).toEqual({ kind: 'scoped', departmentIds: ['a', 'b'], self: NOBODY });
    expect(narrowedAccess(access({ kind: 'scoped', departmentIds: ['b', 'c'], self: 'me' }), ['a', 'b']).visibility).toEqual({ kind: 'scoped', departmentIds: ['b'], self: NOBODY });
    expect(narrowedAccess(access({ kind: 'all' }), []).visibility).toEqual({ kind: 'scoped', departmentIds: [], self: NOBODY });
    expect(narrowedAccess(access({ kind: 'all' }), ['a']).rights).toEqual(new Set(['dashboard/index']));
  });

  const ships = { path: '/admin/cert/certificate', field: { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', search: ['eq', 'IN'] } } as const;
  const at = (path: string) => (path === ships.path ? ships.field : undefined);

  it('narrows a list link to the ships, keeps its own ship when matched, and leaves other links alone', () => {
    const expired = { path: ships.path, query: { ...tileFilter('status', 'eq', 'expired') } };
    expect(narrowedLink(expired, ['s1', 's2'], at).query['search.ship_id']).toBe('IN:s1,s2');
    expect(narrowedLink(expired, [], at).query['search.ship_id']).toBe(`IN:${NOBODY}`);
    const ofShip = { path: ships.path, query: { ...expired.query, ...tileFilter('ship_id', 'eq', 's1') } };
    expect(narrowedLink(ofShip, ['s1', 's2'], at)).toBe(ofShip);
    expect(narrowedLink(ofShip, ['s2'], at).query['search.ship_id']).toBe(`IN:${NOBODY}`);
    // A page with its own parameters, a list without ships, records named one by one: as they were.
    const page = { path: '/admin/contingency/schedule', query: { ship_id: 's1' } };
    expect(narrowedLink(page, ['s2'], at)).toBe(page);
    const noShips = { path: '/admin/evaluation/review', query: tileFilter('status', 'IN', 'planned') };
    expect(narrowedLink(noShips, ['s2'], at)).toBe(noShips);
    const named = { path: ships.path, query: tileFilter('id', 'IN', 'c1,c2') };
    expect(narrowedLink(named, ['s2'], at)).toBe(named);
  });

  it('narrows a page that takes several ships as a plain parameter through that parameter', () => {
    const page = { path: '/admin/contingency/schedule', query: { status: 'overdue' }, shipsParam: SHIP_IDS_PARAM };
    expect(narrowedLink(page, ['s1', 's2'], at).query).toEqual({ status: 'overdue', ship_ids: 's1,s2' });
    expect(narrowedLink(page, [], at).query.ship_ids).toBe(NOBODY);
    // Its own ship kept when matched, none when not; its own ships kept when all matched, else those that are.
    const ofShip = { ...page, query: { ...page.query, ship_id: 's1' } };
    expect(narrowedLink(ofShip, ['s1', 's2'], at)).toBe(ofShip);
    expect(narrowedLink(ofShip, ['s2'], at).query).toEqual({ status: 'overdue', ship_id: 's1', ship_ids: NOBODY });
    const ofShips = { ...page, query: { ship_ids: 's1,s3' } };
    expect(narrowedLink(ofShips, ['s1', 's3', 's4'], at)).toBe(ofShips);
    expect(narrowedLink(ofShips, ['s3'], at).query.ship_ids).toBe('s3');
    // More ships than the parameter takes: left as it was rather than refused.
    const many = Array.from({ length: 301 }, (_, index) => `s${index}`);
    expect(narrowedLink(page, many, at)).toBe(page);
  });
});
