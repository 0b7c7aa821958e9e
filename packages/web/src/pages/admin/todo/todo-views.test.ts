import { describe, expect, it } from 'vitest';
import { todoResource } from '@vessel/contract';
import { DEFAULT_TABLE_STATE, parseTableState, writeTableState } from '../../../components/resource/table-state';
import { defaultTodoQuery, isManualTodo, isOpenOnly, isOverdue, viewOf, viewValue, withOpenOnly, withView } from './todo-views';

const me = '11111111-1111-4111-8111-111111111111';
const ship = '22222222-2222-4222-8222-222222222222';

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
