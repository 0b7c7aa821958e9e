import { useEffect, useMemo, useRef, useState } from 'react';
import { namesFor, type Lang } from '@vessel/contract';
import { resourceApi, type SelectFilter } from '../../api/admin/resource';
import { isCancelledRequest } from '../../api/request-errors';
import type { SelectItem } from './select-tree';

/** Choices asked for at a time; scrolling to the end of the list asks for the next page. */
export const SELECT_PAGE_SIZE = 20;

/** The ids a select value holds. */
export function idsOfValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/**
 * A choice's name in the reader's language: a rank, ship, seafarer or department answers its name in
 * both languages (`label_en`, `label_zh`), others one label as it is.
 */
export function selectItemLabel(item: SelectItem, lang: Lang): string {
  if (item.label_en == null && item.label_zh == null) return item.label;
  return namesFor(lang, item.label_en, item.label_zh).first || item.label;
}

/** Whether the pages loaded so far leave choices unshown. */
export function hasMorePages(pages: number, pageSize: number, total: number): boolean {
  return pages * pageSize < total;
}

/** A next page after those loaded, each choice once (a chosen id listed first may come again). */
export function appendPage(items: readonly SelectItem[], page: readonly SelectItem[]): SelectItem[] {
  const seen = new Set(items.map((item) => item.id));
  return [...items, ...page.filter((item) => !seen.has(item.id))];
}

export interface RemoteOptions {
  /** The choices for the current search term, the pages loaded so far. */
  items: SelectItem[];
  /** Every choice seen so far by id, the chosen ids' included. */
  known: ReadonlyMap<string, SelectItem>;
  loading: boolean;
  /** More choices match than are loaded. */
  more: boolean;
  /** Loads the next page (when there is one and none is loading). */
  loadMore(): void;
}

interface Loaded {
  items: SelectItem[];
  pages: number;
  total: number;
}

/**
 * Remote-select choices (`GET {url}index?select=true&quick_search=…&initValue=…&page=…`), loaded again
 * when the search term or the filter changes, a page at a time. Chosen ids whose labels are not known yet
 * (a record read after the input mounted) are asked for by `initValue`, so that they never show as bare
 * ids. `pageSize` 0 loads the whole list at once (a tree, which the server answers whole).
 */
export function useRemoteOptions(url: string, term: string, chosen: readonly string[], options: { filter?: readonly SelectFilter[]; pageSize?: number } = {}): RemoteOptions {
  const api = useMemo(() => resourceApi(url), [url]);
  const pageSize = options.pageSize ?? SELECT_PAGE_SIZE;
  const filterKey = JSON.stringify(options.filter ?? []);
  const filter = useMemo(() => JSON.parse(filterKey) as SelectFilter[], [filterKey]);
  const [loaded, setLoaded] = useState<Loaded>({ items: [], pages: 0, total: 0 });
  const [loading, setLoading] = useState(true);
  const known = useRef(new Map<string, SelectItem>());
  const [, setKnownVersion] = useState(0);
  const learn = (list: readonly SelectItem[]) => {
    for (const item of list) known.current.set(item.id, item);
    setKnownVersion((version) => version + 1);
  };
  const chosenNow = useRef(chosen);
  chosenNow.current = chosen;
  // The request under way: a new search makes the answer of an older one (or a page of it) stale.
  const generation = useRef(0);

  const fetchPage = (page: number) =>
    api.select({ quickSearch: term, initValue: page === 1 ? chosenNow.current : [], search: filter, ...(pageSize ? { page, limit: pageSize } : {}) });

  useEffect(() => {
    const mine = ++generation.current;
    setLoading(true);
    const timer = setTimeout(
      () => {
        fetchPage(1).then(
          ({ data }) => {
            if (generation.current !== mine) return;
            learn(data.list);
            setLoaded({ items: data.list, pages: 1, total: data.total });
            setLoading(false);
          },
          (error: unknown) => {
            if (generation.current === mine && !isCancelledRequest(error)) setLoading(false);
          },
        );
      },
      term ? 300 : 0,
    );
    return () => {
      clearTimeout(timer);
      if (generation.current === mine) generation.current += 1;
    };
    // The chosen ids at the time of a search are sent along; later choices need no reload.
  }, [api, term, filter, pageSize]);

  const more = pageSize > 0 && hasMorePages(loaded.pages, pageSize, loaded.total);
  const loadMore = () => {
    if (loading || !more) return;
    const mine = generation.current;
    setLoading(true);
    fetchPage(loaded.pages + 1).then(
      ({ data }) => {
        if (generation.current !== mine) return;
        learn(data.list);
        setLoaded((held) => ({ items: appendPage(held.items, data.list), pages: held.pages + 1, total: data.total }));
        setLoading(false);
      },
      (error: unknown) => {
        if (generation.current === mine && !isCancelledRequest(error)) setLoading(false);
      },
    );
  };

  const missing = loading ? '' : chosen.filter((id) => !known.current.has(id)).join(',');
  useEffect(() => {
    if (!missing) return;
    let active = true;
    api.select({ initValue: missing.split(','), limit: Math.min(missing.split(',').length, 100) }).then(
      ({ data }) => {
        if (active) learn(data.list);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [api, missing]);

  return { items: loaded.items, known: known.current, loading, more, loadMore };
}
