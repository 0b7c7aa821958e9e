import { describe, expect, it } from 'vitest';
import {
  AUDIT_MANAGEMENT,
  defaultNavItem,
  filterNav,
  fourNavRight,
  hasAction,
  hasRight,
  navRight,
  type NavItem,
  type RightHolder,
} from './rights.js';

const member = (...rights: string[]): RightHolder => ({ isSuperuser: false, rights });

describe('hasRight (spec §6)', () => {
  it('a superuser passes every check, whatever the stored rights', () => {
    expect(hasRight({ isSuperuser: true, rights: ['fleet/ship'] }, 'audit/plan/del')).toBe(true);
    expect(hasRight({ isSuperuser: true, rights: [] }, 'anything')).toBe(true);
  });

  it('a user with no stored rights passes every check', () => {
    expect(hasRight(member(), 'fleet/ship')).toBe(true);
    expect(hasRight(member(), 'audit/plan/del')).toBe(true);
  });

  it('a right matches when a stored right equals the required string', () => {
    expect(hasRight(member('fleet/ship'), 'fleet/ship')).toBe(true);
  });

  it('a right matches when a stored right contains the required string', () => {
    const holder = member('fleet/ship/add', 'crew/member');
    expect(hasRight(holder, 'fleet/ship')).toBe(true);
    expect(hasRight(holder, 'ship/add')).toBe(true);
    expect(hasRight(holder, 'member')).toBe(true);
  });

  it('any one of the stored rights is enough', () => {
    expect(hasRight(member('a', 'b', 'fleet/ship'), 'fleet/ship')).toBe(true);
  });

  it('containment goes one way: the stored right must contain the required one', () => {
    expect(hasRight(member('fleet'), 'fleet/ship')).toBe(false);
    expect(hasRight(member('ship'), 'fleet/ship')).toBe(false);
  });

  it('a required string in no stored right fails', () => {
    expect(hasRight(member('fleet/ship', 'crew/member'), 'audit/plan')).toBe(false);
    expect(hasRight(member('fleet/ship'), 'fleet/ship/del')).toBe(false);
  });
});

describe('navigation permission strings (spec §6)', () => {
  it('an item: parent prefix plus the item name', () => {
    expect(navRight('home-', { name: '船舶管理' })).toBe('home-船舶管理');
    expect(navRight('', { name: '船舶管理' })).toBe('船舶管理');
  });

  it("a fourth-level item: the item's string, '-', the fourth-level name", () => {
    expect(fourNavRight('home-', { name: '船舶管理' }, { name: '船舶档案' })).toBe('home-船舶管理-船舶档案');
  });
});

interface Item extends NavItem {
  icon: string;
}

const ships: Item = { id: 1, name: '船舶管理', icon: 'ship', fourNav: [{ name: '船舶档案' }, { name: '船员档案' }, { name: '证书档案' }] };
const certificates: Item = { id: 2, name: '证书管理', icon: 'cert', fourNav: [{ name: '证书到期' }] };
const audits: Item = { id: 3, name: '内部审核管理', icon: 'audit', fourNav: [{ name: '审核计划' }, { name: '审核报告' }] };
const plainAudit: Item = { id: 4, name: '审核管理', icon: 'audit2', fourNav: [{ name: '外部审核' }] };
const todo: Item = { id: 5, name: '待办事项', icon: 'todo' };

const items: Item[] = [ships, certificates, audits, plainAudit, todo];
const prefix = 'home-';

describe('filterNav (spec §2, §6)', () => {
  const holder = member('home-船舶管理', 'home-船舶管理-船舶档案', 'home-船舶管理-证书档案', 'home-内部审核管理', 'home-待办事项');

  it('drops the items whose right is not held, keeps the order of the others', () => {
    expect(filterNav(holder, prefix, items).map((item) => item.id)).toEqual([1, 3, 5]);
  });

  it("keeps only the fourth-level items whose 'prefix+name-fourth' right is held", () => {
    const [permittedShips] = filterNav(holder, prefix, items);
    expect(permittedShips?.fourNav).toEqual([{ name: '船舶档案' }, { name: '证书档案' }]);
  });

  it('an item whose name contains 审核管理 keeps all its fourth-level items', () => {
    const permittedAudits = filterNav(holder, prefix, items).find((item) => item.id === 3);
    expect(permittedAudits?.fourNav).toEqual([{ name: '审核计划' }, { name: '审核报告' }]);
    expect(AUDIT_MANAGEMENT).toBe('审核管理');
  });

  it('an audit-management item still needs its own right', () => {
    expect(filterNav(holder, prefix, items).some((item) => item.name === '审核管理')).toBe(false);
    const withAudit = member('home-审核管理');
    expect(filterNav(withAudit, prefix, [plainAudit])).toEqual([plainAudit]);
  });

  it('the fourth-level filter applies to other items even when only the item right is held', () => {
    const [permittedShips] = filterNav(member('home-船舶管理'), prefix, [ships]);
    expect(permittedShips?.fourNav).toEqual([]);
  });

  it('the item right is found by containment in a fourth-level right', () => {
    const [permittedShips] = filterNav(member('home-船舶管理-船员档案'), prefix, [ships]);
    expect(permittedShips?.id).toBe(1);
    expect(permittedShips?.fourNav).toEqual([{ name: '船员档案' }]);
  });

  it('the prefix is part of the permission string', () => {
    const unprefixed = member('船舶管理', '船舶管理-船舶档案');
    expect(filterNav(unprefixed, prefix, [ships])).toEqual([]);
    expect(filterNav(unprefixed, '', [ships])[0]?.fourNav).toEqual([{ name: '船舶档案' }]);
  });

  it('a fourth-level right is not granted by the item right of another item', () => {
    const [permittedShips] = filterNav(member('home-船舶管理', 'home-证书管理-船舶档案'), prefix, [ships]);
    expect(permittedShips?.fourNav).toEqual([]);
  });

  it('an item without fourNav is kept as it is', () => {
    expect(filterNav(holder, prefix, [todo])).toEqual([todo]);
  });

  it('keeps the other fields of the items', () => {
    expect(filterNav(holder, prefix, items).map((item) => item.icon)).toEqual(['ship', 'audit', 'todo']);
  });

  it('does not modify the items it is given', () => {
    const before = structuredClone(items);
    filterNav(holder, prefix, items);
    expect(items).toEqual(before);
  });

  it('a superuser and a user with no stored rights keep everything', () => {
    expect(filterNav({ isSuperuser: true, rights: ['x'] }, prefix, items)).toEqual(items);
    expect(filterNav(member(), prefix, items)).toEqual(items);
  });

  it('no right at all held: nothing is permitted', () => {
    expect(filterNav(member('fleet/ship'), prefix, items)).toEqual([]);
  });
});

describe('defaultNavItem: the first permitted item', () => {
  it('is the first of the filtered list', () => {
    expect(defaultNavItem(filterNav(member('home-证书管理', 'home-待办事项'), prefix, items))?.id).toBe(2);
    expect(defaultNavItem(filterNav(member('home-待办事项'), prefix, items))?.id).toBe(5);
  });

  it('is undefined when nothing is permitted', () => {
    expect(defaultNavItem([])).toBeUndefined();
  });
});

describe('hasAction: route path plus action suffix (spec §2, §6)', () => {
  const authNode = {
    '/admin/fleet/ship': ['/admin/fleet/ship/add', '/admin/fleet/ship/edit'],
    '/admin/crew': ['/admin/crew/address'],
  };

  it('passes when the current route holds that action', () => {
    expect(hasAction(authNode, '/admin/fleet/ship', 'add')).toBe(true);
    expect(hasAction(authNode, '/admin/fleet/ship', 'edit')).toBe(true);
  });

  it('fails when the current route lacks that action', () => {
    expect(hasAction(authNode, '/admin/fleet/ship', 'del')).toBe(false);
  });

  it('fails on a route that has no entry', () => {
    expect(hasAction(authNode, '/admin/fleet/cert', 'add')).toBe(false);
    expect(hasAction({}, '/admin/fleet/ship', 'add')).toBe(false);
  });

  it("uses the current route's own node only", () => {
    expect(hasAction(authNode, '/admin/crew', 'edit')).toBe(false);
    expect(hasAction({ '/admin/crew': ['/admin/fleet/ship/add'] }, '/admin/crew', 'add')).toBe(false);
  });

  it('an action matches whole, not as the start of another', () => {
    expect(hasAction(authNode, '/admin/crew', 'add')).toBe(false);
    expect(hasAction(authNode, '/admin/crew', 'address')).toBe(true);
  });

  it('a superuser passes', () => {
    expect(hasAction({}, '/admin/fleet/ship', 'del', true)).toBe(true);
  });
});
