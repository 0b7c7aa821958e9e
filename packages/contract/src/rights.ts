/**
 * Right matching in the browser (spec §6). The server enforces exact rights on every route; these
 * functions only decide what the interface shows.
 */

export interface RightHolder {
  /** is_superuser: sees everything. */
  isSuperuser: boolean;
  /** The stored user_rights list. */
  rights: readonly string[];
}

/**
 * A superuser passes; a user with no stored rights passes every check; otherwise a right matches when
 * any stored right string contains the required string.
 */
export function hasRight(holder: RightHolder, required: string): boolean {
  if (holder.isSuperuser) return true;
  if (holder.rights.length === 0) return true;
  return holder.rights.some((right) => right.includes(required));
}

export interface NavItem {
  id: string | number;
  name: string;
  fourNav?: ReadonlyArray<{ name: string }>;
}

/** The Chinese name of the audit management menu: its fourth-level items are never filtered. */
export const AUDIT_MANAGEMENT = '审核管理';

/** Permission string of a navigation item: parent prefix plus the item name. */
export function navRight(prefix: string, item: Pick<NavItem, 'name'>): string {
  return `${prefix}${item.name}`;
}

/** Permission string of a fourth-level item: the item's string, '-', the fourth-level name. */
export function fourNavRight(prefix: string, item: Pick<NavItem, 'name'>, fourth: { name: string }): string {
  return `${navRight(prefix, item)}-${fourth.name}`;
}

/**
 * Filters navigation items by the holder's rights (spec §2). Items without the right are dropped; an
 * item whose name contains 审核管理 keeps all its fourth-level items; other items keep only the
 * fourth-level items whose own right is held.
 */
export function filterNav<T extends NavItem>(holder: RightHolder, prefix: string, items: readonly T[]): T[] {
  const permitted: T[] = [];
  for (const item of items) {
    if (!hasRight(holder, navRight(prefix, item))) continue;
    if (!item.fourNav || item.name.includes(AUDIT_MANAGEMENT)) {
      permitted.push(item);
      continue;
    }
    const fourNav = item.fourNav.filter((fourth) => hasRight(holder, fourNavRight(prefix, item, fourth)));
    permitted.push({ ...item, fourNav });
  }
  return permitted;
}

/** The item selected by default: the first permitted one. */
export function defaultNavItem<T extends NavItem>(permitted: readonly T[]): T | undefined {
  return permitted[0];
}

/** authNode: route path → the action suffixes granted on that route (spec §3, §6). */
export type AuthNode = Record<string, readonly string[]>;

/**
 * Button-level permission (spec §2): the current route path plus an action suffix must be granted.
 * A superuser passes.
 */
export function hasAction(authNode: AuthNode, routePath: string, action: string, isSuperuser = false): boolean {
  if (isSuperuser) return true;
  const granted = authNode[routePath];
  return granted !== undefined && granted.includes(`${routePath}/${action}`);
}
