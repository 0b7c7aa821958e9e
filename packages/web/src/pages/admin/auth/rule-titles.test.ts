import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@vessel/contract';
import { buildSelectTree, type SelectItem } from '../../../components/resource/select-tree';
import { menuIndex, rightTitle, ruleNameOf, ruleTitle, sortRuleTree, type Translate } from './rule-titles';

function node(id: string, name: string, title: string, children: MenuNode[] = []): MenuNode {
  return { id, pid: null, type: children.length ? 'menu_dir' : 'menu', title, name, path: name, icon: '', menu_type: null, url: '', component: '', keepalive: false, children };
}

const menus = [node('auth', 'auth', '权限管理', [node('admin', 'auth/admin', '管理员'), node('dept', 'auth/department', '部门')])];
const dictionary: Record<string, string> = {
  'menu.auth': 'Permissions',
  'menu.auth/admin': 'Administrators',
  'menu.auth/department': 'Departments',
  'ruleAction.index': 'View',
  'ruleAction.add': 'Add',
};
const t: Translate = (key, options) => dictionary[key] ?? options.defaultValue;

const items: SelectItem[] = [
  { id: 'dept', label: '部门', pid: 'auth' },
  { id: 'admin', label: '管理员', pid: 'auth' },
  { id: 'auth', label: '权限管理', pid: null },
  { id: 'a-add', label: 'add', pid: 'admin' },
  { id: 'a-index', label: 'index', pid: 'admin' },
  { id: 'a-export', label: '导出', pid: 'admin' },
  { id: 'custom', label: '月报', pid: null },
];

describe('rules as the role form shows them', () => {
  const index = menuIndex(menus);

  it('translates menus by their name and buttons by their action', () => {
    const title = (id: string) => ruleTitle(items.find((item) => item.id === id)!, index, t);
    expect(title('admin')).toBe('Administrators');
    expect(title('a-index')).toBe('View');
    expect(title('a-export')).toBe('导出');
    expect(title('custom')).toBe('月报');
  });

  it('names rules the session knows', () => {
    const name = (id: string) => ruleNameOf(items.find((item) => item.id === id)!, index);
    expect(name('admin')).toBe('auth/admin');
    expect(name('a-index')).toBe('auth/admin/index');
    expect(name('a-export')).toBeUndefined();
    expect(name('custom')).toBeUndefined();
  });

  it('orders siblings as the menu does, buttons as index, add, edit, del', () => {
    const tree = sortRuleTree(buildSelectTree(items), index);
    expect(tree.map((n) => n.key)).toEqual(['auth', 'custom']);
    const auth = tree[0]!;
    expect(auth.children!.map((n) => n.key)).toEqual(['admin', 'dept']);
    expect(auth.children![0]!.children!.map((n) => n.key)).toEqual(['a-index', 'a-add', 'a-export']);
  });
});

describe('rights in words', () => {
  it('reads a page right and an action right', () => {
    expect(rightTitle('auth/admin', t)).toBe('Administrators');
    expect(rightTitle('auth/admin/add', t)).toBe('Administrators · Add');
  });

  it('leaves anything else as it is', () => {
    expect(rightTitle('/account/login_admin/', t)).toBe('/account/login_admin/');
    expect(rightTitle('auth/admin/export', t)).toBe('auth/admin/export');
    expect(rightTitle('fleet/ship/add', t)).toBe('fleet/ship/add');
    expect(rightTitle('', t)).toBe('');
  });
});
