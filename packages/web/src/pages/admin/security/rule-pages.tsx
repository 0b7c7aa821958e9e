import { dataRecycleResource, sensitiveDataResource } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { WatchedFieldsInput, WatchedResourceSelect } from './watchable-resources';

const recycleOptions: ResourcePageOptions = { inputs: { resource: (props) => <WatchedResourceSelect {...props} /> } };
const sensitiveOptions: ResourcePageOptions = {
  inputs: {
    resource: (props) => <WatchedResourceSelect {...props} />,
    fields: (props) => <WatchedFieldsInput {...props} />,
  },
};

/** Data recycle rules: which resources keep a copy of what is deleted. */
export function DataRecyclePage() {
  return <ResourcePage def={dataRecycleResource} options={recycleOptions} />;
}

/** Sensitive-data rules: which fields of which resource record their before and after values. */
export function SensitiveDataPage() {
  return <ResourcePage def={sensitiveDataResource} options={sensitiveOptions} />;
}
