import { Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { fieldLabelKey, optionLabelKey, positionResource } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { NamePairText } from '../../../components/resource/resource-cell';
import { NAME_PAIR, pairNames } from '../../../components/resource/resource-columns';
import type { TableRow } from '../../../components/resource/table-rows';
import { currentLang } from '../../../locales/i18n';
import { positionPath } from './crew-links';
import { nameIn } from './crew-labels';
import { PositionRequirements } from './position-requirements';
import { LinkButton } from './link-button';

function PositionName({ row }: { row: TableRow }) {
  return <NamePairText {...pairNames(NAME_PAIR, row, currentLang())} />;
}

/** The drawer of a position: what it is, and the certificates it requires. */
function PositionDetail({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const option = (field: string) => (row[field] ? t(optionLabelKey(positionResource, { name: field }, String(row[field]))) : '-');
  const label = (field: string) => t(fieldLabelKey(positionResource, { name: field }));
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'code', label: label('code'), children: String(row.code ?? '') },
          { key: 'abbr', label: label('abbr'), children: String(row.abbr || '-') },
          { key: 'kind', label: label('kind'), children: option('kind') },
          { key: 'department', label: label('ship_department'), children: option('ship_department') },
          { key: 'level', label: label('level'), children: option('level') },
          { key: 'stcw', label: label('stcw_reg'), children: String(row.stcw_reg || '-') },
        ]}
      />
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('crew.positionPage.requirementsOf', { name: nameIn(lang, row.name_en, row.name_zh) })}
        </Typography.Title>
        <LinkButton to={positionPath(row.id)} size="small">{t('crew.positionPage.openPage')}</LinkButton>
      </Flex>
      <PositionRequirements
        position={{ id: row.id, name_en: String(row.name_en ?? ''), name_zh: String(row.name_zh ?? ''), abbr: String(row.abbr ?? ''), kind: String(row.kind ?? '') }}
      />
    </Flex>
  );
}

/**
 * Positions (ship ranks and shore posts) by seniority; a row's details show its certificate
 * requirements, edited in place.
 */
const options: ResourcePageOptions = {
  cells: { name_en: (row) => <PositionName row={row} /> },
  detail: (row) => <PositionDetail row={row} />,
};

export default function PositionPage() {
  return <ResourcePage def={positionResource} options={options} />;
}
