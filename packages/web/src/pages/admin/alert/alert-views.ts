/**
 * The alert list's views as URL filters (open: not closed; closed; all), and an alert's stage in words.
 * Pure, tested.
 */
import type { TableFilter } from '../../../components/resource/table-state';

type FilterValue = Omit<TableFilter, 'field'> | null;

export const ALERT_VIEWS = {
  open: { closed_at: { operator: 'NULL', val: '' }, ack_at: null },
  closed: { closed_at: { operator: 'NOT NULL', val: '' }, ack_at: null },
  all: { closed_at: null, ack_at: null },
} as const satisfies Record<string, { closed_at: FilterValue; ack_at: FilterValue }>;

export type AlertView = keyof typeof ALERT_VIEWS;

/** The view the filters are, or null when they are something else (a hand-made filter). */
export function alertViewOf(closed: TableFilter | undefined, ack: TableFilter | undefined): AlertView | null {
  if (ack) return null;
  if (!closed) return 'all';
  if (closed.operator === 'NULL') return 'open';
  if (closed.operator === 'NOT NULL') return 'closed';
  return null;
}

/** Known stages of the engine's sources (contract AlertCondition.stage). */
const NAMED_STAGES = new Set(['expired', 'overdue', 'window_open', 'opening', 'due_soon', 'during', 'gap']);

/** '30d' → "30 days before"; '0d' → "due today"; a named stage by its key; anything else as it is. */
export function stageLabel(stage: string): { key: string | null; params: Record<string, number> } {
  const days = /^(\d+)d$/.exec(stage);
  if (days) {
    const count = Number(days[1]);
    return count === 0 ? { key: 'alertPage.stage.dueToday', params: {} } : { key: 'alertPage.stage.daysBefore', params: { count } };
  }
  // A safe-manning gap's stage carries a fingerprint of the ranks short ('gap-1a2b3c4d'): a new shortage is news.
  const name = stage.startsWith('gap-') ? 'gap' : stage;
  return NAMED_STAGES.has(name) ? { key: `alertPage.stage.${name}`, params: {} } : { key: null, params: {} };
}
