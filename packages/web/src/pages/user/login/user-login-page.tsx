import { Button, Grid, Result, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ROUTES, type CheckInConfig } from '@vessel/contract';
import { isCancelledRequest } from '../../../api/request-errors';
import { checkInConfig } from '../../../api/user/session';
import { BrandMark } from '../../../components/brand-mark';
import { LanguageSwitch } from '../../../components/language-switch';
import { ThemeSwitch } from '../../../components/theme-switch';
import { useSiteName } from '../../../stores/site-config';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { RetrievePasswordDialog } from './retrieve-password-dialog';
import styles from './user-login-page.module.css';

type Tab = 'login' | 'register';

/**
 * The member login route (name userLogin, spec §2): login and registration as tabs (`?tab=register`
 * opens the second), password retrieval in a dialog. What the forms ask for (captcha, registration,
 * verification by email or mobile) comes from GET /api/user/checkIn.
 */
export default function UserLoginPage() {
  const { t } = useTranslation(['frontend', 'common']);
  const siteName = useSiteName();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'register' ? 'register' : 'login';
  const [config, setConfig] = useState<CheckInConfig | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [retrieving, setRetrieving] = useState(false);
  const [retrievedAccount, setRetrievedAccount] = useState<string>();
  const phone = !Grid.useBreakpoint().sm;

  useEffect(() => {
    let active = true;
    setFailed(false);
    checkInConfig().then(
      ({ data }) => {
        if (active) setConfig(data);
      },
      (error: unknown) => {
        if (active && !isCancelledRequest(error)) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const switchTab = (next: string) => setParams(next === 'register' ? { tab: 'register' } : {}, { replace: true });

  let content;
  if (failed) {
    content = (
      <Result
        status="warning"
        title={t('common:loading.failed')}
        subTitle={t('common:loading.failedHint')}
        extra={<Button onClick={() => setAttempt((n) => n + 1)}>{t('common:action.retry')}</Button>}
      />
    );
  } else if (!config) {
    content = (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  } else {
    content = (
      <>
        <Tabs
          activeKey={tab}
          onChange={switchTab}
          centered
          size="large"
          items={[
            {
              key: 'login',
              label: t('login.tab'),
              children: <LoginForm config={config} {...(retrievedAccount ? { username: retrievedAccount } : {})} onForgot={() => setRetrieving(true)} />,
            },
            { key: 'register', label: t('register.tab'), children: <RegisterForm config={config} /> },
          ]}
        />
        <RetrievePasswordDialog
          open={retrieving}
          config={config}
          onClose={() => setRetrieving(false)}
          onDone={(account) => {
            setRetrieving(false);
            setRetrievedAccount(account);
            switchTab('login');
          }}
        />
      </>
    );
  }

  return (
    <main className={styles.page}>
      <header className={styles.bar}>
        <span className={styles.brand}>
          <BrandMark size="bar" />
          <span>{siteName}</span>
        </span>
        <LanguageSwitch compact={phone} />
        <ThemeSwitch />
      </header>
      <div className={styles.body}>
        {/* antd's card surface and heading type on plain elements: lighter than its Card and Typography. */}
        <section className={styles.card}>
          <div className={styles.heading}>
            <h1 className={styles.title}>{t('login.heading')}</h1>
            <span className={styles.secondary}>{t('login.subheading')}</span>
          </div>
          {content}
          <div className={styles.footer}>
            <Link to={ROUTES.adminLogin}>
              <span className={styles.secondary} style={{ fontSize: 13 }}>
                {t('login.toAdmin')}
              </span>
            </Link>
          </div>
        </section>
      </div>
    </main>
  );
}
