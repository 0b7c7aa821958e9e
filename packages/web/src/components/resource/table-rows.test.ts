import { describe, expect, it } from 'vitest';
import { allRowIds, defaultExpandedIds, sortTarget, tableRows } from './table-rows';

const tree = tableRows([
  { id: 'a', children: [{ id: 'a1', children: [] }, { id: 'a2', children: [{ id: 'a2x', children: [] }] }, { id: 'a3' }] },
  { id: 'b', children: [] },
]);

describe('table rows', () => {
  it('drops empty children, so that a leaf has no expand button', () => {
    expect(tree).toEqual([
      { id: 'a', children: [{ id: 'a1' }, { id: 'a2', children: [{ id: 'a2x' }] }, { id: 'a3' }] },
      { id: 'b' },
    ]);
  });

  it('moves a row to the place of its neighbour among its siblings', () => {
    expect(sortTarget(tree, 'a2', 'up')).toBe('a1');
    expect(sortTarget(tree, 'a2', 'down')).toBe('a3');
    expect(sortTarget(tree, 'a1', 'up')).toBeNull();
    expect(sortTarget(tree, 'b', 'down')).toBeNull();
    expect(sortTarget(tree, 'a', 'down')).toBe('b');
    expect(sortTarget(tree, 'zz', 'up')).toBeNull();
  });

  it('opens a small tree whole and a long one at its first level', () => {
    expect(allRowIds(tree)).toEqual(['a', 'a1', 'a2', 'a2x', 'a3', 'b']);
    expect(defaultExpandedIds(tree)).toEqual(['a', 'a2']);
    expect(defaultExpandedIds(tree, 3)).toEqual(['a']);
  });
});
