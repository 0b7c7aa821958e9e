/**
 * One lazy route per admin page of the registry (pages/admin/admin-pages.ts). Each names the right it
 * needs (STYLE habit 10): a page opened by URL without its menu right goes to /401 (spec §2, §6); a
 * super administrator passes. Its name is the rule name, its title the menu's (`menu.{path}`).
 */
import { redirect, type RouteObject } from 'react-router';
import { ROUTES } from '@vessel/contract';
import { pageRightRedirect } from '../components/resource/resource-access';
import { loadAreaNamespace } from '../locales/i18n';
import { ADMIN_PAGES, type AdminPage } from '../pages/admin/admin-pages';
import { isSuperuser, useAdminInfo } from '../stores/admin-info';
import { useAdminMenus } from '../stores/admin-menus';
import { useUserRights } from '../stores/user-rights';
import { MENU_TITLE_PREFIX } from './page-title';
import type { RouteHandle } from './route-handle';

/** The page-title key of a menu page: its menu title in the backend namespace. */
export function menuPageTitle(path: string): string {
  return `${MENU_TITLE_PREFIX}${path}`;
}

function requireRight(right: string): Response | null {
  const target = pageRightRedirect(
    {
      loaded: useAdminMenus.getState().loaded,
      isSuper: isSuperuser(useAdminInfo.getState()),
      rights: useUserRights.getState().rights,
    },
    right,
    ROUTES.noPermission,
  );
  return target ? redirect(target) : null;
}

export function adminPageRoute(entry: AdminPage): RouteObject {
  const handle: RouteHandle = { name: entry.path, title: menuPageTitle(entry.path), addtab: true };
  return {
    path: entry.path,
    handle,
    loader: () => requireRight(entry.right),
    lazy: async () => {
      const [module] = await Promise.all([entry.load(), loadAreaNamespace('admin')]);
      return { Component: module.default };
    },
  };
}

export function adminPageRoutes(pages: readonly AdminPage[] = ADMIN_PAGES): RouteObject[] {
  return pages.map(adminPageRoute);
}
