import { describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import zhCnCommon from '../locales/zh-cn/common';
import zhCnBackendMenu from '../locales/zh-cn/backend/menu';
import zhCnFrontendMenu from '../locales/zh-cn/frontend/menu';
import { isKnownPage } from './known-pages';
import { deepestHandle, isRouteHandle, type RouteHandle } from './route-handle';
import { adminShellPageRoutes } from './admin-page-routes';
import { ADMIN_SHELL_ROUTE_ID, routes as fixedRoutes } from './routes';

// The table is what is tested here; the error page's antd build does not load in Node.
vi.mock('./route-error-page', () => ({ RouteErrorPage: () => null }));

/** The table as the router holds it once the admin pages are patched in (router.ts). */
function withAdminPages(table: RouteObject[]): RouteObject[] {
  return table.map((route): RouteObject => {
    if (route.index || !route.children) return route;
    const children = route.id === ADMIN_SHELL_ROUTE_ID ? [...route.children, ...adminShellPageRoutes()] : withAdminPages(route.children);
    return { ...route, children };
  });
}
const routes = withAdminPages(fixedRoutes);

function allRoutes(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

function deepestName(path: string): string | undefined {
  const matches = (matchRoutes(routes, path) ?? []).map((match) => ({ ...match, data: undefined, loaderData: undefined, handle: match.route.handle, id: match.route.id ?? '' }));
  return deepestHandle(matches)?.name;
}

describe('route table', () => {
  it('has the pages of spec §2, under their names', () => {
    expect(deepestName('/admin/login')).toBe('adminLogin');
    expect(deepestName('/user/login')).toBe('userLogin');
    expect(deepestName('/admin/backend')).toBe('adminBackend');
    expect(deepestName('/admin/dashboard')).toBe('dashboard');
    expect(deepestName('/admin/PostPosition')).toBe('postPosition');
    expect(deepestName('/admin/PostPosition/12')).toBe('postPosition');
    expect(deepestName('/admin/detailPage')).toBe('shipDetail');
    expect(deepestName('/admin/SdetailPage')).toBe('seafarerDetail');
    expect(deepestName('/admin/ShdetailPage')).toBe('auditDetail');
    expect(deepestName('/admin/loading')).toBe('adminMainLoading');
    expect(deepestName('/admin/loading/%7B%7D')).toBe('adminMainLoading');
    expect(deepestName('/user/loading')).toBe('userMainLoading');
    expect(deepestName('/user')).toBe('user');
    expect(deepestName('/user/account/overview')).toBe('account/overview');
    expect(deepestName('/user/account/integral')).toBe('account/integral');
    expect(deepestName('/user/iframe/https%3A%2F%2Fa.example')).toBe('userIframe');
    expect(deepestName('/404')).toBe('notFound');
    expect(deepestName('/401')).toBe('noPower');
    // Hand-written pages outrank the catch-all resource page; other resources are named by their path.
    expect(deepestName('/admin/auth/admin')).toBe('auth/admin');
    expect(deepestName('/admin/auth/department')).toBe('auth/department');
    expect(deepestName('/admin/routine/smsOutbox')).toBe('routine/smsOutbox');
  });

  it('tells pages from paths only a catch-all matches', () => {
    expect(isKnownPage(routes, '/admin/backend')).toBe(true);
    expect(isKnownPage(routes, '/admin/iframe/https%3A%2F%2Fa.example')).toBe(true);
    expect(isKnownPage(routes, '/admin/auth/admin')).toBe(true);
    expect(isKnownPage(routes, '/admin/fleet/ship')).toBe(true);
    // Any /admin/{module}/{resource} is the catch-all resource page's to decide (its loader sends a path
    // the server does not define to /404); deeper unknown paths match no page at all.
    expect(isKnownPage(routes, '/admin/fleet/shipyard')).toBe(true);
    expect(isKnownPage(routes, '/admin/fleet/ship/yard')).toBe(false);
    expect(isKnownPage(routes, '/admin/shipyard')).toBe(false);
    expect(isKnownPage(routes, '/user/profile')).toBe(false);
    expect(isKnownPage(routes, '/user/account/profile')).toBe(true);
    expect(isKnownPage(routes, '/user/account/elsewhere')).toBe(false);
    expect(isKnownPage(routes, '/elsewhere')).toBe(false);
  });

  it('gives every page a title that exists in the translations (common page titles, or backend or member menu titles)', () => {
    const titled = allRoutes(routes).filter((route) => route.lazy);
    expect(titled.length).toBeGreaterThan(10);
    for (const route of titled) {
      expect(isRouteHandle(route.handle), `route ${route.path} has a handle`).toBe(true);
      const handle = route.handle as RouteHandle;
      // The catch-all resource page is titled per resource: a built-in one reads its menu's title.
      const title = (handle.byParams ? handle.byParams({ module: 'auth', resource: 'department' }).title : handle.title) ?? '';
      const [, key] = /^pageTitle\.(\w+)$/.exec(title) ?? [];
      const [, menuName] = /^backend:menu\.(.+)$/.exec(title) ?? [];
      const [, memberMenuName] = /^frontend:menu\.(.+)$/.exec(title) ?? [];
      const known = key
        ? key in zhCnCommon.pageTitle
        : memberMenuName
          ? memberMenuName in zhCnFrontendMenu.menu
          : !!menuName && menuName in zhCnBackendMenu.menu;
      expect(known, `title ${title} of ${route.path}`).toBe(true);
    }
  });
});
