import { describe, expect, it } from 'vitest';
import { availableForAll, isAvailable, type RowAvailability } from './row-buttons';
import type { TableRow } from './table-rows';

const manual: TableRow = { id: 'm', auto: false };
const automatic: TableRow = { id: 'a', auto: true };
const buttons: RowAvailability = { del: (row) => row.auto !== true };

describe('isAvailable', () => {
  it('asks the button’s predicate about the row', () => {
    expect(isAvailable(buttons, 'del', manual)).toBe(true);
    expect(isAvailable(buttons, 'del', automatic)).toBe(false);
  });

  it('offers a button without a predicate on every row, and every button without any', () => {
    expect(isAvailable(buttons, 'edit', automatic)).toBe(true);
    expect(isAvailable(undefined, 'del', automatic)).toBe(true);
    expect(isAvailable({}, 'del', automatic)).toBe(true);
  });
});

describe('availableForAll', () => {
  const rows: TableRow[] = [manual, { id: 'p', auto: false, children: [automatic] }];

  it('is true only when every selected row offers the button, nested rows included', () => {
    expect(availableForAll(buttons.del, rows, ['m', 'p'])).toBe(true);
    expect(availableForAll(buttons.del, rows, ['m', 'a'])).toBe(false);
    expect(availableForAll(buttons.del, rows, ['a'])).toBe(false);
  });

  it('holds for no selection, no predicate, and leaves rows not shown to the server', () => {
    expect(availableForAll(buttons.del, rows, [])).toBe(true);
    expect(availableForAll(undefined, rows, ['a'])).toBe(true);
    expect(availableForAll(buttons.del, rows, ['gone'])).toBe(true);
  });
});
