import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAdminMenus } from '../../stores/admin-menus';
import { menuEntries, openKeysOf, selectedKeyOf, type MenuEntry } from './menu-entries';
import { menuIcon } from './menu-icons';

type Item = Required<MenuProps>['items'][number];

function toItems(entries: readonly MenuEntry[]): Item[] {
  return entries.map((entry) =>
    entry.kind === 'dir'
      ? { key: entry.key, label: entry.title, icon: menuIcon(entry.icon), children: toItems(entry.children) }
      : { key: entry.key, label: entry.title, icon: menuIcon(entry.icon) },
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

/** The sider menu: the admin's rule tree, with the current page selected and its directories open. */
export function AdminMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('backend');
  const menus = useAdminMenus((state) => state.menus);
  const entries = useMemo(() => menuEntries(menus), [menus]);
  const items = useMemo(() => toItems(entries), [entries]);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selectedKey = selectedKeyOf(entries, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => (selectedKey ? openKeysOf(entries, selectedKey) : []));

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = findEntry(entries, key);
    if (!entry || entry.kind === 'dir') return;
    if (entry.kind === 'link') window.open(entry.url, '_blank', 'noopener,noreferrer');
    else void navigate(entry.path);
  };

  return (
    <Menu
      mode="inline"
      aria-label={t('shell.menu')}
      items={items}
      selectedKeys={selectedKey ? [selectedKey] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={onClick}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
