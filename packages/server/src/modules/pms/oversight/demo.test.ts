import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addMonths, jobDue, type DashboardOverview } from '@vessel/contract';
import { seedDemoData } from '../../../demo/seed-demo.js';
import { superToken } from '../../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.js';
import { counter, counterReading, job } from '../equipment/tables.js';
import { sparePart, workOrder } from '../work/tables.js';
import { complianceOfMonth } from './dashboard.js';

/** The maintenance demo: a believable year, stored as the code computes it. */
describe('the maintenance demo', () => {
  let t: TestApp;
  let token: string;
  let today: string;
  let names: Map<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    today = await t.app.moduleContext.alerts.today();
    await seedDemoData(t.app.moduleContext);
    names = new Map(((await t.database.db.execute(sql`select id, name_en from ship`)).rows as Array<{ id: string; name_en: string }>).map((row) => [row.id, row.name_en]));
  }, 300_000);
  afterAll(() => t?.close());

  it('keeps each ship between 80% and 100% compliant this month and last, the fleet above 90% on average, not all perfect', async () => {
    const shown: string[] = [];
    for (const month of [today.slice(0, 7), addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7)]) {
      const figures = await complianceOfMonth(t.database.db, month, today, undefined);
      expect(figures.size, month).toBe(7);
      const mean = [...figures.values()].reduce((sum, figure) => sum + figure.pct!, 0) / figures.size;
      expect(mean, month).toBeGreaterThan(90);
      for (const [id, figure] of figures) {
        shown.push(`${month} ${names.get(id)} ${figure.on_time}/${figure.due} ${figure.pct}%`);
        expect(figure.pct!, `${month} ${names.get(id)}`).toBeGreaterThanOrEqual(80);
      }
    }
    const year = await complianceOfMonth(t.database.db, addMonths(`${today.slice(0, 7)}-01`, -6).slice(0, 7), today, undefined);
    expect([...year.values()].filter((figure) => figure.pct! < 100).length, shown.join('\n')).toBeGreaterThan(0);
  });

  it('shows the overdue work, one on critical equipment, the stale counters and the short critical spare on the dashboard', async () => {
    const { json } = await call(t, { url: '/admin/dashboard/overview', token, lang: 'en' });
    const answer = json.data as DashboardOverview;
    const count = (key: string) => [...answer.red_flags, ...answer.due_soon].find((tile) => tile.key === key)?.count;
    expect(count('pms.overdueCritical')).toBe(1);
    expect(count('pms.overdue')).toBe(3);
    expect(count('pms.countersStale')).toBe(2);
    expect(count('pms.postponementsPending')).toBe(1);
    expect(count('pms.defectsP1Overdue')).toBe(1);
    expect(count('pms.due7')).toBeGreaterThan(0);
    const short = await t.database.db.select().from(sparePart).where(and(eq(sparePart.is_critical, true), sql`${sparePart.rob} < ${sparePart.min_stock}`));
    expect(short.map((row) => `${names.get(row.ship_id)} ${row.part_no}`)).toEqual(['OCEAN HARMONY SG-SEAL']);
    const chart = answer.charts.find((item) => item.key === 'pms.compliance')!;
    expect(chart.categories).toHaveLength(7);
  });

  it('has a critical postponement waiting for the DPA and one approved, its due moved and the count kept', async () => {
    const pending = await t.database.db.select().from(workOrder).where(eq(workOrder.status, 'postponement_requested'));
    expect(pending.map((row) => names.get(row.ship_id))).toEqual(['OCEAN HARMONY']);
    expect(pending[0]!.is_critical).toBe(true);
    // Another area's table: read by SQL, as an auditor would (areas import no other area's tables).
    const [instance] = (await t.database.db.execute(sql`select status, current_step from approval_instance where biz_id = ${pending[0]!.id}`)).rows as Array<{ status: string; current_step: number }>;
    expect(instance!.status).toBe('pending');
    expect(instance!.current_step).toBe(3);
    const postponed = await t.database.db.select().from(workOrder).where(eq(workOrder.status, 'postponed'));
    expect(postponed.map((row) => names.get(row.ship_id))).toEqual(['MING YANG']);
    expect(postponed[0]!.postpone_count).toBe(1);
    expect(postponed[0]!.original_due_date! < postponed[0]!.due_date).toBe(true);
    const [plan] = await t.database.db.select().from(job).where(eq(job.id, postponed[0]!.job_id!));
    expect(plan!.next_due_date).toBe(postponed[0]!.due_date);
  });

  it("stores each job's due state as the contract computes it, with one open order per job at most", async () => {
    const jobs = await t.database.db.select().from(job);
    expect(jobs.length).toBeGreaterThan(150);
    const meters = new Map((await t.database.db.select().from(counter)).map((row) => [row.id, row]));
    const wrong = jobs.filter((row) => jobDue(row, row.counter_id ? meters.get(row.counter_id)! : null, today).status !== row.due_status).map((row) => row.code);
    expect(wrong).toEqual([]);
    const open = await t.database.db
      .select({ job_id: workOrder.job_id, n: sql<number>`count(*)::int` })
      .from(workOrder)
      .where(inArray(workOrder.status, ['planned', 'due', 'in_progress', 'postponement_requested', 'postponed']))
      .groupBy(workOrder.job_id);
    expect(open.filter((row) => Number(row.n) > 1)).toEqual([]);
  });

  it('has a year of readings, never more than 24 hours a day', async () => {
    const readings = await t.database.db.select().from(counterReading).orderBy(counterReading.counter_id, counterReading.read_at);
    expect(readings.length).toBeGreaterThan(2_000);
    const jumps: string[] = [];
    for (let i = 1; i < readings.length; i++) {
      const [a, b] = [readings[i - 1]!, readings[i]!];
      if (a.counter_id !== b.counter_id) continue;
      const days = (Date.parse(b.read_at) - Date.parse(a.read_at)) / 86_400_000;
      if (b.value < a.value || b.value - a.value > 24 * days) jumps.push(`${a.read_at} ${a.value} → ${b.read_at} ${b.value}`);
    }
    expect(jumps).toEqual([]);
  });

  it('writes nothing twice when run again', async () => {
    const before = Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(workOrder))[0]!.n);
    await seedDemoData(t.app.moduleContext);
    expect(Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(workOrder))[0]!.n)).toBe(before);
  }, 120_000);
});
