import { Menu, type MenuProps } from 'antd';
import { useNavigate, useLocation } from 'react-router';
import { menuIcon } from '../admin/menu-icons';
import { useMemberCenter } from '../../stores/member-center';
import { selectedEntryOf, type MemberMenuEntry } from './member-menus';
import { useMemberTitle } from './use-member-title';

type Item = Required<MenuProps>['items'][number];

/**
 * The member centre's menu: pages and links, under group headings when there is more than one group
 * (showHeadline). A page opens in the shell, a link in a new window.
 */
export function UserMenu({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const viewRoutes = useMemberCenter((state) => state.viewRoutes);
  const showHeadline = useMemberCenter((state) => state.showHeadline);
  const titleOf = useMemberTitle();

  const itemOf = (entry: MemberMenuEntry): Item[] => {
    if (entry.kind === 'group') {
      const children = entry.children.flatMap(itemOf);
      return showHeadline ? [{ type: 'group', key: entry.key, label: titleOf(entry), children }] : children;
    }
    return [{ key: entry.key, icon: menuIcon(entry.icon, 'UserOutlined'), label: titleOf(entry) }];
  };
  const byKey = new Map<string, MemberMenuEntry>();
  const index = (entries: readonly MemberMenuEntry[]) => {
    for (const entry of entries) {
      byKey.set(entry.key, entry);
      if (entry.kind === 'group') index(entry.children);
    }
  };
  index(viewRoutes);
  const selected = selectedEntryOf(viewRoutes, pathname);

  return (
    <Menu
      mode="inline"
      className="user-menu"
      selectedKeys={selected ? [selected.key] : []}
      items={viewRoutes.flatMap(itemOf)}
      onClick={({ key }) => {
        const entry = byKey.get(key);
        if (!entry) return;
        if (entry.kind === 'link') window.open(entry.url, '_blank', 'noopener,noreferrer');
        else if (entry.kind === 'route') void navigate(entry.path);
        onNavigate?.();
      }}
    />
  );
}
