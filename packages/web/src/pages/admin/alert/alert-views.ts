/**
 * The alert list's views as URL filters (open: not closed; closed; all), and an alert's stage in words.
 * Pure, tested.
 */
import { alertResource, optionLabelKey, parseAlertStage } from '@vessel/contract';
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

const STAGE_FIELD = alertResource.fields.find((field) => field.name === 'stage')!;
const stageOption = (code: string) => optionLabelKey(alertResource, STAGE_FIELD, code);

/**
 * A stage's words: the stage filter's option label ('30d' → "30 days before", '0d' → "due today", a gap
 * without its fingerprint → "manning gap"), so the tag and the filter read alike; a lead time outside the
 * filter's choices (a certificate type's own days) as n days before; a code no source writes as it is.
 */
export function stageLabel(stage: string): { key: string | null; params: Record<string, number> } {
  const parsed = parseAlertStage(stage);
  if (!parsed) return { key: null, params: {} };
  const code = parsed.kind === 'named' ? parsed.name : `${parsed.days}d`;
  if (STAGE_FIELD.options?.includes(code)) return { key: stageOption(code), params: {} };
  return parsed.kind === 'lead' ? { key: 'alertPage.stage.daysBefore', params: { count: parsed.days } } : { key: null, params: {} };
}
