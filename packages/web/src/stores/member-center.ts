/**
 * The member centre's state of spec §3: open, layoutMode, activeRoute, viewRoutes, showHeadline,
 * authNode, shrink, menuExpand, navUserMenus. Persisted under MEMBER_CENTER_KEY, except what follows
 * the viewport (shrink, and the phone drawer's menuExpand) and whether this page load has asked the
 * server yet (`loaded`): the loading route fetches GET /api/user/index once per page load whatever the
 * stored menu says, so a stored menu only spares a blank shell while it answers.
 */
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { MenuNode } from '@vessel/contract';
import { memberCenterFromMenus, type MemberMenuEntry } from '../layouts/user/member-menus';

export const MEMBER_CENTER_KEY = 'storeMemberCenter';

/** Default: header and menu around the page; Disable: the page alone (an embedded member page). */
export const MEMBER_LAYOUT_MODES = ['Default', 'Disable'] as const;
export type MemberLayoutMode = (typeof MEMBER_LAYOUT_MODES)[number];

export interface MemberCenter {
  /** The member centre answered for this member (it may be closed by the site settings). */
  open: boolean;
  layoutMode: MemberLayoutMode;
  /** The path of the page shown last. */
  activeRoute: string;
  /** The menu: groups, pages and links. */
  viewRoutes: MemberMenuEntry[];
  /** Show group headings (more than one top-level group). */
  showHeadline: boolean;
  /** Per page path, the button rules held under it. */
  authNode: Record<string, string[]>;
  /** Phone-sized viewport: the menu is a drawer. */
  shrink: boolean;
  /** The phone drawer is open. */
  menuExpand: boolean;
  /** The header's member dropdown. */
  navUserMenus: MemberMenuEntry[];
}

export interface MemberCenterState extends MemberCenter {
  /** GET /api/user/index answered during this page load. */
  loaded: boolean;
  setMenus(menus: readonly MenuNode[]): void;
  setOpen(open: boolean): void;
  setLayoutMode(mode: MemberLayoutMode): void;
  setActiveRoute(path: string): void;
  setShrink(shrink: boolean): void;
  setMenuExpand(expand: boolean): void;
  toggleMenuExpand(): void;
  /** Forgets the member's menu and rights (logout). */
  reset(): void;
}

export const EMPTY_MEMBER_CENTER: MemberCenter = {
  open: false,
  layoutMode: 'Default',
  activeRoute: '',
  viewRoutes: [],
  showHeadline: false,
  authNode: {},
  shrink: false,
  menuExpand: false,
  navUserMenus: [],
};

export type PersistedMemberCenter = Omit<MemberCenter, 'shrink' | 'menuExpand'>;

export function persistedMemberCenter(state: MemberCenter): PersistedMemberCenter {
  const { open, layoutMode, activeRoute, viewRoutes, showHeadline, authNode, navUserMenus } = state;
  return { open, layoutMode, activeRoute, viewRoutes, showHeadline, authNode, navUserMenus };
}

const isRecordOfLists = (value: unknown): value is Record<string, string[]> =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'));

/** Reads back a stored state defensively: what does not have the right shape keeps its current value. */
export function mergeStoredMemberCenter(stored: unknown, current: MemberCenter): MemberCenter {
  if (!stored || typeof stored !== 'object') return current;
  const value = stored as Partial<Record<keyof MemberCenter, unknown>>;
  const next = { ...current };
  if (typeof value.open === 'boolean') next.open = value.open;
  if (MEMBER_LAYOUT_MODES.includes(value.layoutMode as MemberLayoutMode)) next.layoutMode = value.layoutMode as MemberLayoutMode;
  if (typeof value.activeRoute === 'string') next.activeRoute = value.activeRoute;
  if (typeof value.showHeadline === 'boolean') next.showHeadline = value.showHeadline;
  if (Array.isArray(value.viewRoutes)) next.viewRoutes = value.viewRoutes as MemberMenuEntry[];
  if (Array.isArray(value.navUserMenus)) next.navUserMenus = value.navUserMenus as MemberMenuEntry[];
  if (isRecordOfLists(value.authNode)) next.authNode = value.authNode;
  return next;
}

function browserStorage(): StateStorage {
  return typeof localStorage === 'undefined' ? { getItem: () => null, setItem: () => undefined, removeItem: () => undefined } : localStorage;
}

/** A member centre store on a given storage (tests pass their own; the app uses localStorage). */
export function createMemberCenterStore(storage: () => StateStorage = browserStorage) {
  return create<MemberCenterState>()(
    persist(
      (set) => ({
        ...EMPTY_MEMBER_CENTER,
        loaded: false,
        setMenus: (menus) => set({ ...memberCenterFromMenus(menus), open: true, loaded: true }),
        setOpen: (open) => set({ open }),
        setLayoutMode: (layoutMode) => set({ layoutMode }),
        setActiveRoute: (activeRoute) => set({ activeRoute }),
        // Entering or leaving phone size closes the drawer.
        setShrink: (shrink) => set((state) => (state.shrink === shrink ? {} : { shrink, menuExpand: false })),
        setMenuExpand: (menuExpand) => set({ menuExpand }),
        toggleMenuExpand: () => set((state) => ({ menuExpand: !state.menuExpand })),
        reset: () => set((state) => ({ ...EMPTY_MEMBER_CENTER, layoutMode: state.layoutMode, shrink: state.shrink, loaded: false })),
      }),
      {
        name: MEMBER_CENTER_KEY,
        version: 1,
        storage: createJSONStorage(storage),
        partialize: (state) => persistedMemberCenter(state),
        merge: (stored, current) => ({ ...current, ...mergeStoredMemberCenter(stored, current) }),
      },
    ),
  );
}

export const useMemberCenter = createMemberCenterStore();
