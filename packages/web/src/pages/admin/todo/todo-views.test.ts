import { describe, expect, it } from 'vitest';
import { todoResource } from '@vessel/contract';
import { DEFAULT_TABLE_STATE, parseTableState, withFilter, writeTableState } from '../../../components/resource/table-state';
import { chosenView, defaultTodoQuery, isManualTodo, isOpenOnly, isOverdue, todoViewQuery, viewOf, viewValue, withOpenOnly, withView } from './todo-views';

const me = '11111111-1111-4111-8111-111111111111';
const ship = '22222222-2222-4222-8222-222222222222';
const dept = '33333333-3333-4333-8333-333333333333';

describe('to-do views', () => {
  it('start at my open to-dos, as the list reads its URL', () => {
    const state = parseTableState(new URLSearchParams(defaultTodoQuery(me)), todoResource);
    expect(viewOf(state)).toBe('mine');
    expect(viewValue(state, 'mine')).toBe(me);
    expect(isOpenOnly(state)).toBe(true);
  });

  it('switch one view for another, clearing the other views’ filters', () => {
    const mine = withView(DEFAULT_TABLE_STATE, 'mine', me);
    const byShip = withView(mine, 'ship', ship);
    expect(viewOf(byShip)).toBe('ship');
    expect(byShip.filters).toEqual([{ field: 'ship_id', operator: 'eq', val: ship }]);
    expect(viewOf(withView(byShip, 'all', ''))).toBe('all');
    expect(withView(byShip, 'all', '').filters).toEqual([]);
  });

  it('keep the open-only filter apart from the view, and through the URL', () => {
    const state = withOpenOnly(withView(DEFAULT_TABLE_STATE, 'ship', ship), true);
    const again = parseTableState(writeTableState(new URLSearchParams(), state), todoResource);
    expect(isOpenOnly(again)).toBe(true);
    expect(viewOf(again)).toBe('ship');
    expect(isOpenOnly(withOpenOnly(again, false))).toBe(false);
  });

  it('go back to the first page when they change', () => {
    expect(withView({ ...DEFAULT_TABLE_STATE, page: 4 }, 'mine', me).page).toBe(1);
  });
});

describe('picking a to-do view', () => {
  const read = (params: URLSearchParams) => {
    const state = parseTableState(params, todoResource);
    const view = chosenView(params, state);
    return { view, value: viewValue(state, view), filters: Object.fromEntries(state.filters.map((f) => [f.field, `${f.operator}:${f.val}`])) };
  };
  // The inbox as the dashboard's "overdue" tile opens it: mine, open, due before today; and a filter on a hidden column.
  const fromDashboard = new URLSearchParams({
    ...defaultTodoQuery(me),
    'search.due_date': 'RANGE:,2026-05-09',
    'search.auto': 'eq:true',
    order: 'due_date,asc',
    quickSearch: 'renew',
  });

  it('shows my department’s to-dos, without the "my to-dos" filter or a hidden one left behind', () => {
    const next = todoViewQuery(fromDashboard, 'dept', dept);
    expect(read(next)).toEqual({ view: 'dept', value: dept, filters: { dept_id: `eq:${dept}`, status: 'IN:open,in_progress', due_date: 'RANGE:,2026-05-09' } });
    expect(next.get('order')).toBe('due_date,asc');
    expect(next.get('quickSearch')).toBe('renew');
  });

  it('shows a ship’s to-dos once the ship is picked, and those of any ship until then', () => {
    const unpicked = todoViewQuery(fromDashboard, 'ship', '');
    expect(read(unpicked)).toEqual({ view: 'ship', value: '', filters: { ship_id: 'NOT NULL:', status: 'IN:open,in_progress', due_date: 'RANGE:,2026-05-09' } });
    expect(read(todoViewQuery(unpicked, 'ship', ship)).filters).toEqual({ ship_id: `eq:${ship}`, status: 'IN:open,in_progress', due_date: 'RANGE:,2026-05-09' });
  });

  it('shows everything the data scope holds under "all", and stays there when open-only is off too', () => {
    const all = todoViewQuery(todoViewQuery(fromDashboard, 'ship', ship), 'all', '');
    expect(read(all)).toEqual({ view: 'all', value: '', filters: { status: 'IN:open,in_progress', due_date: 'RANGE:,2026-05-09' } });
    const everything = writeTableState(all, { ...withOpenOnly(withFilter(parseTableState(all, todoResource), 'due_date', null), false), order: null, quickSearch: '' });
    // Not a bare URL: the page's first-opening default (my to-dos) is not applied again on a reload.
    expect(everything.toString()).toBe('view=all');
    expect(read(everything).view).toBe('all');
  });

  it('comes back to mine with my id alone, whatever view it leaves', () => {
    const mine = todoViewQuery(todoViewQuery(fromDashboard, 'dept', dept), 'mine', me);
    expect(read(mine)).toEqual({ view: 'mine', value: me, filters: { assignee_admin_id: `eq:${me}`, status: 'IN:open,in_progress', due_date: 'RANGE:,2026-05-09' } });
  });

  it('reads a dashboard link (no view named) by its filters', () => {
    expect(read(fromDashboard).view).toBe('mine');
    expect(read(new URLSearchParams({ view: 'bogus', 'search.ship_id': `eq:${ship}` })).view).toBe('ship');
  });
});

describe('an overdue to-do', () => {
  it('is open and past its due date; the server’s word wins when given', () => {
    expect(isOverdue({ status: 'open', due_date: '2026-05-09' }, '2026-05-10')).toBe(true);
    expect(isOverdue({ status: 'in_progress', due_date: '2026-05-10' }, '2026-05-10')).toBe(false);
    expect(isOverdue({ status: 'done', due_date: '2026-01-01' }, '2026-05-10')).toBe(false);
    expect(isOverdue({ status: 'open', due_date: null }, '2026-05-10')).toBe(false);
    expect(isOverdue({ status: 'open', due_date: '2026-06-01', overdue: true }, '2026-05-10')).toBe(true);
  });

  it('is manual unless the engine opened it', () => {
    expect(isManualTodo({ auto: false })).toBe(true);
    expect(isManualTodo({})).toBe(true);
    expect(isManualTodo({ auto: true })).toBe(false);
  });
});
