import { DownOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ROUTES } from '@vessel/contract';
import { BrandMark } from '../../components/brand-mark';
import { LanguageSwitch } from '../../components/language-switch';
import { ThemeSwitch } from '../../components/theme-switch';
import { useMemberCenter } from '../../stores/member-center';
import { useMemberInfo } from '../../stores/member-info';
import { logoutMember } from '../../stores/member-session';
import { useSiteName } from '../../stores/site-config';
import { menuIcon } from '../admin/menu-icons';
import { useMemberTitle } from './use-member-title';

/** The member's dropdown: the member centre's pages (navUserMenus) and logout. */
function MemberMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation('frontend');
  const navigate = useNavigate();
  const nickname = useMemberInfo((state) => state.nickname || state.username);
  const avatar = useMemberInfo((state) => state.avatar);
  const entries = useMemberCenter((state) => state.navUserMenus);
  const titleOf = useMemberTitle();
  const items: MenuProps['items'] = [
    ...entries.map((entry) => ({ key: entry.key, icon: menuIcon(entry.icon, 'UserOutlined'), label: titleOf(entry) })),
    ...(entries.length ? [{ type: 'divider' as const }] : []),
    { key: 'logout', icon: <LogoutOutlined />, label: t('centre.logout'), danger: true },
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'logout') {
            void logoutMember();
            return;
          }
          const entry = entries.find((item) => item.key === key);
          if (entry?.kind === 'route') void navigate(entry.path);
          else if (entry?.kind === 'link') window.open(entry.url, '_blank', 'noopener,noreferrer');
        },
      }}
    >
      <Button type="text" className="user-header__member" aria-label={t('centre.memberMenu')}>
        <Avatar size="small" src={avatar || undefined} icon={<UserOutlined />} alt="" />
        {compact ? null : <span className="user-header__nickname">{nickname}</span>}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}

/** The member centre's header: the site, language, theme and the member's menu; on a phone, the menu button. */
export function UserHeader() {
  const { t } = useTranslation(['frontend', 'common']);
  const siteName = useSiteName();
  const shrink = useMemberCenter((state) => state.shrink);
  const menuExpand = useMemberCenter((state) => state.menuExpand);
  const toggle = useMemberCenter((state) => state.toggleMenuExpand);
  return (
    <header className="user-header">
      <div className="user-header__inner">
        {shrink ? (
          <Button type="text" icon={<MenuOutlined />} aria-label={t('centre.openMenu')} aria-expanded={menuExpand} onClick={toggle} />
        ) : null}
        <Link to={ROUTES.user} className="user-header__brand">
          <BrandMark size="bar" />
          {shrink ? null : <span className="user-header__site">{siteName}</span>}
          <span className="user-header__area">{t('centre.heading')}</span>
        </Link>
        <span className="user-header__spacer" />
        <LanguageSwitch compact={shrink} />
        <ThemeSwitch />
        <MemberMenu compact={shrink} />
      </div>
    </header>
  );
}
