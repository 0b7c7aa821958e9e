import { describe, expect, it } from 'vitest';
import { STORE_KEYS, type MenuNode } from '@vessel/contract';
import type { StateStorage } from 'zustand/middleware';
import { authNodeOf, createNavTabsStore, onlyTab, tabAfterClosing, withTab, withoutTab, type TabRoute } from './nav-tabs';

function tab(path: string, extra: Partial<TabRoute> & { addtab?: boolean; keepalive?: boolean } = {}): TabRoute {
  const { addtab = true, keepalive = false, ...rest } = extra;
  return {
    path,
    fullPath: path,
    name: path,
    params: {},
    query: {},
    meta: { title: path, addtab, keepalive },
    ...rest,
  };
}

function memoryStorage(): StateStorage & { data: Record<string, string> } {
  const data: Record<string, string> = {};
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

describe('adding tabs (spec §4)', () => {
  it('adds only a route its metadata marks addable', () => {
    expect(withTab([], tab('/admin/a'))).toHaveLength(1);
    expect(withTab([], tab('/admin/loading', { addtab: false }))).toEqual([]);
  });

  it('adds a new path at the end', () => {
    const tabs = withTab(withTab([], tab('/admin/a')), tab('/admin/b'));
    expect(tabs.map((item) => item.path)).toEqual(['/admin/a', '/admin/b']);
  });

  it('only updates the params and query of a path that already has a tab', () => {
    const first = tab('/admin/detailPage', { fullPath: '/admin/detailPage?id=1', query: { id: '1' } });
    const again = tab('/admin/detailPage', {
      fullPath: '/admin/detailPage?id=2',
      query: { id: '2' },
      params: { x: 'y' },
      name: 'other',
      meta: { title: 'Other title', addtab: true, keepalive: true },
    });
    const tabs = withTab([first, tab('/admin/b')], again);
    expect(tabs).toHaveLength(2);
    expect(tabs[0]).toEqual({ ...first, query: { id: '2' }, params: { x: 'y' }, fullPath: '/admin/detailPage?id=2' });
  });
});

describe('closing tabs', () => {
  const tabs = [tab('/admin/a'), tab('/admin/b'), tab('/admin/c')];

  it('closes one', () => {
    expect(withoutTab(tabs, '/admin/b').map((item) => item.path)).toEqual(['/admin/a', '/admin/c']);
    expect(withoutTab(tabs, '/admin/none')).toHaveLength(3);
  });

  it('closes all, or all except one', () => {
    expect(onlyTab(tabs)).toEqual([]);
    expect(onlyTab(tabs, '/admin/b').map((item) => item.path)).toEqual(['/admin/b']);
  });

  it('shows the right neighbour after closing the active tab, the left one after closing the last', () => {
    expect(tabAfterClosing(tabs, '/admin/b', '/admin/b')?.path).toBe('/admin/c');
    expect(tabAfterClosing(tabs, '/admin/c', '/admin/c')?.path).toBe('/admin/b');
    expect(tabAfterClosing([tabs[0]!], '/admin/a', '/admin/a')).toBeNull();
    expect(tabAfterClosing(tabs, '/admin/a', '/admin/c')).toBeUndefined();
  });
});

describe('the tabs store', () => {
  it('follows the active route and keeps the active index right as tabs come and go', () => {
    const store = createNavTabsStore(() => memoryStorage());
    const { addTab, setActiveRoute, closeTab, closeTabs } = store.getState();
    for (const path of ['/admin/a', '/admin/b', '/admin/c']) {
      addTab(tab(path));
      setActiveRoute(tab(path));
    }
    expect(store.getState()).toMatchObject({ activeIndex: 2, activeRoute: { path: '/admin/c' } });
    setActiveRoute(tab('/admin/b'));
    expect(store.getState().activeIndex).toBe(1);
    closeTab('/admin/a');
    expect(store.getState()).toMatchObject({ activeIndex: 0, activeRoute: { path: '/admin/b' } });
    closeTabs('/admin/c');
    expect(store.getState()).toMatchObject({ activeIndex: -1, activeRoute: null });
    expect(store.getState().tabsView.map((item) => item.path)).toEqual(['/admin/c']);
    closeTabs();
    expect(store.getState().tabsView).toEqual([]);
  });

  it('has no active tab on a route that is not a tab', () => {
    const store = createNavTabsStore(() => memoryStorage());
    store.getState().addTab(tab('/admin/a'));
    store.getState().setActiveRoute(tab('/admin/a'));
    store.getState().addTab(tab('/admin/x', { addtab: false }));
    store.getState().setActiveRoute(tab('/admin/x', { addtab: false }));
    expect(store.getState()).toMatchObject({ activeIndex: -1, activeRoute: null });
    expect(store.getState().tabsView).toHaveLength(1);
  });

  it('persists only the full-screen tab view under STORE_KEYS.tabsView', () => {
    const storage = memoryStorage();
    const store = createNavTabsStore(() => storage);
    store.getState().addTab(tab('/admin/a'));
    store.getState().setFullScreen(true);
    expect(JSON.parse(storage.data[STORE_KEYS.tabsView]!)).toMatchObject({ state: { tabFullScreen: true } });
    expect(Object.keys((JSON.parse(storage.data[STORE_KEYS.tabsView]!) as { state: object }).state)).toEqual(['tabFullScreen']);

    const reloaded = createNavTabsStore(() => storage);
    expect(reloaded.getState()).toMatchObject({ tabFullScreen: true, tabsView: [] });
  });

  it('forgets the session at logout but keeps the full-screen preference', () => {
    const store = createNavTabsStore(() => memoryStorage());
    store.getState().addTab(tab('/admin/a'));
    store.getState().setFullScreen(true);
    store.getState().reset();
    expect(store.getState()).toMatchObject({ tabsView: [], activeRoute: null, tabFullScreen: true });
  });
});

describe('authNode', () => {
  const node = (partial: Partial<MenuNode> & Pick<MenuNode, 'id' | 'type' | 'name'>): MenuNode => ({
    pid: null,
    title: partial.name,
    path: partial.name,
    icon: '',
    menu_type: partial.type === 'menu' ? 'tab' : null,
    url: '',
    component: '',
    keepalive: false,
    children: [],
    ...partial,
  });

  it('maps each page to the button rules under it', () => {
    const menus = [
      node({
        id: '1',
        type: 'menu_dir',
        name: 'auth',
        children: [
          node({
            id: '2',
            type: 'menu',
            name: 'auth/admin',
            children: [node({ id: '3', type: 'button', name: 'auth/admin/add' }), node({ id: '4', type: 'button', name: 'auth/admin/del' })],
          }),
          node({ id: '5', type: 'menu', name: 'auth/empty' }),
        ],
      }),
    ];
    expect(authNodeOf(menus, (item) => `/admin/${item.path}`)).toEqual({ '/admin/auth/admin': ['auth/admin/add', 'auth/admin/del'] });
  });
});
