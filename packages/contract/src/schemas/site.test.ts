import { describe, expect, it } from 'vitest';
import { menuNode, navItem, siteConfig, terminalConfig, type MenuNode } from './site.js';

const sampleSiteConfig = {
  siteName: 'Vessel',
  recordNumber: '',
  version: '1.0.0',
  cdnUrl: '',
  apiUrl: '',
  upload: { mode: 'local', maxsize: '10mb', mimetype: 'jpg,png,image/*', savename: '/storage/{topic}/{filename}' },
  headNav: [],
};

describe('siteConfig (spec §3)', () => {
  it('accepts the site config with maxsize as a string or a number', () => {
    expect(siteConfig.safeParse(sampleSiteConfig).success).toBe(true);
    const numeric = { ...sampleSiteConfig, upload: { ...sampleSiteConfig.upload, maxsize: 10485760 } };
    expect(siteConfig.safeParse(numeric).success).toBe(true);
  });

  it('refuses a maxsize that is neither', () => {
    const bad = { ...sampleSiteConfig, upload: { ...sampleSiteConfig.upload, maxsize: true } };
    expect(siteConfig.safeParse(bad).success).toBe(false);
  });

  it.each(['mode', 'maxsize', 'mimetype', 'savename'])('requires upload.%s', (field) => {
    const { [field as keyof typeof sampleSiteConfig.upload]: _removed, ...upload } = sampleSiteConfig.upload;
    expect(siteConfig.safeParse({ ...sampleSiteConfig, upload }).success).toBe(false);
  });

  it.each(['siteName', 'version', 'cdnUrl', 'apiUrl', 'upload', 'headNav'])('requires %s', (field) => {
    const { [field as keyof typeof sampleSiteConfig]: _removed, ...rest } = sampleSiteConfig;
    expect(siteConfig.safeParse(rest).success).toBe(false);
  });
});

function sampleMenu(children: unknown[] = []): Record<string, unknown> {
  return {
    id: '1',
    pid: null,
    type: 'menu_dir',
    title: 'Fleet',
    name: 'fleet',
    path: 'fleet',
    icon: 'fa fa-ship',
    menu_type: null,
    url: '',
    component: '',
    keepalive: false,
    children,
  };
}

describe('menuNode (recursive rule tree)', () => {
  it('accepts a tree with nested children', () => {
    const leaf = { ...sampleMenu(), id: '3', pid: '2', type: 'button', name: 'fleet/ship/add' };
    const menu = { ...sampleMenu([leaf]), id: '2', pid: '1', type: 'menu', menu_type: 'tab' };
    expect(menuNode.safeParse(sampleMenu([menu])).success).toBe(true);
  });

  it('checks nested children too', () => {
    const badLeaf = { ...sampleMenu(), type: 'link' };
    const menu = { ...sampleMenu([badLeaf]), type: 'menu' };
    expect(menuNode.safeParse(sampleMenu([menu])).success).toBe(false);
  });

  it.each(['tab', 'link', 'iframe', null])('accepts menu_type %j', (menu_type) => {
    expect(menuNode.safeParse({ ...sampleMenu(), menu_type }).success).toBe(true);
  });

  it('refuses an unknown type or menu_type', () => {
    expect(menuNode.safeParse({ ...sampleMenu(), type: 'page' }).success).toBe(false);
    expect(menuNode.safeParse({ ...sampleMenu(), menu_type: 'popup' }).success).toBe(false);
  });

  it('requires children', () => {
    const { children: _c, ...rest } = sampleMenu() as unknown as MenuNode;
    expect(menuNode.safeParse(rest).success).toBe(false);
  });
});

describe('navItem (spec §3: id, name, optional fourNav of names)', () => {
  it('accepts a string or numeric id, with or without fourNav', () => {
    expect(navItem.safeParse({ id: 1, name: '船舶管理' }).success).toBe(true);
    expect(navItem.safeParse({ id: 'a', name: '船舶管理', fourNav: [{ name: '船舶档案' }] }).success).toBe(true);
  });

  it('refuses a fourth-level item without a name, and a missing name', () => {
    expect(navItem.safeParse({ id: 1, name: 'x', fourNav: [{}] }).success).toBe(false);
    expect(navItem.safeParse({ id: 1 }).success).toBe(false);
    expect(navItem.safeParse({ id: true, name: 'x' }).success).toBe(false);
  });
});

describe('terminalConfig', () => {
  it('carries packageManager and port as strings', () => {
    expect(terminalConfig.safeParse({ packageManager: 'pnpm', port: '8000' }).success).toBe(true);
    expect(terminalConfig.safeParse({ packageManager: 'pnpm', port: 8000 }).success).toBe(false);
    expect(terminalConfig.safeParse({ packageManager: 'npm', port: '8000', installed: ['npm'] }).success).toBe(true);
    expect(terminalConfig.safeParse({ packageManager: 'npm', port: '8000', installed: 'npm' }).success).toBe(false);
    expect(terminalConfig.safeParse({ port: '8000' }).success).toBe(false);
  });
});
