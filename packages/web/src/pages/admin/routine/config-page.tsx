import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, ColorPicker, Flex, Form, Input, InputNumber, Modal, Popconfirm, Radio, Result, Select, Spin, Switch, Tabs, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIG_GROUPS, CONFIG_TYPES, type ConfigItem } from '@vessel/contract';
import { http } from '../../../api/app-http-client';
import { useFormSubmit } from '../../../components/use-form-submit';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { holds } from '../../../components/resource/resource-access';
import { UploadInput } from '../../../components/upload/upload-input';
import { configEditValues, configTitle, configValueError, groupsOf, initialConfigValues } from './config-form';
import { TestMail } from './test-mail';

const BASE = '/admin/routine.Config/';

function ConfigInput({ item, value, onChange, id }: { item: ConfigItem; value?: unknown; onChange?: (value: unknown) => void; id?: string }) {
  const { t } = useTranslation('backend');
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
  const options = item.options.map((option) => ({ value: option, label: t(`routine.config.options.${option}`, { defaultValue: option }) }));
  switch (item.type) {
    case 'textarea':
      return <Input.TextArea id={id} rows={3} value={text} onChange={(event) => onChange?.(event.target.value)} />;
    case 'password':
      return (
        <Input.Password
          id={id}
          value={text}
          autoComplete="new-password"
          placeholder={item.has_value ? t('routine.config.secretKeep') : t('routine.config.secretEmpty')}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    case 'number':
      return <InputNumber id={id} value={typeof value === 'number' ? value : null} onChange={(next) => onChange?.(next)} style={{ width: 240 }} />;
    case 'switch':
      return <Switch id={id} checked={value === true} onChange={(checked) => onChange?.(checked)} />;
    case 'select':
      return <Select id={id} value={text || null} options={options} onChange={(next) => onChange?.(next)} style={{ width: 240 }} />;
    case 'radio':
      return <Radio.Group id={id} value={text} options={options} onChange={(event) => onChange?.(event.target.value)} />;
    case 'checkbox':
      return <Checkbox.Group value={Array.isArray(value) ? (value as string[]) : []} options={options} onChange={(next) => onChange?.(next)} />;
    case 'image':
      return <UploadInput kind="image" id={id} value={text} onChange={(next) => onChange?.(next)} />;
    case 'color':
      return <ColorPicker value={text || undefined} allowClear showText onChange={(color) => onChange?.(color.toHexString())} onClear={() => onChange?.('')} />;
    case 'date':
      return <Input id={id} type="date" value={text} onChange={(event) => onChange?.(event.target.value)} style={{ width: 240 }} />;
    case 'time':
      return <Input id={id} type="time" value={text} onChange={(event) => onChange?.(event.target.value)} style={{ width: 240 }} />;
    default:
      return <Input id={id} value={text} onChange={(event) => onChange?.(event.target.value)} />;
  }
}

function GroupForm({ items, canEdit, canDelete, onSaved, onDeleted }: { items: ConfigItem[]; canEdit: boolean; canDelete: boolean; onSaved(list: ConfigItem[]): void; onDeleted(): void }) {
  const { t } = useTranslation(['backend', 'messages']);
  const [form] = Form.useForm<Record<string, unknown>>();
  useEffect(() => form.setFieldsValue(initialConfigValues(items)), [form, items]);

  const { send: save, saving } = useFormSubmit(form, async (values) => {
    const answer = await http.post<{ list: ConfigItem[] }>(`${BASE}edit`, { values: configEditValues(items, values) }, { showSuccessMessage: true });
    onSaved(answer.data.list);
  });
  const remove = async (item: ConfigItem) => {
    await http.request({ url: `${BASE}del`, method: 'DELETE', params: { ids: [item.id] } }, { showSuccessMessage: true }).catch(() => undefined);
    onDeleted();
  };

  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: '220px' }} labelWrap disabled={!canEdit} onFinish={(values) => void save(values)} style={{ maxWidth: 900 }}>
      {items.map((item) => (
        <Form.Item
          key={item.name}
          label={
            <span>
              {configTitle(item, t)}
              {item.secret ? (
                <Tag style={{ marginLeft: 8 }} color={item.has_value ? 'green' : 'default'}>
                  {item.has_value ? t('routine.config.secretSet') : t('routine.config.secretNotSet')}
                </Tag>
              ) : null}
            </span>
          }
          required={item.required}
          extra={item.tip || undefined}
          // The value sits in an inner item (with the delete button beside it): the label names it by id.
          htmlFor={item.name}
        >
          <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Form.Item
              noStyle
              name={item.name}
              rules={[
                {
                  validator: (_rule, value) => {
                    const error = configValueError(item, value);
                    return error ? Promise.reject(new Error(t(`messages:${error}`))) : Promise.resolve();
                  },
                },
              ]}
            >
              <ConfigInput item={item} />
            </Form.Item>
            {item.allow_del && canDelete ? (
              <Popconfirm title={t('messages:table.deleteConfirm')} okButtonProps={{ danger: true }} onConfirm={() => void remove(item)}>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('resourceKit.delete')} disabled={false} />
              </Popconfirm>
            ) : null}
          </div>
        </Form.Item>
      ))}
      {canEdit ? (
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('routine.config.save')}
          </Button>
        </Form.Item>
      ) : null}
    </Form>
  );
}

function AddSettingDialog({ open, group, onClose, onAdded }: { open: boolean; group: string; onClose(): void; onAdded(): void }) {
  const { t } = useTranslation('backend');
  const [form] = Form.useForm<Record<string, unknown>>();
  const type = Form.useWatch('type', form) as string | undefined;
  useEffect(() => {
    if (open) form.setFieldsValue({ group, type: 'string', name: '', title: '', tip: '', options: [] });
  }, [open, group, form]);
  const { send: submit, saving } = useFormSubmit(form, async (values) => {
    const body: Record<string, unknown> = { name: values.name, group: values.group, title: values.title, type: values.type };
    if (values.tip) body.tip = values.tip;
    if (Array.isArray(values.options) && values.options.length) body.options = values.options;
    await http.post(`${BASE}add`, body, { showSuccessMessage: true });
    onAdded();
  });
  return (
    <Modal open={open} title={t('routine.config.add')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={saving} okText={t('routine.config.save')} cancelText={t('resourceKit.cancel')} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="group" label={t('routine.config.group')} rules={[{ required: true }]}>
          <Select options={CONFIG_GROUPS.map((value) => ({ value, label: t(`routine.config.groups.${value}`) }))} />
        </Form.Item>
        <Form.Item name="type" label={t('routine.config.type')} rules={[{ required: true }]}>
          <Select options={CONFIG_TYPES.map((value) => ({ value, label: t(`routine.config.types.${value}`) }))} />
        </Form.Item>
        <Form.Item name="name" label={t('routine.config.name')} extra={t('routine.config.nameHint')} rules={[{ required: true, pattern: /^[a-z][a-z0-9_]{1,49}$/, message: t('routine.config.nameHint') }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="title" label={t('routine.config.title')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={100} />
        </Form.Item>
        {type === 'select' || type === 'radio' || type === 'checkbox' ? (
          <Form.Item name="options" label={t('routine.config.options_label')}>
            <Select mode="tags" open={false} />
          </Form.Item>
        ) : null}
        <Form.Item name="tip" label={t('routine.config.tip')}>
          <Input maxLength={255} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** System configuration (issue 6): settings in tabs by group, one form per tab; add and delete added settings. */
export default function ConfigPage() {
  const { t } = useTranslation('backend');
  const session = useAccessSession();
  const [items, setItems] = useState<ConfigItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [tab, setTab] = useState<string>('site');
  const [adding, setAdding] = useState(false);

  const load = useCallback(() => {
    http
      .get<{ list: ConfigItem[] }>(`${BASE}index`, undefined, { cancelDuplicate: false })
      .then((answer) => setItems(answer.data.list))
      .catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);

  if (failed) return <Result status="warning" title={t('routine.config.loadFailed')} />;
  if (!items) return <Spin style={{ display: 'block', margin: 48 }} />;
  const can = (action: string) => holds(session, `routine/config/${action}`);

  return (
    <Card variant="borderless">
      {/* Above the tabs rather than in their bar: a tab list holds tabs only (WAI-ARIA). */}
      {can('add') ? (
        <Flex justify="flex-end">
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('routine.config.add')}
          </Button>
        </Flex>
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={groupsOf(items).map(({ group, items: groupItems }) => ({
          key: group,
          label: t(`routine.config.groups.${group}`),
          children: (
            <>
              <GroupForm items={groupItems} canEdit={can('edit')} canDelete={can('del')} onSaved={setItems} onDeleted={load} />
              {group === 'mail' && can('edit') ? <TestMail /> : null}
            </>
          ),
        }))}
      />
      <AddSettingDialog
        open={adding}
        group={tab}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          load();
        }}
      />
    </Card>
  );
}
