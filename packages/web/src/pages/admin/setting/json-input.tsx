import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '../../../components/resource/field-input';

/**
 * A dictionary item's extra attributes as JSON text: the record holds an object, the form edits its text,
 * and the server parses and checks it (`setting.dictExtra`), so a typing error is named on the field.
 */
export function JsonObjectInput({ id, value, onChange }: FieldInputProps) {
  const { t } = useTranslation('backend');
  const text = typeof value === 'string' ? value : value && typeof value === 'object' && Object.keys(value).length ? JSON.stringify(value, null, 2) : '';
  return <Input.TextArea id={id} value={text} onChange={(event) => onChange?.(event.target.value)} rows={4} maxLength={4000} placeholder={t('settingPage.extraPlaceholder')} style={{ fontFamily: 'monospace' }} />;
}
