import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { adminResource, departmentResource } from '@vessel/contract';
import { DEFAULT_TABLE_STATE, filtersOutOfSight, listParams, parseTableState, withFilter, writeTableState, type TableState } from './table-state';

const params = (query: string) => new URLSearchParams(query);

describe('table state in the URL', () => {
  it('reads the defaults from an empty query', () => {
    expect(parseTableState(params(''), adminResource)).toEqual(DEFAULT_TABLE_STATE);
  });

  it('reads page, size, order, quick search and filters', () => {
    const state = parseTableState(
      params('page=3&limit=20&order=username,asc&quickSearch=deck&search.username=LIKE:bos&search.created_at=RANGE:1700000000,1800000000'),
      adminResource,
    );
    expect(state).toEqual({
      page: 3,
      limit: 20,
      order: { field: 'username', direction: 'asc' },
      quickSearch: 'deck',
      filters: [
        { field: 'username', operator: 'LIKE', val: 'bos' },
        { field: 'created_at', operator: 'RANGE', val: '1700000000,1800000000' },
      ],
    });
  });

  it('keeps a value that holds the separator', () => {
    const state = parseTableState(params(`search.username=${encodeURIComponent('LIKE:a:b')}`), adminResource);
    expect(state.filters).toEqual([{ field: 'username', operator: 'LIKE', val: 'a:b' }]);
  });

  it('drops what the resource does not declare, so a hand-made URL is never refused', () => {
    const state = parseTableState(
      params('page=0&limit=500&order=password,asc&search.password=eq:x&search.nickname=eq:x&search.username=DROP:x&search.email=LIKE:'),
      adminResource,
    );
    expect(state.page).toBe(1);
    expect(state.limit).toBe(100);
    expect(state.order).toBeNull();
    expect(state.filters).toEqual([]);
  });

  it('sorts by the default order field even when it is not marked sortable', () => {
    expect(parseTableState(params('order=weigh,asc'), departmentResource).order).toEqual({ field: 'weigh', direction: 'asc' });
    expect(parseTableState(params('order=name,asc'), departmentResource).order).toBeNull();
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const state: TableState = {
      ...DEFAULT_TABLE_STATE,
      page: 2,
      order: { field: 'created_at', direction: 'desc' },
      filters: [
        { field: 'status', operator: 'eq', val: 'enable' },
        { field: 'email', operator: 'LIKE', val: '' },
      ],
    };
    const written = writeTableState(params('tab=1&page=9&search.username=LIKE:x'), state);
    expect(written.toString()).toBe('tab=1&page=2&order=created_at%2Cdesc&search.status=eq%3Aenable');
    expect(parseTableState(written, adminResource)).toEqual({ ...state, filters: [state.filters[0]] });
  });

  it('goes back to the first page when a filter changes', () => {
    const state = withFilter({ ...DEFAULT_TABLE_STATE, page: 4 }, 'status', { operator: 'eq', val: 'disable' });
    expect(state).toMatchObject({ page: 1, filters: [{ field: 'status', operator: 'eq', val: 'disable' }] });
    expect(withFilter(state, 'status', null).filters).toEqual([]);
  });
});

describe('the list query of CONTRACT.md', () => {
  const state: TableState = {
    page: 2,
    limit: 20,
    order: { field: 'username', direction: 'desc' },
    quickSearch: ' bosun ',
    filters: [
      { field: 'username', operator: 'LIKE', val: 'a b' },
      { field: 'last_login_at', operator: 'NULL', val: '' },
    ],
  };

  it('has page, limit, order, quickSearch and search items', () => {
    expect(listParams(state)).toEqual({
      page: 2,
      limit: 20,
      order: 'username,desc',
      quickSearch: 'bosun',
      search: [
        { field: 'username', val: 'a b', operator: 'LIKE' },
        { field: 'last_login_at', operator: 'NULL' },
      ],
    });
  });

  it('leaves paging out for a tree, which answers whole', () => {
    expect(listParams(state, { paged: false })).not.toHaveProperty('page');
  });

  it('is written by axios as search[n][field|val|operator], as the server parses it', () => {
    const uri = decodeURIComponent(axios.getUri({ url: '/admin/auth.Admin/index', params: listParams(state) }));
    expect(uri).toBe(
      '/admin/auth.Admin/index?page=2&limit=20&order=username,desc&quickSearch=bosun' +
        '&search[0][field]=username&search[0][val]=a+b&search[0][operator]=LIKE&search[1][field]=last_login_at&search[1][operator]=NULL',
    );
  });

  it('sends ids as ids[] for a delete', () => {
    expect(decodeURIComponent(axios.getUri({ url: 'del', params: { ids: ['a', 'b'] } }))).toBe('del?ids[]=a&ids[]=b');
  });
});

describe('filters the columns do not show', () => {
  const state = {
    filters: [
      { field: 'id', operator: 'IN' as const, val: 'a,b' },
      { field: 'status', operator: 'eq' as const, val: 'enable' },
      { field: 'remark', operator: 'LIKE' as const, val: '' },
      { field: 'verified_by', operator: 'NULL' as const, val: '' },
    ],
  };

  it('are the active ones on fields without a shown column', () => {
    expect(filtersOutOfSight(state, ['status', 'remark']).map((filter) => filter.field)).toEqual(['id', 'verified_by']);
  });

  it('leave out an empty filter, and are none when every filtered column is shown', () => {
    expect(filtersOutOfSight(state, ['id', 'status', 'verified_by']).map((filter) => filter.field)).toEqual([]);
    expect(filtersOutOfSight({ filters: [] }, [])).toEqual([]);
  });
});
