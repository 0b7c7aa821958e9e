import type { MenuNode } from '@vessel/contract';
import type { TreeNode } from './resource/tree.js';

/** The columns of a rule that a menu shows: the admin and member rule tables both have them. */
export type MenuRule = Omit<MenuNode, 'children'>;

/** A rule tree (buildTree) as the menu a shell walks: the rule's menu columns only, never the rest of its row. */
export function toMenuNode<T extends MenuRule>(rule: TreeNode<T>): MenuNode {
  return {
    id: rule.id,
    pid: rule.pid,
    type: rule.type,
    title: rule.title,
    name: rule.name,
    path: rule.path,
    icon: rule.icon,
    menu_type: rule.menu_type,
    url: rule.url,
    component: rule.component,
    keepalive: rule.keepalive,
    children: rule.children.map(toMenuNode),
  };
}
