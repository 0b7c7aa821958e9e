import { Descriptions, Empty, List, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MASTER_REVIEW_TRANSLATIONS, masterReviewDescription, type MasterReviewItem } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';

addRuntimeMessages(i18n, MASTER_REVIEW_TRANSLATIONS);

const def = masterReviewDescription.def;

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

/** Masters' reviews: the generic list and steps, each review's items and answers in its detail drawer. */
export default function MasterReviewPage() {
  const options = useMemo<ResourcePageOptions>(() => ({ detail: (row: TableRow) => <Items row={row} /> }), []);
  return <ResourcePage def={def} options={options} />;
}
