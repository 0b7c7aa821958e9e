/**
 * The document's colour scheme, kept on the layout config's theme (spec §4). Apart from app-theme.ts,
 * which needs antd, so that the login pages, which load no antd, follow the theme too.
 */
import { useEffect } from 'react';
import { useLayoutConfig } from '../stores/layout-config';

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
