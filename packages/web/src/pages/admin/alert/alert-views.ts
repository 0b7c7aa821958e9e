/**
 * The alert list's views as URL filters (open: not closed; closed; all), and an alert's stage in words.
 * Pure, tested.
 */
import { parseAlertStage } from '@vessel/contract';
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

/** '30d' → "30 days before"; '0d' → "due today"; a named stage (a gap's fingerprint dropped) by its key; anything else as it is. */
export function stageLabel(stage: string): { key: string | null; params: Record<string, number> } {
  const parsed = parseAlertStage(stage);
  if (!parsed) return { key: null, params: {} };
  if (parsed.kind === 'named') return { key: `alertPage.stage.${parsed.name}`, params: {} };
  return parsed.days === 0 ? { key: 'alertPage.stage.dueToday', params: {} } : { key: 'alertPage.stage.daysBefore', params: { count: parsed.days } };
}
