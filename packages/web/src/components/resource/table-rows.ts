/**
 * Rows as the table shows them: a tree resource answers its whole tree with `children`; the table
 * wants no empty `children` (it would draw an expand button for nothing). Weigh-sort moves a row to a
 * neighbour's place among its siblings (`POST {base}sortable {id, targetId}` swaps their weights).
 */

export interface TableRow {
  id: string;
  children?: TableRow[];
  [field: string]: unknown;
}

export function tableRows(rows: readonly Record<string, unknown>[]): TableRow[] {
  return rows.map((row) => {
    const { children, ...rest } = row as TableRow;
    const nested = Array.isArray(children) && children.length ? { children: tableRows(children) } : {};
    return { ...(rest as TableRow), ...nested };
  });
}

/** The sibling list that holds the row with `id`, anywhere in the tree. */
function siblingsOf(rows: readonly TableRow[], id: string): readonly TableRow[] | null {
  if (rows.some((row) => row.id === id)) return rows;
  for (const row of rows) {
    const found = row.children ? siblingsOf(row.children, id) : null;
    if (found) return found;
  }
  return null;
}

/** The row whose place a row takes when moved up or down among its siblings, or null at an end. */
export function sortTarget(rows: readonly TableRow[], id: string, direction: 'up' | 'down'): string | null {
  const siblings = siblingsOf(rows, id);
  if (!siblings) return null;
  const index = siblings.findIndex((row) => row.id === id);
  const target = siblings[direction === 'up' ? index - 1 : index + 1];
  return target ? target.id : null;
}

/** Every row id of a tree, to open all of it. */
export function allRowIds(rows: readonly TableRow[]): string[] {
  return rows.flatMap((row) => [row.id, ...(row.children ? allRowIds(row.children) : [])]);
}

/**
 * The rows a tree opens with: all of it when it is small, else its first level, so that a long tree
 * (the rule tree with every button) starts readable.
 */
export function defaultExpandedIds(rows: readonly TableRow[], openAllUpTo = 60): string[] {
  const parents = (list: readonly TableRow[]): string[] =>
    list.flatMap((row) => (row.children?.length ? [row.id, ...parents(row.children)] : []));
  if (allRowIds(rows).length <= openAllUpTo) return parents(rows);
  return rows.filter((row) => row.children?.length).map((row) => row.id);
}
