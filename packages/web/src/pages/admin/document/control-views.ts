import { dueStatus, type DueStatus } from '@vessel/contract';

/** A folder as the tree draws it. */
export interface FolderNode {
  key: string;
  code: string;
  name: string;
  level: string;
  children: FolderNode[];
}

/**
 * The folder tree from the flat list (each folder names its parent): roots in the list's order (by
 * weigh), children under their parent; a folder whose parent is not in the list is drawn as a root.
 */
export function folderTree(rows: ReadonlyArray<Record<string, unknown>>, lang: string): FolderNode[] {
  const nodes = new Map<string, FolderNode>();
  for (const row of rows) {
    const name = String((lang === 'zh-cn' ? row.name_zh || row.name_en : row.name_en || row.name_zh) ?? '');
    nodes.set(String(row.id), { key: String(row.id), code: String(row.code ?? ''), name, level: String(row.level ?? ''), children: [] });
  }
  const roots: FolderNode[] = [];
  for (const row of rows) {
    const node = nodes.get(String(row.id))!;
    const parent = row.parent_id ? nodes.get(String(row.parent_id)) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The folder and every folder below it (a folder's documents list includes its sub-folders'). */
export function folderAndBelow(tree: readonly FolderNode[], key: string): string[] {
  const find = (nodes: readonly FolderNode[]): FolderNode | undefined => {
    for (const node of nodes) {
      if (node.key === key) return node;
      const below = find(node.children);
      if (below) return below;
    }
    return undefined;
  };
  const root = find(tree);
  if (!root) return [key];
  const keys: string[] = [];
  const walk = (node: FolderNode) => {
    keys.push(node.key);
    node.children.forEach(walk);
  };
  walk(root);
  return keys;
}

/** Warned this many days before a review is due (the review alert's default lead time). */
export const REVIEW_LEAD_DAYS = 30;

/** The review's due state, by the one calculator: due soon 30 days ahead, overdue the day after. */
export function reviewState(nextReview: unknown, today: string): DueStatus | null {
  if (typeof nextReview !== 'string' || !nextReview) return null;
  return dueStatus({ due_date: nextReview, lead_days: [REVIEW_LEAD_DAYS], today });
}

export const REVIEW_COLOURS: Partial<Record<DueStatus, string>> = { ok: 'green', due_soon: 'orange', overdue: 'red' };
export const LEVEL_COLOURS: Readonly<Record<string, string>> = { L1: 'magenta', L2: 'blue', L3: 'cyan', L4: 'geekblue', external: 'purple', circular: 'gold' };

/** A snippet cut into plain and highlighted parts, case-insensitively, by the query's terms. */
export function highlightParts(snippet: string, terms: readonly string[]): Array<{ text: string; hit: boolean }> {
  const wanted = terms.filter((term) => term.trim()).map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (wanted.length === 0) return [{ text: snippet, hit: false }];
  const pattern = new RegExp(`(${wanted.sort((a, b) => b.length - a.length).join('|')})`, 'gi');
  const lower = new Set(terms.map((term) => term.toLowerCase()));
  return snippet
    .split(pattern)
    .filter((text) => text !== '')
    .map((text) => ({ text, hit: lower.has(text.toLowerCase()) }));
}

/** What a version in this state offers (its steps), by the server's rules. */
export function versionActions(status: string, effectiveDate: unknown, today: string): Array<'submit' | 'issue' | 'obsolete' | 'distribute'> {
  switch (status) {
    case 'draft':
      return ['submit', 'obsolete'];
    case 'approved':
      return [...(typeof effectiveDate === 'string' && effectiveDate <= today ? (['issue'] as const) : []), 'distribute', 'obsolete'];
    case 'issued':
      return ['distribute', 'obsolete'];
    case 'superseded':
      return ['obsolete'];
    default:
      return [];
  }
}
