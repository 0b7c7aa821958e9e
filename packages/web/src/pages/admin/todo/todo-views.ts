/**
 * The to-do inbox's views (DOMAIN.md §4.7) as list filters in the URL: "My to-dos" (assigned to me),
 * "My department" (given to a department), "By ship", or everything the data scope shows; and open work
 * only or all. The default order (due date ascending) puts overdue work first. Pure, tested.
 */
import { OPEN_TODO_STATUSES } from '@vessel/contract';
import { filterOf, withFilter, type TableState } from '../../../components/resource/table-state';

export type TodoView = 'mine' | 'dept' | 'ship' | 'all';

const VIEW_FIELDS = { mine: 'assignee_admin_id', dept: 'assignee_dept', ship: 'ship_id' } as const;
const OPEN = OPEN_TODO_STATUSES.join(',');

/** Every field the inbox's bar filters by: its views and "open only". */
export const TODO_BAR_FIELDS: readonly string[] = [...Object.values(VIEW_FIELDS), 'status'];

/** Which view the filters are: the first of mine, dept, ship whose filter is set (by eq), else all. */
export function viewOf(state: TableState): TodoView {
  for (const view of ['mine', 'dept', 'ship'] as const) {
    const filter = filterOf(state, VIEW_FIELDS[view]);
    if (filter?.operator === 'eq' && filter.val) return view;
  }
  return 'all';
}

/** The chosen value of the view (my id, the department, the ship), or ''. */
export function viewValue(state: TableState, view: TodoView): string {
  if (view === 'all') return '';
  const filter = filterOf(state, VIEW_FIELDS[view]);
  return filter?.operator === 'eq' ? filter.val : '';
}

/** The state with one view's filter set (value '' leaves the view chosen but unfiltered) and the others' cleared. */
export function withView(state: TableState, view: TodoView, value: string): TableState {
  let next = state;
  for (const [name, field] of Object.entries(VIEW_FIELDS)) {
    next = withFilter(next, field, name === view && value ? { operator: 'eq', val: value } : null);
  }
  return next;
}

export function isOpenOnly(state: TableState): boolean {
  const filter = filterOf(state, 'status');
  return filter?.operator === 'IN' && filter.val.split(',').sort().join(',') === [...OPEN_TODO_STATUSES].sort().join(',');
}

export function withOpenOnly(state: TableState, openOnly: boolean): TableState {
  return withFilter(state, 'status', openOnly ? { operator: 'IN', val: OPEN } : null);
}

/** Where the inbox starts when opened without a query: my open to-dos. */
export function defaultTodoQuery(adminId: string): Record<string, string> {
  return {
    ...(adminId ? { 'search.assignee_admin_id': `eq:${adminId}` } : {}),
    'search.status': `IN:${OPEN}`,
  };
}

/** Whether an open to-do is past its due date (the server presents `overdue`; this is the same rule). */
export function isOverdue(row: { status?: unknown; due_date?: unknown; overdue?: unknown; [field: string]: unknown }, today: string): boolean {
  if (typeof row.overdue === 'boolean') return row.overdue;
  return (OPEN_TODO_STATUSES as readonly unknown[]).includes(row.status) && typeof row.due_date === 'string' && !!row.due_date && row.due_date < today;
}

/** A to-do a person opened; an automatic one (the alert engine's) goes only when its work is done. */
export function isManualTodo(row: Readonly<Record<string, unknown>>): boolean {
  return row.auto !== true;
}
