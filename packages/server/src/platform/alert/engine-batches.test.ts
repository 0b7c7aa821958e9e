import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addDays, type AlertRunProgress } from '@vessel/contract';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { todo } from '../todo/tables.js';
import type { AlertCondition, AlertSource } from './engine.js';
import { alert } from './tables.js';

/**
 * The alert job over more records than one of its transactions judges (500): a source of its own, whose
 * records live in this file, stands for a fleet's certificates. What matters at scale: every record judged
 * once, the database free between batches, a record changed while the job runs judged as it now is, and a
 * to-do already right left alone.
 */
const SOURCE = 'batch_probe';
const RECORDS = 1_201;

let t: TestApp;
let token: string;
let today: string;
/** The records' state, as a module's table would hold it: each record's days to its due date (absent: nothing due). */
const records = new Map<string, number>();
/** Called by the source when it is asked for the conditions of some ids (a batch); may hold the batch up. */
let onBatch: (ids: readonly string[]) => Promise<void> = async () => {};
let batches = 0;
/** Times the source was asked for every condition at once (never, since it names its candidates). */
let fullCollects = 0;

const probe: AlertSource = {
  biz_type: SOURCE,
  defaults: { lead_days: [30] },
  async candidates() {
    return [...records.keys()];
  },
  async collect(_db, { today: day, ids }) {
    if (ids) {
      batches += 1;
      await onBatch(ids);
    } else fullCollects += 1;
    const conditions: AlertCondition[] = [];
    for (const id of ids ?? records.keys()) {
      const days = records.get(id);
      if (days === undefined) continue;
      conditions.push({
        biz_type: SOURCE,
        biz_id: id,
        ship_id: null,
        dept_id: null,
        due_date: addDays(day, days),
        stage: days < 0 ? 'expired' : '30d',
        level: days < 0 ? 'critical' : 'warn',
        title_key: 'crew.alert.contractEnd',
        params: { seafarer: `Seafarer ${id.slice(-4)}`, rank: 'AB', ship: 'Probe', date: addDays(day, days) },
        assignees: [],
        todo_type: 'crew_relief',
      });
    }
    return conditions;
  },
};

const openAlerts = async () =>
  (await t.database.db.select({ biz_id: alert.biz_id, stage: alert.stage }).from(alert).where(and(eq(alert.biz_type, SOURCE), isNull(alert.closed_at)))).length;
const openTodos = () =>
  t.database.db
    .select({ biz_id: todo.biz_id, updated_at: todo.updated_at, todo_id: todo.id })
    .from(todo)
    .where(and(eq(todo.auto, true), eq(todo.source, SOURCE), inArray(todo.status, ['open', 'in_progress'])));

beforeAll(async () => {
  t = await buildTestApp();
  token = await superToken(t);
  today = await t.app.moduleContext.alerts.today();
  for (let i = 0; i < RECORDS; i++) records.set(randomUUID(), 10 + (i % 15));
  t.app.moduleContext.alerts.registerSource(probe);
}, 60_000);

afterAll(async () => {
  t?.app.moduleContext.alerts.unregisterSource(SOURCE);
  await t?.close();
});

describe('the alert job in batches', () => {
  it('judges every record once, in transactions of at most 500 records, and links each alert to its to-do', async () => {
    batches = 0;
    const outcome = await t.app.moduleContext.alerts.run(today);
    expect(outcome.raised).toBeGreaterThanOrEqual(RECORDS);
    expect(batches).toBe(Math.ceil(RECORDS / 500));
    // Conditions are built a batch at a time, never all at once.
    expect(fullCollects).toBe(0);
    expect(await openAlerts()).toBe(RECORDS);
    expect(await openTodos()).toHaveLength(RECORDS);
    const unlinked = await t.database.db
      .select({ id: alert.id })
      .from(alert)
      .where(and(eq(alert.biz_type, SOURCE), isNull(alert.todo_id)));
    expect(unlinked).toHaveLength(0);
  });

  it('leaves a to-do already as it should be untouched, and raises nothing twice', async () => {
    const before = new Map((await openTodos()).map((row) => [row.biz_id, row.updated_at.getTime()]));
    const again = await t.app.moduleContext.alerts.run(today);
    expect(again).toMatchObject({ raised: 0, closed: 0 });
    const after = await openTodos();
    expect(after.filter((row) => row.updated_at.getTime() !== before.get(row.biz_id))).toHaveLength(0);
  });

  it('lets other work at the database between batches, and judges a record changed meanwhile as it now is', async () => {
    const ids = [...records.keys()];
    const renewedLate = ids[RECORDS - 1]!;
    const overdueLate = ids[RECORDS - 2]!;
    // The first batch waits, inside its transaction, until a user's query has been sent from outside the run.
    let entered!: () => void;
    const inFirst = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    onBatch = async (batch) => {
      if (!batch.includes(ids[0]!)) return;
      entered();
      await released;
    };
    try {
      const running = t.app.moduleContext.alerts.run(today);
      await inFirst;
      // On the embedded database the query waits for the first batch's transaction, and only for it; on
      // PostgreSQL it runs beside it. Either way it is answered before the run's last batch, and the write
      // it stands for (one record of the last batch renewed, another run overdue) is what that batch judges.
      let progress: AlertRunProgress | null = null;
      const query = t.database.db.execute(sql`select 1`).then(() => {
        records.delete(renewedLate);
        records.set(overdueLate, -3);
        progress = t.app.moduleContext.alerts.progress();
      });
      setTimeout(release, 50);
      await query;
      const outcome = await running;
      // The totals count the other sources' records judged before this one (the installation's own).
      expect(progress).toMatchObject({ source: SOURCE });
      expect(progress!.records_total).toBeGreaterThanOrEqual(RECORDS);
      expect(progress!.records_done).toBeLessThan(progress!.records_total - 500);
      expect(outcome.closed).toBe(1);
    } finally {
      onBatch = async () => {};
    }
    const [renewed] = await t.database.db.select().from(alert).where(eq(alert.biz_id, renewedLate));
    expect(renewed!.closed_at).not.toBeNull();
    const [done] = await t.database.db.select({ status: todo.status }).from(todo).where(and(eq(todo.source, SOURCE), eq(todo.biz_id, renewedLate)));
    expect(done!.status).toBe('done');
    const overdue = await t.database.db
      .select({ stage: alert.stage })
      .from(alert)
      .where(and(eq(alert.biz_id, overdueLate), isNull(alert.closed_at)));
    expect(overdue).toEqual([{ stage: 'expired' }]);
    const [urgent] = await t.database.db.select({ priority: todo.priority }).from(todo).where(and(eq(todo.source, SOURCE), eq(todo.biz_id, overdueLate), eq(todo.status, 'open')));
    expect(urgent!.priority).toBe('urgent');
    expect(t.app.moduleContext.alerts.progress()).toBeNull();
  });

  it('gives the process a turn between batches: a callback queued as the run starts runs while it runs', async () => {
    // The embedded database answers on this thread as resolved promises: a run of awaited queries alone
    // would never let a request be read (a request sent as the job began waited for all of it). A
    // PostgreSQL server's answers arrive as I/O, after which queued callbacks (setImmediate) run.
    let seen: AlertRunProgress | null = null;
    let finished = false;
    const running = t.app.moduleContext.alerts.run(today).finally(() => (finished = true));
    // Asks, from queued callbacks, until the run shows its progress or has ended.
    while (!finished && !seen) {
      await new Promise((resolve) => setImmediate(resolve));
      seen = t.app.moduleContext.alerts.progress();
    }
    await running;
    // Not null: the run was still under way when the timer fired.
    expect(seen).toMatchObject({ started_at: expect.any(String) });
  });

  it('answers how far the run has come to those who may run it (null when none runs)', async () => {
    const answer = await call(t, { method: 'GET', url: '/admin/alert.Alert/progress', token });
    expect(answer.json).toMatchObject({ code: 1, data: null });
  });
});
