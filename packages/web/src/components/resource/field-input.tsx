import { Alert, Checkbox, ColorPicker, DatePicker, Input, InputNumber, Radio, Select, Skeleton, Switch, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { YEAR_RANGE } from '@vessel/contract';
import { isModuleEnabled, useEnabledModules } from '../../stores/enabled-modules';
import { CityCascader } from './city-cascader';
import { DictInput } from './dict-options';
import type { FormItemSpec } from './form-items';
import { KeyValueRowsInput } from './key-value-rows';
import { yearFromPicker, yearToPicker } from './widget-values';
import { IconSelect } from './icon-select';
import { UploadInput } from '../upload/upload-input';
import { RemoteSelect } from './remote-select';
import { RemoteTreeSelect } from './remote-tree-select';

/** TipTap is fetched only by a form that shows a rich-text field. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

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
  // A dictionary field lists the items of its type (system settings), not fixed options.
  if (field.dict && (spec.widget === 'select' || spec.widget === 'radio' || spec.widget === 'checkbox')) {
    return <DictInput field={field} id={id} value={value} onChange={change} multiple={spec.multiple || field.type === 'string[]'} allowClear={!spec.required} placeholder={pick} />;
  }

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
    case 'editor':
      return <RichTextInput id={id} value={text} onChange={change} />;
    case 'city':
      return <CityCascader id={id} value={text} onChange={change} allowClear={!spec.required} />;
    case 'color':
      return (
        <ColorPicker
          value={text || undefined}
          allowClear={!spec.required}
          showText
          // Opaque colours as #rrggbb, translucent ones keep their alpha (#rrggbbaa): both are what the field takes.
          onChange={(color) => change(color.toHexString())}
          onClear={() => change('')}
        />
      );
    case 'array':
      return <KeyValueRowsInput id={id} value={value} onChange={change} />;
    case 'year':
      return (
        <DatePicker
          id={id}
          picker="year"
          value={yearToPicker(value)}
          onChange={(picked: Dayjs | null) => change(yearFromPicker(picked))}
          minDate={yearToPicker(field.min ?? YEAR_RANGE.min) ?? undefined}
          maxDate={yearToPicker(field.max ?? YEAR_RANGE.max) ?? undefined}
          placeholder={t('resourceKit.widgets.pickYear')}
          style={{ width: '100%' }}
        />
      );
    case 'text':
    default:
      return <Input id={id} value={text} onChange={(event) => change(event.target.value)} maxLength={field.max} autoComplete="off" />;
  }
}

/** The rich-text input, or the spec's "Please install editor" while the editor module is disabled. */
function RichTextInput({ id, value, onChange }: { id?: string; value: string; onChange: (html: string) => void }) {
  const { t } = useTranslation(['backend', 'messages']);
  const modules = useEnabledModules((state) => state.modules);
  if (!isModuleEnabled(modules, 'editor')) return <Alert type="warning" showIcon title={t('messages:editor.notInstalled')} />;
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: 190 }} aria-label={t('resourceKit.widgets.editorLoading')} />}>
      <RichTextEditor {...(id ? { id } : {})} value={value} onChange={onChange} />
    </Suspense>
  );
}
