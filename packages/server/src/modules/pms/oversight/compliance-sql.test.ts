import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, pmsCompliance, type WorkOrderKind, type WorkOrderStatus } from '@vessel/contract';
import { fillPms } from '../../../bench/pms-fill.js';
import { rowsOf } from '../../../platform/authorization.js';
import { buildTestApp, type TestApp } from '../../../test/helpers.js';
import { workOrder } from '../work/tables.js';
import { complianceOfMonth } from './dashboard.js';

/**
 * The dashboard counts a month's compliance in the database (complianceOfMonth); the contract's pure rule
 * (pmsCompliance) is the definition. Every combination of the inputs the rule reads, judged on days before,
 * in, at the end of and after the month, must give the same figures both ways.
 */
describe('PMS compliance counted by the database is the contract rule', () => {
  let t: TestApp;
  const month = '2026-03';
  const statuses: WorkOrderStatus[] = ['planned', 'due', 'in_progress', 'postponement_requested', 'postponed', 'done', 'verified', 'cancelled'];
  const kinds: WorkOrderKind[] = ['planned', 'breakdown'];
  // Planned days: the month's first and last, its middle, the days either side.
  const plannedDays = ['2026-02-28', '2026-03-01', '2026-03-15', '2026-03-31', '2026-04-01'];

  beforeAll(async () => {
    t = await buildTestApp();
    await fillPms(t.database.db, { ships: 3, orders: 0, jobsPerShip: 1, today: '2026-03-15' });
    const ships = rowsOf<{ ship_id: string; component_id: string; dept_id: string }>(
      await t.database.db.execute(sql`select c.ship_id, c.id as component_id, c.dept_id from pms_component c join ship s on s.id = c.ship_id where s.name_en like 'BENCH %' order by s.name_en`),
    );
    const rows: Array<typeof workOrder.$inferInsert> = [];
    let n = 0;
    for (const kind of kinds)
      for (const status of statuses)
        for (const planned of plannedDays)
          // Postponed or not: the original due date kept and the stored dates moved a fortnight on.
          for (const postponed of [false, true])
            // Window's end: none, before the planned day (a stored odd one), the day itself, three days after.
            for (const windowAfter of [null, -2, 0, 3])
              // Done: not, early, on the last on-time day, a day late.
              for (const doneAt of [null, -1, 0, 1]) {
                const ship = ships[n % ships.length]!;
                const due = postponed ? addDays(planned, 14) : planned;
                const windowEnd = windowAfter === null ? null : addDays(due, windowAfter);
                const end = !postponed && windowEnd && windowEnd > planned ? windowEnd : planned;
                rows.push({
                  ...ship,
                  wo_no: `C-${++n}`,
                  kind,
                  title: `case ${n}`,
                  status,
                  due_date: due,
                  window_end: windowEnd,
                  overdue_after: windowEnd ?? due,
                  original_due_date: postponed ? planned : n % 2 ? null : planned,
                  postpone_count: postponed ? 1 : 0,
                  done_date: doneAt === null ? null : addDays(end, doneAt),
                });
              }
    for (let i = 0; i < rows.length; i += 500) await t.database.db.insert(workOrder).values(rows.slice(i, i + 500));
  }, 120_000);
  afterAll(() => t?.close());

  it('gives the pure rule’s figures for every ship, judged on any day', async () => {
    const stored = await t.database.db.select().from(workOrder);
    expect(stored.length).toBe(2 * 8 * 5 * 2 * 4 * 4);
    const asTheRuleReads = stored.map((row) => ({ ...row, planned_due_date: row.original_due_date ?? row.due_date, window_end: row.postpone_count > 0 ? null : row.window_end }));
    for (const today of ['2026-02-20', '2026-03-01', '2026-03-15', '2026-03-31', '2026-04-02', '2026-04-10']) {
      const expected = pmsCompliance(asTheRuleReads, month, today);
      const counted = await complianceOfMonth(t.database.db, month, today, undefined);
      expect(Object.fromEntries(counted), today).toEqual(Object.fromEntries(expected));
      // And every month either side of it.
      for (const other of ['2026-02', '2026-04']) expect(Object.fromEntries(await complianceOfMonth(t.database.db, other, today, undefined)), `${other} on ${today}`).toEqual(Object.fromEntries(pmsCompliance(asTheRuleReads, other, today)));
    }
    // Something was measured: settled orders, on time and late, pending ones left out.
    const march = pmsCompliance(asTheRuleReads, month, '2026-03-15');
    expect([...march.values()].every((figure) => figure.due > figure.on_time && figure.on_time > 0)).toBe(true);
  });
});
