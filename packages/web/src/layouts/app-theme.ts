/**
 * The app's theme (spec §1, §4): light or dark, antd's dark algorithm for dark, and auto following the
 * system preference until the administrator picks one. Its colours, and why some differ from antd's, are
 * in theme-config.ts.
 */
import { theme, type ThemeConfig } from 'antd';
import { useMemo } from 'react';
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
