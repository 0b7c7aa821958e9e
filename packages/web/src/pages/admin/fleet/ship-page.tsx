import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { optionLabelKey, shipResource } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { NamePairText } from '../../../components/resource/resource-cell';
import { NAME_PAIR, pairNames } from '../../../components/resource/resource-columns';
import type { TableRow } from '../../../components/resource/table-rows';
import { currentLang } from '../../../locales/i18n';
import { shipDetailPath } from './ship-links';
import { imoMessage, mmsiMessage } from './ship-identity-checks';
import { ImoInput, MmsiInput, NextPortInput, ShipStatusInput } from './ship-inputs';
import { SafeManningInput } from './safe-manning-input';
import { SHIP_STATUS_COLOURS, isShipStatus } from './ship-status';

/** The ship's name opens its page; the reader's language first, the other beneath. */
function ShipName({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  return <NamePairText {...pairNames(NAME_PAIR, row, currentLang())} to={shipDetailPath(row.id)} title={t('fleet.shipPage.open')} />;
}

function ShipStatusTag({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  if (!isShipStatus(row.status)) return null;
  return <Tag color={SHIP_STATUS_COLOURS[row.status]}>{t(optionLabelKey(shipResource, { name: 'status' }, row.status))}</Tag>;
}

/**
 * Ships: the generic page, with the identifiers checked as typed (IMO check digit, MMSI against the flag,
 * in the server's words), the status offering only the changes a fleet makes and asking why, and safe
 * manning as rank × number lines. The name opens the ship's page.
 */
export const shipPageOptions: ResourcePageOptions = {
  cells: {
    name_en: (row) => <ShipName row={row} />,
    status: (row) => <ShipStatusTag row={row} />,
  },
  inputs: {
    imo_no: (props) => <ImoInput {...props} />,
    mmsi: (props) => <MmsiInput {...props} />,
    status: (props) => <ShipStatusInput {...props} />,
    safe_manning: (props) => <SafeManningInput {...props} />,
    next_port: (props) => <NextPortInput {...props} />,
  },
  checks: {
    imo_no: (value) => imoMessage(value),
    mmsi: (value, values) => mmsiMessage(value, values.flag),
  },
  // The date and reason of a status change go to the status history; they matter only when it changes.
  visibleWhen: {
    status_date: (values, form) => form.mode === 'edit' && values.status !== form.initial.status,
    status_reason: (values, form) => form.mode === 'edit' && values.status !== form.initial.status,
  },
  width: 860,
};

export default function ShipPage() {
  return <ResourcePage def={shipResource} options={shipPageOptions} />;
}
