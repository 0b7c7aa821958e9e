import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { passwordSchema, type CheckInConfig } from '@vessel/contract';
import { checkIn } from '../../../api/user/session';
import { useClickCaptcha } from '../../../components/captcha/use-click-captcha';
import { schemaRule } from '../../../components/schema-rule';
import { applyServerFieldErrors } from '../../../components/server-field-errors';
import { memberCheckedIn } from './member-checked-in';

interface LoginValues {
  username: string;
  password: string;
  keep: boolean;
}

interface LoginFormProps {
  config: CheckInConfig;
  /** Filled in after a password was retrieved for this account. */
  username?: string;
  onForgot(): void;
}

/**
 * Member login: username, email or mobile, and the password (spec §5 rule; the server checks again),
 * through the click captcha when the site asks for one (`userLoginCaptchaSwitch`).
 */
export function LoginForm({ config, username, onForgot }: LoginFormProps) {
  const { t } = useTranslation(['frontend', 'messages']);
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const captcha = useClickCaptcha();
  const navigate = useNavigate();

  useEffect(() => {
    if (username) form.setFieldsValue({ username, password: '' });
  }, [form, username]);

  async function submit(values: LoginValues) {
    const pass = config.userLoginCaptchaSwitch ? await captcha.verify() : null;
    if (config.userLoginCaptchaSwitch && !pass) return;
    setSubmitting(true);
    try {
      const { data } = await checkIn({
        tab: 'login',
        username: values.username.trim(),
        password: values.password,
        keep: values.keep,
        ...(pass ? { captchaId: pass.captchaId, captchaInfo: pass.captchaInfo } : {}),
      });
      await navigate(memberCheckedIn(data), { replace: true });
    } catch (error) {
      applyServerFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form<LoginValues>
      form={form}
      name="login"
      layout="vertical"
      requiredMark={false}
      size="large"
      initialValues={{ username: username ?? '', password: '', keep: false }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="username" label={t('login.account')} rules={[{ required: true, whitespace: true, message: t('messages:validate.required') }]}>
        <Input prefix={<UserOutlined />} placeholder={t('login.accountPlaceholder')} autoComplete="username" autoFocus maxLength={100} />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('messages:validate.required') }, schemaRule(passwordSchema, t)]} validateFirst>
        <Input.Password prefix={<LockOutlined />} placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" maxLength={32} />
      </Form.Item>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Form.Item name="keep" valuePropName="checked" noStyle>
          <Checkbox>{t('login.keep')}</Checkbox>
        </Form.Item>
        <Button type="link" onClick={onForgot} style={{ paddingInline: 0 }}>
          {t('login.forgot')}
        </Button>
      </Flex>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form.Item>
      {captcha.element}
    </Form>
  );
}
