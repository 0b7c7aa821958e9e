import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { ALIASES, httpStatusMessageKey, isMessageKey, MESSAGES, negotiateLang, translate, type MessageKey } from './index.js';
import { zhCn } from './zh-cn.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogs', () => {
  it('MESSAGES holds the two catalogs under their language', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual(['en', 'zh-cn']);
    expect(MESSAGES.en).toBe(en);
    expect(MESSAGES['zh-cn']).toBe(zhCn);
  });

  it('zh-cn and en have exactly the same keys', () => {
    expect(Object.keys(zhCn).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.entries(MESSAGES))('%s has no empty message', (_lang, catalog) => {
    for (const [key, text] of Object.entries(catalog)) {
      expect(typeof text, key).toBe('string');
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('each key has the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as MessageKey[]) {
      expect(placeholders(zhCn[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('the placeholders that the server fills are there', () => {
    expect(placeholders(en.notFound)).toEqual(['url']);
    expect(placeholders(en['auth.tooManyAttempts'])).toEqual(['seconds']);
    expect(placeholders(en['validate.tooLong'])).toEqual(['max']);
    expect(placeholders(en['validate.tooShort'])).toEqual(['min']);
  });

  it('every zh-cn message is translated (contains Chinese text)', () => {
    // A message that only carries words already composed in the reader's language ('{reason}') has none of its own.
    const passThrough = (text: string) => /^\{\w+\}$/.test(text);
    for (const [key, text] of Object.entries(zhCn)) if (!passThrough(text)) expect(text, key).toMatch(/\p{Script=Han}/u);
    expect(Object.entries(zhCn).filter(([, text]) => passThrough(text)).map(([key]) => key)).toEqual(['record.refused']);
  });

  it('isMessageKey knows the catalog keys and nothing else', () => {
    expect(isMessageKey('http.404')).toBe(true);
    expect(isMessageKey('upload.tooLarge')).toBe(true);
    expect(isMessageKey('http.418')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('__proto__')).toBe(false);
    expect(isMessageKey('')).toBe(false);
  });
});

describe('spec §8 wordings: the first in the catalog, the second in ALIASES', () => {
  const twoWordings: ReadonlyArray<[MessageKey, string, string]> = [
    ['http.401', 'You do not have permission to operate!', 'You have no permission to operate!'],
    ['http.403', 'You do not have permission to operate!', 'You have no permission to operate!'],
    ['http.404', 'Error requesting address:', 'Error requesting address'],
    ['http.408', 'Request timed out!', 'Request timeout!'],
    ['http.409', 'The same data already exists in the system!', 'The same data already exists on the system!'],
    ['http.500', 'Server internal error!', 'Internal server error!'],
    ['http.501', 'Service not implemented!', 'Service unrealized!'],
    [
      'http.504',
      'The service is temporarily unavailable Please try again later!',
      'The service is temporarily unavailable, please try again later!',
    ],
    ['request.serverException', 'Server exception!', 'Server-side exceptions!'],
  ];

  it.each(twoWordings)('%s: %j, alias %j', (key, first, second) => {
    expect(en[key]).toBe(first);
    expect(ALIASES[key]).toBe(second);
  });

  it('ALIASES holds exactly the places with two wordings', () => {
    expect(Object.keys(ALIASES).sort()).toEqual(twoWordings.map(([key]) => key).sort());
  });

  const oneWording: ReadonlyArray<[MessageKey, string]> = [
    ['http.302', 'Interface redirected!'],
    ['http.400', 'Incorrect parameter!'],
    ['http.502', 'Gateway error!'],
    ['http.503', 'Service unavailable!'],
    ['http.505', 'HTTP version is not supported!'],
    ['http.default', 'Abnormal problem, please contact the website administrator!'],
    ['request.timeout', 'Network request timeout!'],
    ['request.offline', 'You are disconnected!'],
    ['request.duplicateCancelled', 'Automatic cancellation due to duplicate requests'],
    ['request.success', 'Operation successful'],
    ['table.deleteConfirm', 'Are you sure to delete the selected record?'],
  ];

  it.each(oneWording)('%s: %j', (key, text) => {
    expect(en[key]).toBe(text);
  });
});

describe('spec §5 wordings', () => {
  it.each([
    ['upload.incomplete', 'The data of the uploaded file is incomplete!'],
    ['upload.typeNotAllowed', 'The type of uploaded file is not allowed!'],
    ['upload.tooLarge', 'The size of the uploaded file exceeds the allowed range!'],
    ['captcha.loadFailed', 'Captcha loading failed, please click refresh button'],
    ['captcha.wrongArea', 'The correct area is not clicked, please try again!'],
    ['captcha.success', 'Verification is successful!'],
    ['captcha.pleaseClick', 'Please click'],
    ['terminal.blockedByFailed', 'Newly added tasks will never start because they are blocked by failed tasks'],
    ['editor.notInstalled', 'Please install editor'],
    ['validate.notEmpty', 'Content cannot be empty'],
  ] as ReadonlyArray<[MessageKey, string]>)('%s: %j', (key, text) => {
    expect(en[key]).toBe(text);
  });
});

describe('translate', () => {
  it('returns the message of the language', () => {
    expect(translate('en', 'http.502')).toBe('Gateway error!');
    expect(translate('zh-cn', 'http.502')).toBe('网关错误！');
  });

  it('replaces the placeholders with the params', () => {
    expect(translate('en', 'notFound', { url: '/api/x' })).toBe('Error requesting address: /api/x');
    expect(translate('zh-cn', 'notFound', { url: '/api/x' })).toBe('请求地址出错：/api/x');
    expect(translate('en', 'auth.tooManyAttempts', { seconds: 30 })).toBe('Too many failed attempts, please try again in 30 seconds');
  });

  it('writes a falsy param value as it is', () => {
    expect(translate('en', 'validate.tooSmall', { min: 0 })).toBe('Must be at least 0');
    expect(translate('en', 'notFound', { url: '' })).toBe('Error requesting address: ');
  });

  it('leaves a placeholder without a param as written', () => {
    expect(translate('en', 'validate.tooLong')).toBe('Must be at most {max} characters');
    expect(translate('en', 'validate.tooLong', { min: 3 })).toBe('Must be at most {max} characters');
    expect(translate('zh-cn', 'notFound', {})).toBe('请求地址出错：{url}');
  });

  it('ignores params the message does not use', () => {
    expect(translate('en', 'http.400', { url: '/x' })).toBe('Incorrect parameter!');
  });

  it('inserts param values literally (no $-patterns, no re-expansion)', () => {
    expect(translate('en', 'notFound', { url: "/a$&b$'c$1" })).toBe("Error requesting address: /a$&b$'c$1");
    expect(translate('en', 'notFound', { url: '{url}' })).toBe('Error requesting address: {url}');
  });

  it('fills a placeholder of another name the same way', () => {
    expect(translate('en', 'validate.invalidType', { expected: 'string' })).toBe('Must be a string');
    expect(translate('en', 'validate.invalidValue', { values: 'a, b' })).toBe('Must be one of: a, b');
  });
});

describe('httpStatusMessageKey (spec §8)', () => {
  it.each([302, 400, 401, 403, 404, 408, 409, 500, 501, 502, 503, 504, 505])('status %i has its own message', (status) => {
    expect(httpStatusMessageKey(status)).toBe(`http.${status}`);
  });

  it.each([418, 200, 301, 405, 429, 599, 0, -1, Number.NaN])('status %d uses the default message', (status) => {
    expect(httpStatusMessageKey(status)).toBe('http.default');
  });

  it('401 and 403 read the same', () => {
    expect(translate('en', httpStatusMessageKey(401))).toBe(translate('en', httpStatusMessageKey(403)));
  });
});

describe('negotiateLang (CONTRACT.md: think-lang, else Accept-Language, else zh-cn)', () => {
  it('think-lang wins over Accept-Language', () => {
    expect(negotiateLang('en', 'zh-CN,zh;q=0.9')).toBe('en');
    expect(negotiateLang('zh-cn', 'en-US,en;q=0.9')).toBe('zh-cn');
  });

  it('think-lang is read case-insensitively and trimmed', () => {
    expect(negotiateLang('zh-CN', 'en')).toBe('zh-cn');
    expect(negotiateLang(' EN ', 'zh')).toBe('en');
  });

  it('an unknown or empty think-lang is ignored', () => {
    expect(negotiateLang('fr', 'en')).toBe('en');
    expect(negotiateLang('english', 'en')).toBe('en');
    expect(negotiateLang('', 'en')).toBe('en');
    expect(negotiateLang('fr', undefined)).toBe('zh-cn');
  });

  it('Accept-Language is ranked by q-value', () => {
    expect(negotiateLang(undefined, 'en;q=0.9, zh-CN;q=0.8')).toBe('en');
    expect(negotiateLang(undefined, 'zh-CN;q=0.8, en;q=0.9')).toBe('en');
    expect(negotiateLang(undefined, 'en;q=0.5, zh;q=0.6')).toBe('zh-cn');
    expect(negotiateLang(undefined, 'zh;q=0.1, en')).toBe('en');
  });

  it('with equal q-values the first listed wins', () => {
    expect(negotiateLang(undefined, 'en, zh')).toBe('en');
    expect(negotiateLang(undefined, 'zh, en')).toBe('zh-cn');
  });

  it('unsupported languages are skipped', () => {
    expect(negotiateLang(undefined, 'fr, zh-TW')).toBe('zh-cn');
    expect(negotiateLang(undefined, 'fr-FR, de;q=0.9, en;q=0.8')).toBe('en');
  });

  it('regional variants count as their language', () => {
    expect(negotiateLang(undefined, 'en-GB')).toBe('en');
    expect(negotiateLang(undefined, 'EN-us')).toBe('en');
    expect(negotiateLang(undefined, 'zh-Hans-CN')).toBe('zh-cn');
  });

  it('a language refused with q=0 is not chosen', () => {
    expect(negotiateLang(undefined, 'en;q=0')).toBe('zh-cn');
    expect(negotiateLang(undefined, 'en;q=0, fr')).toBe('zh-cn');
  });

  it('a tag that only starts like a language does not match it', () => {
    expect(negotiateLang(undefined, 'eng')).toBe('zh-cn');
    expect(negotiateLang(undefined, 'zha, en')).toBe('en');
  });

  it('without any supported language the default zh-cn is used', () => {
    expect(negotiateLang(undefined, 'fr')).toBe('zh-cn');
    expect(negotiateLang(undefined, '*')).toBe('zh-cn');
    expect(negotiateLang(undefined, '')).toBe('zh-cn');
    expect(negotiateLang(undefined, undefined)).toBe('zh-cn');
  });
});
