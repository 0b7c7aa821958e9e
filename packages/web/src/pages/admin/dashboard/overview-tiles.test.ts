import { describe, expect, it } from 'vitest';
import { tileFilter, type DashboardTile } from '@vessel/contract';
import { parseTableState } from '../../../components/resource/table-state';
import { certificateResource } from '@vessel/contract';
import { groupTiles, tileHorizon, tileHref, tileLabelKey, tileTone } from './overview-tiles';

const tile = (key: string, count: number, level: DashboardTile['level'] = 'warn'): DashboardTile => ({
  key,
  count,
  level,
  link: { path: '/admin/cert/certificate', query: {} },
});

describe('a dashboard tile', () => {
  it('opens the filtered list it counts, as the list page reads its URL', () => {
    const link = {
      path: '/admin/cert/certificate',
      query: { ...tileFilter('status', 'IN', 'expiring'), ...tileFilter('expiry_date', 'RANGE', '2026-05-10,2026-06-09') },
    };
    const href = tileHref(link);
    expect(href.startsWith('/admin/cert/certificate?')).toBe(true);
    const params = new URL(href, 'http://x').searchParams;
    const state = parseTableState(params, certificateResource);
    expect(state.filters).toEqual([
      { field: 'status', operator: 'IN', val: 'expiring' },
      { field: 'expiry_date', operator: 'RANGE', val: '2026-05-10,2026-06-09' },
    ]);
  });

  it('links without a query to the bare page, and adds a missing leading slash', () => {
    expect(tileHref({ path: '/admin/todo/todo', query: {} })).toBe('/admin/todo/todo');
    expect(tileHref({ path: 'admin/todo/todo', query: { view: 'mine' } })).toBe('/admin/todo/todo?view=mine');
  });

  it('is red on the must-be-zero row whenever it is not zero, green at zero, whatever level came', () => {
    expect(tileTone(tile('cert.expired', 1, 'info'), 'red_flags')).toBe('critical');
    expect(tileTone(tile('cert.expired', 0, 'critical'), 'red_flags')).toBe('ok');
  });

  it('elsewhere follows the server level, and a zero is plain', () => {
    expect(tileTone(tile('cert.expiring30', 3, 'warn'), 'due_soon')).toBe('warning');
    expect(tileTone(tile('todo.overdue', 2, 'critical'), 'my_todos')).toBe('critical');
    expect(tileTone(tile('todo.today', 2, 'info'), 'my_todos')).toBe('info');
    expect(tileTone(tile('cert.expiring90', 0, 'warn'), 'due_soon')).toBe('quiet');
  });

  it('has its label under dashboard.tiles', () => {
    expect(tileLabelKey('crew.safeManningGaps')).toBe('dashboard.tiles.crew.safeManningGaps');
  });

  it('groups 30/60/90-day horizons of one measure into one card, keeping order', () => {
    const groups = groupTiles([tile('cert.expiring30', 1), tile('cert.expiring60', 2), tile('cert.windowsOpen', 0), tile('cert.expiring90', 5)]);
    expect(groups.map((group) => [group.key, group.tiles.map((item) => item.key)])).toEqual([
      ['cert.expiring', ['cert.expiring30', 'cert.expiring60', 'cert.expiring90']],
      ['cert.windowsOpen', ['cert.windowsOpen']],
    ]);
    expect(tileHorizon('cert.expiring60')).toBe(60);
    expect(tileHorizon('cert.windowsOpen')).toBeNull();
  });
});
