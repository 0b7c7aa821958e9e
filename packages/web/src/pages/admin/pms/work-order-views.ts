import { WORK_ORDER_OPEN_STATUSES } from '@vessel/contract';
import { filterOf, withFilter, type TableState } from '../../../components/resource/table-state';

const OPEN: readonly string[] = WORK_ORDER_OPEN_STATUSES;

/** Quick views: open, overdue (open after its window's end), awaiting approval or verification, done. */
export const VIEWS = ['all', 'open', 'overdue', 'approval', 'verify', 'done'] as const;
export type View = (typeof VIEWS)[number];

export function viewOf(state: TableState): View | null {
  const status = filterOf(state, 'status');
  const late = filterOf(state, 'overdue_after');
  if (!status && !late) return 'all';
  if (late?.operator === 'lt' && status?.operator === 'IN') return 'overdue';
  if (late) return null;
  if (status?.operator === 'IN' && status.val === OPEN.join(',')) return 'open';
  if (status?.operator === 'eq' && status.val === 'postponement_requested') return 'approval';
  if (status?.operator === 'eq' && status.val === 'done') return 'verify';
  if (status?.operator === 'IN' && status.val === 'done,verified') return 'done';
  return null;
}

export function applyView(state: TableState, view: View, today: string): TableState {
  const cleared = withFilter(withFilter(withFilter(state, 'status', null), 'overdue_after', null), 'requires_verification', null);
  switch (view) {
    case 'all':
      return cleared;
    case 'open':
      return withFilter(cleared, 'status', { operator: 'IN', val: OPEN.join(',') });
    case 'overdue':
      return withFilter(withFilter(cleared, 'status', { operator: 'IN', val: OPEN.join(',') }), 'overdue_after', { operator: 'lt', val: today });
    case 'approval':
      return withFilter(cleared, 'status', { operator: 'eq', val: 'postponement_requested' });
    case 'verify':
      return withFilter(withFilter(cleared, 'status', { operator: 'eq', val: 'done' }), 'requires_verification', { operator: 'eq', val: 'true' });
    case 'done':
      return withFilter(cleared, 'status', { operator: 'IN', val: 'done,verified' });
  }
}


/** The component a row names, in the reader's language (`component_id_label_zh` when it has a Chinese name). */
export function componentName(row: Record<string, unknown>, lang: string): string | null {
  const chinese = lang === 'zh-cn' && typeof row.component_id_label_zh === 'string' ? row.component_id_label_zh : '';
  const english = typeof row.component_id_label === 'string' ? row.component_id_label : '';
  return chinese || english || null;
}
