/**
 * Which row buttons a row of a kit table offers. A page names, by button (`edit`, `del`, or a workflow
 * step such as `verify`), a predicate `available(row)`: a button the server always refuses for a row in
 * that state (deleting an automatic to-do, editing a superseded certificate) is not offered on that row,
 * so nobody is invited into a refusal. A button without one is offered on every row. The server stays
 * the authority: it refuses those actions whatever a page shows.
 */
import type { TableRow } from './table-rows';

/** Whether a row offers a button. */
export type Available = (row: TableRow) => boolean;

/** The per-row predicates of a table's row buttons, by button name. */
export type RowAvailability = Readonly<Partial<Record<string, Available>>>;

export function isAvailable(availability: RowAvailability | undefined, button: string, row: TableRow): boolean {
  return availability?.[button]?.(row) ?? true;
}

function findRow(rows: readonly TableRow[], id: string): TableRow | undefined {
  for (const row of rows) {
    if (row.id === id) return row;
    const nested = row.children ? findRow(row.children, id) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Whether a batch button may act on the selected rows: every one of them offers it (the server refuses
 * the whole batch for one row it refuses). Ids not among the rows shown are left to the server.
 */
export function availableForAll(available: Available | undefined, rows: readonly TableRow[], ids: readonly string[]): boolean {
  if (!available) return true;
  return ids.every((id) => {
    const row = findRow(rows, id);
    return !row || available(row);
  });
}
