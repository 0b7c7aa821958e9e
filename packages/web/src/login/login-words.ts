/**
 * The login pages' words without i18next: the current language's `common` namespace (and `frontend` for
 * the member page) as the app has them, loaded on their own, and the contract's catalogue only when a
 * message from it is needed (a field's rule, a failed call), so that the page itself stays light.
 */
import type { Lang } from '@vessel/contract';
import type { Translations } from '../locales/namespaces';

export type LoginNamespace = 'common' | 'frontend';

const NAMESPACES: Record<Lang, Record<LoginNamespace, () => Promise<{ default: Translations }>>> = {
  'zh-cn': { common: () => import('../locales/zh-cn/common'), frontend: () => import('../locales/zh-cn/frontend') },
  en: { common: () => import('../locales/en/common'), frontend: () => import('../locales/en/frontend') },
};

/** Reads `ns:a.b` (or `a.b` in the first namespace); a missing key reads as itself, as in the app. */
export type Words = (key: string) => string;

function lookup(tree: Translations | undefined, path: string): string | undefined {
  let node: Translations | string | undefined = tree;
  for (const part of path.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export async function loadWords(lang: Lang, namespaces: readonly LoginNamespace[]): Promise<Words> {
  const loaded = await Promise.all(namespaces.map((ns) => NAMESPACES[lang][ns]().then((module) => [ns, module.default] as const)));
  const byName = new Map<string, Translations>(loaded);
  const first = namespaces[0];
  return (key) => {
    const colon = key.indexOf(':');
    const [ns, path] = colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : [first, key];
    return lookup(byName.get(ns ?? ''), path) ?? key;
  };
}

/** A contract message in the user's language (spec §8 wordings, the rules' messages), loading the catalogue on first use. */
export async function contractMessage(lang: Lang, key: string): Promise<string> {
  const { translate, isMessageKey } = await import('./contract-messages');
  return translate(lang, isMessageKey(key) ? key : 'http.default');
}
