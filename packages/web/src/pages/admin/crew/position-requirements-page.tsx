import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Flex, Result, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { optionLabelKey, positionResource, resourceBase } from '@vessel/contract';
import { resourceApi } from '../../../api/admin/resource';
import { isCancelledRequest } from '../../../api/request-errors';
import { useResourceAccess } from '../../../components/resource/use-resource-access';
import { currentLang } from '../../../locales/i18n';
import { nameIn } from './crew-labels';
import PositionPage from './position-page';
import { PositionRequirements, type PositionSummary } from './position-requirements';
import { LinkButton } from './link-button';

const api = resourceApi(resourceBase(positionResource));

/**
 * `/admin/PostPosition/:id?` (spec §2): without an id, the positions; with one, that position and its
 * certificate requirements on a page of their own (a link a crew manager can send).
 */
export default function PositionRequirementsPage() {
  const { id } = useParams();
  if (!id) return <PositionPage />;
  return <OnePosition id={id} />;
}

function OnePosition({ id }: { id: string }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const canRead = useResourceAccess(positionResource).can('edit');
  const [state, setState] = useState<{ position: PositionSummary | null; loading: boolean; failed: boolean }>({ position: null, loading: true, failed: false });

  useEffect(() => {
    let active = true;
    setState({ position: null, loading: true, failed: false });
    // The full record needs the edit right; otherwise the remote-select call gives at least its name.
    const load = canRead
      ? api.read(id).then(({ data }) => ({
          id,
          name_en: String(data.row.name_en ?? ''),
          name_zh: String(data.row.name_zh ?? ''),
          abbr: String(data.row.abbr ?? ''),
          kind: String(data.row.kind ?? ''),
        }))
      : api.select({ initValue: [id] }).then(({ data }) => {
          const found = data.list.find((item) => item.id === id);
          return found ? { id, name_en: found.label_en ?? found.label, name_zh: found.label_zh ?? '' } : null;
        });
    load.then(
      (position) => {
        if (active) setState({ position, loading: false, failed: position === null });
      },
      (error: unknown) => {
        if (active && !isCancelledRequest(error)) setState({ position: null, loading: false, failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [id, canRead]);

  const back = (
    <LinkButton to="/admin/crew/position" icon={<ArrowLeftOutlined />}>{t('crew.positionPage.backToList')}</LinkButton>
  );
  if (state.failed) {
    return (
      <Card>
        <Result status="404" title={t('crew.positionPage.notFound')} extra={back} />
      </Card>
    );
  }
  const position = state.position;
  return (
    <Card variant="borderless">
      <Spin spinning={state.loading}>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Flex align="baseline" gap={12} wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {position ? `${position.abbr ? `${position.abbr} ` : ''}${nameIn(lang, position.name_en, position.name_zh)}` : ''}
            </Typography.Title>
            {position?.kind ? <Tag>{t(optionLabelKey(positionResource, { name: 'kind' }, position.kind))}</Tag> : null}
            <Typography.Text type="secondary">{t('crew.positionPage.requirements')}</Typography.Text>
          </Flex>
          {back}
        </Flex>
        {position ? <PositionRequirements position={position} /> : null}
      </Spin>
    </Card>
  );
}
