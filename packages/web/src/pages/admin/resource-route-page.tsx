import { useParams } from 'react-router';
import { ResourcePage } from '../../components/resource/resource-page';
import { resourcePagePath } from '../../router/resource-pages';
import { useResourceDefinitions } from '../../stores/resource-definitions';

/**
 * The catch-all resource page: the generic page of any registered resource that has no page of its
 * own, drawn from the definition the server sent (its route's loader fetched it and added its words).
 *
 * The resource is read from the route's params, not from loader data: a kept-alive tab stays mounted
 * while another resource's page shows, and loader data follows the current location while params
 * follow the tab's own.
 */
export default function ResourceRoutePage() {
  const path = resourcePagePath(useParams());
  const definition = useResourceDefinitions((state) => state.byPath.get(path));
  if (!definition) return null;
  // One page per resource: moving between two resources starts afresh (table state, dialogs).
  return <ResourcePage key={definition.def.name} def={definition.def} />;
}
