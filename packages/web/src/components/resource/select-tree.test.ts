import { describe, expect, it } from 'vitest';
import { buildSelectTree, checkedLeaves, descendantIds, heldIds, idsBelow, parentKeys, type SelectItem } from './select-tree';

const items: SelectItem[] = [
  { id: 'auth', label: 'Permissions', pid: null },
  { id: 'admin', label: 'Administrators', pid: 'auth' },
  { id: 'admin-index', label: 'index', pid: 'admin' },
  { id: 'admin-add', label: 'add', pid: 'admin' },
  { id: 'dept', label: 'Departments', pid: 'auth' },
  { id: 'dept-index', label: 'index', pid: 'dept' },
  { id: 'orphan', label: 'Orphan', pid: 'gone' },
];

const shape = (nodes: ReturnType<typeof buildSelectTree>): unknown =>
  nodes.map((node) => (node.children ? { [node.key]: shape(node.children) } : node.key));

describe('trees from remote-select lists', () => {
  it('nests by pid in the given order; a missing parent makes a root', () => {
    const tree = buildSelectTree(items);
    expect(shape(tree)).toEqual([{ auth: [{ admin: ['admin-index', 'admin-add'] }, { dept: ['dept-index'] }] }, 'orphan']);
    expect(tree[0]).toMatchObject({ key: 'auth', value: 'auth', title: 'Permissions' });
  });

  it('titles nodes as asked', () => {
    expect(buildSelectTree(items, { title: (item) => item.label.toUpperCase() })[0]!.title).toBe('PERMISSIONS');
  });

  it('disables a record and everything below it (it cannot become its own parent)', () => {
    const tree = buildSelectTree(items, { disabled: descendantIds(items, 'admin') });
    const auth = tree[0]!;
    const admin = auth.children![0]!;
    expect(auth.disabled).toBeUndefined();
    expect(admin.disabled).toBe(true);
    expect(admin.children!.every((node) => node.disabled)).toBe(true);
    expect(auth.children![1]!.disabled).toBeUndefined();
  });

  it('finds descendants in flat lists and in trees', () => {
    expect([...descendantIds(items, 'auth')].sort()).toEqual(['admin', 'admin-add', 'admin-index', 'auth', 'dept', 'dept-index']);
    expect([...idsBelow(buildSelectTree(items), 'dept', (node) => node.key)]).toEqual(['dept', 'dept-index']);
    expect(parentKeys(buildSelectTree(items))).toEqual(['auth', 'admin', 'dept']);
  });
});

describe("a role's rights in a checkable tree", () => {
  const tree = buildSelectTree(items);

  it('gives the tree only the leaves of what the role holds', () => {
    expect(checkedLeaves(tree, ['auth', 'admin', 'admin-index', 'dept', 'dept-index'])).toEqual(['admin-index', 'dept-index']);
  });

  it('holds the checked nodes and the half-checked ones above them, once each, in tree order', () => {
    expect(heldIds(tree, ['dept-index', 'admin-index', 'dept'], ['auth', 'admin'])).toEqual(['auth', 'admin', 'admin-index', 'dept', 'dept-index']);
  });
});
