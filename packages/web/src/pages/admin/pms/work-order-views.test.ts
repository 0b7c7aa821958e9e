import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_STATE } from '../../../components/resource/table-state';
import { VIEWS, applyView, componentName, viewOf } from './work-order-views';

describe('work order views', () => {
  const today = '2026-03-18';

  it('overdue is an open order after its overdue day: open states and overdue_after before today', () => {
    const state = applyView(DEFAULT_TABLE_STATE, 'overdue', today);
    expect(state.filters).toEqual([
      { field: 'status', operator: 'IN', val: 'planned,due,in_progress,postponement_requested,postponed' },
      { field: 'overdue_after', operator: 'lt', val: today },
    ]);
  });

  it('each view is recognised from the filters it sets, and switching views leaves none of the last behind', () => {
    for (const view of VIEWS) expect(viewOf(applyView(DEFAULT_TABLE_STATE, view, today))).toBe(view);
    const verify = applyView(DEFAULT_TABLE_STATE, 'verify', today);
    expect(verify.filters.map((filter) => filter.field).sort()).toEqual(['requires_verification', 'status']);
    expect(applyView(verify, 'all', today).filters).toEqual([]);
    expect(applyView(applyView(DEFAULT_TABLE_STATE, 'overdue', today), 'done', today).filters).toEqual([{ field: 'status', operator: 'IN', val: 'done,verified' }]);
  });

  it('a filter of its own (a due date range) is no view', () => {
    expect(viewOf({ ...DEFAULT_TABLE_STATE, filters: [{ field: 'overdue_after', operator: 'RANGE', val: '2026-03-01,2026-03-31' }] })).toBeNull();
  });
});

describe('componentName', () => {
  const row = { component_id: 'c', component_id_label: '601 Main engine', component_id_label_zh: '601 主机' };
  it("names the component in the reader's language, in English where it has no Chinese name", () => {
    expect(componentName(row, 'zh-cn')).toBe('601 主机');
    expect(componentName(row, 'en')).toBe('601 Main engine');
    expect(componentName({ ...row, component_id_label_zh: '' }, 'zh-cn')).toBe('601 Main engine');
    expect(componentName({ component_id: 'c' }, 'zh-cn')).toBeNull();
  });
});
