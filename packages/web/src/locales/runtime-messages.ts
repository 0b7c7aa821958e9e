/**
 * Words that arrive at run time: a resource described by data has no static locale, so the server sends
 * its words with its definition (GET /admin/resource/definitions). They join the `backend` namespace
 * under the static words, never over them: a built-in key always reads as shipped.
 *
 * Words of a language whose static `backend` bundle is not loaded yet wait until it is. Adding them
 * earlier would be worse than late: i18next treats a namespace that has any bundle as loaded and would
 * never fetch the static one, and a later static load replaces top-level groups wholesale.
 */
import type { i18n as I18n } from 'i18next';
import { LANGS, type Lang } from '@vessel/contract';
import { AREA_NAMESPACES, type Translations } from './namespaces';

const NAMESPACE = AREA_NAMESPACES.admin;

/** Flat keys by language, as a resource's definition carries them. */
export type FlatMessages = Partial<Record<Lang, Record<string, string>>>;

/**
 * Flat keys ('crew.seafarer.name', 'menu.safety/drill') as the nested tree i18next looks them up in
 * (its key separator is '.'). A key that would both hold text and hold keys keeps whichever came first;
 * an empty text is left out, so that the key falls back visibly instead of showing nothing.
 */
export function nestMessages(flat: Readonly<Record<string, string>>): Translations {
  const tree: Translations = {};
  for (const [key, text] of Object.entries(flat)) {
    if (typeof text !== 'string' || text.trim() === '') continue;
    const parts = key.split('.');
    if (parts.some((part) => part === '')) continue;
    let node: Translations = tree;
    let blocked = false;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'string') {
        blocked = true;
        break;
      }
      node = next ?? (node[part] = {});
    }
    const leaf = parts[parts.length - 1]!;
    if (!blocked && node[leaf] === undefined) node[leaf] = text;
  }
  return tree;
}

const pending = new WeakMap<I18n, Map<Lang, Translations[]>>();

function merge(i18n: I18n, lang: Lang, tree: Translations): void {
  // deep: join the static groups; overwrite false: a static key wins.
  i18n.addResourceBundle(lang, NAMESPACE, tree, true, false);
}

function waiting(i18n: I18n): Map<Lang, Translations[]> {
  let held = pending.get(i18n);
  if (!held) {
    held = new Map();
    pending.set(i18n, held);
    // Fired after every load of a namespace's chunk: the words waiting for a bundle now in join it.
    i18n.on('loaded', () => {
      for (const lang of LANGS) {
        if (!i18n.hasResourceBundle(lang, NAMESPACE)) continue;
        for (const tree of held!.get(lang) ?? []) merge(i18n, lang, tree);
        held!.delete(lang);
      }
    });
  }
  return held;
}

/** Adds a resource's words to the backend namespace of every language it names (see the file's note). */
export function addRuntimeMessages(i18n: I18n, messages: FlatMessages | null | undefined): void {
  if (!messages) return;
  for (const lang of LANGS) {
    const flat = messages[lang];
    if (!flat) continue;
    const tree = nestMessages(flat);
    if (Object.keys(tree).length === 0) continue;
    if (i18n.hasResourceBundle(lang, NAMESPACE)) merge(i18n, lang, tree);
    else {
      const held = waiting(i18n);
      held.set(lang, [...(held.get(lang) ?? []), tree]);
    }
  }
}
