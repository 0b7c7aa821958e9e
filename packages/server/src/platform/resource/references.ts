import { count, inArray } from 'drizzle-orm';
import { resourceBase, type ResourceDef } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { ResourceBinding } from './define.js';
import { columnOf } from './list-filter.js';

/**
 * The first field whose picked records (a remote or tree select: `uuid`, `uuid[]`) do not exist, or
 * null. A stale form or a hand-made request names an id that is gone: that is the caller's mistake, to
 * be answered on its field, not a foreign-key failure deep in the write. Whether the caller may see the
 * picked record stays the module's rule (toColumns); this only asks whether it exists.
 */
export async function missingReference(
  def: ResourceDef,
  resources: ReadonlyMap<string, ResourceBinding>,
  values: Record<string, unknown>,
  db: Db,
): Promise<string | null> {
  for (const field of def.fields) {
    if (!field.remote || (field.type !== 'uuid' && field.type !== 'uuid[]')) continue;
    const value = values[field.name];
    const ids = [...new Set((Array.isArray(value) ? value : value ? [value] : []).filter((id): id is string => typeof id === 'string'))];
    if (ids.length === 0) continue;
    const target = [...resources.values()].find((binding) => resourceBase(binding.def) === field.remote!.url);
    const id = target ? columnOf(target.table, 'id') : undefined;
    if (!target || !id) continue;
    const [row] = await db.select({ found: count() }).from(target.table).where(inArray(id, ids));
    if (Number(row?.found ?? 0) !== ids.length) return field.name;
  }
  return null;
}
