import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@vessel/contract';
import { breadcrumbTrail } from './breadcrumb-trail';
import { pagesToDraw } from './keep-alive-pages';
import { menuEntries, uniqueOpenKeys } from './menu-entries';
import { canonicalPagePath, firstMenuPage, menuPageOf, menuTrailOf, nearestMenuTrail, pagePathOf } from './menu-pages';
import { menuTitle, type MenuTitleTranslate } from './menu-title';
import { queryOf, routeTitleText, tabRouteOf, type TabTranslate } from './tab-route';

function node(partial: Partial<MenuNode> & Pick<MenuNode, 'id' | 'type'>): MenuNode {
  return {
    pid: null,
    title: partial.id,
    name: partial.id,
    path: partial.type === 'menu' ? partial.id : '',
    icon: '',
    menu_type: partial.type === 'menu' ? 'tab' : null,
    url: '',
    component: '',
    keepalive: false,
    children: [],
    ...partial,
  };
}

const tree: MenuNode[] = [
  node({ id: 'dashboard', type: 'menu', title: '控制台', keepalive: true, icon: 'DashboardOutlined' }),
  node({
    id: 'auth',
    type: 'menu_dir',
    title: '权限管理',
    children: [
      node({ id: 'auth/admin', type: 'menu', title: '管理员', children: [node({ id: 'auth/admin/add', type: 'button' })] }),
      node({ id: 'auth/group', type: 'menu', title: '角色组', keepalive: true }),
      node({ id: 'auth/docs', type: 'menu', title: '文档', menu_type: 'link', url: 'https://docs.example.com' }),
      node({ id: 'auth/chart', type: 'menu', title: '图表', menu_type: 'iframe', url: 'https://charts.example.com/x' }),
    ],
  }),
];

/** A t() over a small catalog: 'menu.*' in backend, page titles in common. */
const catalog: Record<string, string> = {
  'menu.auth': 'Permissions',
  'menu.auth/admin': 'Administrators',
  'pageTitle.dashboard': 'Dashboard',
  'pageTitle.shipDetail': 'Ship details',
  'pageTitle.noTitle': 'No title',
};
const t = ((key: string, options?: { defaultValue?: string }) => catalog[key] ?? options?.defaultValue ?? key) as TabTranslate;

describe('menu titles', () => {
  it('shows menu.{name} when the translation exists, else the title as sent', () => {
    expect(menuTitle(t, { name: 'auth/admin', title: '管理员' })).toBe('Administrators');
    expect(menuTitle(t, { name: 'auth/group', title: '角色组' })).toBe('角色组');
    expect(menuTitle(t, { name: 'odd.name', title: '自定义' })).toBe('自定义');
  });

  it('asks the backend namespace', () => {
    const asked: Array<{ key: string; ns: string }> = [];
    const spy: MenuTitleTranslate = (key, options) => {
      asked.push({ key, ns: options.ns });
      return options.defaultValue;
    };
    menuTitle(spy, { name: 'auth', title: '权限管理' });
    expect(asked).toEqual([{ key: 'menu.auth', ns: 'backend' }]);
  });

  it('are used by the menu entries', () => {
    const entries = menuEntries(tree, (item) => menuTitle(t, item));
    expect(entries[1]).toMatchObject({ title: 'Permissions', children: [{ title: 'Administrators' }, { title: '角色组' }, {}, {}] });
  });
});

describe('pages of the menu', () => {
  it('treats /admin/backend as the dashboard and ignores a trailing slash', () => {
    expect(canonicalPagePath('/admin/backend')).toBe('/admin/dashboard');
    expect(canonicalPagePath('/admin/auth/admin/')).toBe('/admin/auth/admin');
  });

  it('knows the path of page rules only', () => {
    expect(pagePathOf(tree[0]!)).toBe('/admin/dashboard');
    expect(pagePathOf(tree[1]!)).toBeNull();
    expect(pagePathOf(tree[1]!.children[2]!)).toBeNull();
    expect(pagePathOf(tree[1]!.children[3]!)).toBe(`/admin/iframe/${encodeURIComponent('https://charts.example.com/x')}`);
  });

  it('finds the trail down to a page, in any case', () => {
    expect(menuTrailOf(tree, '/admin/Auth/Admin').map((item) => item.id)).toEqual(['auth', 'auth/admin']);
    expect(menuPageOf(tree, '/admin/backend')?.id).toBe('dashboard');
    expect(menuTrailOf(tree, '/admin/auth')).toEqual([]);
  });

  it('finds the nearest page above a record', () => {
    expect(nearestMenuTrail(tree, '/admin/auth/admin/edit/3')).toMatchObject({ exact: false, trail: [{ id: 'auth' }, { id: 'auth/admin' }] });
    expect(nearestMenuTrail(tree, '/admin/nowhere')).toEqual({ trail: [], exact: false });
  });

  it('starts from the first page of the menu', () => {
    expect(firstMenuPage(tree)).toBe('/admin/dashboard');
    expect(firstMenuPage(tree.slice(1))).toBe('/admin/auth/admin');
    expect(firstMenuPage([])).toBeNull();
  });
});

describe('breadcrumbs', () => {
  const titleOf = (item: MenuNode) => menuTitle(t, item);

  it('are the directories and the page of the menu', () => {
    expect(breadcrumbTrail(tree, '/admin/auth/admin', 'ignored', titleOf)).toEqual([{ title: 'Permissions' }, { title: 'Administrators' }]);
  });

  it('link the list above a record page', () => {
    expect(breadcrumbTrail(tree, '/admin/auth/admin/edit/3', 'Edit', titleOf)).toEqual([
      { title: 'Permissions' },
      { title: 'Administrators', path: '/admin/auth/admin' },
      { title: 'Edit' },
    ]);
  });

  it('are the route title alone for a page outside the menu', () => {
    expect(breadcrumbTrail(tree, '/admin/detailPage', 'Ship details', titleOf)).toEqual([{ title: 'Ship details' }]);
  });
});

describe('a location as a tab', () => {
  it('takes a menu page with its title, icon and keepalive, addable', () => {
    const route = tabRouteOf({ pathname: '/admin/backend', search: '', params: {}, handle: { name: 'adminBackend', title: 'pageTitle.dashboard' } }, tree, t);
    expect(route).toEqual({
      path: '/admin/dashboard',
      fullPath: '/admin/backend',
      name: 'dashboard',
      params: {},
      query: {},
      meta: { title: '控制台', icon: 'DashboardOutlined', addtab: true, keepalive: true },
    });
    const admin = tabRouteOf({ pathname: '/admin/auth/admin', search: '?page=2', params: {}, handle: undefined }, tree, t);
    expect(admin).toMatchObject({ path: '/admin/auth/admin', fullPath: '/admin/auth/admin?page=2', query: { page: '2' }, meta: { title: 'Administrators', addtab: true, keepalive: false } });
  });

  it('takes any other route from its handle: addable only when it says so', () => {
    const detail = tabRouteOf(
      { pathname: '/admin/detailPage', search: '?id=7', params: {}, handle: { name: 'shipDetail', title: 'pageTitle.shipDetail', addtab: true } },
      tree,
      t,
    );
    expect(detail).toMatchObject({ path: '/admin/detailPage', name: 'shipDetail', query: { id: '7' }, meta: { title: 'Ship details', addtab: true, keepalive: false } });
    const loading = tabRouteOf({ pathname: '/admin/x', search: '', params: { id: undefined }, handle: { name: 'x', title: 'Literal' } }, tree, t);
    expect(loading).toMatchObject({ params: {}, meta: { title: 'Literal', addtab: false } });
  });

  it('reads repeated query keys and untitled routes', () => {
    expect(queryOf('?a=1&a=2&b=3')).toEqual({ a: ['1', '2'], b: '3' });
    expect(routeTitleText(undefined, (key) => catalog[key] ?? key)).toBe('No title');
  });
});

describe('keep-alive', () => {
  it('draws the current page and the kept pages of open keepalive tabs, in first-seen order', () => {
    expect(pagesToDraw(['/a', '/b', '/c'], new Set(['/a', '/c']), '/b')).toEqual(['/a', '/b', '/c']);
    expect(pagesToDraw(['/a', '/b'], new Set(['/b']), '/d')).toEqual(['/b', '/d']);
    expect(pagesToDraw([], new Set(), '/a')).toEqual(['/a']);
  });
});

describe('one directory open at a time', () => {
  it('keeps only the branch of the directory just opened', () => {
    const entries = menuEntries([
      node({ id: 'a', type: 'menu_dir', children: [node({ id: 'a1', type: 'menu_dir', children: [node({ id: 'a1x', type: 'menu' })] })] }),
      node({ id: 'b', type: 'menu_dir', children: [node({ id: 'b1', type: 'menu' })] }),
    ]);
    expect(uniqueOpenKeys(entries, ['a'], ['a', 'b'])).toEqual(['b']);
    expect(uniqueOpenKeys(entries, ['a'], ['a', 'a1'])).toEqual(['a', 'a1']);
    expect(uniqueOpenKeys(entries, ['a', 'b'], ['a'])).toEqual(['a']);
  });
});
