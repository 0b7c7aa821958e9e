/**
 * An alert's stage (`alert.stage`), as the engine's sources write it: `{n}d` for a lead time n days before
 * the due date (`leadStage`), or one of the named stages below. A safe-manning gap is stored as
 * `gap-{fingerprint}` (a new shortfall is news), and reads as 'gap'. The web shows every stage by its
 * translated label, never the stored code; a test fails when one of these has no label.
 */
export const ALERT_STAGES = ['expired', 'overdue', 'window_open', 'opening', 'during', 'gap', 'detained'] as const;
export type AlertStage = (typeof ALERT_STAGES)[number];

export type ParsedAlertStage = { kind: 'lead'; days: number } | { kind: 'named'; name: AlertStage };

/** A stored stage read back; null for a code no source writes (shown as it is, rather than hidden). */
export function parseAlertStage(stage: string): ParsedAlertStage | null {
  const lead = /^(\d{1,4})d$/.exec(stage);
  if (lead) return { kind: 'lead', days: Number(lead[1]) };
  const name = /^gap-[0-9a-f]+$/.test(stage) ? 'gap' : stage;
  return (ALERT_STAGES as readonly string[]).includes(name) ? { kind: 'named', name: name as AlertStage } : null;
}
