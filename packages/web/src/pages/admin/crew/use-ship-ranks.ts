import { useEffect, useState } from 'react';
import { SHIP_RANK_FILTER, positionResource, resourceBase, resourceRight } from '@vessel/contract';
import { resourceApi } from '../../../api/admin/resource';
import { isCancelledRequest } from '../../../api/request-errors';
import { holds } from '../../../components/resource/resource-access';
import { useAccessSession } from '../../../components/resource/use-resource-access';

export interface ShipRank {
  id: string;
  abbr: string;
  name_en: string;
  name_zh: string;
}

export const POSITION_URL = resourceBase(positionResource);
export { SHIP_RANK_FILTER };

const api = resourceApi(POSITION_URL);

/**
 * The ship ranks, senior first (safe manning orders its lines by them). Someone who may not list
 * positions still gets them, in both languages, by the remote-select call.
 */
export function useShipRanks(): { ranks: ShipRank[]; loading: boolean } {
  const session = useAccessSession();
  const canList = holds(session, resourceRight(positionResource, 'index'));
  const [state, setState] = useState<{ ranks: ShipRank[]; loading: boolean }>({ ranks: [], loading: true });

  useEffect(() => {
    let active = true;
    const request = canList
      ? api
          .list({ page: 1, limit: 100, order: 'weigh,desc', search: [{ field: 'kind', operator: 'eq', val: 'ship_rank' }] })
          .then(({ data }) =>
            data.list.map((row) => ({ id: row.id, abbr: String(row.abbr ?? ''), name_en: String(row.name_en ?? ''), name_zh: String(row.name_zh ?? '') })),
          )
      : api
          .select({ search: SHIP_RANK_FILTER, limit: 100 })
          .then(({ data }) => data.list.map((item) => ({ id: item.id, abbr: '', name_en: item.label_en ?? item.label, name_zh: item.label_zh ?? '' })));
    request.then(
      (ranks) => {
        if (active) setState({ ranks, loading: false });
      },
      (error: unknown) => {
        if (active && !isCancelledRequest(error)) setState({ ranks: [], loading: false });
      },
    );
    return () => {
      active = false;
    };
  }, [canList]);

  return state;
}
