import { Alert, Button, Card, Empty, Form, Input, Modal, Select, Space, Spin, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_COMMENT_MAX, type ApprovalStepName, type ApprovalTimeline, type ApprovalTimelineRecord } from '@vessel/contract';
import { actOnApproval, approvalTimeline } from '../../api/admin/approval';
import { currentLang } from '../../locales/i18n';
import { RemoteSelect } from '../resource/remote-select';
import { useFormSubmit } from '../use-form-submit';
import { actionColour, returnTargets, statusColour, stepTitle } from './approval-views';

interface ActValues {
  comment?: string;
  toStep?: number;
  transferTo?: string;
}

/** Reject and return send the record back: the approver says why. */
const NEEDS_REASON: readonly ApprovalStepName[] = ['reject', 'return'];

/** One act on the current step, asking what the step needs (a reason, the step to return to, the person to hand it to). */
function ActDialog({ step, timeline, onClose, onDone }: { step: ApprovalStepName | null; timeline: ApprovalTimeline; onClose(): void; onDone(): void }) {
  const { t } = useTranslation(['backend', 'messages']);
  const lang = currentLang();
  const [form] = Form.useForm<ActValues>();
  const instance = timeline.instance;
  const { submit, saving, refusal, clearRefusal } = useFormSubmit(form, async (values) => {
    if (!step || !instance) return;
    await actOnApproval(step, {
      id: instance.id,
      comment: values.comment?.trim() ?? '',
      ...(step === 'return' ? { toStep: values.toStep ?? 0 } : {}),
      ...(step === 'transfer' ? { transferTo: values.transferTo! } : {}),
    });
    onDone();
  });

  useEffect(() => {
    if (!step) return;
    clearRefusal();
    form.resetFields();
    if (step === 'return') form.setFieldsValue({ toStep: 0 });
    // The dialog starts afresh for each act.
  }, [step]);

  const required = step !== null && NEEDS_REASON.includes(step);
  return (
    <Modal
      open={step !== null}
      title={step ? t(`approval.panel.act.${step}`) : ''}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('approval.panel.confirm')}
      cancelText={t('resourceKit.cancel')}
      // A data attribute rides in a spread: ButtonProps does not declare it, the DOM button takes it.
      okButtonProps={{ danger: step === 'reject' || step === 'cancel', ...{ 'data-testid': 'approval-dialog-submit' } }}
      confirmLoading={saving}
      destroyOnHidden
      maskClosable={false}
    >
      {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical">
        {step === 'return' && instance ? (
          <Form.Item name="toStep" label={t('approval.panel.toStep')} rules={[{ required: true, message: t('messages:validate.required') }]}>
            <Select
              options={returnTargets(instance).map((order) => ({
                value: order,
                label: order === 0 ? t('approval.panel.submitter') : `${order}. ${stepTitle(instance.steps, order, lang)}`,
              }))}
            />
          </Form.Item>
        ) : null}
        {step === 'transfer' ? (
          <Form.Item name="transferTo" label={t('approval.panel.transferTo')} rules={[{ required: true, message: t('messages:validate.required') }]}>
            <RemoteSelect url="/admin/auth.Admin/" placeholder={t('resourceKit.select')} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="comment"
          label={t('approval.panel.comment')}
          rules={[
            ...(required ? [{ required: true, whitespace: true, message: t('messages:approval.commentRequired') }] : []),
            { max: APPROVAL_COMMENT_MAX, message: t('messages:validate.tooLong', { max: APPROVAL_COMMENT_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={APPROVAL_COMMENT_MAX} data-testid="approval-comment" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RecordLine({ record, steps }: { record: ApprovalTimelineRecord; steps: NonNullable<ApprovalTimeline['instance']>['steps'] }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const title = lang === 'zh-cn' ? record.step_title_zh : record.step_title_en;
  return (
    <div>
      <Space size={6} wrap>
        <Typography.Text strong>{record.approver_name}</Typography.Text>
        <Tag color={actionColour(record.action)}>{t(`approval.panel.action.${record.action}`)}</Tag>
        {record.step > 0 && title ? <Typography.Text type="secondary">{`${record.step}. ${title}`}</Typography.Text> : null}
        {record.action === 'return' ? (
          <Typography.Text>
            {record.to_step ? t('approval.panel.returnedTo', { step: `${record.to_step}. ${stepTitle(steps, record.to_step, lang)}` }) : t('approval.panel.returnedToSubmitter')}
          </Typography.Text>
        ) : null}
        {record.action === 'transfer' ? <Typography.Text>{t('approval.panel.transferredTo', { name: record.transfer_to_name ?? '' })}</Typography.Text> : null}
      </Space>
      {record.comment ? <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{record.comment}</Typography.Paragraph> : null}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {dayjs(record.acted_at).format('YYYY-MM-DD HH:mm')}
      </Typography.Text>
    </div>
  );
}

/**
 * A business record's approval, for the page that shows the record (an NCR, an audit programme): who
 * did what at which step, when and why, who it waits for now, and, for one of them, the acts the step
 * allows. Each act is the instance's kit step; the panel reloads after it and tells its page.
 */
export function ApprovalPanel({ bizType, bizId, onActed }: { bizType: string; bizId: string; onActed?: () => void }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const [timeline, setTimeline] = useState<ApprovalTimeline | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [version, setVersion] = useState(0);
  const [step, setStep] = useState<ApprovalStepName | null>(null);

  useEffect(() => {
    let live = true;
    setState('loading');
    approvalTimeline(bizType, bizId)
      .then((answer) => {
        if (!live) return;
        setTimeline(answer.data);
        setState('ready');
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [bizType, bizId, version]);

  const acted = () => {
    setStep(null);
    setVersion((value) => value + 1);
    onActed?.();
  };

  const instance = timeline?.instance ?? null;
  const pending = instance?.status === 'pending';
  return (
    <Card
      size="small"
      data-testid="approval-panel"
      title={t('approval.panel.title')}
      extra={instance ? <Tag color={statusColour(instance.status)}>{t(`approval.instance.status_options.${instance.status}`)}</Tag> : null}
    >
      {state === 'loading' && !timeline ? <Spin /> : null}
      {state === 'failed' ? <Alert type="warning" showIcon title={t('approval.panel.failed')} /> : null}
      {state !== 'failed' && timeline && timeline.records.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approval.panel.none')} /> : null}
      {timeline && instance && timeline.records.length > 0 ? (
        <Timeline
          items={[
            ...timeline.records.map((record) => ({ key: record.id, color: actionColour(record.action), content: <RecordLine record={record} steps={instance.steps} /> })),
            ...(pending
              ? [
                  {
                    key: 'waiting',
                    color: 'gray',
                    content: (
                      <Space direction="vertical" size={2}>
                        <Typography.Text>{t('approval.panel.waiting', { step: `${instance.current_step}. ${stepTitle(instance.steps, instance.current_step, lang)}` })}</Typography.Text>
                        <Typography.Text type="secondary">
                          {timeline.approvers.length ? timeline.approvers.map((approver) => approver.name).join(', ') : t('approval.panel.noApprover')}
                        </Typography.Text>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      ) : null}
      {timeline && timeline.actions.length > 0 ? (
        <Space wrap>
          {timeline.actions.map((name) => (
            <Button key={name} type={name === 'approve' ? 'primary' : 'default'} danger={name === 'reject'} data-testid={`approval-action-${name}`} onClick={() => setStep(name)}>
              {t(`approval.panel.act.${name}`)}
            </Button>
          ))}
        </Space>
      ) : null}
      {timeline ? <ActDialog step={step} timeline={timeline} onClose={() => setStep(null)} onDone={acted} /> : null}
    </Card>
  );
}
