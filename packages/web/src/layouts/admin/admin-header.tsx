import {
  DownOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '@vessel/contract';
import { LanguageSwitch } from '../../components/language-switch';
import { TerminalButton } from '../../components/terminal/terminal-button';
import { ThemeSwitch } from '../../components/theme-switch';
import { useAdminInfo } from '../../stores/admin-info';
import { useLayoutConfig } from '../../stores/layout-config';
import { AdminBreadcrumb } from './admin-breadcrumb';
import { logoutAdmin } from './admin-logout';
import { NavTabs } from './nav-tabs';

/** The administrator's own page (the profile rule of the seeded menu). */
export const ADMIN_PROFILE_PATH = `${ROUTES.admin}/routine/adminInfo`;

function MenuToggle() {
  const { t } = useTranslation('backend');
  const collapsed = useLayoutConfig((state) => state.menuCollapse);
  const toggle = useLayoutConfig((state) => state.toggleMenuCollapse);
  const label = collapsed ? t('shell.expand') : t('shell.collapse');
  return (
    <Button
      type="text"
      className="admin-header__button"
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      onClick={toggle}
      aria-label={label}
      aria-expanded={!collapsed}
    />
  );
}

/** The browser's full screen for the whole page (the tab menu has its own, for the content only). */
function FullScreenButton() {
  const { t } = useTranslation('backend');
  const [full, setFull] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const onChange = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return null;
  const label = full ? t('shell.exitFullScreen') : t('shell.fullScreen');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        className="admin-header__button"
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={label}
        aria-pressed={full}
        onClick={() => void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined)}
      />
    </Tooltip>
  );
}

function SettingsButton() {
  const { t } = useTranslation('backend');
  const open = useLayoutConfig((state) => state.setShowDrawer);
  return (
    <Tooltip title={t('shell.settings')}>
      <Button type="text" className="admin-header__button" icon={<SettingOutlined />} aria-label={t('shell.settings')} onClick={() => open(true)} />
    </Tooltip>
  );
}

/** The administrator's menu: their profile and logout. */
function AdminUserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation('backend');
  const navigate = useNavigate();
  const nickname = useAdminInfo((state) => state.nickname || state.username);
  const avatar = useAdminInfo((state) => state.avatar);

  async function logout() {
    await logoutAdmin();
    await navigate(ROUTES.adminLogin, { replace: true });
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: t('shell.profile') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') void navigate(ADMIN_PROFILE_PATH);
          if (key === 'logout') void logout();
        },
      }}
    >
      <Button type="text" className="admin-header__button admin-header__user" aria-label={t('shell.userMenu')}>
        <Avatar size="small" src={avatar || undefined} icon={<UserOutlined />} alt="" />
        {compact ? null : <span className="admin-header__nickname">{nickname}</span>}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}

/**
 * The shell's header. Default: the menu toggle, breadcrumbs and tools on a bar, the open pages as tabs
 * below it. Classic: the toggle, the tabs and the tools on one bar, the breadcrumbs below it. On a
 * phone both keep the bar short (toggle and tools) with the tabs below.
 */
export function AdminHeader({ layout }: { layout: 'Default' | 'Classic' }) {
  const { t } = useTranslation('backend');
  const shrink = useLayoutConfig((state) => state.shrink);
  const tools = (
    <div className="admin-header__tools" role="toolbar" aria-label={t('shell.tools')}>
      {shrink ? null : <FullScreenButton />}
      <LanguageSwitch compact={shrink} />
      <ThemeSwitch className="admin-header__button" />
      <TerminalButton />
      <SettingsButton />
      <AdminUserMenu compact={shrink} />
    </div>
  );

  if (shrink) {
    return (
      <header className="admin-header">
        <div className="admin-header__bar">
          <MenuToggle />
          <span className="admin-header__spacer" />
          {tools}
        </div>
        <NavTabs />
      </header>
    );
  }
  if (layout === 'Classic') {
    return (
      <header className="admin-header">
        <div className="admin-header__bar">
          <MenuToggle />
          <NavTabs />
          {tools}
        </div>
        <div className="admin-header__crumbs">
          <AdminBreadcrumb />
        </div>
      </header>
    );
  }
  return (
    <header className="admin-header">
      <div className="admin-header__bar">
        <MenuToggle />
        <AdminBreadcrumb />
        <span className="admin-header__spacer" />
        {tools}
      </div>
      <NavTabs />
    </header>
  );
}
