import { describe, expect, it } from 'vitest';
import { AUTH_RESOURCES, USER_RESOURCES } from '@vessel/contract';
import { MENU_SEED, type MenuSeed } from '../../../../server/src/modules/auth/menu-seed';
import enBackend from '../../locales/en/backend';
import zhCnBackend from '../../locales/zh-cn/backend';
import { ADMIN_PAGES } from './admin-pages';

function menuPages(seeds: readonly MenuSeed[]): string[] {
  return seeds.flatMap((seed) => (seed.children ? menuPages(seed.children) : [seed.name]));
}

describe('admin pages of the menu', () => {
  const paths = ADMIN_PAGES.map((page) => page.path);

  it('have one page per path', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('cover every page of the seeded menu (the dashboard has its own route)', () => {
    expect(menuPages(MENU_SEED).filter((name) => name !== 'dashboard' && !paths.includes(name))).toEqual([]);
  });

  it('give every auth and member resource its page, opened by its menu right', () => {
    for (const def of [...AUTH_RESOURCES, ...USER_RESOURCES]) {
      expect(ADMIN_PAGES.find((page) => page.path === def.path)?.right).toBe(def.path);
    }
  });

  it('have a menu title in both languages', () => {
    for (const path of paths) {
      expect(path in zhCnBackend.menu, path).toBe(true);
      expect(path in enBackend.menu, path).toBe(true);
    }
  });
});
