import { eq } from 'drizzle-orm';
import { approvalActBody, approvalReturnBody, approvalTransferBody, type ApprovalStepName } from '@vessel/contract';
import type { ActOnApproval } from '../../platform/approvals.js';
import type { Row } from '../../platform/resource/define.js';
import { defineStep, type StepDefinition } from '../../platform/resource/steps.js';
import { approvalEngine } from './engine.js';
import { approvalInstance } from './tables.js';

const RESOURCE = 'approval.Instance';

/**
 * An act on an instance, as a kit step: the kit checks the right (`approval/instance/{step}`), the body,
 * the caller's view of the instance (locked for the act) and logs the call; the engine decides whether
 * the caller is one of the step's approvers, inside the same transaction.
 */
function actStep(name: ApprovalStepName, input: typeof approvalActBody | typeof approvalReturnBody | typeof approvalTransferBody): StepDefinition {
  return defineStep<{ id: string; comment: string; toStep?: number; transferTo?: string }>({
    resource: RESOURCE,
    name,
    input: input as never,
    mode: 'all',
    from: { field: 'status', states: ['pending'], refusal: 'approval.notPending' },
    async run({ rows, input: body, tx, access }) {
      const request: ActOnApproval = { instanceId: rows[0]!.id, actor: access, action: name, comment: body.comment ?? '', toStep: body.toStep, transferTo: body.transferTo };
      await approvalEngine.act(tx, request);
      const after = await tx.select().from(approvalInstance).where(eq(approvalInstance.id, rows[0]!.id));
      return { rows: after as unknown as Row[], value: after[0] };
    },
    answer: (outcome) => ({ data: { row: outcome.value }, message: 'request.success' }),
  });
}

export const APPROVAL_STEPS_SERVED: readonly StepDefinition[] = [
  actStep('approve', approvalActBody),
  actStep('reject', approvalActBody),
  actStep('return', approvalReturnBody),
  actStep('transfer', approvalTransferBody),
  actStep('cancel', approvalActBody),
];
