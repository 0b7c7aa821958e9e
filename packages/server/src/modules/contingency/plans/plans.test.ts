import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, dutyWeeksMissing, ertGaps, planReviewStatus, weekMonday, type ErtContactLike } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { superToken } from '../../../test/factories.js';
import { buildShip } from '../../../test/crew-factories.js';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.js';
import { dutySource, ertGapSource, planReviewSource } from './alert-source.js';
import { seedDemoPlans } from './demo.js';
import { lineId } from './gaps.js';
import { planTiles } from './tiles.js';

const PLAN = '/admin/contingency.Plan/';
const CONTACT = '/admin/contingency.Contact/';
const DUTY = '/admin/contingency.Duty/';

let t: TestApp;
let db: Db;
let token: string;
let today: string;
let adminId: string;

async function answer(url: string, body: Record<string, unknown>, lang: 'en' | 'zh-cn' = 'en') {
  return (await call(t, { url, token, body, lang })).json;
}
async function must(url: string, body: Record<string, unknown>) {
  const json = await answer(url, body);
  if (json?.code !== 1) throw new Error(`${url} refused: ${JSON.stringify(json)}`);
  return json.data?.row as Record<string, any>;
}
const errors = async (url: string, body: Record<string, unknown>, lang: 'en' | 'zh-cn' = 'en') => (await answer(url, body, lang)).data?.errors as Record<string, string>;
const collect = (source: typeof dutySource, ids?: string[]) => source.collect(db, { today, leadDays: [], ...(ids ? { ids } : {}) });

beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.moduleContext.db;
  token = await superToken(t);
  today = await t.app.moduleContext.alerts.today();
  adminId = ((await db.execute(sql`select id from admin order by created_at limit 1`)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the gap rules', () => {
  it('a plan is overdue the day after its review date, due soon from 30 days before it', () => {
    expect(planReviewStatus(addDays(today, -1), today)).toBe('overdue');
    expect(planReviewStatus(today, today)).toBe('due_soon');
    expect(planReviewStatus(addDays(today, 30), today)).toBe('due_soon');
    expect(planReviewStatus(addDays(today, 31), today)).toBe('ok');
  });

  it('a duty week starts on the Monday; this week and the next need a roster', () => {
    expect(weekMonday('2026-11-23')).toBe('2026-11-23');
    expect(weekMonday('2026-11-29')).toBe('2026-11-23');
    expect(weekMonday('2026-11-30')).toBe('2026-11-30');
    expect(dutyWeeksMissing(['2026-11-23'], '2026-11-29')).toEqual(['2026-11-30']);
    expect(dutyWeeksMissing(['2026-11-23', '2026-11-30'], '2026-11-29')).toEqual([]);
  });

  it('a contact valid to yesterday leaves its role uncovered; valid to today still covers it', () => {
    const contact = (role: string, validTo: string | null, backup: string | null): ErtContactLike => ({ kind: 'team', ert_role: role, person_name: role, backup_phone: backup, valid_from: null, valid_to: validTo });
    const gaps = ertGaps([contact('dpa', addDays(today, -1), '+86 21 5555 0001'), contact('cso', today, '+86 21 5555 0002'), contact('technical', null, null)], today);
    expect(gaps.find((gap) => gap.role === 'dpa')).toEqual({ role: 'dpa', gap: 'no_contact', critical: true, name: null });
    expect(gaps.find((gap) => gap.role === 'cso')).toBeUndefined();
    expect(gaps.find((gap) => gap.role === 'technical')).toEqual({ role: 'technical', gap: 'no_backup', critical: false, name: 'technical' });
    expect(gaps.find((gap) => gap.role === 'media_legal')).toMatchObject({ gap: 'no_contact', critical: false });
  });
});

describe('emergency plans', () => {
  it('one active plan per ship and type, refused in both languages; the shore has its own; an inactive one may repeat', async () => {
    const ship = await buildShip(t, token, { name_en: 'PLAN TEST' });
    const plan = await must(`${PLAN}add`, { ship_id: ship.id, plan_type: 'fire', title: 'Fire plan', review_due_date: addDays(today, 200) });
    expect(plan.dept_id).toBe(ship.dept_id);
    const twice = { ship_id: ship.id, plan_type: 'fire', title: 'Fire plan again', review_due_date: addDays(today, 200) };
    expect(await errors(`${PLAN}add`, twice)).toEqual({ plan_type: 'This ship (or the shore) already has an active plan of this type' });
    expect(await errors(`${PLAN}add`, twice, 'zh-cn')).toEqual({ plan_type: '该船舶（或岸基）已有此类型的有效预案' });
    await must(`${PLAN}add`, { ...twice, active: false });
    const shore = await must(`${PLAN}add`, { ship_id: null, plan_type: 'fire', title: 'Shore fire response', review_due_date: addDays(today, 200) });
    expect(shore).toMatchObject({ ship_id: null, dept_id: null });
    expect(await errors(`${PLAN}add`, { ship_id: null, plan_type: 'fire', title: 'Shore again', review_due_date: addDays(today, 200) })).toHaveProperty('plan_type');
  });

  it('links a plan only to a controlled document in force, named by its number and title', async () => {
    const ship = await buildShip(t, token, { name_en: 'PLAN DOC TEST' });
    const dept = ((await db.execute(sql`select id from department where pid is null limit 1`)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const folder = await must('/admin/document.Folder/add', { code: 'L3-EM', name_en: 'Emergency instructions', name_zh: '应急须知', level: 'L3', owner_dept_id: dept });
    const doc = await must('/admin/document.Document/add', { doc_no: 'EP-01', title_en: 'Fire emergency plan', title_zh: '火灾应急预案', folder_id: folder.id, owner_dept_id: dept });
    const withdrawn = await must('/admin/document.Document/add', { doc_no: 'EP-00', title_en: 'Old fire plan', folder_id: folder.id, owner_dept_id: dept });
    await db.execute(sql`update document set status = 'obsolete' where id = ${withdrawn.id}`);
    const values = { ship_id: ship.id, plan_type: 'fire', title: 'Fire plan', review_due_date: addDays(today, 200) };
    // An id that is no document at all is the kit's refusal; a withdrawn document is the plan's own.
    expect((await errors(`${PLAN}add`, { ...values, document_id: '00000000-0000-4000-8000-000000000001' })).document_id).toBe('The record does not exist or is outside your data scope');
    expect(await errors(`${PLAN}add`, { ...values, document_id: withdrawn.id })).toEqual({ document_id: 'Choose a controlled document in force (not withdrawn) from document control' });
    expect((await errors(`${PLAN}add`, { ...values, document_id: withdrawn.id }, 'zh-cn')).document_id).toMatch(/[\u4e00-\u9fff]/);
    const plan = await must(`${PLAN}add`, { ...values, document_id: doc.id });
    expect(plan).toMatchObject({ document_id: doc.id, document_id_label: 'EP-01 Fire emergency plan', document_id_label_zh: 'EP-01 火灾应急预案' });
  });

  it('alerts a plan due yesterday as critical, due today as a warning, and counts both on the tile', async () => {
    const ship = await buildShip(t, token, { name_en: 'REVIEW TEST' });
    const past = await must(`${PLAN}add`, { ship_id: ship.id, plan_type: 'flooding', title: 'Flooding', review_due_date: addDays(today, -1) });
    const dueToday = await must(`${PLAN}add`, { ship_id: ship.id, plan_type: 'collision', title: 'Collision', review_due_date: today });
    const later = await must(`${PLAN}add`, { ship_id: ship.id, plan_type: 'grounding', title: 'Grounding', review_due_date: addDays(today, 31) });
    const conditions = await collect(planReviewSource, [past.id, dueToday.id, later.id]);
    expect(conditions.map((condition) => [condition.biz_id, condition.level, condition.stage])).toEqual([
      [past.id, 'critical', 'overdue'],
      [dueToday.id, 'warn', '30d'],
    ]);
    const access = { visibility: { kind: 'all' } } as never;
    const tiles = await planTiles(db, { access, today, shipId: ship.id });
    expect(tiles.due_soon?.[0]).toMatchObject({ key: 'contingency.plansReviewDue', count: 2, level: 'warn' });
    expect(tiles.red_flags).toEqual([]);
  });
});

describe('emergency contacts', () => {
  const team = { kind: 'team', ert_role: 'dpa', person_name: 'Zhou Min', phone_24h: '+86 21 6888 1234' };

  it('checks a phone by length first, then by its pattern', async () => {
    expect(await errors(`${CONTACT}add`, { ...team, phone_24h: '+86 call me' })).toEqual({ phone_24h: 'A phone number has 5 to 30 characters: an optional +, digits, spaces, brackets and hyphens' });
    const long = await errors(`${CONTACT}add`, { ...team, phone_24h: '1'.repeat(31) });
    expect(long.phone_24h).toMatch(/30/);
    expect(long.phone_24h).not.toMatch(/brackets/);
    expect(await errors(`${CONTACT}add`, { ...team, phone_24h: '+86 21 6888 1234', backup_phone: 'x' })).toHaveProperty('backup_phone');
    await must(`${CONTACT}add`, { ...team, phone_24h: '+86 (21) 6888-1234' });
  });

  it('a team member needs a role, an external party its kind and organisation, validity in order', async () => {
    expect(await errors(`${CONTACT}add`, { ...team, ert_role: null })).toEqual({ ert_role: 'A response team member needs an ERT role' });
    expect(await errors(`${CONTACT}add`, { kind: 'external', person_name: 'Duty officer', phone_24h: '+86 21 6327 6000' })).toHaveProperty('party');
    const external = await must(`${CONTACT}add`, { kind: 'external', party: 'mrcc', ert_role: 'dpa', organisation: 'MRCC Shanghai', person_name: 'Duty officer', phone_24h: '+86 21 6327 6000' });
    expect(external.ert_role).toBeNull();
    expect(await errors(`${CONTACT}add`, { ...team, valid_from: today, valid_to: addDays(today, -1) })).toHaveProperty('valid_to');
  });

  it('alerts a role whose only contact expired yesterday, and one without a backup', async () => {
    await must(`${CONTACT}add`, { kind: 'team', ert_role: 'cso', person_name: 'Old CSO', phone_24h: '+86 21 6888 2000', backup_phone: '+86 21 6888 2001', valid_to: addDays(today, -1) });
    const conditions = await collect(ertGapSource, [lineId('ert-role', 'cso'), lineId('ert-role', 'dpa')]);
    expect(conditions.find((condition) => condition.biz_id === lineId('ert-role', 'cso'))).toMatchObject({ level: 'critical', title_key: 'alert.contingency.ertNoContact' });
    // The DPA added above has no backup phone.
    expect(conditions.find((condition) => condition.biz_id === lineId('ert-role', 'dpa'))).toMatchObject({ level: 'warn', title_key: 'alert.contingency.ertNoBackup' });
  });
});

describe('the duty roster', () => {
  it('a week starts on a Monday, once; the leader is not a member again', async () => {
    const monday = weekMonday(today);
    expect(await errors(`${DUTY}add`, { week_start: addDays(monday, 1), leader_id: adminId })).toEqual({ week_start: `A duty week starts on a Monday: ${addDays(monday, 1)} is not one` });
    expect(await errors(`${DUTY}add`, { week_start: monday, leader_id: adminId, member_ids: [adminId] })).toHaveProperty('member_ids');
    expect(await collect(dutySource)).toHaveLength(2);
    const row = await must(`${DUTY}add`, { week_start: monday, leader_id: adminId });
    expect(row.week_end).toBe(addDays(monday, 6));
    expect(await errors(`${DUTY}add`, { week_start: monday, leader_id: adminId })).toEqual({ week_start: 'This week already has a duty roster' });
    // This week rostered, the next not: one gap, a warning.
    const conditions = await collect(dutySource);
    expect(conditions.map((condition) => [condition.due_date, condition.level])).toEqual([[addDays(monday, 7), 'warn']]);
  });
});

describe('the demo', () => {
  it('seeds once', async () => {
    const ship = await buildShip(t, token, { name_en: 'DEMO PLANS' });
    const staff = new Map([['dpa_zhou', adminId]]);
    const input = { today, ships: [{ id: ship.id, dept_id: ship.dept_id, name_en: 'DEMO PLANS' }], departments: new Map(), staff };
    // Plans made by the tests above: the demo runs on a company without any.
    await db.execute(sql`delete from emergency_plan`);
    await db.execute(sql`delete from emergency_contact`);
    await db.execute(sql`delete from ert_duty_roster`);
    expect(await seedDemoPlans(t.app.moduleContext, input)).toMatchObject({ emergencyPlans: 17, ertDutyWeeks: 56 });
    const count = async () => ((await db.execute(sql`select (select count(*) from emergency_plan) + (select count(*) from emergency_contact) + (select count(*) from ert_duty_roster) as n`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const first = Number(await count());
    expect(await seedDemoPlans(t.app.moduleContext, input)).toEqual({});
    expect(Number(await count())).toBe(first);
  });
});
