import { create } from 'zustand';
import type { AdminIndexAnswer, MenuNode } from '@vessel/contract';

/**
 * What GET /admin/index/index returns beyond the persisted stores: the menu tree and navigation. Held
 * in memory only, so each page load fetches it once (the admin loading route does).
 */
export interface AdminMenusState {
  loaded: boolean;
  menus: MenuNode[];
  nav: AdminIndexAnswer['nav'];
  terminal: AdminIndexAnswer['terminal'] | null;
  setIndex(answer: Pick<AdminIndexAnswer, 'menus' | 'nav' | 'terminal'>): void;
  reset(): void;
}

export const useAdminMenus = create<AdminMenusState>()((set) => ({
  loaded: false,
  menus: [],
  nav: [],
  terminal: null,
  setIndex: ({ menus, nav, terminal }) => set({ loaded: true, menus, nav, terminal }),
  reset: () => set({ loaded: false, menus: [], nav: [], terminal: null }),
}));
