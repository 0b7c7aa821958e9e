import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { buildAssignment, buildDocument, buildSeafarer, buildShip, clearRequirements, days, positionId, requireDocument, step } from '../../test/crew-factories.js';
import { crewAssignment, seafarer } from './tables.js';

/**
 * A seafarer nominated for a ship must be free to go (DOMAIN.md §4.4, nominated → approved): not on
 * board another ship over the dates, not booked for one, not on leave on the joining day, and holding
 * every document the rank needs until the planned sign-off. Each refusal names its rule and what stops it.
 */
describe('crew change: the seafarer must be available', () => {
  let t: TestApp;
  let root: string;
  let today: string;
  let shipA: Record<string, any>;
  let shipB: Record<string, any>;

  const officer = async (name: string) => {
    const person = await buildSeafarer(t, root, { name_en: name, rank: 'C/O' });
    await buildDocument(t, root, person.id, 'COC_II_2_CO', days(today, 1500));
    await buildDocument(t, root, person.id, 'MEDICAL', days(today, 700));
    return person;
  };
  const add = async (values: Record<string, unknown>, lang = 'en') =>
    (await call(t, { url: '/admin/crew.Assignment/add', token: root, lang, body: { rank_id: await positionId(t, 'C/O'), ...values } })).json;
  const onBoard = async (seafarerId: string, join: number, off: number) => {
    const period = await buildAssignment(t, root, { seafarer_id: seafarerId, ship_id: shipA.id, rank: 'C/O', join: days(today, join), off: days(today, off) });
    for (const name of ['nominate', 'approve']) expect(await step(t, root, name, [period.id])).toMatchObject({ code: 1 });
    expect(await step(t, root, 'signOn', [period.id], { date: days(today, join) })).toMatchObject({ code: 1 });
    return period;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    today = await t.app.moduleContext.alerts.today();
    shipA = await buildShip(t, root, { name_en: 'OCEAN HARMONY', name_zh: '海和' });
    shipB = await buildShip(t, root, { name_en: 'JIN HAI 8', name_zh: '金海8' });
    await clearRequirements(t);
    await requireDocument(t, root, 'C/O', 'COC_II_2_CO');
    await requireDocument(t, root, 'C/O', 'MEDICAL', { min_validity_days: 30 });
  });
  afterAll(() => t.close());

  it('refuses a seafarer on board another ship over the dates, naming the ship and the period', async () => {
    const person = await officer('WANG HAI');
    await onBoard(person.id, -30, 60);
    const en = await add({ seafarer_id: person.id, ship_id: shipB.id, planned_join_date: days(today, 30), planned_sign_off_date: days(today, 200) });
    expect(en.data.errors.planned_join_date).toBe(`The seafarer is on board OCEAN HARMONY over these dates (${days(today, -30)} to ${days(today, 60)})`);
    const zh = await add({ seafarer_id: person.id, ship_id: shipB.id, planned_join_date: days(today, 30), planned_sign_off_date: days(today, 200) }, 'zh-cn');
    expect(zh.data.errors.planned_join_date).toBe(`该船员在这段时间正在OCEAN HARMONY在船（${days(today, -30)} 至 ${days(today, 60)}）`);

    // Planned after the period on board; then that period is extended on board (written as the ship reports it).
    const next = await buildAssignment(t, root, { seafarer_id: person.id, ship_id: shipB.id, rank: 'C/O', join: days(today, 70), off: days(today, 250) });
    await t.database.db.update(crewAssignment).set({ planned_sign_off_date: days(today, 100) }).where(and(eq(crewAssignment.seafarer_id, person.id), eq(crewAssignment.status, 'onboard')));
    const refused = await step(t, root, 'nominate', [next.id]);
    expect(refused.data).toMatchObject({ done: 0, refused: [{ reason: `The seafarer is on board OCEAN HARMONY over these dates (${days(today, -30)} to ${days(today, 100)})` }] });
  });

  it('refuses one already nominated for another ship over the dates, saying so', async () => {
    const person = await officer('LIU YANG');
    const booked = await buildAssignment(t, root, { seafarer_id: person.id, ship_id: shipA.id, rank: 'C/O', join: days(today, 10), off: days(today, 100) });
    expect(await step(t, root, 'nominate', [booked.id])).toMatchObject({ code: 1 });
    const en = await add({ seafarer_id: person.id, ship_id: shipB.id, planned_join_date: days(today, 50), planned_sign_off_date: days(today, 200) });
    expect(en.data.errors.planned_join_date).toBe(`Overlaps another period of the same seafarer (nominated): OCEAN HARMONY, ${days(today, 10)} to ${days(today, 100)}`);
    const zh = await add({ seafarer_id: person.id, ship_id: shipB.id, planned_join_date: days(today, 50), planned_sign_off_date: days(today, 200) }, 'zh-cn');
    expect(zh.data.errors.planned_join_date).toBe(`与该船员的另一段在船期重叠（已提名）：OCEAN HARMONY，${days(today, 10)} 至 ${days(today, 100)}`);
    // The day the booked period ends is free: a transfer signs off and on the same day.
    expect((await add({ seafarer_id: person.id, ship_id: shipB.id, planned_join_date: days(today, 100), planned_sign_off_date: days(today, 200) })).code).toBe(1);
  });

  it('refuses a joining day inside the leave earned, and accepts the first day after it', async () => {
    const person = await officer('CHEN BO');
    const before = await onBoard(person.id, -60, 100);
    expect(await step(t, root, 'signOff', [before.id], { date: today })).toMatchObject({ code: 1 });
    const [rested] = await t.database.db.select().from(seafarer).where(eq(seafarer.id, person.id));
    const available = rested!.availability_date!;
    expect(available > today).toBe(true);

    const next = await buildAssignment(t, root, { seafarer_id: person.id, ship_id: shipB.id, rank: 'C/O', join: days(available, -1), off: days(today, 200) });
    const en = await step(t, root, 'nominate', [next.id]);
    expect(en.data.refused[0].reason).toBe(`The seafarer is on leave and available from ${available}: cannot join on ${days(available, -1)}`);
    const zh = await step(t, root, 'nominate', [next.id], {}, 'zh-cn');
    expect(zh.data.refused[0].reason).toBe(`该船员休假中，${available} 起可派，不能于 ${days(available, -1)} 上船`);

    const moved = { id: next.id, seafarer_id: person.id, ship_id: shipB.id, rank_id: next.rank_id, planned_sign_off_date: next.planned_sign_off_date };
    expect((await call(t, { url: '/admin/crew.Assignment/edit', token: root, lang: 'en', body: { ...moved, planned_join_date: available } })).json.code).toBe(1);
    expect(await step(t, root, 'nominate', [next.id])).toMatchObject({ code: 1, data: { done: 1, refused: [] } });
    // Once nominated, the joining day cannot be moved back into the leave.
    const back = await call(t, { url: '/admin/crew.Assignment/edit', token: root, lang: 'en', body: { ...moved, planned_join_date: days(available, -2) } });
    expect(back.json.data.errors.planned_join_date).toBe(`The seafarer is on leave and available from ${available}: cannot join on ${days(available, -2)}`);
  });

  it('refuses documents that do not last until the planned sign-off, naming each one', async () => {
    const person = await buildSeafarer(t, root, { name_en: 'ZHAO LEI', rank: 'C/O' });
    await buildDocument(t, root, person.id, 'COC_II_2_CO', days(today, 150));
    const period = await buildAssignment(t, root, { seafarer_id: person.id, ship_id: shipB.id, rank: 'C/O', join: days(today, 20), off: days(today, 200) });
    const en = await step(t, root, 'nominate', [period.id]);
    expect(en.data.refused[0].reason).toBe(
      `Documents for Chief Officer are missing or expire too soon: CoC Chief Mate: expires ${days(today, 150)}, must be valid until ${days(today, 200)}; Medical Fitness Certificate: missing`,
    );
    expect(en.data.refused[0].documents.map((d: { cert_type_code: string; kind: string }) => `${d.cert_type_code}:${d.kind}`)).toEqual(['COC_II_2_CO:expiring', 'MEDICAL:missing']);
  });

  it('nominates and approves a seafarer who is free, off leave and fully documented', async () => {
    const person = await officer('SUN MING');
    const period = await buildAssignment(t, root, { seafarer_id: person.id, ship_id: shipB.id, rank: 'C/O', join: days(today, 5), off: days(today, 180) });
    expect(await step(t, root, 'nominate', [period.id])).toMatchObject({ code: 1, data: { done: 1, refused: [] } });
    expect(await step(t, root, 'approve', [period.id])).toMatchObject({ code: 1, data: { done: 1, refused: [] } });
    const [person2] = await t.database.db.select().from(seafarer).where(eq(seafarer.id, person.id));
    expect(person2).toMatchObject({ current_ship_id: shipB.id, dept_id: shipB.dept_id });
  });
});
