/**
 * The member centre's menu from the rule tree of GET /api/user/index (spec §2, §3 "Member centre state"):
 * groups and pages are shown, buttons are rights only. Pure functions, tested without a browser; the
 * shell and its store only apply what these decide.
 */
import { ROUTES, isSafeLink, type MenuNode } from '@vessel/contract';
import { embeddableUrl } from '../admin/menu-entries';

export type MemberMenuEntry =
  /** A heading over the pages of one top-level group. */
  | { kind: 'group'; key: string; name: string; title: string; icon: string; children: MemberMenuEntry[] }
  /** A page of this app under /user. */
  | { kind: 'route'; key: string; name: string; title: string; icon: string; path: string }
  /** Opens in a new window. */
  | { kind: 'link'; key: string; name: string; title: string; icon: string; url: string };

export type MemberRouteEntry = Extract<MemberMenuEntry, { kind: 'route' }>;

const MEMBER_IFRAME_BASE = `${ROUTES.user}/iframe/`;

/** A member rule's path is relative to /user unless it starts with '/'. */
export function memberRoutePath(path: string): string {
  const clean = path.trim();
  if (clean.startsWith('/')) return clean;
  return `${ROUTES.user}/${clean.replace(/^\/+/, '')}`;
}

/** An embedded page of the member centre: /user/iframe/{encoded url} (spec §2). */
export function memberIframePath(url: string): string {
  return `${MEMBER_IFRAME_BASE}${encodeURIComponent(url)}`;
}

export function memberIframeUrlFromPathname(pathname: string): string | null {
  if (!pathname.toLowerCase().startsWith(MEMBER_IFRAME_BASE.toLowerCase())) return null;
  try {
    return decodeURIComponent(pathname.slice(MEMBER_IFRAME_BASE.length));
  } catch {
    return null;
  }
}

function entryOf(node: MenuNode): MemberMenuEntry | null {
  const base = { key: node.id, name: node.name, title: node.title, icon: node.icon };
  if (node.type === 'button') return null;
  if (node.type === 'menu_dir') {
    const children = memberMenuEntries(node.children);
    return children.length > 0 ? { ...base, kind: 'group', children } : null;
  }
  const target = node.url || node.path;
  if (node.menu_type === 'link') return isSafeLink(target) ? { ...base, kind: 'link', url: target.trim() } : null;
  if (node.menu_type === 'iframe') {
    const url = embeddableUrl(target);
    return url ? { ...base, kind: 'route', key: memberIframePath(url), path: memberIframePath(url) } : null;
  }
  if (!node.path.trim()) return null;
  const path = memberRoutePath(node.path);
  return { ...base, kind: 'route', key: path, path };
}

/** Groups and pages of the rule tree, in the server's order; a group with no page is left out. */
export function memberMenuEntries(nodes: readonly MenuNode[]): MemberMenuEntry[] {
  return nodes.map(entryOf).filter((entry): entry is MemberMenuEntry => entry !== null);
}

/** Every page and link, groups flattened away, in menu order. */
export function flatEntries(entries: readonly MemberMenuEntry[]): Array<Exclude<MemberMenuEntry, { kind: 'group' }>> {
  return entries.flatMap((entry) => (entry.kind === 'group' ? flatEntries(entry.children) : [entry]));
}

export function routeEntries(entries: readonly MemberMenuEntry[]): MemberRouteEntry[] {
  return flatEntries(entries).filter((entry): entry is MemberRouteEntry => entry.kind === 'route');
}

/** The first page of the menu: where the member centre opens. */
export function firstPagePath(entries: readonly MemberMenuEntry[]): string | null {
  return routeEntries(entries)[0]?.path ?? null;
}

/** Group headings are shown only when there is more than one top-level group (BuildAdmin's showHeadline). */
export function showHeadlineOf(entries: readonly MemberMenuEntry[]): boolean {
  return entries.filter((entry) => entry.kind === 'group').length > 1;
}

/**
 * Per page path, the names of the button rules the member holds under that page (spec §6 authNode):
 * an element needing an action is removed when the current route lacks it.
 */
export function memberAuthNode(nodes: readonly MenuNode[]): Record<string, string[]> {
  const node: Record<string, string[]> = {};
  const buttonsBelow = (list: readonly MenuNode[]): string[] =>
    list.flatMap((child) => (child.type === 'button' ? [child.name, ...buttonsBelow(child.children)] : []));
  const walk = (list: readonly MenuNode[]) => {
    for (const item of list) {
      if (item.type === 'menu' && item.path.trim() && item.menu_type !== 'link' && item.menu_type !== 'iframe') {
        const buttons = buttonsBelow(item.children);
        if (buttons.length) node[memberRoutePath(item.path)] = buttons;
      }
      walk(item.children);
    }
  };
  walk(nodes);
  return node;
}

/** Whether the page at `path` holds `action` (its button rule is named `{page rule}/{action}`). */
export function pageHolds(authNode: Readonly<Record<string, readonly string[]>>, path: string, action: string): boolean {
  return (authNode[path] ?? []).some((name) => name === action || name.endsWith(`/${action}`));
}

/** The menu item to highlight: the page of the path, else the page whose path is its longest prefix. */
export function selectedEntryOf(entries: readonly MemberMenuEntry[], pathname: string): MemberRouteEntry | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  let best: MemberRouteEntry | null = null;
  for (const entry of routeEntries(entries)) {
    const candidate = entry.path.toLowerCase();
    if (path === candidate) return entry;
    if (path.startsWith(`${candidate}/`) && (!best || candidate.length > best.path.length)) best = entry;
  }
  return best;
}

/** What the member centre's state takes from the index answer's menus. */
export function memberCenterFromMenus(menus: readonly MenuNode[]): {
  viewRoutes: MemberMenuEntry[];
  navUserMenus: MemberMenuEntry[];
  showHeadline: boolean;
  authNode: Record<string, string[]>;
} {
  const viewRoutes = memberMenuEntries(menus);
  return {
    viewRoutes,
    // The header's member menu lists every page and link, without the group headings.
    navUserMenus: flatEntries(viewRoutes),
    showHeadline: showHeadlineOf(viewRoutes),
    authNode: memberAuthNode(menus),
  };
}
