import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@vessel/contract';
import { buildShip } from '../../../test/crew-factories.js';
import { superToken } from '../../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.js';
import { jobDone } from './jobs.js';
import { job } from './tables.js';

const COMPONENTS = '/admin/pms.Component/';
const COUNTERS = '/admin/pms.Counter/';
const READINGS = '/admin/pms.CounterReading/';
const JOBS = '/admin/pms.Job/';

let t: TestApp;
let token: string;
let today: string;

async function must(url: string, body: Record<string, unknown>) {
  const { json } = await call(t, { url, token, body, lang: 'en' });
  if (json?.code !== 1) throw new Error(`${url} refused: ${JSON.stringify(json)}`);
  return (json.data?.row ?? json.data) as Record<string, any>;
}

/** A refused call in the language asked: its message and field messages. */
async function refused(url: string, body: Record<string, unknown>, lang: 'en' | 'zh-cn' = 'en') {
  const { json } = await call(t, { url, token, body, lang });
  expect(json.code).toBe(0);
  return { msg: json.msg as string, errors: (json.data?.errors ?? {}) as Record<string, string> };
}

async function jobRow(id: string) {
  const [row] = await t.app.moduleContext.db.select().from(job).where(eq(job.id, id));
  return row!;
}

async function list(url: string, query: string) {
  const { json } = await call(t, { url: `${url}index?${query}`, token });
  return json.data.list as Array<Record<string, any>>;
}

let shipId: string;
let sisterId: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = await superToken(t);
  today = await t.app.moduleContext.alerts.today();
  shipId = (await buildShip(t, token, { name_en: 'PMS STAR', name_zh: '保养星' })).id;
  sisterId = (await buildShip(t, token, { name_en: 'PMS SISTER', name_zh: '保养姊妹' })).id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('equipment, counters and jobs', () => {
  let engine: Record<string, any>;
  let meter: Record<string, any>;

  it('keeps a tree per ship with codes unique per ship', async () => {
    engine = await must(`${COMPONENTS}add`, { ship_id: shipId, code: '601', name_en: 'Main engine', name_zh: '主机', sfi_group: '6', is_critical: true });
    const unit = await must(`${COMPONENTS}add`, { ship_id: shipId, parent_id: engine.id, code: '601.01', name_en: 'Cylinder unit #1', name_zh: '1号缸' });
    expect(unit.dept_id).toBe(engine.dept_id);
    const again = await refused(`${COMPONENTS}add`, { ship_id: shipId, code: '601', name_en: 'Another' });
    expect(Object.keys(again.errors)).toContain('code');
    // The same code on another ship is another component.
    await must(`${COMPONENTS}add`, { ship_id: sisterId, code: 'X-1', name_en: 'Sister only' });
    const loop = await refused(`${COMPONENTS}edit`, { id: engine.id, row_version: engine.row_version, ship_id: shipId, code: '601', name_en: 'Main engine', parent_id: unit.id });
    expect(loop.errors.parent_id).toMatch(/under itself/);
  });

  it('computes a running-hour job from its counter and moves it with every reading', async () => {
    meter = await must(`${COUNTERS}add`, { component_id: engine.id, unit: 'hours', current_value: 10_000, read_at: addDays(today, -10) });
    const overhaul = await must(`${JOBS}add`, { component_id: engine.id, code: 'ME-PO', title_en: 'Piston overhaul', job_type: 'overhaul', interval_kind: 'running_hours', interval_hours: 1000, last_done_hours: 9_200, warn_hours: 100 });
    expect(overhaul).toMatchObject({ next_due_hours: 10_200, due_status: 'ok', is_critical: true, due_driver: 'hours' });
    await must(`${COUNTERS}read`, { id: meter.id, value: 10_100, read_at: addDays(today, -5) });
    let row = await jobRow(overhaul.id);
    expect(row).toMatchObject({ due_status: 'due_soon', remaining_hours: 100 });
    // 100 h over 5 days: 20 h a day, 5 more days to run 100 h, counted from the reading.
    expect(row.forecast_date).toBe(addDays(today, 0));
    await must(`${COUNTERS}read`, { id: meter.id, value: 10_201, read_at: today });
    row = await jobRow(overhaul.id);
    expect(row.due_status).toBe('overdue');
    const done = await jobDone(t.app.moduleContext.db, overhaul.id, { done_date: today, done_hours: 10_201, today });
    expect(done).toMatchObject({ last_done_hours: 10_201, next_due_hours: 11_200, due_status: 'ok' });
    const history = await list(READINGS, `search[0][field]=counter_id&search[0][operator]=eq&search[0][val]=${meter.id}`);
    expect(history.map((reading) => reading.value)).toEqual([10_201, 10_100, 10_000]);
  });
});
