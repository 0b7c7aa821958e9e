import { beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
vi.mock('./app-http-client', () => ({ http: { post: (...args: unknown[]) => post(...args), get: vi.fn(), request: vi.fn() } }));

const { afterResourceWrite, queryClient, queryKeys } = await import('./query-client');
const { resourceApi } = await import('./admin/resource');

const SHIPS = '/admin/fleet.Ship/';
const SEAFARERS = '/admin/crew.Seafarer/';
const cached = {
  shipList: queryKeys.list(SHIPS, { page: 1 }),
  shipPicker: queryKeys.select(SHIPS, { term: '' }),
  seafarerList: queryKeys.list(SEAFARERS, { page: 1 }),
  shipDetail: queryKeys.detail('ship', '7'),
  dashboard: queryKeys.dashboard({}),
  flags: queryKeys.dictionary('flag'),
};

function invalidated(): string[] {
  return Object.entries(cached)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('what a write fetches again', () => {
  beforeEach(() => {
    queryClient.clear();
    post.mockReset();
    for (const key of Object.values(cached)) queryClient.setQueryData(key, { rows: [] });
  });

  it("a write to ships: the ships' lists and pickers, the detail pages and the dashboard, nothing else", () => {
    afterResourceWrite(SHIPS);
    expect(invalidated().sort()).toEqual(['dashboard', 'shipDetail', 'shipList', 'shipPicker']);
  });

  it('resourceApi tells the cache after a write succeeds, and not after one that failed', async () => {
    post.mockRejectedValueOnce(new Error('refused'));
    await expect(resourceApi(SEAFARERS).edit({ id: '1' })).rejects.toThrow('refused');
    expect(invalidated()).toEqual([]);
    post.mockResolvedValueOnce({ code: 1, data: { row: { id: '1' } } });
    await resourceApi(SEAFARERS).edit({ id: '1' });
    expect(invalidated().sort()).toEqual(['dashboard', 'seafarerList', 'shipDetail']);
  });
});
