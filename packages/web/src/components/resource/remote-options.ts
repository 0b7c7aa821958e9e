import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { namesFor, type Lang } from '@vessel/contract';
import { resourceApi, type SelectFilter } from '../../api/admin/resource';
import { queryKeys } from '../../api/query-client';
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

/** Waits this long after the last keystroke before searching. */
const SEARCH_DELAY_MS = 300;

/**
 * Remote-select choices (`GET {url}index?select=true&quick_search=…&initValue=…&page=…`), cached per
 * search term and filter and fetched again after a write to the resource (query-client.ts), a page at a
 * time. Chosen ids whose labels are not known yet (a record read after the input mounted) are asked for
 * by `initValue`, so that they never show as bare ids. `pageSize` 0 loads the whole list at once (a
 * tree, which the server answers whole).
 */
export function useRemoteOptions(url: string, term: string, chosen: readonly string[], options: { filter?: readonly SelectFilter[]; pageSize?: number } = {}): RemoteOptions {
  const api = useMemo(() => resourceApi(url), [url]);
  const pageSize = options.pageSize ?? SELECT_PAGE_SIZE;
  const filterKey = JSON.stringify(options.filter ?? []);
  const filter = useMemo(() => JSON.parse(filterKey) as SelectFilter[], [filterKey]);
  const searched = useSearchTerm(term);
  // The chosen ids at the time of a search are sent along with its first page; later choices need no reload.
  const chosenNow = useRef(chosen);
  chosenNow.current = chosen;

  const pages = useInfiniteQuery({
    queryKey: queryKeys.select(url, { term: searched, filter, pageSize }),
    queryFn: async ({ pageParam }) => {
      const { data } = await api.select({
        quickSearch: searched,
        initValue: pageParam === 1 ? chosenNow.current : [],
        search: filter,
        ...(pageSize ? { page: pageParam, limit: pageSize } : {}),
      });
      return data;
    },
    initialPageParam: 1,
    getNextPageParam: (last, loaded) => (pageSize > 0 && hasMorePages(loaded.length, pageSize, last.total) ? loaded.length + 1 : undefined),
    placeholderData: keepPreviousData,
  });

  // Every choice seen so far keeps its label, whatever the search shows now.
  const known = useRef(new Map<string, SelectItem>());
  const items = useMemo(() => (pages.data?.pages ?? []).reduce<SelectItem[]>((all, page) => appendPage(all, page.list), []), [pages.data]);
  for (const item of items) known.current.set(item.id, item);

  const loading = pages.isFetching || searched !== term.trim();
  const missing = loading ? [] : chosen.filter((id) => !known.current.has(id));
  const labels = useQuery({
    queryKey: queryKeys.select(url, { initValue: missing }),
    queryFn: async () => (await api.select({ initValue: missing, limit: Math.min(missing.length, 100) })).data.list,
    enabled: missing.length > 0,
  });
  for (const item of labels.data ?? []) known.current.set(item.id, item);

  const loadMore = () => {
    if (!loading && pages.hasNextPage) void pages.fetchNextPage();
  };
  return { items, known: known.current, loading, more: Boolean(pages.hasNextPage), loadMore };
}

/** The search term once typing has paused (at once when cleared). */
function useSearchTerm(term: string): string {
  const trimmed = term.trim();
  const [searched, setSearched] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setSearched(trimmed), trimmed ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [trimmed]);
  return searched;
}
