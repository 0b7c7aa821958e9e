import { describe, expect, it } from 'vitest';
import * as contract from '@vessel/contract';
import { AUTH_RESOURCES, USER_RESOURCES, type ResourceDef } from '@vessel/contract';
import { SERVER_MENUS, menuPages } from '../../testing/server-menus';
import enBackend from '../../locales/en/backend';
import zhCnBackend from '../../locales/zh-cn/backend';
import { ADMIN_PAGE_ALIASES, ADMIN_PAGES, ADMIN_PAGES_BY_MODULE, BUILT_IN_RESOURCES, isBuiltInPage } from './admin-pages';

describe('admin pages of the menu', () => {
  const paths = ADMIN_PAGES.map((page) => page.path);

  it('have one page per path', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("cover every page of the modules' menus, by hand or through the catch-all resource page (the dashboard has its own route)", () => {
    expect(SERVER_MENUS.length).toBeGreaterThan(10);
    expect(menuPages().filter((name) => name !== 'dashboard' && !isBuiltInPage(name))).toEqual([]);
  });

  it('open each hand-written page by its menu right, and leave departments and the outbox to the catch-all', () => {
    for (const page of ADMIN_PAGES) expect(page.right).toBe(page.path);
    for (const def of [...AUTH_RESOURCES, ...USER_RESOURCES]) expect(isBuiltInPage(def.path), def.path).toBe(true);
    expect(paths).not.toContain('auth/department');
    expect(paths).not.toContain('routine/smsOutbox');
  });

  it('are grouped by module, each page once', () => {
    expect(Object.values(ADMIN_PAGES_BY_MODULE).flat()).toEqual(ADMIN_PAGES);
    expect(Object.keys(ADMIN_PAGES_BY_MODULE)).toEqual(expect.arrayContaining(['auth', 'routine', 'cert', 'crew', 'fleet', 'placeholders']));
  });

  it('know every resource the contract declares, as built in', () => {
    const isDef = (value: unknown): value is ResourceDef =>
      !!value && typeof value === 'object' && 'fields' in value && 'path' in value && 'actions' in value;
    const declared = Object.values(contract).filter(isDef).map((def) => def.path);
    expect(declared.length).toBeGreaterThan(20);
    expect(declared.filter((path) => !BUILT_IN_RESOURCES.some((def) => def.path === path))).toEqual([]);
    expect(isBuiltInPage('demo/gauge')).toBe(false);
  });

  it('send an alias (the issue\'s /admin/crud/crud) to a hand-written page, never shadowing one', () => {
    expect(ADMIN_PAGE_ALIASES['crud/crud']).toBe('crud');
    for (const [alias, path] of Object.entries(ADMIN_PAGE_ALIASES)) {
      expect(paths).toContain(path);
      expect(isBuiltInPage(alias), alias).toBe(false);
    }
  });

  it('have a menu title in both languages', () => {
    for (const path of paths) {
      expect(path in zhCnBackend.menu, path).toBe(true);
      expect(path in enBackend.menu, path).toBe(true);
    }
  });
});
