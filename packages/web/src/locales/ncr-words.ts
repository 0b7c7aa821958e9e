import { NCR_TRANSLATIONS, type Lang } from '@vessel/contract';

type Nested = { [key: string]: string | Nested };

/**
 * The NCR area's field, option and step words for the static bundle, nested from the module's flat words
 * (contract NCR_TRANSLATIONS: one source for the server's definitions and the web's pages).
 */
export function ncrWords(lang: Lang): { ncr: Nested } {
  const ncr: Nested = {};
  for (const [key, value] of Object.entries(NCR_TRANSLATIONS[lang])) {
    if (!key.startsWith('ncr.')) continue;
    const path = key.slice(4).split('.');
    let node = ncr;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Nested;
    node[path.at(-1)!] = value;
  }
  return { ncr };
}
