import { UserOutlined } from '@ant-design/icons';
import { Avatar, Drawer, Typography, theme } from 'antd';
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useMemberCenter } from '../../stores/member-center';
import { useMemberInfo } from '../../stores/member-info';
import { useNarrowScreen } from '../use-narrow-screen';
import { UserHeader } from './user-header';
import { UserMenu } from './user-menu';
import './user-layout.css';

/** Below 768 px the member centre's menu becomes a drawer (as the admin shell's does). */
function useMemberShrink(): void {
  useNarrowScreen(useMemberCenter((state) => state.setShrink));
}

/** The member above the menu. */
function MemberCard() {
  const { t } = useTranslation('frontend');
  const nickname = useMemberInfo((state) => state.nickname || state.username);
  const username = useMemberInfo((state) => state.username);
  const avatar = useMemberInfo((state) => state.avatar);
  return (
    <div className="user-aside__member">
      <Avatar size={64} src={avatar || undefined} icon={<UserOutlined />} alt={t('profile.avatar')} />
      <Typography.Text strong ellipsis style={{ maxWidth: '100%', marginTop: 8 }}>
        {nickname}
      </Typography.Text>
      {username !== nickname ? (
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: '100%', fontSize: 12 }}>
          @{username}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/**
 * The member centre shell (spec §2, §3): header, the menu of GET /api/user/index beside the page (a
 * drawer on a phone), the page. Layout mode Disable shows the page alone. Its route's loader has made
 * sure a member session and its menu are there.
 */
export default function UserShell() {
  const { t } = useTranslation('frontend');
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  useMemberShrink();
  const layoutMode = useMemberCenter((state) => state.layoutMode);
  const shrink = useMemberCenter((state) => state.shrink);
  const menuExpand = useMemberCenter((state) => state.menuExpand);
  const setMenuExpand = useMemberCenter((state) => state.setMenuExpand);
  const setActiveRoute = useMemberCenter((state) => state.setActiveRoute);

  useEffect(() => setActiveRoute(pathname), [pathname, setActiveRoute]);

  const style = {
    '--user-bg-layout': token.colorBgLayout,
    '--user-bg-container': token.colorBgContainer,
    '--user-border': token.colorBorderSecondary,
    '--user-text': token.colorText,
    '--user-text-secondary': token.colorTextSecondary,
    '--user-primary': token.colorPrimary,
    '--user-radius': `${token.borderRadiusLG}px`,
  } as CSSProperties;

  if (layoutMode === 'Disable') {
    return (
      <main className="user-shell user-shell--bare" style={style}>
        <Outlet />
      </main>
    );
  }

  const aside = (
    <nav aria-label={t('centre.menu')}>
      <MemberCard />
      <UserMenu {...(shrink ? { onNavigate: () => setMenuExpand(false) } : {})} />
    </nav>
  );
  return (
    <div className="user-shell" style={style}>
      <UserHeader />
      <div className="user-body">
        {shrink ? (
          <Drawer
            open={menuExpand}
            onClose={() => setMenuExpand(false)}
            placement="left"
            size={260}
            title={t('centre.heading')}
            styles={{ body: { padding: 0 } }}
          >
            {aside}
          </Drawer>
        ) : (
          <aside className="user-aside">{aside}</aside>
        )}
        <main id="user-main" className="user-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
