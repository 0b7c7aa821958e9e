import { seaServiceResource } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { crewRemoteCells } from './crew-cells';

/**
 * Sea service of all seafarers: lines written by sign-off (read-only, "with us") and previous employers'
 * lines typed in; the seafarer and our ships link to their pages.
 */
const options: ResourcePageOptions = {
  cells: crewRemoteCells({ seafarer: ['seafarer_id'], ship: ['ship_id'], plain: ['rank_id'] }),
  width: 720,
};

export default function SeaServicePage() {
  return <ResourcePage def={seaServiceResource} options={options} />;
}
