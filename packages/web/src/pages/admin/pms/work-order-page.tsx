import { Button, type ButtonProps, Card, DatePicker, Descriptions, Drawer, Flex, Form, Input, InputNumber, Modal, Result, Segmented, Space, Spin, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PMS_POSTPONE_FLOWS,
  PMS_WORK_TRANSLATIONS,
  WORK_ORDER_OPEN_STATUSES,
  fieldLabelKey,
  optionLabelKey,
  todayIso,
  workOrderDescription,
  workOrderDueStatus,
  type SpareUsed,
} from '@vessel/contract';
import { http } from '../../../api/app-http-client';
import { resourceApi, type ResourceRow } from '../../../api/admin/resource';
import { isCancelledRequest } from '../../../api/request-errors';
import { ApprovalPanel } from '../../../components/approval/approval-panel';
import { OpenRecordButton, useOpenRecord } from '../../../components/resource/open-record';
import { RemoteSelect } from '../../../components/resource/remote-select';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { useTableState } from '../../../components/resource/use-table-state';
import { UploadInput } from '../../../components/upload/upload-input';
import { VIEWS, applyView, componentName, viewOf, type View } from './work-order-views';
import { currentLang, i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';

// The part's field words come with the module (a resource described by data): this page is a route of its
// own, so it adds them itself rather than waiting for the catch-all's loader.
addRuntimeMessages(i18n, PMS_WORK_TRANSLATIONS);

const def = workOrderDescription.def;
export const WORK_ORDER_BASE = '/admin/pms.WorkOrder/';
const SPARE_BASE = '/admin/pms.SparePart/';

const OPEN: readonly string[] = WORK_ORDER_OPEN_STATUSES;
const STATUS_COLOURS: Record<string, string> = {
  planned: 'default',
  due: 'blue',
  in_progress: 'processing',
  done: 'green',
  verified: 'cyan',
  postponement_requested: 'gold',
  postponed: 'orange',
  cancelled: 'default',
};
const DUE_COLOURS: Record<string, string> = { overdue: 'red', expired: 'red', in_window: 'blue', due_soon: 'orange' };

const today = () => todayIso(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));
const awaitingVerification = (row: TableRow | ResourceRow) => row.status === 'done' && row.requires_verification === true;

/** What each step is offered on (the server refuses the rest). */
const AVAILABLE = {
  edit: (row: TableRow) => ['planned', 'due', 'in_progress', 'postponed'].includes(String(row.status)),
  del: (row: TableRow) => row.status === 'planned' || row.status === 'due',
  start: (row: TableRow) => ['planned', 'due', 'postponed'].includes(String(row.status)),
  complete: (row: TableRow) => ['planned', 'due', 'in_progress', 'postponed'].includes(String(row.status)),
  verify: (row: TableRow) => awaitingVerification(row),
  requestPostpone: (row: TableRow) => ['planned', 'due', 'in_progress', 'postponed'].includes(String(row.status)),
  cancel: (row: TableRow) => ['planned', 'due', 'in_progress', 'postponed'].includes(String(row.status)),
};

function step(name: string, body: Record<string, unknown>) {
  return http.post<{ row: ResourceRow }>(`${WORK_ORDER_BASE}${name}`, body, { showSuccessMessage: true });
}

/** The order's state, and beside it the due state the one calculator gives it today (overdue in red). */
export function WorkOrderState({ row }: { row: TableRow | ResourceRow }) {
  const { t } = useTranslation('backend');
  const status = String(row.status);
  const due = workOrderDueStatus({ status, due_date: text(row.due_date), window_start: text(row.window_start), window_end: text(row.window_end) }, today());
  return (
    <Space size={4} wrap>
      <Tag color={STATUS_COLOURS[status]}>{awaitingVerification(row) ? t('pmsWork.awaitingVerification') : t(optionLabelKey(def, { name: 'status' }, status))}</Tag>
      {OPEN.includes(status) && DUE_COLOURS[due] ? (
        <Tag color={DUE_COLOURS[due]} data-testid={due === 'overdue' ? 'work-order-overdue' : undefined}>
          {t(`pmsWork.due.${due}`)}
        </Tag>
      ) : null}
      {row.is_critical === true ? <Tag color="red">{t('pmsWork.critical')}</Tag> : null}
      {Number(row.postpone_count) > 0 ? <Tag>{t('pmsWork.postponedTimes', { count: Number(row.postpone_count) })}</Tag> : null}
    </Space>
  );
}

type Dialog = { step: 'complete' | 'requestPostpone' | 'cancel' | 'verify'; row: TableRow | ResourceRow };

const asDate = (value: unknown) => (dayjs.isDayjs(value) ? (value as Dayjs).format('YYYY-MM-DD') : value);

/** The dialogs the steps ask in: completion (hours, spares, work done), postponement, cancelling, verifying. */
function StepDialog({ dialog, onClose, onDone }: { dialog: Dialog | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('backend');
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    form.resetFields();
    if (dialog?.step === 'complete') {
      const hours = dialog.row.counter_value;
      form.setFieldsValue({ done_date: dayjs(today()), done_hours: hours === null || hours === undefined ? undefined : Number(hours), spares: [] });
    }
  }, [dialog, form]);
  if (!dialog) return null;
  const { row } = dialog;
  const wo = text(row.wo_no) ?? '';
  const critical = row.is_critical === true;
  const titles = { complete: 'completeTitle', requestPostpone: 'postponeTitle', cancel: 'cancelTitle', verify: 'verifyTitle' } as const;

  const submit = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    setBusy(true);
    try {
      if (dialog.step === 'complete') {
        const spares = ((values.spares as Array<{ spare_part_id?: string; qty?: number }> | undefined) ?? []).filter((item) => item?.spare_part_id && item.qty);
        await step('complete', {
          id: row.id,
          done_date: asDate(values.done_date),
          ...(values.done_hours === undefined || values.done_hours === null ? {} : { done_hours: values.done_hours }),
          work_description: values.work_description,
          ...(values.findings ? { findings: values.findings } : {}),
          ...(values.man_hours === undefined || values.man_hours === null ? {} : { man_hours: values.man_hours }),
          spares,
          ...(Array.isArray(values.attachments) && values.attachments.length ? { attachments: values.attachments } : {}),
        });
      } else if (dialog.step === 'requestPostpone') {
        await step('requestPostpone', { id: row.id, postpone_to: asDate(values.postpone_to), reason: values.reason });
      } else if (dialog.step === 'cancel') {
        await step('cancel', { id: row.id, reason: values.reason });
      } else {
        await step('verify', { id: row.id, ...(values.comment ? { comment: values.comment } : {}) });
      }
      onDone();
      onClose();
    } catch {
      // The request's own message says why; the dialog stays open to correct it.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t(`pmsWork.${titles[dialog.step]}`, { wo })}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={t('pmsWork.ok')}
      cancelText={t('pmsWork.cancel')}
      okButtonProps={{ 'data-testid': 'work-order-step-confirm' } as ButtonProps}
      width={dialog.step === 'complete' ? 720 : 520}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        {dialog.step === 'complete' && (
          <>
            <Flex gap={12} wrap>
              <Form.Item name="done_date" label={t('pmsWork.doneDate')} rules={[{ required: true }]} style={{ minWidth: 180 }}>
                <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.format('YYYY-MM-DD') > today()} data-testid="work-order-done-date" />
              </Form.Item>
              <Form.Item
                name="done_hours"
                label={t('pmsWork.doneHours')}
                style={{ minWidth: 220 }}
                extra={row.counter_value === null || row.counter_value === undefined ? t('pmsWork.noCounter') : t('pmsWork.counterNow', { value: row.counter_value, date: text(row.counter_read_at) ?? '-' })}
              >
                <InputNumber min={0} precision={0} style={{ width: '100%' }} disabled={row.counter_value === null || row.counter_value === undefined} data-testid="work-order-done-hours" />
              </Form.Item>
              <Form.Item name="man_hours" label={t(fieldLabelKey(def, { name: 'man_hours' }))} style={{ minWidth: 140 }}>
                <InputNumber min={0} max={10000} step={0.5} style={{ width: '100%' }} />
              </Form.Item>
            </Flex>
            <Form.Item name="work_description" label={t(fieldLabelKey(def, { name: 'work_description' }))} rules={[{ required: true, whitespace: true }]}>
              <Input.TextArea rows={3} maxLength={4000} showCount data-testid="work-order-description" />
            </Form.Item>
            <Form.Item name="findings" label={t(fieldLabelKey(def, { name: 'findings' }))}>
              <Input.TextArea rows={2} maxLength={4000} />
            </Form.Item>
            <Typography.Text strong>{t('pmsWork.spares')}</Typography.Text>
            <Form.List name="spares">
              {(fields, { add, remove }) => (
                <Flex vertical gap={8} style={{ marginTop: 8, marginBottom: 16 }}>
                  {fields.map((field) => (
                    <Flex key={field.key} gap={8} align="start">
                      <Form.Item name={[field.name, 'spare_part_id']} style={{ flex: 1, marginBottom: 0 }} rules={[{ required: true }]}>
                        <RemoteSelect url={SPARE_BASE} filter={[{ field: 'ship_id', operator: 'eq', val: String(row.ship_id) }]} placeholder={t('pmsWork.spare')} aria-label={t('pmsWork.spare')} style={{ width: '100%' }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'qty']} style={{ width: 120, marginBottom: 0 }} rules={[{ required: true }]} initialValue={1}>
                        <InputNumber min={1} precision={0} placeholder={t('pmsWork.qty')} style={{ width: '100%' }} data-testid="work-order-spare-qty" />
                      </Form.Item>
                      <Button onClick={() => remove(field.name)}>−</Button>
                    </Flex>
                  ))}
                  <Button type="dashed" onClick={() => add({ qty: 1 })} data-testid="work-order-add-spare">
                    {t('pmsWork.addSpare')}
                  </Button>
                </Flex>
              )}
            </Form.List>
            <Form.Item name="attachments" label={t(fieldLabelKey(def, { name: 'attachments' }))}>
              <UploadInput kind="file" multiple topic="pms" />
            </Form.Item>
          </>
        )}
        {dialog.step === 'requestPostpone' && (
          <>
            <Typography.Paragraph type="secondary">{t('pmsWork.postponeHint', { date: text(row.due_date) ?? '-', flow: t(critical ? 'pmsWork.flowCritical' : 'pmsWork.flowNormal') })}</Typography.Paragraph>
            <Form.Item name="postpone_to" label={t('pmsWork.postponeTo')} rules={[{ required: true }]}>
              <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.format('YYYY-MM-DD') <= String(row.due_date)} data-testid="work-order-postpone-to" />
            </Form.Item>
            <Form.Item name="reason" label={t('pmsWork.reason')} rules={[{ required: true, whitespace: true }]}>
              <Input.TextArea rows={3} maxLength={1000} showCount data-testid="work-order-postpone-reason" />
            </Form.Item>
          </>
        )}
        {dialog.step === 'cancel' && (
          <Form.Item name="reason" label={t('pmsWork.reason')} rules={[{ required: true, whitespace: true }]}>
            <Input.TextArea rows={3} maxLength={1000} showCount />
          </Form.Item>
        )}
        {dialog.step === 'verify' && (
          <>
            <Typography.Paragraph>{t('pmsWork.verifyConfirm')}</Typography.Paragraph>
            <Form.Item name="comment" label={t('pmsWork.comment')}>
              <Input.TextArea rows={2} maxLength={1000} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}

const PARTICULARS = ['ship_id', 'component_id', 'kind', 'title', 'status', 'due_date', 'due_hours', 'window_start', 'window_end', 'original_due_date', 'postpone_count', 'postpone_to', 'postpone_reason', 'assigned_rank_id', 'done_date', 'done_hours', 'man_hours', 'done_by', 'verified_by', 'verified_at', 'work_description', 'findings', 'cancel_reason'] as const;
const LABELLED = new Set(['ship_id', 'component_id', 'assigned_rank_id', 'done_by', 'verified_by']);

/** One work order whole: its particulars, the spares it used, and its postponement's approval. */
function WorkOrderDrawer({ id, onClose, onChanged }: { id: string | null; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation('backend');
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ row: ResourceRow | null; failed: boolean }>({ row: null, failed: false });
  useEffect(() => {
    if (!id) return;
    let live = true;
    setState({ row: null, failed: false });
    resourceApi(WORK_ORDER_BASE)
      .read(id)
      .then(
        (answer) => live && setState({ row: answer.data.row, failed: false }),
        (error: unknown) => live && !isCancelledRequest(error) && setState({ row: null, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [id, version]);
  const row = state.row;
  const value = (name: string) => {
    if (!row) return null;
    if (LABELLED.has(name)) return text(row[`${name}_label`] ?? row[name]);
    if ((name === 'kind' || name === 'status') && row[name]) return name === 'status' ? <WorkOrderState row={row} /> : <Tag>{t(optionLabelKey(def, { name }, String(row[name])))}</Tag>;
    return text(row[name]);
  };
  const spares = (row?.spares_used as SpareUsed[] | undefined) ?? [];
  const flow = row?.is_critical === true ? PMS_POSTPONE_FLOWS.critical : PMS_POSTPONE_FLOWS.normal;
  return (
    <Drawer open={!!id} onClose={onClose} width={960} title={row ? (text(row.wo_no) ?? t('pmsWork.noNumber')) : t('pmsWork.particulars')} destroyOnHidden>
      {state.failed ? (
        <Result status="warning" title={t('pmsWork.loadFailed')} extra={<Button onClick={() => setVersion((v) => v + 1)}>{t('pmsWork.retry')}</Button>} />
      ) : !row ? (
        <Spin />
      ) : (
        <Flex vertical gap={16} data-testid="work-order-drawer">
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2 }}
            items={PARTICULARS.filter((name) => name === 'status' || value(name) !== null).map((name) => ({ key: name, label: t(fieldLabelKey(def, { name })), children: value(name) }))}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('pmsWork.sparesUsed')}
          </Typography.Title>
          <Table<SpareUsed>
            size="small"
            rowKey="spare_part_id"
            pagination={false}
            dataSource={spares}
            locale={{ emptyText: t('pmsWork.noSpares') }}
            columns={[
              { key: 'part_no', dataIndex: 'part_no', title: t('pms.sparePart.part_no') },
              { key: 'name', dataIndex: 'name', title: t('pms.sparePart.name') },
              { key: 'qty', dataIndex: 'qty', title: t('pmsWork.qty') },
            ]}
          />
          {Number(row.postpone_count) > 0 || row.status === 'postponement_requested' ? (
            <>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t('pmsWork.approval')}
              </Typography.Title>
              <ApprovalPanel
                bizType={flow}
                bizId={row.id}
                onActed={() => {
                  setVersion((v) => v + 1);
                  onChanged();
                }}
              />
            </>
          ) : null}
        </Flex>
      )}
    </Drawer>
  );
}

function Views() {
  const { t } = useTranslation('backend');
  const [state, setState] = useTableState(def);
  return (
    <Card variant="borderless" size="small">
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary">{t('pmsWork.views')}</Typography.Text>
        <Segmented
          size="small"
          value={viewOf(state) ?? ''}
          data-testid="work-order-views"
          onChange={(value) => setState(applyView(state, value as View, today()))}
          options={VIEWS.map((value) => ({ value, label: t(`pmsWork.view.${value}`) }))}
        />
      </Flex>
    </Card>
  );
}

/**
 * Work orders (DOMAIN.md §4.6): the generic list with each order's state and due state (overdue in red),
 * quick views, the steps asked in dialogs (completion with spares and running hours, postponement
 * through the approval flow), and an order's number opening it whole with its approval.
 */
export default function WorkOrderPage() {
  const { t } = useTranslation('backend');
  const { openId, setOpen, listVersion, listChanged } = useOpenRecord();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const options = useMemo<ResourcePageOptions>(
    () => ({
      ownFilters: ['status', 'overdue_after', 'requires_verification'],
      cells: {
        wo_no: (row: TableRow) => (
          <OpenRecordButton onOpen={() => setOpen(row.id)} testId="work-order-open">
            {text(row.wo_no) ?? t('pmsWork.noNumber')}
          </OpenRecordButton>
        ),
        status: (row: TableRow) => <WorkOrderState row={row} />,
        component_id: (row: TableRow) => componentName(row, currentLang()) ?? text(row.component_id),
        due_date: (row: TableRow) => (
          <Space size={4} direction="vertical">
            <span>{text(row.due_date)}</span>
            {row.original_due_date ? <Typography.Text type="secondary">{t('pmsWork.originalDue', { date: String(row.original_due_date) })}</Typography.Text> : null}
          </Space>
        ),
      },
      available: AVAILABLE,
      onStep: (name, _ids, rows, done) => {
        const row = rows[0];
        if (!row) return;
        if (name === 'start') {
          step('start', { id: row.id }).then(done, done);
          return;
        }
        if (name === 'complete' || name === 'requestPostpone' || name === 'cancel' || name === 'verify') setDialog({ step: name, row });
      },
    }),
    [setOpen, t],
  );
  return (
    <Flex vertical gap={12}>
      <Views />
      <ResourcePage key={listVersion} def={def} options={options} />
      <WorkOrderDrawer id={openId} onClose={() => setOpen(null)} onChanged={listChanged} />
      <StepDialog dialog={dialog} onClose={() => setDialog(null)} onDone={listChanged} />
    </Flex>
  );
}
