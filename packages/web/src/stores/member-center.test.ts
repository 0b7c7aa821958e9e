import { describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import type { MenuNode } from '@vessel/contract';
import { EMPTY_MEMBER_CENTER, MEMBER_CENTER_KEY, createMemberCenterStore, mergeStoredMemberCenter } from './member-center';

function memoryStorage(initial: Record<string, string> = {}): StateStorage & { data: Record<string, string> } {
  const data = { ...initial };
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

const stored = (storage: { data: Record<string, string> }) =>
  (JSON.parse(storage.data[MEMBER_CENTER_KEY] ?? '{}') as { state: Record<string, unknown> }).state;

const overview: MenuNode = {
  id: 'r1',
  pid: null,
  type: 'menu',
  title: 'Overview',
  name: 'account/overview',
  path: 'account/overview',
  icon: '',
  menu_type: 'tab',
  url: '',
  component: '',
  keepalive: false,
  children: [],
};

describe('member centre state (spec §3)', () => {
  it('persists the menu, rights, layout mode and last page, not the viewport or the drawer', () => {
    const storage = memoryStorage();
    const store = createMemberCenterStore(() => storage);
    store.getState().setMenus([overview]);
    store.getState().setActiveRoute('/user/account/overview');
    store.getState().setShrink(true);
    store.getState().setMenuExpand(true);
    const state = stored(storage);
    expect(Object.keys(state).sort()).toEqual(['activeRoute', 'authNode', 'layoutMode', 'navUserMenus', 'open', 'showHeadline', 'viewRoutes']);
    expect(state).toMatchObject({ open: true, activeRoute: '/user/account/overview', layoutMode: 'Default' });
    expect((state.viewRoutes as unknown[]).length).toBe(1);
  });

  it('comes back after a reload, but asks the server again (loaded is per page load)', () => {
    const storage = memoryStorage();
    const first = createMemberCenterStore(() => storage);
    first.getState().setMenus([overview]);
    first.getState().setLayoutMode('Disable');
    expect(first.getState().loaded).toBe(true);
    const again = createMemberCenterStore(() => storage);
    expect(again.getState()).toMatchObject({ open: true, layoutMode: 'Disable', loaded: false, shrink: false, menuExpand: false });
    expect(again.getState().viewRoutes).toHaveLength(1);
  });

  it('closes the phone drawer when the viewport changes size class', () => {
    const store = createMemberCenterStore(() => memoryStorage());
    store.getState().setShrink(true);
    store.getState().toggleMenuExpand();
    expect(store.getState().menuExpand).toBe(true);
    store.getState().setShrink(true);
    expect(store.getState().menuExpand).toBe(true);
    store.getState().setShrink(false);
    expect(store.getState().menuExpand).toBe(false);
  });

  it('forgets the member on reset, keeping the layout mode and viewport', () => {
    const storage = memoryStorage();
    const store = createMemberCenterStore(() => storage);
    store.getState().setMenus([overview]);
    store.getState().setLayoutMode('Disable');
    store.getState().setShrink(true);
    store.getState().reset();
    expect(store.getState()).toMatchObject({ open: false, viewRoutes: [], authNode: {}, layoutMode: 'Disable', shrink: true, loaded: false });
    expect(stored(storage).viewRoutes).toEqual([]);
  });

  it('reads a stored state defensively', () => {
    expect(mergeStoredMemberCenter('garbage', EMPTY_MEMBER_CENTER)).toEqual(EMPTY_MEMBER_CENTER);
    const merged = mergeStoredMemberCenter(
      { open: 'yes', layoutMode: 'Sideways', activeRoute: 5, authNode: { '/user/a': [1] }, showHeadline: true },
      EMPTY_MEMBER_CENTER,
    );
    expect(merged).toEqual({ ...EMPTY_MEMBER_CENTER, showHeadline: true });
  });
});
