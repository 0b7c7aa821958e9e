import { approvalFlowResource } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { FlowStepsInput } from './flow-steps-input';

const options: ResourcePageOptions = {
  inputs: { steps: (props) => <FlowStepsInput {...props} /> },
  width: 860,
};

/** Approval flows (System settings): one per business type, its steps edited as a list. */
export default function ApprovalFlowPage() {
  return <ResourcePage def={approvalFlowResource} options={options} />;
}
