import { FilePdfOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Descriptions, Empty, Flex, Form, Input, Modal, Radio, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  MANAGEMENT_REVIEW_STEP_FROM,
  MANAGEMENT_REVIEW_TRANSLATIONS,
  REVIEW_DECISION_KINDS,
  fieldLabelKey,
  managementReviewDescription,
  optionLabelKey,
  type Lang,
  type ReviewDecisionView,
} from '@vessel/contract';
import { holds } from '../../../components/resource/resource-access';
import { RemoteSelect } from '../../../components/resource/remote-select';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { currentLang, i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';
import { tileHref } from '../dashboard/overview-tiles';
import { downloadReviewPack, reviewStep } from './review-api';

addRuntimeMessages(i18n, MANAGEMENT_REVIEW_TRANSLATIONS);

const def = managementReviewDescription.def;

/** A figure of the inputs as the server froze it (platform/review-inputs.ts). */
interface Figure {
  key: string;
  label: Record<Lang, string>;
  value: number;
  list?: { path: string; query: Record<string, string> };
  target?: { value: number; unit: string | null; light: 'green' | 'amber' | 'red' | 'none' };
}
interface Section {
  key: string;
  title: Record<Lang, string>;
  figures: Figure[];
  notes?: Record<Lang, string>[];
}

/** An objective's traffic light as a tag colour. */
const LIGHT_COLOUR: Record<string, string> = { green: 'green', amber: 'orange', red: 'red', none: 'default' };

export const STATE_COLOUR: Record<string, string> = { planned: 'default', inputs_collected: 'blue', held: 'gold', minutes_approved: 'green', actions_closed: 'success' };

function StateTag({ status }: { status: unknown }) {
  const { t } = useTranslation('backend');
  if (!status) return null;
  return (
    <Tag color={STATE_COLOUR[String(status)] ?? 'default'} data-testid="review-status">
      {t(optionLabelKey(def, { name: 'status' }, String(status)))}
    </Tag>
  );
}

/** The review's detail: who and when, every input section with each figure opening the list it counts, the decisions, the pack. */
export function ReviewDetail({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  const { message } = App.useApp();
  const session = useAccessSession();
  const lang = currentLang();
  const [printing, setPrinting] = useState(false);
  const sections = (row.inputs as Section[] | null) ?? [];
  const decisions = (row.decisions as ReviewDecisionView[] | undefined) ?? [];
  const label = (name: string) => t(fieldLabelKey(def, { name }));
  const print = async () => {
    setPrinting(true);
    try {
      await downloadReviewPack(String(row.id), `${String(row.review_no ?? 'management-review')}.pdf`);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setPrinting(false);
    }
  };
  return (
    <Flex vertical gap={16} data-testid="review-detail">
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {String(row.review_no ?? '')} <StateTag status={row.status} />
        </Typography.Title>
        {holds(session, `${def.path}/print`) ? (
          <Button icon={<FilePdfOutlined />} loading={printing} onClick={() => void print()} data-testid="review-print">
            {t('evaluationReview.print')}
          </Button>
        ) : null}
      </Flex>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('evaluationReview.period')}>{`${String(row.period_from ?? '')} – ${String(row.period_to ?? '')}`}</Descriptions.Item>
        <Descriptions.Item label={label('meeting_date')}>{String(row.meeting_date ?? '—')}</Descriptions.Item>
        <Descriptions.Item label={label('chair_id')}>{String(row.chair_id_label ?? '—')}</Descriptions.Item>
        <Descriptions.Item label={label('next_review_date')}>{String(row.next_review_date ?? '—')}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('evaluationReview.inputs')}
      </Typography.Title>
      {sections.length === 0 ? <Empty description={t('evaluationReview.noInputs')} /> : null}
      {sections.map((section) => (
        <div key={section.key} data-testid={`review-section-${section.key}`}>
          <Typography.Text strong>{section.title[lang]}</Typography.Text>
          <Table<Figure>
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={section.figures}
            columns={[
              {
                title: t('evaluationReview.figure'),
                dataIndex: 'key',
                render: (_: unknown, figure) => (
                  <Flex gap={8} align="center" wrap>
                    <span>{figure.label[lang]}</span>
                    {figure.target ? (
                      <Tag color={LIGHT_COLOUR[figure.target.light]}>{`${t('evaluationReview.target')} ${figure.target.value}${figure.target.unit ? ` ${figure.target.unit}` : ''}`}</Tag>
                    ) : null}
                  </Flex>
                ),
              },
              {
                title: t('evaluationReview.value'),
                dataIndex: 'value',
                width: 120,
                align: 'right',
                render: (_: unknown, figure) =>
                  figure.list ? (
                    <Link to={tileHref({ path: `/admin/${figure.list.path}`, query: figure.list.query })} data-testid={`review-figure-${figure.key}`}>
                      {figure.value}
                    </Link>
                  ) : (
                    <span data-testid={`review-figure-${figure.key}`}>{figure.value}</span>
                  ),
              },
            ]}
          />
          {(section.notes ?? []).map((note, index) => (
            <Typography.Paragraph key={index} type="secondary" style={{ margin: '4px 0 0' }}>
              {note[lang]}
            </Typography.Paragraph>
          ))}
        </div>
      ))}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('evaluationReview.decisions')}
      </Typography.Title>
      <Table<ReviewDecisionView>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={decisions}
        locale={{ emptyText: t('evaluationReview.noDecisions') }}
        columns={[
          { title: t('evaluationReview.decision'), dataIndex: 'text' },
          { title: t('evaluationReview.due'), dataIndex: 'due_date', width: 110 },
          {
            title: t('evaluationReview.made'),
            dataIndex: 'kind',
            width: 190,
            render: (_: unknown, decision) => (
              <Flex gap={4} wrap>
                <Tag>{t(`evaluation.reviewDecision.kind_options.${decision.kind}`)}</Tag>
                {decision.ref ? <span>{decision.ref}</span> : null}
                <Tag color={decision.closed ? 'green' : 'orange'}>{t(decision.closed ? 'evaluationReview.closed' : 'evaluationReview.open')}</Tag>
              </Flex>
            ),
          },
        ]}
      />
      {row.minutes ? (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {label('minutes')}
          </Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{String(row.minutes)}</Typography.Paragraph>
        </>
      ) : null}
    </Flex>
  );
}

interface DecisionForm {
  text: string;
  owner_id: string;
  due_date: Dayjs;
  kind: (typeof REVIEW_DECISION_KINDS)[number];
}

/** The decision the `decide` step records: its text, owner, due date and whether it is a to-do or an NCR. */
function DecideDialog({ target, onClose }: { target: { id: string; done: () => void } | null; onClose: () => void }) {
  const { t } = useTranslation('backend');
  const [form] = Form.useForm<DecisionForm>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await reviewStep('decide', { id: target!.id, text: values.text, owner_id: values.owner_id, due_date: values.due_date.format('YYYY-MM-DD'), kind: values.kind });
      form.resetFields();
      target!.done();
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={target !== null} title={t('evaluation.review.step.decide')} onCancel={onClose} onOk={() => void submit()} confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ kind: 'todo', due_date: dayjs().add(30, 'day') }}>
        <Form.Item name="text" label={t('evaluation.reviewDecision.text')} rules={[{ required: true, max: 2000 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="owner_id" label={t('evaluation.reviewDecision.owner_id')} rules={[{ required: true }]}>
          <RemoteSelect url="/admin/auth.Admin/" />
        </Form.Item>
        <Form.Item name="due_date" label={t('evaluation.reviewDecision.due_date')} rules={[{ required: true }]}>
          <DatePicker />
        </Form.Item>
        <Form.Item name="kind" label={t('evaluation.reviewDecision.kind')}>
          <Radio.Group options={REVIEW_DECISION_KINDS.map((kind) => ({ value: kind, label: t(`evaluation.reviewDecision.kind_options.${kind}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Management reviews (DOMAIN.md §4.11): the list, the steps by state, the detail with its inputs and decisions, the pack. */
export default function ReviewPage() {
  const [deciding, setDeciding] = useState<{ id: string; done: () => void } | null>(null);
  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: { status: (row: TableRow) => <StateTag status={row.status} /> },
      detail: (row: TableRow) => <ReviewDetail row={row} />,
      rowSteps: (row: TableRow) =>
        Object.entries(MANAGEMENT_REVIEW_STEP_FROM)
          .filter(([, states]) => (states as readonly string[]).includes(String(row.status)))
          .map(([step]) => step),
      onStep: (step, ids, _rows, done) => {
        const id = ids[0]!;
        if (step === 'decide') setDeciding({ id, done });
        else void reviewStep(step, { id }).then(done, () => undefined);
      },
      width: 820,
    }),
    [],
  );
  return (
    <>
      <ResourcePage def={def} options={options} />
      <DecideDialog target={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}
