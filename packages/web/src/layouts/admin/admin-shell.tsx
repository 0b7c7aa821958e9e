import { Layout, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { MENU_COLLAPSED_WIDTH, MENU_WIDTH, ROUTES } from '@vessel/contract';
import { useSiteConfig } from '../../stores/site-config';
import { AdminHeader } from './admin-header';
import { AdminMenu } from './admin-menu';

/**
 * The admin shell, Default layout: sider menu, header, content. Classic layout, themes and tabs come
 * later and grow from here.
 */
export default function AdminShell() {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const siteName = useSiteConfig((state) => state.siteName) || t('appName');

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={MENU_WIDTH}
        collapsedWidth={MENU_COLLAPSED_WIDTH}
        collapsed={collapsed}
        trigger={null}
        theme="light"
        style={{
          borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
          position: 'sticky',
          top: 0,
          height: '100vh',
          overflow: 'auto',
        }}
      >
        <Link
          to={ROUTES.adminBackend}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 10,
            height: 64,
            padding: '0 18px',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
          }}
        >
          <span
            aria-hidden
            style={{
              flex: 'none',
              width: 28,
              height: 28,
              borderRadius: 8,
              display: 'grid',
              placeItems: 'center',
              color: '#fff',
              background: 'linear-gradient(135deg, #1677ff, #13c2c2)',
            }}
          >
            ⚓
          </span>
          {collapsed ? null : (
            <Typography.Text strong ellipsis style={{ fontSize: 15 }}>
              {siteName}
            </Typography.Text>
          )}
        </Link>
        <AdminMenu collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <AdminHeader collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
        <Layout.Content style={{ margin: 16 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
