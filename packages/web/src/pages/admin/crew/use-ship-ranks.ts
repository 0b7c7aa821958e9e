import { useEffect, useState } from 'react';
import { positionResource, resourceBase, resourceRight } from '@vessel/contract';
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

const api = resourceApi(resourceBase(positionResource));

/**
 * The ship ranks, senior first, for pickers that want them in the reader's language (safe manning, the
 * tracking filter). Someone who may not list positions still gets them by the remote-select call, with
 * their English names only.
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
      : api.select().then(({ data }) => data.list.map((item) => ({ id: item.id, abbr: '', name_en: item.label, name_zh: '' })));
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

/** "C/O 大副" / "C/O Chief Officer": the abbreviation crews use, then the name in the reader's language. */
export function rankText(rank: Pick<ShipRank, 'abbr' | 'name_en' | 'name_zh'>, lang: 'zh-cn' | 'en'): string {
  const name = lang === 'zh-cn' && rank.name_zh ? rank.name_zh : rank.name_en;
  return rank.abbr ? `${rank.abbr} ${name}` : name;
}
