import { userGroupResource } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { MemberRuleTreeInput } from './member-rule-tree-input';

/** Member groups: what their members may open in the member centre, as a checkable rule tree. */
const options: ResourcePageOptions = {
  inputs: { rules: (props) => <MemberRuleTreeInput {...props} /> },
};

export default function MemberGroupPage() {
  return <ResourcePage def={userGroupResource} options={options} />;
}
