import { describe, expect, it } from 'vitest';
import { parseAlertStage } from './alert-stages.js';

describe('alert stages', () => {
  it('read lead times, named stages and fingerprinted gaps', () => {
    expect(parseAlertStage('30d')).toEqual({ kind: 'lead', days: 30 });
    expect(parseAlertStage('0d')).toEqual({ kind: 'lead', days: 0 });
    expect(parseAlertStage('window_open')).toEqual({ kind: 'named', name: 'window_open' });
    expect(parseAlertStage('gap-1a2b3c4d')).toEqual({ kind: 'named', name: 'gap' });
  });

  it('answer null for a code no source writes', () => {
    expect(parseAlertStage('gap-')).toBeNull();
    expect(parseAlertStage('d')).toBeNull();
    expect(parseAlertStage('soon')).toBeNull();
    expect(parseAlertStage('')).toBeNull();
  });
});
