import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema, mobileSchema, type CheckInConfig, type VerificationType } from '@vessel/contract';
import { retrievePassword } from '../../../api/user/account';
import { schemaRule } from '../../../components/schema-rule';
import { useFormSubmit } from '../../../components/use-form-submit';
import { sendCodeTarget, type CodeEvents } from '../../../components/verification/send-code-button';
import { VerificationCodeItem } from '../../../components/verification/verification-code-item';
import { NewPasswordItems } from '../new-password-items';
import { defaultType, offeredTypes } from './verification-type';

interface RetrieveValues {
  type: VerificationType;
  account: string;
  captcha: string;
  password: string;
  confirm: string;
}

const RETRIEVE_EVENTS: CodeEvents = { email: 'user_retrieve_pwd', mobile: 'user_retrieve_pwd' };

interface RetrievePasswordDialogProps {
  open: boolean;
  config: CheckInConfig;
  onClose(): void;
  /** The password was reset: the login form takes the account. */
  onDone(account: string): void;
}

/**
 * Retrieve password (spec §7): the email address or mobile number of the account, the code sent to it
 * (event `user_retrieve_pwd`, with a 60-second countdown), and a new password by the rule of spec §5.
 */
export function RetrievePasswordDialog({ open, config, onClose, onDone }: RetrievePasswordDialogProps) {
  const { t } = useTranslation(['frontend', 'messages']);
  const [form] = Form.useForm<RetrieveValues>();
  const { submit, saving } = useFormSubmit(form, async (values) => {
    await retrievePassword({ type: values.type, account: values.account.trim(), captcha: values.captcha.trim(), password: values.password });
    onDone(values.account.trim());
  });
  const types = offeredTypes(config.accountVerificationType);
  const type = (Form.useWatch('type', form) as VerificationType | undefined) ?? defaultType(types) ?? 'email';
  const account = (Form.useWatch('account', form) as string | undefined) ?? '';

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  return (
    <Modal
      open={open}
      title={t('retrieve.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('retrieve.submit')}
      cancelText={t('action.cancel')}
      okButtonProps={{ loading: saving, disabled: types.length === 0 }}
      maskClosable={false}
      forceRender
    >
      {types.length === 0 ? (
        <Alert type="warning" showIcon title={t('retrieve.unavailable')} />
      ) : (
        <Form<RetrieveValues>
          form={form}
          name="retrieve"
          layout="vertical"
          requiredMark={false}
          initialValues={{ type: defaultType(types) ?? 'email', account: '', captcha: '', password: '', confirm: '' }}
          style={{ paddingTop: 8 }}
        >
          <Form.Item name="type" label={t('retrieve.type')} hidden={types.length < 2}>
            <Radio.Group
              optionType="button"
              options={types.map((value) => ({ value, label: t(`verify.${value}`) }))}
              onChange={() => form.setFieldsValue({ account: '', captcha: '' })}
            />
          </Form.Item>
          <Form.Item
            name="account"
            label={t(`verify.${type}`)}
            rules={[schemaRule(type === 'email' ? emailSchema : mobileSchema, t)]}
          >
            <Input placeholder={t(type === 'email' ? 'verify.emailPlaceholder' : 'verify.mobilePlaceholder')} autoComplete={type === 'email' ? 'email' : 'tel'} maxLength={100} />
          </Form.Item>
          <VerificationCodeItem
            target={sendCodeTarget(type, RETRIEVE_EVENTS, account)}
            captcha={config.codeCaptchaSwitch}
            validate={() => form.validateFields(['account']).then(() => true, () => false)}
          />
          <NewPasswordItems name="password" label={t('password.new')} />
        </Form>
      )}
    </Modal>
  );
}
