import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@vessel/contract';
import { embeddableUrl, iframePath, iframeUrlFromPathname, menuEntries, openKeysOf, selectedKeyOf } from './menu-entries';

function node(partial: Partial<MenuNode> & Pick<MenuNode, 'id' | 'type'>): MenuNode {
  return {
    pid: null,
    title: partial.id,
    name: partial.id,
    path: '',
    icon: '',
    menu_type: null,
    url: '',
    component: '',
    keepalive: false,
    children: [],
    ...partial,
  };
}

describe('admin menu entries', () => {
  const tree: MenuNode[] = [
    node({ id: 'dashboard', type: 'menu', menu_type: 'tab', path: 'dashboard' }),
    node({
      id: 'fleet',
      type: 'menu_dir',
      children: [
        node({
          id: 'ship',
          type: 'menu',
          menu_type: 'tab',
          path: 'fleet/ship',
          children: [node({ id: 'ship-add', type: 'button', path: 'fleet/ship/add' })],
        }),
        node({ id: 'docs', type: 'menu', menu_type: 'link', url: 'https://docs.example.com' }),
        node({ id: 'chart', type: 'menu', menu_type: 'iframe', url: 'https://charts.example.com/a?b=1' }),
        node({ id: 'evil', type: 'menu', menu_type: 'iframe', url: 'javascript:alert(1)' }),
        node({ id: 'evil-link', type: 'menu', menu_type: 'link', url: 'javascript:alert(1)' }),
      ],
    }),
    node({ id: 'only-buttons', type: 'menu_dir', children: [node({ id: 'b', type: 'button' })] }),
  ];

  it('shows directories and pages, never buttons, and links to /admin pages', () => {
    const entries = menuEntries(tree);
    expect(entries.map((entry) => entry.key)).toEqual(['/admin/dashboard', 'fleet']);
    const fleet = entries[1]!;
    expect(fleet.kind).toBe('dir');
    if (fleet.kind !== 'dir') return;
    expect(fleet.children).toEqual([
      expect.objectContaining({ kind: 'route', path: '/admin/fleet/ship' }),
      expect.objectContaining({ kind: 'link', url: 'https://docs.example.com' }),
      expect.objectContaining({
        kind: 'route',
        path: `/admin/iframe/${encodeURIComponent('https://charts.example.com/a?b=1')}`,
      }),
    ]);
  });

  it('embeds only http and https links', () => {
    expect(embeddableUrl('https://a.example')).toBe('https://a.example');
    expect(embeddableUrl('ftp://a.example')).toBeNull();
    expect(embeddableUrl('javascript:alert(1)')).toBeNull();
    expect(embeddableUrl('/admin/x')).toBeNull();
  });

  it('gets the embedded URL back from the iframe path exactly', () => {
    const url = 'https://charts.example.com/a?next=%2Fx&b=1';
    expect(iframeUrlFromPathname(iframePath(url))).toBe(url);
    expect(iframeUrlFromPathname('/admin/backend')).toBeNull();
    expect(iframeUrlFromPathname('/admin/iframe/%E0%A4%A')).toBeNull();
  });

  it('opens the directories leading to the current page', () => {
    const entries = menuEntries(tree);
    expect(openKeysOf(entries, '/admin/fleet/ship')).toEqual(['fleet']);
    expect(openKeysOf(entries, '/admin/dashboard')).toEqual([]);
  });

  it('highlights the item of the page, of its parent list, or the dashboard for /admin/backend', () => {
    const entries = menuEntries(tree);
    expect(selectedKeyOf(entries, '/admin/fleet/ship')).toBe('/admin/fleet/ship');
    expect(selectedKeyOf(entries, '/admin/fleet/ship/edit/3')).toBe('/admin/fleet/ship');
    expect(selectedKeyOf(entries, '/admin/backend')).toBe('/admin/dashboard');
    expect(selectedKeyOf(entries, '/admin/fleet/shipyard')).toBeNull();
  });
});
