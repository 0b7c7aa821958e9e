import i18next, { type BackendModule } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import type { Translations } from './namespaces';
import { addRuntimeMessages, nestMessages } from './runtime-messages';

describe('a missing translation key', () => {
  it('reads as the key itself in either language, and never throws', async () => {
    await i18n.loadNamespaces('backend');
    for (const lng of ['zh-cn', 'en'] as const) {
      const t = i18n.getFixedT(lng, 'backend');
      expect(t('demo.gauge.reading')).toBe('demo.gauge.reading');
      expect(t('menu.demo/gauge')).toBe('menu.demo/gauge');
      expect(i18n.getFixedT(lng, 'common')('pageTitle.noSuchPage')).toBe('pageTitle.noSuchPage');
      // A key naming a group of keys reads as a visible notice, not an object handed to React.
      expect(typeof t('menu')).toBe('string');
    }
  });

  it('still honours an explicit default (pages that show nothing for an unnamed rule ask for that)', () => {
    expect(i18n.t('backend:menu.demo/gauge', { defaultValue: '' })).toBe('');
  });
});

/** An i18next with the backend namespace served as a lazily loaded chunk, as the app has it. */
async function lazyBackend(bundles: Record<string, Translations>) {
  const chunks: BackendModule = {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      setTimeout(() => callback(null, structuredClone(bundles[language] ?? {})), 0);
    },
  };
  const instance = i18next.createInstance();
  await instance.use(chunks).init({ lng: 'en', fallbackLng: false, lowerCaseLng: true, load: 'currentOnly', ns: [], partialBundledLanguages: true, initAsync: false });
  return instance;
}

describe('words of a resource described by data', () => {
  const statics = { en: { menu: { 'auth/admin': 'Administrators' }, auth: { admin: { username: 'Username' } } } };
  const words = {
    en: { 'menu.demo/gauge': 'Gauges', 'demo.gauge.reading': 'Reading', 'menu.auth/admin': 'Overwritten', 'auth.admin.username': 'Overwritten' },
    'zh-cn': { 'menu.demo/gauge': '仪表' },
  };

  it('join the static words under them once those are loaded, never before (which would stop the static load)', async () => {
    const instance = await lazyBackend(statics);
    addRuntimeMessages(instance, words);
    expect(instance.hasResourceBundle('en', 'backend')).toBe(false);
    await instance.loadNamespaces('backend');
    const t = instance.getFixedT('en', 'backend');
    expect(t('menu.demo/gauge')).toBe('Gauges');
    expect(t('demo.gauge.reading')).toBe('Reading');
    // Static keys win.
    expect(t('menu.auth/admin')).toBe('Administrators');
    expect(t('auth.admin.username')).toBe('Username');
    // The other language waits for its own bundle.
    expect(instance.hasResourceBundle('zh-cn', 'backend')).toBe(false);
  });

  it('join at once when the static words are already in', async () => {
    const instance = await lazyBackend(statics);
    await instance.loadNamespaces('backend');
    addRuntimeMessages(instance, words);
    addRuntimeMessages(instance, null);
    const t = instance.getFixedT('en', 'backend');
    expect(t('menu.demo/gauge')).toBe('Gauges');
    expect(t('menu.auth/admin')).toBe('Administrators');
  });

  it('nest as i18next looks them up, leaving out empty texts and keys that would clash', () => {
    expect(nestMessages({ 'menu.demo/gauge': 'Gauges', 'demo.gauge.reading': 'Reading', 'demo.gauge.note': ' ', 'demo.gauge.reading.unit': 'x', 'demo..x': 'y' })).toEqual({
      menu: { 'demo/gauge': 'Gauges' },
      demo: { gauge: { reading: 'Reading' } },
    });
  });
});
