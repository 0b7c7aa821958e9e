import { BEFORE_DEPARTURE_ACTION_CODE, DETENTION_ACTION_CODE } from '@vessel/contract';

/**
 * How an action code's tag reads (DOMAIN.md §4.12): 30 (detention) red, 17 (rectify before departure)
 * highlighted, what sets a deadline (15, 16, 18) blue, the rest plain.
 */
export function actionCodeColour(code: unknown): string | undefined {
  if (code === DETENTION_ACTION_CODE) return 'red';
  if (code === BEFORE_DEPARTURE_ACTION_CODE) return 'gold';
  if (code === '15' || code === '16' || code === '18') return 'blue';
  return undefined;
}

/** The detention banner of an inspection: none, still detained, or released after some days. */
export type DetentionState = { kind: 'none' } | { kind: 'detained'; since: string } | { kind: 'released'; since: string; released: string; days: number | null };

export function detentionState(row: Record<string, unknown> | null): DetentionState {
  if (!row || row.detained !== true) return { kind: 'none' };
  const since = typeof row.detention_from === 'string' ? row.detention_from : String(row.inspected_on ?? '');
  if (typeof row.released_on === 'string' && row.released_on) {
    return { kind: 'released', since, released: row.released_on, days: typeof row.detention_days === 'number' ? row.detention_days : null };
  }
  return { kind: 'detained', since };
}

/** The colour of an NCR's state tag: closed green, cancelled grey, anything under way orange. */
export function ncrStateColour(status: unknown): string {
  if (status === 'closed') return 'green';
  if (status === 'cancelled' || status === 'rejected') return 'default';
  return 'orange';
}
