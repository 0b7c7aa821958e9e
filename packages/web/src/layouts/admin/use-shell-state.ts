/**
 * What the admin shell keeps in step with the browser: phone-size shrink, the current location as a
 * tab (added when addable, made active), and the menu tree as the tabs' routes and button rights.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { useLayoutConfig } from '../../stores/layout-config';
import { useAdminMenus } from '../../stores/admin-menus';
import { authNodeOf, useNavTabs, type TabRoute } from '../../stores/nav-tabs';
import { deepestHandle } from '../../router/route-handle';
import { useNarrowScreen } from '../use-narrow-screen';
import { pagePathOf } from './menu-pages';
import { tabRouteOf, type TabTranslate } from './tab-route';

/** Below SHRINK_BELOW_WIDTH the menu becomes a drawer; crossing the line folds or unfolds it. */
export function useAdaptiveLayout(): void {
  useNarrowScreen(useLayoutConfig((state) => state.setShrink));
}

/** The current location as a tab, with its metadata from the menu or the route's handle. */
export function useCurrentTab(): TabRoute {
  const { t } = useTranslation(['backend', 'common']);
  const location = useLocation();
  const matches = useMatches();
  const menus = useAdminMenus((state) => state.menus);
  const handle = deepestHandle(matches);
  const params = matches[matches.length - 1]?.params ?? {};
  const paramsKey = JSON.stringify(params);
  return useMemo(() => {
    const translate = ((key: string, options?: { ns?: string; defaultValue?: string }) =>
      options ? t(key, options) : t(key, { ns: 'common' })) as TabTranslate;
    return tabRouteOf(
      { pathname: location.pathname, search: location.search, params: JSON.parse(paramsKey) as Record<string, string>, handle },
      menus,
      translate,
    );
  }, [location.pathname, location.search, paramsKey, handle, menus, t]);
}

/** Every navigation: the page becomes (or updates) its tab, and its tab is the active one. */
export function useTabsFollowNavigation(current: TabRoute): void {
  const { key } = useLocation();
  useEffect(() => {
    const tabs = useNavTabs.getState();
    tabs.addTab(current);
    tabs.setActiveRoute(current);
  }, [current, key]);
}

/** The menu tree as the tabs' routes (tabsViewRoutes) and the button rights per page (authNode). */
export function useMenusAsTabRoutes(): void {
  const menus = useAdminMenus((state) => state.menus);
  useEffect(() => {
    useNavTabs.getState().setTabsViewRoutes(menus, authNodeOf(menus, (node) => pagePathOf(node) ?? node.path));
  }, [menus]);
}
