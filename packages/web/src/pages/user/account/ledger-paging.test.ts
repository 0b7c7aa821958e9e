import { describe, expect, it } from 'vitest';
import { pagingQuery, readPaging } from './ledger-paging';

describe('ledger paging in the URL', () => {
  it('reads page and size, falling back to page 1 of 10', () => {
    expect(readPaging(new URLSearchParams('page=3&limit=20'))).toEqual({ page: 3, limit: 20 });
    expect(readPaging(new URLSearchParams(''))).toEqual({ page: 1, limit: 10 });
    expect(readPaging(new URLSearchParams('page=0&limit=7'))).toEqual({ page: 1, limit: 10 });
    expect(readPaging(new URLSearchParams('page=abc&limit=1000'))).toEqual({ page: 1, limit: 10 });
    expect(readPaging(new URLSearchParams('page=2.5'))).toEqual({ page: 1, limit: 10 });
  });

  it('writes only what differs from the defaults', () => {
    expect(pagingQuery({ page: 1, limit: 10 })).toEqual({});
    expect(pagingQuery({ page: 2, limit: 10 })).toEqual({ page: '2' });
    expect(pagingQuery({ page: 1, limit: 50 })).toEqual({ limit: '50' });
  });
});
