import { and, eq, inArray, ne } from 'drizzle-orm';
import { defectStepBodies, overdueAfterOf, PMS_POSTPONE_FLOWS, workOrderStepBodies, type SpareUsed, type WorkOrderStatus } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { APPROVALS } from '../../../platform/approvals.js';
import type { AdminAccess } from '../../../platform/authorization.js';
import { companyToday } from '../../../platform/company-today.js';
import { ApiError, fieldError } from '../../../platform/envelope.js';
import type { ModuleContext } from '../../../platform/module.js';
import { NCR_PIPELINE } from '../../../platform/ncr-pipeline.js';
import type { Row } from '../../../platform/resource/define.js';
import { defineStep, type StepDefinition } from '../../../platform/resource/steps.js';
import { optionalService, service } from '../../../platform/services.js';
import { jobDone, moveJobDue, recordReading } from '../equipment/jobs.js';
import { component, counter, job } from '../equipment/tables.js';
import { generateWorkOrders, lookaheadDays } from './generate.js';
import { initialStatus, nextWoNo } from './resources.js';
import { defect, sparePart, workOrder, type DefectRow, type WorkOrderRow } from './tables.js';

const ORDER = 'pms.WorkOrder';
const DEFECT = 'pms.Defect';
const orderStateKey = (state: string) => `pms.workOrder.status_options.${state}`;
const defectStateKey = (state: string) => `pms.defect.status_options.${state}`;

async function reload(tx: Db, id: string): Promise<Row> {
  const [row] = await tx.select().from(workOrder).where(eq(workOrder.id, id));
  return row as unknown as Row;
}

async function update(tx: Db, id: string, columns: Partial<typeof workOrder.$inferInsert>): Promise<WorkOrderRow> {
  const [row] = await tx
    .update(workOrder)
    .set({ ...columns, updated_at: new Date() })
    .where(eq(workOrder.id, id))
    .returning();
  return row!;
}

/**
 * The job of a finished order moves on (its last done, its next due by its basis) and its next order is
 * made when that falls within the look-ahead; a defect repaired by the order closes with it.
 */
async function finish(context: ModuleContext, tx: Db, order: WorkOrderRow, today: string): Promise<void> {
  if (order.job_id && order.done_date) {
    await jobDone(tx, order.job_id, { done_date: order.done_date, done_hours: order.done_hours, today });
    await generateWorkOrders(tx, today, await lookaheadDays(context.settings, tx), { jobIds: [order.job_id] });
  }
  await tx
    .update(defect)
    .set({ status: 'closed', updated_at: new Date() })
    .where(and(eq(defect.linked_work_order_id, order.id), ne(defect.status, 'closed')));
}

/**
 * The spares a completion used: each a spare of the order's ship, listed once, its stock locked and
 * lowered by the quantity; refused (and nothing lowered) when any would go below zero.
 */
async function consumeSpares(tx: Db, order: WorkOrderRow, spares: ReadonlyArray<{ spare_part_id: string; qty: number }>): Promise<SpareUsed[]> {
  if (spares.length === 0) return [];
  const ids = spares.map((spare) => spare.spare_part_id);
  const rows = await tx.select().from(sparePart).where(inArray(sparePart.id, ids)).orderBy(sparePart.id).for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const used: SpareUsed[] = [];
  for (const given of spares) {
    const row = byId.get(given.spare_part_id);
    if (!row || row.ship_id !== order.ship_id) throw fieldError('spares', 'pmsWork.spareNotOnShip', { part: row?.part_no ?? given.spare_part_id });
    if (seen.has(row.id)) throw fieldError('spares', 'pmsWork.spareTwice', { part: row.part_no });
    seen.add(row.id);
    if (row.rob - given.qty < 0) throw fieldError('spares', 'pmsWork.spareShort', { part: `${row.part_no} ${row.name}`, rob: row.rob, qty: given.qty });
    used.push({ spare_part_id: row.id, qty: given.qty, part_no: row.part_no, name: row.name });
  }
  // The whole list is checked before any stock moves, so a refusal leaves every stock as it was.
  for (const item of used) {
    const row = byId.get(item.spare_part_id)!;
    await tx.update(sparePart).set({ rob: row.rob - item.qty, updated_at: new Date() }).where(eq(sparePart.id, row.id));
  }
  return used;
}

/** The counter of the order's component, or null (a calendar-only component has none). */
async function counterOfComponent(tx: Db, componentId: string) {
  const [row] = await tx.select().from(counter).where(eq(counter.component_id, componentId)).limit(1);
  return row ?? null;
}

/**
 * The running hours at completion: never below the counter's reading (the counter only goes forward but
 * through a reset); above it, a reading of the counter on the done date (through the counter's own rules).
 * Absent on a component with a counter: the counter's value stands for it (what the job's next due counts from).
 */
async function doneHours(tx: Db, order: WorkOrderRow, given: number | undefined, doneDate: string, access: AdminAccess, today: string): Promise<number | null> {
  const meter = await counterOfComponent(tx, order.component_id);
  if (given === undefined) return meter ? meter.current_value : null;
  if (!meter) throw fieldError('done_hours', 'pmsWork.noCounter');
  if (given < meter.current_value) throw fieldError('done_hours', 'pmsWork.doneHoursBelowCounter', { hours: given, current: meter.current_value });
  if (given > meter.current_value) {
    try {
      await recordReading(tx, meter.id, { value: given, read_at: doneDate, by: access.admin.id, remark: order.wo_no ?? '', today });
    } catch (error) {
      // The counter's refusal speaks of its reading: it is this form's running hours.
      if (error instanceof ApiError && error.fields?.value) throw fieldError('done_hours', error.key, error.params);
      throw error;
    }
  }
  return given;
}

/** The work order's steps (`pms/workOrder/{step}`), and the approval outcomes of its postponement. */
export function workOrderSteps(context: ModuleContext): StepDefinition[] {
  const from = (states: readonly WorkOrderStatus[], step: string) => ({ field: 'status', states, refusal: 'record.stepNotAllowed' as const, stateKey: orderStateKey, stepKey: `pms.workOrder.step.${step}` });
  const answer = ({ rows }: { rows: Row[] }) => ({ data: { row: rows[0] }, message: 'pmsWork.stepDone' as const, params: { wo: String(rows[0]!.wo_no) } });

  const start = defineStep({
    resource: ORDER,
    name: 'start',
    input: workOrderStepBodies.start,
    mode: 'all',
    from: from(['planned', 'due', 'postponed'], 'start'),
    async run({ rows, tx }) {
      const order = rows[0] as unknown as WorkOrderRow;
      return [(await update(tx, order.id, { status: 'in_progress' })) as unknown as Row];
    },
    answer,
  });

  const complete = defineStep({
    resource: ORDER,
    name: 'complete',
    input: workOrderStepBodies.complete,
    mode: 'all',
    from: from(['planned', 'due', 'in_progress', 'postponed'], 'complete'),
    async run({ rows, input, tx, access, request }) {
      const order = rows[0] as unknown as WorkOrderRow;
      const today = await companyToday(request);
      if (input.done_date > today) throw fieldError('done_date', 'pmsWork.doneInFuture', { today });
      const hours = await doneHours(tx, order, input.done_hours, input.done_date, access, today);
      const used = await consumeSpares(tx, order, input.spares ?? []);
      const done = await update(tx, order.id, {
        status: 'done',
        done_date: input.done_date,
        done_hours: hours,
        work_description: input.work_description,
        findings: input.findings ?? null,
        man_hours: input.man_hours === undefined ? null : String(input.man_hours),
        spares_used: used,
        done_by: access.admin.id,
        attachments: [...(order.attachments ?? []), ...(input.attachments ?? [])],
      });
      // Awaiting verification, the job moves when the verifier signs.
      if (!done.requires_verification) await finish(context, tx, done, today);
      return [await reload(tx, order.id)];
    },
    answer,
  });

  const verify = defineStep({
    resource: ORDER,
    name: 'verify',
    input: workOrderStepBodies.verify,
    mode: 'all',
    from: from(['done'], 'verify'),
    async run({ rows, tx, access, request }) {
      const order = rows[0] as unknown as WorkOrderRow;
      if (!order.requires_verification) throw fieldError('id', 'pmsWork.verifyNotNeeded');
      if (order.done_by === access.admin.id && !access.admin.is_super) throw fieldError('id', 'pmsWork.verifyOwnWork');
      const verified = await update(tx, order.id, { status: 'verified', verified_by: access.admin.id, verified_at: new Date() });
      await finish(context, tx, verified, await companyToday(request));
      return [await reload(tx, order.id)];
    },
    answer,
  });

  /** A new due date asked through the approval flow; the order keeps its date until the flow approves. */
  const requestPostpone = defineStep({
    resource: ORDER,
    name: 'requestPostpone',
    input: workOrderStepBodies.requestPostpone,
    mode: 'all',
    from: from(['planned', 'due', 'in_progress', 'postponed'], 'requestPostpone'),
    async run({ rows, input, tx, access, request }) {
      const order = rows[0] as unknown as WorkOrderRow;
      if (input.postpone_to < (await companyToday(request))) throw fieldError('postpone_to', 'pmsWork.postponePast');
      if (input.postpone_to <= order.due_date) throw fieldError('postpone_to', 'pmsWork.postponeNotLater', { date: order.due_date });
      await update(tx, order.id, { status: 'postponement_requested', state_before_postpone: order.status, postpone_to: input.postpone_to, postpone_reason: input.reason });
      await service(APPROVALS).start(tx, {
        bizType: order.is_critical ? PMS_POSTPONE_FLOWS.critical : PMS_POSTPONE_FLOWS.normal,
        bizId: order.id,
        title: `${order.wo_no} ${order.title}`.slice(0, 170) + ` → ${input.postpone_to}`,
        shipId: order.ship_id,
        deptId: order.dept_id,
        startedBy: access,
        comment: input.reason,
        dueDate: order.due_date,
      });
      return [await reload(tx, order.id)];
    },
    answer: ({ rows }) => ({ data: { row: rows[0] }, message: 'pmsWork.postponeSent', params: { wo: String(rows[0]!.wo_no) } }),
  });

  const cancel = defineStep({
    resource: ORDER,
    name: 'cancel',
    input: workOrderStepBodies.cancel,
    mode: 'all',
    // Not while a postponement is under approval: the flow settles it first.
    from: from(['planned', 'due', 'in_progress', 'postponed'], 'cancel'),
    async run({ rows, input, tx }) {
      const order = rows[0] as unknown as WorkOrderRow;
      return [(await update(tx, order.id, { status: 'cancelled', cancel_reason: input.reason })) as unknown as Row];
    },
    answer,
  });

  return [start, complete, verify, requestPostpone, cancel];
}

/**
 * The postponement's outcome, inside the settling act's transaction: approved, the due date moves to the
 * date asked (the first due date kept, the count up one; the window gone: the new date is the limit) and
 * the job's next due with it; rejected, returned or cancelled, the order goes back to where it was.
 */
export function listenToPostponements(context: ModuleContext): void {
  const approvals = service(APPROVALS);
  const settle = async (tx: Db, instance: { biz_id: string }, outcome: string) => {
    const [order] = await tx.select().from(workOrder).where(eq(workOrder.id, instance.biz_id)).for('update');
    if (!order || order.status !== 'postponement_requested') return;
    if (outcome === 'approved' && order.postpone_to) {
      const to = order.postpone_to;
      await update(tx, order.id, {
        status: 'postponed',
        original_due_date: order.original_due_date ?? order.due_date,
        due_date: to,
        window_start: null,
        window_end: null,
        overdue_after: overdueAfterOf({ due_date: to }),
        postpone_count: order.postpone_count + 1,
        state_before_postpone: null,
      });
      if (order.job_id) {
        // The job's due state is judged as of the settling day (the company's today).
        const today = await context.alerts.today();
        const [plan] = await tx.select({ next_due_date: job.next_due_date }).from(job).where(eq(job.id, order.job_id));
        if (plan?.next_due_date) await moveJobDue(tx, order.job_id, { next_due_date: to }, today);
      }
    } else {
      await update(tx, order.id, { status: (order.state_before_postpone as WorkOrderStatus | null) ?? 'planned', state_before_postpone: null, postpone_to: null });
    }
  };
  approvals.onSettled(PMS_POSTPONE_FLOWS.normal, settle);
  approvals.onSettled(PMS_POSTPONE_FLOWS.critical, settle);
}

/** The defect's steps (`pms/defect/{step}`): its repair work order and its NCR. */
export function defectSteps(): StepDefinition[] {
  const from = (step: string) => ({ field: 'status', states: ['open', 'in_repair', 'deferred'], refusal: 'record.stepNotAllowed' as const, stateKey: defectStateKey, stepKey: `pms.defect.step.${step}` });

  const createWorkOrder = defineStep({
    resource: DEFECT,
    name: 'createWorkOrder',
    input: defectStepBodies.createWorkOrder,
    mode: 'all',
    from: from('createWorkOrder'),
    async run({ rows, input, tx, access, request }) {
      const found = rows[0] as unknown as DefectRow;
      if (found.linked_work_order_id) {
        const [linked] = await tx.select({ wo_no: workOrder.wo_no }).from(workOrder).where(eq(workOrder.id, found.linked_work_order_id));
        throw fieldError('id', 'pmsWork.defectHasWorkOrder', { wo: linked?.wo_no ?? '' });
      }
      if (!found.component_id) throw fieldError('component_id', 'pmsWork.defectNeedsComponent');
      const [part] = await tx.select({ is_critical: component.is_critical }).from(component).where(eq(component.id, found.component_id));
      const today = await companyToday(request);
      const due = input.due_date ?? found.target_date ?? today;
      const dates = { due_date: due, window_start: null, window_end: null };
      const [order] = await tx
        .insert(workOrder)
        .values({
          wo_no: await nextWoNo(tx, found.ship_id, today),
          ship_id: found.ship_id,
          dept_id: found.dept_id,
          component_id: found.component_id,
          kind: 'defect_repair',
          title: found.description.replace(/\s+/g, ' ').slice(0, 200),
          ...dates,
          overdue_after: overdueAfterOf(dates),
          status: initialStatus(dates, today),
          is_critical: part?.is_critical ?? false,
          spares_used: [],
          attachments: [],
          created_by: access.admin.id,
        })
        .returning();
      const [after] = await tx
        .update(defect)
        .set({ linked_work_order_id: order!.id, status: 'in_repair', updated_at: new Date() })
        .where(eq(defect.id, found.id))
        .returning();
      return { rows: [after as unknown as Row], value: order!.wo_no };
    },
    answer: ({ rows, value }) => ({ data: { row: rows[0] }, message: 'pmsWork.workOrderCreated', params: { wo: String(value) } }),
  });

  const raiseNcr = defineStep({
    resource: DEFECT,
    name: 'raiseNcr',
    input: defectStepBodies.raiseNcr,
    mode: 'all',
    from: { ...from('raiseNcr'), states: ['open', 'in_repair', 'deferred', 'closed'] },
    async run({ rows, input, tx, access }) {
      const found = rows[0] as unknown as DefectRow;
      const pipeline = optionalService(NCR_PIPELINE);
      if (!pipeline) throw new ApiError('pmsWork.ncrUnavailable');
      if (found.linked_ncr_id) {
        const [state] = (await pipeline.ofSource(tx, 'equipment_defect', found.id)).filter((ncr) => ncr.id === found.linked_ncr_id);
        throw fieldError('id', 'pmsWork.ncrRaisedAlready', { ncr: state?.ncr_no ?? '' });
      }
      const raised = await pipeline.raise(tx, {
        sourceType: 'equipment_defect',
        sourceId: found.id,
        sourceItemId: null,
        shipId: found.ship_id,
        deptId: found.dept_id!,
        grade: input.grade,
        // ISM 10: the ship and its equipment maintained; 10.3 for critical equipment is the company's to judge.
        clauseRef: '10',
        title: `${found.priority} ${found.description}`.replace(/\s+/g, ' ').slice(0, 200),
        description: [found.description, found.operational_impact, found.temporary_repair].filter(Boolean).join('\n\n').slice(0, 4000),
        immediateAction: found.temporary_repair ?? '',
        targetDate: found.target_date,
        raisedBy: access,
      });
      const [after] = await tx.update(defect).set({ linked_ncr_id: raised.id, updated_at: new Date() }).where(eq(defect.id, found.id)).returning();
      return { rows: [after as unknown as Row], value: raised.ncr_no };
    },
    answer: ({ rows, value }) => ({ data: { row: rows[0] }, message: 'pmsWork.ncrRaised', params: { ncr: String(value) } }),
  });

  return [createWorkOrder, raiseNcr];
}
