import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { resourceBase, type ResourceDef } from '@vessel/contract';
import { resourceApi } from '../../api/admin/resource';
import { queryKeys } from '../../api/query-client';
import { isCancelledRequest } from '../../api/request-errors';
import { listParams, type TableState } from './table-state';
import { tableRows, type TableRow } from './table-rows';

export interface ResourceList {
  rows: TableRow[];
  total: number;
  loading: boolean;
  failed: boolean;
  /** Fetches the rows again (the refresh button). */
  refetch(): void;
}

/**
 * The rows the table shows for its state, cached per state; a write to the resource fetches them again
 * (query-client.ts). A tree answers whole (no paging). While the next state's rows load, the last ones
 * stay on screen.
 */
export function useResourceList(def: ResourceDef, state: TableState): ResourceList {
  const base = resourceBase(def);
  const api = useMemo(() => resourceApi(base), [base]);
  const params = useMemo(() => listParams(state, { paged: !def.tree }), [state, def.tree]);
  const query = useQuery({
    queryKey: queryKeys.list(base, params),
    queryFn: async () => {
      const { data } = await api.list(params);
      return { rows: tableRows(data.list), total: data.total };
    },
    placeholderData: keepPreviousData,
  });
  return {
    rows: query.data?.rows ?? [],
    total: query.data?.total ?? 0,
    loading: query.isFetching,
    failed: query.isError && !isCancelledRequest(query.error),
    refetch: () => void query.refetch(),
  };
}
