/** Page and page size of a member ledger in the URL (`?page=2&limit=20`), read defensively. Pure, and tested. */
import { LIST_LIMIT } from '@vessel/contract';

export const LEDGER_PAGE_SIZES = [10, 20, 50, 100] as const;

export interface LedgerPaging {
  page: number;
  limit: number;
}

export function readPaging(params: URLSearchParams): LedgerPaging {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    limit: (LEDGER_PAGE_SIZES as readonly number[]).includes(limit) ? limit : LIST_LIMIT.default,
  };
}

/** The query of a paging; the defaults are left out so that the plain URL stays plain. */
export function pagingQuery(paging: LedgerPaging): Record<string, string> {
  const query: Record<string, string> = {};
  if (paging.page !== 1) query.page = String(paging.page);
  if (paging.limit !== LIST_LIMIT.default) query.limit = String(paging.limit);
  return query;
}
