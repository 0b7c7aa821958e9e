import { Alert, Button, type ButtonProps, DatePicker, Descriptions, Drawer, Flex, Form, Input, Modal, Result, Select, Space, Spin, Tag, Timeline, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  NCR_GRADES,
  NCR_RISK_LEVELS,
  NCR_ROOT_CAUSE_METHODS,
  fieldLabelKey,
  ncrReportResource,
  optionLabelKey,
  type NcrDetailAnswer,
} from '@vessel/contract';
import { ncrReportStep, readNcrDetail } from '../../../api/admin/ncr';
import { isCancelledRequest } from '../../../api/request-errors';
import { ApprovalPanel } from '../../../components/approval/approval-panel';
import { DictInput, DictLabel } from '../../../components/resource/dict-options';
import { RemoteSelect } from '../../../components/resource/remote-select';
import { applyServerFieldErrors } from '../../../components/server-field-errors';
import { NcrActions } from './ncr-actions';
import { DANGER_STEPS, GRADE_COLOURS, REPORT_STEP_INPUTS, REQUIRED_INPUTS, STATUS_COLOURS, dueDateOf, sourceHref, stepBody, type StepInput } from './ncr-views';
import { printUrls } from '../../../api/admin/printables';
import { PrintButton } from '../print-button';

const def = ncrReportResource;

const PARTICULARS = [
  'ship_id',
  'dept_id',
  'source_type',
  'type',
  'clause_ref',
  'raised_by',
  'raised_at',
  'accepted_at',
  'ca_proposal_due',
  'target_date',
  'extended_to',
  'risk_level',
  'root_cause_method',
  'cause_category',
  'closed_at',
  'effectiveness_result',
] as const;
const LONG_TEXTS = ['description', 'immediate_action', 'root_cause', 'reopen_reason', 'reject_reason', 'extension_reason'] as const;
const OPTION_FIELDS = new Set(['risk_level', 'root_cause_method', 'effectiveness_result']);
/** Fields whose values are dictionary items (system settings), named in the reader's language. */
const DICT_FIELDS = new Map(def.fields.filter((field) => field.dict).map((field) => [field.name, field]));
const LABELLED = new Set(['ship_id', 'dept_id', 'raised_by']);
const OPTIONS: Partial<Record<StepInput, readonly string[]>> = {
  grade: NCR_GRADES,
  root_cause_method: NCR_ROOT_CAUSE_METHODS,
  risk_level: NCR_RISK_LEVELS,
  effectiveness_result: ['effective', 'not_effective'],
};

const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));
const when = (value: unknown) => (typeof value === 'string' && value.length > 10 ? dayjs(value).format('YYYY-MM-DD HH:mm') : text(value));

function useNcrDetail(id: string | null, version: number) {
  const [state, setState] = useState<{ detail: NcrDetailAnswer | null; loading: boolean; failed: boolean }>({ detail: null, loading: false, failed: false });
  useEffect(() => {
    if (!id) return;
    let active = true;
    setState((held) => ({ ...held, loading: true, failed: false }));
    readNcrDetail(id).then(
      ({ data }) => active && setState({ detail: data, loading: false, failed: false }),
      (error: unknown) => active && !isCancelledRequest(error) && setState({ detail: null, loading: false, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [id, version]);
  return state;
}

/** A step's form in a dialog: only what the step asks for (a reason, the root cause, the new date...). */
function StepDialog({ step, report, onClose, onDone }: { step: string | null; report: NcrDetailAnswer['report']; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('backend');
  const [form] = Form.useForm<Record<string, unknown>>();
  const [saving, setSaving] = useState(false);
  const inputs = step ? (REPORT_STEP_INPUTS[step] ?? []) : [];
  useEffect(() => {
    if (!step) return;
    form.resetFields();
    if (step === 'accept') form.setFieldsValue({ grade: report.grade });
    if (step === 'verify') form.setFieldsValue({ effectiveness_result: 'effective' });
  }, [step, form, report.grade]);

  const submit = async () => {
    if (!step) return;
    const values = form.getFieldsValue() as Record<string, unknown>;
    if (dayjs.isDayjs(values.extended_to)) values.extended_to = (values.extended_to as Dayjs).format('YYYY-MM-DD');
    setSaving(true);
    try {
      await ncrReportStep(step, stepBody(report.id, values));
      onDone();
    } catch (error) {
      applyServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  const label = (input: StepInput) => (input === 'comment' || input === 'reason' ? t(`ncrPage.input.${input}`) : t(fieldLabelKey(def, { name: input })));
  const control = (input: StepInput) => {
    const options = OPTIONS[input];
    if (options) return <Select options={options.map((value) => ({ value, label: t(optionLabelKey(def, { name: input }, value)) }))} allowClear={!REQUIRED_INPUTS.has(input)} />;
    const dictField = DICT_FIELDS.get(input);
    if (dictField) return <DictInput field={dictField} />;
    if (input === 'dept_id') return <RemoteSelect url="/admin/auth.Department/" placeholder={text(report.dept_id_label) ?? undefined} />;
    if (input === 'extended_to') return <DatePicker style={{ width: '100%' }} />;
    return <Input.TextArea rows={input === 'root_cause' ? 5 : 3} maxLength={input === 'root_cause' ? 4000 : 1000} showCount />;
  };
  return (
    <Modal
      open={!!step}
      title={step ? `${report.ncr_no} · ${t(`ncr.report.step.${step}`)}` : ''}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={step ? t(`ncr.report.step.${step}`) : ''}
      okButtonProps={{ loading: saving, danger: !!step && DANGER_STEPS.has(step), 'data-testid': 'ncr-step-confirm' } as ButtonProps}
      destroyOnHidden
    >
      {inputs.length === 0 ? <Typography.Paragraph>{t('ncrPage.confirmStep', { step: step ? t(`ncr.report.step.${step}`) : '' })}</Typography.Paragraph> : null}
      {step === 'proposeCa' ? <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('ncrPage.proposeHint')} /> : null}
      {step === 'verify' && report.grade === 'major' ? <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('ncrPage.majorVerifyHint')} /> : null}
      <Form form={form} layout="vertical">
        {inputs.map((input) => (
          <Form.Item key={input} name={input} label={label(input)} required={REQUIRED_INPUTS.has(input)} data-testid={`ncr-input-${input}`}>
            {control(input)}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

function Header({ detail, onOpen }: { detail: NcrDetailAnswer; onOpen(id: string): void }) {
  const { t } = useTranslation('backend');
  const { report } = detail;
  const source = sourceHref(report.source_type, report.source_id);
  const due = dueDateOf(report);
  return (
    <Flex vertical gap={8}>
      <Flex align="baseline" gap={12} wrap>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="ncr-number">
          {report.ncr_no}
        </Typography.Title>
        <Tag color={STATUS_COLOURS[report.status]} data-testid="ncr-status">
          {t(optionLabelKey(def, { name: 'status' }, report.status))}
        </Tag>
        <Tag color={GRADE_COLOURS[report.grade]} data-testid="ncr-grade">
          {t(optionLabelKey(def, { name: 'grade' }, report.grade))}
        </Tag>
        {due ? <Typography.Text type="secondary">{t('ncrPage.dueBy', { date: due })}</Typography.Text> : null}
        {source ? (
          <Link to={source} data-testid="ncr-source-link">
            {t('ncrPage.openSource', { source: t(optionLabelKey(def, { name: 'source_type' }, String(report.source_type))) })}
          </Link>
        ) : null}
      </Flex>
      <Typography.Text strong>{text(report.title)}</Typography.Text>
      {report.is_repeat ? (
        <Alert
          type="warning"
          showIcon
          data-testid="ncr-repeat-warning"
          message={t('ncrPage.repeat', { clause: text(report.clause_ref) ?? '' })}
          action={
            detail.repeat_of ? (
              <Button size="small" type="link" onClick={() => onOpen(detail.repeat_of!.id)}>
                {detail.repeat_of.ncr_no}
              </Button>
            ) : null
          }
        />
      ) : null}
    </Flex>
  );
}

/**
 * One non-conformance report whole (DOMAIN.md §4.9): its header (number, state, grade, repeat warning,
 * source), the steps the caller may take now (each with its form), the particulars, the corrective
 * actions with their evidence, the approval panel and the history.
 */
export function NcrReportDrawer({ id, onClose, onOpen, onChanged }: { id: string | null; onClose(): void; onOpen(id: string): void; onChanged(): void }) {
  const { t } = useTranslation('backend');
  const [version, setVersion] = useState(0);
  const [step, setStep] = useState<string | null>(null);
  const { detail: loaded, loading, failed } = useNcrDetail(id, version);
  const detail = loaded && loaded.report.id === id ? loaded : null;
  const changed = () => {
    setVersion((value) => value + 1);
    onChanged();
  };
  const value = (name: string) => {
    if (!detail) return null;
    const row = detail.report;
    if (LABELLED.has(name)) return text(row[`${name}_label`] ?? row[name]);
    const raw = row[name];
    if (OPTION_FIELDS.has(name) && raw) return t(optionLabelKey(def, { name }, String(raw)));
    const dictField = DICT_FIELDS.get(name);
    if (dictField?.dict && raw) return <DictLabel type={dictField.dict} value={raw} />;
    if (name === 'extended_to' && raw) return `${String(raw)} (${t('ncrPage.extensions', { count: Number(row.extension_count ?? 0) })})`;
    return when(raw);
  };

  return (
    <Drawer open={!!id} onClose={onClose} width={1100} title={detail?.report.ncr_no ?? t('ncrPage.title')} destroyOnHidden>
      {failed ? (
        <Result status="warning" title={t('ncrPage.loadFailed')} extra={<Button onClick={() => setVersion((v) => v + 1)}>{t('ncrPage.retry')}</Button>} />
      ) : !detail ? (
        <Spin spinning={loading} />
      ) : (
        <Flex vertical gap={16} data-testid="ncr-drawer">
          <Header detail={detail} onOpen={onOpen} />
          <div>
            <PrintButton right="ncr/report/print" url={printUrls.ncr(detail.report.id)} fallbackName={`${detail.report.ncr_no}.pdf`} testId="print-ncr">
              {t('printables.ncrReport')}
            </PrintButton>
          </div>
          {detail.steps.length ? (
            <Space wrap data-testid="ncr-steps">
              {detail.steps.map((name) => (
                <Button key={name} type={DANGER_STEPS.has(name) ? 'default' : 'primary'} danger={DANGER_STEPS.has(name)} onClick={() => setStep(name)} data-testid={`ncr-step-${name}`}>
                  {t(`ncr.report.step.${name}`)}
                </Button>
              ))}
            </Space>
          ) : null}
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              ...PARTICULARS.filter((name) => value(name) !== null).map((name) => ({ key: name, label: t(fieldLabelKey(def, { name })), children: value(name) })),
              ...LONG_TEXTS.filter((name) => text(detail.report[name]) !== null).map((name) => ({
                key: name,
                label: t(fieldLabelKey(def, { name })),
                span: 'filled' as const,
                children: <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{text(detail.report[name])}</Typography.Paragraph>,
              })),
            ]}
          />
          <NcrActions detail={detail} onChanged={changed} />
          {detail.approvals.map((approval) => (
            <section key={approval.id} data-testid={`ncr-approval-${approval.biz_type}`}>
              <Typography.Title level={5}>{t('ncrPage.approval')}</Typography.Title>
              <ApprovalPanel key={`${approval.id}-${version}`} bizType={approval.biz_type} bizId={detail.report.id} onActed={changed} />
            </section>
          ))}
          <section>
            <Typography.Title level={5}>{t('ncrPage.history')}</Typography.Title>
            <Timeline
              data-testid="ncr-history"
              items={detail.history.map((line) => ({
                key: line.id,
                children: (
                  <Flex vertical gap={0}>
                    <Typography.Text>
                      {t(`ncrPage.event.${line.action}`, { defaultValue: line.action })}
                      {line.to_status && line.to_status !== line.from_status ? ` → ${t(optionLabelKey(def, { name: 'status' }, line.to_status))}` : ''}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {dayjs(line.created_at).format('YYYY-MM-DD HH:mm')} · {line.actor_name}
                      {line.comment ? ` · ${line.comment}` : ''}
                    </Typography.Text>
                  </Flex>
                ),
              }))}
            />
          </section>
        </Flex>
      )}
      {detail ? (
        <StepDialog
          step={step}
          report={detail.report}
          onClose={() => setStep(null)}
          onDone={() => {
            setStep(null);
            changed();
          }}
        />
      ) : null}
    </Drawer>
  );
}

