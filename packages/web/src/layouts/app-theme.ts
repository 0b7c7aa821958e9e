/**
 * The app's theme (spec §1, §4): light or dark, antd's dark algorithm for dark, and auto following the
 * system preference until the administrator picks one. Its colours, and why some differ from antd's, are
 * in theme-config.ts.
 */
import { theme, type ThemeConfig } from 'antd';
import { useEffect, useMemo } from 'react';
import { useLayoutConfig } from '../stores/layout-config';
import { accessibleThemeConfig } from './theme-config';

export { PRIMARY_COLOR } from './theme-config';

export function themeConfigOf(isDark: boolean): ThemeConfig {
  return accessibleThemeConfig(isDark, theme);
}

/** The ConfigProvider theme of the current layout config. */
export function useAppTheme(): ThemeConfig {
  const isDark = useLayoutConfig((state) => state.isDark);
  return useMemo(() => themeConfigOf(isDark), [isDark]);
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Keeps the layout config told of the system preference, and the document's colour scheme (native
 * scroll bars, form controls, the first-load overlay) on the theme in use.
 */
export function useColorSchemeSync(): void {
  const isDark = useLayoutConfig((state) => state.isDark);
  const setSystemDark = useLayoutConfig((state) => state.setSystemDark);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    setSystemDark(query.matches);
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [setSystemDark]);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = isDark ? 'dark' : 'light';
    root.style.colorScheme = isDark ? 'dark' : 'light';
  }, [isDark]);
}
