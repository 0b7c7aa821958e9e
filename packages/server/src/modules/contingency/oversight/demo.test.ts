import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { onBoardOn } from '@vessel/contract';
import { seedDemoData } from '../../../demo/seed-demo.js';
import { buildTestApp, type TestApp } from '../../../test/helpers.js';
import { drillParticipation } from '../drills/participation.js';
import { drillSchedule } from '../drills/schedule.js';
import { drill, drillParticipant, drillType } from '../drills/tables.js';
import { seedDemoDrills } from './demo.js';

/** The drills demo: a believable year per ship, some late, every participant on board that day. */
describe('the drills demo', () => {
  let t: TestApp;
  let today: string;

  beforeAll(async () => {
    t = await buildTestApp();
    today = await t.app.moduleContext.alerts.today();
    await seedDemoData(t.app.moduleContext);
  }, 300_000);
  afterAll(() => t?.close());

  it('holds monthly abandon-ship and fire drills on every ship through the year, and some drills late now', async () => {
    const db = t.database.db;
    const perShip = (await db.execute(sql`select r.ship_id, t.code, count(*)::int as n from drill_record r join drill_type t on t.id = r.drill_type_id group by 1, 2`)).rows as Array<{ ship_id: string; code: string; n: number }>;
    const ships = [...new Set(perShip.map((row) => row.ship_id))];
    expect(ships.length).toBeGreaterThan(2);
    for (const ship of ships) {
      for (const code of ['abandon_ship', 'fire']) expect(perShip.find((row) => row.ship_id === ship && row.code === code)?.n ?? 0, `${ship} ${code}`).toBeGreaterThanOrEqual(11);
      expect(perShip.find((row) => row.ship_id === ship && row.code === 'lifeboat_launch')?.n ?? 0).toBeGreaterThanOrEqual(6);
    }
    const schedule = await drillSchedule(db, today, ships);
    const late = schedule.filter((row) => row.status === 'overdue');
    expect(late.length, JSON.stringify(schedule.filter((row) => row.status !== 'ok'))).toBeGreaterThanOrEqual(2);
    expect(new Set(late.map((row) => row.ship_id)).size).toBeLessThanOrEqual(2);
    expect(schedule.filter((row) => row.status === 'ok').length).toBeGreaterThan(late.length * 5);
    // The participation share is computed on real crews: most ships at or above 75 %.
    const shares = (await drillParticipation(db, today, ships)).filter((row) => row.on_board > 0);
    expect(shares.length).toBe(ships.length);
    expect(shares.filter((row) => !row.below).length).toBeGreaterThan(shares.length / 2);
  });

  it('lists as participants only seafarers on board that ship that day, a few absent with their reason', async () => {
    const db = t.database.db;
    const rows = await db
      .select({ seafarer_id: drillParticipant.seafarer_id, ship_id: drillParticipant.ship_id, day: drillParticipant.conducted_at, attendance: drillParticipant.attendance, reason: drillParticipant.absence_reason })
      .from(drillParticipant);
    expect(rows.length).toBeGreaterThan(100);
    const stays = (await db.execute(sql`select seafarer_id, ship_id, sign_on_date::text, sign_off_date::text from crew_assignment`)).rows as Array<{ seafarer_id: string; ship_id: string; sign_on_date: string | null; sign_off_date: string | null }>;
    const strangers = rows.filter((row) => !stays.some((stay) => stay.seafarer_id === row.seafarer_id && stay.ship_id === row.ship_id && stay.sign_on_date && onBoardOn({ ...stay, sign_on_date: stay.sign_on_date }, row.day!)));
    expect(strangers).toEqual([]);
    const absent = rows.filter((row) => row.attendance === 'absent');
    expect(absent.length).toBeGreaterThan(0);
    expect(absent.every((row) => !!row.reason)).toBe(true);
  });

  it('leaves recent records waiting for the office, a few deficiencies, one raised as an NCR, and adds nothing on a second run', async () => {
    const db = t.database.db;
    const [waiting] = await db.select({ n: sql<number>`count(*)::int` }).from(drill).where(eq(drill.status, 'done'));
    expect(Number(waiting!.n)).toBeGreaterThan(0);
    const withDeficiencies = (await db.select({ deficiencies: drill.deficiencies }).from(drill)).filter((row) => row.deficiencies.length > 0);
    expect(withDeficiencies.length).toBeGreaterThan(1);
    expect(withDeficiencies.flatMap((row) => row.deficiencies).filter((item) => item.ncr_id).length).toBe(1);
    // The NCR area's own demo has drill NCRs of its own: only those raised from these records count here.
    const ncrs = (await db.execute(sql`select count(*)::int as n from ncr_report where source_type = 'drill' and source_id in (select id from drill_record)`)).rows as Array<{ n: number }>;
    expect(Number(ncrs[0]!.n)).toBe(1);
    const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(drill);
    const ships = (await db.execute(sql`select id, dept_id, name_en from ship`)).rows as Array<{ id: string; dept_id: string; name_en: string }>;
    expect(await seedDemoDrills(t.app.moduleContext, { today, ships, departments: new Map(), staff: new Map() })).toEqual({});
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(drill);
    expect(after!.n).toBe(before!.n);
    expect((await db.select({ id: drillType.id }).from(drillType)).length).toBeGreaterThan(10);
  });
});
