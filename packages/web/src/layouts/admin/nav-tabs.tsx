import {
  CloseOutlined,
  ColumnWidthOutlined,
  CompressOutlined,
  ExpandOutlined,
  MoreOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Tabs, type MenuProps, type TabsProps } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayoutConfig } from '../../stores/layout-config';
import { useNavTabs, type TabRoute } from '../../stores/nav-tabs';
import { menuIcon } from './menu-icons';
import { useTabActions, type TabActions } from './use-tab-actions';

type MenuKey = 'reload' | 'close' | 'closeOthers' | 'closeAll' | 'fullScreen';

function tabMenu(
  t: (key: string) => string,
  tab: TabRoute,
  tabCount: number,
  fullScreen: boolean,
  actions: TabActions,
  onDone: () => void,
): MenuProps {
  const items: MenuProps['items'] = [
    { key: 'reload', icon: <ReloadOutlined />, label: t('tabs.refresh') },
    { key: 'close', icon: <CloseOutlined />, label: t('tabs.close'), disabled: tabCount <= 1 },
    { key: 'fullScreen', icon: fullScreen ? <CompressOutlined /> : <ExpandOutlined />, label: t(fullScreen ? 'tabs.exitFullScreen' : 'tabs.fullScreen') },
    { type: 'divider' },
    { key: 'closeOthers', icon: <ColumnWidthOutlined />, label: t('tabs.closeOthers'), disabled: tabCount <= 1 },
    { key: 'closeAll', icon: <CloseOutlined />, label: t('tabs.closeAll') },
  ];
  return {
    items,
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      onDone();
      switch (key as MenuKey) {
        case 'reload':
          if (useNavTabs.getState().activeRoute?.path !== tab.path) actions.open(tab.path);
          actions.reload(tab.path);
          break;
        case 'close':
          actions.close(tab.path);
          break;
        case 'closeOthers':
          actions.closeOthers(tab.path);
          break;
        case 'closeAll':
          actions.closeAll();
          break;
        case 'fullScreen':
          if (useNavTabs.getState().activeRoute?.path !== tab.path) actions.open(tab.path);
          actions.toggleFullScreen();
          break;
      }
    },
  };
}

/**
 * The open pages as tabs (spec §3, §4). Click or Enter opens one; its close button, Delete or Backspace
 * closes it; the context menu (right click, or the menu key / Shift+F10 on a focused tab) and the
 * actions button at the end offer reload, close, close others, close all and full screen.
 */
export function NavTabs() {
  const { t } = useTranslation('backend');
  const tabs = useNavTabs((state) => state.tabsView);
  const active = useNavTabs((state) => state.activeRoute);
  const fullScreen = useNavTabs((state) => state.tabFullScreen);
  const defaultIcon = useLayoutConfig((state) => state.menuDefaultIcon);
  const actions = useTabActions();
  const [menuOpenFor, setMenuOpenFor] = useState<string | null>(null);

  const items: TabsProps['items'] = tabs.map((tab) => ({
    key: tab.path,
    label: tab.meta.title,
    icon: tab.meta.icon ? <span className="admin-tabs__icon">{menuIcon(tab.meta.icon, defaultIcon)}</span> : undefined,
    closable: tabs.length > 1,
  }));

  const wrapTab = (node: ReactElement): ReactElement => {
    const path = node.key ?? '';
    const tab = tabs.find((item) => item.path === path);
    if (!tab) return node;
    return (
      <Dropdown
        key={path}
        trigger={['contextMenu']}
        open={menuOpenFor === path}
        onOpenChange={(open) => setMenuOpenFor(open ? path : null)}
        menu={tabMenu(t, tab, tabs.length, fullScreen, actions, () => setMenuOpenFor(null))}
      >
        {node}
      </Dropdown>
    );
  };

  const renderTabBar: TabsProps['renderTabBar'] = (props, DefaultTabBar) => (
    <DefaultTabBar {...props}>{(node) => wrapTab(node)}</DefaultTabBar>
  );

  const current = active ?? tabs[tabs.length - 1];
  const extra = current ? (
    <Dropdown trigger={['click']} menu={tabMenu(t, current, tabs.length, fullScreen, actions, () => undefined)}>
      <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('tabs.actions')} className="admin-tabs__actions" />
    </Dropdown>
  ) : null;

  return (
    <nav className="admin-tabs" aria-label={t('tabs.label')}>
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={active?.path ?? ''}
        items={items}
        onChange={(key) => actions.open(key)}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') actions.close(key);
        }}
        renderTabBar={renderTabBar}
        locale={{ removeAriaLabel: t('tabs.closeTab'), dropdownAriaLabel: t('tabs.label') }}
        tabBarGutter={6}
        animated={false}
        destroyOnHidden
      />
      {/* Beside the tab list, not in it as antd's extra content: a tablist holds tabs only (WAI-ARIA). */}
      {extra}
    </nav>
  );
}
