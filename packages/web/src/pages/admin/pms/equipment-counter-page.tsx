import { DatePicker, Form, Input, InputNumber, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTER_RESET_REASONS, PMS_EQUIPMENT_TRANSLATIONS, counterDescription, counterReadingDescription, fieldLabelKey, maxPerDay, optionLabelKey, todayIso } from '@vessel/contract';
import { http } from '../../../api/app-http-client';
import { resourceApi, type ResourceRow } from '../../../api/admin/resource';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';

addRuntimeMessages(i18n, PMS_EQUIPMENT_TRANSLATIONS);

const def = counterDescription.def;
const COUNTER_BASE = '/admin/pms.Counter/';
const READING_BASE = '/admin/pms.CounterReading/';
const today = () => todayIso(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

/** The component a counter measures, as the list names it: code and name in the page's language. */
export function componentName(row: TableRow | ResourceRow, lang: string): string {
  const name = lang === 'zh-cn' ? (text(row.component_name_zh) ?? text(row.component_name_en)) : text(row.component_name_en);
  return [text(row.component_code), name].filter(Boolean).join(' ');
}

/** A counter's readings, newest first: the history kept forever, resets with their reason. */
function ReadingHistory({ counterId }: { counterId: string }) {
  const { t } = useTranslation('backend');
  const [rows, setRows] = useState<ResourceRow[] | null>(null);
  useEffect(() => {
    let live = true;
    resourceApi(READING_BASE)
      .list({ limit: 100, order: 'read_at,desc', search: [{ field: 'counter_id', operator: 'eq', val: counterId }] })
      .then(
        (answer) => live && setRows(answer.data.list),
        () => live && setRows([]),
      );
    return () => {
      live = false;
    };
  }, [counterId]);
  const label = (name: string) => t(fieldLabelKey(counterReadingDescription.def, { name }));
  return (
    <Table<ResourceRow>
      size="small"
      rowKey="id"
      loading={rows === null}
      dataSource={rows ?? []}
      pagination={false}
      data-testid="counter-history"
      locale={{ emptyText: t('pmsEquipment.noHistory') }}
      columns={[
        { key: 'read_at', dataIndex: 'read_at', title: label('read_at') },
        { key: 'value', dataIndex: 'value', title: label('value'), align: 'right' },
        {
          key: 'reset',
          title: label('reset_reason'),
          render: (_value, row) =>
            row.is_reset ? <Tag color="purple">{`${t(optionLabelKey(counterReadingDescription.def, { name: 'reset_reason' }, String(row.reset_reason)))} (${text(row.value_before) ?? '-'} → ${text(row.value)})`}</Tag> : null,
        },
        { key: 'read_by', title: label('read_by'), render: (_value, row) => text(row.read_by_label) },
        { key: 'remark', dataIndex: 'remark', title: label('remark') },
      ]}
    />
  );
}

/** The read and reset dialogs: the value, its date, a reason for a reset; the server checks and explains a refusal. */
function ReadingDialog({ step, row, onClose, onDone }: { step: 'read' | 'reset' | null; row: TableRow | null; onClose(): void; onDone(): void }) {
  const { t, i18n: current } = useTranslation('backend');
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!step || !row) return;
    form.resetFields();
    form.setFieldsValue({ read_at: dayjs(today()), value: step === 'reset' ? 0 : undefined });
  }, [step, row, form]);
  if (!step || !row) return null;
  const name = componentName(row, current.language);
  const limit = maxPerDay(String(row.unit), row.max_per_day as number | null);
  const submit = async () => {
    const values = (await form.validateFields()) as { value: number; read_at: dayjs.Dayjs; reason?: string; remark?: string };
    setSaving(true);
    try {
      await http.post(`${COUNTER_BASE}${step}`, { id: row.id, value: values.value, read_at: values.read_at.format('YYYY-MM-DD'), ...(step === 'reset' ? { reason: values.reason } : {}), ...(values.remark ? { remark: values.remark } : {}) }, { showSuccessMessage: true });
      onDone();
    } catch {
      // The refusal's message (with its figures) is shown by the client; the dialog stays open to correct it.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={t(step === 'read' ? 'pmsEquipment.readTitle' : 'pmsEquipment.resetTitle', { name })} onCancel={onClose} onOk={submit} confirmLoading={saving} destroyOnHidden>
      <Typography.Paragraph type="secondary" data-testid="counter-last-reading">
        {row.read_at ? t('pmsEquipment.lastReading', { value: text(row.current_value), date: text(row.read_at) }) : t('pmsEquipment.noReadingYet')}
        {step === 'read' && limit ? ` · ${t('pmsEquipment.readingLimit', { limit })}` : ''}
      </Typography.Paragraph>
      {step === 'reset' ? <Typography.Paragraph type="warning">{t('pmsEquipment.resetHint')}</Typography.Paragraph> : null}
      <Form form={form} layout="vertical">
        <Space size={16} wrap>
          <Form.Item name="value" label={t('pmsEquipment.value')} rules={[{ required: true }]}>
            <InputNumber min={0} precision={0} style={{ width: 180 }} data-testid="counter-reading-value" />
          </Form.Item>
          <Form.Item name="read_at" label={t('pmsEquipment.readAt')} rules={[{ required: true }]}>
            <DatePicker disabledDate={(day) => day.format('YYYY-MM-DD') > today()} data-testid="counter-reading-date" />
          </Form.Item>
        </Space>
        {step === 'reset' ? (
          <Form.Item name="reason" label={t('pmsEquipment.reason')} rules={[{ required: true }]}>
            <Select options={COUNTER_RESET_REASONS.map((reason) => ({ value: reason, label: t(optionLabelKey(counterReadingDescription.def, { name: 'reset_reason' }, reason)) }))} data-testid="counter-reset-reason" />
          </Form.Item>
        ) : null}
        <Form.Item name="remark" label={t('pmsEquipment.remark')}>
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Running-hour counters: the generic list with the component named, a counter not read for 30 days
 * tagged (and filterable), the reading and reset dialogs, and each counter's history in its drawer.
 */
export default function CounterPage() {
  const { t, i18n: current } = useTranslation('backend');
  const [dialog, setDialog] = useState<{ step: 'read' | 'reset'; row: TableRow; done(): void } | null>(null);
  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: {
        component_id: (row: TableRow) => componentName(row, current.language) || text(row.component_id),
        read_at: (row: TableRow) => (
          <Space size={4}>
            <span>{text(row.read_at) ?? '-'}</span>
            {row.is_stale === true ? (
              <Tag color="orange" data-testid="counter-stale">
                {row.read_at ? t('pmsEquipment.stale') : t('pmsEquipment.neverRead')}
              </Tag>
            ) : null}
          </Space>
        ),
      },
      onStep: (name, _ids, rows, done) => {
        if ((name === 'read' || name === 'reset') && rows[0]) setDialog({ step: name, row: rows[0], done });
      },
      detail: (row: TableRow) => <ReadingHistory counterId={String(row.id)} />,
    }),
    [t, current.language],
  );
  return (
    <>
      <ResourcePage def={def} options={options} />
      <ReadingDialog
        step={dialog?.step ?? null}
        row={dialog?.row ?? null}
        onClose={() => setDialog(null)}
        onDone={() => {
          dialog?.done();
          setDialog(null);
        }}
      />
    </>
  );
}
