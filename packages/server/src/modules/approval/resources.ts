import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { approvalFlowResource, approvalInstanceResource } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../../platform/authorization.js';
import type { ApprovalStepDef } from '../../platform/approvals.js';
import { withLabels } from '../../platform/record-labels.js';
import type { ResourceBinding, Row } from '../../platform/resource/define.js';
import { todo } from '../../platform/todo/tables.js';
import { APPROVAL_TODO } from './engine.js';
import { flowStepsOf } from './flow-steps.js';
import { approvalFlow, approvalInstance } from './tables.js';

export const flowBinding: ResourceBinding = {
  def: approvalFlowResource,
  table: approvalFlow,
  async toColumns(values, { tx, access, mode }) {
    const columns: Record<string, unknown> = {};
    for (const name of ['biz_type', 'name_en', 'name_zh', 'status'] as const) if (values[name] !== undefined) columns[name] = values[name];
    // A json field passes the kit's required check even when left out: a new flow must still bring its steps.
    if (values.steps !== undefined || mode === 'add') columns.steps = await flowStepsOf(values.steps ?? [], tx);
    columns.updated_by = access.admin.id;
    return columns;
  },
};

/**
 * The instances a caller may see: every one with a data scope of `all`; otherwise those of their
 * departments, those they started and those they were asked to act on (a to-do of theirs names it), so a
 * DPA without the ship's scope still finds what waits for them.
 */
export function visibleInstances(access: AdminAccess): SQL | undefined {
  if (access.isSuper || access.visibility.kind === 'all') return undefined;
  const me = access.admin.id;
  const asked = sql`${approvalInstance.id} in (select ${todo.biz_id} from ${todo} where ${todo.source} = ${APPROVAL_TODO} and ${todo.assignee_admin_id} = ${me})`;
  const departments = access.visibility.departmentIds;
  return or(eq(approvalInstance.started_by, me), asked, departments.length ? inArray(approvalInstance.dept_id, departments) : undefined);
}

/** The step an instance waits on (or ended at), in both languages: the list shows it whatever the reader's. */
function stepTitle(row: Row): string {
  const steps = (row.steps ?? []) as ApprovalStepDef[];
  const step = steps.find((candidate) => candidate.order === row.current_step);
  return step ? `${step.order}/${steps.length} ${step.title_zh} / ${step.title_en}` : '';
}

export const instanceBinding: ResourceBinding = {
  def: approvalInstanceResource,
  table: approvalInstance,
  readOnlyColumns: ['current_step', 'steps', 'biz_id', 'dept_id', 'transferred_to'],
  restrict: (access) => visibleInstances(access),
  async present(rows: Row[], db: Db) {
    const labelled = await withLabels(db, rows, { ship_id: 'ship', started_by: 'admin' });
    // The business type as its flow names it in both languages (the list shows the reader's), not its code.
    const types = [...new Set(rows.map((row) => String(row.biz_type)))];
    const flows = types.length ? await db.select({ biz_type: approvalFlow.biz_type, name_en: approvalFlow.name_en, name_zh: approvalFlow.name_zh }).from(approvalFlow).where(inArray(approvalFlow.biz_type, types)) : [];
    const names = new Map(flows.map((flow) => [flow.biz_type, flow]));
    return labelled.map((row) => {
      const flow = names.get(String(row.biz_type));
      return { ...row, step_title: stepTitle(row), biz_type_name_en: flow?.name_en ?? '', biz_type_name_zh: flow?.name_zh ?? '' };
    });
  },
};

export const APPROVAL_RESOURCES: readonly ResourceBinding[] = [flowBinding, instanceBinding];
