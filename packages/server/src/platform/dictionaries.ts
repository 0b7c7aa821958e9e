import type { Lang } from '@vessel/contract';
import type { Db } from '../db/client.js';
import { serviceToken } from './services.js';

/**
 * Bilingual dictionaries (DOMAIN.md decision 4 and §4.0): the master data every select reads (ship types,
 * flags, PSC deficiency codes, NCR sources...). The settings area owns `dict_type` / `dict_item` and
 * provides this; the kit validates a field declared with `dict: '<type>'` through it, and the web's
 * selects list its items (`GET /admin/ajax/dict?type=`). No area keeps a hard-coded list of its own.
 */
export interface DictionaryItem {
  type_code: string;
  code: string;
  name_en: string;
  name_zh: string;
  sort: number;
  /** What a type needs beside the names: a drill type's frequency, an action code's `detains`. */
  extra: Record<string, unknown>;
  enabled: boolean;
}

export interface Dictionaries {
  /** The items of one type in their order; `enabledOnly` (default true) leaves out disabled ones. */
  items(db: Db, type: string, options?: { enabledOnly?: boolean }): Promise<DictionaryItem[]>;
  /** One item, or null when the type has no such code. */
  item(db: Db, type: string, code: string): Promise<DictionaryItem | null>;
  /** Whether `code` is an enabled item of `type` (what the kit's validation asks). */
  has(db: Db, type: string, code: string): Promise<boolean>;
  /** The item's name in `lang`, or the code itself when it is unknown (a retired code on an old record). */
  label(db: Db, type: string, code: string, lang: Lang): Promise<string>;
}

export const DICTIONARIES = serviceToken<Dictionaries>('platform.dictionaries');
