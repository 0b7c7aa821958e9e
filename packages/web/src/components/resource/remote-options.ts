import { useEffect, useMemo, useState } from 'react';
import { resourceApi } from '../../api/admin/resource';
import { isCancelledRequest } from '../../api/request-errors';
import type { SelectItem } from './select-tree';

/** The ids a select value holds. */
export function idsOfValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/**
 * Remote-select choices (`GET {url}index?select=true&quick_search=…&initValue=…`): loaded again when the
 * search term changes; the ids already chosen are always asked for, so that they keep their labels.
 */
export function useRemoteOptions(url: string, term: string, chosen: readonly string[]): { items: SelectItem[]; loading: boolean } {
  const api = useMemo(() => resourceApi(url), [url]);
  const [items, setItems] = useState<SelectItem[]>([]);
  const [loading, setLoading] = useState(true);
  const chosenKey = chosen.join(',');
  useEffect(() => {
    let active = true;
    setLoading(true);
    const timer = setTimeout(
      () => {
        api.select({ quickSearch: term, initValue: chosenKey ? chosenKey.split(',') : [] }).then(
          ({ data }) => {
            if (!active) return;
            setItems(data.list);
            setLoading(false);
          },
          (error: unknown) => {
            if (active && !isCancelledRequest(error)) setLoading(false);
          },
        );
      },
      term ? 300 : 0,
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
    // The chosen ids matter for the first load and for searches; choosing from the list needs no reload.
  }, [api, term]);
  return { items, loading };
}
