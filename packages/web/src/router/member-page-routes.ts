/**
 * One lazy route per member centre page (pages/user/user-pages.ts), each behind its member rule: a page
 * the member's group does not grant goes to /401. Its title is the menu's (`frontend:menu.{path}`).
 */
import { redirect, type RouteObject } from 'react-router';
import { routeEntries } from '../layouts/user/member-menus';
import { loadAreaNamespace } from '../locales/i18n';
import { MEMBER_PAGES, type MemberPage } from '../pages/user/user-pages';
import { useMemberCenter } from '../stores/member-center';
import { MEMBER_MENU_TITLE_PREFIX } from './page-title';
import type { RouteHandle } from './route-handle';
import { memberPageRedirect } from './session-guards';

function requirePage(right: string): Response | null {
  const { loaded, viewRoutes } = useMemberCenter.getState();
  const target = memberPageRedirect({ indexLoaded: loaded, pages: routeEntries(viewRoutes).map((entry) => entry.name) }, right);
  return target ? redirect(target) : null;
}

export function memberPageRoute(entry: MemberPage): RouteObject {
  const handle: RouteHandle = { name: entry.path, title: `${MEMBER_MENU_TITLE_PREFIX}${entry.path}` };
  return {
    path: entry.path,
    handle,
    loader: () => requirePage(entry.path),
    lazy: async () => {
      const [module] = await Promise.all([entry.load(), loadAreaNamespace('user')]);
      return { Component: module.default };
    },
  };
}

export function memberPageRoutes(pages: readonly MemberPage[] = MEMBER_PAGES): RouteObject[] {
  return pages.map(memberPageRoute);
}
