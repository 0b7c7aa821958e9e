import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Descriptions, Flex, Row, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { greetingKey } from '@vessel/contract';
import { formatDate, formatDateTime } from '../../../locales/format';
import { currentLang } from '../../../locales/i18n';
import { isSuperuser, useAdminInfo } from '../../../stores/admin-info';
import { useAdminMenus } from '../../../stores/admin-menus';
import { siteNameOf, useSiteConfig } from '../../../stores/site-config';
import { useUserRights } from '../../../stores/user-rights';
import { dashboardPanelsFor, registeredDashboardPanels } from './dashboard-panels';
// The maritime modules' panels register themselves when the dashboard loads.
import './module-panels';

/** The current time, renewed each minute while the page is shown (the greeting changes with the hour). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The panels modules have registered that this administrator may see; nothing when no module has one. */
function DashboardPanels() {
  const { t } = useTranslation('backend');
  const admin = useAdminInfo();
  const rights = useUserRights((state) => state.rights);
  const menus = useAdminMenus((state) => state.menus);
  const panels = useMemo(
    () => dashboardPanelsFor(registeredDashboardPanels(), { isSuperuser: isSuperuser(admin), rights, menus }),
    [admin, rights, menus],
  );
  if (panels.length === 0) return null;
  return (
    <section aria-label={t('dashboard.panels')}>
      <Row gutter={[16, 16]}>
        {panels.map(({ key, span, Component }) => (
          <Col key={key} xs={span?.xs ?? 24} md={span?.md ?? span?.xs ?? 24} xl={span?.xl ?? span?.md ?? span?.xs ?? 24}>
            <Component />
          </Col>
        ))}
      </Row>
    </section>
  );
}

/** The console home: the greeting of the hour (spec §9), the administrator's particulars, then module panels. */
export default function DashboardPage() {
  const { t } = useTranslation(['backend', 'common', 'messages']);
  const admin = useAdminInfo();
  const site = useSiteConfig();
  const lang = currentLang();
  const now = useNow();
  const name = admin.nickname || admin.username;
  const greeting = t(`messages:${greetingKey(now.getHours())}`);
  const department = admin.department_name || admin.dept_name;
  const lastLogin = admin.lastlogintime ? formatDateTime(admin.lastlogintime, lang) : '';

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex gap={16} align="center" wrap>
          <Avatar size={64} src={admin.avatar || undefined} icon={<UserOutlined />} alt="" />
          <div style={{ flex: 1, minWidth: 200 }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('dashboard.welcome', { greeting, name })}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {t('dashboard.today', { date: formatDate(now, lang) })} · {t('dashboard.intro', { siteName: siteNameOf(site) })}
            </Typography.Paragraph>
          </div>
          {isSuperuser(admin) ? <Tag color="blue">{t('dashboard.superAdmin')}</Tag> : null}
        </Flex>
      </Card>
      <Card>
        <Descriptions column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('dashboard.lastLogin')}>{lastLogin || t('dashboard.never')}</Descriptions.Item>
          {department ? <Descriptions.Item label={t('dashboard.department')}>{department}</Descriptions.Item> : null}
          {site.version ? <Descriptions.Item label={t('dashboard.version')}>{site.version}</Descriptions.Item> : null}
        </Descriptions>
      </Card>
      <DashboardPanels />
    </Flex>
  );
}
