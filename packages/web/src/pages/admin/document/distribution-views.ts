import type { TableRow } from '../../../components/resource/table-rows';

/** A ship's master must confirm the obsolete copy removed when the ship held a previous version. */
export function needsObsoleteConfirmation(rows: readonly TableRow[]): boolean {
  return rows.some((row) => !!row.ship_id && !!row.previous_version_id);
}

/** The overdue acknowledgements counted per ship (office ones under no ship are left out). */
export function overdueByShip(rows: readonly TableRow[]): Array<{ ship_id: string; label: string; count: number }> {
  const counts = new Map<string, { ship_id: string; label: string; count: number }>();
  for (const row of rows) {
    if (!row.ship_id) continue;
    const id = String(row.ship_id);
    const held = counts.get(id) ?? { ship_id: id, label: String(row.ship_id_label ?? id), count: 0 };
    held.count += 1;
    counts.set(id, held);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}
