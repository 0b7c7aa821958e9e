import { describe, expect, it } from 'vitest';
import { certificateResource, tileFilter } from '@vessel/contract';
import { parseTableState } from '../../../components/resource/table-state';
import en from '../../../locales/en/backend/dashboard-overview';
import zh from '../../../locales/zh-cn/backend/dashboard-overview';
import { etaDays, etaWords, overviewQuery } from './fleet-list';
import { tileHref } from './overview-tiles';

describe('the dashboard header filters', () => {
  it('ask the server for what is chosen, and only that', () => {
    expect(overviewQuery({ fleetGroupId: null, shipType: null, shipId: null, asOf: null })).toEqual({});
    expect(overviewQuery({ fleetGroupId: 'g1', shipType: 'bulk_carrier', shipId: null, asOf: '2026-05-01' })).toEqual({
      fleet_group_id: 'g1',
      ship_type: 'bulk_carrier',
      as_of: '2026-05-01',
    });
    expect(overviewQuery({ fleetGroupId: null, shipType: '', shipId: 's1', asOf: null })).toEqual({ ship_id: 's1' });
  });

  it('open a tile narrowed to the matched ships on the list of those ships', () => {
    // The server narrows a filtered tile's link to `ship_id IN (...)`: the list page reads it as its filter.
    const link = { path: '/admin/cert/certificate', query: { ...tileFilter('status', 'eq', 'expired'), ...tileFilter('ship_id', 'IN', 's1,s2') } };
    const state = parseTableState(new URL(tileHref(link), 'http://x').searchParams, certificateResource);
    expect(state.filters).toContainEqual({ field: 'ship_id', operator: 'IN', val: 's1,s2' });
  });
});

describe('the fleet list', () => {
  it('says how far off a ship’s ETA is from the day the dashboard is judged on', () => {
    expect(etaDays('2026-05-01', null)).toBeNull();
    expect(etaWords(etaDays('2026-05-01', '2026-05-04'))).toEqual({ key: 'dashboard.fleet.etaIn', count: 3 });
    expect(etaWords(etaDays('2026-05-01', '2026-05-01'))).toEqual({ key: 'dashboard.fleet.etaToday', count: 0 });
    expect(etaWords(etaDays('2026-05-01', '2026-04-29'))).toEqual({ key: 'dashboard.fleet.etaAgo', count: 2 });
    expect(etaWords(null)).toBeNull();
  });

  it('has its words in both languages', () => {
    expect(Object.keys(zh.fleet).sort()).toEqual(Object.keys(en.fleet).sort());
    for (const key of ['fleetGroup', 'allFleetGroups', 'shipType', 'allShipTypes'] as const) expect(zh[key], key).toBeTruthy();
    expect(zh.rows.fleet).toBeTruthy();
  });
});
