import { dataRecycleResource, sensitiveDataResource } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { ResourceName } from './log-pages';
import { WatchedFieldsInput, WatchedResourceSelect } from './watchable-resources';

const recycleOptions: ResourcePageOptions = {
  cells: { resource: (row) => <ResourceName name={row.resource} /> },
  inputs: { resource: (props) => <WatchedResourceSelect {...props} /> },
};
const sensitiveOptions: ResourcePageOptions = {
  cells: { resource: (row) => <ResourceName name={row.resource} /> },
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
