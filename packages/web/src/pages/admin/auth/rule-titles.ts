/**
 * Rules as the role form and the rule page show them. The remote-select answer of rules carries only
 * `{id, label (the title), pid}`; the session's menu tree (GET /admin/index/index) knows the name of
 * every menu and directory, so those are translated as the menu is (`menu.{name}`), and a button whose
 * title is an action word ('add') reads as that action ('添加' / 'Add').
 */
import type { MenuNode } from '@vessel/contract';
import type { SelectItem, SelectTreeNode } from '../../../components/resource/select-tree';

export type Translate = (key: string, options: { ns: string; defaultValue: string }) => string;

/** The order buttons are listed in under their menu; other actions follow by name. */
export const ACTION_ORDER = ['index', 'add', 'edit', 'del', 'sortable'] as const;

const ACTION_WORD = /^[A-Za-z][A-Za-z0-9]*$/;

export function menuIndex(menus: readonly MenuNode[]): Map<string, { node: MenuNode; order: number }> {
  const index = new Map<string, { node: MenuNode; order: number }>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      index.set(node.id, { node, order: index.size });
      walk(node.children);
    }
  };
  walk(menus);
  return index;
}

/** The name of a rule as far as the session knows it: a menu's own, or a seeded button's `{menu}/{action}`. */
export function ruleNameOf(item: SelectItem, menus: ReturnType<typeof menuIndex>): string | undefined {
  const known = menus.get(item.id);
  if (known) return known.node.name;
  const parent = item.pid ? menus.get(item.pid) : undefined;
  return parent && ACTION_WORD.test(item.label) ? `${parent.node.name}/${item.label}` : undefined;
}

/** The title to show: the menu's translation, an action's word, else the title as sent. */
export function ruleTitle(item: SelectItem, menus: ReturnType<typeof menuIndex>, t: Translate): string {
  const known = menus.get(item.id);
  if (known && known.node.name && !known.node.name.includes('.')) {
    return t(`menu.${known.node.name}`, { ns: 'backend', defaultValue: item.label }) || item.label;
  }
  if (ACTION_WORD.test(item.label)) return t(`ruleAction.${item.label}`, { ns: 'backend', defaultValue: item.label }) || item.label;
  return item.label;
}

/**
 * Siblings in the menu's order (the session's tree is ordered by weight), buttons in ACTION_ORDER,
 * anything else after them as it came.
 */
export function sortRuleTree(nodes: readonly SelectTreeNode[], menus: ReturnType<typeof menuIndex>): SelectTreeNode[] {
  const rank = (node: SelectTreeNode): number => {
    const known = menus.get(node.key);
    if (known) return known.order;
    const action = ACTION_ORDER.indexOf(node.item.label as (typeof ACTION_ORDER)[number]);
    return 100_000 + (action >= 0 ? action : ACTION_ORDER.length);
  };
  return [...nodes]
    .map((node, position) => ({ node, position, rank: rank(node) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ node }) => (node.children ? { ...node, children: sortRuleTree(node.children, menus) } : node));
}

/**
 * A right's name in words (`auth/admin/add` → 'Administrators · Add'), when the menu and the action are
 * known; else the name as it is (a log line of a call that is not a resource action).
 */
export function rightTitle(right: string, t: Translate): string {
  const menu = (name: string) => t(`menu.${name}`, { ns: 'backend', defaultValue: '' });
  if (!right || right.includes('.') || right.startsWith('/')) return right;
  const whole = menu(right);
  if (whole) return whole;
  const cut = right.lastIndexOf('/');
  if (cut <= 0) return right;
  const page = menu(right.slice(0, cut));
  const action = t(`ruleAction.${right.slice(cut + 1)}`, { ns: 'backend', defaultValue: '' });
  return page && action ? `${page} · ${action}` : right;
}
