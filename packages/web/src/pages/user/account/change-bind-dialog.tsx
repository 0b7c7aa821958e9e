import { Alert, Button, Form, Input, Modal, Steps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema, mobileSchema, type VerificationType } from '@vessel/contract';
import { changeBind, verification } from '../../../api/user/account';
import { schemaRule } from '../../../components/schema-rule';
import { useFormSubmit } from '../../../components/use-form-submit';
import { sendCodeTarget, type CodeEvents } from '../../../components/verification/send-code-button';
import { VerificationCodeItem } from '../../../components/verification/verification-code-item';
import { useMemberInfo } from '../../../stores/member-info';

interface ChangeBindDialogProps {
  /** Which address changes; null when closed. */
  type: VerificationType | null;
  /** Sending a code goes through the click captcha. */
  captcha: boolean;
  onClose(): void;
}

interface ProveValues {
  password: string;
  captcha: string;
}

interface BindValues {
  address: string;
  captcha: string;
  password: string;
}

const VERIFY_EVENTS: CodeEvents = { email: 'user_email_verify', mobile: 'user_mobile_verify' };
const CHANGE_EVENTS: CodeEvents = { email: 'user_change_email', mobile: 'user_change_mobile' };

/**
 * Changing the email address or mobile number (spec §7 verification, changeBind). A member who has one
 * first proves it: the password and the code sent to the current address give a one-time ticket. Then
 * the new address and the code sent to it. A member who has none gives the password with the new one.
 */
export function ChangeBindDialog({ type, captcha, onClose }: ChangeBindDialogProps) {
  const { t } = useTranslation(['frontend', 'messages']);
  const member = useMemberInfo();
  const current = type === 'email' ? member.email : type === 'mobile' ? member.mobile : '';
  const [step, setStep] = useState<0 | 1>(0);
  const [ticket, setTicket] = useState('');
  const [prove] = Form.useForm<ProveValues>();
  const [bind] = Form.useForm<BindValues>();
  const provePassword = (Form.useWatch('password', prove) as string | undefined) ?? '';
  const newAddress = (Form.useWatch('address', bind) as string | undefined) ?? '';
  const needsProof = Boolean(current);
  // `type` is null only while the dialog is closed, when nothing renders or is sent.
  const channel: VerificationType = type ?? 'email';
  const proof = useFormSubmit(prove, async (values) => {
    const { data } = await verification({ type: channel, captcha: values.captcha.trim() });
    setTicket(data.accountVerificationToken);
    setStep(1);
  });
  // The server names the new address `email` or `mobile`; the form calls it `address`.
  const binding = useFormSubmit(
    bind,
    async (values) => {
      const address = values.address.trim();
      const { data } = await changeBind({
        type: channel,
        ...(channel === 'email' ? { email: address } : { mobile: address }),
        captcha: values.captcha.trim(),
        ...(ticket ? { accountVerificationToken: ticket } : { password: values.password }),
      });
      useMemberInfo.getState().setUserInfo(data.userInfo);
      onClose();
    },
    { [channel]: 'address' },
  );

  useEffect(() => {
    if (!type) return;
    setStep(needsProof ? 0 : 1);
    setTicket('');
    prove.resetFields();
    bind.resetFields();
    // The dialog starts over each time it opens for an address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type]);

  if (!type) return null;
  const label = t(`verify.${channel}`);

  const addressSchema = channel === 'email' ? emailSchema : mobileSchema;
  return (
    <Modal
      open
      title={t(needsProof ? `bind.change.${channel}` : `bind.add.${channel}`)}
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('action.cancel')}
        </Button>,
        step === 0 ? (
          <Button key="next" type="primary" loading={proof.saving} onClick={() => void proof.submit()}>
            {t('bind.next')}
          </Button>
        ) : (
          <Button key="save" type="primary" loading={binding.saving} onClick={() => void binding.submit()}>
            {t('action.save')}
          </Button>
        ),
      ]}
    >
      {needsProof ? (
        <Steps
          size="small"
          current={step}
          style={{ margin: '8px 0 20px' }}
          items={[{ title: t('bind.stepProve', { what: label }) }, { title: t('bind.stepNew', { what: label }) }]}
        />
      ) : null}
      {step === 0 ? (
        <Form<ProveValues> form={prove} name="prove" layout="vertical" requiredMark={false} initialValues={{ password: '', captcha: '' }}>
          <Typography.Paragraph type="secondary">{t('bind.proveHint', { address: current })}</Typography.Paragraph>
          <Form.Item name="password" label={t('password.current')} rules={[{ required: true, message: t('messages:validate.required') }]}>
            <Input.Password autoComplete="current-password" maxLength={64} />
          </Form.Item>
          <VerificationCodeItem
            target={sendCodeTarget(channel, VERIFY_EVENTS, current)}
            captcha={captcha}
            password={provePassword}
            validate={() => prove.validateFields(['password']).then(() => true, () => false)}
          />
        </Form>
      ) : (
        <Form<BindValues> form={bind} name="bind" layout="vertical" requiredMark={false} initialValues={{ address: '', captcha: '', password: '' }}>
          {ticket ? <Alert type="success" showIcon title={t('bind.proven', { address: current })} style={{ marginBottom: 16 }} /> : null}
          <Form.Item name="address" label={t(`bind.new.${channel}`)} rules={[schemaRule(addressSchema, t)]}>
            <Input
              placeholder={t(channel === 'email' ? 'verify.emailPlaceholder' : 'verify.mobilePlaceholder')}
              autoComplete={channel === 'email' ? 'email' : 'tel'}
              maxLength={100}
            />
          </Form.Item>
          <VerificationCodeItem
            target={sendCodeTarget(channel, CHANGE_EVENTS, newAddress)}
            captcha={captcha}
            validate={() => bind.validateFields(['address']).then(() => true, () => false)}
          />
          {ticket ? null : (
            <Form.Item name="password" label={t('password.current')} rules={[{ required: true, message: t('messages:validate.required') }]}>
              <Input.Password autoComplete="current-password" maxLength={64} />
            </Form.Item>
          )}
        </Form>
      )}
    </Modal>
  );
}
