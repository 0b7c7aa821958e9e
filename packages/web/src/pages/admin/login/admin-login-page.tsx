import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '@vessel/contract';
import { login, loginConfig } from '../../../api/admin/account';
import { BrandMark } from '../../../components/brand-mark';
import { useClickCaptcha } from '../../../components/captcha/use-click-captcha';
import { applyServerFieldErrors } from '../../../components/server-field-errors';
import { LanguageSwitch } from '../../../components/language-switch';
import { isAppPath } from '../../../router/route-names';
import { useAdminInfo } from '../../../stores/admin-info';
import { useAdminMenus } from '../../../stores/admin-menus';
import { useSiteName } from '../../../stores/site-config';
import { passwordRules, usernameRules } from './login-rules';
import styles from './admin-login-page.module.css';

interface LoginForm {
  username: string;
  password: string;
  keep: boolean;
}

export default function AdminLoginPage() {
  const { t } = useTranslation(['common', 'messages']);
  const [form] = Form.useForm<LoginForm>();
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const siteName = useSiteName();
  // With the admin login captcha on (setting admin_login_captcha), a passed click captcha goes with the login.
  const [captchaOn, setCaptchaOn] = useState(false);
  const captcha = useClickCaptcha();
  useEffect(() => {
    let active = true;
    loginConfig().then(
      ({ data }) => {
        if (active) setCaptchaOn(data.captcha);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  async function submit(values: LoginForm) {
    const pass = captchaOn ? await captcha.verify() : null;
    if (captchaOn && !pass) return;
    setSubmitting(true);
    try {
      const { data } = await login({
        username: values.username,
        password: values.password,
        keep: values.keep,
        ...(pass ? { captchaId: pass.captchaId, captchaInfo: pass.captchaInfo } : {}),
      });
      useAdminInfo.getState().setUserInfo(data.userInfo);
      // A new session: its menus and rights are fetched afresh by the loading route.
      useAdminMenus.getState().reset();
      await navigate(isAppPath(data.routePath) ? data.routePath : ROUTES.admin, { replace: true });
    } catch (error) {
      // The client has already shown the server's message; field messages go on their fields.
      applyServerFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      {/* Plain elements in antd's colours: its Card and Typography would bring tabs, menus and more to the lightest page. */}
      <section className={styles.card}>
        <header className={styles.header}>
          <BrandMark size="card" className={styles.logo} />
          <span className={styles.siteName}>{siteName}</span>
          <h1 className={styles.title}>{t('adminLogin.heading')}</h1>
          <span className={styles.secondary}>{t('adminLogin.subheading')}</span>
        </header>
        <Form<LoginForm>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ username: '', password: '', keep: false }}
          onFinish={(values) => void submit(values)}
          size="large"
        >
          <Form.Item name="username" label={t('adminLogin.username')} rules={usernameRules(t)} validateFirst>
            <Input prefix={<UserOutlined />} placeholder={t('adminLogin.usernamePlaceholder')} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('adminLogin.password')} rules={passwordRules(t)} validateFirst>
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('adminLogin.passwordPlaceholder')}
              autoComplete="current-password"
            />
          </Form.Item>
          <Form.Item name="keep" valuePropName="checked">
            <Checkbox>{t('adminLogin.keep')}</Checkbox>
          </Form.Item>
          <Form.Item className={styles.submit}>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('adminLogin.submit')}
            </Button>
          </Form.Item>
        </Form>
        {captcha.element}
      </section>
    </main>
  );
}
