import { eq } from 'drizzle-orm';
import { approvalSteps, isMessageKey, type MessageKey } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { ApprovalStepDef } from '../../platform/approvals.js';
import { fieldError } from '../../platform/envelope.js';
import { admin, adminGroup } from '../../platform/identity/tables.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A flow's steps as the form sent them (a list, or its JSON text), checked against the database: orders
 * 1..n without gaps, and each kind's `value` naming something that exists (a role, a level, an administrator);
 * kinds that need no value store none, so a stale value never reads as a choice.
 */
export async function flowStepsOf(value: unknown, db: Db): Promise<ApprovalStepDef[]> {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw fieldError('steps', 'validate.array');
    }
  }
  const parsed = approvalSteps.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? '';
    const key: MessageKey = isMessageKey(message) ? message : 'validate.invalid';
    throw fieldError('steps', key, { max: 100, min: 1, values: '', expected: '' });
  }
  const steps = [...parsed.data].sort((a, b) => a.order - b.order);
  if (steps.some((step, index) => step.order !== index + 1)) throw fieldError('steps', 'approval.stepsOrder', { count: steps.length });

  const out: ApprovalStepDef[] = [];
  for (const step of steps) {
    const base = { order: step.order, title_en: step.title_en, title_zh: step.title_zh, approver_kind: step.approver_kind, can_reject: step.can_reject, can_return: step.can_return };
    switch (step.approver_kind) {
      case 'role': {
        const id = String(step.value ?? '');
        const found = UUID.test(id) ? await db.select({ id: adminGroup.id }).from(adminGroup).where(eq(adminGroup.id, id)) : [];
        if (found.length === 0) throw fieldError('steps', 'approval.roleUnknown', { order: step.order });
        out.push({ ...base, value: id });
        break;
      }
      case 'weight_type': {
        const level = Number(step.value);
        if (!Number.isInteger(level) || level < 1 || level > 4) throw fieldError('steps', 'approval.weightRange', { order: step.order });
        out.push({ ...base, value: level });
        break;
      }
      case 'specific_admin': {
        const id = String(step.value ?? '');
        const found = UUID.test(id) ? await db.select({ id: admin.id }).from(admin).where(eq(admin.id, id)) : [];
        if (found.length === 0) throw fieldError('steps', 'approval.adminUnknown', { order: step.order });
        out.push({ ...base, value: id });
        break;
      }
      default:
        out.push({ ...base, value: null });
    }
  }
  return out;
}

