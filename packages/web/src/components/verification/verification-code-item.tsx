import { Flex, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { verificationCodeSchema } from '@vessel/contract';
import { schemaRule } from '../schema-rule';
import { SendCodeButton, type SendCodeButtonProps } from './send-code-button';

/**
 * The verification code row of a member form: the six digits (form field `captcha`, as the API calls
 * it) beside the button that sends them. `prefix` is the input's icon on forms that show icons.
 */
export function VerificationCodeItem({ prefix, ...send }: SendCodeButtonProps & { prefix?: ReactNode }) {
  const { t } = useTranslation(['frontend', 'messages']);
  return (
    <Form.Item label={t('code.label')} required>
      <Flex gap={8}>
        <Form.Item name="captcha" noStyle rules={[schemaRule(verificationCodeSchema, t)]}>
          <Input prefix={prefix} placeholder={t('code.placeholder')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        <SendCodeButton {...send} />
      </Flex>
    </Form.Item>
  );
}
