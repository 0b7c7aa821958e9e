import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-client';
import { isCancelledRequest } from '../../api/request-errors';

/**
 * The record of a detail page (`/admin/detailPage?id=`, `/admin/SdetailPage?id=`), cached under its name
 * and id: read when the page opens, after `reload()`, and after any write the cache hears of (a detail
 * page draws on several resources); the last answer stays on screen while the next one loads, and a
 * cancelled read is not a failure. `version` counts the reloads, for parts of the page that read on their own.
 */
export function useDetailRecord<T>(name: string, id: string, read: (id: string) => Promise<{ data: T }>) {
  const [version, setVersion] = useState(0);
  const query = useQuery({
    queryKey: queryKeys.detail(name, id),
    queryFn: async () => (await read(id)).data,
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
  });
  const failed = query.isError && !isCancelledRequest(query.error);
  return {
    detail: failed ? null : (query.data ?? null),
    loading: query.isFetching || (Boolean(id) && query.isPending),
    failed,
    version,
    reload: () => {
      setVersion((value) => value + 1);
      void query.refetch();
    },
  };
}

/** The open tab of a detail page, held in the URL (`tab=`) so that a link can open a tab directly; the first tab is the bare URL. */
export function useTabParam<T extends string>(tabs: readonly T[]): [T, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') ?? '';
  const tab = (tabs as readonly string[]).includes(asked) ? (asked as T) : tabs[0]!;
  const setTab = (next: string) =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      if (next === tabs[0]) query.delete('tab');
      else query.set('tab', next);
      return query;
    });
  return [tab, setTab];
}
