import { App, Alert, Button, DatePicker, Flex, Form, Input, List, Modal, Select, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SIGN_OFF_REASONS, assignmentResource, optionLabelKey, type AssignmentStep, type SignOffReason, type StepRefusal } from '@vessel/contract';
import { runAssignmentStep } from '../../../api/admin/crew';
import { ApiError } from '../../../api/request-errors';
import { applyServerFieldErrors } from '../../../components/server-field-errors';
import { currentLang } from '../../../locales/i18n';
import { formatDay } from '../../../locales/format';
import { seafarerDetailPath } from './crew-links';
import { sortedShortfalls, stepBody, stepInputs, stepRefusals } from './assignment-step-form';
import { localToday } from '../cert/certificate-cells';

/** An assignment a step acts on, as the dialog names it. */
export interface StepTarget {
  id: string;
  seafarer_id: string;
  name: string;
  rank: string;
  ship: string;
  /** Planned joining port: the sign-on port's first value. */
  port?: string;
}

interface StepDialogProps {
  step: AssignmentStep | null;
  targets: readonly StepTarget[];
  onClose(): void;
  /** After the call, whether or not some rows were refused: the page reloads. */
  onDone(): void;
}

interface FormValues {
  date?: Dayjs | null;
  port?: string;
  reason?: SignOffReason;
  remark?: string;
}

/** What the server refused and why; for missing documents, the list of them and the way to the seafarer's documents. */
function Refusals({ refusals, targets, onNavigate }: { refusals: StepRefusal[]; targets: readonly StepTarget[]; onNavigate(): void }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  return (
    <Flex vertical gap={12}>
      {refusals.map((refusal) => {
        const target = targets.find((candidate) => candidate.id === refusal.id);
        const documents = refusal.documents ? sortedShortfalls(refusal.documents, lang) : [];
        return (
          <Alert
            key={refusal.id}
            type="error"
            showIcon
            title={target ? `${target.name} · ${target.rank} · ${target.ship}` : refusal.id}
            description={
              documents.length ? (
                <Flex vertical gap={8}>
                  <Typography.Text>{t('crew.steps.refusedDocs')}</Typography.Text>
                  <List
                    size="small"
                    dataSource={documents}
                    renderItem={(doc) => (
                      <List.Item>
                        <Flex justify="space-between" wrap gap={8} style={{ width: '100%' }}>
                          <Typography.Text strong>{lang === 'en' ? doc.cert_type_name_en : doc.cert_type_name_zh || doc.cert_type_name_en}</Typography.Text>
                          <span>
                            {doc.kind === 'missing' ? (
                              <Tag color="error">{t('crew.steps.docMissing')}</Tag>
                            ) : (
                              <Tag color="warning">{t('crew.steps.docExpiring', { expiry: doc.expiry_date ? formatDay(doc.expiry_date, lang) : '-' })}</Tag>
                            )}
                            <Typography.Text type="secondary">{t('crew.steps.docNeeded', { date: formatDay(doc.needed_until, lang) })}</Typography.Text>
                          </span>
                        </Flex>
                      </List.Item>
                    )}
                  />
                  {target ? (
                    <Link to={seafarerDetailPath(target.seafarer_id, 'documents')} onClick={onNavigate}>
                      {t('crew.steps.addDocuments')}
                    </Link>
                  ) : null}
                </Flex>
              ) : (
                refusal.reason
              )
            }
          />
        );
      })}
    </Flex>
  );
}

/**
 * The dialog of one workflow step (nominate, approve, pre-joining, sign on, sign off, cancel) for one or
 * more assignments: the day, port and reason the step needs, then the server's answer. Refused rows stay
 * on screen with the server's reasons, documents listed one per line.
 */
export function StepDialog({ step, targets, onClose, onDone }: StepDialogProps) {
  const { t } = useTranslation('backend');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [refusals, setRefusals] = useState<StepRefusal[] | null>(null);
  const today = localToday();
  const inputs = step ? stepInputs(step) : { date: false, port: false, reason: false };
  const single = targets.length === 1 ? targets[0] : undefined;

  useEffect(() => {
    if (!step) return;
    setRefusals(null);
    form.resetFields();
    form.setFieldsValue({
      // Empty means today as the company counts it (the server's zone, which may be a day ahead of the browser's).
      date: null,
      port: step === 'signOn' ? (single?.port ?? '') : '',
      reason: step === 'signOff' ? 'end_of_contract' : undefined,
      remark: '',
    });
  }, [step, targets, form, today, single]);

  const finish = () => {
    setRefusals(null);
    onClose();
  };

  async function submit() {
    if (!step) return;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue();
    setSaving(true);
    try {
      const body = stepBody(
        step,
        targets.map((target) => target.id),
        { date: values.date ? values.date.format('YYYY-MM-DD') : null, port: values.port ?? null, reason: values.reason ?? null, remark: values.remark ?? null },
      );
      await runAssignmentStep(step, body);
      onDone();
      finish();
    } catch (error) {
      const refused = error instanceof ApiError ? stepRefusals(error.data) : [];
      if (refused.length) {
        setRefusals(refused);
        onDone();
      } else if (!applyServerFieldErrors(form, error) && error instanceof Error) {
        void message.error(error.message);
      }
    } finally {
      setSaving(false);
    }
  }

  const stepName = step ? t(`resourceKit.steps.${step}`) : '';
  const title = single ? t('crew.steps.title', { step: stepName, name: single.name }) : t('crew.steps.titleMany', { step: stepName, count: targets.length });
  const confirmText = step && single ? t(`crew.steps.confirm.${step}`, { name: single.name, rank: single.rank, ship: single.ship }) : '';

  return (
    <Modal
      open={step !== null}
      title={refusals ? t('crew.steps.refusedTitle', { step: stepName }) : title}
      onCancel={finish}
      destroyOnHidden
      maskClosable={false}
      width={600}
      footer={
        refusals
          ? [
              <Button key="done" type="primary" onClick={finish}>
                {t('crew.steps.done')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={finish}>
                {t('resourceKit.cancel')}
              </Button>,
              <Button key="ok" type="primary" danger={step === 'cancel'} loading={saving} onClick={() => void submit()}>
                {stepName}
              </Button>,
            ]
      }
    >
      {refusals ? (
        <Refusals refusals={refusals} targets={targets} onNavigate={finish} />
      ) : (
        <Form form={form} layout="vertical" onFinish={() => void submit()} style={{ paddingTop: 8 }}>
          {confirmText ? <Typography.Paragraph>{confirmText}</Typography.Paragraph> : null}
          {inputs.date && step ? (
            <Form.Item
              name="date"
              label={t(`crew.steps.date.${step}`)}
              extra={t('crew.steps.dateHint')}
              rules={[
                { validator: (_rule, value: Dayjs | null) => (value && value.format('YYYY-MM-DD') > today ? Promise.reject(new Error(t('crew.steps.futureDate'))) : Promise.resolve()) },
              ]}
            >
              <DatePicker style={{ width: '100%' }} placeholder={t('crew.steps.today')} disabledDate={(day) => day.format('YYYY-MM-DD') > today} />
            </Form.Item>
          ) : null}
          {inputs.port && step ? (
            <Form.Item
              name="port"
              label={t(`crew.steps.port.${step}`)}
              {...(step === 'signOn' ? { extra: t('crew.steps.portHint') } : {})}
              rules={[{ max: 60, message: t('messages:validate.tooLong', { max: 60 }) }]}>
              <Input maxLength={60} autoComplete="off" />
            </Form.Item>
          ) : null}
          {inputs.reason ? (
            <Form.Item name="reason" label={t('crew.steps.reason')} rules={[{ required: true, message: t('messages:validate.required') }]}>
              <Select options={SIGN_OFF_REASONS.map((reason) => ({ value: reason, label: t(optionLabelKey(assignmentResource, { name: 'sign_off_reason' }, reason)) }))} />
            </Form.Item>
          ) : null}
          <Form.Item name="remark" label={t('crew.steps.remark')} rules={[{ max: 500, message: t('messages:validate.tooLong', { max: 500 }) }]}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
