import { Button, Form, Modal, Result, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceBase, titleKey, type ResourceDef } from '@vessel/contract';
import { resourceApi } from '../../api/admin/resource';
import { isCancelledRequest } from '../../api/request-errors';
import { applyServerFieldErrors } from '../server-field-errors';
import { FieldInput, type FieldInputProps, type FieldInputRenderer } from './field-input';
import {
  checkFieldValue,
  formItemSpecs,
  formPayload,
  hiddenFields,
  initialFormValues,
  presetFormValues,
  type FieldChecks,
  type FormContext,
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
  /** A page's own checks of fields beyond the server's schema, with the server's messages. */
  checks?: FieldChecks;
}

interface ResourceFormDialogProps extends ResourceFormOptions {
  def: ResourceDef;
  target: FormTarget;
  /** Values the add form starts with, in the server's shapes (the seafarer of a seafarer's page). */
  presets?: Record<string, unknown>;
  onClose(): void;
  /** After a save, with the record as the server answered it. */
  onSaved(row?: Record<string, unknown>): void;
}

function CustomInput({ render, ...props }: FieldInputProps & { render: FieldInputRenderer }) {
  return <>{render(props)}</>;
}

/**
 * The add / edit dialog of a resource: items from its fields, checked field by field with the server's
 * schema, the record read by `GET {base}edit?id=`, and the server's field errors put on their fields.
 */
export function ResourceFormDialog({ def, target, presets, onClose, onSaved, inputs, visibleWhen, checks, width = 720 }: ResourceFormDialogProps) {
  const { t } = useTranslation(['backend', 'messages']);
  const mode: FormMode = target?.mode ?? 'add';
  const id = target?.mode === 'edit' ? target.id : undefined;
  const api = useMemo(() => resourceApi(resourceBase(def)), [def]);
  const specs = useMemo(() => formItemSpecs(def, mode), [def, mode]);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [saving, setSaving] = useState(false);
  const [context, setContext] = useState<FormContext>({ mode, initial: {} });
  const hidden = Form.useWatch((values: Record<string, unknown>) => [...hiddenFields(visibleWhen, values, context)].join(','), form) ?? '';
  const hiddenSet = useMemo(() => new Set(hidden ? hidden.split(',') : []), [hidden]);

  useEffect(() => {
    if (!target) return;
    let active = true;
    form.resetFields();
    if (target.mode === 'add') {
      const initial = presetFormValues(def, presets);
      form.setFieldsValue(initial);
      setContext({ mode: 'add', initial });
      setState('ready');
      return;
    }
    setState('loading');
    api.read(target.id).then(
      ({ data }) => {
        if (!active) return;
        const initial = initialFormValues(def, 'edit', data.row);
        form.setFieldsValue(initial);
        setContext({ mode: 'edit', initial });
        setState('ready');
      },
      (error: unknown) => {
        if (active && !isCancelledRequest(error)) setState('failed');
      },
    );
    return () => {
      active = false;
    };
    // Presets are read when the dialog opens: a page passing a new object each render must not reset the form.
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
      const { data } = await (mode === 'add' ? api.add(payload) : api.edit(payload));
      onSaved(data?.row);
    } catch (error) {
      applyServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  }

  const rule = (spec: FormItemSpec) => ({
    validator: (_rule: unknown, value: unknown) => {
      const message = checkFieldValue(spec.field, mode, value, form.getFieldsValue(true) as Record<string, unknown>, checks?.[spec.name]);
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
