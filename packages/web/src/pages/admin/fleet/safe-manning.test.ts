import { describe, expect, it } from 'vitest';
import { duplicateRanks, linesBySeniority, manningLines, manningTotal, manningValue } from './safe-manning';

const MSTR = '11111111-1111-4111-8111-111111111111';
const CO = '22222222-2222-4222-8222-222222222222';

describe('safe manning lines', () => {
  it('reads the stored object, or its JSON text, as lines', () => {
    expect(manningLines({ [MSTR]: 1, [CO]: 1 })).toEqual([
      { position_id: MSTR, count: 1 },
      { position_id: CO, count: 1 },
    ]);
    expect(manningLines(JSON.stringify({ [MSTR]: 2 }))).toEqual([{ position_id: MSTR, count: 2 }]);
  });

  it('reads nothing from an empty or malformed value', () => {
    expect(manningLines(null)).toEqual([]);
    expect(manningLines('')).toEqual([]);
    expect(manningLines('{oops')).toEqual([]);
    expect(manningLines([1, 2])).toEqual([]);
  });

  it('keeps a count that is not a number as empty, for the user to fix', () => {
    expect(manningLines({ [MSTR]: 'two' })).toEqual([{ position_id: MSTR, count: null }]);
  });

  it('sends ranks with a count, leaving out unfinished lines and zeros', () => {
    expect(
      manningValue([
        { position_id: MSTR, count: 1 },
        { position_id: '', count: 3 },
        { position_id: CO, count: null },
        { position_id: CO, count: 0 },
      ]),
    ).toEqual({ [MSTR]: 1 });
  });

  it('adds up a rank picked twice and marks it', () => {
    const lines = [
      { position_id: CO, count: 1 },
      { position_id: MSTR, count: 1 },
      { position_id: CO, count: 2 },
    ];
    expect(manningValue(lines)).toEqual({ [CO]: 3, [MSTR]: 1 });
    expect([...duplicateRanks(lines)]).toEqual([CO]);
  });

  it('totals the complement', () => {
    expect(manningTotal({ [MSTR]: 1, [CO]: 3 })).toBe(4);
    expect(manningTotal(undefined)).toBe(0);
  });
});

describe('safe manning in order of seniority', () => {
  it('puts the master before the chief officer, unknown and unfinished lines last in their order', () => {
    const lines = [
      { position_id: CO, count: 1 },
      { position_id: '', count: 2 },
      { position_id: MSTR, count: 1 },
      { position_id: 'other', count: 3 },
    ];
    expect(linesBySeniority(lines, [MSTR, CO]).map((line) => line.position_id)).toEqual([MSTR, CO, '', 'other']);
  });
});
