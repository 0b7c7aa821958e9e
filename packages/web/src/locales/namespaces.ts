import { MESSAGES, type Lang } from '@vessel/contract';
import enCommon from './en/common';
import zhCnCommon from './zh-cn/common';

/** Translation resources: nested objects of strings. */
export interface Translations {
  [key: string]: string | Translations;
}

/** Always present: page titles and shared words, and the contract's spec wordings. */
export const EAGER_NAMESPACES = ['common', 'messages'] as const;
/** Loaded with the area a route belongs to (spec §2): backend for admin routes, frontend for member routes. */
export const AREA_NAMESPACES = { admin: 'backend', user: 'frontend' } as const;
export type AreaNamespace = (typeof AREA_NAMESPACES)[keyof typeof AREA_NAMESPACES];

type Loader = () => Promise<{ default: Translations }>;

export const AREA_LOADERS: Record<Lang, Record<AreaNamespace, Loader>> = {
  'zh-cn': {
    backend: () => import('./zh-cn/backend'),
    frontend: () => import('./zh-cn/frontend'),
  },
  en: {
    backend: () => import('./en/backend'),
    frontend: () => import('./en/frontend'),
  },
};

export const COMMON: Record<Lang, Translations> = { 'zh-cn': zhCnCommon, en: enCommon };

/**
 * The contract's message catalog as an i18next namespace: its `{name}` placeholders become i18next's
 * `{{name}}`. Keys stay flat ('http.404'); i18next finds flat keys that contain its separator.
 */
export function messagesNamespace(lang: Lang): Translations {
  const out: Translations = {};
  for (const [key, text] of Object.entries(MESSAGES[lang])) {
    out[key] = text.replace(/\{(\w+)\}/g, '{{$1}}');
  }
  return out;
}
