/**
 * The admin tabs of spec §3 and §4: activeIndex, activeRoute, tabsView, tabFullScreen (the only field
 * persisted, under STORE_KEYS.tabsView), tabsViewRoutes (the menu tree the tabs come from) and authNode
 * (per page path, the button rules the administrator holds under it). The rules are pure functions over
 * the list of tabs, tested without React; the store applies them.
 */
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { STORE_KEYS, type MenuNode } from '@vessel/contract';

export type TabQuery = Record<string, string | string[]>;

/** What a route says about itself as a tab (its metadata). */
export interface TabMeta {
  /** The tab's text, already in the reader's language. */
  title: string;
  /** A menu icon name, when the page comes from the menu. */
  icon?: string;
  /** Only a route marked addable becomes a tab (spec §4). */
  addtab: boolean;
  /** The page keeps its state while another tab is shown. */
  keepalive: boolean;
}

export interface TabRoute {
  /** The tab's identity: the page's pathname, without query. */
  path: string;
  /** Pathname and query, where clicking the tab goes back to. */
  fullPath: string;
  /** The route's name (or the menu rule's). */
  name: string;
  params: Record<string, string>;
  query: TabQuery;
  meta: TabMeta;
}

/**
 * Opening a route: an addable route becomes a tab at the end; a path that already has a tab only takes
 * the new params and query (and where to return to), keeping its place, title and flags.
 */
export function withTab(tabs: readonly TabRoute[], route: TabRoute): TabRoute[] {
  if (!route.meta.addtab) return [...tabs];
  const index = tabs.findIndex((tab) => tab.path === route.path);
  if (index === -1) return [...tabs, route];
  return tabs.map((tab, at) =>
    at === index ? { ...tab, params: route.params, query: route.query, fullPath: route.fullPath } : tab,
  );
}

export function withoutTab(tabs: readonly TabRoute[], path: string): TabRoute[] {
  return tabs.filter((tab) => tab.path !== path);
}

/** Close all (no path) or all except the tab of `keepPath`. */
export function onlyTab(tabs: readonly TabRoute[], keepPath?: string): TabRoute[] {
  if (keepPath === undefined) return [];
  return tabs.filter((tab) => tab.path === keepPath);
}

/**
 * Where to go when the tab at `path` closes: nowhere unless it is the active one; else its right
 * neighbour, or its left one when it was last; null when no tab is left.
 */
export function tabAfterClosing(tabs: readonly TabRoute[], path: string, activePath: string | undefined): TabRoute | null | undefined {
  if (path !== activePath) return undefined;
  const index = tabs.findIndex((tab) => tab.path === path);
  if (index === -1) return undefined;
  return tabs[index + 1] ?? tabs[index - 1] ?? null;
}

/** Page path → the names of the button rules held under that page (spec §6, button-level rights). */
export type AuthNode = Record<string, string[]>;

/** The authNode of a menu tree: for each page, its button children's names. `pathOf` maps a rule to its page path. */
export function authNodeOf(menus: readonly MenuNode[], pathOf: (node: MenuNode) => string): AuthNode {
  const out: AuthNode = {};
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.type === 'menu') {
        const buttons = node.children.filter((child) => child.type === 'button').map((child) => child.name);
        if (buttons.length > 0) out[pathOf(node)] = buttons;
      }
      walk(node.children);
    }
  };
  walk(menus);
  return out;
}

export interface NavTabsState {
  activeIndex: number;
  activeRoute: TabRoute | null;
  tabsView: TabRoute[];
  tabFullScreen: boolean;
  tabsViewRoutes: MenuNode[];
  authNode: AuthNode;
  /** Adds the route as a tab when it is addable, or updates the tab of its path. */
  addTab(route: TabRoute): void;
  /** Marks the tab of the route's path active; a route without a tab leaves no tab active. */
  setActiveRoute(route: TabRoute): void;
  closeTab(path: string): void;
  /** Closes every tab, or every tab except the one of `keepPath`. */
  closeTabs(keepPath?: string): void;
  setFullScreen(fullScreen: boolean): void;
  setTabsViewRoutes(menus: MenuNode[], authNode: AuthNode): void;
  /** Forgets the tabs of a session (logout); the full-screen preference stays. */
  reset(): void;
}

function activeOf(tabs: readonly TabRoute[], active: TabRoute | null): Pick<NavTabsState, 'activeIndex' | 'activeRoute'> {
  const index = active ? tabs.findIndex((tab) => tab.path === active.path) : -1;
  return index === -1 ? { activeIndex: -1, activeRoute: null } : { activeIndex: index, activeRoute: tabs[index]! };
}

function browserStorage(): StateStorage {
  return typeof localStorage === 'undefined'
    ? { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }
    : localStorage;
}

export function createNavTabsStore(storage: () => StateStorage = browserStorage) {
  return create<NavTabsState>()(
    persist(
      (set) => ({
        activeIndex: -1,
        activeRoute: null,
        tabsView: [],
        tabFullScreen: false,
        tabsViewRoutes: [],
        authNode: {},
        addTab: (route) =>
          set((state) => {
            const tabsView = withTab(state.tabsView, route);
            return { tabsView, ...activeOf(tabsView, state.activeRoute) };
          }),
        setActiveRoute: (route) => set((state) => activeOf(state.tabsView, route)),
        closeTab: (path) =>
          set((state) => {
            const tabsView = withoutTab(state.tabsView, path);
            return { tabsView, ...activeOf(tabsView, state.activeRoute) };
          }),
        closeTabs: (keepPath) =>
          set((state) => {
            const tabsView = onlyTab(state.tabsView, keepPath);
            return { tabsView, ...activeOf(tabsView, state.activeRoute) };
          }),
        setFullScreen: (tabFullScreen) => set({ tabFullScreen }),
        setTabsViewRoutes: (tabsViewRoutes, authNode) => set({ tabsViewRoutes, authNode }),
        reset: () => set({ activeIndex: -1, activeRoute: null, tabsView: [], tabsViewRoutes: [], authNode: {} }),
      }),
      {
        name: STORE_KEYS.tabsView,
        version: 1,
        storage: createJSONStorage(storage),
        partialize: (state) => ({ tabFullScreen: state.tabFullScreen }),
        merge: (stored, current) => {
          const value = (stored ?? {}) as { tabFullScreen?: unknown };
          return { ...current, tabFullScreen: value.tabFullScreen === true };
        },
      },
    ),
  );
}

export const useNavTabs = createNavTabsStore();
