import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DRILL_TYPE_SEED, addDays, drillDescription } from '@vessel/contract';
import { NCR_PIPELINE } from '../../../platform/ncr-pipeline.js';
import { service } from '../../../platform/services.js';
import type { Db } from '../../../db/client.js';
import { buildAdmin, buildGroup, tokenOf, superToken } from '../../../test/factories.js';
import { buildSeafarer, buildShip, positionId } from '../../../test/crew-factories.js';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.js';
import { drillParticipation } from './participation.js';
import { drillSchedule } from './schedule.js';
import { seedDrillTypes } from './seed.js';

const DRILL = '/admin/contingency.Drill/';
const TYPE = '/admin/contingency.DrillType/';

let t: TestApp;
let db: Db;
let token: string;
let today: string;

async function answer(url: string, body: Record<string, unknown>, lang: 'en' | 'zh-cn' = 'en', as = token) {
  return (await call(t, { url, token: as, body, lang })).json;
}
async function must(url: string, body: Record<string, unknown>, as = token) {
  const json = await answer(url, body, 'en', as);
  if (json?.code !== 1) throw new Error(`${url} refused: ${JSON.stringify(json)}`);
  return json.data?.row as Record<string, any>;
}
async function rows(query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: Array<Record<string, any>> }).rows;
}
async function typeId(code: string): Promise<string> {
  return (await rows(sql`select id from drill_type where code = ${code}`))[0]!.id;
}

/** A stay on board straight in the crew's table: the assignment workflow is the crew's own test's business. */
async function aboard(shipId: string, seafarerId: string, signOn: string, signOff: string | null = null) {
  const rank = await positionId(t, 'AB');
  await db.execute(sql`insert into crew_assignment (seafarer_id, ship_id, rank_id, status, planned_join_date, planned_sign_off_date, sign_on_date, sign_off_date)
    values (${seafarerId}, ${shipId}, ${rank}, ${signOff ? 'signed_off' : 'onboard'}, ${signOn}, ${signOff ?? addDays(today, 180)}, ${signOn}, ${signOff})`);
}

let seq = 0;
async function crewOn(shipId: string, signOn: string, signOff: string | null = null) {
  const seafarer = await buildSeafarer(t, token, { name_en: `DRILL HAND ${++seq}`, rank: 'AB' });
  await aboard(shipId, seafarer.id, signOn, signOff);
  return seafarer.id as string;
}

const held = (shipId: string, code: string, values: Record<string, unknown>) => typeId(code).then((drill_type_id) => must(`${DRILL}add`, { ship_id: shipId, drill_type_id, planned_date: values.conducted_at ?? today, ...values }));
/** The record's form values (an edit sends these back). */
const form = (row: Record<string, any>) => ({ id: row.id, ...Object.fromEntries(drillDescription.def.fields.filter((field) => field.form !== 'none').map((field) => [field.name, row[field.name]])) });
const attended = (ids: readonly string[]) => ids.map((seafarer_id) => ({ seafarer_id, attendance: 'attended' }));

beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.moduleContext.db;
  token = await superToken(t);
  today = await t.app.moduleContext.alerts.today();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('drill types', () => {
  it('are seeded once with DOMAIN §3.6 in both languages, the shore exercise shore-only', async () => {
    await seedDrillTypes(db);
    const seeded = await rows(sql`select code, name_zh, frequency_days, per_crew_member, requires_boat_launch, shore_only, applies_to_ship_types from drill_type order by weigh`);
    expect(seeded.map((row) => row.code)).toEqual(DRILL_TYPE_SEED.map((type) => type.code));
    expect(seeded.find((row) => row.code === 'abandon_ship')).toMatchObject({ frequency_days: 30, per_crew_member: true, name_zh: '弃船演习' });
    expect(seeded.find((row) => row.code === 'lifeboat_launch')).toMatchObject({ frequency_days: 90, requires_boat_launch: true });
    expect(seeded.find((row) => row.code === 'damage_control')).toMatchObject({ applies_to_ship_types: ['passenger'] });
    expect(seeded.find((row) => row.code === 'shore_emergency')).toMatchObject({ frequency_days: 365, shore_only: true });
  });

  it('refuses a per-ship-type frequency that is not whole days', async () => {
    const json = await answer(`${TYPE}add`, { code: 'test_override', name_en: 'Test', name_zh: '测试', category: 'company', frequency_days: 90, frequency_overrides: [{ key: 'tanker', value: 'often' }] });
    expect(json.data.errors).toEqual({ frequency_overrides: 'The frequency for ship type tanker must be a whole number of days from 1 to 3650' });
  });
});

describe('drill records', () => {
  it('writes a drill as done in one form, refusing no participants, a future date and a seafarer not on board (both languages)', async () => {
    const ship = await buildShip(t, token, { name_en: 'DRILL ONE' });
    const hand = await crewOn(ship.id, addDays(today, -60));
    const gone = await crewOn(ship.id, addDays(today, -90), addDays(today, -10));
    const fire = await typeId('fire');
    const base = { ship_id: ship.id, drill_type_id: fire, planned_date: addDays(today, -2) };
    expect((await answer(`${DRILL}add`, { ...base, conducted_at: addDays(today, -2), participants: [] })).data.errors).toEqual({ participants: 'A drill held needs at least one participant who attended' });
    expect((await answer(`${DRILL}add`, { ...base, conducted_at: addDays(today, 1), participants: attended([hand]) })).data.errors).toEqual({ conducted_at: expect.stringContaining('after today') });
    expect((await answer(`${DRILL}add`, { ...base, conducted_at: addDays(today, -2), participants: attended([hand, gone]) })).data.errors).toEqual({ participants: expect.stringContaining('not on board') });
    const zh = await answer(`${DRILL}add`, { ...base, conducted_at: addDays(today, -2), participants: attended([hand, gone]) }, 'zh-cn');
    expect(zh.data.errors.participants).toMatch(/不在本船/);
    // On board on the day before signing off: counts.
    const row = await must(`${DRILL}add`, { ...base, conducted_at: addDays(today, -12), participants: attended([hand, gone]) });
    expect(row).toMatchObject({ status: 'done', participant_count: 2 });
    expect(await rows(sql`select seafarer_id from drill_participant where drill_id = ${row.id}`)).toHaveLength(2);
  });

  it('refuses a drill type not for the ship type', async () => {
    const ship = await buildShip(t, token, { name_en: 'DRILL BULKER' });
    const json = await answer(`${DRILL}add`, { ship_id: ship.id, drill_type_id: await typeId('damage_control'), planned_date: today });
    expect(json.data.errors).toEqual({ drill_type_id: expect.stringContaining('not held on this ship') });
  });

  it('conducts a planned drill only with participants and not in the future; signs by the master or with the right; reviews after signing', async () => {
    const ship = await buildShip(t, token, { name_en: 'DRILL TWO' });
    const hand = await crewOn(ship.id, addDays(today, -20));
    const planned = await must(`${DRILL}add`, { ship_id: ship.id, drill_type_id: await typeId('fire'), planned_date: today });
    expect(planned.status).toBe('planned');
    expect((await answer(`${DRILL}conduct`, { id: planned.id })).data.errors).toEqual({ participants: expect.any(String) });
    await must(`${DRILL}edit`, { ...form(planned), participants: attended([hand]) });
    expect((await answer(`${DRILL}conduct`, { id: planned.id, conducted_at: addDays(today, 1) })).data.errors).toEqual({ conducted_at: expect.any(String) });
    expect((await answer(`${DRILL}conduct`, { id: planned.id })).code).toBe(1);
    expect((await answer(`${DRILL}review`, { id: planned.id })).msg).toContain('only after the master has signed');

    // Shore staff seeing every drill, without the right to sign: refused; the ship's master (its department's leader) signs.
    const group = await buildGroup(t, token, { name: 'Drill readers', rights: ['contingency/drill/index'], data_scope: 'all' });
    await buildAdmin(t, token, { username: 'drill_reader', group_arr: [group.id] });
    const reader = await tokenOf(t, 'drill_reader');
    expect((await answer(`${DRILL}sign`, { id: planned.id }, 'en', reader)).msg).toContain('Only the master');
    await must('/admin/auth.Admin/add', { username: 'drill_master', nickname: 'Master Two', password: 'Seaworthy_1', status: 'enable', weight_type: 1, is_leader: true, department_id: ship.dept_id, group_arr: [group.id] });
    const master = await tokenOf(t, 'drill_master');
    expect((await answer(`${DRILL}sign`, { id: planned.id }, 'en', master)).code).toBe(1);
    expect((await answer(`${DRILL}edit`, { ...form(planned), conducted_at: today, participants: attended([hand]), remark: 'late' })).msg).toContain('signed by the master');
    expect((await answer(`${DRILL}review`, { id: planned.id, remark: 'Well run' })).code).toBe(1);
    expect((await rows(sql`select status, office_reviewed_at from drill_record where id = ${planned.id}`))[0]).toMatchObject({ status: 'office_reviewed', office_reviewed_at: expect.anything() });
  });

  it('raises an NCR once per deficiency', async () => {
    const ship = await buildShip(t, token, { name_en: 'DRILL THREE' });
    const hand = await crewOn(ship.id, addDays(today, -20));
    const row = await held(ship.id, 'fire', { conducted_at: today, participants: attended([hand]), deficiencies: [{ description: 'Fire hose coupling at station 3 leaking', grade: 'minor' }] });
    const key = row.deficiencies[0].key;
    const first = await answer(`${DRILL}raiseNcr`, { id: row.id, key });
    expect(first.code).toBe(1);
    expect((await answer(`${DRILL}raiseNcr`, { id: row.id, key })).data.errors).toEqual({ key: expect.stringContaining('already raised') });
    const raised = await service(NCR_PIPELINE).ofSource(db, 'drill', row.id);
    expect(raised).toEqual([expect.objectContaining({ id: first.data.ncr.id, source_item_id: key })]);
  });
});

describe('schedule and participation', () => {
  it('computes last done, next due and status per ship × type, never-done included', async () => {
    const ship = await buildShip(t, token, { name_en: 'DRILL FOUR' });
    const hand = await crewOn(ship.id, addDays(today, -100));
    await held(ship.id, 'fire', { conducted_at: addDays(today, -30), participants: attended([hand]) });
    await held(ship.id, 'abandon_ship', { conducted_at: addDays(today, -31), participants: attended([hand]) });
    const schedule = await drillSchedule(db, today, [ship.id]);
    const byCode = new Map(schedule.map((row) => [row.drill_type_code, row]));
    expect(byCode.get('fire')).toMatchObject({ last_done_date: addDays(today, -30), next_due_date: today, status: 'due_soon' });
    expect(byCode.get('abandon_ship')).toMatchObject({ next_due_date: addDays(today, -1), status: 'overdue' });
    expect(byCode.get('enclosed_space')).toMatchObject({ last_done_date: null, next_due_date: null, status: 'never_done' });
    expect(byCode.has('damage_control')).toBe(false);
    expect(byCode.has('shore_emergency')).toBe(false);
  });

  it('counts the crew on board today who did both drills in 30 days, not a drill from before joining, not those signed off', async () => {
    const ship = await buildShip(t, token, { name_en: 'DRILL FIVE' });
    const a = await crewOn(ship.id, addDays(today, -100));
    const b = await crewOn(ship.id, addDays(today, -100));
    const c = await crewOn(ship.id, addDays(today, -100));
    const off = await crewOn(ship.id, addDays(today, -100), addDays(today, -1));
    await held(ship.id, 'fire', { conducted_at: addDays(today, -30), participants: attended([a, b, c, off]) });
    await held(ship.id, 'abandon_ship', { conducted_at: addDays(today, -5), participants: attended([a, b, c, off]) });
    // d joined after both drills: on board, not counted as having done them.
    const d = await crewOn(ship.id, addDays(today, -3));
    expect(d).toBeTruthy();
    const [share] = await drillParticipation(db, today, [ship.id]);
    expect(share).toEqual({ ship_id: ship.id, on_board: 4, abandon_ship: 3, fire: 3, both: 3, share: 75, below: false });
  });
});

describe('the pages reads', () => {
  it('lists the crew on board on a day for the picker, and the schedule filtered by status', async () => {
    const ship = await buildShip(t, token, { name_en: 'DRILL SIX' });
    const on = await crewOn(ship.id, addDays(today, -40));
    await crewOn(ship.id, addDays(today, -90), addDays(today, -30));
    const listed = (await call(t, { url: `${DRILL}onBoard?ship_id=${ship.id}&date=${addDays(today, -10)}`, method: 'GET', token })).json;
    expect(listed.data.list.map((row: { seafarer_id: string }) => row.seafarer_id)).toEqual([on]);
    await held(ship.id, 'fire', { conducted_at: addDays(today, -2), participants: attended([on]) });
    const schedule = (await call(t, { url: `${DRILL}schedule?ship_id=${ship.id}&status=ok`, method: 'GET', token })).json;
    expect(schedule.data.list).toEqual([expect.objectContaining({ ship_name_en: 'DRILL SIX', drill_type_code: 'fire', drill_type_name_zh: '消防演习', status: 'ok' })]);
    const bad = (await call(t, { url: `${DRILL}onBoard?ship_id=${ship.id}&date=yesterday`, method: 'GET', token })).json;
    expect(bad.code).toBe(0);
  });
});
