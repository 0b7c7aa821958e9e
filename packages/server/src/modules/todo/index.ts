import { todayIso, todoResource, OPEN_TODO_STATUSES } from '@vessel/contract';
import { fieldError } from '../../platform/envelope.js';
import type { ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';
import { provideTodoServices } from './services.js';
import type { ResourceBinding, Row, WriteContext } from '../../platform/resource/define.js';
import { withCertificateIds, withLabels } from '../../platform/record-labels.js';
import { AssigneeScope } from '../../platform/todo/assignee-scope.js';
import { todo } from '../../platform/todo/tables.js';

const EDITABLE = ['title', 'description', 'ship_id', 'assignee_admin_id', 'assignee_dept', 'due_date', 'priority', 'status'] as const;
/** What the engine owns on an auto to-do: a person may reassign it, reprioritise it and start it, no more. */
const ENGINE_OWNED = ['title', 'description', 'ship_id', 'due_date'] as const;

export const todoBinding: ResourceBinding = {
  def: todoResource,
  table: todo,
  // The department's to-dos, and one's own wherever they come from.
  scope: { department: todo.dept_id, owner: todo.assignee_admin_id },
  readOnlyColumns: ['source'],
  async present(rows, db) {
    const today = todayIso();
    const labelled = await withCertificateIds(db, await withLabels(db, rows, { ship_id: 'ship', assignee_admin_id: 'admin', assignee_dept: 'department', dept_id: 'department' }), 'source');
    return labelled.map((row) => ({
      ...row,
      overdue: (OPEN_TODO_STATUSES as readonly string[]).includes(row.status as string) && !!row.due_date && (row.due_date as string) < today,
    }));
  },
  async toColumns(values, context) {
    const { existing, access } = context;
    const columns: Record<string, unknown> = {};
    for (const name of EDITABLE) if (values[name] !== undefined) columns[name] = values[name];
    // An approval step's to-do is the flow's, like an auto one: it closes when the step is acted on, and
    // it stays with its approver (handing a step on is the approval's transfer, which the flow records).
    if (existing?.auto || existing?.source === 'approval') {
      const owned = existing.source === 'approval' ? [...ENGINE_OWNED, 'assignee_admin_id', 'assignee_dept'] : ENGINE_OWNED;
      for (const name of owned) {
        if (columns[name] !== undefined && columns[name] !== existing[name]) throw fieldError(name, 'todo.autoLocked');
        delete columns[name];
      }
      if (columns.status === 'done' || columns.status === 'cancelled') throw fieldError('status', 'todo.autoNotClosable');
    }
    if (!existing) {
      columns.biz_type = 'manual';
      columns.auto = false;
      // A manual to-do belongs to the department it is given to, else to its author's.
      columns.dept_id = columns.assignee_dept ?? access.admin.department_id ?? null;
    } else if (columns.assignee_dept !== undefined && !existing.auto) {
      columns.dept_id = columns.assignee_dept ?? existing.dept_id;
    }
    await assertAssigneesSee(context.tx, columns, existing);
    if (columns.status !== undefined) {
      const closing = columns.status === 'done' || columns.status === 'cancelled';
      if (closing && !existing?.done_at) columns.done_at = new Date();
      if (!closing) columns.done_at = null;
    }
    return columns;
  },
  async beforeDelete(rows) {
    // An auto to-do is the engine's record of open work: it goes when the work is done.
    if (rows.some((row) => row.auto || row.source === 'approval')) throw fieldError('ids', 'todo.autoNotClosable');
  },
};

/**
 * A to-do never links to a record its assignee cannot open: the administrator or department it is given to
 * must see its ship (and an automatic one's record). Judged when the assignee or the ship changes, so that
 * saving other fields of a to-do a wider colleague assigned is not refused.
 */
async function assertAssigneesSee(tx: WriteContext['tx'], columns: Record<string, unknown>, existing: Row | null): Promise<void> {
  const changed = (name: string) => columns[name] !== undefined && columns[name] !== existing?.[name];
  if (existing && !changed('ship_id') && !changed('assignee_admin_id') && !changed('assignee_dept')) return;
  const after = (name: string) => ((columns[name] !== undefined ? columns[name] : existing?.[name]) ?? null) as string | null;
  const scope = new AssigneeScope(tx);
  const departments = await scope.departmentsOf({ ship_id: after('ship_id'), record_dept_id: existing?.auto ? (existing.dept_id as string | null) : null });
  const assignee = after('assignee_admin_id');
  if (assignee && !(await scope.adminSees(assignee, departments))) throw fieldError('assignee_admin_id', 'todo.assigneeCannotOpen');
  const dept = after('assignee_dept');
  if (dept && !(await scope.departmentSees(dept, departments))) throw fieldError('assignee_dept', 'todo.assigneeDeptCannotOpen');
}

/** To-dos (DOMAIN.md §4.7): the engine's and people's work items. */
export const manifest: ModuleManifest = {
  name: 'todo',
  version: '1.0.0',
  title: { 'zh-cn': '待办事项', en: 'To-do list' },
  menus: MENUS,
  resources: [todoBinding],
  provide: provideTodoServices,
};
