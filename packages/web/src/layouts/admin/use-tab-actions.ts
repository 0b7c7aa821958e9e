import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@vessel/contract';
import { tabAfterClosing, useNavTabs } from '../../stores/nav-tabs';
import { usePageReloads } from './main-view';
import { firstMenuPage } from './menu-pages';

export interface TabActions {
  open(path: string): void;
  close(path: string): void;
  closeOthers(path: string): void;
  closeAll(): void;
  reload(path: string): void;
  toggleFullScreen(): void;
}

/**
 * What the tab bar and its menus do: closing the current tab shows its neighbour; closing every tab
 * goes to the first page of the menu (spec §3 tabsViewRoutes), which opens as the one tab left.
 */
export function useTabActions(): TabActions {
  const navigate = useNavigate();
  const reload = usePageReloads((state) => state.reload);

  const home = useCallback(() => firstMenuPage(useNavTabs.getState().tabsViewRoutes) ?? ROUTES.adminBackend, []);

  const open = useCallback(
    (path: string) => {
      const tab = useNavTabs.getState().tabsView.find((item) => item.path === path);
      if (tab) void navigate(tab.fullPath);
    },
    [navigate],
  );

  const close = useCallback(
    (path: string) => {
      const { tabsView, activeRoute, closeTab } = useNavTabs.getState();
      const next = tabAfterClosing(tabsView, path, activeRoute?.path);
      closeTab(path);
      if (next === null) void navigate(home());
      else if (next) void navigate(next.fullPath);
    },
    [navigate, home],
  );

  const closeOthers = useCallback(
    (path: string) => {
      const { tabsView, activeRoute, closeTabs } = useNavTabs.getState();
      const keep = tabsView.find((tab) => tab.path === path);
      if (!keep) return;
      closeTabs(path);
      if (activeRoute?.path !== path) void navigate(keep.fullPath);
    },
    [navigate],
  );

  const closeAll = useCallback(() => {
    useNavTabs.getState().closeTabs();
    void navigate(home());
  }, [navigate, home]);

  const toggleFullScreen = useCallback(() => {
    const { tabFullScreen, setFullScreen } = useNavTabs.getState();
    setFullScreen(!tabFullScreen);
  }, []);

  return useMemo(
    () => ({ open, close, closeOthers, closeAll, reload, toggleFullScreen }),
    [open, close, closeOthers, closeAll, reload, toggleFullScreen],
  );
}
