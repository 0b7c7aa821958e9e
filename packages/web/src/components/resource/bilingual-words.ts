import { LANGS, type Lang } from '@vessel/contract';
import { i18n } from '../../locales/i18n';
import { AREA_NAMESPACES } from '../../locales/namespaces';
import type { Words } from './transfer-columns';

/**
 * The admin words in both languages, for a file headed in both (a template) or read back in either (an
 * import): the other language's bundle is fetched on demand, once.
 */
export async function bilingualWords(): Promise<Words> {
  await i18n.loadLanguages([...LANGS]);
  await i18n.loadNamespaces(AREA_NAMESPACES.admin);
  return Object.fromEntries(LANGS.map((lang) => [lang, i18n.getFixedT(lang, AREA_NAMESPACES.admin)])) as unknown as Record<Lang, Words[Lang]>;
}
