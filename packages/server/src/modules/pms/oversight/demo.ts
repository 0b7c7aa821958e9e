import { eq, inArray } from 'drizzle-orm';
import { addDays, daysBetween, nextAfterDone, overdueAfterOf, PMS_POSTPONE_FLOWS, type SpareUsed } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { DEMO_SHIPS } from '../../../demo/demo-fleet.js';
import { APPROVALS } from '../../../platform/approvals.js';
import { loadAccess, type AdminAccess } from '../../../platform/authorization.js';
import { admin } from '../../../platform/identity/tables.js';
import type { ModuleContext } from '../../../platform/module.js';
import { optionalService } from '../../../platform/services.js';
import { recomputeJobs, recordReading } from '../equipment/jobs.js';
import { component, counter, counterReading, job } from '../equipment/tables.js';
import { initialStatus, nextWoNo } from '../work/resources.js';
import { defect, sparePart, workOrder } from '../work/tables.js';
import { componentsFor, type DemoComponent, type DemoJob } from './demo-catalogue.js';

export interface DemoPmsInput {
  today: string;
  ships: ReadonlyArray<{ id: string; dept_id: string; name_en: string }>;
  /** The demo's departments by code. */
  departments: ReadonlyMap<string, string>;
  /** The demo's people by user name (`tech_li`, `marine_wang`, `dpa_zhou`, `superintendent`...). */
  staff: ReadonlyMap<string, string>;
}

/** A stable number in [0, 1) from a text: the demo is the same on every run, yet looks irregular. */
function chance(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return ((hash >>> 0) % 100_000) / 100_000;
}

const LOOKAHEAD = 30;
/** Share of past work done after its window closed: compliance lands in the low to high nineties. */
const LATE_SHARE = 0.03;

/** Work left undone and overdue now (ship, job code): one on critical equipment, the rest not. */
const OVERDUE: ReadonlyArray<[ship: string, job: string]> = [
  ['EAST STAR', 'BA-M'],
  ['JIN HAI 8', 'WL-GR'],
  ['HUA YUN 16', 'WL-GR'],
  ['BLUE HORIZON', 'WL-GR'],
];
/** Counters last read over 30 days ago (a laid-up ship reads monthly at best; a compressor forgotten). */
const STALE: ReadonlyArray<[ship: string, component: string, days: number]> = [
  ['JIN HAI 8', '723', 36],
  ['BLUE HORIZON', '723', 45],
];
/** The critical postponement waiting for the DPA, and the postponement approved. */
const POSTPONE_PENDING = 'OCEAN HARMONY';
const POSTPONE_APPROVED = 'MING YANG';
/** The ship whose critical spare is below its minimum. */
const SPARE_SHORT: [ship: string, part: string] = ['OCEAN HARMONY', 'SG-SEAL'];

interface ShipPlan {
  id: string;
  dept_id: string;
  name_en: string;
  status: 'in_service' | 'drydock' | 'laid_up';
  trade: 'ocean' | 'coastal';
  age: number;
}

/**
 * The hours a counter runs on day `day` (0: a year ago) of a ship: trading ships run voyages of about
 * three weeks at sea and a few days in port; in drydock (the last 40 days) the machinery stands still; laid
 * up (the last 150 days) one generator runs at anchor. The emergency generator runs its weekly test only.
 */
function hoursOn(plan: ShipPlan, code: string, day: number): number {
  const idle = (plan.status === 'drydock' && day >= 365 - 40) || (plan.status === 'laid_up' && day >= 365 - 150);
  if (code === '801') return day % 7 === 3 ? 0.5 : 0;
  const coastal = plan.trade === 'coastal';
  const cycle = coastal ? 6 : 24;
  const atSea = day % cycle < (coastal ? 4 : 19);
  const jitter = chance(`${plan.name_en}${code}${day}`);
  if (idle) return plan.status === 'laid_up' && code === '602.1' ? 20 + jitter * 4 : 0;
  switch (code) {
    case '601':
      return atSea ? (coastal ? 14 : 22.5) + jitter * 1.5 : jitter * 2;
    case '602.1':
    case '602.2':
      return atSea ? 9 + jitter * 6 : 13 + jitter * 6;
    case '602.3':
      return atSea ? 0 : jitter * 4;
    case '711':
      return atSea ? 21 + jitter * 3 : 8 + jitter * 4;
    case '723':
      return atSea ? 1 + jitter : 4 + jitter * 3;
    default:
      return 0;
  }
}

interface Timeline {
  /** Counter value at the end of day d (0..365, 365 = today). */
  values: number[];
  /** The day a value is first reached (null: not within the year). */
  dayOf(value: number): number | null;
}

function timeline(plan: ShipPlan, item: DemoComponent): Timeline {
  const start = Math.round(item.counter!.start * Math.max(0.3, plan.age / 12));
  const values: number[] = [];
  let running = start;
  for (let day = 0; day <= 365; day++) {
    running += hoursOn(plan, item.code, day);
    values.push(Math.floor(running));
  }
  return {
    values,
    dayOf: (value) => {
      const found = values.findIndex((v) => v >= value);
      return found < 0 ? null : found;
    },
  };
}

interface PlannedOrder {
  created: string;
  componentId: string;
  jobId: string;
  title: string;
  due_date: string;
  due_hours: number | null;
  window_start: string | null;
  window_end: string | null;
  status: 'planned' | 'due' | 'done' | 'verified';
  done_date: string | null;
  done_hours: number | null;
  is_critical: boolean;
  requires_verification: boolean;
  spares: SpareUsed[];
  man_hours: number;
}

/**
 * The demo's year of maintenance (DEMO_DATA=1); idempotent (a ship that has equipment is left as it is).
 * Per ship: the §6.5 tree with its counters and a year of readings (the main engine daily, the others
 * weekly), the jobs, and the work orders the plan generated over the year at the look-ahead, almost all
 * done within their windows, some late, a few overdue now (one on critical equipment); a critical
 * postponement waiting for the DPA and one approved; defects of every priority; spares, one critical
 * below its minimum. The job's next due follows each completion by the contract's `nextAfterDone`, the
 * last reading goes through the equipment part's `recordReading` and the stored due states through its
 * `recomputeJobs`, the numbers through the work part's numbering: what the demo stores is what the code
 * computes.
 */
export async function seedDemoPms(context: ModuleContext, input: DemoPmsInput): Promise<Record<string, number>> {
  const { db } = context;
  const { today } = input;
  const start = addDays(today, -365);
  const dateOf = (day: number) => addDays(start, day);
  const dayOfDate = (date: string) => daysBetween(start, date);
  const techSupt = input.staff.get('tech_li') ?? null;
  const summary = { components: 0, counters: 0, readings: 0, jobs: 0, work_orders: 0, defects: 0, spares: 0, postponements: 0 };
  const existing = new Set(
    input.ships.length ? (await db.selectDistinct({ ship_id: component.ship_id }).from(component).where(inArray(component.ship_id, input.ships.map((s) => s.id)))).map((row) => row.ship_id) : [],
  );

  for (const ship of input.ships) {
    if (existing.has(ship.id)) continue;
    const demo = DEMO_SHIPS.find((entry) => entry.name_en === ship.name_en);
    const plan: ShipPlan = {
      ...ship,
      status: demo?.status ?? 'in_service',
      trade: demo?.trading_area === 'coastal' ? 'coastal' : 'ocean',
      age: Number(today.slice(0, 4)) - (demo?.built_year ?? 2015),
    };
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const items = componentsFor(plan.trade);
      const componentIds = new Map<string, string>();
      const counters = new Map<string, { id: string; line: Timeline; lastDay: number }>();
      const spareIds = new Map<string, { id: string; name: string }>();
      for (const item of items) {
        const [row] = await tx
          .insert(component)
          .values({
            ship_id: ship.id,
            dept_id: ship.dept_id,
            parent_id: item.parent ? (componentIds.get(item.parent) ?? null) : null,
            code: item.code,
            name_en: item.name_en,
            name_zh: item.name_zh,
            sfi_group: item.sfi_group,
            maker: item.maker ?? null,
            model: item.model ?? null,
            serial_no: item.maker ? `${item.code.replace('.', '')}-${ship.name_en.replace(/\W/g, '').slice(0, 4)}-${1000 + Math.floor(chance(ship.name_en + item.code) * 9000)}` : null,
            location: item.location,
            is_critical: item.is_critical ?? false,
            class_item_code: item.class_item_code ?? null,
            install_date: `${demo?.built_year ?? 2015}-06-30`,
            status: 'in_service',
          })
          .returning({ id: component.id });
        componentIds.set(item.code, row!.id);
        summary.components++;
        for (const spare of item.spares ?? []) {
          const short = SPARE_SHORT[0] === ship.name_en && SPARE_SHORT[1] === spare.part_no;
          // Below the minimum only where the demo says so: elsewhere the store was replenished.
          const rob = short ? spare.rob : Math.max(spare.rob, spare.min_stock + 1);
          const [saved] = await tx
            .insert(sparePart)
            .values({ ship_id: ship.id, dept_id: ship.dept_id, component_id: row!.id, part_no: spare.part_no, name: spare.name, rob, min_stock: spare.min_stock, is_critical: spare.is_critical ?? false, location: spare.location })
            .returning({ id: sparePart.id });
          spareIds.set(spare.part_no, { id: saved!.id, name: spare.name });
          summary.spares++;
        }
        if (!item.counter) continue;
        const line = timeline(plan, item);
        const stale = STALE.find(([name, code]) => name === ship.name_en && code === item.code);
        const lastDay = 365 - (stale ? stale[2] : 1);
        // The main engine is read every day, the others on Sundays (day 6 of each week) and on the last day.
        const days = Array.from({ length: lastDay + 1 }, (_, day) => day).filter((day) => item.code === '601' || day % 7 === 6 || day === lastDay);
        const [meter] = await tx
          .insert(counter)
          .values({ component_id: row!.id, ship_id: ship.id, dept_id: ship.dept_id, unit: 'hours', current_value: line.values[days[days.length - 2]!]!, read_at: dateOf(days[days.length - 2]!) })
          .returning({ id: counter.id });
        const history = days.slice(0, -1).map((day) => ({ counter_id: meter!.id, ship_id: ship.id, dept_id: ship.dept_id, value: line.values[day]!, read_at: dateOf(day), read_by: null }));
        for (let i = 0; i < history.length; i += 500) await tx.insert(counterReading).values(history.slice(i, i + 500));
        counters.set(item.code, { id: meter!.id, line, lastDay });
        summary.counters++;
        summary.readings += days.length;
      }

      // The plan's lines and a year of their work orders, simulated job by job.
      const orders: PlannedOrder[] = [];
      const jobRows: Array<{ id: string; item: DemoComponent; def: DemoJob }> = [];
      for (const item of items) {
        for (const def of item.jobs ?? []) {
          const meterCode = item.counter ? item.code : item.counterOf;
          const meter = meterCode ? counters.get(meterCode) : undefined;
          const byHours = def.interval_kind === 'running_hours';
          const seed = chance(`${ship.name_en}${def.code}`);
          const state = {
            interval_kind: def.interval_kind,
            interval_days: def.interval_days ?? null,
            interval_hours: def.interval_hours ?? null,
            schedule_basis: def.schedule_basis ?? 'fixed',
            next_due_date: byHours ? null : addDays(start, Math.floor(seed * (def.interval_days ?? 1))),
            next_due_hours: byHours && meter ? meter.line.values[0]! + Math.max(1, Math.floor(seed * def.interval_hours!)) : null,
            last_done_date: null as string | null,
            last_done_hours: null as number | null,
          };
          if (byHours && !meter) continue;
          const isCritical = item.is_critical ?? false;
          const overdueHere = OVERDUE.some(([name, code]) => name === ship.name_en && code === def.code);
          for (let guard = 0; guard < 200; guard++) {
            let due: string;
            if (byHours) {
              const day = meter!.line.dayOf(state.next_due_hours!);
              if (day === null || day > meter!.lastDay) {
                // Not reached yet: due at the forecast (the average of the last three months), if within the look-ahead.
                const avg = (meter!.line.values[meter!.lastDay]! - meter!.line.values[Math.max(0, meter!.lastDay - 90)]!) / 90;
                if (avg <= 0) break;
                due = addDays(dateOf(meter!.lastDay), Math.ceil((state.next_due_hours! - meter!.line.values[meter!.lastDay]!) / avg));
              } else due = dateOf(day);
            } else due = state.next_due_date!;
            if (due > addDays(today, LOOKAHEAD)) break;
            const windowStart = byHours || def.window_before_days === undefined ? null : addDays(due, -def.window_before_days);
            const windowEnd = byHours || def.window_after_days === undefined ? null : addDays(due, def.window_after_days);
            const overdueAfter = overdueAfterOf({ due_date: due, window_end: windowEnd });
            const created = due > addDays(start, LOOKAHEAD) ? addDays(due, -LOOKAHEAD) : start;
            const base = { created, componentId: componentIds.get(item.code)!, jobId: '', title: `${def.code} ${def.title_en} ${def.title_zh}`.slice(0, 200), due_date: due, due_hours: byHours ? state.next_due_hours : null, window_start: windowStart, window_end: windowEnd, is_critical: isCritical, requires_verification: def.requires_verification ?? false, man_hours: def.est_man_hours };
            if (overdueAfter >= today) {
              // Still to do: the job's one open order (overdue when the demo leaves it so).
              orders.push({ ...base, jobId: `${item.code}|${def.code}`, status: initialStatus({ due_date: due, window_start: windowStart }, today), done_date: null, done_hours: null, spares: [] });
              break;
            }
            const roll = chance(`${ship.name_en}${def.code}${due}`);
            const late = roll < LATE_SHARE;
            let done = late ? addDays(overdueAfter, 1 + Math.floor(roll * 150)) : addDays(due, -Math.floor(roll * 3));
            if (windowStart && done < windowStart) done = windowStart;
            if (done > addDays(today, -1)) done = addDays(today, -1);
            const doneHours = meter ? meter.line.values[Math.min(meter.lastDay, Math.max(0, dayOfDate(done)))]! : null;
            const next = nextAfterDone(state, done, byHours ? doneHours : null);
            // The demo's overdue work: the last occurrence before today, left undone (its successor is not yet late).
            if (overdueHere && next.next_due_date && addDays(next.next_due_date, def.window_after_days ?? 0) >= today) {
              orders.push({ ...base, jobId: `${item.code}|${def.code}`, status: 'due', done_date: null, done_hours: null, spares: [] });
              break;
            }
            const spares = (def.spares ?? []).flatMap(({ part_no, qty }) => {
              const spare = spareIds.get(part_no);
              return spare ? [{ spare_part_id: spare.id, qty, part_no, name: spare.name }] : [];
            });
            orders.push({ ...base, jobId: `${item.code}|${def.code}`, status: def.requires_verification ? 'verified' : 'done', done_date: done, done_hours: byHours ? doneHours : null, spares });
            Object.assign(state, next);
          }
          const [saved] = await tx
            .insert(job)
            .values({
              component_id: componentIds.get(item.code)!,
              ship_id: ship.id,
              dept_id: ship.dept_id,
              counter_id: meter?.id ?? null,
              code: def.code,
              title_en: def.title_en,
              title_zh: def.title_zh,
              job_type: def.job_type,
              interval_kind: def.interval_kind,
              interval_days: def.interval_days ?? null,
              interval_hours: def.interval_hours ?? null,
              window_before_days: def.window_before_days ?? null,
              window_after_days: def.window_after_days ?? null,
              schedule_basis: def.schedule_basis ?? 'fixed',
              est_man_hours: String(def.est_man_hours),
              required_spares: (def.spares ?? []).map(({ part_no, qty }) => ({ part_no, name: spareIds.get(part_no)?.name ?? part_no, qty })),
              is_critical: isCritical,
              requires_verification: def.requires_verification ?? false,
              class_related: def.class_related ?? false,
              active: true,
              last_done_date: state.last_done_date,
              last_done_hours: state.last_done_hours === null ? null : Math.round(state.last_done_hours),
              next_due_date: state.next_due_date,
              next_due_hours: state.next_due_hours === null ? null : Math.round(state.next_due_hours),
            })
            .returning({ id: job.id });
          jobRows.push({ id: saved!.id, item, def });
          summary.jobs++;
        }
      }
      const jobIdOf = new Map(jobRows.map((row) => [`${row.item.code}|${row.def.code}`, row.id]));

      // Numbered in the order the plan generated them, as the daily generation would have.
      orders.sort((a, b) => a.created.localeCompare(b.created) || a.due_date.localeCompare(b.due_date) || a.title.localeCompare(b.title));
      const rows = [];
      for (const order of orders) {
        const done = order.done_date !== null;
        rows.push({
          wo_no: await nextWoNo(tx, ship.id, order.created),
          ship_id: ship.id,
          dept_id: ship.dept_id,
          component_id: order.componentId,
          job_id: jobIdOf.get(order.jobId)!,
          kind: 'planned' as const,
          title: order.title,
          due_date: order.due_date,
          due_hours: order.due_hours === null ? null : Math.round(order.due_hours),
          window_start: order.window_start,
          window_end: order.window_end,
          overdue_after: overdueAfterOf(order),
          status: order.status,
          is_critical: order.is_critical,
          requires_verification: order.requires_verification,
          done_date: order.done_date,
          done_hours: order.done_hours,
          work_description: done ? 'Carried out as per the maker’s instructions and the procedure; no abnormality found. 按说明书及程序完成，未见异常。' : null,
          man_hours: done ? String(order.man_hours) : null,
          spares_used: order.spares,
          verified_by: order.status === 'verified' ? techSupt : null,
          verified_at: order.status === 'verified' ? new Date(`${addDays(order.done_date!, 2) > today ? today : addDays(order.done_date!, 2)}T08:00:00Z`) : null,
          created_at: new Date(`${order.created}T02:00:00Z`),
          attachments: [],
        });
      }
      for (let i = 0; i < rows.length; i += 200) await tx.insert(workOrder).values(rows.slice(i, i + 200));
      summary.work_orders += rows.length;

      // The last reading of every counter through the equipment part: average use, stale flag, the jobs' due states.
      for (const meter of counters.values()) {
        await recordReading(tx, meter.id, { value: meter.line.values[meter.lastDay]!, read_at: dateOf(meter.lastDay), by: null, today });
      }
      await recomputeJobs(tx, { shipId: ship.id }, today);

      summary.defects += await seedDefects(tx, ship, componentIds, today, input.staff);
    });
  }

  summary.postponements = await seedPostponements(context, input);
  return summary;
}

/** A ship's defects: every priority across the fleet, of every age, a P1 past its target on one ship. */
async function seedDefects(tx: Db, ship: { id: string; dept_id: string; name_en: string }, components: ReadonlyMap<string, string>, today: string, staff: ReadonlyMap<string, string>): Promise<number> {
  const reporter = staff.get('tech_li') ?? null;
  const list: Array<{ code: string; age: number; priority: 'P1' | 'P2' | 'P3' | 'P4'; description: string; impact?: string; temporary?: string; plan?: string; target: number | null; status: 'open' | 'in_repair' | 'deferred' | 'closed'; classNotified?: boolean }> = [];
  switch (ship.name_en) {
    case 'JIN HAI 8':
      list.push({ code: '421', age: 12, priority: 'P1', description: 'Steering gear hydraulic pump No. 2 leaking at the shaft seal; running on pump No. 1 only. 2号舵机液压泵轴封漏油，仅用1号泵。', impact: 'No redundancy of the steering gear pumps (SOLAS II-1/29)', temporary: 'Leak collected; pump No. 2 isolated', plan: 'Seal kit ordered; replace at the next port', target: -3, status: 'in_repair', classNotified: true });
      list.push({ code: '711', age: 95, priority: 'P3', description: 'HFO purifier bowl vibration slightly above the maker’s limit. 重油分油机分离筒振动略超厂家限值。', plan: 'Replace the bowl spindle bearings at the next overhaul', target: 40, status: 'deferred' });
      break;
    case 'OCEAN HARMONY':
      list.push({ code: '602.2', age: 20, priority: 'P2', description: 'D/G 2 jacket cooling water temperature high at full load. 2号发电机满负荷时缸套冷却水温度偏高。', temporary: 'Load shared with D/G 1', plan: 'Clean the plate cooler', target: 10, status: 'open' });
      list.push({ code: '431', age: 150, priority: 'P4', description: 'Forward mooring winch drum paint damaged. 艏绞缆机滚筒油漆破损。', plan: 'Chip and paint', target: -100, status: 'closed' });
      break;
    case 'EAST STAR':
      list.push({ code: '501', age: 45, priority: 'P2', description: 'Lifeboat engine slow to start in cold weather. 救生艇发动机低温启动困难。', plan: 'Replace the glow plugs and the starting battery', target: 15, status: 'in_repair' });
      break;
    case 'MING YANG':
      list.push({ code: '723', age: 70, priority: 'P3', description: 'Air compressor No. 1 discharge temperature high. 1号空压机排气温度偏高。', plan: 'Overhaul the valves at the next valve inspection', target: 20, status: 'open' });
      break;
    case 'PACIFIC PIONEER':
      list.push({ code: '601', age: 35, priority: 'P2', description: 'Main engine cylinder liner No. 4 wear near the limit (found in drydock). 主机4号缸套磨损接近限值（坞修发现）。', plan: 'Liner renewed in drydock', target: 5, status: 'in_repair', classNotified: true });
      break;
    case 'HUA YUN 16':
      list.push({ code: '801', age: 8, priority: 'P4', description: 'Emergency generator room light fitting broken. 应急发电机室灯具损坏。', target: 20, status: 'open' });
      break;
    default:
      break;
  }
  for (const entry of list) {
    await tx.insert(defect).values({
      ship_id: ship.id,
      dept_id: ship.dept_id,
      component_id: components.get(entry.code) ?? null,
      reported_at: addDays(today, -entry.age),
      reported_by: reporter,
      description: entry.description,
      priority: entry.priority,
      operational_impact: entry.impact ?? null,
      temporary_repair: entry.temporary ?? null,
      permanent_plan: entry.plan ?? null,
      target_date: entry.target === null ? null : addDays(today, entry.target),
      status: entry.status,
      class_notified: entry.classNotified ?? false,
      class_notified_date: entry.classNotified ? addDays(today, -entry.age + 1) : null,
    });
  }
  return list.length;
}

/**
 * The postponements, through the approval flows as a person would: on OCEAN HARMONY a critical job's
 * order asked two weeks later, approved on board and by the technical superintendent, now with the DPA;
 * on MING YANG one approved to the end (the work part's outcome moves its due date and keeps the count).
 * Each takes the open order with the longest interval, whose postponement is the believable one.
 */
async function seedPostponements(context: ModuleContext, input: DemoPmsInput): Promise<number> {
  const approvals = optionalService(APPROVALS);
  if (!approvals) return 0;
  const { db } = context;
  // Read through the executor at hand: on the embedded database a read beside an open transaction waits for it.
  const accessOf = async (executor: Db, id: string | undefined): Promise<AdminAccess | null> => {
    const [row] = id ? await executor.select().from(admin).where(eq(admin.id, id)) : [];
    return row ? loadAccess(executor, row) : null;
  };
  const requester = (await accessOf(db, input.staff.get('tech_li'))) ?? (await accessOf(db, input.staff.get('superintendent')));
  if (!requester) return 0;
  let made = 0;
  for (const [name, steps, critical] of [
    [POSTPONE_PENDING, 2, true],
    [POSTPONE_APPROVED, Number.POSITIVE_INFINITY, false],
  ] as const) {
    const ship = input.ships.find((entry) => entry.name_en === name);
    if (!ship) continue;
    const open = await db
      .select({ order: workOrder, interval: job.interval_days })
      .from(workOrder)
      .innerJoin(job, eq(job.id, workOrder.job_id))
      .where(eq(workOrder.ship_id, ship.id));
    if (open.some(({ order }) => order.postpone_count > 0 || order.status === 'postponement_requested')) continue;
    const candidates = open
      .filter(({ order }) => ['planned', 'due'].includes(order.status) && order.is_critical === critical && order.overdue_after! >= input.today)
      .sort((a, b) => (b.interval ?? 0) - (a.interval ?? 0) || a.order.due_date.localeCompare(b.order.due_date));
    const chosen = candidates[0]?.order;
    if (!chosen) continue;
    const to = addDays(chosen.due_date, 14);
    const reason = critical
      ? 'Shore service engineer for the annual examination can only attend at the next port. 年度检查须岸基服务工程师到船，下一港才能安排。'
      : 'Ship at anchor waiting for berth; the work needs the engine stopped for a day. 锚泊待泊，该工作需停机一天。';
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx.update(workOrder).set({ status: 'postponement_requested', state_before_postpone: chosen.status, postpone_to: to, postpone_reason: reason }).where(eq(workOrder.id, chosen.id));
      let instance = await approvals.start(tx, {
        bizType: critical ? PMS_POSTPONE_FLOWS.critical : PMS_POSTPONE_FLOWS.normal,
        bizId: chosen.id,
        title: `${chosen.wo_no} ${chosen.title}`.slice(0, 170) + ` → ${to}`,
        shipId: ship.id,
        deptId: ship.dept_id,
        startedBy: requester,
        comment: reason,
        dueDate: chosen.due_date,
      });
      for (let step = 0; step < steps && instance.status === 'pending'; step++) {
        // Each step's own approver (the chief engineer's or the fleet head's account, the superintendent).
        const [approverId] = await approvals.approvers(tx, instance);
        const actor = (await accessOf(tx, approverId)) ?? requester;
        instance = await approvals.act(tx, { instanceId: instance.id, actor, action: 'approve', comment: step === 0 ? 'Agreed; no impact on safe operation in the meantime.' : 'Approved.' });
      }
    });
    made++;
  }
  return made;
}
