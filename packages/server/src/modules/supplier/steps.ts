import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { isoDateSchema, SUPPLIER_APPROVAL_RESULTS, SUPPLIER_REINSTATE_LEVEL, SUPPLIER_STEP_FROM } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { APPROVALS } from '../../platform/approvals.js';
import { companyToday } from '../../platform/company-today.js';
import { ApiError, fieldError } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import type { Row } from '../../platform/resource/define.js';
import { defineStep, type StepDefinition } from '../../platform/resource/steps.js';
import { service } from '../../platform/services.js';
import { REEVALUATION_SOURCE } from './alert-source.js';
import { supplierCompany, type SupplierRow } from './tables.js';

/** The approval flow a supplier's (re-)evaluation goes through (seeded in the approval area). */
export const SUPPLIER_APPROVAL_FLOW = 'supplier_approval';

const resource = 'supplier.Company';
const id = z.string().uuid({ error: 'validate.invalid' });
const reason = z.string({ error: 'supplier.reasonRequired' }).trim().min(1, { error: 'supplier.reasonRequired' }).max(1000);

export const supplierStepBodies = {
  submit: z.strictObject({ id, result: z.enum(SUPPLIER_APPROVAL_RESULTS), valid_until: isoDateSchema, comment: z.string().trim().max(1000).optional() }),
  suspend: z.strictObject({ ids: z.array(id).min(1).max(200), reason }),
  blacklist: z.strictObject({ ids: z.array(id).min(1).max(200), reason }),
  reinstate: z.strictObject({ id, reason }),
};

const from = (states: readonly string[]) => ({ field: 'status', states, refusal: 'record.stepNotAllowed' as const });
const messages = { done: 'supplier.stepDone', refused: 'supplier.stepRefused' } as const;

async function update(tx: Db, supplierId: string, columns: Partial<typeof supplierCompany.$inferInsert>): Promise<Row> {
  const [after] = await tx.update(supplierCompany).set({ ...columns, updated_at: new Date() }).where(eq(supplierCompany.id, supplierId)).returning();
  return after as unknown as Row;
}

/**
 * The supplier's states (DOMAIN.md §4.14, docs/suppliers.md): submit sends it through the approval flow
 * with the result and validity proposed (a new supplier waits under evaluation; an approved or conditional
 * one stays in use while it is re-evaluated; a suspended one waits under evaluation too); suspend and
 * blacklist need a reason; only a blacklisted supplier is reinstated, by authority level 3 or above, back
 * to prospective, so it is evaluated again before anyone may choose it.
 */
export function supplierSteps(context: ModuleContext): StepDefinition[] {
  const reconcile = async (rows: Row[]) => context.alerts.reconcile(REEVALUATION_SOURCE, rows.map((row) => row.id));
  return [
    defineStep({
      resource,
      name: 'submit',
      input: supplierStepBodies.submit,
      mode: 'all',
      from: from(SUPPLIER_STEP_FROM.submit),
      async run({ rows, input, tx, access, request }) {
        const supplier = rows[0] as unknown as SupplierRow;
        if (input.valid_until <= (await companyToday(request))) throw fieldError('valid_until', 'supplier.validUntilPast');
        const inUse = supplier.status === 'approved' || supplier.status === 'conditional';
        const after = await update(tx, supplier.id, {
          status: inUse ? supplier.status : 'under_evaluation',
          status_before: supplier.status,
          pending_result: input.result,
          pending_valid_until: input.valid_until,
        });
        await service(APPROVALS).start(tx, {
          bizType: SUPPLIER_APPROVAL_FLOW,
          bizId: supplier.id,
          title: `${supplier.supplier_no ?? ''} ${supplier.name_en}`.trim(),
          shipId: null,
          // The flow's department head is the submitter's (a supplier belongs to no department).
          deptId: access.admin.department_id ?? null,
          startedBy: access,
          ...(input.comment ? { comment: input.comment } : {}),
        });
        return [after];
      },
      answer: ({ rows }) => ({ data: { row: rows[0] }, message: 'supplier.submitted', params: { supplier: String(rows[0]!.name_en) } }),
      committed: reconcile,
    }),
    defineStep({
      resource,
      name: 'suspend',
      input: supplierStepBodies.suspend,
      mode: 'each',
      messages,
      from: from(SUPPLIER_STEP_FROM.suspend),
      async run({ rows, input, tx }) {
        return [await update(tx, rows[0]!.id, { status: 'suspended', status_reason: input.reason })];
      },
      committed: reconcile,
    }),
    defineStep({
      resource,
      name: 'blacklist',
      input: supplierStepBodies.blacklist,
      mode: 'each',
      messages,
      from: from(SUPPLIER_STEP_FROM.blacklist),
      async run({ rows, input, tx }) {
        return [await update(tx, rows[0]!.id, { status: 'blacklisted', blacklist_reason: input.reason, status_reason: input.reason, approval_valid_until: null })];
      },
      committed: reconcile,
    }),
    defineStep({
      resource,
      name: 'reinstate',
      input: supplierStepBodies.reinstate,
      mode: 'all',
      from: from(SUPPLIER_STEP_FROM.reinstate),
      async run({ rows, input, tx, access }) {
        if (!access.isSuper && access.admin.weight_type < SUPPLIER_REINSTATE_LEVEL) throw new ApiError('supplier.reinstateLevel', { params: { level: SUPPLIER_REINSTATE_LEVEL } });
        return [await update(tx, rows[0]!.id, { status: 'prospective', status_reason: input.reason, reevaluation_reason: null })];
      },
      answer: ({ rows }) => ({ data: { row: rows[0] } }),
      committed: reconcile,
    }),
  ];
}

/**
 * What the approval's end does to the supplier, inside the settling act's transaction: approved grants
 * the result and validity proposed and clears a due re-evaluation; otherwise the supplier goes back to
 * the state it was in when submitted.
 */
export function listenToApprovals(context: ModuleContext): void {
  service(APPROVALS).onSettled(SUPPLIER_APPROVAL_FLOW, async (tx, instance, outcome) => {
    const [supplier] = await tx.select().from(supplierCompany).where(eq(supplierCompany.id, instance.biz_id)).for('update');
    if (!supplier || !supplier.pending_result) return;
    const clear = { pending_result: null, pending_valid_until: null, status_before: null };
    if (outcome === 'approved') {
      await update(tx, supplier.id, {
        ...clear,
        status: supplier.pending_result as SupplierRow['status'],
        approval_valid_until: supplier.pending_valid_until,
        approved_on: await context.alerts.today(),
        reevaluation_reason: null,
      });
    } else {
      await update(tx, supplier.id, { ...clear, status: (supplier.status_before ?? 'prospective') as SupplierRow['status'] });
    }
    await context.alerts.reconcile(REEVALUATION_SOURCE, [supplier.id], tx, await context.alerts.today());
  });
}
