import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { kpiLight } from '@vessel/contract';
import { kpiMetrics } from '../../../platform/kpi-metrics.js';
import { service } from '../../../platform/services.js';
import { buildShip } from '../../../test/crew-factories.js';
import { rootDepartmentId, superToken } from '../../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.js';
import { kpiObjectivesWithActuals } from './actuals.js';
import { kpiTiles } from './tiles.js';

const KPI = '/admin/evaluation.Kpi/';
// A year long past: no demo or other test's records fall in it.
const YEAR = 2001;
const PERIOD = { from: `${YEAR}-01-01`, to: `${YEAR}-12-31` };

describe('the traffic light', () => {
  it('is green at exactly the target, amber just inside the band, red just outside, none without a figure', () => {
    expect(kpiLight(98, 98, 'higher')).toBe('green');
    expect(kpiLight(88.2, 98, 'higher')).toBe('amber'); // 9.8 short: 10 % of 98
    expect(kpiLight(88.19, 98, 'higher')).toBe('red');
    expect(kpiLight(1.0, 1.0, 'lower')).toBe('green');
    expect(kpiLight(1.1, 1.0, 'lower')).toBe('amber');
    expect(kpiLight(1.11, 1.0, 'lower')).toBe('red');
    expect(kpiLight(0.4, 1.0, 'lower')).toBe('green');
    expect(kpiLight(1, 0, 'lower')).toBe('red'); // a target of zero has no amber band
    expect(kpiLight(null, 0, 'lower')).toBe('none');
    expect(kpiLight(33, 30, 'lower', 5)).toBe('red');
  });
});

describe('KPI metrics and objectives', () => {
  let t: TestApp;
  let token: string;
  let shipId: string;
  let deptId: string;
  const metric = (area: string, key: string) => service(kpiMetrics(area)).find((one) => one.key === key)!;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    deptId = await rootDepartmentId(t, token);
    shipId = (await buildShip(t, token, { name_en: 'KPI Trader' })).id as string;
  }, 120_000);
  afterAll(() => t?.close());

  async function inspection(kind: string, on: string, deficiencies: number, detained = false) {
    await t.database.db.execute(
      sql`insert into supervision_inspection (ship_id, kind, inspected_on, deficiency_count, detained) values (${shipId}, ${kind}, ${on}, ${deficiencies}, ${detained})`,
    );
  }
  async function ncr(no: string, raised: string, closed: string) {
    await t.database.db.execute(
      sql`insert into ncr_report (ncr_no, dept_id, source_type, grade, title, status, raised_at, closed_at) values (${no}, ${deptId}, 'internal_audit', 'minor', ${no}, 'closed', ${raised}::timestamptz, ${closed}::timestamptz)`,
    );
  }

  it('PSC deficiencies per inspection: no figure without an inspection, then the mean over PSC inspections only', async () => {
    const perInspection = metric('supervision', 'supervision.pscDeficienciesPerInspection');
    const detentions = metric('supervision', 'supervision.detentions');
    expect(await perInspection.compute(t.database.db, PERIOD)).toBeNull();
    expect(await detentions.compute(t.database.db, PERIOD)).toBe(0);
    await inspection('psc', `${YEAR}-03-10`, 3, true);
    await inspection('psc', `${YEAR}-12-31`, 0);
    await inspection('vetting', `${YEAR}-05-01`, 5); // an oil major's observations are no PSC deficiencies
    await inspection('psc', `${YEAR + 1}-01-01`, 9); // the next year
    expect(await perInspection.compute(t.database.db, PERIOD)).toBe(1.5);
    expect(await detentions.compute(t.database.db, PERIOD)).toBe(1);
  });

  it('NCR closure days: the mean from raised to closed of those closed in the period', async () => {
    const closure = metric('ncr', 'ncr.closureDays');
    expect(await closure.compute(t.database.db, PERIOD)).toBeNull();
    await ncr('KPI-1', `${YEAR}-01-01T08:00:00Z`, `${YEAR}-01-11T08:00:00Z`); // 10 days
    await ncr('KPI-2', `${YEAR - 1}-12-20T08:00:00Z`, `${YEAR}-01-10T08:00:00Z`); // 21 days, raised the year before
    await ncr('KPI-3', `${YEAR}-12-01T08:00:00Z`, `${YEAR + 1}-01-05T08:00:00Z`); // closed the next year
    expect(await closure.compute(t.database.db, PERIOD)).toBe(15.5);
  });

  it('an objective shows its actual and light; unknown metrics and hand figures on computed ones are refused in both languages', async () => {
    const add = async (body: Record<string, unknown>, lang: 'en' | 'zh-cn' = 'en') => (await call(t, { url: `${KPI}add`, token, body, lang })).json;
    const base = { year: YEAR, better: 'lower', owner_dept_id: deptId };
    const unknown = { ...base, name: '未知', name_en: 'Unknown', metric_key: 'crew.nothing', target: 1 };
    expect((await add(unknown)).code).toBe(0);
    expect(JSON.stringify(await add(unknown, 'zh-cn'))).toMatch(/\p{Script=Han}/u);
    const handOnComputed = { ...base, name: '滞留', name_en: 'Detentions', metric_key: 'supervision.detentions', target: 0, manual_actual: 2 };
    const refused = await add(handOnComputed);
    expect(refused.code).toBe(0);
    expect(JSON.stringify(refused)).toContain('entered by hand');
    expect(JSON.stringify(await add(handOnComputed, 'zh-cn'))).toContain('手工录入');

    expect((await add({ ...handOnComputed, manual_actual: undefined })).code).toBe(1);
    expect((await add({ ...base, name: 'PSC 缺陷', name_en: 'PSC deficiencies', metric_key: 'supervision.pscDeficienciesPerInspection', target: 1.0 })).code).toBe(1);
    expect((await add({ ...base, better: 'lower', name: '工伤率', name_en: 'LTIF', metric_key: 'manual', target: 1.0, manual_actual: 1.05 })).code).toBe(1);

    const { json } = await call(t, { url: `${KPI}index?search[0][field]=year&search[0][operator]=eq&search[0][val]=${YEAR}`, token });
    const listed = Object.fromEntries((json.data.list as Array<Record<string, any>>).map((row) => [row.name_en, [row.actual, row.light]]));
    expect(listed).toEqual({ Detentions: [1, 'red'], 'PSC deficiencies': [1.5, 'red'], LTIF: [1.05, 'amber'] });

    const rows = await kpiObjectivesWithActuals(t.database.db, YEAR);
    expect(rows.map((row) => [row.metric_key, row.actual, row.light])).toEqual([
      ['supervision.detentions', 1, 'red'],
      ['supervision.pscDeficienciesPerInspection', 1.5, 'red'],
      ['manual', 1.05, 'amber'],
    ]);
    const access = { isSuper: true } as never;
    const tiles = await kpiTiles(t.database.db, { access, today: `${YEAR}-12-31`, shipId: null });
    expect(tiles.red_flags[0]).toMatchObject({ key: 'evaluation.kpiRed', count: 2, level: 'warn' });
  });
});
