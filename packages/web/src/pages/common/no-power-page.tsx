import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '@vessel/contract';

/** The 401 route: the user is known but lacks the right to see what was asked for. */
export default function NoPowerPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Result
        status="403"
        title={t('noPower.title')}
        subTitle={t('noPower.subTitle')}
        extra={
          <Space>
            <Button onClick={() => void navigate(-1)}>{t('action.back')}</Button>
            <Button type="primary" onClick={() => void navigate(ROUTES.root)}>
              {t('action.backHome')}
            </Button>
          </Space>
        }
      />
    </main>
  );
}
