/**
 * The generic actions of CONTRACT.md on one resource base URL (`/admin/{module}.{Resource}/`): the data
 * provider of the resource kit (STYLE habit 9). Writes show the server's success message.
 */
import type { ListAnswer } from '@vessel/contract';
import { http } from '../app-http-client';
import { afterResourceWrite } from '../query-client';
import type { SelectItem } from '../../components/resource/select-tree';

export type ResourceRow = Record<string, unknown> & { id: string };

/** Remote select (spec §7): `select=true&quick_search=`, plus the ids whose labels the form shows. */
export interface SelectQuery {
  quickSearch?: string;
  initValue?: readonly string[];
  /** Pages of `limit` choices; the answer's `total` says how many match in all. */
  page?: number;
  limit?: number;
  /** Declared filters, as on the list (ship ranks only: `kind eq ship_rank`). */
  search?: readonly SelectFilter[];
}

export interface SelectFilter {
  field: string;
  operator: string;
  val?: string;
}

export function selectParams(query: SelectQuery = {}): Record<string, unknown> {
  const params: Record<string, unknown> = { select: true };
  if (query.quickSearch?.trim()) params.quick_search = query.quickSearch.trim();
  if (query.initValue?.length) params.initValue = [...query.initValue];
  if (query.page) params.page = query.page;
  if (query.limit) params.limit = query.limit;
  if (query.search?.length) params.search = query.search.map((item) => ({ ...item }));
  return params;
}

const WRITE = { showSuccessMessage: true } as const;

export function resourceApi(base: string) {
  /** A write's answer, once whatever shows this resource has been told to fetch it again. */
  const written = <T>(answer: Promise<T>): Promise<T> =>
    answer.then((result) => {
      afterResourceWrite(base);
      return result;
    });
  return {
    list: (params: Record<string, unknown>) => http.get<ListAnswer<ResourceRow>>(`${base}index`, params),
    select: (query?: SelectQuery) =>
      http.get<{ list: SelectItem[]; total: number }>(`${base}index`, selectParams(query), { cancelDuplicate: false }),
    read: (id: string) => http.get<{ row: ResourceRow }>(`${base}edit`, { id }),
    add: (values: Record<string, unknown>) => written(http.post<{ row: ResourceRow }>(`${base}add`, values, WRITE)),
    edit: (values: Record<string, unknown>) => written(http.post<{ row: ResourceRow }>(`${base}edit`, values, WRITE)),
    del: (ids: readonly string[]) =>
      written(http.request<{ count: number }>({ url: `${base}del`, method: 'DELETE', params: { ids: [...ids] } }, WRITE)),
    sortable: (id: string, targetId: string) => written(http.post<null>(`${base}sortable`, { id, targetId }, WRITE)),
  };
}

export type ResourceApi = ReturnType<typeof resourceApi>;
