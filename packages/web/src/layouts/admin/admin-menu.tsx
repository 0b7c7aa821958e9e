import { ConfigProvider, Menu, theme, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MENU_COLLAPSED_WIDTH, MENU_DEFAULT_ICON_SIZE } from '@vessel/contract';
import { useAdminMenus } from '../../stores/admin-menus';
import { useLayoutConfig } from '../../stores/layout-config';
import { menuEntries, openKeysOf, selectedKeyOf, uniqueOpenKeys, type MenuEntry } from './menu-entries';
import { menuIcon } from './menu-icons';
import { menuTitle } from './menu-title';
import { menuColors } from './menu-colors';

type Item = Required<MenuProps>['items'][number];

function toItems(entries: readonly MenuEntry[], defaultIcon: string): Item[] {
  return entries.map((entry) =>
    entry.kind === 'dir'
      ? { key: entry.key, label: entry.title, icon: menuIcon(entry.icon, defaultIcon), children: toItems(entry.children, defaultIcon) }
      : { key: entry.key, label: entry.title, icon: menuIcon(entry.icon, defaultIcon) },
  );
}

function findEntry(entries: readonly MenuEntry[], key: string): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.key === key) return entry;
    if (entry.kind === 'dir') {
      const found = findEntry(entry.children, key);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The side menu: the administrator's rule tree (titles through menuTitle), the current page selected
 * and its directories open, colours and options from the layout config.
 */
export function AdminMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('backend');
  const menus = useAdminMenus((state) => state.menus);
  const config = useLayoutConfig();
  const { token } = theme.useToken();
  const entries = useMemo(() => menuEntries(menus, (node) => menuTitle(t, node)), [menus, t]);
  const items = useMemo(() => toItems(entries, config.menuDefaultIcon), [entries, config.menuDefaultIcon]);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selectedKey = selectedKeyOf(entries, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => (selectedKey ? openKeysOf(entries, selectedKey) : []));

  // A page opened another way (a tab, a link) opens the directories that lead to it.
  useEffect(() => {
    if (!selectedKey) return;
    const branch = openKeysOf(entries, selectedKey);
    setOpenKeys((open) => (branch.every((key) => open.includes(key)) ? open : config.menuUniqueOpened ? branch : [...new Set([...open, ...branch])]));
  }, [selectedKey, entries, config.menuUniqueOpened]);

  // Keep the current page's item in sight (the menu is long; a tab or a link may select a far item).
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => {
      wrapper.current?.querySelector('.ant-menu-item-selected')?.scrollIntoView({ block: 'nearest' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [selectedKey, openKeys]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = findEntry(entries, key);
    if (!entry || entry.kind === 'dir') return;
    if (entry.kind === 'link') window.open(entry.url, '_blank', 'noopener,noreferrer');
    else void navigate(entry.path);
    onNavigate?.();
  };

  const colors = menuColors(config, config.isDark, { hover: token.colorBgTextHover, pressed: token.controlItemBgActive });
  return (
    <div ref={wrapper}>
      <ConfigProvider
        theme={{
          components: {
            // The picked colours, their text kept readable on their backgrounds (WCAG AA).
            Menu: {
              ...colors,
              iconSize: MENU_DEFAULT_ICON_SIZE,
              collapsedIconSize: MENU_DEFAULT_ICON_SIZE,
              collapsedWidth: MENU_COLLAPSED_WIDTH,
              activeBarBorderWidth: 0,
            },
          },
        }}
      >
        <Menu
          mode="inline"
          aria-label={t('shell.menu')}
          items={items}
          inlineCollapsed={collapsed}
          selectedKeys={selectedKey ? [selectedKey] : []}
          {...(collapsed
            ? {}
            : {
                openKeys,
                onOpenChange: (next: string[]) =>
                  setOpenKeys(config.menuUniqueOpened ? uniqueOpenKeys(entries, openKeys, next) : next),
              })}
          onClick={onClick}
          className="admin-menu"
        />
      </ConfigProvider>
    </div>
  );
}
