/**
 * One lazy route per hand-written admin page (pages/admin/admin-pages.ts), and one catch-all route for
 * every other registered resource, drawn from the definition the server sends. Each names the right it
 * needs (STYLE habit 10): a page opened by URL without its menu right goes to /401 (spec §2, §6); a
 * super administrator passes. Its name is the rule name, its title the menu's (`menu.{path}`).
 */
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ROUTES, type ResourceDefinition } from '@vessel/contract';
import { isCancelledRequest } from '../api/request-errors';
import { holds, pageRightRedirect } from '../components/resource/resource-access';
import { i18n, loadAreaNamespace } from '../locales/i18n';
import { addRuntimeMessages } from '../locales/runtime-messages';
import { ADMIN_PAGE_ALIASES, ADMIN_PAGES, isBuiltInPage, type AdminPage } from '../pages/admin/admin-pages';
import { isSuperuser, useAdminInfo } from '../stores/admin-info';
import { useAdminMenus } from '../stores/admin-menus';
import { definitionOfPath } from '../stores/resource-definitions';
import { useUserRights } from '../stores/user-rights';
import { RouteErrorPage } from './route-error-page';
import { MENU_TITLE_PREFIX } from './page-title';
import { resourcePagePath, resourcePageVerdict } from './resource-pages';
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

/** Another path of a page (`crud/crud`): sent on to the page's own, keeping the query. */
export function adminPageAliasRoutes(aliases: Readonly<Record<string, string>> = ADMIN_PAGE_ALIASES): RouteObject[] {
  return Object.entries(aliases).map(([alias, path]) => ({
    path: alias,
    loader: ({ request }: LoaderFunctionArgs) => redirect(`${ROUTES.admin}/${path}${new URL(request.url).search}`),
  }));
}

/**
 * Before the catch-all page renders: the caller's menu right, the resource's definition from the
 * server (fetched once per index), and its words in i18next (after the static ones are in, under them).
 */
async function resourcePageLoader({ params }: LoaderFunctionArgs): Promise<Response | null> {
  const menus = useAdminMenus.getState();
  // Before the index is in, the shell's own guard sends the page through the loading route.
  if (!menus.loaded) return null;
  const path = resourcePagePath(params);
  const session = { isSuper: isSuperuser(useAdminInfo.getState()), rights: useUserRights.getState().rights };
  let definition: ResourceDefinition | null;
  try {
    [definition] = await Promise.all([definitionOfPath(path, menus.menus), loadAreaNamespace('admin')]);
  } catch (error) {
    // A session lost meanwhile: the HTTP client is already on its way to the login page.
    if (!useAdminInfo.getState().token || isCancelledRequest(error)) return null;
    throw error;
  }
  const verdict = resourcePageVerdict({ holdsMenuRight: holds(session, path), defined: definition !== null, knownPage: isBuiltInPage(path) });
  if (verdict === 'noPermission') return redirect(ROUTES.noPermission);
  if (verdict === 'notFound') return redirect(ROUTES.notFound);
  addRuntimeMessages(i18n, definition!.messages);
  return null;
}

/**
 * The catch-all resource page: any `/admin/{module}/{resource}` that no hand-written page claims (those
 * routes have static segments, which rank above these params). Named and titled per resource.
 */
export function resourcePageRoute(): RouteObject {
  const handle: RouteHandle = {
    name: 'adminResource',
    addtab: true,
    byParams: (params) => {
      const path = resourcePagePath(params);
      return { name: path, title: menuPageTitle(path) };
    },
  };
  return {
    path: ':module/:resource',
    handle,
    loader: resourcePageLoader,
    // A definition that could not be fetched: the shell stays, the page offers to try again.
    ErrorBoundary: RouteErrorPage,
    lazy: async () => {
      const [module] = await Promise.all([import('../pages/admin/resource-route-page'), loadAreaNamespace('admin')]);
      return { Component: module.default };
    },
  };
}

/**
 * Every route the admin shell gains once its page table is loaded: the menu's hand-written pages (and
 * placeholders of the areas to come), each behind its menu right, then every other registered resource,
 * drawn from its definition by the catch-all resource page.
 */
export function adminShellPageRoutes(): RouteObject[] {
  return [...adminPageRoutes(), ...adminPageAliasRoutes(), resourcePageRoute()];
}
