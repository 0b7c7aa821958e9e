import { describe, expect, it } from 'vitest';
import { USER_RESOURCES, fieldLabelKey, optionLabelKey } from '@vessel/contract';
import enBackend from '../../../locales/en/backend';
import zhCnBackend from '../../../locales/zh-cn/backend';
import type { Translations } from '../../../locales/namespaces';

function lookup(tree: Translations, key: string): string | undefined {
  let node: string | Translations | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

describe('member resources in the back office', () => {
  for (const [lang, backend] of [['zh-cn', zhCnBackend], ['en', enBackend]] as const) {
    it(`label every field and option in ${lang}`, () => {
      const missing: string[] = [];
      for (const def of USER_RESOURCES) {
        for (const field of def.fields) {
          if (!lookup(backend, fieldLabelKey(def, field))) missing.push(fieldLabelKey(def, field));
          for (const option of field.options ?? []) {
            if (!lookup(backend, optionLabelKey(def, field, option))) missing.push(optionLabelKey(def, field, option));
          }
        }
      }
      expect(missing).toEqual([]);
    });
  }
});
