import { describe, expect, it } from 'vitest';
import { HEADER_TAB_ACTIVE_BACKGROUND, MENU_COLLAPSED_WIDTH, MENU_WIDTH, STORE_KEYS } from '@vessel/contract';
import type { StateStorage } from 'zustand/middleware';
import {
  DEFAULT_LAYOUT,
  createLayoutConfigStore,
  isPhoneWidth,
  mergeStoredLayout,
  menuWidthOf,
  resolveDark,
  shrinkPatch,
  tabActiveBackgroundFor,
} from './layout-config';

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

function stored(storage: { data: Record<string, string> }): Record<string, unknown> {
  return (JSON.parse(storage.data[STORE_KEYS.layoutConfig] ?? '{}') as { state: Record<string, unknown> }).state;
}

describe('menu width (spec §4)', () => {
  it('is menuWidth open, 65 collapsed, 0 collapsed on a phone', () => {
    expect(menuWidthOf({ shrink: false, menuCollapse: false, menuWidth: MENU_WIDTH })).toBe(210);
    expect(menuWidthOf({ shrink: false, menuCollapse: true, menuWidth: MENU_WIDTH })).toBe(MENU_COLLAPSED_WIDTH);
    expect(menuWidthOf({ shrink: true, menuCollapse: true, menuWidth: MENU_WIDTH })).toBe(0);
    expect(menuWidthOf({ shrink: true, menuCollapse: false, menuWidth: MENU_WIDTH })).toBe(210);
    expect(menuWidthOf({ shrink: false, menuCollapse: false, menuWidth: 260 })).toBe(260);
  });

  it('defaults to the spec: 210 wide, Default layout, slide-right, auto theme', () => {
    expect(DEFAULT_LAYOUT).toMatchObject({
      menuWidth: 210,
      layoutMode: 'Default',
      mainAnimation: 'slide-right',
      colorScheme: 'auto',
      menuCollapse: false,
      showDrawer: false,
      shrink: false,
    });
    expect(DEFAULT_LAYOUT.headerBarTabActiveBackground).toEqual(['#ffffff', '#1d1e1f']);
  });
});

describe('theme', () => {
  it('follows the system in auto, else the explicit choice', () => {
    expect(resolveDark('auto', true)).toBe(true);
    expect(resolveDark('auto', false)).toBe(false);
    expect(resolveDark('light', true)).toBe(false);
    expect(resolveDark('dark', false)).toBe(true);
  });

  it('keeps following the system until a theme is picked', () => {
    const store = createLayoutConfigStore(() => memoryStorage(), false);
    expect(store.getState().isDark).toBe(false);
    store.getState().setSystemDark(true);
    expect(store.getState().isDark).toBe(true);
    store.getState().setColorScheme('light');
    expect(store.getState().isDark).toBe(false);
    store.getState().setSystemDark(true);
    expect(store.getState().isDark).toBe(false);
    store.getState().setColorScheme('auto');
    expect(store.getState().isDark).toBe(true);
  });
});

describe('header tab active background by layout mode (spec §4)', () => {
  it('is #ffffff / #f5f5f5 light and #1d1e1f / #141414 dark for Default / Classic', () => {
    expect(tabActiveBackgroundFor('Classic', ['#ffffff', '#1d1e1f'])).toEqual(['#f5f5f5', '#141414']);
    expect(tabActiveBackgroundFor('Default', ['#f5f5f5', '#141414'])).toEqual(['#ffffff', '#1d1e1f']);
    expect(HEADER_TAB_ACTIVE_BACKGROUND.light.Classic).toBe('#f5f5f5');
  });

  it('keeps a colour the administrator picked', () => {
    expect(tabActiveBackgroundFor('Classic', ['#abcdef', '#1D1E1F'])).toEqual(['#abcdef', '#141414']);
  });

  it('changes with the layout mode in the store', () => {
    const store = createLayoutConfigStore(() => memoryStorage(), false);
    store.getState().setLayoutMode('Classic');
    expect(store.getState().layoutMode).toBe('Classic');
    expect(store.getState().headerBarTabActiveBackground).toEqual(['#f5f5f5', '#141414']);
    store.getState().setLayoutMode('Default');
    expect(store.getState().headerBarTabActiveBackground).toEqual(['#ffffff', '#1d1e1f']);
  });
});

describe('phone size (shrink)', () => {
  it('is below 768px', () => {
    expect(isPhoneWidth(767)).toBe(true);
    expect(isPhoneWidth(768)).toBe(false);
  });

  it('folds the menu into its drawer when entering, opens it when leaving, else changes nothing', () => {
    expect(shrinkPatch({ shrink: false, menuCollapse: false }, true)).toEqual({ shrink: true, menuCollapse: true });
    expect(shrinkPatch({ shrink: true, menuCollapse: true }, false)).toEqual({ shrink: false, menuCollapse: false });
    expect(shrinkPatch({ shrink: true, menuCollapse: false }, true)).toEqual({});
    expect(shrinkPatch({ shrink: false, menuCollapse: true }, false)).toEqual({});
  });

  it('gives 0px while the drawer is closed and menuWidth while it is open', () => {
    const store = createLayoutConfigStore(() => memoryStorage(), false);
    store.getState().setShrink(true);
    expect(menuWidthOf(store.getState())).toBe(0);
    store.getState().toggleMenuCollapse();
    expect(menuWidthOf(store.getState())).toBe(210);
  });
});

describe('persistence under STORE_KEYS.layoutConfig', () => {
  it('keeps the choices across a reload, but not the open drawer, the viewport or the resolved theme', () => {
    const storage = memoryStorage();
    const first = createLayoutConfigStore(() => storage, false);
    first.getState().setLayoutMode('Classic');
    first.getState().setColorScheme('dark');
    first.getState().setMenuCollapse(true);
    first.getState().setLayout('menuUniqueOpened', true);
    first.getState().setColor('menuBackground', true, '#000000');
    first.getState().setShowDrawer(true);
    first.getState().setShrink(true);

    expect(stored(storage)).toMatchObject({ layoutMode: 'Classic', colorScheme: 'dark', menuCollapse: true, menuUniqueOpened: true });
    expect(stored(storage)).not.toHaveProperty('showDrawer');
    expect(stored(storage)).not.toHaveProperty('shrink');
    expect(stored(storage)).not.toHaveProperty('isDark');
    expect(stored(storage)).not.toHaveProperty('systemDark');

    const second = createLayoutConfigStore(() => storage, false);
    expect(second.getState()).toMatchObject({
      layoutMode: 'Classic',
      colorScheme: 'dark',
      isDark: true,
      menuCollapse: true,
      menuUniqueOpened: true,
      showDrawer: false,
      shrink: false,
    });
    expect(second.getState().menuBackground).toEqual(['#ffffff', '#000000']);
    expect(second.getState().headerBarTabActiveBackground).toEqual(['#f5f5f5', '#141414']);
  });

  it('resolves a stored auto theme against this browser', () => {
    const storage = memoryStorage();
    createLayoutConfigStore(() => storage, false).getState().setColorScheme('auto');
    expect(createLayoutConfigStore(() => storage, true).getState().isDark).toBe(true);
  });

  it('ignores stored values it does not understand', () => {
    const merged = mergeStoredLayout(
      { layoutMode: 'Fancy', menuWidth: 5000, colorScheme: 'sepia', menuBackground: ['#fff'], menuCollapse: 'yes', mainAnimation: 'fade' },
      DEFAULT_LAYOUT,
    );
    expect(merged).toEqual({ ...DEFAULT_LAYOUT, mainAnimation: 'fade' });
    expect(mergeStoredLayout(null, DEFAULT_LAYOUT)).toEqual(DEFAULT_LAYOUT);
  });

  it('goes back to the defaults on reset, keeping the viewport', () => {
    const storage = memoryStorage();
    const store = createLayoutConfigStore(() => storage, false);
    store.getState().setShrink(true);
    store.getState().setLayoutMode('Classic');
    store.getState().setColorScheme('dark');
    store.getState().reset();
    expect(store.getState()).toMatchObject({ layoutMode: 'Default', colorScheme: 'auto', isDark: false, shrink: true, menuCollapse: true });
    expect(stored(storage)).toMatchObject({ layoutMode: 'Default', colorScheme: 'auto' });
  });
});
