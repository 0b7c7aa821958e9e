import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_TODO_STATUSES, type TodoStatus } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type {
  ActOnApproval,
  ApprovalInstance,
  ApprovalOutcome,
  ApprovalRecord,
  Approvals,
  ApprovalStepDef,
  StartApproval,
} from '../../platform/approvals.js';
import type { AdminAccess } from '../../platform/authorization.js';
import { authorities } from '../../platform/authorities.js';
import { ApiError, fieldError } from '../../platform/envelope.js';
import { admin } from '../../platform/identity/tables.js';
import { optionalService } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';
import { todo } from '../../platform/todo/tables.js';
import { approvalFlow, approvalInstance, approvalRecord, type ApprovalInstanceRow } from './tables.js';

/** The to-dos of approval steps: one per approver, so not the alert engine's one-per-record auto to-dos. */
export const APPROVAL_TODO = 'approval';
export const COMMENT_MAX = 1000;

type SettledHandler = (tx: Db, instance: ApprovalInstance, outcome: ApprovalOutcome, actor: AdminAccess) => Promise<void>;

/**
 * Kept at module level rather than on the provided object: an area registers its handler once when it
 * starts, and a re-provided engine (the module store re-enabling this module) must still hear it.
 */
const settledHandlers = new Map<string, SettledHandler>();

function present(row: ApprovalInstanceRow): ApprovalInstance {
  return {
    id: row.id,
    biz_type: row.biz_type,
    biz_id: row.biz_id,
    steps: row.steps,
    current_step: row.current_step,
    status: row.status,
    transferred_to: row.transferred_to,
    ship_id: row.ship_id,
    dept_id: row.dept_id,
    started_by: row.started_by,
    title: row.title,
  };
}

export function stepOf(instance: Pick<ApprovalInstance, 'steps' | 'current_step'>, order = instance.current_step): ApprovalStepDef | undefined {
  return instance.steps.find((step) => step.order === order);
}

/** Who a step means, by its kind; read at the time of asking, so a new DPA or leader takes over at once. */
async function stepApprovers(db: Db, instance: ApprovalInstance, step: ApprovalStepDef): Promise<string[]> {
  switch (step.approver_kind) {
    case 'role':
      return step.value ? authorities.roleMembers(db, String(step.value)) : [];
    case 'dept_leader':
      return instance.dept_id ? authorities.deptLeaders(db, instance.dept_id) : [];
    case 'weight_type':
      return authorities.atLeast(db, Number(step.value ?? 4));
    case 'dpa':
      return authorities.dpa(db);
    case 'ship_master': {
      if (!instance.ship_id) return [];
      const ships = optionalService(SHIP_DIRECTORY);
      const ship = ships ? (await ships.byIds(db, [instance.ship_id])).get(instance.ship_id) : undefined;
      return ship ? authorities.shipMasters(db, ship.dept_id) : [];
    }
    case 'ship_superintendent': {
      // A maintenance postponement goes to the superintendent who answers for the ship's technical state.
      if (!instance.ship_id) return [];
      const ships = optionalService(SHIP_DIRECTORY);
      const ship = ships ? (await ships.byIds(db, [instance.ship_id])).get(instance.ship_id) : undefined;
      if (!ship) return [];
      if (ship.tech_superintendent_id) {
        const named = await db.select({ id: admin.id }).from(admin).where(and(eq(admin.id, ship.tech_superintendent_id), eq(admin.status, 'enable')));
        if (named.length) return named.map((row) => row.id);
      }
      return authorities.deptLeaders(db, ship.dept_id);
    }
    case 'specific_admin': {
      if (!step.value) return [];
      const rows = await db.select({ id: admin.id }).from(admin).where(and(eq(admin.id, String(step.value)), eq(admin.status, 'enable')));
      return rows.map((row) => row.id);
    }
    default:
      return [];
  }
}

async function approversOf(db: Db, instance: ApprovalInstance): Promise<string[]> {
  if (instance.status !== 'pending') return [];
  if (instance.transferred_to) return [instance.transferred_to];
  const step = stepOf(instance);
  return step ? stepApprovers(db, instance, step) : [];
}

async function openTodos(tx: Db, instance: ApprovalInstance, approvers: readonly string[], dueDate: string | null, actorId: string): Promise<void> {
  const step = stepOf(instance);
  if (!step || approvers.length === 0) return;
  const stepTitle = { en: step.title_en, 'zh-cn': step.title_zh };
  await tx.insert(todo).values(
    [...new Set(approvers)].map((assignee) => ({
      title: `${instance.title} · ${step.title_en}`.slice(0, 200),
      title_key: 'todo.approvalStep',
      params: { title: instance.title, step: stepTitle },
      biz_type: APPROVAL_TODO,
      biz_id: instance.id,
      source: APPROVAL_TODO,
      ship_id: instance.ship_id,
      dept_id: instance.dept_id,
      assignee_admin_id: assignee,
      due_date: dueDate,
      auto: false,
      created_by: actorId,
    })),
  );
}

async function closeTodos(tx: Db, instanceId: string, status: TodoStatus): Promise<void> {
  await tx
    .update(todo)
    .set({ status, done_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(todo.source, APPROVAL_TODO), eq(todo.biz_id, instanceId), inArray(todo.status, [...OPEN_TODO_STATUSES])));
}

async function writeRecord(
  tx: Db,
  instance: ApprovalInstance,
  actorId: string,
  action: ApprovalRecord['action'],
  comment: string,
  extra: { step?: number; to_step?: number | null; transfer_to?: string | null } = {},
): Promise<void> {
  const order = extra.step ?? instance.current_step;
  const step = stepOf(instance, order);
  await tx.insert(approvalRecord).values({
    instance_id: instance.id,
    biz_type: instance.biz_type,
    biz_id: instance.biz_id,
    step: order,
    step_title_en: step?.title_en ?? '',
    step_title_zh: step?.title_zh ?? '',
    approver_id: actorId,
    action,
    comment,
    to_step: extra.to_step ?? null,
    transfer_to: extra.transfer_to ?? null,
  });
}

function cleanComment(comment: string | undefined): string {
  const text = (comment ?? '').trim();
  if (text.length > COMMENT_MAX) throw fieldError('comment', 'validate.tooLong', { max: COMMENT_MAX });
  return text;
}

/**
 * One step per reviewer named on the record (enabled administrators only, in the order named, each once):
 * only that administrator acts on it (`specific_admin`), and may send it back or refuse it.
 */
async function reviewerSteps(tx: Db, reviewerIds: readonly string[]): Promise<ApprovalStepDef[]> {
  const ids = [...new Set(reviewerIds)];
  if (ids.length === 0) return [];
  const rows = await tx.select({ id: admin.id, nickname: admin.nickname, username: admin.username }).from(admin).where(and(inArray(admin.id, ids), eq(admin.status, 'enable')));
  const byId = new Map(rows.map((row) => [row.id, row.nickname || row.username]));
  return ids
    .filter((id) => byId.has(id))
    .map((id) => ({ order: 0, title_en: `Review: ${byId.get(id)}`, title_zh: `审核：${byId.get(id)}`, approver_kind: 'specific_admin' as const, value: id, can_reject: true, can_return: true }));
}

export const approvalEngine: Approvals = {
  async start(tx, request: StartApproval) {
    const [flow] = await tx
      .select()
      .from(approvalFlow)
      .where(and(eq(approvalFlow.biz_type, request.bizType), eq(approvalFlow.status, 'enable')))
      .limit(1);
    if (!flow || flow.steps.length === 0) throw new ApiError('approval.noFlow', { params: { type: request.bizType } });
    const comment = cleanComment(request.comment);
    // Two submits of one record at once: the second waits here and then sees the first's instance.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`approval:${request.bizType}:${request.bizId}`}))`);
    const [pending] = await tx
      .select({ id: approvalInstance.id })
      .from(approvalInstance)
      .where(and(eq(approvalInstance.biz_type, request.bizType), eq(approvalInstance.biz_id, request.bizId), eq(approvalInstance.status, 'pending')))
      .limit(1);
    if (pending) throw new ApiError('approval.alreadyPending');
    // The record's own reviewers first, each a step of their own; then the flow's steps, renumbered after them.
    const named = await reviewerSteps(tx, request.reviewers ?? []);
    const steps = [...named, ...[...flow.steps].sort((a, b) => a.order - b.order)].map((step, index) => ({ ...step, order: index + 1 }));
    const actorId = request.startedBy.admin.id;
    const [row] = await tx
      .insert(approvalInstance)
      .values({
        biz_type: request.bizType,
        biz_id: request.bizId,
        title: request.title.slice(0, 200),
        steps,
        current_step: steps[0]!.order,
        status: 'pending',
        ship_id: request.shipId,
        dept_id: request.deptId,
        started_by: actorId,
        due_date: request.dueDate ?? null,
        created_by: actorId,
        updated_by: actorId,
      })
      .returning();
    const instance = present(row!);
    await writeRecord(tx, instance, actorId, 'submit', comment, { step: 0 });
    await openTodos(tx, instance, await approversOf(tx, instance), row!.due_date, actorId);
    return instance;
  },

  async act(tx, request: ActOnApproval) {
    const [row] = await tx.select().from(approvalInstance).where(eq(approvalInstance.id, request.instanceId)).for('update');
    if (!row) throw new ApiError('record.notFound');
    const instance = present(row);
    if (instance.status !== 'pending') throw new ApiError('approval.notPending');
    const { actor, action } = request;
    const actorId = actor.admin.id;
    const comment = cleanComment(request.comment);
    const step = stepOf(instance);

    if (action === 'cancel') {
      if (instance.started_by !== actorId && !actor.isSuper) throw new ApiError('approval.notStarter');
    } else {
      const approvers = await approversOf(tx, instance);
      if (!actor.isSuper && !approvers.includes(actorId)) throw new ApiError('approval.notApprover');
    }

    const update = async (values: Partial<typeof approvalInstance.$inferInsert>): Promise<ApprovalInstance> => {
      const [next] = await tx
        .update(approvalInstance)
        .set({ ...values, updated_by: actorId, updated_at: sql`now()`, row_version: sql`${approvalInstance.row_version} + 1` })
        .where(eq(approvalInstance.id, instance.id))
        .returning();
      return present(next!);
    };
    const settle = async (outcome: ApprovalOutcome): Promise<ApprovalInstance> => {
      await closeTodos(tx, instance.id, outcome === 'cancelled' ? 'cancelled' : 'done');
      const settled = await update({ status: outcome, transferred_to: null, settled_at: sql`now()` as unknown as Date });
      const handler = settledHandlers.get(settled.biz_type);
      // Inside the act's transaction: a handler that fails takes the act back with it.
      if (handler) await handler(tx, settled, outcome, actor);
      return settled;
    };

    switch (action) {
      case 'approve': {
        await writeRecord(tx, instance, actorId, 'approve', comment);
        const next = instance.steps.find((candidate) => candidate.order > instance.current_step);
        if (!next) return settle('approved');
        await closeTodos(tx, instance.id, 'done');
        const moved = await update({ current_step: next.order, transferred_to: null });
        await openTodos(tx, moved, await approversOf(tx, moved), row.due_date, actorId);
        return moved;
      }
      case 'reject': {
        if (!step?.can_reject) throw new ApiError('approval.rejectNotAllowed');
        if (!comment) throw fieldError('comment', 'approval.commentRequired');
        await writeRecord(tx, instance, actorId, 'reject', comment);
        return settle('rejected');
      }
      case 'return': {
        if (!step?.can_return) throw new ApiError('approval.returnNotAllowed');
        if (!comment) throw fieldError('comment', 'approval.commentRequired');
        const toStep = request.toStep ?? 0;
        const earlier = instance.steps.filter((candidate) => candidate.order < instance.current_step).map((candidate) => candidate.order);
        if (!Number.isInteger(toStep) || (toStep !== 0 && !earlier.includes(toStep))) {
          throw fieldError('toStep', 'approval.badReturnStep', { max: Math.max(0, ...earlier) });
        }
        await writeRecord(tx, instance, actorId, 'return', comment, { to_step: toStep });
        if (toStep === 0) return settle('returned');
        await closeTodos(tx, instance.id, 'done');
        const back = await update({ current_step: toStep, transferred_to: null });
        await openTodos(tx, back, await approversOf(tx, back), row.due_date, actorId);
        return back;
      }
      case 'transfer': {
        const target = request.transferTo ?? '';
        const [enabled] = /^[0-9a-f-]{36}$/i.test(target)
          ? await tx.select({ id: admin.id }).from(admin).where(and(eq(admin.id, target), eq(admin.status, 'enable')))
          : [];
        // Transferring to oneself or to whoever holds the step already would change nothing but the log.
        if (!enabled || (await approversOf(tx, instance)).includes(target)) throw fieldError('transferTo', 'approval.transferUnknown');
        await writeRecord(tx, instance, actorId, 'transfer', comment, { transfer_to: target });
        await closeTodos(tx, instance.id, 'done');
        const moved = await update({ transferred_to: target });
        await openTodos(tx, moved, [target], row.due_date, actorId);
        return moved;
      }
      case 'cancel': {
        await writeRecord(tx, instance, actorId, 'cancel', comment);
        return settle('cancelled');
      }
      default:
        throw new ApiError('record.notFound');
    }
  },

  async current(db, bizType, bizId) {
    const [row] = await db
      .select()
      .from(approvalInstance)
      .where(and(eq(approvalInstance.biz_type, bizType), eq(approvalInstance.biz_id, bizId)))
      .orderBy(sql`${approvalInstance.status} = 'pending' desc`, desc(approvalInstance.created_at))
      .limit(1);
    return row ? present(row) : null;
  },

  async timeline(db, bizType, bizId) {
    const rows = await db
      .select({ record: approvalRecord, nickname: admin.nickname, username: admin.username })
      .from(approvalRecord)
      .leftJoin(admin, eq(admin.id, approvalRecord.approver_id))
      .where(and(eq(approvalRecord.biz_type, bizType), eq(approvalRecord.biz_id, bizId)))
      .orderBy(asc(approvalRecord.acted_at));
    return rows.map(({ record, nickname, username }) => ({
      id: record.id,
      instance_id: record.instance_id,
      biz_type: record.biz_type,
      biz_id: record.biz_id,
      step: record.step,
      step_title_en: record.step_title_en,
      step_title_zh: record.step_title_zh,
      approver_id: record.approver_id,
      approver_name: nickname || username || '',
      action: record.action,
      comment: record.comment,
      to_step: record.to_step,
      transfer_to: record.transfer_to,
      acted_at: record.acted_at.toISOString(),
    }));
  },

  approvers: approversOf,

  onSettled(bizType, handler) {
    settledHandlers.set(bizType, handler);
  },
};
