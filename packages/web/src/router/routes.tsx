/**
 * The route table of spec §2. Every page loads on demand together with its area's translations; guards
 * are loaders that redirect before anything renders.
 */
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ROUTES } from '@vessel/contract';
import type { Area } from '../area';
import { loadAreaNamespace } from '../locales/i18n';
import { RouteErrorPage } from './route-error-page';
import { useAdminInfo } from '../stores/admin-info';
import { useAdminMenus } from '../stores/admin-menus';
import { useMemberCenter } from '../stores/member-center';
import { isMemberLoggedIn, useMemberInfo } from '../stores/member-info';
import { memberPageRoutes } from './member-page-routes';
import { UNMATCHED_ROUTE_IDS } from './known-pages';
import { unmatchedRedirect } from './loading-target';
import { RootRoute } from './root-route';
import type { RouteHandle } from './route-handle';
import { adminLoginRedirect, adminShellRedirect, memberLoginRedirect, memberShellRedirect } from './session-guards';

/** A lazily loaded page: its module and, when it belongs to an area, that area's namespace. */
function page(area: Area | null, load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), area ? loadAreaNamespace(area) : Promise.resolve()]);
    return { Component: module.default };
  };
}

const handle = (name: string, title: string, tab?: Pick<RouteHandle, 'addtab' | 'keepalive'>): RouteHandle => ({ name, title, ...tab });
/** Admin pages that open as tabs (spec §4); the dashboard keeps its state. */
const TAB = { addtab: true } as const;
const KEPT_TAB = { addtab: true, keepalive: true } as const;

/**
 * A route that only redirects. `element: null` says so to the router, which otherwise warns that the
 * leaf has nothing to render while the first load's redirect is under way.
 */
function redirectRoute(route: Omit<RouteObject, 'element' | 'Component' | 'lazy' | 'children' | 'index'>, index = false): RouteObject {
  return index ? { ...route, index: true, element: null } : { ...route, element: null };
}

/** Whether an area's index (its menus and rights) is in: then an unmatched path of it is no page. */
function indexLoaded(area: Area): boolean {
  return area === 'admin' ? useAdminMenus.getState().loaded : useMemberCenter.getState().loaded;
}

function redirectUnmatched({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  return redirect(unmatchedRedirect(url.pathname, url.search, indexLoaded));
}

function requireAdminShell({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  const target = adminShellRedirect(
    { token: useAdminInfo.getState().token, indexLoaded: useAdminMenus.getState().loaded },
    url.pathname,
    url.search,
  );
  return target ? redirect(target) : null;
}

function leaveLoginWhenLoggedIn(): Response | null {
  const target = adminLoginRedirect({ token: useAdminInfo.getState().token });
  return target ? redirect(target) : null;
}

function requireMemberShell({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  const target = memberShellRedirect(
    { loggedIn: isMemberLoggedIn(useMemberInfo.getState()), indexLoaded: useMemberCenter.getState().loaded },
    url.pathname,
    url.search,
  );
  return target ? redirect(target) : null;
}

function leaveMemberLoginWhenLoggedIn(): Response | null {
  const target = memberLoginRedirect({ loggedIn: isMemberLoggedIn(useMemberInfo.getState()) });
  return target ? redirect(target) : null;
}

/** The admin shell's route, which the menu pages are patched into (router.ts). */
export const ADMIN_SHELL_ROUTE_ID = 'adminShell';

const dashboard = page('admin', () => import('../pages/admin/dashboard/dashboard-page'));

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    // The index.html overlay covers the first load.
    HydrateFallback: () => null,
    ErrorBoundary: RouteErrorPage,
    children: [
      redirectRoute({ loader: () => redirect(ROUTES.adminLogin), handle: handle('home', 'pageTitle.home') }, true),
      {
        path: 'admin/login',
        handle: handle('adminLogin', 'pageTitle.adminLogin'),
        loader: leaveLoginWhenLoggedIn,
        // Its words are common ones: the login page loads no area's namespace.
        lazy: page(null, () => import('../pages/admin/login/admin-login-page')),
      },
      {
        path: 'admin/loading/:to?',
        handle: handle('adminMainLoading', 'pageTitle.loading'),
        lazy: page('admin', () => import('../pages/admin/admin-loading-page')),
      },
      {
        path: 'admin',
        id: ADMIN_SHELL_ROUTE_ID,
        handle: handle('admin', 'pageTitle.admin'),
        loader: requireAdminShell,
        lazy: page('admin', () => import('../layouts/admin/admin-shell')),
        children: [
          redirectRoute({ loader: () => redirect(ROUTES.adminBackend) }, true),
          { path: 'backend', handle: handle('adminBackend', 'pageTitle.dashboard', KEPT_TAB), lazy: dashboard },
          { path: 'dashboard', handle: handle('dashboard', 'pageTitle.dashboard', KEPT_TAB), lazy: dashboard },
          { path: 'PostPosition/:id?', handle: handle('postPosition', 'pageTitle.positions', TAB), lazy: page('admin', () => import('../pages/admin/crew/position-requirements-page')) },
          { path: 'detailPage', handle: handle('shipDetail', 'pageTitle.shipDetail', TAB), lazy: page('admin', () => import('../pages/admin/fleet/ship-detail-page')) },
          { path: 'SdetailPage', handle: handle('seafarerDetail', 'pageTitle.seafarerDetail', TAB), lazy: page('admin', () => import('../pages/admin/crew/seafarer-detail-page')) },
          { path: 'ShdetailPage', handle: handle('auditDetail', 'pageTitle.auditDetail', TAB), lazy: page('admin', () => import('../pages/admin/audit/audit-detail-page')) },
          {
            path: 'iframe/:url',
            handle: handle('adminIframe', 'pageTitle.iframe', TAB),
            lazy: page('admin', () => import('../pages/admin/iframe-page')),
          },
          // The menu's pages and the catch-all resource page join these on the first navigation that needs
          // them (router.ts): their table names every area's resources, which the login page never loads.
        ],
      },
      redirectRoute({ path: 'admin/*', id: UNMATCHED_ROUTE_IDS[0], loader: redirectUnmatched }),
      {
        // The member centre (spec §2): /user itself goes to the loading route, which opens the first page.
        path: 'user',
        id: 'userShell',
        handle: handle('user', 'pageTitle.user'),
        loader: requireMemberShell,
        lazy: page('user', () => import('../layouts/user/user-shell')),
        children: [
          redirectRoute({}, true),
          ...memberPageRoutes(),
          {
            path: 'iframe/:url',
            handle: handle('userIframe', 'pageTitle.iframe'),
            lazy: page('user', () => import('../pages/user/user-iframe-page')),
          },
        ],
      },
      {
        path: 'user/login',
        handle: handle('userLogin', 'pageTitle.userLogin'),
        loader: leaveMemberLoginWhenLoggedIn,
        lazy: page('user', () => import('../pages/user/login/user-login-page')),
      },
      {
        path: 'user/loading/:to?',
        handle: handle('userMainLoading', 'pageTitle.user'),
        lazy: page('user', () => import('../pages/user/user-loading-page')),
      },
      redirectRoute({ path: 'user/*', id: UNMATCHED_ROUTE_IDS[1], loader: redirectUnmatched }),
      {
        path: '404',
        handle: handle('notFound', 'pageTitle.notFound'),
        lazy: page(null, () => import('../pages/common/not-found-page')),
      },
      {
        path: '401',
        handle: handle('noPower', 'pageTitle.noPower'),
        lazy: page(null, () => import('../pages/common/no-power-page')),
      },
      redirectRoute({ path: '*', id: UNMATCHED_ROUTE_IDS[2], loader: redirectUnmatched }),
    ],
  },
];
