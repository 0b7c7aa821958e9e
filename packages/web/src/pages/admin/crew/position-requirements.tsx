import { Alert, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { positionRequirementResource } from '@vessel/contract';
import { DictLabel } from '../../../components/resource/dict-options';
import { RelatedRecords } from '../../../components/resource/related-records';
import type { TableRow } from '../../../components/resource/table-rows';
import { currentLang } from '../../../locales/i18n';
import { nameIn, remoteLabel } from './crew-labels';
import { fixedInput } from './fixed-input';

export interface PositionSummary {
  id: string;
  name_en: string;
  name_zh: string;
  abbr?: string;
  kind?: string;
}

function CertType({ row }: { row: TableRow }) {
  const lang = currentLang();
  return (
    <Flex vertical>
      <span>{remoteLabel(row, 'cert_type_id', lang)}</span>
      {row.cert_type_code ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {String(row.cert_type_code)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/**
 * A position's certificate requirements (the document matrix of DOMAIN.md §4.3): which seafarer
 * certificates the rank needs, on every ship or one ship type, whether mandatory, and how long past the
 * planned sign-off they must stay valid. Added and changed right here; the position is fixed.
 */
export function PositionRequirements({ position }: { position: PositionSummary }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const positionName = `${position.abbr ? `${position.abbr} ` : ''}${nameIn(lang, position.name_en, position.name_zh)}`;
  return (
    <Flex vertical gap={12}>
      {position.kind === 'shore_post' ? <Alert type="info" showIcon title={t('crew.requirements.shoreHint')} /> : null}
      <RelatedRecords
        def={positionRequirementResource}
        field="position_id"
        value={position.id}
        columns={['cert_type_id', 'ship_type', 'mandatory', 'min_validity_days', 'remark']}
        hint={t('crew.requirements.hint')}
        empty={t('crew.requirements.empty')}
        pageSize={50}
        cells={{
          cert_type_id: (row) => <CertType row={row} />,
          ship_type: (row) =>
            row.ship_type ? (
              <DictLabel type="ship_type" value={row.ship_type} tag color="purple" />
            ) : (
              <Typography.Text type="secondary">{t('crew.requirements.allShipTypes')}</Typography.Text>
            ),
          mandatory: (row) =>
            row.mandatory ? <Tag color="red">{t('crew.requirements.mandatory')}</Tag> : <Tag>{t('crew.requirements.optional')}</Tag>,
          min_validity_days: (row) =>
            Number(row.min_validity_days) > 0 ? t('crew.requirements.validBeyond', { count: Number(row.min_validity_days) }) : <Typography.Text type="secondary">-</Typography.Text>,
        }}
        form={{ inputs: { position_id: fixedInput(positionName) }, width: 640 }}
      />
    </Flex>
  );
}
