import { DownOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, Layout, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '@vessel/contract';
import { LanguageSwitch } from '../../components/language-switch';
import { useAdminInfo } from '../../stores/admin-info';
import { logoutAdmin } from './admin-logout';

interface AdminHeaderProps {
  collapsed: boolean;
  onToggle(): void;
}

/** The shell's top bar: menu toggle, language, and the admin's own menu with Logout. */
export function AdminHeader({ collapsed, onToggle }: AdminHeaderProps) {
  const { t } = useTranslation('backend');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const nickname = useAdminInfo((state) => state.nickname || state.username);
  const avatar = useAdminInfo((state) => state.avatar);

  async function logout() {
    await logoutAdmin();
    await navigate(ROUTES.adminLogin, { replace: true });
  }

  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        padding: '0 16px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Flex align="center" justify="space-between" style={{ height: '100%' }}>
        <Button
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
          aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
        />
        <Space size="middle">
          <LanguageSwitch />
          <Dropdown
            trigger={['click']}
            menu={{
              items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout') }],
              onClick: ({ key }) => {
                if (key === 'logout') void logout();
              },
            }}
          >
            <Button type="text" aria-label={t('shell.userMenu')}>
              <Space>
                <Avatar size="small" src={avatar || undefined} icon={<UserOutlined />} />
                <span>{nickname}</span>
                <DownOutlined style={{ fontSize: 10 }} />
              </Space>
            </Button>
          </Dropdown>
        </Space>
      </Flex>
    </Layout.Header>
  );
}
