/**
 * The layout config of spec §3, persisted under STORE_KEYS.layoutConfig: layout mode, theme, menu and
 * header bar colours (each a [light, dark] pair), menu width and collapse. The decisions (the menu's
 * width, the dark flag, the tab background that follows the layout mode, phone-size shrink) are pure
 * functions, tested without a browser; the store only applies them.
 */
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { HEADER_TAB_ACTIVE_BACKGROUND, MENU_COLLAPSED_WIDTH, MENU_WIDTH, STORE_KEYS } from '@vessel/contract';

export const LAYOUT_MODES = ['Default', 'Classic'] as const;
export type LayoutMode = (typeof LAYOUT_MODES)[number];

/** auto follows the system preference until the administrator picks light or dark (spec §4). */
export const COLOR_SCHEMES = ['auto', 'light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** How a page enters when it is shown; slide-right is the default of spec §3. */
export const MAIN_ANIMATIONS = ['slide-right', 'slide-left', 'fade', 'none'] as const;
export type MainAnimation = (typeof MAIN_ANIMATIONS)[number];

/** A colour for the light theme and one for the dark theme. */
export type ColorPair = readonly [light: string, dark: string];

export const COLOR_KEYS = [
  'menuBackground',
  'menuColor',
  'menuActiveBackground',
  'menuActiveColor',
  'menuTopBarBackground',
  'headerBarBackground',
  'headerBarHoverBackground',
  'headerBarTabColor',
  'headerBarTabActiveBackground',
  'headerBarTabActiveColor',
] as const;
export type ColorKey = (typeof COLOR_KEYS)[number];

export interface LayoutConfig extends Record<ColorKey, ColorPair> {
  /** The settings drawer is open (not persisted). */
  showDrawer: boolean;
  /** Phone-size screen: the menu is a drawer (not persisted; follows the viewport). */
  shrink: boolean;
  layoutMode: LayoutMode;
  mainAnimation: MainAnimation;
  colorScheme: ColorScheme;
  /** The theme in use: colorScheme, with auto resolved against the system preference. */
  isDark: boolean;
  menuWidth: number;
  /** Icon of a menu rule that names none or one we do not know. */
  menuDefaultIcon: string;
  menuCollapse: boolean;
  /** Opening a menu directory closes the others. */
  menuUniqueOpened: boolean;
  /** The site's name and mark above the menu. */
  menuShowTopBar: boolean;
}

export const DEFAULT_LAYOUT: LayoutConfig = {
  showDrawer: false,
  shrink: false,
  layoutMode: 'Default',
  mainAnimation: 'slide-right',
  colorScheme: 'auto',
  isDark: false,
  menuWidth: MENU_WIDTH,
  menuDefaultIcon: 'MenuOutlined',
  menuCollapse: false,
  menuUniqueOpened: false,
  menuShowTopBar: true,
  menuBackground: ['#ffffff', '#1d1e1f'],
  menuColor: ['#303133', '#cfd3dc'],
  menuActiveBackground: ['#e6f4ff', '#111d2c'],
  menuActiveColor: ['#1677ff', '#4096ff'],
  menuTopBarBackground: ['#fcfcfc', '#1d1e1f'],
  headerBarBackground: ['#ffffff', '#1d1e1f'],
  headerBarHoverBackground: ['#f5f5f5', '#18222c'],
  headerBarTabColor: ['#303133', '#cfd3dc'],
  headerBarTabActiveBackground: [HEADER_TAB_ACTIVE_BACKGROUND.light.Default, HEADER_TAB_ACTIVE_BACKGROUND.dark.Default],
  headerBarTabActiveColor: ['#1677ff', '#4096ff'],
};

/** Viewports narrower than this (px) are phone-sized: the menu becomes a drawer. */
export const SHRINK_BELOW_WIDTH = 768;

/** The menu's width in px (spec §4): 0 collapsed in shrink mode, 65 collapsed otherwise, menuWidth open. */
export function menuWidthOf(config: Pick<LayoutConfig, 'shrink' | 'menuCollapse' | 'menuWidth'>): number {
  if (!config.menuCollapse) return config.menuWidth;
  return config.shrink ? 0 : MENU_COLLAPSED_WIDTH;
}

export function resolveDark(scheme: ColorScheme, systemDark: boolean): boolean {
  return scheme === 'dark' || (scheme === 'auto' && systemDark);
}

/** The colour of a pair for the theme in use. */
export function colorOf(pair: ColorPair, isDark: boolean): string {
  return pair[isDark ? 1 : 0];
}

/**
 * The active tab's background follows the layout mode (spec §4: light #ffffff / #f5f5f5, dark #1d1e1f /
 * #141414 for Default / Classic): a theme's colour that is the other mode's default becomes this mode's
 * default. A colour the administrator picked stays.
 */
export function tabActiveBackgroundFor(mode: LayoutMode, current: ColorPair): ColorPair {
  const other: LayoutMode = mode === 'Default' ? 'Classic' : 'Default';
  const pick = (theme: 'light' | 'dark', value: string) =>
    value.toLowerCase() === HEADER_TAB_ACTIVE_BACKGROUND[theme][other] ? HEADER_TAB_ACTIVE_BACKGROUND[theme][mode] : value;
  return [pick('light', current[0]), pick('dark', current[1])];
}

/**
 * Entering phone size folds the menu away (its drawer closed); leaving it opens the menu again as the
 * side bar. Nothing changes while the size class stays the same.
 */
export function shrinkPatch(
  config: Pick<LayoutConfig, 'shrink' | 'menuCollapse'>,
  shrink: boolean,
): Partial<Pick<LayoutConfig, 'shrink' | 'menuCollapse'>> {
  if (shrink === config.shrink) return {};
  return { shrink, menuCollapse: shrink };
}

export function isPhoneWidth(width: number): boolean {
  return width < SHRINK_BELOW_WIDTH;
}

/** What survives a reload: everything but the open drawer, the viewport's shrink and the resolved theme. */
export type PersistedLayout = Omit<LayoutConfig, 'showDrawer' | 'shrink' | 'isDark'>;

export function persistedLayout(config: LayoutConfig): PersistedLayout {
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(DEFAULT_LAYOUT) as Array<keyof LayoutConfig>) {
    if (key !== 'showDrawer' && key !== 'shrink' && key !== 'isDark') kept[key] = config[key];
  }
  return kept as PersistedLayout;
}

/** Reads back a stored config defensively: unknown values fall back to the defaults. */
export function mergeStoredLayout(stored: unknown, current: LayoutConfig): LayoutConfig {
  if (!stored || typeof stored !== 'object') return current;
  const value = stored as Partial<Record<keyof LayoutConfig, unknown>>;
  const next: LayoutConfig = { ...current };
  if (LAYOUT_MODES.includes(value.layoutMode as LayoutMode)) next.layoutMode = value.layoutMode as LayoutMode;
  if (MAIN_ANIMATIONS.includes(value.mainAnimation as MainAnimation)) next.mainAnimation = value.mainAnimation as MainAnimation;
  if (COLOR_SCHEMES.includes(value.colorScheme as ColorScheme)) next.colorScheme = value.colorScheme as ColorScheme;
  if (typeof value.menuWidth === 'number' && value.menuWidth >= 120 && value.menuWidth <= 480) next.menuWidth = value.menuWidth;
  if (typeof value.menuDefaultIcon === 'string' && value.menuDefaultIcon) next.menuDefaultIcon = value.menuDefaultIcon;
  for (const key of ['menuCollapse', 'menuUniqueOpened', 'menuShowTopBar'] as const) {
    if (typeof value[key] === 'boolean') next[key] = value[key];
  }
  for (const key of COLOR_KEYS) {
    const pair = value[key];
    if (Array.isArray(pair) && pair.length === 2 && pair.every((color) => typeof color === 'string' && color)) {
      next[key] = [pair[0] as string, pair[1] as string];
    }
  }
  return next;
}

export interface LayoutConfigState extends LayoutConfig {
  /** prefers-color-scheme: dark, as last reported by the browser. */
  systemDark: boolean;
  setLayout<K extends 'menuWidth' | 'menuDefaultIcon' | 'menuUniqueOpened' | 'menuShowTopBar' | 'mainAnimation'>(
    key: K,
    value: LayoutConfig[K],
  ): void;
  setLayoutMode(mode: LayoutMode): void;
  setColorScheme(scheme: ColorScheme): void;
  setSystemDark(dark: boolean): void;
  setColor(key: ColorKey, isDark: boolean, color: string): void;
  setShrink(shrink: boolean): void;
  setMenuCollapse(collapse: boolean): void;
  toggleMenuCollapse(): void;
  setShowDrawer(show: boolean): void;
  /** Back to the defaults, keeping the viewport's shrink and the drawer open. */
  reset(): void;
}

function systemPrefersDark(): boolean {
  try {
    return typeof window !== 'undefined' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    return false;
  }
}

function browserStorage(): StateStorage {
  return typeof localStorage === 'undefined'
    ? { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }
    : localStorage;
}

/** A layout store on a given storage (tests pass their own; the app uses localStorage). */
export function createLayoutConfigStore(storage: () => StateStorage = browserStorage, systemDark = systemPrefersDark()) {
  return create<LayoutConfigState>()(
    persist(
      (set, get) => ({
        ...DEFAULT_LAYOUT,
        systemDark,
        isDark: resolveDark(DEFAULT_LAYOUT.colorScheme, systemDark),
        setLayout: (key, value) => set({ [key]: value } as Partial<LayoutConfig>),
        setLayoutMode: (mode) =>
          set((state) => ({
            layoutMode: mode,
            headerBarTabActiveBackground: tabActiveBackgroundFor(mode, state.headerBarTabActiveBackground),
          })),
        setColorScheme: (scheme) => set((state) => ({ colorScheme: scheme, isDark: resolveDark(scheme, state.systemDark) })),
        setSystemDark: (dark) => set((state) => ({ systemDark: dark, isDark: resolveDark(state.colorScheme, dark) })),
        setColor: (key, isDark, color) =>
          set((state) => {
            const pair = state[key];
            return { [key]: isDark ? [pair[0], color] : [color, pair[1]] } as Partial<LayoutConfig>;
          }),
        setShrink: (shrink) => set((state) => shrinkPatch(state, shrink)),
        setMenuCollapse: (collapse) => set({ menuCollapse: collapse }),
        toggleMenuCollapse: () => set((state) => ({ menuCollapse: !state.menuCollapse })),
        setShowDrawer: (show) => set({ showDrawer: show }),
        reset: () => {
          const { shrink, showDrawer, systemDark: dark } = get();
          set({
            ...DEFAULT_LAYOUT,
            shrink,
            showDrawer,
            menuCollapse: shrink,
            isDark: resolveDark(DEFAULT_LAYOUT.colorScheme, dark),
          });
        },
      }),
      {
        name: STORE_KEYS.layoutConfig,
        version: 1,
        storage: createJSONStorage(storage),
        partialize: (state) => persistedLayout(state),
        merge: (stored, current) => {
          const merged = mergeStoredLayout(stored, current);
          return { ...current, ...merged, isDark: resolveDark(merged.colorScheme, current.systemDark) };
        },
      },
    ),
  );
}

export const useLayoutConfig = createLayoutConfigStore();
