import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '@vessel/contract';
import { LanguageSwitch } from '../../components/language-switch';

/** The member login route (name userLogin); the member centre itself arrives in a later issue. */
export default function UserLoginPage() {
  const { t } = useTranslation('frontend');
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', position: 'relative' }}>
      <div style={{ position: 'absolute', top: 16, right: 24 }}>
        <LanguageSwitch />
      </div>
      <Result
        status="info"
        title={t('login.heading')}
        subTitle={t('login.comingLater')}
        extra={
          <Link to={ROUTES.adminLogin}>
            <Button type="primary">{t('login.toAdmin')}</Button>
          </Link>
        }
      />
    </main>
  );
}
