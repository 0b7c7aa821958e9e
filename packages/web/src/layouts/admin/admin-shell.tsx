import { CompressOutlined } from '@ant-design/icons';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../api/query-client';
import { useAdminInfo } from '../../stores/admin-info';
import { colorOf, menuWidthOf, useLayoutConfig } from '../../stores/layout-config';
import { useNavTabs } from '../../stores/nav-tabs';
import './admin-layout.css';
import { ClassicLayout } from './layout-classic';
import { DefaultLayout } from './layout-default';
import { flatten, readableOn } from '../readable-color';
import { MainView } from './main-view';
import { SettingsDrawer } from './settings-drawer';
import { useAdaptiveLayout, useCurrentTab, useMenusAsTabRoutes, useTabsFollowNavigation } from './use-shell-state';

/** The layout config's colours for the theme in use, and antd's tokens, as CSS variables of the shell. */
function useShellStyle(): CSSProperties {
  const { token } = theme.useToken();
  const config = useLayoutConfig();
  const dark = config.isDark;
  const tabBarBackground = config.layoutMode === 'Classic' ? colorOf(config.headerBarBackground, dark) : token.colorBgLayout;
  const tabHoverBackground = config.layoutMode === 'Classic' ? colorOf(config.headerBarHoverBackground, dark) : token.colorFillSecondary;
  const tabActiveBackground = colorOf(config.headerBarTabActiveBackground, dark);
  // A tab's text reads on the bar, on its hover background and, when current, on its own background.
  const tabSurfaces = [tabBarBackground, flatten(tabHoverBackground, tabBarBackground)];
  const readableTab = (color: string, surfaces: string[]) => surfaces.reduce((current, surface) => readableOn(current, surface), color);
  return {
    '--admin-menu-width': `${menuWidthOf(config)}px`,
    '--admin-bg-layout': token.colorBgLayout,
    '--admin-bg-container': token.colorBgContainer,
    '--admin-border': token.colorBorderSecondary,
    '--admin-text': token.colorText,
    '--admin-text-secondary': token.colorTextSecondary,
    '--admin-primary': token.colorPrimary,
    '--admin-focus': token.colorPrimaryBorder,
    '--admin-radius': `${token.borderRadiusLG}px`,
    '--admin-shadow': dark ? '0 0 0 1px rgba(255,255,255,0.04)' : '0 1px 4px rgba(0, 21, 41, 0.08)',
    '--admin-header-bg': colorOf(config.headerBarBackground, dark),
    '--admin-header-hover-bg': colorOf(config.headerBarHoverBackground, dark),
    // Default tabs sit on the page background, Classic tabs inside the header bar; the picked text
    // colours are kept readable on them (WCAG AA).
    '--admin-tab-color': readableTab(colorOf(config.headerBarTabColor, dark), tabSurfaces),
    '--admin-tab-hover-bg': tabHoverBackground,
    '--admin-tab-active-bg': tabActiveBackground,
    '--admin-tab-active-color': readableTab(colorOf(config.headerBarTabActiveColor, dark), [tabActiveBackground, ...tabSurfaces]),
    '--admin-menu-bg': colorOf(config.menuBackground, dark),
  } as CSSProperties;
}

function ExitTabFullScreen() {
  const { t } = useTranslation('backend');
  const setFullScreen = useNavTabs((state) => state.setFullScreen);
  return (
    <Button
      className="admin-exit-full-screen"
      shape="circle"
      icon={<CompressOutlined />}
      aria-label={t('tabs.exitFullScreen')}
      title={t('tabs.exitFullScreen')}
      onClick={() => setFullScreen(false)}
    />
  );
}

// What one administrator's session read is not shown to the next: the cache goes with the session.
useAdminInfo.subscribe((state, previous) => {
  if (previous.token && !state.token) queryClient.clear();
});

/**
 * The admin shell (spec §3, §4): the Default or Classic layout of the layout config, the open pages as
 * tabs with keep-alive, the settings drawer. Its route's loader has made sure a session and its menus
 * are there.
 */
export default function AdminShell() {
  const { t } = useTranslation('backend');
  const current = useCurrentTab();
  useTabsFollowNavigation(current);
  useMenusAsTabRoutes();
  useAdaptiveLayout();
  const layoutMode = useLayoutConfig((state) => state.layoutMode);
  const fullScreen = useNavTabs((state) => state.tabFullScreen);
  const style = useShellStyle();

  const main = (
    <main id="admin-main" className="admin-layout__content" tabIndex={-1} aria-label={current.meta.title}>
      <MainView current={current} />
    </main>
  );
  const Layout = layoutMode === 'Classic' ? ClassicLayout : DefaultLayout;
  return (
    <QueryClientProvider client={queryClient}>
    <div className="admin-shell" style={style} data-full-screen={fullScreen || undefined}>
      <a className="admin-skip-link" href="#admin-main">
        {t('shell.skipToContent')}
      </a>
      <Layout main={main} fullScreen={fullScreen} />
      {fullScreen ? <ExitTabFullScreen /> : null}
      <SettingsDrawer />
    </div>
    </QueryClientProvider>
  );
}
