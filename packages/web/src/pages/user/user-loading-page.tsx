import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ROUTES } from '@vessel/contract';
import { logout } from '../../api/user/account';
import { useMemberInfo } from '../../stores/member-info';

/**
 * The member main loading route (spec §2). Without a member session it goes to the member login; the
 * member centre it leads to is a placeholder until its issue.
 */
export default function UserLoadingPage() {
  const { t } = useTranslation('frontend');
  const token = useMemberInfo((state) => state.token);
  const name = useMemberInfo((state) => state.nickname || state.username);

  if (!token) return <Navigate to={ROUTES.userLogin} replace />;

  async function leave() {
    const { refreshToken } = useMemberInfo.getState();
    try {
      if (refreshToken) await logout(refreshToken);
    } catch {
      // Logging out locally does not depend on the server hearing of it.
    }
    useMemberInfo.getState().logout();
  }

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Result
        status="success"
        title={t('centre.welcome', { name })}
        subTitle={t('centre.comingLater')}
        extra={<Button onClick={() => void leave()}>{t('centre.logout')}</Button>}
      />
    </main>
  );
}
