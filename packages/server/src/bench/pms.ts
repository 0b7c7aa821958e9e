/**
 * The maintenance lists and the PMS compliance at the bench's scale (issue 17): 1,000 ships and a million
 * work orders (BENCH_PMS_SHIPS, BENCH_PMS_ORDERS), filled by the database (bench/pms-fill.ts), then the work
 * order list (page 1; one ship's open orders due this month; the fleet's overdue critical orders, the red
 * flag's list), the jobs due, the morning dashboard whose charts compute this month's compliance from the
 * table, the alert job over the whole fill with a list read beside it, and the pure compliance rule over a
 * million orders in memory. Adds the fill (tens of seconds on PGlite), five measured lists of BENCH_SECONDS
 * each and the alert job's run to the run.
 */
import { addDays, PMS_DONE_STATUSES, pmsCompliance, todayIso, type ComplianceWorkOrder } from '@vessel/contract';
import { latenciesUntil, listSearch as search, longPost, measure, signed, type Figures } from './harness.js';

/**
 * Requests in flight at once for the maintenance lists: at 50 the embedded database (one process) queues
 * page 1 of a million orders (its count alone about half a second) past autocannon's 10-second timeout,
 * and every later list behind it, so the figures would say only 'errors'. Four is an office at work.
 */
const PMS_CONNECTIONS = Number(process.env.BENCH_PMS_CONNECTIONS) || 4;

export const BENCH_PMS_SHIPS = Number(process.env.BENCH_PMS_SHIPS) || 1_000;
export const BENCH_PMS_ORDERS = Number(process.env.BENCH_PMS_ORDERS) || 1_000_000;

const row = (name: string, f: Figures) =>
  `  ${name.padEnd(52)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(5)} ms   errors ${f.errors + f.non2xx}`;

/** A million orders in memory shaped as the fill makes them, for the pure rule alone. */
export function syntheticOrders(ships: number, orders: number, today: string): ComplianceWorkOrder[] {
  const start = addDays(today, -300);
  const perShip = Math.max(1, Math.floor(orders / ships));
  const days: string[] = Array.from({ length: 366 }, (_, day) => addDays(start, day));
  const list: ComplianceWorkOrder[] = new Array(orders);
  for (let i = 0; i < orders; i++) {
    const due = days[Math.min(365, Math.floor((Math.floor(i / ships) * 365) / perShip))]!;
    const past = due <= addDays(today, -10);
    const status = !past ? 'planned' : i % 50 === 1 ? 'cancelled' : i % 50 === 0 ? 'postponed' : i % 7 === 0 ? 'verified' : 'done';
    list[i] = {
      ship_id: `S${i % ships}`,
      kind: i % 10 === 9 ? 'breakdown' : 'planned',
      status,
      planned_due_date: due,
      window_end: addDays(due, 3),
      done_date: PMS_DONE_STATUSES.includes(status) ? (i % 33 === 0 ? addDays(due, 5) : addDays(due, -(i % 3))) : null,
    };
  }
  return list;
}

export async function benchPms(options: { base: string; authorization: string }): Promise<void> {
  const { base, authorization } = options;
  const filled = performance.now();
  // In slices of 100,000 orders: one request for a million would outlast fetch's five minutes on a busy machine.
  const SLICE = 100_000;
  let made = { ships: 0, jobs: 0, orders: 0 };
  for (let from = 0; from === 0 || from < BENCH_PMS_ORDERS; from += SLICE) {
    const fill = await fetch(`${base}/bench/pms-fill`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ships: BENCH_PMS_SHIPS, orders: BENCH_PMS_ORDERS, from, count: Math.min(SLICE, BENCH_PMS_ORDERS - from) }),
    });
    if (!fill.ok) throw new Error(`pms fill failed: ${fill.status} ${await fill.text()}`);
    made = (await fill.json()) as typeof made;
  }
  const fillSeconds = (performance.now() - filled) / 1000;

  const today = todayIso();
  const month = today.slice(0, 7);
  const headers = () => ({ authorization, ...signed() });
  const list = `${base}/admin/pms.WorkOrder/index?page=1&limit=10`;
  // One ship of the fill, by its list: the first ship's orders open this month.
  const ships = (await (await fetch(`${base}/admin/fleet.Ship/index?page=1&limit=1&quickSearch=BENCH%200001`, { headers: headers() })).json()) as { data?: { list?: Array<{ id: string }> } };
  const shipId = ships.data?.list?.[0]?.id ?? '';
  const open = 'planned,due,in_progress,postponement_requested,postponed';
  const figures: Array<[string, Figures]> = [
    [`work orders, page 1 of ${made.orders.toLocaleString('en')}`, await measure(list, headers, PMS_CONNECTIONS)],
    [
      'work orders of a ship, open, due this month',
      await measure(`${list}&${search([['ship_id', 'eq', shipId], ['status', 'IN', open], ['due_date', 'RANGE', `${month}-01,${addDays(`${month}-01`, 30)}`]])}`, headers, PMS_CONNECTIONS),
    ],
    ['work orders overdue on critical equipment (red flag)', await measure(`${list}&${search([['status', 'IN', open], ['is_critical', 'eq', '1'], ['overdue_after', 'RANGE', `,${addDays(today, -1)}`]])}&order=due_date,asc`, headers, PMS_CONNECTIONS)],
    [`jobs due or overdue (of ${made.jobs.toLocaleString('en')})`, await measure(`${base}/admin/pms.Job/index?page=1&limit=10&${search([['due_status', 'IN', 'due_soon,in_window,overdue']])}`, headers, PMS_CONNECTIONS)],
    ['morning dashboard (with this month\'s compliance)', await measure(`${base}/admin/dashboard/overview`, headers, PMS_CONNECTIONS)],
  ];

  // The alert job over the whole fill (its PMS source's daily pass recomputes every job and generates
  // what came due), run on demand, with a ship list read one request after another while it runs: how
  // long the job takes, and how long a user waits behind it on this database (issue 20's target: ≤ 1 s).
  // The ship list asked once before: its first unfiltered ask sets up the table's kept row counts, a
  // one-time cost of its own that is not the job's.
  await (await fetch(`${base}/admin/fleet.Ship/index?page=1&limit=10`, { headers: headers() })).arrayBuffer();
  const job = longPost(`${base}/admin/alert.Alert/run`, { authorization, ...signed() });
  const beside = await latenciesUntil(`${base}/admin/fleet.Ship/index?page=1&limit=10`, headers, job);
  const ran = await job;
  const outcome = (ran.body as { code?: number; data?: { raised?: number; closed?: number } }) ?? {};

  const orders = syntheticOrders(made.ships, made.orders, today);
  const once = performance.now();
  const figuresOfMonth = pmsCompliance(orders, month, today);
  const oneMonth = performance.now() - once;
  const twelve = performance.now();
  for (let back = 0; back < 12; back++) pmsCompliance(orders, addDays(`${month}-15`, -30 * back).slice(0, 7), today);
  const twelveMonths = performance.now() - twelve;
  const sample = [...figuresOfMonth.values()].filter((figure) => figure.pct !== null);
  const mean = sample.length ? sample.reduce((sum, figure) => sum + figure.pct!, 0) / sample.length : 0;

  process.stdout.write(`\n  Maintenance (PMS): ${made.ships.toLocaleString('en')} ships, ${made.jobs.toLocaleString('en')} jobs, ${made.orders.toLocaleString('en')} work orders filled in ${fillSeconds.toFixed(1)} s (lists at ${PMS_CONNECTIONS} connections)\n`);
  for (const [name, f] of figures) process.stdout.write(`${row(name, f)}\n`);
  process.stdout.write(
    outcome.code === 1
      ? `  alert job over the fill: ${(ran.ms / 1000).toFixed(1)} s (${outcome.data?.raised ?? 0} raised, ${outcome.data?.closed ?? 0} closed); a ship list meanwhile: ${beside.count} requests (${beside.errors} failed), p50 ${beside.p50} ms, worst ${beside.worst} ms\n`
      : `  alert job over the fill: refused after ${(ran.ms / 1000).toFixed(1)} s (${ran.status} ${JSON.stringify(ran.body).slice(0, 200)})\n`,
  );
  process.stdout.write(
    `  compliance rule over ${orders.length.toLocaleString('en')} orders: one month ${oneMonth.toFixed(0)} ms (${sample.length} ships, mean ${mean.toFixed(1)}%), twelve months ${twelveMonths.toFixed(0)} ms\n`,
  );
}
