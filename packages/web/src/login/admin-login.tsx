/**
 * The administrator's login (route adminLogin, spec §2 and §5): username and password by the rules of
 * spec §5, keep me logged in, and the click captcha when the site asks for one (admin_login_captcha).
 * Plain elements in antd's look: this is the page most visits start on, and it loads no antd (issue 21).
 * Where it goes after the login is the caller's: the router inside the app, the app itself when the page
 * was opened on its own (standalone.tsx).
 */
import { useEffect, useState } from 'react';
import { API, ROUTES, type AdminLoginAnswer, type AdminLoginBody } from '@vessel/contract';
import { BrandMark } from '../components/brand-mark';
import { isAppPath } from '../router/route-names';
import { useAdminInfo } from '../stores/admin-info';
import { useAdminMenus } from '../stores/admin-menus';
import { useSiteName } from '../stores/site-config';
import { verifyCaptcha } from './captcha';
import { callJson } from './light-http';
import { LIGHT_NAMESPACES } from './light-login-route';
import { LoginFrame, pageLang, useLoginWords } from './login-frame';
import { LoginFields } from './login-fields';
import { loginStyles as styles } from './login-parts';
import { account, password, required, useLoginForm } from './use-login-form';

const IDS = { username: 'username', password: 'password', keep: 'keep' } as const;

export function AdminLogin({ onLoggedIn }: { onLoggedIn(target: string): void | Promise<void> }) {
  const words = useLoginWords(LIGHT_NAMESPACES.admin);
  const siteName = useSiteName();
  // With the admin login captcha on (setting admin_login_captcha), a passed click captcha goes with the login.
  const [captchaOn, setCaptchaOn] = useState(false);
  useEffect(() => {
    let active = true;
    callJson<{ captcha: boolean }>(pageLang, 'GET', '/admin/index/login').then(
      (config) => {
        if (active) setCaptchaOn(config.captcha);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  const form = useLoginForm({
    rules: { username: [required, account], password: [required, password] },
    ids: IDS,
    async send(values, busy) {
      const pass = captchaOn ? await verifyCaptcha() : null;
      if (captchaOn && !pass) return;
      const body: AdminLoginBody = {
        username: values.username,
        password: values.password,
        keep: values.keep,
        ...(pass ? { captchaId: pass.captchaId, captchaInfo: pass.captchaInfo } : {}),
      };
      const answer = await busy(() => callJson<AdminLoginAnswer>(pageLang, 'POST', API.adminLogin, body));
      useAdminInfo.getState().setUserInfo(answer.userInfo);
      // A new session: its menus and rights are fetched afresh by the loading route.
      useAdminMenus.getState().reset();
      await onLoggedIn(isAppPath(answer.routePath) ? answer.routePath : ROUTES.admin);
    },
  });

  const t = words ?? ((key: string) => key);
  return (
    <LoginFrame words={words} titleKey="pageTitle.adminLogin" cardClassName={styles.adminCard}>
      <header className={styles.header}>
        <BrandMark size="card" className={styles.logo} />
        <span className={styles.siteName}>{siteName}</span>
        <h1 className={styles.title}>{t('adminLogin.heading')}</h1>
        <span className={styles.secondary}>{t('adminLogin.subheading')}</span>
      </header>
      <form noValidate onSubmit={form.onSubmit} aria-label={t('adminLogin.heading')}>
        <LoginFields
          form={form}
          ids={IDS}
          words={{
            username: t('adminLogin.username'),
            usernamePlaceholder: t('adminLogin.usernamePlaceholder'),
            password: t('adminLogin.password'),
            passwordPlaceholder: t('adminLogin.passwordPlaceholder'),
            keep: t('adminLogin.keep'),
            submit: t('adminLogin.submit'),
            reveal: { show: t('reveal.show'), hide: t('reveal.hide') },
          }}
        />
      </form>
    </LoginFrame>
  );
}
