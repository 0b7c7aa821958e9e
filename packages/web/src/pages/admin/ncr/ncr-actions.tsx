import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, DatePicker, Flex, Form, Input, Modal, Popconfirm, Radio, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NCR_ACTION_KINDS, fieldLabelKey, ncrActionResource, optionLabelKey, type NcrDetailAnswer } from '@vessel/contract';
import { NCR_ACTION_BASE, ncrActionStep } from '../../../api/admin/ncr';
import { resourceApi } from '../../../api/admin/resource';
import { RemoteSelect } from '../../../components/resource/remote-select';
import { applyServerFieldErrors } from '../../../components/server-field-errors';
import { UploadInput } from '../../../components/upload/upload-input';
import { ACTION_STATUS_COLOURS, stepBody } from './ncr-views';

const def = ncrActionResource;
const api = resourceApi(NCR_ACTION_BASE);

type Action = NcrDetailAnswer['actions'][number];
/** What a dialog of the table is doing: adding or editing an action, or one of its steps that asks for something. */
type Dialog = { kind: 'form'; action: Action | null } | { kind: 'step'; step: 'complete' | 'verify' | 'reject'; action: Action } | null;

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '' : String(value));
const fileName = (url: string) => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));

/**
 * The report's corrections, corrective and preventive actions: added and edited while they are planned,
 * started, completed with their evidence (uploaded here), verified or sent back. Each button shows only
 * when the server says the caller may take it now.
 */
export function NcrActions({ detail, onChanged }: { detail: NcrDetailAnswer; onChanged(): void }) {
  const { t } = useTranslation('backend');
  const [form] = Form.useForm<Record<string, unknown>>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [saving, setSaving] = useState(false);
  const today = dayjs().format('YYYY-MM-DD');

  const open = (next: Exclude<Dialog, null>) => {
    form.resetFields();
    if (next.kind === 'form' && next.action) {
      const { kind, description, owner_admin_id, due_date } = next.action;
      form.setFieldsValue({ kind, description, owner_admin_id, due_date: due_date ? dayjs(String(due_date)) : null });
    } else if (next.kind === 'form') form.setFieldsValue({ kind: 'corrective' });
    setDialog(next);
  };
  const run = async (work: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await work();
      setDialog(null);
      onChanged();
    } catch (error) {
      applyServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  const save = () => {
    if (!dialog) return;
    const values = form.getFieldsValue() as Record<string, unknown>;
    if (dialog.kind === 'form') {
      const body = { ...values, due_date: dayjs.isDayjs(values.due_date) ? (values.due_date as Dayjs).format('YYYY-MM-DD') : values.due_date, owner_admin_id: values.owner_admin_id ?? null };
      void run(() => (dialog.action ? api.edit({ ...body, id: dialog.action.id, ncr_id: detail.report.id }) : api.add({ ...body, ncr_id: detail.report.id })));
    } else {
      void run(() => ncrActionStep(dialog.step, stepBody(dialog.action.id, values)));
    }
  };
  const stepButton = (action: Action, step: string) => {
    const testId = `ncr-action-${step}`;
    if (step === 'start') {
      return (
        <Button key={step} size="small" type="link" onClick={() => void run(() => ncrActionStep('start', { id: action.id }))} data-testid={testId}>
          {t('ncr.action.step.start')}
        </Button>
      );
    }
    return (
      <Button key={step} size="small" type="link" danger={step === 'reject'} onClick={() => open({ kind: 'step', step: step as 'complete' | 'verify' | 'reject', action })} data-testid={testId}>
        {t(`ncr.action.step.${step}`)}
      </Button>
    );
  };

  const columns: ColumnsType<Action> = [
    { key: 'kind', title: t(fieldLabelKey(def, { name: 'kind' })), render: (_, row) => <Tag>{t(optionLabelKey(def, { name: 'kind' }, row.kind))}</Tag> },
    { key: 'description', title: t(fieldLabelKey(def, { name: 'description' })), render: (_, row) => <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{text(row.description)}</Typography.Text> },
    { key: 'owner', title: t(fieldLabelKey(def, { name: 'owner_admin_id' })), render: (_, row) => text(row.owner_admin_id_label) },
    {
      key: 'due_date',
      title: t(fieldLabelKey(def, { name: 'due_date' })),
      render: (_, row) => {
        const late = typeof row.due_date === 'string' && row.due_date < today && ['open', 'in_progress', 'rejected'].includes(row.status);
        return <Typography.Text type={late ? 'danger' : undefined}>{text(row.due_date)}</Typography.Text>;
      },
    },
    { key: 'status', title: t(fieldLabelKey(def, { name: 'status' })), render: (_, row) => <Tag color={ACTION_STATUS_COLOURS[row.status]}>{t(optionLabelKey(def, { name: 'status' }, row.status))}</Tag> },
    {
      key: 'evidence',
      title: t(fieldLabelKey(def, { name: 'evidence' })),
      render: (_, row) => (
        <Flex vertical gap={2}>
          {(Array.isArray(row.evidence) ? (row.evidence as string[]) : []).map((url) => (
            <Typography.Link key={url} href={url} target="_blank" rel="noreferrer">
              {fileName(url)}
            </Typography.Link>
          ))}
          {row.verify_comment ? <Typography.Text type="secondary">{text(row.verify_comment)}</Typography.Text> : null}
        </Flex>
      ),
    },
    {
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          {(detail.action_steps[row.id] ?? []).map((step) => stepButton(row, step))}
          {detail.can.edit_action && ['open', 'in_progress', 'rejected'].includes(row.status) ? (
            <Button size="small" type="link" icon={<EditOutlined />} aria-label={t('ncrPage.editAction')} onClick={() => open({ kind: 'form', action: row })} data-testid="ncr-action-edit" />
          ) : null}
          {detail.can.delete_action && row.status === 'open' ? (
            <Popconfirm title={t('ncrPage.deleteActionConfirm')} onConfirm={() => void run(() => api.del([row.id]))}>
              <Button size="small" type="link" danger icon={<DeleteOutlined />} aria-label={t('ncrPage.deleteAction')} data-testid="ncr-action-delete" />
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  const title =
    dialog?.kind === 'form' ? t(dialog.action ? 'ncrPage.editAction' : 'ncrPage.addAction') : dialog?.kind === 'step' ? `${t(`ncr.action.step.${dialog.step}`)} · ${text(dialog.action.description).slice(0, 40)}` : '';
  return (
    <section>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('ncrPage.actions')}
        </Typography.Title>
        {detail.can.add_action ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ kind: 'form', action: null })} data-testid="ncr-action-add">
            {t('ncrPage.addAction')}
          </Button>
        ) : null}
      </Flex>
      <Table<Action> size="small" rowKey="id" pagination={false} scroll={{ x: 'max-content' }} columns={columns} dataSource={detail.actions} data-testid="ncr-actions" locale={{ emptyText: t('ncrPage.noActions') }} />
      <Modal open={!!dialog} title={title} onCancel={() => setDialog(null)} onOk={save} okButtonProps={{ loading: saving, 'data-testid': 'ncr-action-confirm' } as ButtonProps} destroyOnHidden>
        <Form form={form} layout="vertical">
          {dialog?.kind === 'form' ? (
            <>
              <Form.Item name="kind" label={t(fieldLabelKey(def, { name: 'kind' }))} required>
                <Radio.Group options={NCR_ACTION_KINDS.map((kind) => ({ value: kind, label: t(optionLabelKey(def, { name: 'kind' }, kind)) }))} />
              </Form.Item>
              <Form.Item name="description" label={t(fieldLabelKey(def, { name: 'description' }))} required>
                <Input.TextArea rows={3} maxLength={2000} showCount data-testid="ncr-action-description" />
              </Form.Item>
              <Form.Item name="owner_admin_id" label={t(fieldLabelKey(def, { name: 'owner_admin_id' }))}>
                <RemoteSelect url="/admin/auth.Admin/" />
              </Form.Item>
              <Form.Item name="due_date" label={t(fieldLabelKey(def, { name: 'due_date' }))} required>
                <DatePicker style={{ width: '100%' }} data-testid="ncr-action-due" />
              </Form.Item>
            </>
          ) : dialog?.kind === 'step' && dialog.step === 'complete' ? (
            <>
              <Form.Item name="evidence" label={t(fieldLabelKey(def, { name: 'evidence' }))} required extra={t('ncrPage.evidenceHint')}>
                <UploadInput kind="file" multiple topic="ncr" />
              </Form.Item>
              <Form.Item name="note" label={t(fieldLabelKey(def, { name: 'completion_note' }))}>
                <Input.TextArea rows={3} maxLength={2000} showCount />
              </Form.Item>
            </>
          ) : dialog?.kind === 'step' ? (
            <Form.Item name="comment" label={t(fieldLabelKey(def, { name: 'verify_comment' }))} required={dialog.step === 'reject'}>
              <Input.TextArea rows={3} maxLength={1000} showCount />
            </Form.Item>
          ) : null}
        </Form>
      </Modal>
    </section>
  );
}
