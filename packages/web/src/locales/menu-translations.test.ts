import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { menuTitle } from '../layouts/admin/menu-title';
import { SERVER_MENUS, allMenus } from '../testing/server-menus';
import enBackend from './en/backend';
import zhCnBackend from './zh-cn/backend';

/** Every rule the server's modules declare (their menus.ts), directories, pages and buttons. */
function seeded(): { names: string[]; actions: string[] } {
  const menus = allMenus();
  return { names: menus.map((menu) => menu.name), actions: [...new Set(menus.flatMap((menu) => menu.actions ?? []))] };
}

async function backendI18n(lng: 'en' | 'zh-cn') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, lowerCaseLng: true, fallbackLng: 'zh-cn', resources: { en: { backend: enBackend }, 'zh-cn': { backend: zhCnBackend } } });
  return i18n;
}

describe('menu titles', () => {
  const { names, actions } = seeded();

  it('exist for every seeded rule name and action, in both languages', () => {
    for (const bundle of [zhCnBackend, enBackend]) {
      expect(names.filter((name) => !(name in bundle.menu))).toEqual([]);
      expect(actions.filter((action) => !(action in bundle.ruleAction))).toEqual([]);
    }
  });

  it('are the titles the modules declare, in both languages', () => {
    expect(SERVER_MENUS.length).toBeGreaterThan(10);
    for (const menu of allMenus()) {
      expect(zhCnBackend.menu[menu.name as keyof typeof zhCnBackend.menu], menu.name).toBe(menu.title['zh-cn']);
      expect(enBackend.menu[menu.name as keyof typeof enBackend.menu], menu.name).toBe(menu.title.en);
    }
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
