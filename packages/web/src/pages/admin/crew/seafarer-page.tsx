import { seafarerResource } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { SEAFARER_STATUS_COLOURS } from './crew-labels';
import { StatusTag, SeafarerName, crewRemoteCells } from './crew-cells';

/**
 * Seafarers: the generic page; the name opens the seafarer's page (documents, sea service, contracts,
 * assignments), the status is coloured as on crew tracking, ranks and ships read in the reader's language.
 */
export const seafarerPageOptions: ResourcePageOptions = {
  cells: {
    name_en: (row) => <SeafarerName row={row} />,
    status: (row) => <StatusTag def={seafarerResource} value={row.status} colours={SEAFARER_STATUS_COLOURS} />,
    ...crewRemoteCells({ ship: ['current_ship_id'], plain: ['rank_id', 'applied_rank_id'] }),
  },
  width: 860,
};

export default function SeafarerPage() {
  return <ResourcePage def={seafarerResource} options={seafarerPageOptions} />;
}
