import { contractResource } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { CONTRACT_STATUS_COLOURS } from './crew-labels';
import { StatusTag, crewRemoteCells } from './crew-cells';

/** Employment contracts (MLC SEA): the generic page, with the seafarer and ship linking to their pages. */
export const contractPageOptions: ResourcePageOptions = {
  cells: {
    status: (row) => <StatusTag def={contractResource} value={row.status} colours={CONTRACT_STATUS_COLOURS} />,
    ...crewRemoteCells({ seafarer: ['seafarer_id'], ship: ['ship_id'], plain: ['rank_id'] }),
  },
  width: 760,
};

export default function ContractPage() {
  return <ResourcePage def={contractResource} options={contractPageOptions} />;
}
