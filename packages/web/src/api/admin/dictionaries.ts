/**
 * Dictionaries (system settings): `GET /admin/ajax/dict?type=` lists a type's enabled items. Each type is
 * asked once and shared by every select, cell and filter that shows it (the query cache holds it until
 * told otherwise); the settings pages forget a type when they change it, and whatever shows it asks again.
 */
import type { DictOption } from '@vessel/contract';
import { http } from '../app-http-client';
import { queryClient, queryKeys } from '../query-client';

export const DICT_URL = '/admin/ajax/dict';

function fetchDictionary(type: string): Promise<DictOption[]> {
  return (
    http
      // Many cells ask at once and must all be answered; a failure shows codes, not a toast per cell.
      .get<DictOption[]>(DICT_URL, { type }, { cancelDuplicate: false, showCodeMessage: false })
      .then((answer) => (answer.code === 1 && Array.isArray(answer.data) ? answer.data : []))
  );
}

/**
 * How a type is read (`useQuery` in `useDictionary`): once, until forgotten; a failure is not remembered.
 * A type no one may read, or an unknown one, has no items.
 */
export function dictionaryQuery(type: string) {
  return { queryKey: queryKeys.dictionary(type), queryFn: () => fetchDictionary(type), staleTime: Infinity } as const;
}

/** Forgets one type (null: every type) after a change; whatever shows it asks again. */
export function forgetDictionary(type: string | null): void {
  void queryClient.invalidateQueries({ queryKey: type === null ? queryKeys.dictionaries : queryKeys.dictionary(type) });
}
