import { describe, expect, it } from 'vitest';
import { alertResource } from '@vessel/contract';
import { parseTableState, writeTableState, withFilter, DEFAULT_TABLE_STATE, filterOf } from '../../../components/resource/table-state';
import { ALERT_VIEWS, alertViewOf, stageLabel } from './alert-views';

describe('alert views', () => {
  it('round-trip through the URL and are recognised again', () => {
    for (const view of ['open', 'closed', 'all'] as const) {
      const chosen = ALERT_VIEWS[view];
      const state = withFilter(withFilter(DEFAULT_TABLE_STATE, 'closed_at', chosen.closed_at), 'ack_at', chosen.ack_at);
      const again = parseTableState(writeTableState(new URLSearchParams(), state), alertResource);
      expect(alertViewOf(filterOf(again, 'closed_at'), filterOf(again, 'ack_at'))).toBe(view);
    }
  });

  it('are none for another filter on those columns', () => {
    expect(alertViewOf(undefined, { field: 'ack_at', operator: 'NULL', val: '' })).toBeNull();
  });
});

describe('alert stages', () => {
  it('read lead times as days before, zero as due today', () => {
    expect(stageLabel('30d')).toEqual({ key: 'alertPage.stage.daysBefore', params: { count: 30 } });
    expect(stageLabel('0d')).toEqual({ key: 'alertPage.stage.dueToday', params: {} });
  });

  it('name the engine’s stages, and leave unknown ones as they are', () => {
    expect(stageLabel('expired').key).toBe('alertPage.stage.expired');
    expect(stageLabel('window_open').key).toBe('alertPage.stage.window_open');
    expect(stageLabel('opening').key).toBe('alertPage.stage.opening');
    expect(stageLabel('during').key).toBe('alertPage.stage.during');
    expect(stageLabel('gap-1a2b3c4d').key).toBe('alertPage.stage.gap');
    expect(stageLabel('something').key).toBeNull();
  });
});
