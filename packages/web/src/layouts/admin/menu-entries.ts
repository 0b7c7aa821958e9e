/**
 * The admin menu from the rule tree of GET /admin/index/index: directories and pages are shown,
 * buttons are rights only. A pure function, so that the shell only draws what this decides.
 */
import { ROUTES, isSafeLink, type MenuNode } from '@vessel/contract';

export type MenuEntry =
  | { kind: 'dir'; key: string; title: string; icon: string; children: MenuEntry[] }
  /** A page of this app. */
  | { kind: 'route'; key: string; title: string; icon: string; path: string }
  /** Opens in a new window. */
  | { kind: 'link'; key: string; title: string; icon: string; url: string };

const IFRAME_BASE = `${ROUTES.admin}/iframe/`;

/** A URL that may be embedded: a safe link (contract isSafeLink) that is plain http or https. */
export function embeddableUrl(url: string): string | null {
  const trimmed = url.trim();
  return isSafeLink(trimmed) && /^https?:\/\//i.test(trimmed) ? trimmed : null;
}

export function iframePath(url: string): string {
  return `${IFRAME_BASE}${encodeURIComponent(url)}`;
}

/**
 * The embedded URL of an iframe route, from the still-encoded pathname (the router's params would turn
 * an encoded '/' inside the URL into a real one).
 */
export function iframeUrlFromPathname(pathname: string): string | null {
  if (!pathname.toLowerCase().startsWith(IFRAME_BASE.toLowerCase())) return null;
  try {
    return decodeURIComponent(pathname.slice(IFRAME_BASE.length));
  } catch {
    return null;
  }
}

/** A rule path is relative to /admin unless it starts with '/'. */
export function adminRoutePath(path: string): string {
  const clean = path.trim();
  if (clean.startsWith('/')) return clean;
  return `${ROUTES.admin}/${clean.replace(/^\/+/, '')}`;
}

/** How a rule's title is shown; the shell passes menuTitle (translated when a `menu.{name}` key exists). */
export type TitleOf = (node: MenuNode) => string;

function entryOf(node: MenuNode, titleOf: TitleOf): MenuEntry | null {
  const base = { key: node.id, title: titleOf(node), icon: node.icon };
  if (node.type === 'button') return null;
  if (node.type === 'menu_dir') {
    const children = menuEntries(node.children, titleOf);
    return children.length > 0 ? { ...base, kind: 'dir', children } : null;
  }
  const target = node.url || node.path;
  if (node.menu_type === 'link') {
    return isSafeLink(target) ? { ...base, kind: 'link', url: target.trim() } : null;
  }
  if (node.menu_type === 'iframe') {
    const url = embeddableUrl(target);
    return url ? { ...base, kind: 'route', key: iframePath(url), path: iframePath(url) } : null;
  }
  const path = adminRoutePath(node.path);
  return { ...base, kind: 'route', key: path, path };
}

export function menuEntries(nodes: readonly MenuNode[], titleOf: TitleOf = (node) => node.title): MenuEntry[] {
  return nodes.map((node) => entryOf(node, titleOf)).filter((entry): entry is MenuEntry => entry !== null);
}

/** The keys of the directories that lead to `key`, outermost first, to open them when the page loads. */
export function openKeysOf(entries: readonly MenuEntry[], key: string): string[] {
  for (const entry of entries) {
    if (entry.kind !== 'dir') continue;
    if (entry.children.some((child) => child.key === key)) return [entry.key];
    const deeper = openKeysOf(entry.children, key);
    if (deeper.length > 0) return [entry.key, ...deeper];
  }
  return [];
}

/**
 * menuUniqueOpened: when a directory opens, only the branch that leads to it stays open. `next` is what
 * the menu asks to have open after a click.
 */
export function uniqueOpenKeys(entries: readonly MenuEntry[], previous: readonly string[], next: readonly string[]): string[] {
  const added = next.find((key) => !previous.includes(key));
  if (!added) return [...next];
  return [...openKeysOf(entries, added), added];
}

/** Paths that show the same page as a menu item's path: /admin/backend is the dashboard (spec §2). */
export const SAME_PAGE: Readonly<Record<string, string>> = { [ROUTES.adminBackend]: `${ROUTES.admin}/dashboard` };

function routeEntries(entries: readonly MenuEntry[]): Array<Extract<MenuEntry, { kind: 'route' }>> {
  return entries.flatMap((entry) =>
    entry.kind === 'dir' ? routeEntries(entry.children) : entry.kind === 'route' ? [entry] : [],
  );
}

/**
 * The menu item to highlight for a path: the item of that page, else the item whose path is the
 * longest prefix of it (a record's page under its list), else none.
 */
export function selectedKeyOf(entries: readonly MenuEntry[], pathname: string): string | null {
  const path = (SAME_PAGE[pathname] ?? pathname).toLowerCase();
  let best: { key: string; length: number } | null = null;
  for (const entry of routeEntries(entries)) {
    const candidate = entry.path.toLowerCase();
    if (path === candidate) return entry.key;
    if (path.startsWith(`${candidate}/`) && (!best || candidate.length > best.length)) {
      best = { key: entry.key, length: candidate.length };
    }
  }
  return best?.key ?? null;
}
