/**
 * A location as a tab: its identity (the page path), where to return to, and its metadata. A page the
 * menu shows as a tab or an embedded page is addable, with the rule's title, icon and keepalive; any
 * other route is addable only when its handle says so (spec §4).
 */
import type { MenuNode } from '@vessel/contract';
import { PAGE_TITLE_PREFIX, isTitleKey } from '../../router/page-title';
import type { RouteHandle } from '../../router/route-handle';
import type { TabQuery, TabRoute } from '../../stores/nav-tabs';
import { menuTitle, type MenuTitleTranslate } from './menu-title';
import { canonicalPagePath, menuPageOf } from './menu-pages';

export interface LocationFacts {
  pathname: string;
  search: string;
  params: Readonly<Record<string, string | undefined>>;
  /** The deepest matched route's handle. */
  handle: RouteHandle | undefined;
}

export type TabTranslate = MenuTitleTranslate & ((key: string) => string);

export function queryOf(search: string): TabQuery {
  const query: TabQuery = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const held = query[key];
    query[key] = held === undefined ? value : Array.isArray(held) ? [...held, value] : [held, value];
  }
  return query;
}

/** A route title as text: a title key (page title, menu title) is translated, anything else is already text. */
export function routeTitleText(title: string | undefined, t: (key: string) => string): string {
  if (!title) return t(`${PAGE_TITLE_PREFIX}noTitle`);
  return isTitleKey(title) ? t(title) : title;
}

export function tabRouteOf(facts: LocationFacts, menus: readonly MenuNode[], t: TabTranslate): TabRoute {
  const path = canonicalPagePath(facts.pathname);
  const rule = menuPageOf(menus, facts.pathname);
  const params = Object.fromEntries(
    Object.entries(facts.params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const base = { path, fullPath: `${facts.pathname}${facts.search}`, params, query: queryOf(facts.search) };
  if (rule) {
    return {
      ...base,
      name: rule.name,
      meta: { title: menuTitle(t, rule), icon: rule.icon, addtab: true, keepalive: rule.keepalive },
    };
  }
  const handle = facts.handle;
  return {
    ...base,
    name: handle?.name ?? path,
    meta: {
      title: routeTitleText(handle?.title, t),
      ...(handle?.icon ? { icon: handle.icon } : {}),
      addtab: handle?.addtab === true,
      keepalive: handle?.keepalive === true,
    },
  };
}
