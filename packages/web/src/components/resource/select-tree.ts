/**
 * Trees from the remote-select answers (`{list: [{id, label, pid?}]}`) for tree selects and the rule
 * tree, and the checked-keys bookkeeping of a checkable tree. Pure, and unit-tested.
 */

export interface SelectItem {
  id: string;
  label: string;
  /** A bilingual name's two languages (the server sends both when the label field has a pair). */
  label_en?: string | null;
  label_zh?: string | null;
  pid?: string | null;
}

export interface SelectTreeNode {
  /** antd TreeSelect reads `value`, Tree reads `key`: both are the id. */
  key: string;
  value: string;
  title: string;
  disabled?: boolean;
  children?: SelectTreeNode[];
  item: SelectItem;
}

/**
 * Nests items by `pid`, keeping the server's order among siblings; an item whose parent is absent is a
 * root. Items in `disabled` (a record and its descendants, which cannot become its own parent) and
 * their descendants are disabled.
 */
export function buildSelectTree(
  items: readonly SelectItem[],
  options: { disabled?: ReadonlySet<string>; title?: (item: SelectItem) => string } = {},
): SelectTreeNode[] {
  const nodes = new Map<string, SelectTreeNode>();
  for (const item of items) {
    nodes.set(item.id, { key: item.id, value: item.id, title: options.title ? options.title(item) : item.label, item });
  }
  const roots: SelectTreeNode[] = [];
  for (const node of nodes.values()) {
    const pid = node.item.pid;
    const parent = pid && pid !== node.key ? nodes.get(pid) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  const disabled = options.disabled;
  if (disabled?.size) {
    const mark = (list: SelectTreeNode[], inherited: boolean) => {
      for (const node of list) {
        const off = inherited || disabled.has(node.key);
        if (off) node.disabled = true;
        if (node.children) mark(node.children, off);
      }
    };
    mark(roots, false);
  }
  return roots;
}

/** The id and every id below it in a tree of rows or nodes (`children`). */
export function idsBelow<T extends { children?: readonly T[] }>(nodes: readonly T[], id: string, keyOf: (node: T) => string): Set<string> {
  const found = new Set<string>();
  const collect = (node: T) => {
    found.add(keyOf(node));
    for (const child of node.children ?? []) collect(child);
  };
  const visit = (list: readonly T[]) => {
    for (const node of list) {
      if (keyOf(node) === id) collect(node);
      else visit(node.children ?? []);
    }
  };
  visit(nodes);
  return found;
}

/** The id and its descendants among flat select items (by `pid`). */
export function descendantIds(items: readonly SelectItem[], id: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const item of items) if (item.pid) children.set(item.pid, [...(children.get(item.pid) ?? []), item.id]);
  const found = new Set<string>();
  const queue = [id];
  while (queue.length) {
    const next = queue.pop()!;
    if (found.has(next)) continue;
    found.add(next);
    queue.push(...(children.get(next) ?? []));
  }
  return found;
}

/**
 * A checkable tree (not strict) derives a parent's state from its children, so only leaves are given
 * to it as checked: a role holding a menu and one of its buttons shows the menu half-checked.
 */
export function checkedLeaves(nodes: readonly SelectTreeNode[], ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  const leaves: string[] = [];
  const visit = (list: readonly SelectTreeNode[]) => {
    for (const node of list) {
      if (node.children?.length) visit(node.children);
      else if (wanted.has(node.key)) leaves.push(node.key);
    }
  };
  visit(nodes);
  return leaves;
}

/**
 * What a role holds after a check: the checked nodes and the half-checked ones above them (a button
 * right is useless without its menu and directory), each once, in tree order.
 */
export function heldIds(nodes: readonly SelectTreeNode[], checked: readonly string[], halfChecked: readonly string[]): string[] {
  const held = new Set([...checked, ...halfChecked]);
  const ordered: string[] = [];
  const visit = (list: readonly SelectTreeNode[]) => {
    for (const node of list) {
      if (held.has(node.key)) ordered.push(node.key);
      if (node.children) visit(node.children);
    }
  };
  visit(nodes);
  return ordered;
}

/** The keys of every node that has children, to open the whole tree. */
export function parentKeys(nodes: readonly SelectTreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.key, ...parentKeys(node.children)] : []));
}
