import { asc, eq } from 'drizzle-orm';
import { dictLabel, type Lang } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { Dictionaries, DictionaryItem } from '../../platform/dictionaries.js';
import { dictItemTable } from './resources.js';

/** The resources whose writes change what the dictionaries answer. */
export const DICTIONARY_RESOURCES = new Set(['setting.DictType', 'setting.DictItem']);

/**
 * The dictionaries service (platform/dictionaries.ts) over `dict_item`, with a cache of each type's items
 * per database handle: every select of every form reads them, and they change a few times a year.
 *
 * A write through the kit is seen at once: the module clears the cache when a dictionary resource changes
 * (`invalidate`, after the commit). A read that began before a change does not put its stale answer
 * back (the generation it started in has passed). A handle inside a transaction is a different object and
 * reads the table itself, so a transaction sees its own writes.
 */
export class DictionaryService implements Dictionaries {
  private cache = new WeakMap<Db, Map<string, DictionaryItem[]>>();
  private generation = 0;

  invalidate(): void {
    this.generation += 1;
    this.cache = new WeakMap();
  }

  private async all(db: Db, type: string): Promise<DictionaryItem[]> {
    const cached = this.cache.get(db)?.get(type);
    if (cached) return cached;
    const started = this.generation;
    const rows = await db
      .select()
      .from(dictItemTable)
      .where(eq(dictItemTable.type_code, type))
      .orderBy(asc(dictItemTable.sort), asc(dictItemTable.code));
    const items = rows.map((row) => ({
      type_code: row.type_code as string,
      code: row.code as string,
      name_en: row.name_en as string,
      name_zh: row.name_zh as string,
      sort: Number(row.sort),
      extra: (row.extra as Record<string, unknown> | null) ?? {},
      enabled: row.status === 'enable',
    }));
    if (started === this.generation) {
      let byType = this.cache.get(db);
      if (!byType) this.cache.set(db, (byType = new Map()));
      byType.set(type, items);
    }
    return items;
  }

  async items(db: Db, type: string, options: { enabledOnly?: boolean } = {}): Promise<DictionaryItem[]> {
    const items = await this.all(db, type);
    return options.enabledOnly === false ? items : items.filter((item) => item.enabled);
  }

  async item(db: Db, type: string, code: string): Promise<DictionaryItem | null> {
    return (await this.all(db, type)).find((item) => item.code === code) ?? null;
  }

  async has(db: Db, type: string, code: string): Promise<boolean> {
    return (await this.item(db, type, code))?.enabled === true;
  }

  async label(db: Db, type: string, code: string, lang: Lang): Promise<string> {
    return dictLabel((await this.item(db, type, code)) ?? undefined, code, lang);
  }
}
