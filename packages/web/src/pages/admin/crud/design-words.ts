/**
 * The words a new field is given in both languages at once (a design carries both titles), read from
 * the two locale files of the generator rather than the loaded language only.
 */
import type { CrudFieldKindName } from '@vessel/contract';
import en from '../../../locales/en/backend/crud';
import zhCn from '../../../locales/zh-cn/backend/crud';
import type { DesignWords } from './design-state';

export const DESIGN_WORDS: DesignWords = {
  kind: (kind: CrudFieldKindName) => ({ 'zh-cn': zhCn.crud.kinds[kind], en: en.crud.kinds[kind] }),
  option: (n: number) => ({ 'zh-cn': zhCn.crud.option.replace('{{n}}', String(n)), en: en.crud.option.replace('{{n}}', String(n)) }),
  status: { enable: { 'zh-cn': zhCn.crud.enable, en: en.crud.enable }, disable: { 'zh-cn': zhCn.crud.disable, en: en.crud.disable } },
};
