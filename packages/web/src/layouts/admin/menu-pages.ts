/**
 * From a location to the menu rule that shows it, and back up the tree: what the tabs, the breadcrumbs
 * and the menu's selection all need. Pure functions over the rule tree of GET /admin/index/index.
 */
import type { MenuNode } from '@vessel/contract';
import { SAME_PAGE, adminRoutePath, embeddableUrl, iframePath } from './menu-entries';

/** The path a location's page is known by (its tab, its menu item). */
export function canonicalPagePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const same = Object.entries(SAME_PAGE).find(([from]) => from.toLowerCase() === trimmed.toLowerCase());
  return same ? same[1] : trimmed;
}

/** The in-app path of a menu page rule (a tab or an embedded page), or null for directories, links, buttons. */
export function pagePathOf(node: MenuNode): string | null {
  if (node.type !== 'menu') return null;
  if (node.menu_type === 'iframe') {
    const url = embeddableUrl(node.url || node.path);
    return url ? iframePath(url) : null;
  }
  if (node.menu_type === 'link') return null;
  return adminRoutePath(node.path);
}

/** The rules from the top of the tree down to the page rule of `pathname` (exact path, any case); [] if none. */
export function menuTrailOf(menus: readonly MenuNode[], pathname: string): MenuNode[] {
  const target = canonicalPagePath(pathname).toLowerCase();
  const walk = (nodes: readonly MenuNode[], above: MenuNode[]): MenuNode[] | null => {
    for (const node of nodes) {
      if (node.type === 'button') continue;
      const trail = [...above, node];
      if (pagePathOf(node)?.toLowerCase() === target) return trail;
      const deeper = walk(node.children, trail);
      if (deeper) return deeper;
    }
    return null;
  };
  return walk(menus, []) ?? [];
}

/** The page rule of `pathname`, when the menu has one. */
export function menuPageOf(menus: readonly MenuNode[], pathname: string): MenuNode | null {
  return menuTrailOf(menus, pathname).at(-1) ?? null;
}

/**
 * The trail of the nearest menu page at or above `pathname` (a record's page under its list): the
 * exact page first, then each shorter path. `exact` says whether the last rule is the page itself.
 */
export function nearestMenuTrail(menus: readonly MenuNode[], pathname: string): { trail: MenuNode[]; exact: boolean } {
  const path = canonicalPagePath(pathname);
  const parts = path.split('/');
  for (let end = parts.length; end > 2; end -= 1) {
    const trail = menuTrailOf(menus, parts.slice(0, end).join('/'));
    if (trail.length > 0) return { trail, exact: end === parts.length };
  }
  return { trail: [], exact: false };
}

/** The first page of the menu (in tree order), where closing every tab lands. */
export function firstMenuPage(menus: readonly MenuNode[]): string | null {
  for (const node of menus) {
    const path = pagePathOf(node);
    if (path) return path;
    const inner = node.type === 'menu_dir' ? firstMenuPage(node.children) : null;
    if (inner) return inner;
  }
  return null;
}
