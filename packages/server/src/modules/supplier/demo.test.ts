import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, SUPPLIER_STATES } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { buildShip } from '../../test/crew-factories.js';
import { superToken } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import { seedDemoSuppliers } from './demo.js';

let t: TestApp;
let db: Db;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.moduleContext.db;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the suppliers of the demo', () => {
  it('has every state, a year of evaluations, an expiring certificate and one low-rated supplier with its to-do; twice is once', async () => {
    const token = await superToken(t);
    const ships = [await buildShip(t, token, { name_en: 'DEMO STAR' }), await buildShip(t, token, { name_en: 'DEMO MOON' })];
    const [admin] = await rows<{ id: string }>(sql`select id from admin order by created_at limit 1`);
    const today = await t.app.moduleContext.alerts.today();
    const input = { today, ships: ships.map((ship) => ({ id: ship.id as string, dept_id: ship.dept_id as string, name_en: ship.name_en as string })), departments: new Map(), staff: new Map([['tech_li', admin!.id], ['dpa_zhou', admin!.id]]) };
    const counts = await seedDemoSuppliers(t.app.moduleContext, input);
    expect(counts.suppliers).toBeGreaterThanOrEqual(17);
    expect(counts.evaluations).toBeGreaterThan(60);
    expect(counts.certificates).toBeGreaterThan(5);
    expect(await seedDemoSuppliers(t.app.moduleContext, input)).toEqual({});

    const states = await rows<{ status: string }>(sql`select distinct status from supplier_company`);
    expect(states.map((row) => row.status).sort()).toEqual([...SUPPLIER_STATES].sort());
    // Nothing dated ahead of today; every evaluation with a low score has its remark.
    expect(await rows(sql`select id from supplier_evaluation where evaluated_on > ${today}`)).toEqual([]);
    expect(await rows(sql`select id from supplier_evaluation where least(score_quality, score_delivery, score_price, score_documentation, score_communication, coalesce(score_hse, 5)) <= 2 and coalesce(remark, '') = ''`)).toEqual([]);
    const [span] = await rows<{ first: string }>(sql`select min(evaluated_on)::text as first from supplier_evaluation`);
    // A year of them: the first about eleven months back.
    expect(span!.first <= addDays(today, -300)).toBe(true);

    await t.app.moduleContext.alerts.run(today);
    const low = await rows<{ name_en: string; rating: string }>(sql`select name_en, rating::text from supplier_company where reevaluation_reason = 'low_rating'`);
    expect(low.map((row) => row.name_en)).toEqual(['Guangzhou Hengli Ship Provisions Co., Ltd.']);
    expect(Number(low[0]!.rating)).toBeLessThan(3);
    const todos = await rows<{ stage: string }>(sql`select a.stage from alert a join supplier_company s on s.id = a.biz_id where a.biz_type = 'supplier_reevaluation' and a.closed_at is null order by a.stage`);
    expect(todos.map((row) => row.stage)).toEqual(expect.arrayContaining(['low_rating', 'expired', '60d']));
    const expiring = await rows<{ cert_no: string; status: string }>(sql`select cert_no, status from certificate where holder_type = 'supplier' and expiry_date <= ${today}::date + 30`);
    expect(expiring).toEqual([{ cert_no: 'DNV-SSA-SG-7712', status: 'expiring' }]);
    const pending = await rows(sql`select i.id from approval_instance i join supplier_company s on s.id = i.biz_id where i.status = 'pending' and s.status = 'under_evaluation'`);
    expect(pending).toHaveLength(1);
  });
});
