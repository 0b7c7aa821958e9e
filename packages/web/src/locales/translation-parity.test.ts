import { describe, expect, it } from 'vitest';
import type { Translations } from './namespaces';

/** Every namespace file of every language, by language and file name. */
const files = import.meta.glob<{ default: Translations }>('./*/*.ts', { eager: true });

function byLanguage(): Map<string, Map<string, Translations>> {
  const languages = new Map<string, Map<string, Translations>>();
  for (const [path, module] of Object.entries(files)) {
    const [, lang, file] = /^\.\/([^/]+)\/([^/]+)\.ts$/.exec(path) ?? [];
    if (!lang || !file) continue;
    if (!languages.has(lang)) languages.set(lang, new Map());
    languages.get(lang)!.set(file, module.default);
  }
  return languages;
}

function flatten(tree: Translations, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]).sort();

describe('translations', () => {
  const languages = byLanguage();

  it('exist for zh-cn and en', () => {
    expect([...languages.keys()].sort()).toEqual(['en', 'zh-cn']);
  });

  it('have the same files in every language', () => {
    const [zh, en] = [languages.get('zh-cn')!, languages.get('en')!];
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
  });

  for (const file of [...(languages.get('zh-cn')?.keys() ?? [])]) {
    it(`${file}: every key of one language exists in the other, with the same placeholders`, () => {
      const zh = flatten(languages.get('zh-cn')!.get(file)!);
      const en = flatten(languages.get('en')?.get(file) ?? {});
      expect([...en.keys()].filter((key) => !zh.has(key)), 'keys missing from zh-cn').toEqual([]);
      expect([...zh.keys()].filter((key) => !en.has(key)), 'keys missing from en').toEqual([]);
      for (const [key, text] of zh) {
        expect(placeholders(en.get(key)!), `placeholders of ${key}`).toEqual(placeholders(text));
        expect(text.trim(), `zh-cn ${key} is empty`).not.toBe('');
        expect(en.get(key)!.trim(), `en ${key} is empty`).not.toBe('');
      }
    });
  }
});
