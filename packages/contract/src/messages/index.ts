import { DEFAULT_LANG, FALLBACK_LANG, isLang, type Lang } from '../constants.js';
import { en, type MessageKey } from './en.js';
import { zhCn } from './zh-cn.js';

export type { MessageKey };

export const MESSAGES: Record<Lang, Record<MessageKey, string>> = { 'zh-cn': zhCn, en };

/**
 * The second wording of spec §8 for each place that has two. The first (in the catalogs) is shown;
 * these are kept so that text matching either wording is recognised.
 */
export const ALIASES: Partial<Record<MessageKey, string>> = {
  'http.401': 'You have no permission to operate!',
  'http.403': 'You have no permission to operate!',
  'http.404': 'Error requesting address',
  'http.408': 'Request timeout!',
  'http.409': 'The same data already exists on the system!',
  'http.500': 'Internal server error!',
  'http.501': 'Service unrealized!',
  'http.504': 'The service is temporarily unavailable, please try again later!',
  'request.serverException': 'Server-side exceptions!',
};

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

/** Translates a key into `lang`, replacing `{name}` placeholders; unknown params stay as written. */
export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = MESSAGES[lang][key] ?? MESSAGES[FALLBACK_LANG][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** The message key of an HTTP status (spec §8); statuses without their own wording use the default. */
export function httpStatusMessageKey(status: number): MessageKey {
  const key = `http.${status}`;
  return isMessageKey(key) ? key : 'http.default';
}

/**
 * The language of a request: the `think-lang` header, else the first supported language of
 * Accept-Language, else the default (CONTRACT.md).
 */
export function negotiateLang(thinkLang: string | undefined, acceptLanguage: string | undefined): Lang {
  const explicit = thinkLang?.trim().toLowerCase();
  if (isLang(explicit)) return explicit;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.trim().toLowerCase().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return { tag, q: q ? Number(q.slice(2)) : 1, index };
      })
      .filter((entry) => entry.tag && entry.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index);
    for (const { tag } of ranked) {
      if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-cn';
      if (tag === 'en' || tag.startsWith('en-')) return 'en';
    }
  }
  return DEFAULT_LANG;
}
