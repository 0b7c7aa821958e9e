import { Checkbox, DatePicker, Input, InputNumber, Radio, Select, Switch, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormItemSpec } from './form-items';
import { IconSelect } from './icon-select';
import { UploadInput } from '../upload/upload-input';
import { RemoteSelect } from './remote-select';
import { RemoteTreeSelect } from './remote-tree-select';

/** What a form item hands its input (antd's Form.Item injects value, onChange and id). */
export interface FieldInputProps {
  spec: FormItemSpec;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  /** The record being edited, when its own tree is the choice (a parent cannot be itself). */
  recordId?: string;
  /** The resource's base URL, to tell a select over its own rows. */
  ownBase: string;
}

/** A page's own input for one field (the role's rule tree); receives what the kit's inputs receive. */
export type FieldInputRenderer = (props: FieldInputProps) => ReactNode;

/** The input of a field, chosen by its widget (STYLE habit 2): how it is stored does not decide. */
export function FieldInput({ spec, value, onChange, id, recordId, ownBase }: FieldInputProps) {
  const { t } = useTranslation('backend');
  const { field } = spec;
  const change = (next: unknown) => onChange?.(next);
  const options = spec.options.map((option) => ({ value: option.value, label: t(option.labelKey) }));
  const pick = t('resourceKit.select');
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);

  switch (spec.widget) {
    case 'password':
      return <Input.Password id={id} value={text} onChange={(event) => change(event.target.value)} maxLength={64} autoComplete="new-password" />;
    case 'textarea':
      return <Input.TextArea id={id} value={text} onChange={(event) => change(event.target.value)} maxLength={field.max} rows={3} />;
    case 'number':
      return (
        <InputNumber
          id={id}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => change(next)}
          min={field.min}
          max={field.max}
          precision={field.type === 'int' ? 0 : undefined}
          style={{ width: '100%' }}
        />
      );
    case 'switch':
      return <Switch id={id} checked={value === true} onChange={(checked) => change(checked)} />;
    case 'select':
      return (
        <Select
          id={id}
          value={value ?? null}
          onChange={change}
          options={options}
          mode={spec.multiple ? 'multiple' : undefined}
          allowClear={!spec.required}
          placeholder={pick}
          style={{ width: '100%' }}
        />
      );
    case 'radio':
      return <Radio.Group id={id} value={value} onChange={(event) => change(event.target.value)} options={options} />;
    case 'checkbox':
      return <Checkbox.Group value={Array.isArray(value) ? value : []} onChange={(next) => change(next)} options={options} />;
    case 'date':
      return <DatePicker id={id} value={(value as Dayjs | undefined) ?? null} onChange={change} style={{ width: '100%' }} />;
    case 'datetime':
      return <DatePicker id={id} showTime value={(value as Dayjs | undefined) ?? null} onChange={change} style={{ width: '100%' }} />;
    case 'time':
      return <TimePicker id={id} value={(value as Dayjs | undefined) ?? null} onChange={change} style={{ width: '100%' }} />;
    case 'treeSelect':
      return spec.remoteUrl ? (
        <RemoteTreeSelect
          id={id}
          url={spec.remoteUrl}
          multiple={spec.multiple}
          value={value as string | string[] | null}
          onChange={change}
          placeholder={field.name === 'pid' ? t('resourceKit.topLevel') : pick}
          {...(recordId && spec.remoteUrl === ownBase ? { excludeId: recordId } : {})}
        />
      ) : null;
    case 'remoteSelect':
      return spec.remoteUrl ? (
        <RemoteSelect
          id={id}
          url={spec.remoteUrl}
          multiple={spec.multiple}
          value={value as string | string[] | null}
          onChange={change}
          placeholder={pick}
          {...(field.remote?.search ? { filter: field.remote.search } : {})}
        />
      ) : null;
    case 'iconSelect':
      return <IconSelect id={id} value={text} onChange={change} />;
    case 'image':
      return <UploadInput kind="image" id={id} value={text} onChange={change} />;
    case 'images':
      return <UploadInput kind="image" multiple id={id} value={value} onChange={change} />;
    case 'file':
      return <UploadInput kind="file" id={id} value={text} onChange={change} />;
    case 'files':
      return <UploadInput kind="file" multiple id={id} value={value} onChange={change} />;
    case 'text':
    default:
      return <Input id={id} value={text} onChange={(event) => change(event.target.value)} maxLength={field.max} autoComplete="off" />;
  }
}
