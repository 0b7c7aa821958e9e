import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Descriptions, Drawer, Flex, Form, Input, Modal, Radio, Result, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUPPLIER_APPROVAL_RESULTS,
  SUPPLIER_STEP_FROM,
  SUPPLIER_TRANSLATIONS,
  fieldLabelKey,
  optionLabelKey,
  supplierBankDescription,
  supplierDescription,
  supplierEvaluationDescription,
  todayIso,
  type SupplierContact,
} from '@vessel/contract';
import { resourceApi, type ResourceRow } from '../../../api/admin/resource';
import { isCancelledRequest } from '../../../api/request-errors';
import { ApprovalPanel } from '../../../components/approval/approval-panel';
import { DictLabel } from '../../../components/resource/dict-options';
import type { FieldInputProps } from '../../../components/resource/field-input';
import { holds } from '../../../components/resource/resource-access';
import { OpenRecordButton, useOpenRecord } from '../../../components/resource/open-record';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { applyServerFieldErrors } from '../../../components/server-field-errors';
import { i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';
import { Stars } from './evaluation-page';
import { BANK_BASE, CERTIFICATE_BASE, EVALUATION_BASE, SUPPLIER_BASE, listOfSupplier, supplierStep } from './supplier-api';
import { DUE_COLOUR, approvalDue, supplierStateColour } from './supplier-views';

addRuntimeMessages(i18n, SUPPLIER_TRANSLATIONS);

const def = supplierDescription.def;
const evaluationDef = supplierEvaluationDescription.def;
const bankDef = supplierBankDescription.def;
const today = () => todayIso(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

function StateTag({ status }: { status: unknown }) {
  const { t } = useTranslation('backend');
  if (!status) return null;
  return (
    <Tag color={supplierStateColour(status)} data-testid="supplier-status">
      {t(optionLabelKey(def, { name: 'status' }, String(status)))}
    </Tag>
  );
}

/** The approval's last day with its due tag (the one due calculator: due soon within 60 days). */
function ApprovalValidity({ row }: { row: Record<string, unknown> }) {
  const { t } = useTranslation('backend');
  const due = approvalDue(row.approval_valid_until, today());
  if (!due) return null;
  return (
    <Space size={4}>
      <span>{String(row.approval_valid_until)}</span>
      {due !== 'ok' ? <Tag color={DUE_COLOUR[due]}>{t(`supplier.due.${due}`)}</Tag> : null}
    </Space>
  );
}

/** Contacts as a small table of inputs (name, role, phone, e-mail, 24 h). */
function ContactsInput({ value, onChange, id }: FieldInputProps) {
  const { t } = useTranslation('backend');
  const rows = (Array.isArray(value) ? value : []) as SupplierContact[];
  const set = (index: number, patch: Partial<SupplierContact>) => onChange?.(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Flex vertical gap={6} id={id}>
      {rows.map((row, index) => (
        <Space.Compact key={index} block>
          <Input placeholder={t('supplier.contact.name')} value={row.name} onChange={(e) => set(index, { name: e.target.value })} style={{ width: '22%' }} />
          <Input placeholder={t('supplier.contact.role')} value={row.role} onChange={(e) => set(index, { role: e.target.value })} style={{ width: '18%' }} />
          <Input placeholder={t('supplier.contact.phone')} value={row.phone} onChange={(e) => set(index, { phone: e.target.value })} style={{ width: '22%' }} />
          <Input placeholder={t('supplier.contact.email')} value={row.email} onChange={(e) => set(index, { email: e.target.value })} style={{ width: '26%' }} />
          <Button onClick={() => set(index, { h24: !row.h24 })} type={row.h24 ? 'primary' : 'default'}>
            24h
          </Button>
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(rows.filter((_, i) => i !== index))} aria-label={t('supplier.contact.remove')} />
        </Space.Compact>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange?.([...rows, { name: '', role: '', phone: '', email: '', h24: false }])} style={{ alignSelf: 'flex-start' }}>
        {t('supplier.contact.add')}
      </Button>
    </Flex>
  );
}

/** A list of codes typed freely (ports as UN/LOCODEs, approved scope). */
function TagsInput({ value, onChange, id, upper }: FieldInputProps & { upper?: boolean }) {
  const values = Array.isArray(value) ? (value as string[]) : [];
  return <Select id={id} mode="tags" value={values} open={false} tokenSeparators={[',', ' ']} onChange={(next: string[]) => onChange?.(upper ? next.map((code) => code.toUpperCase()) : next)} />;
}

function useSupplier(id: string | null, version: number, canBank: boolean) {
  const [state, setState] = useState<{ row: ResourceRow | null; evaluations: ResourceRow[]; certificates: ResourceRow[]; bank: ResourceRow | null; loading: boolean; failed: boolean }>({
    row: null,
    evaluations: [],
    certificates: [],
    bank: null,
    loading: false,
    failed: false,
  });
  useEffect(() => {
    if (!id) return;
    let active = true;
    setState((held) => ({ ...held, loading: true, failed: false }));
    // Certificates and bank details are read only with their own rights; without them the section says so.
    const quiet = <T,>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);
    const none = { data: { list: [] as ResourceRow[], total: 0 } };
    Promise.all([
      resourceApi(SUPPLIER_BASE).read(id),
      quiet(listOfSupplier(EVALUATION_BASE, id, 'evaluated_on,desc'), none),
      quiet(listOfSupplier(CERTIFICATE_BASE, id, 'expiry_date,asc'), none),
      canBank ? quiet(listOfSupplier(BANK_BASE, id, 'created_at,desc'), none) : Promise.resolve(none),
    ]).then(
      ([record, evaluations, certificates, bank]) =>
        active && setState({ row: record.data.row, evaluations: evaluations.data.list, certificates: certificates.data.list, bank: bank.data.list[0] ?? null, loading: false, failed: false }),
      (error: unknown) => active && !isCancelledRequest(error) && setState((held) => ({ ...held, row: null, loading: false, failed: true })),
    );
    return () => {
      active = false;
    };
  }, [id, version, canBank]);
  return state;
}

const PARTICULARS = ['supplier_no', 'name_en', 'name_zh', 'short_name', 'types', 'country', 'ports_served', 'status', 'approval_valid_until', 'approved_on', 'approved_scope', 'rating', 'owner_id', 'reevaluation_reason', 'status_reason', 'blacklist_reason', 'tax_no', 'address'] as const;

/**
 * One supplier whole (DOMAIN.md §4.14): particulars, contacts, certificates (the certificate engine's),
 * evaluations, the approval under way, and the bank details for those with their right only.
 */
function SupplierDrawer({ id, onClose, onChanged }: { id: string | null; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation('backend');
  const session = useAccessSession();
  const canBank = holds(session, `${bankDef.path}/index`);
  const [version, setVersion] = useState(0);
  const { row, evaluations, certificates, bank, loading, failed } = useSupplier(id, version, canBank);
  const changed = () => {
    setVersion((value) => value + 1);
    onChanged();
  };
  const value = (name: string): ReactNode => {
    if (!row) return null;
    const raw = row[name];
    if (name === 'status') return <StateTag status={raw} />;
    if (name === 'types') return <DictLabel type="supplier_type" value={raw} tag />;
    if (name === 'country') return raw ? <DictLabel type="flag" value={raw} /> : null;
    if (name === 'rating') return <Stars value={raw} />;
    if (name === 'approval_valid_until') return <ApprovalValidity row={row} />;
    if (name === 'owner_id') return text(row.owner_id_label);
    if (name === 'reevaluation_reason') return raw ? <Tag color="orange">{t(optionLabelKey(def, { name }, String(raw)))}</Tag> : null;
    if (Array.isArray(raw)) return raw.map((item) => <Tag key={String(item)}>{String(item)}</Tag>);
    return text(raw);
  };
  const contacts = (row?.contacts as SupplierContact[] | undefined) ?? [];
  return (
    <Drawer open={!!id} onClose={onClose} width={1100} title={row ? `${text(row.supplier_no) ?? ''} ${String(row.name_en)}` : ''} destroyOnHidden>
      {failed ? (
        <Result status="warning" title={t('supplier.loadFailed')} extra={<Button onClick={() => setVersion((v) => v + 1)}>{t('supplier.retry')}</Button>} />
      ) : !row ? (
        <Spin spinning={loading} />
      ) : (
        <Flex vertical gap={16} data-testid="supplier-drawer">
          {row.status === 'blacklisted' ? <Alert type="error" showIcon message={t('supplier.blacklisted', { reason: text(row.blacklist_reason) ?? '-' })} /> : null}
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} items={PARTICULARS.map((name) => ({ key: name, label: t(fieldLabelKey(def, { name })), children: value(name) }))} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t(fieldLabelKey(def, { name: 'contacts' }))}
          </Typography.Title>
          <Table<SupplierContact>
            size="small"
            pagination={false}
            rowKey={(_, index) => String(index)}
            dataSource={contacts}
            columns={[
              { key: 'name', title: t('supplier.contact.name'), dataIndex: 'name' },
              { key: 'role', title: t('supplier.contact.role'), dataIndex: 'role' },
              { key: 'phone', title: t('supplier.contact.phone'), dataIndex: 'phone' },
              { key: 'email', title: t('supplier.contact.email'), dataIndex: 'email' },
              { key: 'h24', title: '24h', render: (_, contact) => (contact.h24 ? <Tag color="green">24h</Tag> : null) },
            ]}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('supplier.certificates')}
          </Typography.Title>
          <Table<ResourceRow>
            size="small"
            pagination={false}
            rowKey="id"
            dataSource={certificates}
            data-testid="supplier-certificates"
            columns={[
              { key: 'type', title: t('supplier.certificateType'), render: (_, cert) => text(i18n.language === 'zh-cn' ? (cert.cert_type_id_label_zh ?? cert.cert_type_id_label) : cert.cert_type_id_label) },
              { key: 'no', title: t('supplier.certificateNo'), render: (_, cert) => text(cert.cert_no) },
              { key: 'expiry', title: t('supplier.certificateExpiry'), render: (_, cert) => text(cert.expiry_date) },
              { key: 'status', title: t('supplier.certificateStatus'), render: (_, cert) => <Tag color={cert.status === 'expired' ? 'red' : cert.status === 'expiring' ? 'orange' : 'green'}>{t(`cert.certificate.status_options.${String(cert.status)}`, { defaultValue: String(cert.status) })}</Tag> },
            ]}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('supplier.evaluations')}
          </Typography.Title>
          <Table<ResourceRow>
            size="small"
            pagination={{ pageSize: 8 }}
            rowKey="id"
            dataSource={evaluations}
            data-testid="supplier-evaluations"
            columns={[
              { key: 'evaluated_on', title: t(fieldLabelKey(evaluationDef, { name: 'evaluated_on' })), render: (_, e) => text(e.evaluated_on) },
              { key: 'kind', title: t(fieldLabelKey(evaluationDef, { name: 'kind' })), render: (_, e) => <Tag>{t(optionLabelKey(evaluationDef, { name: 'kind' }, String(e.kind)))}</Tag> },
              { key: 'order_ref', title: t(fieldLabelKey(evaluationDef, { name: 'order_ref' })), render: (_, e) => text(e.order_ref) },
              { key: 'ship', title: t(fieldLabelKey(evaluationDef, { name: 'ship_id' })), render: (_, e) => text(e.ship_id_label) },
              { key: 'overall', title: t(fieldLabelKey(evaluationDef, { name: 'overall' })), render: (_, e) => <Stars value={e.overall} /> },
              { key: 'decision', title: t(fieldLabelKey(evaluationDef, { name: 'decision' })), render: (_, e) => <Tag>{t(optionLabelKey(evaluationDef, { name: 'decision' }, String(e.decision)))}</Tag> },
              { key: 'remark', title: t(fieldLabelKey(evaluationDef, { name: 'remark' })), render: (_, e) => <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{text(e.remark)}</Typography.Text> },
            ]}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('supplier.approval')}
          </Typography.Title>
          <ApprovalPanel bizType="supplier_approval" bizId={row.id} onActed={changed} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('supplier.bank')}
          </Typography.Title>
          {!canBank ? (
            <Alert type="info" showIcon message={t('supplier.bankRestricted')} data-testid="supplier-bank-restricted" />
          ) : bank ? (
            <Descriptions
              size="small"
              bordered
              column={2}
              data-testid="supplier-bank"
              items={['bank_name', 'bank_address', 'account_name', 'account_no', 'iban', 'swift', 'currency'].map((name) => ({ key: name, label: t(fieldLabelKey(bankDef, { name })), children: text(bank[name]) }))}
            />
          ) : (
            <Typography.Text type="secondary">{t('supplier.noBank')}</Typography.Text>
          )}
        </Flex>
      )}
    </Drawer>
  );
}

type StepDialog = { step: 'submit' | 'suspend' | 'blacklist' | 'reinstate'; ids: string[]; done(): void } | null;

/** The dialog a step asks through: the result and validity of an approval, or a reason. */
function StepForm({ dialog, onClose }: { dialog: StepDialog; onClose(): void }) {
  const { t } = useTranslation('backend');
  const [form] = Form.useForm<Record<string, unknown>>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    form.resetFields();
    if (dialog?.step === 'submit') form.setFieldsValue({ result: 'approved', valid_until: dayjs().add(1, 'year') });
  }, [dialog, form]);
  if (!dialog) return null;
  const save = async () => {
    const values = form.getFieldsValue() as Record<string, unknown>;
    const body: Record<string, unknown> =
      dialog.step === 'submit'
        ? { id: dialog.ids[0], result: values.result, valid_until: dayjs.isDayjs(values.valid_until) ? (values.valid_until as Dayjs).format('YYYY-MM-DD') : values.valid_until, ...(values.comment ? { comment: values.comment } : {}) }
        : dialog.step === 'reinstate'
          ? { id: dialog.ids[0], reason: values.reason ?? '' }
          : { ids: dialog.ids, reason: values.reason ?? '' };
    setSaving(true);
    try {
      await supplierStep(dialog.step, body);
      dialog.done();
      onClose();
    } catch (error) {
      applyServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={t(`supplier.step.${dialog.step}`)} onCancel={onClose} onOk={() => void save()} confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical">
        {dialog.step === 'submit' ? (
          <>
            <Form.Item name="result" label={t('supplier.result')}>
              <Radio.Group options={SUPPLIER_APPROVAL_RESULTS.map((value) => ({ value, label: t(optionLabelKey(def, { name: 'status' }, value)) }))} />
            </Form.Item>
            <Form.Item name="valid_until" label={t(fieldLabelKey(def, { name: 'approval_valid_until' }))}>
              <DatePicker />
            </Form.Item>
            <Form.Item name="comment" label={t('supplier.comment')}>
              <Input.TextArea rows={3} maxLength={1000} />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="reason" label={t('supplier.reason')} required>
            <Input.TextArea rows={3} maxLength={1000} data-testid="supplier-step-reason" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

export const supplierInputs = {
  contacts: (props: FieldInputProps) => <ContactsInput {...props} />,
  ports_served: (props: FieldInputProps) => <TagsInput {...props} upper />,
  approved_scope: (props: FieldInputProps) => <TagsInput {...props} />,
};

/**
 * Supplier companies: the list with their state, rating, types and approval validity; a supplier's name
 * opens it whole (`?id=`, the re-evaluation alert's link); its steps ask what they need in a dialog.
 */
export default function SupplierPage() {
  const { t } = useTranslation('backend');
  const { openId, setOpen, listVersion, listChanged } = useOpenRecord();
  const [dialog, setDialog] = useState<StepDialog>(null);
  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: {
        name_en: (row: TableRow) => (
          <OpenRecordButton onOpen={() => setOpen(row.id)} testId="supplier-open">
            {String(row.name_en)}
          </OpenRecordButton>
        ),
        status: (row: TableRow) => <StateTag status={row.status} />,
        rating: (row: TableRow) => <Stars value={row.rating} />,
        approval_valid_until: (row: TableRow) => <ApprovalValidity row={row} />,
        reevaluation_reason: (row: TableRow) => (row.reevaluation_reason ? <Tag color="orange">{t(optionLabelKey(def, { name: 'reevaluation_reason' }, String(row.reevaluation_reason)))}</Tag> : null),
      },
      inputs: supplierInputs,
      rowSteps: (row: TableRow) => Object.entries(SUPPLIER_STEP_FROM).filter(([, states]) => (states as readonly string[]).includes(String(row.status))).map(([step]) => step),
      onStep: (step, ids, _rows, done) => setDialog({ step: step as NonNullable<StepDialog>['step'], ids, done }),
      width: 900,
    }),
    [setOpen, t],
  );
  return (
    <Flex vertical gap={12}>
      <ResourcePage key={listVersion} def={def} options={options} />
      <SupplierDrawer id={openId} onClose={() => setOpen(null)} onChanged={listChanged} />
      <StepForm dialog={dialog} onClose={() => setDialog(null)} />
    </Flex>
  );
}

