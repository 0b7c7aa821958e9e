import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordSchema } from '@vessel/contract';
import { sameAsRule, schemaRule } from '../../components/schema-rule';

interface NewPasswordItemsProps {
  /** The form's field of the new password (the API's name for it); the second entry is `confirm`. */
  name: string;
  label: ReactNode;
  /** Shows the required mark on a form that shows marks. */
  required?: boolean;
  /** The inputs' icon and placeholders, on forms that show them. */
  prefix?: ReactNode;
  placeholders?: { password: string; confirm: string };
}

/** A new member password by the rule of spec §5 (its hint below it), then the same typed again. */
export function NewPasswordItems({ name, label, required, prefix, placeholders }: NewPasswordItemsProps) {
  const { t } = useTranslation(['frontend', 'messages']);
  return (
    <>
      <Form.Item name={name} label={label} required={required} rules={[schemaRule(passwordSchema, t)]} extra={t('password.hint')}>
        <Input.Password prefix={prefix} placeholder={placeholders?.password} autoComplete="new-password" maxLength={32} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('password.confirm')}
        dependencies={[name]}
        rules={[{ required: true, message: t('messages:validate.required') }, sameAsRule(name, t)]}
      >
        <Input.Password prefix={prefix} placeholder={placeholders?.confirm} autoComplete="new-password" maxLength={32} />
      </Form.Item>
    </>
  );
}
