import { Button, Form, Modal, Result, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceBase, titleKey, type ResourceDef } from '@vessel/contract';
import { resourceApi } from '../../api/admin/resource';
import { isCancelledRequest } from '../../api/request-errors';
import { applyServerFieldErrors } from '../server-field-errors';
import { FieldInput, type FieldInputProps, type FieldInputRenderer } from './field-input';
import {
  formItemSpecs,
  formPayload,
  hiddenFields,
  initialFormValues,
  validateFieldValue,
  type FormItemSpec,
  type FormMode,
  type VisibleWhen,
} from './form-items';

/** Which record the dialog edits: a new one, or one by id; null when closed. */
export type FormTarget = { mode: 'add' } | { mode: 'edit'; id: string } | null;

export interface ResourceFormOptions {
  /** Inputs a page draws itself, by field name. */
  inputs?: Readonly<Record<string, FieldInputRenderer>>;
  /** Fields shown only when the form's values say so. */
  visibleWhen?: VisibleWhen;
  /** The dialog's width (default 720). */
  width?: number;
}

interface ResourceFormDialogProps extends ResourceFormOptions {
  def: ResourceDef;
  target: FormTarget;
  onClose(): void;
  onSaved(): void;
}

function CustomInput({ render, ...props }: FieldInputProps & { render: FieldInputRenderer }) {
  return <>{render(props)}</>;
}

/**
 * The add / edit dialog of a resource: items from its fields, checked field by field with the server's
 * schema, the record read by `GET {base}edit?id=`, and the server's field errors put on their fields.
 */
export function ResourceFormDialog({ def, target, onClose, onSaved, inputs, visibleWhen, width = 720 }: ResourceFormDialogProps) {
  const { t } = useTranslation(['backend', 'messages']);
  const mode: FormMode = target?.mode ?? 'add';
  const id = target?.mode === 'edit' ? target.id : undefined;
  const api = useMemo(() => resourceApi(resourceBase(def)), [def]);
  const specs = useMemo(() => formItemSpecs(def, mode), [def, mode]);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [saving, setSaving] = useState(false);
  const hidden = Form.useWatch((values: Record<string, unknown>) => [...hiddenFields(visibleWhen, values)].join(','), form) ?? '';
  const hiddenSet = useMemo(() => new Set(hidden ? hidden.split(',') : []), [hidden]);

  useEffect(() => {
    if (!target) return;
    let active = true;
    form.resetFields();
    if (target.mode === 'add') {
      form.setFieldsValue(initialFormValues(def, 'add'));
      setState('ready');
      return;
    }
    setState('loading');
    api.read(target.id).then(
      ({ data }) => {
        if (!active) return;
        form.setFieldsValue(initialFormValues(def, 'edit', data.row));
        setState('ready');
      },
      (error: unknown) => {
        if (active && !isCancelledRequest(error)) setState('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [target, def, api, form]);

  async function submit() {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const payload = formPayload(def, mode, form.getFieldsValue(true) as Record<string, unknown>, { ...(id ? { id } : {}), hidden: hiddenSet });
    setSaving(true);
    try {
      await (mode === 'add' ? api.add(payload) : api.edit(payload));
      onSaved();
    } catch (error) {
      applyServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  }

  const rule = (spec: FormItemSpec) => ({
    validator: (_rule: unknown, value: unknown) => {
      const message = validateFieldValue(spec.field, mode, value);
      return message ? Promise.reject(new Error(t(`messages:${message.key}`, message.params))) : Promise.resolve();
    },
  });

  const name = t(titleKey(def));
  return (
    <Modal
      open={target !== null}
      title={t(mode === 'add' ? 'resourceKit.formTitle.add' : 'resourceKit.formTitle.edit', { name })}
      onCancel={onClose}
      width={width}
      destroyOnHidden
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('resourceKit.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={state !== 'ready'} onClick={() => void submit()}>
          {t('resourceKit.save')}
        </Button>,
      ]}
    >
      {state === 'failed' ? <Result status="warning" title={t('resourceKit.loadFailed')} /> : null}
      <Spin spinning={state === 'loading'}>
        <Form
          form={form}
          layout="horizontal"
          labelCol={{ flex: '140px' }}
          labelWrap
          wrapperCol={{ flex: 1 }}
          style={{ display: state === 'failed' ? 'none' : undefined, paddingTop: 8 }}
          onFinish={() => void submit()}
        >
          {specs
            .filter((spec) => !hiddenSet.has(spec.name))
            .map((spec) => {
              const custom = inputs?.[spec.name];
              const props = { spec, ownBase: resourceBase(def), ...(id ? { recordId: id } : {}) };
              return (
                <Form.Item
                  key={spec.name}
                  name={spec.name}
                  label={t(spec.labelKey)}
                  required={spec.required}
                  rules={[rule(spec)]}
                  {...(mode === 'edit' && spec.field.writeOnly ? { extra: t('resourceKit.keepWhenEmpty') } : {})}
                >
                  {custom ? <CustomInput render={custom} {...props} /> : <FieldInput {...props} />}
                </Form.Item>
              );
            })}
        </Form>
      </Spin>
    </Modal>
  );
}
