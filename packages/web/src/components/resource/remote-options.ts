import { useEffect, useMemo, useRef, useState } from 'react';
import { resourceApi } from '../../api/admin/resource';
import { isCancelledRequest } from '../../api/request-errors';
import type { SelectItem } from './select-tree';

/** The ids a select value holds. */
export function idsOfValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

export interface RemoteOptions {
  /** The choices for the current search term. */
  items: SelectItem[];
  /** Every label seen so far by id, the chosen ids' included. */
  labels: ReadonlyMap<string, string>;
  loading: boolean;
}

/**
 * Remote-select choices (`GET {url}index?select=true&quick_search=…&initValue=…`), loaded again when the
 * search term changes. Chosen ids whose labels are not known yet (a record read after the input
 * mounted) are asked for by `initValue`, so that they never show as bare ids.
 */
export function useRemoteOptions(url: string, term: string, chosen: readonly string[]): RemoteOptions {
  const api = useMemo(() => resourceApi(url), [url]);
  const [items, setItems] = useState<SelectItem[]>([]);
  const [loading, setLoading] = useState(true);
  const labels = useRef(new Map<string, string>());
  const [, setLabelsVersion] = useState(0);
  const learn = (list: readonly SelectItem[]) => {
    for (const item of list) labels.current.set(item.id, item.label);
    setLabelsVersion((version) => version + 1);
  };

  useEffect(() => {
    let active = true;
    setLoading(true);
    const timer = setTimeout(
      () => {
        api.select({ quickSearch: term, initValue: chosen }).then(
          ({ data }) => {
            if (!active) return;
            learn(data.list);
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
    // The chosen ids at the time of a search are sent along; later choices need no reload.
  }, [api, term]);

  const missing = loading ? '' : chosen.filter((id) => !labels.current.has(id)).join(',');
  useEffect(() => {
    if (!missing) return;
    let active = true;
    api.select({ initValue: missing.split(',') }).then(
      ({ data }) => {
        if (active) learn(data.list);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [api, missing]);

  return { items, labels: labels.current, loading };
}
