import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../platform/authorization.js';
import { CHECKLIST_TEMPLATE_SEED } from './checklist-seed.js';
import { DICTIONARY_SEED, SEQUENCE_RULE_SEED } from './dictionary-seed.js';
import { checklistTemplateTable, dictItemTable, dictTypeTable, sequenceRuleTable } from './resources.js';

/**
 * Writes what a fresh installation starts with: the dictionaries, the numbering rules and the active
 * checklist templates. Each seeded row is written once in the life of the installation (its key goes to
 * `setting_seed_done`): an administrator's edit is never overwritten, a row they deleted does not come
 * back, and an item a later version adds to a seeded dictionary still arrives. Answers how many rows it wrote.
 */
export async function seedSettings(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // One seed at a time: two processes starting together would otherwise both find a key missing.
    await tx.execute(sql`lock table setting_seed_done in exclusive mode`);
    const done = new Set(rowsOf<{ key: string }>(await tx.execute(sql`select key from setting_seed_done`)).map((row) => row.key));
    const keys: string[] = [];
    const due = (key: string) => {
      if (done.has(key)) return false;
      keys.push(key);
      return true;
    };

    const types = DICTIONARY_SEED.filter((type) => due(`dict_type:${type.code}`)).map((type) => ({ code: type.code, name_en: type.name_en, name_zh: type.name_zh, remark: type.remark ?? '', status: 'enable' }));
    const items = DICTIONARY_SEED.flatMap((type) =>
      type.items.flatMap((item, index) =>
        due(`dict_item:${type.code}:${item.code}`)
          ? [{ type_code: type.code, code: item.code, name_en: item.name_en, name_zh: item.name_zh, sort: (index + 1) * 10, extra: item.extra ?? {}, status: 'enable' }]
          : [],
      ),
    );
    const rules = SEQUENCE_RULE_SEED.filter((rule) => due(`sequence_rule:${rule.biz_type}`)).map((rule) => ({ ...rule, status: 'enable' }));
    const templates = CHECKLIST_TEMPLATE_SEED.filter((template) => due(`checklist_template:${template.code}`)).map((template) => ({ ...template, version: 1, status: 'active' }));

    let written = 0;
    const insert = async (table: Parameters<Db['insert']>[0], rows: Array<Record<string, unknown>>) => {
      if (!rows.length) return;
      // A row the administrators made with the same code first is theirs: the seed leaves it.
      const inserted = await tx.insert(table).values(rows).onConflictDoNothing().returning({ one: sql`1` });
      written += inserted.length;
    };
    await insert(dictTypeTable, types);
    await insert(dictItemTable, items);
    await insert(sequenceRuleTable, rules);
    await insert(checklistTemplateTable, templates);
    if (keys.length) await tx.execute(sql`insert into setting_seed_done (key) values ${sql.join(keys.map((key) => sql`(${key})`), sql`, `)} on conflict do nothing`);
    return written;
  });
}
