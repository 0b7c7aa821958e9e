/**
 * The breadcrumbs of a location, from the menu tree: the directories and the page of the nearest menu
 * page, then the route's own title when the location is a page below it (a record under its list), or
 * the route's title alone when the menu does not know the page.
 */
import type { MenuNode } from '@vessel/contract';
import { nearestMenuTrail, pagePathOf } from './menu-pages';

export interface Crumb {
  title: string;
  /** Where the crumb links to; none for a directory or the current page. */
  path?: string;
}

export function breadcrumbTrail(
  menus: readonly MenuNode[],
  pathname: string,
  routeTitle: string,
  titleOf: (node: MenuNode) => string,
): Crumb[] {
  const { trail, exact } = nearestMenuTrail(menus, pathname);
  if (trail.length === 0) return [{ title: routeTitle }];
  const crumbs: Crumb[] = trail.map((node, index) => {
    const last = index === trail.length - 1;
    const path = !last || exact ? undefined : (pagePathOf(node) ?? undefined);
    return path ? { title: titleOf(node), path } : { title: titleOf(node) };
  });
  return exact ? crumbs : [...crumbs, { title: routeTitle }];
}
