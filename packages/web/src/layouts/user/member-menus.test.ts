import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@vessel/contract';
import {
  firstPagePath,
  memberAuthNode,
  memberCenterFromMenus,
  memberIframePath,
  memberIframeUrlFromPathname,
  memberMenuEntries,
  memberRoutePath,
  pageHolds,
  selectedEntryOf,
  showHeadlineOf,
} from './member-menus';

let next = 0;
function rule(partial: Partial<MenuNode> & Pick<MenuNode, 'type' | 'name'>): MenuNode {
  next += 1;
  return {
    id: `r${next}`,
    pid: null,
    title: partial.name,
    path: '',
    icon: '',
    menu_type: partial.type === 'menu' ? 'tab' : null,
    url: '',
    component: '',
    keepalive: false,
    children: [],
    ...partial,
  };
}

const account = rule({
  type: 'menu_dir',
  name: 'account',
  title: '我的账户',
  children: [
    rule({ type: 'menu', name: 'account/overview', path: 'account/overview' }),
    rule({ type: 'menu', name: 'account/profile', path: 'account/profile', children: [rule({ type: 'button', name: 'account/profile/edit' })] }),
    rule({ type: 'menu', name: 'account/balance', path: 'account/balance' }),
  ],
});

describe('member centre menu', () => {
  it('keeps groups and pages, turns rule paths into /user paths, and leaves buttons as rights only', () => {
    const entries = memberMenuEntries([account]);
    expect(entries).toHaveLength(1);
    const group = entries[0]!;
    expect(group).toMatchObject({ kind: 'group', name: 'account', title: '我的账户' });
    expect(group.kind === 'group' && group.children.map((entry) => (entry.kind === 'route' ? entry.path : entry.kind))).toEqual([
      '/user/account/overview',
      '/user/account/profile',
      '/user/account/balance',
    ]);
  });

  it('opens on the first page, and has no page when the member holds none', () => {
    expect(firstPagePath(memberMenuEntries([account]))).toBe('/user/account/overview');
    expect(firstPagePath(memberMenuEntries([rule({ type: 'menu_dir', name: 'empty' })]))).toBeNull();
    expect(memberMenuEntries([rule({ type: 'menu_dir', name: 'empty' })])).toEqual([]);
  });

  it('embeds iframe pages under /user/iframe and opens safe links only', () => {
    const entries = memberMenuEntries([
      rule({ type: 'menu', name: 'docs', menu_type: 'iframe', url: 'https://example.com/a b' }),
      rule({ type: 'menu', name: 'help', menu_type: 'link', url: 'https://example.com/help' }),
      rule({ type: 'menu', name: 'bad', menu_type: 'link', url: 'javascript:alert(1)' }),
      rule({ type: 'menu', name: 'badFrame', menu_type: 'iframe', url: 'ftp://example.com' }),
    ]);
    expect(entries.map((entry) => entry.kind)).toEqual(['route', 'link']);
    expect(entries[0]).toMatchObject({ path: memberIframePath('https://example.com/a b') });
    expect(memberIframeUrlFromPathname(memberIframePath('https://example.com/a/b?c=1'))).toBe('https://example.com/a/b?c=1');
    expect(memberIframeUrlFromPathname('/user/account/overview')).toBeNull();
  });

  it('reads rule paths relative to /user unless absolute', () => {
    expect(memberRoutePath('account/overview')).toBe('/user/account/overview');
    expect(memberRoutePath('/account/overview')).toBe('/account/overview');
    expect(memberRoutePath('//x')).toBe('//x');
  });

  it('shows group headings only with more than one top-level group', () => {
    const second = rule({ type: 'menu_dir', name: 'shop', children: [rule({ type: 'menu', name: 'shop/orders', path: 'shop/orders' })] });
    expect(showHeadlineOf(memberMenuEntries([account]))).toBe(false);
    expect(showHeadlineOf(memberMenuEntries([account, second]))).toBe(true);
  });

  it('keeps the buttons held under each page (authNode) and answers whether a page holds an action', () => {
    const node = memberAuthNode([account]);
    expect(node).toEqual({ '/user/account/profile': ['account/profile/edit'] });
    expect(pageHolds(node, '/user/account/profile', 'edit')).toBe(true);
    expect(pageHolds(node, '/user/account/profile', 'del')).toBe(false);
    expect(pageHolds(node, '/user/account/overview', 'edit')).toBe(false);
  });

  it('highlights the page of the path, or the page under which the path lies', () => {
    const entries = memberMenuEntries([account]);
    expect(selectedEntryOf(entries, '/user/account/profile')?.name).toBe('account/profile');
    expect(selectedEntryOf(entries, '/user/account/Profile/')?.name).toBe('account/profile');
    expect(selectedEntryOf(entries, '/user/account/balance/2026')?.name).toBe('account/balance');
    expect(selectedEntryOf(entries, '/user/elsewhere')).toBeNull();
  });

  it('gives the header dropdown every page without the headings', () => {
    const state = memberCenterFromMenus([account]);
    expect(state.navUserMenus.map((entry) => entry.name)).toEqual(['account/overview', 'account/profile', 'account/balance']);
    expect(state.showHeadline).toBe(false);
  });
});
