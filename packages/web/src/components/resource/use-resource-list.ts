import { useEffect, useMemo, useState } from 'react';
import { resourceBase, type ResourceDef } from '@vessel/contract';
import { resourceApi } from '../../api/admin/resource';
import { isCancelledRequest } from '../../api/request-errors';
import { listParams, type TableState } from './table-state';
import { tableRows, type TableRow } from './table-rows';

export interface ResourceList {
  rows: TableRow[];
  total: number;
  loading: boolean;
  failed: boolean;
}

/**
 * The rows the table shows for its state; `version` reloads them after a write. A tree answers whole
 * (no paging). An answer that arrives after a newer request began is dropped.
 */
export function useResourceList(def: ResourceDef, state: TableState, version: number): ResourceList {
  const api = useMemo(() => resourceApi(resourceBase(def)), [def]);
  const params = useMemo(() => listParams(state, { paged: !def.tree }), [state, def.tree]);
  const key = JSON.stringify(params);
  const [list, setList] = useState<ResourceList>({ rows: [], total: 0, loading: true, failed: false });

  useEffect(() => {
    let active = true;
    setList((held) => ({ ...held, loading: true, failed: false }));
    api.list(JSON.parse(key) as Record<string, unknown>).then(
      ({ data }) => {
        if (active) setList({ rows: tableRows(data.list), total: data.total, loading: false, failed: false });
      },
      (error: unknown) => {
        if (active && !isCancelledRequest(error)) setList((held) => ({ ...held, loading: false, failed: true }));
      },
    );
    return () => {
      active = false;
    };
  }, [api, key, version]);

  return list;
}
