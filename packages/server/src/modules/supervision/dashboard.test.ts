import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { addDays, addMonths, type DashboardChart, type DashboardOverview } from '@vessel/contract';
import { buildShip } from '../../test/crew-factories.js';
import { superToken } from '../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { monthsEnding } from './dashboard.js';
import { seedDemoInspections } from './index.js';
import { inspection, inspectionItem, visit, visitFinding } from './tables.js';

let t: TestApp;
let token: string;
let today: string;

async function must(url: string, body: Record<string, unknown>) {
  const { json } = await call(t, { url, token, body, lang: 'en' });
  if (json?.code !== 1) throw new Error(`${url} refused: ${JSON.stringify(json)}`);
  return json.data.row as Record<string, any>;
}

/** A PSC inspection on `day` with `count` deficiencies (action 17 for the first, 16 for the rest). */
async function pscWith(shipId: string, day: string, count: number, values: Record<string, unknown> = {}) {
  const head = await must('/admin/supervision.Inspection/add', { ship_id: shipId, kind: 'psc', mou: 'tokyo', port: 'Qingdao', inspected_on: day, ...values });
  for (let n = 0; n < count; n++) {
    await must('/admin/supervision.InspectionItem/add', { inspection_id: head.id, code: `1110${n}`, description: `Lifeboat deficiency ${n}`, action_code: n === 0 ? '17' : '16' });
  }
  return head;
}

async function overview(shipId?: string): Promise<DashboardOverview> {
  const { json } = await call(t, { url: `/admin/dashboard/overview${shipId ? `?ship_id=${shipId}` : ''}`, token, lang: 'en' });
  expect(json.code).toBe(1);
  return json.data as DashboardOverview;
}

const tile = (answer: DashboardOverview, key: string) => [...answer.red_flags, ...answer.due_soon].find((item) => item.key === key);

beforeAll(async () => {
  t = await buildTestApp();
  token = await superToken(t);
  today = await t.app.moduleContext.alerts.today();
}, 60_000);

afterAll(() => t?.close());

describe('the supervision dashboard', () => {
  let shipA: { id: string; dept_id: string };
  let shipB: { id: string; dept_id: string };

  beforeAll(async () => {
    shipA = await buildShip(t, token, { name_en: 'TILE ALPHA' });
    shipB = await buildShip(t, token, { name_en: 'TILE BRAVO' });
    // This month: A twice (3 and 1 deficiencies), B once (4); two months ago A once, clean.
    const thisMonth = `${today.slice(0, 7)}-01`;
    await pscWith(shipA.id, thisMonth, 3);
    await pscWith(shipA.id, thisMonth, 1);
    await pscWith(shipB.id, thisMonth, 4);
    await pscWith(shipA.id, addMonths(thisMonth, -2), 0);
    // A flag inspection is not a PSC inspection: the chart leaves it out.
    await must('/admin/supervision.Inspection/add', { ship_id: shipA.id, kind: 'fsc', port: 'Singapore', inspected_on: thisMonth });
    // A detained 20 days ago and released two days later; B detained now; A detained 13 months ago (released).
    const a = await pscWith(shipA.id, addDays(today, -20), 0);
    await must('/admin/supervision.Inspection/edit', { ship_id: shipA.id, kind: 'psc', mou: 'tokyo', port: 'Qingdao', inspected_on: a.inspected_on, id: a.id, detained: true, detention_from: a.inspected_on, released_on: addDays(today, -18) });
    await pscWith(shipB.id, addDays(today, -2), 0, { detained: true, detention_from: addDays(today, -2) });
    const old = addMonths(today, -13);
    await pscWith(shipA.id, old, 0, { detained: true, detention_from: old, released_on: addDays(old, 3) });
  }, 60_000);

  it('counts detentions in 12 months and those not released as red flags, and open action-17 deficiencies', async () => {
    const fleet = await overview();
    expect(tile(fleet, 'supervision.detentions12m')).toMatchObject({ count: 2, level: 'critical' });
    expect(tile(fleet, 'supervision.detentionsOpen')).toMatchObject({ count: 1, level: 'critical' });
    expect(tile(fleet, 'supervision.beforeDepartureOpen')).toMatchObject({ count: 3, level: 'warn' });
    expect(tile(fleet, 'supervision.detentionsOpen')!.link).toEqual({
      path: '/admin/supervision/inspection',
      query: { 'search.detained': 'eq:1', 'search.released_on': 'NULL:', order: 'inspected_on,desc' },
    });
    const a = await overview(shipA.id);
    expect(tile(a, 'supervision.detentions12m')!.count).toBe(1);
    expect(tile(a, 'supervision.detentionsOpen')).toMatchObject({ count: 0, level: 'ok' });
    expect(tile(a, 'supervision.beforeDepartureOpen')!.count).toBe(2);
  });

  it('counts visits still planned after their day', async () => {
    const visits = '/admin/supervision.Visit/';
    await must(`${visits}add`, { ship_id: shipA.id, type: 'technical', planned_date: addDays(today, -3) });
    await must(`${visits}add`, { ship_id: shipA.id, type: 'marine', planned_date: today });
    await must(`${visits}add`, { ship_id: shipB.id, type: 'marine', planned_date: addDays(today, -40), visited_from: addDays(today, -40), status: 'visited' });
    expect(tile(await overview(), 'supervision.visitsOverdue')).toMatchObject({
      count: 1,
      level: 'warn',
      link: { path: '/admin/supervision/visit', query: { 'search.status': 'eq:planned', 'search.planned_date': `RANGE:,${addDays(today, -1)}`, order: 'planned_date,asc' } },
    });
    expect(tile(await overview(shipB.id), 'supervision.visitsOverdue')!.count).toBe(0);
  });

  it('draws PSC deficiencies per inspection for 12 months, for the fleet and the ship asked', async () => {
    const months = monthsEnding(today);
    expect(months).toHaveLength(12);
    expect(months[11]).toBe(today.slice(0, 7));
    const chart = (answer: DashboardOverview) => answer.charts.find((item) => item.key === 'supervision.deficiencies') as DashboardChart;

    const fleet = chart(await overview());
    expect(fleet).toMatchObject({ kind: 'line', categories: months });
    expect(fleet.series.map((series) => series.key)).toEqual(['fleet']);
    // This month: 3 + 1 + 4 deficiencies and two clean detentions (A's, 20 days ago, and B's now) when in this month.
    const thisMonthInspections = [3, 1, 4, ...[addDays(today, -20), addDays(today, -2)].filter((day) => day.slice(0, 7) === months[11]).map(() => 0)];
    const expected = Math.round((8 / thisMonthInspections.length) * 100) / 100;
    expect(fleet.series[0]!.data[11]).toBe(expected);
    expect(fleet.series[0]!.data.slice(0, 9).every((value) => value === 0)).toBe(true);

    const a = chart(await overview(shipA.id));
    expect(a.series.map((series) => series.key)).toEqual(['fleet', 'ship']);
    expect(a.series[1]!.name).toBe('TILE ALPHA');
    const aThisMonth = [3, 1, ...(addDays(today, -20).slice(0, 7) === months[11] ? [0] : [])];
    expect(a.series[1]!.data[11]).toBe(Math.round((4 / aThisMonth.length) * 100) / 100);
    expect(a.series[1]!.data[9]).toBe(0);
  });
});

describe('the demo', () => {
  it('writes a year of inspections, one detention released after days, and two visits a year per ship, once', async () => {
    const ships = [
      { ...(await buildShip(t, token, { name_en: 'BULK DEMO' })), name_en: 'BULK DEMO' },
      { ...(await buildShip(t, token, { name_en: 'TANK DEMO', ship_type: 'chemical_tanker' })), name_en: 'TANK DEMO' },
      { ...(await buildShip(t, token, { name_en: 'CARGO DEMO', ship_type: 'general_cargo' })), name_en: 'CARGO DEMO' },
    ];
    const input = { today, ships: ships.map((ship) => ({ id: ship.id, dept_id: ship.dept_id, name_en: ship.name_en })), staff: new Map<string, string>() };
    const first = await seedDemoInspections(t.app.moduleContext, input);
    expect(first.inspections).toBeGreaterThan(8);
    expect(first.items).toBeGreaterThan(5);
    expect(first.visits).toBe(9);
    expect(await seedDemoInspections(t.app.moduleContext, input)).toEqual({ inspections: 0, items: 0, visits: 0, ncrs: 0 });

    const ids = ships.map((ship) => ship.id);
    const rows = await t.database.db.select().from(inspection).where(inArray(inspection.ship_id, ids));
    const detained = rows.filter((row) => row.detained);
    expect(detained).toHaveLength(1);
    expect(detained[0]).toMatchObject({ ship_id: ships[2]!.id, result: 'detained', mou: 'paris', port: 'Rotterdam', detention_days: 4 });
    expect(detained[0]!.released_on).not.toBeNull();
    expect(rows.filter((row) => row.kind === 'vetting' && row.programme === 'SIRE2').map((row) => row.ship_id)).toEqual([ships[1]!.id]);
    for (const row of rows) expect(row.inspected_on <= today).toBe(true);
    expect(new Set(rows.map((row) => row.inspection_no)).size).toBe(rows.length);
    const items = await t.database.db.select().from(inspectionItem).where(inArray(inspectionItem.ship_id, ids));
    expect(items.filter((item) => item.action_code === '30')).toHaveLength(2);
    for (const item of items.filter((row) => row.deficiency_group)) expect(item.code!.startsWith(item.deficiency_group!)).toBe(true);
    // With the NCR area running, the detention's deficiencies became NCRs.
    expect(first.ncrs).toBeGreaterThan(0);
    expect(items.filter((item) => item.inspection_id === detained[0]!.id).every((item) => item.ncr_id)).toBe(true);

    const visits = await t.database.db.select().from(visit).where(inArray(visit.ship_id, ids));
    for (const ship of ships) {
      const own = visits.filter((row) => row.ship_id === ship.id);
      expect(own.filter((row) => row.visited_from && row.visited_from > addMonths(today, -12))).toHaveLength(2);
      expect(own.filter((row) => row.status === 'planned')).toHaveLength(1);
    }
    const answered = visits.filter((row) => row.status !== 'planned');
    expect(answered.every((row) => row.checklist_template_id && row.answers.length > 0)).toBe(true);
    expect(answered.some((row) => row.answers.some((answer) => answer.answer === 'no'))).toBe(true);
    const findings = await t.database.db.select().from(visitFinding).where(eq(visitFinding.ship_id, ships[0]!.id));
    expect(findings.length).toBeGreaterThan(0);
  });
});
