import { groupResource } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { RuleTreeInput } from './rule-tree-input';

/** Roles: the rights are a checkable rule tree; chosen departments only matter for a custom data scope. */
const options: ResourcePageOptions = {
  inputs: { rules: (props) => <RuleTreeInput {...props} /> },
  visibleWhen: { departments: (values) => values.data_scope === 'custom' },
  width: 760,
};

export default function GroupPage() {
  return <ResourcePage def={groupResource} options={options} />;
}
