import { Card, Col, Descriptions, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { greetingKey } from '@vessel/contract';
import { useAdminInfo } from '../../../stores/admin-info';
import { useSiteConfig } from '../../../stores/site-config';

/** The console home: the greeting of the hour (spec §9) and the admin's own particulars. */
export default function DashboardPage() {
  const { t } = useTranslation(['backend', 'common', 'messages']);
  const admin = useAdminInfo();
  const site = useSiteConfig();
  const name = admin.nickname || admin.username;
  const greeting = t(`messages:${greetingKey(new Date().getHours())}`);
  const department = admin.department_name || admin.dept_name;

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {t('dashboard.welcome', { greeting, name })}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('dashboard.intro', { siteName: site.siteName || t('common:appName') })}
          </Typography.Paragraph>
        </Card>
      </Col>
      <Col span={24}>
        <Card>
          <Descriptions column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t('dashboard.lastLogin')}>{admin.lastlogintime ? dayjs(admin.lastlogintime).format('YYYY-MM-DD HH:mm') : t('dashboard.never')}</Descriptions.Item>
            {department ? <Descriptions.Item label={t('dashboard.department')}>{department}</Descriptions.Item> : null}
            {site.version ? <Descriptions.Item label={t('dashboard.version')}>{site.version}</Descriptions.Item> : null}
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
}
