import { LockOutlined, MailOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountSchema, emailSchema, mobileSchema, type CheckInConfig, type VerificationType } from '@vessel/contract';
import { checkIn } from '../../../api/user/session';
import { schemaRule } from '../../../components/schema-rule';
import { useFormSubmit } from '../../../components/use-form-submit';
import { sendCodeTarget, type CodeEvents } from '../../../components/verification/send-code-button';
import { VerificationCodeItem } from '../../../components/verification/verification-code-item';
import { NewPasswordItems } from '../new-password-items';
import { memberCheckedIn } from './member-checked-in';
import { defaultType, offeredTypes } from './verification-type';

interface RegisterValues {
  username: string;
  password: string;
  confirm: string;
  registerType: VerificationType;
  email: string;
  mobile: string;
  captcha: string;
}

const REGISTER_EVENTS: CodeEvents = { email: 'user_register', mobile: 'user_register' };

/**
 * Registration: a username and password by the rules of spec §5, and an email address or mobile number
 * proven by the code sent to it (event `user_register`; the send goes through the click captcha when
 * the site asks for one). Closed registration, or a site that can send no code, says so instead.
 */
export function RegisterForm({ config }: { config: CheckInConfig }) {
  const { t } = useTranslation('frontend');
  const types = offeredTypes(config.accountVerificationType);
  if (!config.registerOpen) return <Alert type="info" showIcon title={t('register.closed')} />;
  if (!types.length) return <Alert type="warning" showIcon title={t('register.unavailable')} description={t('register.unavailableHint')} />;
  return <RegisterFields config={config} types={types} />;
}

function RegisterFields({ config, types }: { config: CheckInConfig; types: VerificationType[] }) {
  const { t } = useTranslation(['frontend', 'messages']);
  const [form] = Form.useForm<RegisterValues>();
  const navigate = useNavigate();
  const { send, saving: submitting } = useFormSubmit(form, async (values) => {
    const { data } = await checkIn({
      tab: 'register',
      username: values.username.trim(),
      password: values.password,
      registerType: values.registerType,
      ...(values.registerType === 'email' ? { email: values.email.trim() } : { mobile: values.mobile.trim() }),
      captcha: values.captcha.trim(),
    });
    await navigate(memberCheckedIn(data), { replace: true });
  });
  const registerType = (Form.useWatch('registerType', form) as VerificationType | undefined) ?? defaultType(types) ?? 'email';
  const address = (Form.useWatch(registerType === 'mobile' ? 'mobile' : 'email', form) as string | undefined) ?? '';

  const addressField = registerType === 'mobile' ? 'mobile' : 'email';
  return (
    <Form<RegisterValues>
      form={form}
      name="register"
      layout="vertical"
      requiredMark={false}
      size="large"
      initialValues={{ username: '', password: '', confirm: '', registerType, email: '', mobile: '', captcha: '' }}
      onFinish={(values) => void send(values)}
    >
      <Form.Item name="username" label={t('register.username')} rules={[schemaRule(accountSchema, t)]} extra={t('register.usernameHint')}>
        <Input prefix={<UserOutlined />} placeholder={t('register.usernamePlaceholder')} autoComplete="username" maxLength={15} />
      </Form.Item>
      <NewPasswordItems
        name="password"
        label={t('register.password')}
        prefix={<LockOutlined />}
        placeholders={{ password: t('register.passwordPlaceholder'), confirm: t('password.confirmPlaceholder') }}
      />
      <Form.Item name="registerType" label={t('register.verifyBy')} hidden={types.length < 2}>
        <Radio.Group optionType="button" options={types.map((type) => ({ value: type, label: t(`verify.${type}`) }))} />
      </Form.Item>
      {addressField === 'email' ? (
        <Form.Item name="email" label={t('verify.email')} rules={[schemaRule(emailSchema, t)]}>
          <Input prefix={<MailOutlined />} placeholder={t('verify.emailPlaceholder')} autoComplete="email" maxLength={100} />
        </Form.Item>
      ) : (
        <Form.Item name="mobile" label={t('verify.mobile')} rules={[schemaRule(mobileSchema, t)]}>
          <Input prefix={<MobileOutlined />} placeholder={t('verify.mobilePlaceholder')} autoComplete="tel" maxLength={20} />
        </Form.Item>
      )}
      <VerificationCodeItem
        prefix={<SafetyOutlined />}
        target={sendCodeTarget(addressField, REGISTER_EVENTS, address)}
        captcha={config.codeCaptchaSwitch}
        validate={() => form.validateFields([addressField]).then(() => true, () => false)}
      />
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('register.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
