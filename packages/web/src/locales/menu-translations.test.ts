import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { MENU_SEED, type MenuSeed } from '../../../server/src/modules/auth/menu-seed';
import { menuTitle } from '../layouts/admin/menu-title';
import enBackend from './en/backend';
import zhCnBackend from './zh-cn/backend';

/** Every rule the server seeds (its menu-seed.ts), directories, pages and buttons. */
function seeded(seeds: readonly MenuSeed[]): { names: string[]; actions: string[] } {
  const names: string[] = [];
  const actions: string[] = [];
  const walk = (list: readonly MenuSeed[]) => {
    for (const seed of list) {
      names.push(seed.name);
      actions.push(...(seed.actions ?? []));
      walk(seed.children ?? []);
    }
  };
  walk(seeds);
  return { names, actions: [...new Set(actions)] };
}

async function backendI18n(lng: 'en' | 'zh-cn') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, lowerCaseLng: true, fallbackLng: 'zh-cn', resources: { en: { backend: enBackend }, 'zh-cn': { backend: zhCnBackend } } });
  return i18n;
}

describe('menu titles', () => {
  const { names, actions } = seeded(MENU_SEED);

  it('exist for every seeded rule name and action, in both languages', () => {
    for (const bundle of [zhCnBackend, enBackend]) {
      expect(names.filter((name) => !(name in bundle.menu))).toEqual([]);
      expect(actions.filter((action) => !(action in bundle.ruleAction))).toEqual([]);
    }
  });

  it('in Chinese are the titles the server seeds', () => {
    const titles = new Map<string, string>();
    const walk = (list: readonly MenuSeed[]) => list.forEach((seed) => (titles.set(seed.name, seed.title), walk(seed.children ?? [])));
    walk(MENU_SEED);
    for (const [name, title] of titles) expect(zhCnBackend.menu[name as keyof typeof zhCnBackend.menu], name).toBe(title);
  });

  it("resolve through i18next as the shell asks for them (rule names hold '/'), else show the title as sent", async () => {
    const en = await backendI18n('en');
    const t = en.t.bind(en) as Parameters<typeof menuTitle>[0];
    expect(menuTitle(t, { name: 'auth/admin', title: '管理员' })).toBe('Administrators');
    expect(menuTitle(t, { name: 'auth', title: '权限管理' })).toBe('Permissions');
    expect(menuTitle(t, { name: 'routine/adminInfo', title: '个人资料' })).toBe('My profile');
    expect(menuTitle(t, { name: 'custom/report', title: 'Monthly report' })).toBe('Monthly report');
    const zh = await backendI18n('zh-cn');
    expect(menuTitle(zh.t.bind(zh) as Parameters<typeof menuTitle>[0], { name: 'auth/department', title: 'x' })).toBe('部门');
  });
});
