import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enBackend from '../../locales/en/backend';
import zhCnBackend from '../../locales/zh-cn/backend';
import type { MenuTitleTranslate } from '../../layouts/admin/menu-title';
import { RESOURCE_DEFS, resourceTitle } from './resource-names';

async function translate(lng: 'en' | 'zh-cn'): Promise<MenuTitleTranslate> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, lowerCaseLng: true, fallbackLng: false, resources: { en: { backend: enBackend }, 'zh-cn': { backend: zhCnBackend } } });
  return i18n.t.bind(i18n) as unknown as MenuTitleTranslate;
}

describe('resource names', () => {
  it('read as the menu names them, in both languages', async () => {
    expect(resourceTitle(await translate('en'), 'fleet.Ship')).toBe('Ships');
    expect(resourceTitle(await translate('zh-cn'), 'fleet.Ship')).toBe('船舶');
  });

  it('never show the stored code of a resource whose records may be deleted or watched', async () => {
    for (const lng of ['en', 'zh-cn'] as const) {
      const t = await translate(lng);
      const raw = [...RESOURCE_DEFS.keys()].filter((name) => resourceTitle(t, name) === name);
      expect(raw, lng).toEqual([]);
    }
  });

  it('show a name no resource has as it is', async () => {
    expect(resourceTitle(await translate('en'), 'gone.Resource')).toBe('gone.Resource');
    expect(resourceTitle(await translate('en'), null)).toBe('');
  });
});
