import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@vessel/contract';
import { buildShip } from '../../../test/crew-factories.js';
import { superToken } from '../../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.js';
import { jobDone, refreshAllJobs } from './jobs.js';
import { component, counter, job } from './tables.js';

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
    const moved = await refused(`${COMPONENTS}edit`, { id: engine.id, row_version: engine.row_version, ship_id: sisterId, code: '601', name_en: 'Main engine' }, 'zh-cn');
    expect(moved.errors.ship_id).toBe('设备不能改到其他船舶；如需要，请复制到该船');
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

  it('refuses a reading that goes backwards, runs over 24 h a day or is dated before the last, in both languages', async () => {
    const [now] = await t.app.moduleContext.db.select().from(counter).where(eq(counter.id, meter.id));
    expect(now).toMatchObject({ current_value: 10_201, read_at: today });
    const back = await refused(`${COUNTERS}read`, { id: meter.id, value: 10_200, read_at: today });
    expect(back.errors.value).toBe(`The reading 10200 is lower than the last reading 10201 of ${today}: if the counter was reset, record a reset with its reason`);
    const backZh = await refused(`${COUNTERS}read`, { id: meter.id, value: 10_200, read_at: today }, 'zh-cn');
    expect(backZh.errors.value).toBe(`读数 10200 低于 ${today} 的上次读数 10201；如计数器已归零，请登记重置并说明原因`);
    const fast = await refused(`${COUNTERS}read`, { id: meter.id, value: 10_226, read_at: today });
    expect(fast.errors.value).toBe(`The reading 10226 is 25 more than the last reading 10201 of ${today}: at most 24 is possible in 1 day(s)`);
    const early = await refused(`${COUNTERS}read`, { id: meter.id, value: 10_210, read_at: addDays(today, -2) }, 'zh-cn');
    expect(early.errors.value).toBe(`读数日期 ${addDays(today, -2)} 早于上次读数日期 ${today}`);
    const future = await refused(`${COUNTERS}read`, { id: meter.id, value: 10_210, read_at: addDays(today, 1) });
    expect(future.errors.value).toMatch(/after today/);
    const noReason = await refused(`${COUNTERS}reset`, { id: meter.id, value: 0, read_at: today });
    expect(noReason.errors.reason ?? noReason.msg).toMatch(/reason/);
    // Nothing was kept of the refused ones.
    const history = await list(READINGS, `search[0][field]=counter_id&search[0][operator]=eq&search[0][val]=${meter.id}`);
    expect(history).toHaveLength(3);
    // Exactly 24 h in the day is a reading like any other.
    await must(`${COUNTERS}read`, { id: meter.id, value: 10_225, read_at: today });
  });

  it('resets with a reason and the job keeps the hours it had left', async () => {
    const lube = await must(`${JOBS}add`, { component_id: engine.id, code: 'ME-LO', title_en: 'LO sample', job_type: 'service', interval_kind: 'running_hours', interval_hours: 500, last_done_hours: 10_000, schedule_basis: 'from_last_done' });
    expect(lube).toMatchObject({ next_due_hours: 10_500, remaining_hours: 275 });
    const after = await must(`${COUNTERS}reset`, { id: meter.id, value: 0, read_at: today, reason: 'replacement', remark: 'Meter replaced' });
    expect(after.current_value).toBe(0);
    expect(await jobRow(lube.id)).toMatchObject({ next_due_hours: 275, remaining_hours: 275, due_status: 'due_soon' });
    const [reset] = await list(READINGS, `search[0][field]=counter_id&search[0][operator]=eq&search[0][val]=${meter.id}&search[1][field]=is_reset&search[1][operator]=eq&search[1][val]=true`);
    expect(reset).toMatchObject({ value: 0, value_before: 10_225, reset_reason: 'replacement' });
    // After the reset the hours count on from the new value.
    await must(`${COUNTERS}read`, { id: meter.id, value: 24, read_at: addDays(today, 0) });
    expect((await jobRow(lube.id)).remaining_hours).toBe(251);
  });

  it('derives intervals, critical flag and due state on every save', async () => {
    const pump = await must(`${COMPONENTS}add`, { ship_id: shipId, code: '721', name_en: 'Fire pump', sfi_group: '7', is_critical: true });
    const noDays = await refused(`${JOBS}add`, { component_id: pump.id, code: 'FP-T', title_en: 'Test', job_type: 'test', interval_kind: 'calendar' });
    expect(noDays.errors.interval_days).toBe('A calendar job needs its interval in days');
    const noCounter = await refused(`${JOBS}add`, { component_id: pump.id, code: 'FP-O', title_en: 'Overhaul', job_type: 'overhaul', interval_kind: 'running_hours', interval_hours: 4000 }, 'zh-cn');
    expect(noCounter.errors.interval_kind).toMatch(/计数器/);
    const future = await refused(`${JOBS}add`, { component_id: pump.id, code: 'FP-F', title_en: 'Future', job_type: 'test', interval_kind: 'calendar', interval_days: 7, last_done_date: addDays(today, 1) });
    expect(future.errors.last_done_date).toBe(`The last done date ${addDays(today, 1)} is after today (${today})`);
    const above = await refused(`${JOBS}add`, { component_id: engine.id, code: 'ME-X', title_en: 'Above', job_type: 'test', interval_kind: 'running_hours', interval_hours: 100, last_done_hours: 99_999 });
    expect(above.errors.last_done_hours).toMatch(/more than the counter reads now/);
    // No history: due an interval after its setup; with a last done date: an interval after it.
    const fresh = await must(`${JOBS}add`, { component_id: pump.id, code: 'FP-T', title_en: 'Weekly test', job_type: 'test', interval_kind: 'calendar', interval_days: 7 });
    expect(fresh).toMatchObject({ next_due_date: addDays(today, 7), due_status: 'due_soon', is_critical: true, due_driver: 'calendar' });
    const late = await must(`${JOBS}add`, { component_id: pump.id, code: 'FP-M', title_en: 'Monthly check', job_type: 'inspection', interval_kind: 'calendar', interval_days: 30, last_done_date: addDays(today, -31), lead_days: 7, is_critical: false });
    // Critical equipment makes every job of it critical, whatever the form says.
    expect(late).toMatchObject({ next_due_date: addDays(today, -1), due_status: 'overdue', is_critical: true });
    // Editing the title keeps the due; changing the interval recomputes it from the last done.
    const renamed = await must(`${JOBS}edit`, { id: late.id, row_version: late.row_version, component_id: pump.id, code: 'FP-M', title_en: 'Monthly check (renamed)', job_type: 'inspection', interval_kind: 'calendar', interval_days: 30 });
    expect(renamed.next_due_date).toBe(addDays(today, -1));
    const longer = await must(`${JOBS}edit`, { id: late.id, row_version: renamed.row_version, component_id: pump.id, code: 'FP-M', title_en: 'Monthly check', job_type: 'inspection', interval_kind: 'calendar', interval_days: 45, lead_days: 7 });
    expect(longer).toMatchObject({ next_due_date: addDays(today, 14), due_status: 'ok' });
    const overdue = await list(JOBS, `search[0][field]=due_status&search[0][operator]=eq&search[0][val]=overdue&search[1][field]=ship_id&search[1][operator]=eq&search[1][val]=${shipId}`);
    expect(overdue.map((row) => row.code)).toEqual([]);
  });

  it('flags counters not read for 30 days and recomputes jobs in the daily pass', async () => {
    const gen = await must(`${COMPONENTS}add`, { ship_id: shipId, code: '801', name_en: 'Emergency generator' });
    const hours = await must(`${COUNTERS}add`, { component_id: gen.id, unit: 'hours', current_value: 300, read_at: addDays(today, -30) });
    expect(hours.is_stale).toBe(false);
    const test = await must(`${JOBS}add`, { component_id: gen.id, code: 'EG-W', title_en: 'Weekly run test', job_type: 'test', interval_kind: 'calendar', interval_days: 7, lead_days: 1 });
    expect(test.due_status).toBe('ok');
    await refreshAllJobs(t.app.moduleContext.db, addDays(today, 1));
    const [later] = await t.app.moduleContext.db.select().from(counter).where(eq(counter.id, hours.id));
    expect(later!.is_stale).toBe(true);
    const stale = await list(COUNTERS, `search[0][field]=is_stale&search[0][operator]=eq&search[0][val]=true&search[1][field]=ship_id&search[1][operator]=eq&search[1][val]=${shipId}`);
    expect(stale.map((row) => row.component_code)).toEqual(['801']);
    await refreshAllJobs(t.app.moduleContext.db, addDays(today, 6));
    expect((await jobRow(test.id)).due_status).toBe('due_soon');
    await refreshAllJobs(t.app.moduleContext.db, addDays(today, 8));
    expect((await jobRow(test.id)).due_status).toBe('overdue');
    await refreshAllJobs(t.app.moduleContext.db, today);
    expect((await jobRow(test.id)).due_status).toBe('ok');
  });

  it('copies a whole tree with counters at zero and jobs without history to a sister ship, once', async () => {
    const roots = await list(COMPONENTS, `search[0][field]=ship_id&search[0][operator]=eq&search[0][val]=${shipId}&search[1][field]=parent_id&search[1][operator]=NULL`);
    const ids = roots.map((row) => row.id);
    const same = await refused(`${COMPONENTS}copyTree`, { ids, target_ship_id: shipId });
    expect(same.errors.target_ship_id).toBe('Choose a ship other than the source to copy to');
    const { json } = await call(t, { url: `${COMPONENTS}copyTree`, token, body: { ids, target_ship_id: sisterId }, lang: 'en' });
    expect(json.code).toBe(1);
    expect(json.msg).toBe('4 equipment, 2 counter(s) and 5 job(s) copied');
    const copied = await t.app.moduleContext.db.select().from(component).where(eq(component.ship_id, sisterId));
    expect(copied.map((row) => row.code).sort()).toEqual(['601', '601.01', '721', '801', 'X-1']);
    const unit = copied.find((row) => row.code === '601.01')!;
    expect(unit.parent_id).toBe(copied.find((row) => row.code === '601')!.id);
    const meters = await list(COUNTERS, `search[0][field]=ship_id&search[0][operator]=eq&search[0][val]=${sisterId}`);
    expect(meters.map((row) => [row.component_code, row.current_value, row.read_at, row.is_stale])).toEqual(
      expect.arrayContaining([
        ['601', 0, null, true],
        ['801', 0, null, true],
      ]),
    );
    const jobs = await list(JOBS, `search[0][field]=ship_id&search[0][operator]=eq&search[0][val]=${sisterId}&limit=50`);
    expect(jobs).toHaveLength(5);
    const overhaul = jobs.find((row) => row.code === 'ME-PO')!;
    expect(overhaul).toMatchObject({ last_done_date: null, last_done_hours: null, next_due_hours: 1000, due_status: 'ok' });
    expect(jobs.find((row) => row.code === 'FP-T')).toMatchObject({ next_due_date: addDays(today, 7) });
    // Again: the codes exist on the sister ship now, nothing is copied.
    const again = await refused(`${COMPONENTS}copyTree`, { ids, target_ship_id: sisterId });
    expect(again.msg).toMatch(/^PMS SISTER already has equipment with the code\(s\) /);
    expect(await t.app.moduleContext.db.select().from(component).where(eq(component.ship_id, sisterId))).toHaveLength(5);
  });
});
