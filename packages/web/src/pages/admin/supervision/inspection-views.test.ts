import { describe, expect, it } from 'vitest';
import { actionCodeColour, detentionState, ncrStateColour } from './inspection-views';

describe('inspection views', () => {
  it('colours detention red, before-departure gold, dated actions blue, others plain', () => {
    expect(actionCodeColour('30')).toBe('red');
    expect(actionCodeColour('17')).toBe('gold');
    expect(['15', '16', '18'].map(actionCodeColour)).toEqual(['blue', 'blue', 'blue']);
    expect(actionCodeColour('10')).toBeUndefined();
    expect(actionCodeColour(null)).toBeUndefined();
  });

  it('tells a ship still detained from one released', () => {
    expect(detentionState(null)).toEqual({ kind: 'none' });
    expect(detentionState({ detained: false, detention_from: '2026-05-01' })).toEqual({ kind: 'none' });
    expect(detentionState({ detained: true, detention_from: '2026-05-01', released_on: null })).toEqual({ kind: 'detained', since: '2026-05-01' });
    expect(detentionState({ detained: true, detention_from: '2026-05-01', released_on: '2026-05-05', detention_days: 4 })).toEqual({ kind: 'released', since: '2026-05-01', released: '2026-05-05', days: 4 });
  });

  it('shows a closed NCR green and one under way orange', () => {
    expect(ncrStateColour('closed')).toBe('green');
    expect(ncrStateColour('raised')).toBe('orange');
    expect(ncrStateColour('cancelled')).toBe('default');
  });
});
