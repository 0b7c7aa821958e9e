import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { positionRequirementResource } from '@vessel/contract';
import { DictLabel } from '../../../components/resource/dict-options';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { positionPath } from './crew-links';
import { RemoteName } from './crew-cells';

function ShipType({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  return row.ship_type ? (
    <DictLabel type="ship_type" value={row.ship_type} tag color="purple" />
  ) : (
    <Typography.Text type="secondary">{t('crew.requirements.allShipTypes')}</Typography.Text>
  );
}

/**
 * The whole document matrix (every position's certificate requirements) as one list, filterable by
 * position, certificate and ship type; a position opens its own requirements page.
 */
const options: ResourcePageOptions = {
  cells: {
    position_id: (row) => <RemoteName row={row} field="position_id" to={positionPath} />,
    cert_type_id: (row) => <RemoteName row={row} field="cert_type_id" />,
    ship_type: (row) => <ShipType row={row} />,
  },
  width: 640,
};

export default function PositionRequirementPage() {
  return <ResourcePage def={positionRequirementResource} options={options} />;
}
