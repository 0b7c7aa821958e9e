/**
 * The to-do inbox's views (DOMAIN.md §4.7) as list filters in the URL: "My to-dos" (assigned to me),
 * "My department" (the to-dos of a department and of every department below it: a fleet group's are its
 * ships'), "By ship", or everything the data scope shows; and open work only or all. The default order
 * (due date ascending) puts overdue work first. Pure, tested.
 */
import { OPEN_TODO_STATUSES } from '@vessel/contract';
import { filterOf, parseTableState, withFilter, writeTableState, type TableState } from '../../../components/resource/table-state';
import { TODO_LIST_DEF } from './todo-list-def';

export type TodoView = 'mine' | 'dept' | 'ship' | 'all';
export const TODO_VIEWS: readonly TodoView[] = ['mine', 'dept', 'ship', 'all'];

/** Each view's filter; the department's (`dept_id`) takes the department's subtree on the server. */
const VIEW_FIELDS = { mine: 'assignee_admin_id', dept: 'dept_id', ship: 'ship_id' } as const;
const OPEN = OPEN_TODO_STATUSES.join(',');

/** Every field the inbox's bar filters by: its views and "open only". */
export const TODO_BAR_FIELDS: readonly string[] = [...Object.values(VIEW_FIELDS), 'status'];

/** Which view the filters are: the first of mine, dept, ship whose filter is set (by eq), else all. */
export function viewOf(state: TableState): TodoView {
  for (const view of ['mine', 'dept', 'ship'] as const) {
    const filter = filterOf(state, VIEW_FIELDS[view]);
    if (filter?.operator === 'eq' && filter.val) return view;
  }
  return filterOf(state, VIEW_FIELDS.ship)?.operator === 'NOT NULL' ? 'ship' : 'all';
}

/** The chosen value of the view (my id, the department, the ship), or ''. */
export function viewValue(state: TableState, view: TodoView): string {
  if (view === 'all') return '';
  const filter = filterOf(state, VIEW_FIELDS[view]);
  return filter?.operator === 'eq' ? filter.val : '';
}

/**
 * The state with one view's filter set and the others' cleared. Value '' leaves the view chosen but
 * unfiltered, except "by ship": until a ship is picked it lists the to-dos that have a ship.
 */
export function withView(state: TableState, view: TodoView, value: string): TableState {
  let next = state;
  for (const [name, field] of Object.entries(VIEW_FIELDS)) {
    const own = name === view;
    next = withFilter(next, field, own && value ? { operator: 'eq', val: value } : own && view === 'ship' ? { operator: 'NOT NULL', val: '' } : null);
  }
  return next;
}

/** Which view the page shows: the one the user picked (`view` in the URL), else the one its filters are. */
export function chosenView(params: URLSearchParams, state: TableState): TodoView {
  const named = params.get('view');
  return (TODO_VIEWS as readonly string[]).includes(named ?? '') ? (named as TodoView) : viewOf(state);
}

/** Columns the inbox shows: a filter on any other field is one the reader does not see. */
const SHOWN = new Set(TODO_LIST_DEF.fields.filter((field) => !field.column?.hidden).map((field) => field.name));

/**
 * The page's query once the user picks a view, written in one go: the view's own filter and no other
 * view's (the "my to-dos" filter of the start or of a dashboard link does not stay behind), nor a filter
 * on a field the table does not show; the open-only switch, the columns' filters, the quick search and
 * the order stay. The view is named in the URL, so that it holds while its value is still to be picked
 * and an unfiltered "all" is not taken for a first opening.
 */
export function todoViewQuery(current: URLSearchParams, view: TodoView, value: string): URLSearchParams {
  const state = parseTableState(current, TODO_LIST_DEF);
  const viewFields: readonly string[] = Object.values(VIEW_FIELDS);
  const kept = state.filters.filter((filter) => !viewFields.includes(filter.field) && (filter.field === 'status' || SHOWN.has(filter.field)));
  const next = writeTableState(current, withView({ ...state, filters: kept }, view, value));
  next.set('view', view);
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
