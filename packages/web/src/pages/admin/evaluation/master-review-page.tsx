import { Descriptions, Empty, Input, List, Modal, Select, Space, Switch, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MASTER_REVIEW_FOLLOW_UPS, MASTER_REVIEW_STEP_FROM, MASTER_REVIEW_TRANSLATIONS, masterReviewDescription, type MasterReviewFollowUp, type MasterReviewItem } from '@vessel/contract';
import { http } from '../../../api/app-http-client';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { i18n } from '../../../locales/i18n';
import { MasterReviewItemsInput } from './master-review-items-input';
import { addRuntimeMessages } from '../../../locales/runtime-messages';

addRuntimeMessages(i18n, MASTER_REVIEW_TRANSLATIONS);

const def = masterReviewDescription.def;
const BASE = '/admin/evaluation.MasterReview/';

interface Answer {
  id: string;
  response: string;
  accepted: boolean;
  follow_up: MasterReviewFollowUp | null;
}

const allowed = (step: keyof typeof MASTER_REVIEW_STEP_FROM) => (row: TableRow) => (MASTER_REVIEW_STEP_FROM[step] as readonly string[]).includes(String(row.status));

/** The master's items and the office's answers, as the detail drawer shows them. */
function Items({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  const items = (row.items as MasterReviewItem[] | null) ?? [];
  if (!items.length) return <Empty description={t('evaluationMasters.noItems')} />;
  return (
    <List
      dataSource={items}
      renderItem={(item) => (
        <List.Item key={item.id} data-testid="master-review-item">
          <Descriptions size="small" column={1} title={`ISM ${item.section}`} style={{ width: '100%' }}>
            <Descriptions.Item label={t('evaluationMasters.comment')}>{item.comment || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('evaluationMasters.suggestion')}>{item.suggestion || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('evaluationMasters.response')}>
              {item.response ? (
                <Space direction="vertical" size={2}>
                  <Typography.Text>{item.response}</Typography.Text>
                  <Space size={4}>
                    <Tag color={item.accepted ? 'green' : 'default'}>{t(item.accepted ? 'evaluationMasters.accepted' : 'evaluationMasters.notAccepted')}</Tag>
                    {item.follow_up ? <Tag color="blue">{t(`evaluationMasters.followUp.${item.follow_up}`)}</Tag> : null}
                  </Space>
                </Space>
              ) : (
                <Typography.Text type="secondary">{t('evaluationMasters.awaiting')}</Typography.Text>
              )}
            </Descriptions.Item>
          </Descriptions>
        </List.Item>
      )}
    />
  );
}

/** Masters' reviews: the generic list and steps, each review's items and answers in its detail drawer, the office's answers in a dialog. */
export default function MasterReviewPage() {
  const { t } = useTranslation('backend');
  const [version, setVersion] = useState(0);
  const [responding, setResponding] = useState<TableRow | null>(null);
  const [answers, setAnswers] = useState<Answer[]>([]);
  const [busy, setBusy] = useState(false);
  const options = useMemo<ResourcePageOptions>(
    () => ({
      detail: (row: TableRow) => <Items row={row} />,
      inputs: { items: (props) => <MasterReviewItemsInput {...props} /> },
      width: 820,
      available: { submit: allowed('submit'), respond: allowed('respond'), close: allowed('close'), edit: allowed('submit') },
      onStep: (step, _ids, rows, done) => {
        const row = rows[0];
        if (!row) return;
        if (step === 'respond') {
          setAnswers(((row.items as MasterReviewItem[] | null) ?? []).map((item) => ({ id: item.id, response: item.response ?? '', accepted: item.accepted ?? false, follow_up: item.follow_up })));
          setResponding(row);
          return;
        }
        void http.post(`${BASE}${step}`, { id: row.id }, { showSuccessMessage: true }).then(done, done);
      },
    }),
    [],
  );
  const change = (index: number, patch: Partial<Answer>) => setAnswers((list) => list.map((answer, at) => (at === index ? { ...answer, ...patch } : answer)));
  const respond = async () => {
    if (!responding) return;
    setBusy(true);
    try {
      const items = answers.map((answer) => ({ ...answer, follow_up: answer.accepted ? answer.follow_up : null }));
      await http.post(`${BASE}respond`, { id: responding.id, items }, { showSuccessMessage: true });
      setResponding(null);
    } catch {
      // The answer's message says why.
    } finally {
      setBusy(false);
      setVersion((value) => value + 1);
    }
  };
  const items = (responding?.items as MasterReviewItem[] | null) ?? [];
  return (
    <>
      <ResourcePage key={version} def={def} options={options} />
      <Modal open={!!responding} width={760} title={t('evaluationMasters.respondTitle')} onCancel={() => setResponding(null)} onOk={() => void respond()} confirmLoading={busy} destroyOnHidden>
        <List
          dataSource={items}
          renderItem={(item, index) => (
            <List.Item key={item.id}>
              <Space direction="vertical" style={{ width: '100%' }}>
                <Typography.Text strong>ISM {item.section}</Typography.Text>
                <Typography.Text>{[item.comment, item.suggestion].filter(Boolean).join(' — ')}</Typography.Text>
                <Input.TextArea rows={2} maxLength={4000} placeholder={t('evaluationMasters.response')} value={answers[index]?.response} onChange={(event) => change(index, { response: event.target.value })} />
                <Space>
                  <Switch checked={answers[index]?.accepted ?? false} onChange={(accepted) => change(index, { accepted })} />
                  <span>{t('evaluationMasters.accepted')}</span>
                  {answers[index]?.accepted ? (
                    <Select
                      style={{ width: 240 }}
                      value={answers[index]?.follow_up ?? undefined}
                      placeholder={t('evaluationMasters.followUpLabel')}
                      onChange={(follow_up: MasterReviewFollowUp) => change(index, { follow_up })}
                      options={MASTER_REVIEW_FOLLOW_UPS.map((value) => ({ value, label: t(`evaluationMasters.followUp.${value}`) }))}
                    />
                  ) : null}
                </Space>
              </Space>
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
