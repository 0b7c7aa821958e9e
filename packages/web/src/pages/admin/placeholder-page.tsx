import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from './route-title';

/** Pages whose paths the specification fixes (positions, ship, seafarer and audit pages) before their areas arrive. */
export default function PlaceholderPage() {
  const { t } = useTranslation('backend');
  const title = useRouteTitle();
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Empty description={t('placeholder.comingSoon')} />
    </Card>
  );
}
