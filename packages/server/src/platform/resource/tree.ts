/** Rows linked by `pid`, nested as `children`; a row whose parent is absent is a root. */
export type TreeNode<T> = T & { children: TreeNode<T>[] };

export function buildTree<T extends { id: string; pid: string | null }>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>();
  for (const row of rows) nodes.set(row.id, { ...row, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.pid ? nodes.get(node.pid) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The ids of `rootIds` and everything below them in `rows`. */
export function descendantsOf<T extends { id: string; pid: string | null }>(rows: readonly T[], rootIds: Iterable<string>): Set<string> {
  const children = new Map<string, string[]>();
  for (const row of rows) if (row.pid) children.set(row.pid, [...(children.get(row.pid) ?? []), row.id]);
  const found = new Set<string>();
  const queue = [...rootIds];
  while (queue.length) {
    const id = queue.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return found;
}
