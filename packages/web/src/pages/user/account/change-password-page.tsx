import { Alert, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '@vessel/contract';
import { changePassword } from '../../../api/user/account';
import { useFormSubmit } from '../../../components/use-form-submit';
import { endMemberSession } from '../../../stores/member-session';
import { NewPasswordItems } from '../new-password-items';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/**
 * Change password (spec §7): the current password, the new one by the rule of spec §5, typed twice.
 * The server ends every session of the member, so the member logs in again with the new password.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation(['frontend', 'messages']);
  const [form] = Form.useForm<PasswordValues>();
  const navigate = useNavigate();
  const { send, saving } = useFormSubmit(form, async (values) => {
    await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
    await endMemberSession({ tellServer: false });
    await navigate(ROUTES.userLogin, { replace: true });
  });

  return (
    <Card variant="borderless" title={t('password.title')}>
      <Alert type="info" showIcon title={t('password.relogin')} style={{ marginBottom: 24, maxWidth: 640 }} />
      <Form<PasswordValues>
        form={form}
        name="changePassword"
        layout="horizontal"
        labelCol={{ flex: '160px' }}
        labelWrap
        wrapperCol={{ flex: 1 }}
        style={{ maxWidth: 640 }}
        initialValues={{ oldPassword: '', newPassword: '', confirm: '' }}
        onFinish={(values) => void send(values)}
      >
        <Form.Item name="oldPassword" label={t('password.current')} rules={[{ required: true, message: t('messages:validate.required') }]}>
          <Input.Password autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <NewPasswordItems name="newPassword" label={t('password.new')} required />
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('password.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
