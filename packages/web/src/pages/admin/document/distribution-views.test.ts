import { describe, expect, it } from 'vitest';
import type { TableRow } from '../../../components/resource/table-rows';
import { needsObsoleteConfirmation, overdueByShip } from './distribution-views';

const row = (values: Record<string, unknown>): TableRow => ({ id: String(Math.random()), ...values }) as TableRow;

describe('acknowledgement views', () => {
  it('asks for the obsolete copy only when a ship held a previous version', () => {
    expect(needsObsoleteConfirmation([row({ ship_id: 's1', previous_version_id: null })])).toBe(false);
    expect(needsObsoleteConfirmation([row({ ship_id: null, previous_version_id: 'v1' })])).toBe(false);
    expect(needsObsoleteConfirmation([row({ ship_id: 's1', previous_version_id: null }), row({ ship_id: 's2', previous_version_id: 'v1' })])).toBe(true);
  });

  it('counts overdue acknowledgements per ship, most first, leaving out the office ones', () => {
    const counts = overdueByShip([
      row({ ship_id: 'a', ship_id_label: 'OCEAN HARMONY' }),
      row({ ship_id: 'b', ship_id_label: 'EAST STAR' }),
      row({ ship_id: 'b', ship_id_label: 'EAST STAR' }),
      row({ ship_id: null }),
    ]);
    expect(counts).toEqual([
      { ship_id: 'b', label: 'EAST STAR', count: 2 },
      { ship_id: 'a', label: 'OCEAN HARMONY', count: 1 },
    ]);
  });
});
