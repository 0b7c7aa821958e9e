import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { addDays, boatLaunchLate, monthsBefore, type DashboardOverview } from '@vessel/contract';
import { listedByLink } from '../../../test/cert-fixtures.js';
import { buildAssignment, buildSeafarer, buildShip } from '../../../test/crew-factories.js';
import { superToken } from '../../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.js';
import { reviewInputs } from '../../../platform/review-inputs.js';
import { service } from '../../../platform/services.js';
import { drill, drillParticipant, drillType } from '../drills/tables.js';
import { drillDueSource, lifeboatSource, participationSource, reviewWaitSource } from './alert-source.js';
import { scheduleLineId } from './ships.js';

let t: TestApp;
let token: string;
let today: string;
let types: Map<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  token = await superToken(t);
  today = await t.app.moduleContext.alerts.today();
  types = new Map((await t.database.db.select({ id: drillType.id, code: drillType.code }).from(drillType)).map((row) => [row.code, row.id]));
}, 60_000);

afterAll(() => t?.close());

/** A held drill written straight into the drills part's table (the steps are the drills part's tests). */
async function held(shipId: string, code: string, day: string, extra: Partial<typeof drill.$inferInsert> = {}, status: 'done' | 'office_reviewed' = 'office_reviewed') {
  const [row] = await t.database.db
    .insert(drill)
    .values({ ship_id: shipId, drill_type_id: types.get(code)!, status, planned_date: day, conducted_at: day, ...extra })
    .returning({ id: drill.id });
  return row!.id;
}

/** A ship with `crew` seafarers signed on 60 days ago. */
async function crewedShip(name: string, crew: number) {
  const ship = await buildShip(t, token, { name_en: name });
  const seafarers: string[] = [];
  for (let index = 0; index < crew; index += 1) {
    const person = await buildSeafarer(t, token, { name_en: `${name} AB ${index}`, rank: 'AB' });
    const assignment = await buildAssignment(t, token, { seafarer_id: person.id, ship_id: ship.id, rank: 'AB', join: addDays(today, -60), off: addDays(today, 120) });
    // Signed on 60 days ago (the crew area's own steps are its tests'; the crew area's table is not ours to import).
    await t.database.db.execute(sql`update crew_assignment set sign_on_date = ${addDays(today, -60)}, status = 'onboard' where id = ${assignment.id}`);
    seafarers.push(person.id);
  }
  return { ship: ship as { id: string; dept_id: string }, seafarers };
}

async function attended(drillId: string, shipId: string, code: string, day: string, seafarers: readonly string[]) {
  await t.database.db.insert(drillParticipant).values(seafarers.map((seafarer_id) => ({ drill_id: drillId, ship_id: shipId, drill_type_id: types.get(code)!, conducted_at: day, seafarer_id })));
}

describe('the lifeboat launch rule', () => {
  it('counts calendar months, a launch exactly 3 months ago still in time, free-fall boats 6', () => {
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(boatLaunchLate('2026-02-28', '2026-05-31', false)).toBe(false);
    expect(boatLaunchLate('2026-02-27', '2026-05-31', false)).toBe(true);
    expect(boatLaunchLate('2025-11-30', '2026-05-31', true)).toBe(false);
    expect(boatLaunchLate('2025-11-29', '2026-05-31', true)).toBe(true);
    expect(boatLaunchLate(null, '2026-05-31', false)).toBe(true);
  });
});

describe('the drill alerts', () => {
  it('raise a fire drill overdue the day after its due date, not on it', async () => {
    const { ship } = await crewedShip('DRILL DUE', 0);
    const line = scheduleLineId(ship.id, types.get('fire')!);
    // Due today (30 days ago + 30): due soon, not overdue.
    const first = await held(ship.id, 'fire', addDays(today, -30));
    let conditions = await drillDueSource.collect(t.database.db, { today, leadDays: [], ids: [line] });
    expect(conditions.map((c) => [c.stage, c.level])).toEqual([['5d', 'warn']]);
    // Due yesterday: overdue, critical.
    await t.database.db.update(drill).set({ conducted_at: addDays(today, -31) }).where(eq(drill.id, first));
    conditions = await drillDueSource.collect(t.database.db, { today, leadDays: [], ids: [line] });
    expect(conditions.map((c) => [c.stage, c.level, c.title_key])).toEqual([['overdue', 'critical', 'alert.contingency.drillOverdue']]);
    // A type never held on the ship is a gap of its own.
    const never = await drillDueSource.collect(t.database.db, { today, leadDays: [], ids: [scheduleLineId(ship.id, types.get('security')!)] });
    expect(never.map((c) => c.stage)).toEqual(['gap']);
  });

  it('raise the participation alert below 75 % of the crew on board, not at exactly 75 %', async () => {
    const { ship, seafarers } = await crewedShip('DRILL SHARE', 4);
    const day = addDays(today, -3);
    const abandon = await held(ship.id, 'abandon_ship', day);
    const fire = await held(ship.id, 'fire', day);
    await attended(abandon, ship.id, 'abandon_ship', day, seafarers.slice(0, 3));
    await attended(fire, ship.id, 'fire', day, seafarers.slice(0, 3));
    expect(await participationSource.collect(t.database.db, { today, leadDays: [], ids: [ship.id] })).toEqual([]);
    // Two of four: 50 %.
    await t.database.db.delete(drillParticipant).where(eq(drillParticipant.seafarer_id, seafarers[2]!));
    const [condition] = await participationSource.collect(t.database.db, { today, leadDays: [], ids: [ship.id] });
    expect(condition).toMatchObject({ biz_id: ship.id, level: 'warn', title_key: 'alert.contingency.participationLow', params: { share: '50', both: '2', on_board: '4' } });
  });

  it('raise each lifeboat not launched in 3 months, a launch exactly 3 months ago in time, a ship naming no boat as one', async () => {
    const { ship } = await crewedShip('DRILL BOATS', 0);
    await held(ship.id, 'lifeboat_launch', monthsBefore(today, 3), { lifeboat_no: 'No. 1', equipment_used: ['lifeboat'] });
    await held(ship.id, 'lifeboat_launch', addDays(monthsBefore(today, 3), -1), { lifeboat_no: 'No. 2', equipment_used: ['lifeboat'] });
    await held(ship.id, 'lifeboat_launch', addDays(monthsBefore(today, 3), -1), { lifeboat_no: 'FF free-fall', equipment_used: ['lifeboat'] });
    const conditions = (await lifeboatSource.collect(t.database.db, { today, leadDays: [] })).filter((c) => c.ship_id === ship.id);
    expect(conditions.map((c) => (c.params.boat as string))).toEqual(['No. 2']);
    const { ship: bare } = await crewedShip('DRILL NO BOAT', 0);
    const none = (await lifeboatSource.collect(t.database.db, { today, leadDays: [] })).filter((c) => c.ship_id === bare.id);
    expect(none.map((c) => [c.biz_id, c.title_key])).toEqual([[bare.id, 'alert.contingency.shipBoatNotLaunched']]);
  });

  it('chase a done drill after 14 days without the office review, not on the 14th day', async () => {
    const { ship } = await crewedShip('DRILL REVIEW', 0);
    const inTime = await held(ship.id, 'enclosed_space', addDays(today, -14), {}, 'done');
    const late = await held(ship.id, 'enclosed_space', addDays(today, -15), {}, 'done');
    const conditions = await reviewWaitSource.collect(t.database.db, { today, leadDays: [], ids: [inTime, late] });
    expect(conditions.map((c) => c.biz_id)).toEqual([late]);
  });
});

describe('the contingency dashboard and review inputs', () => {
  const overview = async (shipId: string, lang = 'en'): Promise<DashboardOverview> => {
    const { json } = await call(t, { url: `/admin/dashboard/overview?ship_id=${shipId}`, token, lang });
    expect(json.code).toBe(1);
    return json.data as DashboardOverview;
  };

  it('count overdue drills, drills due in 30 days and records awaiting review, each tile opening a list as long as its number', async () => {
    const { ship } = await crewedShip('DRILL TILES', 0);
    await held(ship.id, 'fire', addDays(today, -40));
    await held(ship.id, 'abandon_ship', addDays(today, -10), {}, 'done');
    const answer = await overview(ship.id);
    const tiles = [...answer.red_flags, ...answer.due_soon].filter((tile) => tile.key.startsWith('contingency.'));
    const count = (key: string) => tiles.find((tile) => tile.key === key)?.count;
    const applicable = answer.charts.find((chart) => chart.key === 'contingency.drillStatus')!.categories.length;
    // Fire overdue and every other type never held; abandon ship due in 20 days; one record waiting.
    expect(count('contingency.drillsOverdue')).toBe(applicable - 1);
    expect(count('contingency.drillsDue30')).toBe(1);
    expect(count('contingency.awaitingReview')).toBe(1);
    const waiting = tiles.find((tile) => tile.key === 'contingency.awaitingReview')!;
    expect(await listedByLink(t, token, waiting.link)).toBe(1);
    // The schedule tiles open the schedule page with its own filters: it lists the lines they count.
    const scheduled = async (key: string) => {
      const link = tiles.find((tile) => tile.key === key)!.link!;
      const { json } = await call(t, { url: `/admin/contingency.Drill/schedule?${new URLSearchParams(link.query as Record<string, string>)}`, token });
      expect(json.code, JSON.stringify(json)).toBe(1);
      return (json.data.list as unknown[]).length;
    };
    expect(await scheduled('contingency.drillsOverdue')).toBe(applicable - 1);
    expect(await scheduled('contingency.drillsDue30')).toBe(1);
  });

  it('colour the heat-map cell of a ship × fire by its status, named in the reader language', async () => {
    const { ship } = await crewedShip('DRILL HEAT', 0);
    await held(ship.id, 'fire', addDays(today, -2));
    for (const lang of ['en', 'zh-cn']) {
      const chart = (await overview(ship.id, lang)).charts.find((item) => item.key === 'contingency.drillStatus')!;
      expect(chart.kind).toBe('heatmap');
      const fire = chart.categories.indexOf(lang === 'en' ? 'Fire drill' : '消防演习');
      const cell = chart.cells!.find((item) => item.x === fire && item.y === 0);
      expect(cell?.state).toBe('ok');
      expect(chart.states!.map((state) => state.key)).toEqual(['ok', 'due_soon', 'overdue', 'never_done']);
    }
  });

  it("give the review's drill figures as many rows as their lists show", async () => {
    const { ship } = await crewedShip('DRILL REVIEW INPUTS', 0);
    const from = addDays(today, -20);
    await held(ship.id, 'fire', addDays(today, -5), { deficiencies: [{ description: 'Hose coupling leaking', grade: 'minor' }] });
    await held(ship.id, 'medical', addDays(today, -6));
    const sections = await service(reviewInputs('contingency')).collect(t.database.db, { from, to: today });
    const figures = sections.flatMap((section) => section.figures);
    expect(figures.find((figure) => figure.key === 'contingency.deficiencies')!.value).toBeGreaterThanOrEqual(1);
    const listed = figures.filter((figure) => figure.list);
    expect(listed.length).toBeGreaterThan(2);
    for (const figure of listed) {
      expect([figure.key, await listedByLink(t, token, { path: `/admin/${figure.list!.path}`, query: figure.list!.query })]).toEqual([figure.key, figure.value]);
    }
    await t.database.db.delete(drill).where(inArray(drill.ship_id, [ship.id]));
  });
});
