/**
 * The maintenance area at the bench's scale (issue 17): 1,000 ships, each with its main engine and 30
 * maintenance jobs, and a million work orders over the twelve months around `today`, made by the database
 * itself (a million adds through the API would measure the add action, not the lists). Run by the bench
 * module's `/bench/pms-fill` route only (BENCH_ROUTES=1), on a fresh database.
 *
 * The orders look like a fleet's year: nine in ten planned, the rest unplanned or breakdown work; the past
 * ones mostly done (about 3% late, 2% cancelled, some postponed once), the coming ones open; a fifth on
 * critical equipment. Their windows and `overdue_after` follow the work part's rule (window end, else due).
 */
import { sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '@vessel/contract';
import type { Db } from '../db/client.js';

export interface PmsFillOptions {
  ships: number;
  /** The orders of the whole fill (their due dates spread over the year by it). */
  orders: number;
  jobsPerShip: number;
  today: IsoDate;
  /** This call's share of the orders: [from, from + count). The first call (from 0) makes the ships and jobs. */
  from?: number;
  count?: number;
}

/**
 * One call of the fill, in one transaction (a temporary table lives on one connection). Called in slices
 * of the orders: a million rows in one request outlasts an HTTP client's patience on a busy machine.
 */
export async function fillPms(db: Db, options: PmsFillOptions): Promise<{ ships: number; jobs: number; orders: number }> {
  const ships = Math.max(1, Math.min(5_000, Math.trunc(options.ships)));
  const orders = Math.max(0, Math.min(2_000_000, Math.trunc(options.orders)));
  const jobsPerShip = Math.max(1, Math.min(100, Math.trunc(options.jobsPerShip)));
  const from = Math.max(0, Math.min(orders, Math.trunc(options.from ?? 0)));
  const count = Math.max(0, Math.min(orders - from, Math.trunc(options.count ?? orders)));
  const start = addDays(options.today, -300);
  // Whole numbers clamped above, written into the statements (a bound parameter has no type for `%` and `/`).
  const n = (value: number) => sql.raw(String(Math.trunc(value)));
  const perShip = Math.max(1, Math.floor(orders / ships));
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`create temporary table bench_pms_ship (n int primary key, dept_id uuid not null, ship_id uuid not null, component_id uuid not null) on commit drop`);
    if (from === 0) {
      await tx.execute(sql`
        insert into bench_pms_ship (n, dept_id, ship_id, component_id)
        select i, gen_random_uuid(), gen_random_uuid(), gen_random_uuid() from generate_series(0, ${n(ships - 1)}) as i`);
      await tx.execute(sql`
        insert into department (id, name, name_en, dept_type, code)
        select dept_id, 'BENCH ' || n, 'BENCH ' || n, 'ship', 'BENCH-' || n from bench_pms_ship`);
      await tx.execute(sql`
        insert into ship (id, name_en, imo_no, flag, ship_type, dept_id)
        select ship_id, 'BENCH ' || lpad(n::text, 4, '0'), lpad((8000000 + n)::text, 7, '0'), 'PA', 'bulk_carrier', dept_id from bench_pms_ship`);
      await tx.execute(sql`
        insert into pms_component (id, ship_id, dept_id, code, name_en, name_zh, sfi_group, is_critical, status)
        select component_id, ship_id, dept_id, '601', 'Main engine', '主机', '6', true, 'in_service' from bench_pms_ship`);
      // Jobs: a third calendar (30-365 days), a third running hours, a third both; their stored due states spread.
      await tx.execute(sql`
        insert into pms_job (ship_id, dept_id, component_id, code, title_en, title_zh, job_type, interval_kind, interval_days, interval_hours,
                             schedule_basis, is_critical, active, next_due_date, due_date, due_status)
        select s.ship_id, s.dept_id, s.component_id, 'J' || lpad(j::text, 3, '0'), 'Bench job ' || j, '基准保养项目 ' || j,
               (array['inspection','overhaul','test','service'])[1 + j % 4],
               (array['calendar','running_hours','both'])[1 + j % 3],
               case when j % 3 <> 1 then (array[30, 90, 180, 365])[1 + j % 4] end,
               case when j % 3 <> 0 then (array[500, 1500, 8000, 16000])[1 + j % 4] end,
               'fixed', j % 5 = 0, true,
               ${options.today}::date + ((s.n * 7 + j * 13) % 120 - 20),
               ${options.today}::date + ((s.n * 7 + j * 13) % 120 - 20),
               case when (s.n * 7 + j * 13) % 120 < 20 then 'overdue' when (s.n * 7 + j * 13) % 120 < 50 then 'due_soon' else 'ok' end
        from bench_pms_ship s cross join generate_series(1, ${n(jobsPerShip)}) as j`);
    } else {
      await tx.execute(sql`
        insert into bench_pms_ship (n, dept_id, ship_id, component_id)
        select substr(s.name_en, 7)::int, s.dept_id, s.id, c.id
        from ship s join pms_component c on c.ship_id = s.id and c.code = '601'
        where s.name_en like 'BENCH %'`);
    }
    if (count === 0) return;
    // Work orders: order i belongs to ship i % ships; its due day walks through the 365 days from \`start\`.
    await tx.execute(sql`
      insert into pms_work_order (wo_no, ship_id, dept_id, component_id, kind, title, due_date, window_end, overdue_after, status,
                                  is_critical, done_date, postpone_count, original_due_date)
      select 'WO-B' || lpad((i % ${n(ships)})::text, 4, '0') || '-' || lpad(i::text, 7, '0'),
             s.ship_id, s.dept_id, s.component_id,
             case when i % 10 = 9 then (array['unplanned','breakdown'])[1 + i % 2] else 'planned' end,
             'Bench work order ' || i,
             d.due, d.due + 3, d.due + 3,
             case when d.due > ${options.today}::date - 10 and i % 50 <> 0 then (array['planned','due','in_progress'])[1 + i % 3]
                  when i % 50 = 1 then 'cancelled'
                  when i % 50 = 0 then 'postponed'
                  when i % 7 = 0 then 'verified'
                  else 'done' end,
             i % 5 = 0,
             case when d.due > ${options.today}::date - 10 or i % 50 in (0, 1) then null
                  when i % 33 = 0 then d.due + 5
                  else d.due - (i % 3) end,
             case when i % 50 = 0 then 1 else 0 end,
             d.due
      from generate_series(${n(from)}, ${n(from + count - 1)}) as i
      join bench_pms_ship s on s.n = i % ${n(ships)}
      cross join lateral (select ${start}::date + ((i / ${n(ships)}) * 365 / ${n(perShip)})::int as due) d`);
  });
  if (from + count >= orders) {
    await db.execute(sql`analyze pms_work_order`);
    await db.execute(sql`analyze pms_job`);
  }
  return { ships, jobs: ships * jobsPerShip, orders };
}
