import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { messagesNamespace } from './namespaces';

describe('the contract catalog as the messages namespace', () => {
  it('resolves flat dotted keys and fills the contract placeholders', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      lowerCaseLng: true,
      fallbackLng: 'zh-cn',
      resources: { en: { messages: messagesNamespace('en') }, 'zh-cn': { messages: messagesNamespace('zh-cn') } },
      interpolation: { escapeValue: false },
    });
    expect(i18n.t('messages:http.404')).toBe('Error requesting address:');
    expect(i18n.t('messages:validate.tooLong', { max: 15 })).toBe('Must be at most 15 characters');
    expect(i18n.t('messages:greeting.morning')).toBe('Good morning');
    await i18n.changeLanguage('zh-cn');
    expect(i18n.language).toBe('zh-cn');
    expect(i18n.t('messages:greeting.morning')).toBe('上午好');
  });
});
